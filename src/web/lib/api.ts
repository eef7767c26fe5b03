import { hc } from "hono/client";
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

/** Unwraps a JSON response, turning the API's error shape into an ApiRequestError. */
export async function unwrap<T>(response: Promise<Response> | Response): Promise<T> {
  const res = await response;
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;
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
