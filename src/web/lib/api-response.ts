import type { ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";

/**
 * What every API reply goes through: success bodies typed from the server's routes, failures as
 * ApiRequestError. Apart from the typed client (api.ts), so what the landing page reads at start-up
 * (`getReply`) does not load the client's code (issue 30, Speed).
 */

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

/**
 * A GET without the typed client, for the reads every page makes at start-up (who is signed in,
 * the public configuration): `R` is the typed client's reply for that route, so the body's type
 * still comes from the server (`getReply<Awaited<ReturnType<typeof api.me.$get>>>("/api/me")`).
 */
export async function getReply<R extends ClientResponse<unknown, number>>(url: string): Promise<ReplyOf<R>> {
  const res = await fetch(url, { credentials: "same-origin" });
  await throwIfFailed(res);
  return (await res.json()) as ReplyOf<R>;
}
