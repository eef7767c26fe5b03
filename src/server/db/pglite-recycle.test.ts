import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "@/server/env";
import { openDatabase } from "./client";

/**
 * The embedded database on disk is closed and opened again once it has been quiet (decision 028):
 * what was stored before stays, and statements after it run on the new instance.
 */
describe.skipIf(process.env.TEST_DB === "postgres")("the embedded database reopened when quiet", () => {
  let dir: string;
  let seed: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-recycle-"));
    seed = path.join(dir, "seed");
    const pglite = new PGlite(seed, { loadDataDir: new Blob([fs.readFileSync(inject("pgliteSnapshot"))]) });
    await pglite.waitReady;
    await pglite.close();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("keeps its data and answers on the new instance", async () => {
    let reopened = 0;
    let onReopen = () => {};
    const reopen = new Promise<void>((resolve) => {
      onReopen = resolve;
    });
    const app = await openDatabase(
      { kind: "pglite", dataDir: path.join(dir, "data") },
      {
        pgliteSeedDir: seed,
        pgliteRecycle: { quietMs: 300 },
        onPgliteReopen: () => {
          reopened++;
          onReopen();
        },
      },
    );
    try {
      const db = app.db.withTables<{ blobs: { id: number; bytes: Uint8Array } }>();
      await sql`create table blobs (id int primary key, bytes bytea)`.execute(db);
      const bytes = randomBytes(300_000);
      const read = () => db.selectFrom("blobs").select("bytes").where("id", "=", 1).executeTakeFirstOrThrow();
      await db.insertInto("blobs").values({ id: 1, bytes }).execute();
      expect(Buffer.from((await read()).bytes).equals(bytes)).toBe(true);

      await reopen;
      expect(reopened).toBe(1);
      // The same statement again: prepared on the old instance, prepared anew on this one.
      expect(Buffer.from((await read()).bytes).equals(bytes)).toBe(true);
      await app.ping();
      await db.insertInto("blobs").values({ id: 2, bytes }).execute();
      expect(await db.selectFrom("blobs").select("id").orderBy("id").execute()).toEqual([
        { id: 1 },
        { id: 2 },
      ]);
    } finally {
      await app.close();
    }
  });

  it("closes after a reopen under way has finished, leaving no instance open on the folder", async () => {
    const dataDir = path.join(dir, "closing");
    let reopened = 0;
    const app = await openDatabase(
      { kind: "pglite", dataDir },
      { pgliteSeedDir: seed, pgliteRecycle: { quietMs: 30 }, onPgliteReopen: () => reopened++ },
    );
    await sql`select 2`.execute(app.db);
    // Close as soon as a reopen can have started (the timer ticks every 10 ms after 30 ms quiet).
    await new Promise((resolve) => setTimeout(resolve, 45));
    await app.close();
    const count = reopened;
    // Closed means closed: the folder opens again at once (its lock and files are free) with the data.
    const again = await openDatabase(
      { kind: "pglite", dataDir },
      { pgliteSeedDir: seed, pgliteRecycle: { quietMs: 0 } },
    );
    try {
      await again.ping();
    } finally {
      await again.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reopened).toBe(count);
  });

  it("is set by PGLITE_REOPEN_IDLE_S (seconds; 0: never), and left to the default when unset", () => {
    const base = { NODE_ENV: "test", DATA_DIR: "./.data-test" };
    expect(loadConfig({ ...base, PGLITE_REOPEN_IDLE_S: "45" }).database).toMatchObject({
      reopenIdleMs: 45_000,
    });
    expect(loadConfig({ ...base, PGLITE_REOPEN_IDLE_S: "0" }).database).toMatchObject({ reopenIdleMs: 0 });
    expect(loadConfig(base).database).not.toHaveProperty("reopenIdleMs");
  });
});
