import { DeleteObjectsCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "@/server/env";
import { startTestBucket } from "@/test/test-bucket";
import { s3Bucket } from "./image-store";

/**
 * The S3 client against a bucket that refuses what S3-compatible stores refuse (CRC32 flexible
 * checksums, DeleteObjects without Content-MD5, see test-bucket.ts) and, for an AWS bucket in
 * another region, answers 301 with its region.
 */
type Bucket = Awaited<ReturnType<typeof startTestBucket>>;
let open: Bucket | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

async function bucketWith(
  options: Parameters<typeof startTestBucket>[1] = {},
  env: Record<string, string> = {},
) {
  open = await startTestBucket("brand-s3-test", options);
  const storage = loadConfig({ DATA_DIR: "/nonexistent", ...open.env, ...env }).storage!;
  return { test: open, bucket: await s3Bucket(storage), storage };
}

const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

describe("object storage on S3-compatible stores", () => {
  it("puts, reads and deletes without anything the store refuses", async () => {
    const { test, bucket } = await bucketWith();
    const keys = Array.from({ length: 3 }, (_, i) => `test/logos/l${i}/logo.png`);
    for (const key of keys) await bucket.put(key, png, "image/png");
    expect((await bucket.get(keys[0]!))?.equals(png)).toBe(true);
    expect(await bucket.get("test/logos/missing.png")).toBeNull();
    await bucket.remove(keys);
    expect(test.keys()).toEqual([]);
    // DeleteObjects itself went through (Content-MD5, no CRC32): nothing was refused or retried.
    expect(test.refusals).toEqual([]);
  });

  it("the store refuses the SDK's defaults, so a regression to them fails here", async () => {
    const { test, storage } = await bucketWith();
    const defaults = new S3Client({
      region: storage.region,
      endpoint: storage.endpoint,
      forcePathStyle: true,
      credentials: storage.credentials,
    });
    await expect(
      defaults.send(new PutObjectCommand({ Bucket: storage.bucket, Key: "test/x", Body: png })),
    ).rejects.toMatchObject({ name: "NotImplemented" });
    await expect(
      defaults.send(
        new DeleteObjectsCommand({ Bucket: storage.bucket, Delete: { Objects: [{ Key: "test/x" }] } }),
      ),
    ).rejects.toMatchObject({ name: "NotImplemented" });
    expect(test.refusals).toHaveLength(2);
  });

  it("deletes one key at a time on a store without multi-object delete", async () => {
    const { test, bucket } = await bucketWith({ multiDelete: false });
    await bucket.put("test/a.png", png, "image/png");
    await bucket.put("test/b.png", png, "image/png");
    await bucket.remove(["test/a.png", "test/b.png"]);
    expect(test.keys()).toEqual([]);
    await bucket.remove(["test/c.png"]);
    // Asked once, then remembered.
    expect(test.refusals.filter((r) => r.endsWith("NotImplemented"))).toHaveLength(1);
  });

  it("follows an AWS bucket to its region when S3_REGION names another", async () => {
    const { test, bucket } = await bucketWith({ region: "eu-west-1" }, { S3_REGION: "us-east-1" });
    await bucket.put("test/logo.png", png, "image/png");
    expect((await bucket.get("test/logo.png"))?.equals(png)).toBe(true);
    await bucket.remove(["test/logo.png"]);
    expect(test.keys()).toEqual([]);
    expect(test.refusals[0]).toMatch(/PermanentRedirect$/);
  });
});
