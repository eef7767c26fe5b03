import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ErrorCode, errorMessage, type SingleErrorCode } from "@/shared/error-codes";

/** Every API error is `{ error: { code, message } }` with a stable code (docs/product.md#errors-and-messages). */
export type ErrorBody = { error: { code: string; message: string; details?: unknown } };

/**
 * An API error. Its message comes from the code's entry in src/shared/error-codes.ts, so a code
 * has one meaning; only the field validation codes pass their own (the failing field's) message,
 * and the codes with a message per kind pass `errorMessage(code, kind)`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string = errorMessage(code as SingleErrorCode),
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (code: SingleErrorCode, details?: unknown) =>
  new ApiError(400, code, undefined, details);
/** A request that fails its schema: the failing field's own message, its issues as details. */
export const invalidRequest = (
  code: "invalid_request" | "invalid_parameter",
  message: string,
  details?: unknown,
) => new ApiError(400, code, message, details);
export const unauthorized = () => new ApiError(401, "unauthorized");
export const notFound = (code: SingleErrorCode) => new ApiError(404, code);

export function errorBody(
  code: ErrorCode,
  message: string = errorMessage(code as SingleErrorCode),
  details?: unknown,
): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/**
 * 413 with `Connection: close`: the unread rest of the body makes the connection unusable, so
 * say so instead of advertising keep-alive and dropping it a moment later.
 */
export function payloadTooLarge(c: Context) {
  c.header("Connection", "close");
  return c.json(errorBody("payload_too_large"), 413);
}
