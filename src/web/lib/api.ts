import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiType } from "@/server/app";

/** Typed client for our API (the import is type-only: see docs/decisions/004). */
export const api = hc<ApiType>("/api", { init: { credentials: "same-origin" } });

export type ApiErrorBody = { error: { code: string; message: string; details?: unknown } };

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The API's error details: for a 400, the validation issues with the path of each field. */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/**
 * The JSON body a typed-client call replies with on success, as the server's route declares it:
 * a server change that breaks a page fails the type check instead of the page.
 */
export type ReplyOf<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? S extends SuccessStatusCode
      ? F extends "json"
        ? T
        : undefined
      : never
    : never;

/** Unwraps a typed-client response, turning the API's error shape into an ApiRequestError. */
export async function unwrap<R extends ClientResponse<unknown, number>>(
  response: Promise<R> | R,
): Promise<ReplyOf<R>> {
  const res = await response;
  await throwIfFailed(res);
  return (res.status === 204 ? undefined : await res.json()) as ReplyOf<R>;
}

/** Throws the API's error (an ApiRequestError) for a response that is not a success. */
export async function throwIfFailed(res: Response | ClientResponse<unknown>): Promise<void> {
  if (res.ok) return;
  let code = "http_error";
  let message = `Request failed (${res.status})`;
  let details: unknown;
  try {
    const body = (await res.json()) as Partial<ApiErrorBody>;
    if (body.error) ({ code, message, details } = body.error);
  } catch {
    // Not JSON: keep the generic message.
  }
  throw new ApiRequestError(res.status, code, message, details);
}

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
