import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "@/server/context";
import { accessLogger, type Logger, lazyChild } from "@/server/logger";
import { addToOwnResponse } from "./response-headers";

/** Request id (echoed as X-Request-Id) and one access-log line per API request. */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  const access = accessLogger(logger);
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    c.set("log", lazyChild(logger, { reqId: requestId }));
    c.header("X-Request-Id", requestId);
    const started = performance.now();
    await next();
    if (!c.res.headers.has("X-Request-Id")) addToOwnResponse(c, [["X-Request-Id", requestId]]);
    if (c.req.path.startsWith("/api/") && access.isLevelEnabled("info")) {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      access.info(
        { reqId: requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms },
        "request",
      );
    }
  };
}
