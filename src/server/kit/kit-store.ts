import type { Kysely, OnConflictBuilder } from "kysely";
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

/**
 * The pieces a kit is sent in, and the most a chunked kit keeps in one row (the brand_kit_chunks
 * check allows no more). The embedded database copies each statement's parameters and results
 * into its WebAssembly memory, which never shrinks: a whole 3-4 MB zip grew it by ~14 MB, pieces
 * of this size by ~1 MB (decision 036).
 */
export const KIT_CHUNK_BYTES = 256 * 1024;

/** Two processes may build the same kit at once: the first one kept is as good as the other. */
const keepFirst = (oc: OnConflictBuilder<Database, "brand_kits">) =>
  oc.columns(["logo_id", "format_version", "locale"]).doNothing();

/** A stream over bytes already in memory, in chunks, so the response is written piece by piece. */
export function bytesStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) {
        controller.close();
        return;
      }
      const end = Math.min(offset + KIT_CHUNK_BYTES, bytes.byteLength);
      controller.enqueue(bytes.subarray(offset, end));
      offset = end;
    },
  });
}

/**
 * Kits in the database: as one bytea value, or with `chunked` (the embedded database) as rows of
 * at most KIT_CHUNK_BYTES written in one transaction with the kit's row and read one at a time as
 * the download is sent. Reads follow what each row says, so kits stored either way stay readable.
 */
export function databaseKitStore(db: Kysely<Database>, options: { chunked?: boolean } = {}): KitStore {
  const where = (key: KitKey) =>
    db
      .selectFrom("brand_kits")
      .where("logo_id", "=", key.logoId)
      .where("format_version", "=", key.formatVersion)
      .where("locale", "=", key.locale);
  const chunkStream = (key: KitKey, size: number) => {
    let sent = 0;
    let seq = 0;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent >= size) {
          controller.close();
          return;
        }
        const chunk = await db
          .selectFrom("brand_kit_chunks")
          .select("bytes")
          .where("logo_id", "=", key.logoId)
          .where("format_version", "=", key.formatVersion)
          .where("locale", "=", key.locale)
          .where("seq", "=", seq)
          .executeTakeFirst();
        // The kit went while it was sent (its brand was deleted): the download fails, not ends short.
        if (!chunk) throw new Error(`kit ${key.logoId} lost piece ${seq} while it was sent`);
        seq++;
        sent += chunk.bytes.byteLength;
        controller.enqueue(new Uint8Array(chunk.bytes));
      },
    });
  };
  return {
    async head(key) {
      const row = await where(key).select("size").executeTakeFirst();
      return row ? { size: row.size } : null;
    },
    async get(key) {
      const row = await where(key).select(["zip", "size", "stored_in"]).executeTakeFirst();
      if (row?.stored_in === "chunks") return { size: row.size, open: () => chunkStream(key, row.size) };
      if (row?.stored_in !== "database" || !row.zip) return null;
      const bytes = new Uint8Array(row.zip);
      return { size: bytes.byteLength, open: () => bytesStream(bytes) };
    },
    async put(key, zip, meta) {
      const row = {
        logo_id: key.logoId,
        format_version: key.formatVersion,
        locale: key.locale,
        size: zip.byteLength,
        file_count: meta.fileCount,
        build_ms: meta.buildMs,
      };
      if (!options.chunked) {
        await db
          .insertInto("brand_kits")
          .values({ ...row, zip: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength) })
          .onConflict(keepFirst)
          .execute();
        return;
      }
      await db.transaction().execute(async (trx) => {
        const kept = await trx
          .insertInto("brand_kits")
          .values({ ...row, zip: null, stored_in: "chunks" })
          .onConflict(keepFirst)
          .returning("logo_id")
          .executeTakeFirst();
        if (!kept) return;
        for (let seq = 0, offset = 0; offset < zip.byteLength; seq++, offset += KIT_CHUNK_BYTES) {
          const end = Math.min(offset + KIT_CHUNK_BYTES, zip.byteLength);
          await trx
            .insertInto("brand_kit_chunks")
            .values({
              logo_id: key.logoId,
              format_version: key.formatVersion,
              locale: key.locale,
              seq,
              bytes: Buffer.from(zip.buffer, zip.byteOffset + offset, end - offset),
            })
            .execute();
        }
      });
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
      if (found.stored_in !== "s3") return fallback.get(key);
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
          .onConflict(keepFirst)
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
