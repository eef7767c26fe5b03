import { Hono } from "hono";
import type { AppEnv, CoreDeps } from "../../context";

export function healthRoutes({ database }: CoreDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ok" as const, database: database.kind });
    } catch (error) {
      c.var.log.error({ err: error }, "health check: database unreachable");
      return c.json({ status: "unavailable" as const, database: database.kind }, 503);
    }
  });
}
