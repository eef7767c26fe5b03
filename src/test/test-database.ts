import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { sql } from "kysely";
import pg from "pg";
import { inject } from "vitest";
import { type AppDatabase, openDatabase } from "../server/db/client";

/**
 * One database per test file: PGlite from the migrated snapshot by default, or, when the test
 * run targets PostgreSQL (TEST_DB=postgres), a schema of its own on TEST_DATABASE_URL so parallel
 * workers never share state.
 */
export async function createTestDatabase(): Promise<AppDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === "postgres") {
    if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    return createPostgresSchemaDatabase(url);
  }
  const snapshot = fs.readFileSync(inject("pgliteSnapshot"));
  return openDatabase(
    { kind: "pglite", dataDir: "" },
    { inMemory: true, pgliteSnapshot: new Blob([snapshot]), migrate: false },
  );
}

export async function createPostgresSchemaDatabase(url: string): Promise<AppDatabase> {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  const database = await openDatabase({ kind: "postgres", url: scoped.toString() }, { poolSize: 5 });
  return {
    ...database,
    async close() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
      await database.close();
    },
  };
}

export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}
