import { useQuery } from "@tanstack/react-query";
import type { LogoDesign } from "@/shared/logo-design";
import type { MockupListReply, MockupSceneId } from "@/shared/mockup-scenes";
import { renderedBlob, throwIfFailed } from "@/web/lib/api";

/**
 * The mock-up endpoints (issue 32, contract in src/shared/mockup-scenes.ts). Plain fetch: the
 * routes live on the server side of the issue and join the typed client when both sides merge.
 */
export const mockupsApi = {
  /** The scenes that suit this logo's business, best first, and whether they are watermarked. */
  async list(logoId: string, signal?: AbortSignal): Promise<MockupListReply> {
    const res = await fetch(`/api/logos/${logoId}/mockups`, { credentials: "same-origin", signal });
    await throwIfFailed(res);
    return (await res.json()) as MockupListReply;
  },
  /**
   * One scene's image (WebP, preview size). `watermarked` is in the address so the browser's cache
   * never shows a watermarked scene after the first confirmed download.
   */
  sceneUrl(logoId: string, scene: MockupSceneId, watermarked = true): string {
    return `/api/logos/${logoId}/mockups/${scene}?v=${watermarked ? "preview" : "full"}`;
  },
  /** A scene drawn from an unsaved design (the editor's live scene); nothing is saved. */
  async livePreview(
    logoId: string,
    scene: MockupSceneId,
    design: LogoDesign,
    signal: AbortSignal,
  ): Promise<Blob> {
    return renderedBlob(`/api/logos/${logoId}/edit-preview/mockups/${scene}`, design, signal);
  },
};

export const mockupKeys = {
  list: (logoId: string, confirmed: boolean) => ["mockups", logoId, confirmed] as const,
};

/**
 * The scene list of a logo. `confirmed` (the brand's first download was confirmed) is in the key:
 * the watermark goes then, and the list is asked for again.
 */
export function useMockupList(logoId: string, confirmed = false) {
  return useQuery({
    queryKey: mockupKeys.list(logoId, confirmed),
    queryFn: ({ signal }) => mockupsApi.list(logoId, signal),
    staleTime: 0,
  });
}
