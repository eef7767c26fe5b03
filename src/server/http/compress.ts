import { promisify } from "node:util";
import { gzip as gzipCallback, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const gzip = promisify(gzipCallback);
/**
 * Replies up to this size are compressed on the request thread: for the few kilobytes of a
 * typical JSON reply, the asynchronous call's stream and thread-pool round trip cost several
 * times the compression itself (~180 against ~25 µs of CPU for 3 KB), and under load the reply
 * also waits for a pool thread. Larger ones (~0.3 ms and up) go to the pool (decision 037).
 */
const SYNC_GZIP_MAX_BYTES = 32 * 1024;
/** Types worth compressing (images and archives are compressed already). */
const COMPRESSIBLE =
  /^\s*(?:text\/|application\/(?:json|javascript|xml|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * Gzip for API responses, only where it pays. Hono's compress() streams every reply through a
 * CompressionStream when the client accepts gzip: JSON from c.json() has no Content-Length, so
 * its size threshold never applies and a 200-byte reply is compressed and sent chunked. Here a
 * response without a length is read (it is a small string in memory for c.json) and compressed
 * in one call only when it reaches `threshold` bytes. Vary is set before the handler runs, when
 * it costs nothing, on every response that might be compressed.
 */
export function compressLarge(options: { threshold: number }): MiddlewareHandler {
  const { threshold } = options;
  return async (c, next) => {
    c.header("Vary", "Accept-Encoding", { append: true });
    await next();
    const res = c.res;
    // Cheap checks only: reading res.body would turn the Node adapter's lightweight response
    // into a full one for every request.
    if (
      c.req.method === "HEAD" ||
      !acceptsGzip(c.req.header("Accept-Encoding")) ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has("Content-Encoding") ||
      !COMPRESSIBLE.test(res.headers.get("Content-Type") ?? "") ||
      NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "")
    ) {
      return;
    }
    const declared = res.headers.get("Content-Length");
    if ((declared !== null && Number(declared) < threshold) || !res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const compressed = body.byteLength >= threshold;
    const out = !compressed
      ? body
      : body.byteLength <= SYNC_GZIP_MAX_BYTES
        ? gzipSync(body)
        : await gzip(body);
    const headers = new Headers(res.headers);
    headers.set("Content-Length", String(out.byteLength));
    if (compressed) {
      headers.set("Content-Encoding", "gzip");
      const etag = headers.get("ETag");
      if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    }
    if (!/\baccept-encoding\b/i.test(headers.get("Vary") ?? "")) headers.append("Vary", "Accept-Encoding");
    // Replaced outright, so Hono does not merge the old response's headers into it again.
    c.res = undefined;
    c.res = new Response(out, { status: res.status, statusText: res.statusText, headers });
  };
}
