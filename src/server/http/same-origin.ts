import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "@/server/context";
import { errorBody } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing requests from another site are refused, whatever their content type (a
 * text/plain form post needs no preflight). Requests without Origin (webhooks, server-to-server
 * calls) pass here and are judged by their own authentication.
 */
export function sameOriginWrites(appUrl: string): MiddlewareHandler<AppEnv> {
  const allowed = new URL(appUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      if ((origin && origin !== allowed) || site === "cross-site") {
        return c.json(errorBody("cross_origin"), 403);
      }
    }
    await next();
  };
}
