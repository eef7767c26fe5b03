import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * Where built kits are kept. The database is the default store; an object store can take its
 * place by implementing the same three calls (a kit is written once, read many times).
 */
export type KitKey = { logoId: string; formatVersion: number };

export type StoredKit = {
  size: number;
  /** The zip's bytes as a stream, read in chunks. */
  open(): ReadableStream<Uint8Array>;
};

export interface KitStore {
  /** The kit's size, without reading it; null when it has not been built. */
  head(key: KitKey): Promise<{ size: number } | null>;
  get(key: KitKey): Promise<StoredKit | null>;
  put(key: KitKey, zip: Uint8Array, meta: { fileCount: number; buildMs: number }): Promise<void>;
}

const CHUNK = 256 * 1024;

/** A stream over bytes already in memory, in chunks, so the response is written piece by piece. */
export function bytesStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) {
        controller.close();
        return;
      }
      const end = Math.min(offset + CHUNK, bytes.byteLength);
      controller.enqueue(bytes.subarray(offset, end));
      offset = end;
    },
  });
}

export function databaseKitStore(db: Kysely<Database>): KitStore {
  const where = (key: KitKey) =>
    db
      .selectFrom("brand_kits")
      .where("logo_id", "=", key.logoId)
      .where("format_version", "=", key.formatVersion);
  return {
    async head(key) {
      const row = await where(key).select("size").executeTakeFirst();
      return row ? { size: row.size } : null;
    },
    async get(key) {
      const row = await where(key).select(["zip", "size"]).executeTakeFirst();
      if (!row) return null;
      const bytes = new Uint8Array(row.zip);
      return { size: bytes.byteLength, open: () => bytesStream(bytes) };
    },
    async put(key, zip, meta) {
      await db
        .insertInto("brand_kits")
        .values({
          logo_id: key.logoId,
          format_version: key.formatVersion,
          zip: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength),
          size: zip.byteLength,
          file_count: meta.fileCount,
          build_ms: meta.buildMs,
        })
        // Two processes may build the same kit at once: the first one kept is as good as the other.
        .onConflict((oc) => oc.columns(["logo_id", "format_version"]).doNothing())
        .execute();
    },
  };
}
