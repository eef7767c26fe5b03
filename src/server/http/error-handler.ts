import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "@/server/context";
import { ApiError, errorBody, payloadTooLarge } from "./errors";

/** Maps every failure to the API's JSON error shape; unexpected ones are logged with the request id. */
export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
    return c.json(errorBody(err.code, err.message, err.details), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 413) return payloadTooLarge(c);
    if (status === 400) {
      const malformed = /json/i.test(err.message);
      return c.json(malformed ? errorBody("invalid_json") : errorBody("bad_request", err.message), 400);
    }
    if (status >= 500) c.var.log?.error({ err }, "http exception");
    return c.json(errorBody("http_error", err.message || undefined), status);
  }
  if (isDatabaseUnavailable(err)) {
    c.var.log?.error({ err, path: c.req.path }, "database unavailable");
    c.header("Retry-After", "2");
    return c.json(errorBody("service_unavailable"), 503);
  }
  (c.var.log ?? console).error({ err, path: c.req.path }, "unhandled error");
  return c.json(errorBody("internal_error"), 500);
};

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
]);

/** Connection-level failures (a restarting PostgreSQL) are a 503 the client may retry, not a bug. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        message,
      )
    ) {
      return true;
    }
  }
  return false;
}
