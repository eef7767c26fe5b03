import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A local S3-compatible bucket (s3rver, real HTTP) behind a gate that refuses what the
 * S3-compatible stores people deploy on refuse, so a client change that only AWS accepts fails
 * here (aws-sdk-js-v3 issues 6810, 6819, 6920; the SDK's supplemental-docs/MD5_FALLBACK.md):
 * - the SDK's flexible checksums (`x-amz-checksum-*`, `x-amz-sdk-checksum-algorithm`, trailers,
 *   `aws-chunked` streaming bodies), which Cloudflare R2, Backblaze B2 and older MinIO reject;
 * - DeleteObjects without a valid Content-MD5, which they require;
 * - with `region` set, a request signed for another region gets AWS's 301 PermanentRedirect with
 *   `x-amz-bucket-region`, as a bucket in another AWS region answers.
 * Returns the settings a server reads from its environment.
 */
export async function startTestBucket(
  bucket = "brand-logos",
  options: {
    /** The bucket's AWS region: requests signed for another one get a 301 PermanentRedirect. */
    region?: string;
    /** false: DeleteObjects is NotImplemented (as on stores without multi-object delete). */
    multiDelete?: boolean;
  } = {},
) {
  const { default: S3rver } = await import("s3rver");
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "brand-s3-"));
  const store = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: storePort } = (await store.run()) as { port: number };
  // `silent` only quiets its console transport, which close() removes; a request still logging
  // after that (a delete finishing as the test ends) made winston print "no transports" through
  // console.error, which fails whichever test is running then.
  store.logger.silent = true;
  const refusals: string[] = [];
  const gate = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const refusal = refuse(req, body, options);
      if (refusal) {
        refusals.push(`${req.method} ${req.url}: ${refusal.code}`);
        res.writeHead(refusal.status, { "Content-Type": "application/xml", ...refusal.headers });
        res.end(req.method === "HEAD" ? undefined : errorXml(refusal.code, refusal.message));
        return;
      }
      const forward = http.request(
        { host: "127.0.0.1", port: storePort, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on("error", (err) => res.destroy(err));
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => gate.listen(0, "127.0.0.1", resolve));
  const port = (gate.address() as AddressInfo).port;
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
    /** What the gate refused, as "METHOD /path: Code" (a test may expect some). */
    refusals,
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
      await new Promise((resolve) => gate.close(resolve));
      await store.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

type Refusal = { status: number; code: string; message: string; headers?: Record<string, string> };

function refuse(
  req: http.IncomingMessage,
  body: Buffer,
  options: { region?: string; multiDelete?: boolean },
): Refusal | undefined {
  const headers = req.headers;
  const region = options.region;
  if (region) {
    const signedFor = /Credential=[^/]+\/\d{8}\/([^/]+)\/s3\//.exec(headers.authorization ?? "")?.[1];
    if (signedFor && signedFor !== region) {
      return {
        status: 301,
        code: "PermanentRedirect",
        message: "The bucket you are attempting to access must be addressed using the specified endpoint.",
        headers: { "x-amz-bucket-region": region },
      };
    }
  }
  for (const name of Object.keys(headers)) {
    if (
      name.startsWith("x-amz-checksum-") ||
      name === "x-amz-sdk-checksum-algorithm" ||
      name === "x-amz-trailer"
    ) {
      return { status: 501, code: "NotImplemented", message: `Header '${name}' is not implemented` };
    }
  }
  const sha = String(headers["x-amz-content-sha256"] ?? "");
  if (String(headers["content-encoding"] ?? "").includes("aws-chunked") || sha.startsWith("STREAMING-")) {
    return {
      status: 501,
      code: "NotImplemented",
      message: "aws-chunked streaming uploads are not implemented",
    };
  }
  const url = new URL(req.url ?? "/", "http://bucket");
  if (req.method === "POST" && url.searchParams.has("delete")) {
    if (options.multiDelete === false) {
      return {
        status: 501,
        code: "NotImplemented",
        message: "A header you provided implies functionality that is not implemented",
      };
    }
    const md5 = headers["content-md5"];
    if (!md5) {
      return {
        status: 400,
        code: "InvalidRequest",
        message: "Missing required header for this request: Content-Md5",
      };
    }
    if (md5 !== createHash("md5").update(body).digest("base64")) {
      return {
        status: 400,
        code: "BadDigest",
        message: "The Content-MD5 you specified did not match what we received.",
      };
    }
  }
  return undefined;
}

function errorXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>4442587FB7D0A2F9</RequestId></Error>`;
}
