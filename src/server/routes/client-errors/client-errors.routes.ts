import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, CoreDeps } from "@/server/context";
import { rateLimit } from "@/server/http/rate-limit";
import { jsonBody } from "@/server/http/validate";
import { CONTROL_CHARACTERS } from "@/shared/description";

// Reports are only logged, but a log line should not carry terminal escapes or NULs.
const stripControl = (v: string) => v.replace(new RegExp(CONTROL_CHARACTERS, "g"), "");

const reportSchema = z.object({
  message: z.string().trim().min(1).max(2000).transform(stripControl),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000).optional(),
  route: z.string().max(200).optional(),
  kind: z.enum(["error", "unhandledrejection", "boundary"]).default("error"),
});

/**
 * Browser error reports (docs/product.md#errors-and-messages). Anyone may
 * report, so reports are rate-limited per client address and only logged, never stored.
 */
export function clientErrorRoutes({ config, database }: CoreDeps) {
  return new Hono<AppEnv>().post(
    "/",
    rateLimit(database.db, config, "client-errors"),
    jsonBody(reportSchema),
    (c) => {
      c.var.log.warn({ clientError: c.req.valid("json") }, "browser error report");
      return c.body(null, 204);
    },
  );
}
