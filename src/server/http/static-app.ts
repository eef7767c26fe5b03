import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { isClientRoute } from "@/shared/routes";
import type { AppEnv } from "../context";

/**
 * Serves the built single-page app: hashed assets cached forever (pre-compressed .br/.gz made at
 * build time), index.html for every client route, and for unknown paths too (the app shows its
 * not-found screen) with a 404 status.
 */
export function staticApp(distDir: string) {
  const app = new Hono<AppEnv>();
  const indexPath = path.join(distDir, "index.html");
  if (!fs.existsSync(indexPath)) return app;
  const variants = {
    br: readIfExists(`${indexPath}.br`),
    gzip: readIfExists(`${indexPath}.gz`),
    identity: fs.readFileSync(indexPath),
  };

  app.use(
    "/assets/*",
    serveStatic({
      root: path.relative(process.cwd(), distDir),
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root: path.relative(process.cwd(), distDir),
      precompressed: true,
      rewriteRequestPath: (p) => (p === "/" || p.endsWith(".html") ? "/__never__" : p),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );
  app.get("*", (c) => {
    const accept = c.req.header("accept-encoding") ?? "";
    const encoding =
      variants.br && /\bbr\b/.test(accept)
        ? "br"
        : variants.gzip && /\bgzip\b/.test(accept)
          ? "gzip"
          : "identity";
    const body = variants[encoding] ?? variants.identity;
    c.header("Content-Type", "text/html; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Encoding");
    if (encoding !== "identity") c.header("Content-Encoding", encoding);
    return c.body(new Uint8Array(body), isClientRoute(c.req.path) ? 200 : 404);
  });
  return app;
}

function readIfExists(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}
