import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A local S3-compatible server (s3rver, real HTTP) with one bucket, for tests of the object
 * storage path through the real AWS SDK. Returns the settings a server reads from its environment.
 */
export async function startTestBucket(bucket = "brand-logos") {
  const { default: S3rver } = await import("s3rver");
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "brand-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const env = {
    STORAGE_URL: `s3://${bucket}/test`,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  return {
    env,
    directory,
    /** Every object key in the bucket (the test checks what was written and removed). */
    keys(): string[] {
      const root = path.join(directory, bucket);
      if (!fs.existsSync(root)) return [];
      const out: string[] = [];
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(full);
          else if (entry.name.endsWith("._S3rver_object"))
            out.push(path.relative(root, full).replace(/\._S3rver_object$/, ""));
        }
      };
      walk(root);
      return out.sort();
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
