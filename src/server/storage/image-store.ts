import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@/server/db/schema";
import type { Config } from "@/server/env";
import { KIT_FORMAT_VERSION } from "@/server/kit/kit-plan";
import { LOCALES, type Locale } from "@/shared/locale";

type Db = Kysely<Database>;

/** A logo's files: the full-resolution original, its vector master and the two previews. */
export type LogoFiles = {
  png: Buffer;
  svg: string | null;
  preview: Buffer;
  previewMarked: Buffer;
  width: number;
  height: number;
};

export type LogoFileKind = "png" | "svg" | "preview" | "preview_marked";

/**
 * Where logo images live. The database (the embedded default) keeps the bytes in logo_images;
 * object storage keeps them as private objects and the row only says so. Either way every read
 * goes through our routes after their permission checks: nothing is public in the bucket.
 * Rows record where their bytes are, so a server switched to object storage still reads the
 * images it made before.
 */
export interface ImageStore {
  readonly kind: "database" | "s3";
  /** The bucket and key prefix when objects live in object storage (brand kits are kept there too). */
  readonly objects: { bucket: ObjectBucket; prefix: string } | undefined;
  /** Puts the bytes where they live, before the transaction that records the logo. */
  upload(logoId: string, files: LogoFiles): Promise<void>;
  /** The logo_images row, inside the transaction that creates the logo. */
  insertRow(trx: Db, logoId: string, files: LogoFiles): Promise<void>;
  /** One file of a logo, or null when the logo (or that file) does not exist. */
  read(db: Db, logoId: string, file: LogoFileKind): Promise<Buffer | null>;
  /**
   * Forgets logos whose rows are about to go (retention, account deletion): returns a function
   * to call once the rows are deleted, which removes their objects.
   */
  prepareRemoval(db: Db, logoIds: string[]): Promise<() => Promise<void>>;
  /** Removes objects uploaded for logos whose rows were never written (a failed transaction). */
  discard(logoIds: string[]): Promise<void>;
}

/** The object-storage side: a bucket of private objects (an S3 client, or a fake in tests). */
export interface ObjectBucket {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(keys: string[]): Promise<void>;
}

const FILES: Record<LogoFileKind, { name: string; type: string }> = {
  png: { name: "logo.png", type: "image/png" },
  svg: { name: "logo.svg", type: "image/svg+xml" },
  preview: { name: "preview.webp", type: "image/webp" },
  preview_marked: { name: "preview-marked.webp", type: "image/webp" },
};

export function objectKey(prefix: string, logoId: string, file: LogoFileKind): string {
  return `${prefix}logos/${logoId}/${FILES[file].name}`;
}

/** A logo's built brand kit sits beside its images, so it goes with them. */
export function kitObjectKey(prefix: string, logoId: string, formatVersion: number, locale: Locale): string {
  // English kept the name it had before kits had a language, so stored English kits stay found.
  const language = locale === "en" ? "" : `-${locale}`;
  return `${prefix}logos/${logoId}/brand-kit-v${formatVersion}${language}.zip`;
}

async function readRow(db: Db, logoId: string, file: LogoFileKind) {
  return db
    .selectFrom("logo_images")
    .select(["stored_in", file])
    .where("logo_id", "=", logoId)
    .executeTakeFirst() as Promise<
    { stored_in: "database" | "s3" } & Partial<Record<LogoFileKind, Buffer | Uint8Array | string | null>>
  >;
}

function toBuffer(value: Buffer | Uint8Array | string | null | undefined): Buffer | null {
  if (value === null || value === undefined) return null;
  return typeof value === "string" ? Buffer.from(value, "utf8") : Buffer.from(value);
}

/**
 * The store for this configuration. Writes go to the bucket when there is one, else into the
 * row; reads follow what each row says.
 */
