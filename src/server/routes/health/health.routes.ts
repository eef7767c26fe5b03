import { type Context, Hono } from "hono";
import type { AppEnv, CoreDeps } from "@/server/context";

/**
 * GET /api/health: liveness (the process answers and reaches its database).
 * GET /api/health/ready: readiness for a load balancer: also 503 once the instance is shutting
 * down, so traffic moves to the others before it stops.
 */
export function healthRoutes({ database, lifecycle }: CoreDeps & { lifecycle?: { draining: boolean } }) {
  const check = async (c: Context<AppEnv>, ready: boolean) => {
    if (ready && lifecycle?.draining) {
      c.header("Connection", "close");
      return c.json({ status: "draining" as const, database: database.kind }, 503);
    }
    try {
      await database.ping();
      return c.json({ status: "ok" as const, database: database.kind });
    } catch (error) {
      c.var.log.error({ err: error }, "health check: database unreachable");
      return c.json({ status: "unavailable" as const, database: database.kind }, 503);
    }
  };
  return new Hono<AppEnv>().get("/", (c) => check(c, false)).get("/ready", (c) => check(c, true));
}
