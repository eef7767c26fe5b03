import { hc } from "hono/client";
import type { ApiType } from "@/server/app";
import { throwIfFailed } from "./api-response";

export { type ApiErrorBody, ApiRequestError, type ReplyOf, throwIfFailed, unwrap } from "./api-response";

/** Typed client for our API (the import is type-only: see docs/decisions/004). */
export const api = hc<ApiType>("/api", { init: { credentials: "same-origin" } });

/** POSTs a design to a server renderer and returns the picture (the editor's live previews). */
export async function renderedBlob(url: string, design: unknown, signal: AbortSignal): Promise<Blob> {
  const res = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ design }),
    signal,
  });
  await throwIfFailed(res);
  return res.blob();
}
