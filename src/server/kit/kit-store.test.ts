import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "@/server/db/client";
import type { Database } from "@/server/db/schema";
import { domainRows } from "@/test/domain-rows";
import { createRestartableTestDatabase, createTestDatabase } from "@/test/test-database";
import { databaseKitStore, KIT_CHUNK_BYTES, type KitKey, type KitStore } from "./kit-store";

/**
 * Kits kept in the database: whole, or in pieces of at most 256 KB (the embedded database's
 * store, decision 036), on whichever database the run targets (TEST_DB).
 */
const ZIP_BYTES = 3_600_000;
const meta = { fileCount: 40, buildMs: 1200 };

async function readAll(store: KitStore, key: KitKey): Promise<Buffer | null> {
  const kit = await store.get(key);
  if (!kit) return null;
  const parts: Uint8Array[] = [];
  const reader = kit.open().getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
  const bytes = Buffer.concat(parts);
  expect(bytes.byteLength).toBe(kit.size);
  return bytes;
}

async function newLogo(db: Kysely<Database>) {
  const rows = domainRows(db);
  const sessionId = await rows.brand(await rows.user());
  const logoId = await rows.selectedLogo(sessionId, "Kitstore");
  return { sessionId, key: { logoId, formatVersion: 5, locale: "en" } as KitKey };
}

const chunksOf = (db: Kysely<Database>, logoId: string) =>
  db
    .selectFrom("brand_kit_chunks")
    .select(["seq", (eb) => eb.fn<number>("octet_length", ["bytes"]).as("bytes")])
    .where("logo_id", "=", logoId)
    .orderBy("seq")
    .execute();

describe("kits stored in the database", () => {
  let database: AppDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(async () => database.close());

  it("keeps a multi-MB kit in pieces of at most 256 KB and sends back the same bytes", async () => {
    const store = databaseKitStore(db, { chunked: true });
    const { key } = await newLogo(db);
    const zip = randomBytes(ZIP_BYTES);
    expect(await store.get(key)).toBeNull();
    await store.put(key, zip, meta);

    const row = await db
      .selectFrom("brand_kits")
      .select(["stored_in", "zip", "size"])
      .where("logo_id", "=", key.logoId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ stored_in: "chunks", zip: null, size: ZIP_BYTES });
    const chunks = await chunksOf(db, key.logoId);
    expect(chunks.map((c) => c.seq)).toEqual([...Array(Math.ceil(ZIP_BYTES / KIT_CHUNK_BYTES)).keys()]);
    expect(Math.max(...chunks.map((c) => Number(c.bytes)))).toBe(KIT_CHUNK_BYTES);

    expect(await store.head(key)).toEqual({ size: ZIP_BYTES });
    expect((await readAll(store, key))?.equals(zip)).toBe(true);
    // The other language's kit is another kit.
    expect(await store.get({ ...key, locale: "id" })).toBeNull();
  });

  it("keeps the first of two builds of one kit, whole or in pieces", async () => {
    const { key } = await newLogo(db);
    const first = randomBytes(KIT_CHUNK_BYTES * 2 + 1);
    await databaseKitStore(db, { chunked: true }).put(key, first, meta);
    await databaseKitStore(db, { chunked: true }).put(key, randomBytes(KIT_CHUNK_BYTES * 2 + 1), meta);
    await databaseKitStore(db).put(key, randomBytes(1000), meta);
    expect((await chunksOf(db, key.logoId)).map((c) => Number(c.bytes))).toEqual([
      KIT_CHUNK_BYTES,
      KIT_CHUNK_BYTES,
      1,
    ]);
    expect((await readAll(databaseKitStore(db), key))?.equals(first)).toBe(true);
  });

  it("reads kits stored whole by either store", async () => {
    const { key } = await newLogo(db);
    const zip = randomBytes(500_000);
    await databaseKitStore(db).put(key, zip, meta);
    expect(await chunksOf(db, key.logoId)).toEqual([]);
    expect((await readAll(databaseKitStore(db, { chunked: true }), key))?.equals(zip)).toBe(true);
  });

  it("deletes the pieces with the brand, and a download in flight then fails", async () => {
    const store = databaseKitStore(db, { chunked: true });
    const { sessionId, key } = await newLogo(db);
    await store.put(key, randomBytes(ZIP_BYTES), meta);
    const kit = await store.get(key);
    const reader = kit!.open().getReader();
    expect((await reader.read()).value?.byteLength).toBe(KIT_CHUNK_BYTES);

    await db.deleteFrom("user_sessions").where("session_id", "=", sessionId).execute();
    expect(await chunksOf(db, key.logoId)).toEqual([]);
    expect(await store.get(key)).toBeNull();
    // The stream reads one piece ahead, so the next piece may already have been read.
    const rest = async () => {
      for (let i = 0; i < 2; i++) await reader.read();
    };
    await expect(rest()).rejects.toThrow(/lost piece [12] /);
  });
});

describe("kits stored in pieces, across a restart", () => {
  it("are read back whole from the reopened database", async () => {
    const restartable = await createRestartableTestDatabase();
    try {
      const zip = randomBytes(ZIP_BYTES);
      const before = await restartable.open();
      let key: KitKey;
      try {
        key = (await newLogo(before.db)).key;
        await databaseKitStore(before.db, { chunked: true }).put(key, zip, meta);
      } finally {
        await before.close();
      }
      const after = await restartable.open();
      try {
        expect((await readAll(databaseKitStore(after.db, { chunked: true }), key))?.equals(zip)).toBe(true);
      } finally {
        await after.close();
      }
    } finally {
      await restartable.remove();
    }
  });
});
