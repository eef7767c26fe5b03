import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import type { Logger } from "../logger";
import { addToOwnResponse } from "./response-headers";

/** Request id (echoed as X-Request-Id) and one access-log line per API request. */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    c.header("X-Request-Id", requestId);
    const started = performance.now();
    await next();
    if (!c.res.headers.has("X-Request-Id")) addToOwnResponse(c, [["X-Request-Id", requestId]]);
    if (c.req.path.startsWith("/api/")) {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
    }
  };
}
