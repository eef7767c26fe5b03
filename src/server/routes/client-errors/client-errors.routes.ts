import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, CoreDeps } from "../../context";
import { clientAddress } from "../../http/client-address";
import { ApiError } from "../../http/errors";
import { jsonBody } from "../../http/validate";

const reportSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000).optional(),
  route: z.string().max(200).optional(),
  kind: z.enum(["error", "unhandledrejection", "boundary"]).default("error"),
});

const WINDOW_MS = 60_000;
const MAX_PER_WINDOW = 20;

/**
 * Browser error reports (spec section 8: errors go to an error-reporting helper). Anyone may
 * report, so reports are capped per client address and only logged, never stored.
 */
export function clientErrorRoutes({ config }: CoreDeps) {
  const seen = new Map<string, { count: number; resetAt: number }>();
  return new Hono<AppEnv>().post("/", jsonBody(reportSchema), (c) => {
    const key = clientAddress(c, config);
    const now = Date.now();
    const entry = seen.get(key);
    if (!entry || entry.resetAt <= now) {
      if (seen.size > 10_000) seen.clear();
      seen.set(key, { count: 1, resetAt: now + WINDOW_MS });
    } else if (++entry.count > MAX_PER_WINDOW) {
      const retryAfter = Math.ceil((entry.resetAt - now) / 1000);
      throw new ApiError(429, "rate_limited", "Too many error reports.", undefined, {
        "Retry-After": String(retryAfter),
      });
    }
    c.var.log.warn({ clientError: c.req.valid("json") }, "browser error report");
    return c.body(null, 204);
  });
}
