import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import { migrateToLatest } from "./migrations";
import { PGliteDialect } from "./pglite-dialect";

/**
 * A migrated, empty embedded database folder made at build time. A fresh data folder starts as a
 * copy of it instead of running initdb inside the server, which takes seconds and leaves the
 * process at ~800 MB RSS. It is a plain folder rather than a tarball because PGlite unpacks
 * tarballs in memory, and the ~130 MB that takes stays with the process. Migrations still run
 * afterwards, so a seed older than the code is simply brought up to date.
 */
export const PGLITE_SEED_DIR = "dist/server/pglite-seed";

export async function writePgliteSeed(dir: string): Promise<void> {
  const building = `${dir}.building`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(building), { recursive: true });
  const pglite = new PGlite(building);
  const db = new Kysely({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  // A checkpoint, so the copy starts without WAL to replay.
  await pglite.exec("checkpoint");
  await db.destroy();
  await pglite.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(building, dir);
}
