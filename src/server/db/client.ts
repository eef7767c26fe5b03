import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { PGlite } from "@electric-sql/pglite";
import { CompiledQuery, Kysely, type LogEvent, PostgresDialect } from "kysely";
import pg from "pg";
import type { Config } from "@/server/env";
import { type DataDirLock, lockDataDir } from "./data-dir-lock";
import { migrateToLatest } from "./migrations";
import { PGliteDialect } from "./pglite-dialect";
import { prepareStatements } from "./prepared-statements";
import type { Database } from "./schema";
import { listenForTableWrites, type TableWrites } from "./table-writes";

export type DatabaseKind = "pglite" | "postgres";

export type AppDatabase = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** A cheap round trip used by the health check. */
  ping(): Promise<void>;
  /**
   * Calls `listener` with the SQL of every statement once it has run (also when it failed);
   * returns the unsubscribe function. Caches invalidate on writes here, and tests count
   * statements per request with it.
   */
  watchStatements(listener: (sql: string) => void): () => void;
  /**
   * On PostgreSQL, writes to the cached tables committed by anyone, from a connection of its own
   * that LISTENs (decision 032). Absent on the embedded database: this process is its only writer.
   */
  tableWrites?: TableWrites;
  close(): Promise<void>;
};

/**
 * PGlite is one embedded backend, not a server: PostgreSQL's defaults (128 MB of shared
 * buffers, 100 connections' worth of lock and process tables) are paid in WASM memory that is
 * never given back, and all of it is touched at start (a fresh instance: 27 MB resident with 16 MB
 * of buffers, 17 MB with 8 MB). 8 MB of buffers holds this app's hot rows and indexes; a page
 * that misses is one read from the data folder, which the OS caches outside the process
 * (decision 028).
 */
const PGLITE_SETTINGS = ["shared_buffers=8MB", "max_connections=5"];

const PING = CompiledQuery.raw("select 1");

/**
 * PGlite's WebAssembly memory only grows: what PostgreSQL touched once (a kit zip's bind message
 * and its copies, ~14 MB for 3.6 MB; plans, caches, sorts) stays resident after it is freed,
 * ~30-40 MB above a fresh instance's after the bench's memory mix (decision 028). Once it has been
 * used and then quiet for `quietMs` (the health check's ping counts as neither), PGlite is closed
 * and opened again on the same folder: 0.6-2.1 s on a busy 2-core machine, and it starts again
 * from ~17 MB. How much of its heap PostgreSQL has touched is not exported, so any use counts.
 */
export const PGLITE_RECYCLE = { quietMs: 30_000 };

/**
 * `select 1`, shared by concurrent callers: a health check under load costs one statement per
 * round trip, not one per request, and each caller still gets the answer of a ping that was
 * running when it asked.
 */
function sharedPing(db: Kysely<Database>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= db.executeQuery(PING).then(
      () => {
        running = undefined;
      },
      (error: unknown) => {
        running = undefined;
        throw error;
      },
    );
    return running;
  };
}

/** How long a successful `select 1` vouches for the embedded database. */
const EMBEDDED_PING_FRESH_MS = 1000;

/**
 * The embedded database runs in this process: it is gone when it was closed (checked on every
 * call), and otherwise a `select 1` at most once a second confirms it still answers. Under load
 * a statement per health check would cost more than the rest of the request together.
 */
function embeddedPing(current: () => PGlite, ping: () => Promise<void>): () => Promise<void> {
  let confirmedAt = Number.NEGATIVE_INFINITY;
  return async () => {
    if (current().closed) throw new Error("The embedded database is closed");
    if (performance.now() - confirmedAt < EMBEDDED_PING_FRESH_MS) return;
    await ping();
    confirmedAt = performance.now();
  };
}

function statementWatchers() {
  const listeners = new Set<(sql: string) => void>();
  return {
    log(event: LogEvent) {
      for (const listener of listeners) listener(event.query.sql);
    },
    watch(listener: (sql: string) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

// Return int8/numeric as JS numbers where safe; bigserial ids stay strings.
pg.types.setTypeParser(pg.types.builtins.INT4, (v) => Number.parseInt(v, 10));

export type OpenDatabaseOptions = {
  /**
   * A migrated PGlite data folder (made at build time) copied into an empty data folder, so
   * PGlite opens existing data instead of running initdb (seconds, and ~800 MB RSS) or
   * unpacking a tarball through memory (which malloc keeps afterwards).
   */
  pgliteSeedDir?: string;
  /** For in-memory databases (tests): start from a migrated snapshot (a data folder tarball). */
  pgliteSnapshot?: Blob | File;
  /** For tests: keep the embedded database in memory. */
  inMemory?: boolean;
  migrate?: boolean;
  poolSize?: number;
  /** When the embedded database on disk is reopened (default PGLITE_RECYCLE; quietMs 0: never). */
  pgliteRecycle?: { quietMs: number };
  /** Told each time the embedded database was reopened to give its memory back, and how long it took. */
  onPgliteReopen?: (ms: number) => void;
  /** Told when a reopen failed; it is tried again at the next tick. */
  onPgliteReopenError?: (error: unknown) => void;
  /** Told when PostgreSQL's table-writes connection was lost or could not be made (it is retried). */
  onTableWritesError?: (error: unknown) => void;
};

export async function openDatabase(
  database: Config["database"],
  options: OpenDatabaseOptions = {},
): Promise<AppDatabase> {
  const app =
    database.kind === "postgres"
      ? openPostgres(database.url, options)
      : await openPglite(database.dataDir, {
          ...options,
          ...(database.reopenIdleMs === undefined
            ? {}
            : { pgliteRecycle: { quietMs: database.reopenIdleMs } }),
        });
  if (options.migrate !== false) {
    try {
      await migrateToLatest(app.db as Kysely<unknown>);
    } catch (error) {
      await app.close();
      throw error;
    }
  }
  // Serving starts with the caches in use, unless listening failed (then it is retried).
  await app.tableWrites?.started;
  return app;
}

function openPostgres(url: string, options: OpenDatabaseOptions): AppDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
  });
  // Statements with parameters are prepared once per connection (see prepared-statements.ts).
  pool.on("connect", prepareStatements);
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", () => {});
  const watchers = statementWatchers();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: watchers.log });
  const tableWrites = listenForTableWrites(url, { onError: options.onTableWritesError });
  return {
    db,
    kind: "postgres",
    ping: sharedPing(db),
    watchStatements: watchers.watch,
    tableWrites,
    async close() {
      await tableWrites.close();
      await db.destroy();
    },
  };
}

