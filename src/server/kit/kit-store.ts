import type { Kysely } from "kysely";
import type { Database } from "@/server/db/schema";
import { kitObjectKey, type ObjectBucket } from "@/server/storage/image-store";
import type { Locale } from "@/shared/locale";

/**
 * Where built kits are kept. The database is the default store; an object store can take its
 * place by implementing the same three calls (a kit is written once, read many times).
 */
export type KitKey = { logoId: string; formatVersion: number; locale: Locale };

const objectKeyOf = (prefix: string, key: KitKey) =>
  kitObjectKey(prefix, key.logoId, key.formatVersion, key.locale);

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
      .where("format_version", "=", key.formatVersion)
      .where("locale", "=", key.locale);
  return {
    async head(key) {
      const row = await where(key).select("size").executeTakeFirst();
      return row ? { size: row.size } : null;
    },
    async get(key) {
      const row = await where(key)
        .select(["zip", "size"])
        .where("stored_in", "=", "database")
        .executeTakeFirst();
      if (!row?.zip) return null;
      const bytes = new Uint8Array(row.zip);
      return { size: bytes.byteLength, open: () => bytesStream(bytes) };
    },
    async put(key, zip, meta) {
      await db
        .insertInto("brand_kits")
        .values({
          logo_id: key.logoId,
          format_version: key.formatVersion,
          locale: key.locale,
          zip: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength),
          size: zip.byteLength,
          file_count: meta.fileCount,
          build_ms: meta.buildMs,
        })
        // Two processes may build the same kit at once: the first one kept is as good as the other.
        .onConflict((oc) => oc.columns(["logo_id", "format_version", "locale"]).doNothing())
        .execute();
    },
  };
}

/**
 * Kits as objects next to their logo's images (when STORAGE_URL is set); the brand_kits row keeps
 * the size and says where the zip is, so head() needs no object-store call.
 */
export function objectKitStore(
  db: Kysely<Database>,
  objects: { bucket: ObjectBucket; prefix: string },
): KitStore {
  const row = (key: KitKey) =>
    db
      .selectFrom("brand_kits")
      .select(["size", "stored_in"])
      .where("logo_id", "=", key.logoId)
      .where("format_version", "=", key.formatVersion)
      .where("locale", "=", key.locale)
      .executeTakeFirst();
  const fallback = databaseKitStore(db);
  return {
    async head(key) {
      const found = await row(key);
      return found ? { size: found.size } : null;
    },
    async get(key) {
      const found = await row(key);
      if (!found) return null;
      if (found.stored_in === "database") return fallback.get(key);
      const bytes = await objects.bucket.get(objectKeyOf(objects.prefix, key));
      if (!bytes) return null;
      return { size: bytes.byteLength, open: () => bytesStream(bytes) };
    },
    async put(key, zip, meta) {
      const body = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
      await objects.bucket.put(objectKeyOf(objects.prefix, key), body, "application/zip");
      try {
        await db
          .insertInto("brand_kits")
          .values({
            logo_id: key.logoId,
            format_version: key.formatVersion,
            locale: key.locale,
            zip: null,
            stored_in: "s3",
            size: zip.byteLength,
            file_count: meta.fileCount,
            build_ms: meta.buildMs,
          })
          .onConflict((oc) => oc.columns(["logo_id", "format_version", "locale"]).doNothing())
          .execute();
      } catch (error) {
        // The logo went while its kit was built (the account was deleted): the zip names the
        // buyer, so it may not stay in the bucket without its row.
        await objects.bucket.remove([objectKeyOf(objects.prefix, key)]);
        throw error;
      }
    },
  };
}
