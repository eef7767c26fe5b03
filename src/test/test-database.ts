import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
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
  const schema = await createSchema(url);
  const database = await openSchema(url, schema);
  return {
    ...database,
    async close() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
      await database.close();
    },
  };
}

async function createSchema(url: string): Promise<string> {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return schema;
}

function openSchema(url: string, schema: string): Promise<AppDatabase> {
  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  return openDatabase({ kind: "postgres", url: scoped.toString() }, { poolSize: 5 });
}

/**
 * A database that outlives its connections, for tests of what survives a restart: PGlite in a
 * data folder of its own (started from the migrated snapshot), or a schema of its own on
 * TEST_DATABASE_URL. `open` may be called again once the last one is closed; `remove` deletes it all.
 */
export async function createRestartableTestDatabase(): Promise<{
  open(): Promise<AppDatabase>;
  remove(): Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === "postgres") {
    if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const schema = await createSchema(url);
    return {
      open: () => openSchema(url, schema),
      async remove() {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "restartable-db-"));
  const seed = path.join(dir, "seed");
  const pglite = new PGlite(seed, { loadDataDir: new Blob([fs.readFileSync(inject("pgliteSnapshot"))]) });
  await pglite.waitReady;
  await pglite.close();
  return {
    open: () =>
      openDatabase(
        { kind: "pglite", dataDir: path.join(dir, "data") },
        { pgliteSeedDir: seed, pgliteRecycle: { quietMs: 0 }, migrate: false },
      ),
    async remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}
