import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "@/server/app-deps";
import type { AppEnv } from "@/server/context";
import { type PublicBrand, publicBrand } from "@/server/domain/brands";
import { notFound } from "@/server/http/errors";
import { rateLimit } from "@/server/http/rate-limit";
import { params } from "@/server/http/validate";
import { readablePreview } from "@/server/images/logo-images";
import { renderPool } from "@/server/render/render-pool";

const slugParam = z.object({ slug: z.string().regex(/^[A-Za-z0-9_-]{10,32}$/, { error: "Unknown page." }) });

/** Recent Open Graph cards, so a link unfurled by many chats is drawn once. */
const cards = new Map<string, Buffer>();
const CARD_CACHE_SIZE = 64;

/**
 * Public share pages' data (My brands, point 4): open to anyone who has the link, while the owner
 * keeps sharing on. They expose the name, its meaning, the category and the logo (clean only
 * once paid), nothing else.
 */
export function shareRoutes({ database, images, config }: AppDeps) {
  const db = database.db;
  const pageLimit = rateLimit(db, config, "share-page");
  const cardLimit = rateLimit(db, config, "share-card");

  /** Watermarked until paid, in the page's language: its owner's, as the page itself speaks. */
  async function logoPreview(logoId: string, brand: PublicBrand) {
    const preview = await readablePreview(images, db, logoId, { clean: brand.paid, locale: brand.locale });
    if (!preview) throw notFound("share_no_logo");
    return preview;
  }

  async function shared(slug: string) {
    const found = await publicBrand(db, slug);
    if (!found) throw notFound("share_not_found");
    return found;
  }

  return new Hono<AppEnv>()
    .get("/:slug", pageLimit, params(slugParam), async (c) => {
      const { brand } = await shared(c.req.valid("param").slug);
      // Turning sharing off must take effect at once: no shared caches.
      c.header("Cache-Control", "no-cache");
      return c.json({ brand });
    })
    .get("/:slug/logo.webp", pageLimit, params(slugParam), async (c) => {
      const { brand, logoId } = await shared(c.req.valid("param").slug);
      if (!logoId) throw notFound("share_no_logo");
      c.header("Content-Type", "image/webp");
      c.header("Cache-Control", "no-cache");
      c.header("X-Logo-Preview", brand.paid ? "clean" : "watermarked");
      c.header("Content-Language", brand.locale);
      return c.body(new Uint8Array(await logoPreview(logoId, brand)));
    })
    .get("/:slug/card.png", cardLimit, params(slugParam), async (c) => {
      const { brand, logoId } = await shared(c.req.valid("param").slug);
      if (!logoId) throw notFound("share_no_logo");
      const key = `${logoId}:${brand.paid}:${brand.name}:${brand.meaning}:${brand.locale}`;
      let card = cards.get(key);
      if (!card) {
        card = await renderPool().run("shareCard", {
          preview: await logoPreview(logoId, brand),
          name: brand.name,
          meaning: brand.meaning,
          locale: brand.locale,
        });
        cards.set(key, card);
        if (cards.size > CARD_CACHE_SIZE) cards.delete(cards.keys().next().value!);
      }
      c.header("Content-Type", "image/png");
      c.header("Cache-Control", "public, max-age=300");
      return c.body(new Uint8Array(card));
    });
}
