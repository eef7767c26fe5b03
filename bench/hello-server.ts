import path from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { getSignedCookie } from "hono/cookie";
import { sql } from "kysely";
import { type AppDatabase, openDatabase } from "../src/server/db/client";

/**
 * The baselines for the API figures, on the same Node and adapter as the server:
 * - `GET /`: a bare Hono hello world;
 * - `GET /cookie`: reads and verifies one signed cookie (HMAC), what every signed-in request pays;
 * - `GET /select` (when BASELINE_DATABASE is set): hello plus one parameterised select by primary
 *   key through the server's own database client (PGlite in this process, or PostgreSQL over the
 *   same pool, where it is prepared once per connection as the server's statements are), of a
 *   user row that exists, so a database route is compared with what its database alone costs.
 */
const SECRET = process.env.BASELINE_COOKIE_SECRET ?? "bench-baseline-secret-0123456789abcdef";
const app = new Hono();
app.get("/", (c) => c.text("Hello Hono!"));
app.get("/cookie", async (c) => {
  const value = await getSignedCookie(c, SECRET, "session");
  return value ? c.text(value) : c.text("no cookie", 401);
});

let database: AppDatabase | undefined;
const kind = process.env.BASELINE_DATABASE;
if (kind === "pglite" || kind === "postgres") {
  database = await openDatabase(
    kind === "postgres"
      ? { kind, url: process.env.DATABASE_URL ?? "" }
      : { kind, dataDir: process.env.DATA_DIR ?? "" },
    { pgliteSeedDir: path.resolve("dist/server/pglite-seed") },
  );
  const db = database.db;
  const USER_ID = "bench-baseline-user";
  await db
    .insertInto("users")
    .values({ id: USER_ID, name: "Baseline", email: "baseline@example.com" })
    .onConflict((oc) => oc.doNothing())
    .execute();
  app.get("/select", async (c) => {
    const id = c.req.query("id") ?? USER_ID;
    const row = await db.selectFrom("users").select(["id", "email"]).where("id", "=", id).executeTakeFirst();
    return row ? c.json(row) : c.json(null, 404);
  });
  // Fails fast when the database is not there, before the bench starts its load.
  await sql`select 1`.execute(db);
}

const port = Number(process.env.PORT ?? 0);
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
const stop = () =>
  server.close(() => {
    void (database?.close() ?? Promise.resolve()).finally(() => process.exit(0));
  });
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
