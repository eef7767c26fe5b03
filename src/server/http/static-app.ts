import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppEnv } from "@/server/context";
import { LOCALE_TAGS, LOCALES, type Locale } from "@/shared/locale";
import { isClientRoute } from "@/shared/routes";
import { localeOfRequest } from "./request-locale";

/**
 * Serves the built single-page app: hashed assets cached forever (pre-compressed .br/.gz made at
 * build time), index.html for every client route, and for unknown paths too (the app shows its
 * not-found screen) with a 404 status.
 */
export type PageMeta = { title: string; description: string; image: string; locale?: Locale };

/**
 * Link previews (chat apps, social sites) read the HTML's meta tags without running scripts, so
 * pages with their own card (public share pages) get them written into index.html.
 */
export function withPageMeta(html: string, meta: PageMeta, origin: string): string {
  const image = new URL(meta.image, origin).toString();
  // Every value goes in through a function replacer: a replacement string would read `$&`, `$'`,
  // `` $` `` or `$1` in a brand's name as a pattern and splice the page's own HTML into the head.
  const content = (pattern: RegExp, value: string) => (page: string) =>
    page.replace(pattern, (_match, start: string) => `${start}${escapeAttribute(value)}"`);
  const steps = [
    (page: string) =>
      page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(meta.title)}</title>`),
    content(/(<meta name="description" content=")[^"]*"/, meta.description),
    content(/(<meta property="og:title" content=")[^"]*"/, meta.title),
    content(/(<meta property="og:description" content=")[^"]*"/, meta.description),
    content(/(<meta property="og:image" content=")[^"]*"/, image),
  ];
  const page = steps.reduce((page, step) => step(page), html);
  return meta.locale ? withLocale(page, meta.locale) : page;
}

/** The page's language, for screen readers, translation offers and hyphenation. */
export function withHtmlLang(html: string, locale: Locale): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
}

/**
 * A share page's language: `<html lang>` and the Open Graph locale link previews read (replaced
 * when the page has one, added after og:type otherwise).
 */
export function withLocale(html: string, locale: Locale): string {
  const page = withHtmlLang(html, locale);
  const og = `<meta property="og:locale" content="${LOCALE_TAGS[locale].og}" />`;
  const existing = /<meta property="og:locale" content="[^"]*" \/>/;
  if (existing.test(page)) return page.replace(existing, og);
  return page.replace(/<meta property="og:type" content="[^"]*" \/>/, (tag) => `${tag}\n    ${og}`);
}

/** Text safe both as an element's content and inside a double- or single-quoted attribute. */
export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

export function staticApp(
  distDir: string,
  options: { origin?: string; pageMeta?: (path: string) => Promise<PageMeta | null> } = {},
) {
  const app = new Hono<AppEnv>();
  const indexPath = path.join(distDir, "index.html");
  if (!fs.existsSync(indexPath)) return app;
  const built = {
    br: readIfExists(`${indexPath}.br`),
    gzip: readIfExists(`${indexPath}.gz`),
    identity: fs.readFileSync(indexPath),
  };
  // The app's HTML in each language, compressed once at start-up (a few KB, a few milliseconds);
  // the build's own files serve the language it was written in.
  const variantsByLocale = Object.fromEntries(
    LOCALES.map((locale) => [locale, localeVariants(built, locale)]),
  ) as Record<Locale, HtmlVariants>;

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
      return c.html(withPageMeta(built.identity.toString("utf8"), meta, options.origin ?? c.req.url));
    }
    // The visitor's language without reading the account: the app's script settles the rest.
    const variants = variantsByLocale[c.var.locale ?? localeOfRequest(c)];
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
    c.header("Vary", "Accept-Encoding, Accept-Language, Cookie");
    if (encoding !== "identity") c.header("Content-Encoding", encoding);
    return c.body(new Uint8Array(body), isClientRoute(c.req.path) ? 200 : 404);
  });
  return app;
}

type HtmlVariants = { br?: Buffer; gzip?: Buffer; identity: Buffer };

function localeVariants(built: HtmlVariants, locale: Locale): HtmlVariants {
  const html = built.identity.toString("utf8");
  const localised = withHtmlLang(html, locale);
  if (localised === html) return built;
  const identity = Buffer.from(localised);
  return {
    br: built.br && brotliCompressSync(identity),
    gzip: built.gzip && gzipSync(identity, { level: 9 }),
    identity,
  };
}

function readIfExists(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}