async function openPglite(dataDir: string, options: OpenDatabaseOptions): Promise<AppDatabase> {
  let lock: DataDirLock | undefined;
  let pglite: PGlite;
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ["-c", s])];
  if (options.inMemory) {
    pglite = new PGlite({ loadDataDir: options.pgliteSnapshot, startParams });
  } else {
    lock = lockDataDir(dataDir);
    const dbDir = path.join(dataDir, "pgdata");
    try {
      const seed = options.pgliteSeedDir;
      if (isEmptyDir(dbDir) && seed && fs.existsSync(path.join(seed, "PG_VERSION"))) copySeed(seed, dbDir);
      fs.mkdirSync(dbDir, { recursive: true });
      pglite = new PGlite(dbDir, { startParams });
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
  const watchers = statementWatchers();
  const use = { last: performance.now(), since: 0 };
  const dialect = new PGliteDialect(pglite, {
    onStatement: (text) => {
      if (text === PING.sql) return;
      use.last = performance.now();
      use.since++;
    },
  });
  const db = new Kysely<Database>({ dialect, log: watchers.log });
  let closed = false;
  let stopRecycling = async () => {};
  const recycle = options.pgliteRecycle ?? PGLITE_RECYCLE;
  if (!options.inMemory && recycle.quietMs > 0) {
    const dbDir = path.join(dataDir, "pgdata");
    stopRecycling = recycleWhenQuiet({
      ...recycle,
      onReopen: options.onPgliteReopen,
      due: (quietMs) => use.since > 0 && performance.now() - use.last >= quietMs,
      onError: options.onPgliteReopenError,
      // A reopen that fails leaves the closed instance in place (statements fail, the health
      // check says so) and is tried again at the next tick, since the use is still counted.
      reopen: () =>
        dialect.replace(async (old) => {
          if (!old.closed) await old.close();
          const fresh = new PGlite(dbDir, { startParams });
          await fresh.waitReady;
          pglite = fresh;
          use.since = 0;
          return fresh;
        }),
    });
  }
  return {
    db,
    kind: "pglite",
    ping: embeddedPing(() => pglite, sharedPing(db)),
    watchStatements: watchers.watch,
    async close() {
      if (closed) return;
      closed = true;
      // A reopen under way finishes first, so the instance closed below is the one left open.
      await stopRecycling();
      await db.destroy();
      await pglite.close();
      lock?.release();
    },
  };
}

/** The process's collector, so the closed instance's memory goes now rather than at some later GC. */
function collectGarbage() {
  try {
    v8.setFlagsFromString("--expose-gc");
    (runInNewContext("gc") as () => void)();
  } catch {
    // The memory goes at the next collection instead.
  }
}

/** Reopens the embedded database once it has been used and then quiet (see above). */
function recycleWhenQuiet(options: {
  quietMs: number;
  onReopen?: (ms: number) => void;
  due: (quietMs: number) => boolean;
  onError?: (error: unknown) => void;
  reopen: () => Promise<void>;
}): () => Promise<void> {
  let running: Promise<void> | undefined;
  const reopen = async () => {
    const started = performance.now();
    try {
      await options.reopen();
      collectGarbage();
      options.onReopen?.(Math.round(performance.now() - started));
    } catch (error) {
      options.onError?.(error);
    } finally {
      running = undefined;
    }
  };
  const timer = setInterval(() => {
    if (running || !options.due(options.quietMs)) return;
    running = reopen();
  }, options.quietMs / 3);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/** Copied beside the target and renamed into place, so a crash mid-copy leaves no half database. */
function copySeed(seed: string, dbDir: string) {
  const partial = `${dbDir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(seed, partial, { recursive: true });
  fs.rmSync(dbDir, { recursive: true, force: true });
  fs.renameSync(partial, dbDir);
}
