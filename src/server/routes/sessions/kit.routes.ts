import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "@/server/app-deps";
import { requireUser } from "@/server/auth/require-user";
import type { AppEnv } from "@/server/context";
import { rateLimit } from "@/server/http/rate-limit";
import { params } from "@/server/http/validate";
import { kitService } from "@/server/kit/kit-service";
import { databaseKitStore, objectKitStore } from "@/server/kit/kit-store";
import { KIT_PREVIEW_TILES } from "@/server/kit/preview";
import { renderPool } from "@/server/render/render-pool";
import { idParamSchema } from "@/shared/api-schemas";
import { type Locale, parseLocale } from "@/shared/locale";
import { attachment } from "./session-logos.routes";

const tileParams = idParamSchema.extend({ tile: z.enum(KIT_PREVIEW_TILES) });

/**
 * The language a kit is described, read and built in: `?locale=` when the step asks for a kit in
 * a given language (building it again in the reader's language), else the caller's. An unknown
 * value falls back, never fails.
 */
function kitLocale(c: Context<AppEnv>): Locale {
  return parseLocale(c.req.query("locale")) ?? c.var.locale;
}

/**
 * The brand kit of a session: its contents and build progress, the zip itself (a download, so
 * only with permission; HEAD spends nothing), the licence certificate alone, and step 5's preview
 * tiles.
 */
export function sessionKitRoutes({ database, auth, config, logger, images }: AppDeps) {
  const db = database.db;
  const kits = kitService({
    db,
    store: images.objects
      ? objectKitStore(db, images.objects)
      : databaseKitStore(db, { chunked: database.kind === "pglite" }),
    images,
    pool: renderPool,
    supportEmail: config.supportEmail,
    appUrl: config.appUrl,
    log: logger,
  });
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get("/:id/kit/info", params(idParamSchema), async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await kits.info(c.var.user.id, c.req.valid("param").id, kitLocale(c)));
    })
    .get("/:id/kit", rateLimit(db, config, "download"), params(idParamSchema), async (c) => {
      const { id } = c.req.valid("param");
      const locale = kitLocale(c);
      c.header("Content-Type", "application/zip");
      c.header("Cache-Control", "private, no-store");
      c.header("Content-Language", locale);
      if (c.req.method === "HEAD") {
        const head = await kits.head(c.var.user.id, id, locale);
        c.header("Content-Disposition", attachment(head.fileName));
        if (head.size !== null) c.header("Content-Length", String(head.size));
        return c.body(null);
      }
      const kit = await kits.download(c.var.user.id, id, locale);
      c.header("Content-Disposition", attachment(kit.fileName));
      c.header("Content-Length", String(kit.size));
      c.header("X-Kit-Cache", kit.cached ? "hit" : "miss");
      return c.body(kit.stream);
    })
    .get("/:id/licence.pdf", rateLimit(db, config, "download"), params(idParamSchema), async (c) => {
      const { id } = c.req.valid("param");
      const locale = kitLocale(c);
      c.header("Content-Type", "application/pdf");
      c.header("Cache-Control", "private, no-store");
      c.header("Content-Language", locale);
      if (c.req.method === "HEAD") {
        const head = await kits.head(c.var.user.id, id, locale);
        c.header(
          "Content-Disposition",
          attachment(head.fileName.replace(/_brand_kit\.zip$/, "_licence_certificate.pdf")),
        );
        return c.body(null);
      }
      const { fileName, pdf } = await kits.licence(c.var.user.id, id, locale);
      c.header("Content-Disposition", attachment(fileName));
      return c.body(new Uint8Array(pdf));
    })
    .get("/:id/kit/preview/:tile", rateLimit(db, config, "kit-preview"), params(tileParams), async (c) => {
      const { id, tile } = c.req.valid("param");
      const image = await kits.preview(c.var.user.id, id, tile);
      const etag = `"${image.etag}"`;
      // The same URL turns clean after payment, so the browser revalidates every time.
      c.header("Cache-Control", "private, no-cache");
      c.header("ETag", etag);
      c.header("X-Kit-Preview", image.marked ? "watermarked" : "clean");
      if (c.req.header("If-None-Match") === etag) return c.body(null, 304);
      c.header("Content-Type", image.type);
      return c.body(new Uint8Array(image.data));
    });
}
