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
export type PageMeta = { title: string; description: string; image: string };

/**
 * Link previews (chat apps, social sites) read the HTML's meta tags without running scripts, so
 * pages with their own card (public share pages) get them written into index.html.
 */
export function withPageMeta(html: string, meta: PageMeta, origin: string): string {
  const attr = (value: string) =>
    value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const image = new URL(meta.image, origin).toString();
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${attr(meta.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*"/, `$1${attr(meta.description)}"`)
    .replace(/(<meta property="og:title" content=")[^"]*"/, `$1${attr(meta.title)}"`)
    .replace(/(<meta property="og:description" content=")[^"]*"/, `$1${attr(meta.description)}"`)
    .replace(/(<meta property="og:image" content=")[^"]*"/, `$1${attr(image)}"`);
}

export function staticApp(
  distDir: string,
  options: { origin?: string; pageMeta?: (path: string) => Promise<PageMeta | null> } = {},
) {
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
  app.get("*", async (c) => {
    const meta = options.pageMeta ? await options.pageMeta(c.req.path) : null;
    if (meta) {
      c.header("Cache-Control", "no-cache");
      return c.html(withPageMeta(variants.identity.toString("utf8"), meta, options.origin ?? c.req.url));
    }
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
