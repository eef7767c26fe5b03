import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import type { TestProject } from "vitest/node";
import { migrateToLatest } from "../server/db/migrations";
import { PGliteDialect } from "../server/db/pglite-dialect";

/**
 * A fresh PGlite takes seconds to initialise, so it is done once: migrate an in-memory database,
 * dump it, and let every test file start its own database from that snapshot.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "brand-test-"));
  const pglite = new PGlite();
  const db = new Kysely({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir("none");
  const file = path.join(dir, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  await pglite.close();
  project.provide("pgliteSnapshot", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
