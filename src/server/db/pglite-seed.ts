import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import { migrateToLatest } from "./migrations";
import { PGliteDialect } from "./pglite-dialect";

/**
 * A migrated, empty embedded database made at build time. A fresh data folder starts from it
 * instead of running initdb inside the server, which takes seconds and leaves the process at
 * ~800 MB RSS (reopening a data folder needs ~300 MB). Migrations still run afterwards, so a
 * seed older than the code is simply brought up to date.
 */
export const PGLITE_SEED_FILE = "dist/server/pglite-seed.tar.gz";

export async function writePgliteSeed(file: string): Promise<void> {
  const pglite = new PGlite();
  const db = new Kysely({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir("gzip");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  await pglite.close();
}

/** The seed when it has been built; without it PGlite initialises the folder itself. */
export function readPgliteSeed(file: string): Blob | undefined {
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}
