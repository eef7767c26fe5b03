import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Every API error is `{ error: { code, message } }` with a stable code (docs/product.md#errors-and-messages). */
export type ErrorBody = { error: { code: string; message: string; details?: unknown } };

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string, code = "invalid_request", details?: unknown) =>
  new ApiError(400, code, message, details);
export const unauthorized = (message = "Please sign in to continue.") =>
  new ApiError(401, "unauthorized", message);
export const forbidden = (code: string, message: string) => new ApiError(403, code, message);
export const notFound = (message = "Not found.") => new ApiError(404, "not_found", message);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/**
 * 413 with `Connection: close`: the unread rest of the body makes the connection unusable, so
 * say so instead of advertising keep-alive and dropping it a moment later.
 */
export function payloadTooLarge(c: Context, message = "The request body is too large.") {
  c.header("Connection", "close");
  return c.json(errorBody("payload_too_large", message), 413);
}
