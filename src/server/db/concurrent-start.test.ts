import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { runRetention } from "@/server/domain/retention";
import { resolveAuthSecret } from "@/server/secrets";
import { skipWithoutPrerequisite } from "@/test/prerequisite";
import { type AppDatabase, openDatabase } from "./client";

/**
 * Several server instances on one PostgreSQL (issue: beyond one machine): they start at the same
 * time on a new database, agree on a generated auth secret, and never run the daily clean-up twice.
 */
const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === "postgres" && Boolean(url);
// The embedded-database pass skips this file and the PostgreSQL pass runs it; with no PostgreSQL
// server at all (no TEST_DATABASE_URL) it is skipped loudly, and fails under CI=true.
if (!onPostgres) {
  skipWithoutPrerequisite(
    Boolean(url),
    "concurrent-start.test.ts needs a PostgreSQL server (set TEST_DATABASE_URL)",
  );
}

async function freshSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const scoped = new URL(url!);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: scoped.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

describe.skipIf(!onPostgres)("several instances on one PostgreSQL", () => {
  it("start together on a new database: migrations run once, everyone waits for them", async () => {
    const schema = await freshSchema();
    const opened: AppDatabase[] = [];
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ kind: "postgres", url: schema.url }, { poolSize: 2 })),
      );
      for (const r of results) if (r.status === "fulfilled") opened.push(r.value);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      const db = opened[0]!.db;
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        db,
      );
      expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
      expect(rows.at(-1)?.name).toMatch(/^00\d\d_/);
      // Every instance sees the whole schema.
      for (const d of opened) await sql`select count(*) from logo_images`.execute(d.db);
    } finally {
      await Promise.all(opened.map((d) => d.close()));
      await schema.drop();
    }
  }, 60_000);

  it("agree on one generated auth secret, and run the clean-up one at a time", async () => {
    const schema = await freshSchema();
    const a = await openDatabase({ kind: "postgres", url: schema.url }, { poolSize: 2 });
    const b = await openDatabase({ kind: "postgres", url: schema.url }, { poolSize: 2 });
    try {
      const config = { authSecret: undefined, dataDir: "/nonexistent" };
      const secrets = await Promise.all([a, b, a, b].map((d) => resolveAuthSecret(config, d)));
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);

      // While instance A holds the clean-up, B skips it instead of doing the work twice.
      const held = await a.db.connection().execute(async (conn) => {
        await sql`select pg_advisory_lock(7310442001)`.execute(conn);
        try {
          return await runRetention(b.db);
        } finally {
          await sql`select pg_advisory_unlock(7310442001)`.execute(conn);
        }
      });
      expect(held).toBeNull();
      expect(await runRetention(b.db)).toEqual({ sessions: 0 });
    } finally {
      await a.close();
      await b.close();
      await schema.drop();
    }
  }, 60_000);
});
