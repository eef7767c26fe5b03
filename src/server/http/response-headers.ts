import type { Context } from "hono";

/**
 * Headers set with c.header() before the handler runs are built into responses made with c.json()
 * and friends at no cost, but a handler that returns a Response of its own (better-auth, static
 * files) bypasses them. This adds them to such a response in place, or on one copy when its
 * headers are immutable (a Response from fetch() or Response.redirect()).
 */
export function addToOwnResponse(c: Context, headers: ReadonlyArray<readonly [string, string]>) {
  try {
    for (const [name, value] of headers) c.res.headers.set(name, value);
  } catch {
    const copy = new Response(c.res.body, c.res);
    for (const [name, value] of headers) copy.headers.set(name, value);
    // Cleared first, so Hono does not merge the old response's headers into the copy again.
    c.res = undefined;
    c.res = copy;
  }
}
