import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import * as m0001 from "./migrations/0001_auth";
import * as m0002 from "./migrations/0002_brand";
import * as m0003 from "./migrations/0003_rate_limits";
import * as m0004 from "./migrations/0004_brand_integrity";
import * as m0005 from "./migrations/0005_logo_design";
import * as m0006 from "./migrations/0006_my_brands";
import * as m0007 from "./migrations/0007_grapheme_description";
import * as m0008 from "./migrations/0008_brand_kit";
import * as m0009 from "./migrations/0009_logo_versions";
import * as m0010 from "./migrations/0010_name_studio";
import * as m0011 from "./migrations/0011_object_storage";
import * as m0012 from "./migrations/0012_unique_names";
import * as m0013 from "./migrations/0013_brief";
import * as m0015 from "./migrations/0015_integrity";
import * as m0017 from "./migrations/0017_download_confirmation";
import * as m0020 from "./migrations/0020_second_level_domains";
import * as m0021 from "./migrations/0021_user_locale";
import * as m0022 from "./migrations/0022_kit_locale";
import * as m0027 from "./migrations/0027_table_write_notifications";
import * as m0028 from "./migrations/0028_name_across_brands";
import * as m0029 from "./migrations/0029_kit_chunks";
import * as m0030 from "./migrations/0030_name_key_function";
import * as m0031 from "./migrations/0031_notify_writes_that_change_cached_rows";

/**
 * Migrations live in code so they ship inside the server bundle and run at start-up, in order,
 * once each (Kysely's migrator records them and takes a lock, so two instances do not race).
 * The same SQL runs on PGlite and PostgreSQL 15.
 *
 * One file per migration in ./migrations, frozen once released: a released migration is never
 * edited (migrations.test.ts keeps their checksums), and its values are literal, never imported
 * constants, so a fresh database and an upgraded one end up the same. A change is a new file,
 * added at the end of this list.
 */
export const MIGRATIONS: Record<string, Migration> = {
  "0001_auth": m0001,
  "0002_brand": m0002,
  "0003_rate_limits": m0003,
  "0004_brand_integrity": m0004,
  "0005_logo_design": m0005,
  "0006_my_brands": m0006,
  "0007_grapheme_description": m0007,
  "0008_brand_kit": m0008,
  "0009_logo_versions": m0009,
  "0010_name_studio": m0010,
  "0011_object_storage": m0011,
  "0012_unique_names": m0012,
  "0013_brief": m0013,
  "0015_integrity": m0015,
  "0017_download_confirmation": m0017,
  "0020_second_level_domains": m0020,
  "0021_user_locale": m0021,
  "0022_kit_locale": m0022,
  "0027_table_write_notifications": m0027,
  "0028_name_across_brands": m0028,
  "0029_kit_chunks": m0029,
  "0030_name_key_function": m0030,
  "0031_notify_writes_that_change_cached_rows": m0031,
};

class CodeMigrationProvider implements MigrationProvider {
  async getMigrations() {
    return MIGRATIONS;
  }
}

/** One advisory lock for migrating: instances starting together on one database take turns. */
const MIGRATION_LOCK = 7_310_442_000;

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  if (await isUpToDate(db)) return;
  // Several instances may start at once on a new database: the first migrates while the others
  // wait on the lock, then find everything done. (Kysely's own lock comes after creating its
  // bookkeeping tables, which two instances can race to create.)
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      if (!(await isUpToDate(conn))) await runMigrator(conn);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
}

async function runMigrator(db: Kysely<unknown>): Promise<void> {
  // Pin the bookkeeping tables to this connection's schema: Kysely otherwise finds another
  // schema's tables on a shared server (tests use one schema per file).
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: new CodeMigrationProvider(),
    migrationTableSchema: rows[0]?.schema ?? "public",
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

/**
 * Whether every migration has run already: the usual start of a server on existing data. One
 * statement, instead of the Migrator's catalogue introspection, lock and bookkeeping (over half
 * a second on the embedded database). Anything else (no table yet, a migration missing) goes
 * through the Migrator and its lock.
 */
async function isUpToDate(db: Kysely<unknown>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`
      select name from kysely_migration where name = any(${Object.keys(MIGRATIONS)})
    `.execute(db);
    return rows.length === Object.keys(MIGRATIONS).length;
  } catch {
    return false;
  }
}
