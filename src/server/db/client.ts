import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Config } from "../env";
import { type DataDirLock, lockDataDir } from "./data-dir-lock";
import { migrateToLatest } from "./migrations";
import { PGliteDialect } from "./pglite-dialect";
import type { Database } from "./schema";

export type DatabaseKind = "pglite" | "postgres";

export type AppDatabase = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** A cheap round trip used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

// Return int8/numeric as JS numbers where safe; bigserial ids stay strings.
pg.types.setTypeParser(pg.types.builtins.INT4, (v) => Number.parseInt(v, 10));

export type OpenDatabaseOptions = {
  /** Start PGlite from a migrated snapshot instead of initialising an empty folder. */
  pgliteSnapshot?: Blob | File | (() => Blob | undefined);
  /** For tests: keep the embedded database in memory. */
  inMemory?: boolean;
  migrate?: boolean;
  poolSize?: number;
};

export async function openDatabase(
  database: Config["database"],
  options: OpenDatabaseOptions = {},
): Promise<AppDatabase> {
  const app =
    database.kind === "postgres"
      ? openPostgres(database.url, options)
      : await openPglite(database.dataDir, options);
  if (options.migrate !== false) {
    try {
      await migrateToLatest(app.db as Kysely<unknown>);
    } catch (error) {
      await app.close();
      throw error;
    }
  }
  return app;
}

function openPostgres(url: string, options: OpenDatabaseOptions): AppDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: "postgres",
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

async function openPglite(dataDir: string, options: OpenDatabaseOptions): Promise<AppDatabase> {
  let lock: DataDirLock | undefined;
  let pglite: PGlite;
  if (options.inMemory) {
    const seed = options.pgliteSnapshot;
    pglite = new PGlite({ loadDataDir: typeof seed === "function" ? seed() : seed });
  } else {
    lock = lockDataDir(dataDir);
    const dbDir = path.join(dataDir, "pgdata");
    fs.mkdirSync(dbDir, { recursive: true });
    try {
      const seed = isEmptyDir(dbDir) ? options.pgliteSnapshot : undefined;
      pglite = new PGlite(dbDir, { loadDataDir: typeof seed === "function" ? seed() : seed });
      await pglite.waitReady;
    } catch (error) {
      lock.release();
      throw new Error(
        `The embedded database in ${dbDir} could not be opened. If a previous server was killed mid-write, ` +
          "restore the folder from a backup or move it aside to start fresh.",
        { cause: error },
      );
    }
  }
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  let closed = false;
  return {
    db,
    kind: "pglite",
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      await pglite.close();
      lock?.release();
    },
  };
}

function isEmptyDir(dir: string): boolean {
  return fs.readdirSync(dir).length === 0;
}