export function createImageStore(bucket: ObjectBucket | undefined, prefix = ""): ImageStore {
  return {
    kind: bucket ? "s3" : "database",
    objects: bucket ? { bucket, prefix } : undefined,
    async upload(logoId, files) {
      if (!bucket) return;
      await Promise.all([
        bucket.put(objectKey(prefix, logoId, "png"), files.png, FILES.png.type),
        bucket.put(objectKey(prefix, logoId, "preview"), files.preview, FILES.preview.type),
        bucket.put(
          objectKey(prefix, logoId, "preview_marked"),
          files.previewMarked,
          FILES.preview_marked.type,
        ),
        ...(files.svg === null
          ? []
          : [bucket.put(objectKey(prefix, logoId, "svg"), Buffer.from(files.svg, "utf8"), FILES.svg.type)]),
      ]);
    },
    async insertRow(trx, logoId, files) {
      await trx
        .insertInto("logo_images")
        .values(
          bucket
            ? {
                logo_id: logoId,
                png: null,
                svg: null,
                preview: null,
                preview_marked: null,
                width: files.width,
                height: files.height,
                stored_in: "s3",
              }
            : {
                logo_id: logoId,
                png: files.png,
                svg: files.svg,
                preview: files.preview,
                preview_marked: files.previewMarked,
                width: files.width,
                height: files.height,
              },
        )
        .execute();
    },
    async read(db, logoId, file) {
      const row = await readRow(db, logoId, file);
      if (!row) return null;
      if (row.stored_in === "database") return toBuffer(row[file]);
      if (!bucket) throw new Error(`logo ${logoId} is in object storage, but no STORAGE_URL is configured`);
      return bucket.get(objectKey(prefix, logoId, file));
    },
    async prepareRemoval(db, logoIds) {
      if (!bucket || logoIds.length === 0) return async () => {};
      const inBucket = await db
        .selectFrom("logo_images")
        .select("logo_id")
        .where("logo_id", "in", logoIds)
        .where("stored_in", "=", "s3")
        .execute();
      const kits = await db
        .selectFrom("brand_kits")
        .select(["logo_id", "format_version", "locale"])
        .where("logo_id", "in", logoIds)
        .where("stored_in", "=", "s3")
        .execute();
      const keys = [
        ...inBucket.flatMap((r) =>
          (Object.keys(FILES) as LogoFileKind[]).map((file) => objectKey(prefix, r.logo_id, file)),
        ),
        ...kits.map((k) => kitObjectKey(prefix, k.logo_id, k.format_version, k.locale)),
        // A kit still being built has no row yet, and its object may land after this list is
        // made: its key goes too (a missing object is no error), and the build's own insert
        // fails on the deleted logo and removes what it uploaded.
        ...logoIds.flatMap((id) =>
          LOCALES.map((locale) => kitObjectKey(prefix, id, KIT_FORMAT_VERSION, locale)),
        ),
      ];
      return () => bucket.remove(keys);
    },
    async discard(logoIds) {
      if (!bucket || logoIds.length === 0) return;
      await bucket.remove(
        logoIds.flatMap((id) =>
          (Object.keys(FILES) as LogoFileKind[]).map((file) => objectKey(prefix, id, file)),
        ),
      );
    },
  };
}

/**
 * The S3 bucket of the configuration, through the AWS SDK (loaded only when configured), set up
 * for S3-compatible stores as well as AWS:
 * - checksums only where an operation requires one ("WHEN_REQUIRED"): the SDK's default CRC32 on
 *   every upload and its response validation are refused by Cloudflare R2, Backblaze B2 and older
 *   MinIO (aws-sdk-js-v3 issues 6810, 6819, 6920);
 * - DeleteObjects, which requires a checksum, gets Content-MD5 instead of CRC32, the form those
 *   stores accept (the SDK's supplemental-docs/MD5_FALLBACK.md); a store without multi-object
 *   delete (NotImplemented) gets one DeleteObject per key;
 * - an AWS bucket in another region than S3_REGION is followed there (followRegionRedirects).
 */
export async function s3Bucket(storage: NonNullable<Config["storage"]>): Promise<ObjectBucket> {
  const {
    S3Client,
    PutObjectCommand,
    GetObjectCommand,
    DeleteObjectsCommand,
    DeleteObjectCommand,
    NoSuchKey,
  } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region: storage.region,
    endpoint: storage.endpoint,
    forcePathStyle: storage.forcePathStyle,
    credentials: storage.credentials,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    followRegionRedirects: true,
    // Our own calls are retried by the caller where it is safe; the SDK's default 3 attempts stay.
  });
  // Low priority in the build step: after the SDK's own checksum middleware has added its headers.
  client.middlewareStack.add(contentMd5ForDeletes, {
    step: "build",
    priority: "low",
    name: "contentMd5ForDeletes",
  });
  const Bucket = storage.bucket;
  let multiDelete = true;
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        if (multiDelete) {
          try {
            const out = await client.send(
              new DeleteObjectsCommand({
                Bucket,
                Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
              }),
            );
            // Quiet mode lists only the keys that failed.
            const failed = (out.Errors ?? []).filter((e) => e.Code !== "NoSuchKey");
            if (failed.length > 0) {
              throw new Error(
                `the bucket kept ${failed.length} object(s): ${failed[0]?.Code} ${failed[0]?.Message ?? ""}`,
              );
            }
            continue;
          } catch (error) {
            if ((error as { name?: string }).name !== "NotImplemented") throw error;
            multiDelete = false;
          }
        }
        for (const Key of batch) await client.send(new DeleteObjectCommand({ Bucket, Key }));
      }
    },
  };
}

type BuildArgs = { input: object; request: unknown };

/**
 * Build-step middleware: a DeleteObjects request carries Content-MD5 of its body and none of the
 * flexible-checksum headers the SDK adds for it.
 */
function contentMd5ForDeletes<Output extends object>(
  next: (args: BuildArgs) => Promise<Output>,
): (args: BuildArgs) => Promise<Output> {
  return async (args) => {
    const request = args.request as {
      headers?: Record<string, string>;
      body?: unknown;
      query?: Record<string, unknown>;
    };
    const isDeleteObjects =
      "Delete" in args.input && request.query !== undefined && "delete" in request.query;
    if (
      isDeleteObjects &&
      request.headers &&
      (typeof request.body === "string" || request.body instanceof Uint8Array)
    ) {
      for (const name of Object.keys(request.headers)) {
        const lower = name.toLowerCase();
        if (lower.startsWith("x-amz-checksum-") || lower === "x-amz-sdk-checksum-algorithm")
          delete request.headers[name];
      }
      request.headers["content-md5"] = createHash("md5").update(request.body).digest("base64");
    }
    return next(args);
  };
}
