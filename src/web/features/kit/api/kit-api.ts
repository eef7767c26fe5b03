import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type ReplyOf, unwrap } from "@/web/lib/api";
import { attachmentName, saveBlob } from "@/web/lib/download-file";
import { useLocale } from "@/web/lib/i18n/use-locale";
import { queryKeys } from "@/web/lib/query-keys";

/** What the brand kit holds for the selected logo, and whether it is built (the server's reply). */
export type KitInfo = ReplyOf<Awaited<ReturnType<(typeof api.sessions)[":id"]["kit"]["info"]["$get"]>>>;
export type KitTile = KitInfo["tiles"][number];

export function kitInfo(sessionId: string): Promise<KitInfo> {
  return unwrap(api.sessions[":id"].kit.info.$get({ param: { id: sessionId } }));
}

/** A preview tile's URL; the version makes the browser ask again when the logo or permission changes. */
export function kitTileUrl(sessionId: string, tile: KitTile, version: string): string {
  return `/api/sessions/${sessionId}/kit/preview/${tile}?v=${encodeURIComponent(version)}`;
}

/** The kit's contents, loaded once per logo and permission state (null while loading or on failure). */
export function useKitInfo(sessionId: string, logoId: string | null, canDownload: boolean): KitInfo | null {
  // canDownload is part of the key so the tiles turn clean after payment; the language so the
  // contents are read again in the language just chosen.
  const { locale } = useLocale();
  const info = useQuery({
    queryKey: queryKeys.kitInfo(sessionId, logoId, canDownload, locale),
    queryFn: () => kitInfo(sessionId),
    enabled: logoId !== null,
    placeholderData: keepPreviousData,
  });
  return info.data ?? null;
}

export type KitProgress =
  | { phase: "building"; done: number; total: number }
  | { phase: "downloading"; received: number; total: number | null };

const POLL_MS = 500;

/**
 * Downloads the brand kit. While the server builds it (the response has not started), the build
 * progress is polled; then the bytes are counted against Content-Length as they arrive.
 */
export async function downloadKit(
  sessionId: string,
  onProgress: (progress: KitProgress) => void,
): Promise<{ ok: boolean; status: number }> {
  let waiting = true;
  const poll = async () => {
    while (waiting) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (!waiting) return;
      try {
        const info = await kitInfo(sessionId);
        if (waiting && info.building) onProgress({ phase: "building", ...info.building });
      } catch {
        // Progress is a courtesy: the download itself reports failures.
      }
    }
  };
  onProgress({ phase: "building", done: 0, total: 1 });
  void poll();
  let res: Response;
  try {
    res = await fetch(`/api/sessions/${sessionId}/kit`, { credentials: "same-origin" });
  } finally {
    waiting = false;
  }
  if (!res.ok || !res.body) return { ok: false, status: res.status };
  const total = Number(res.headers.get("content-length")) || null;
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ phase: "downloading", received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ phase: "downloading", received, total });
  }
  saveBlob(new Blob(chunks as BlobPart[], { type: "application/zip" }), attachmentName(res, "brand_kit.zip"));
  return { ok: true, status: res.status };
}

/** Records the brand's first-download confirmation (asked once; the server keeps the time and Terms version). */
export async function confirmDownload(sessionId: string): Promise<{ ok: boolean; status: number }> {
  const res = await fetch(`/api/sessions/${sessionId}/download/confirmation`, {
    method: "POST",
    credentials: "same-origin",
  });
  return { ok: res.ok, status: res.status };
}
