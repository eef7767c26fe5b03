import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "@/server/app-deps";
import { requireUser } from "@/server/auth/require-user";
import type { AppEnv } from "@/server/context";
import { checkedEdit } from "@/server/domain/edit-logo";
import { rateLimit } from "@/server/http/rate-limit";
import { jsonBody, params } from "@/server/http/validate";
import { listMockups, mockupEditImage, mockupImage } from "@/server/mockups/logo-mockups";
import { idParamSchema, logoEditSchema } from "@/shared/api-schemas";
import { MOCKUP_SCENE_IDS } from "@/shared/mockup-scenes";

const sceneParamSchema = idParamSchema.extend({
  scene: z.enum(MOCKUP_SCENE_IDS, { error: "Unknown mock-up scene." }),
});

/**
 * Mock-ups of a logo (issue 32): the scenes that suit the business, each scene's image, and the
 * editor's live scene of an unsaved edit. Another user's logo is a 404; the images are watermarked
 * until the brand's first confirmed download, and viewing them is never a download.
 */
export function logoMockupRoutes({ database, auth, config }: AppDeps) {
  const db = database.db;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get("/:id/mockups", params(idParamSchema), async (c) => {
      c.header("Cache-Control", "private, no-cache");
      return c.json(await listMockups(db, c.var.user.id, c.req.valid("param").id));
    })
    .get("/:id/mockups/:scene", rateLimit(db, config, "mockups"), params(sceneParamSchema), async (c) => {
      const { id, scene } = c.req.valid("param");
      const { image, watermarked, etag } = await mockupImage(db, c.var.user.id, id, scene, c.var.locale);
      // The same URL turns clean after the first download, so the browser must revalidate; the
      // watermark's words follow the reader's language. The tag names what the picture is drawn
      // from, so a revisit of an unchanged scene is answered without sending it again.
      c.header("Cache-Control", "private, no-cache");
      c.header("Vary", "Cookie, Accept-Language");
      c.header("ETag", etag);
      c.header("X-Logo-Preview", watermarked ? "watermarked" : "clean");
      if (c.req.header("If-None-Match") === etag) return c.body(null, 304);
      c.header("Content-Type", "image/webp");
      return c.body(new Uint8Array(image));
    })
    .post(
      "/:id/edit-preview/mockups/:scene",
      rateLimit(db, config, "mockup-edit-preview"),
      params(sceneParamSchema),
      jsonBody(logoEditSchema),
      async (c) => {
        const started = performance.now();
        const { id, scene } = c.req.valid("param");
        const { design } = c.req.valid("json");
        await checkedEdit(db, c.var.user.id, id, design);
        const { image, watermarked } = await mockupEditImage(
          db,
          c.var.user.id,
          id,
          design,
          scene,
          c.var.locale,
        );
        c.header("Content-Type", "image/webp");
        c.header("Cache-Control", "private, no-store");
        c.header("X-Logo-Preview", watermarked ? "watermarked" : "clean");
        c.header("Server-Timing", `preview;dur=${(performance.now() - started).toFixed(1)}`);
        return c.body(new Uint8Array(image));
      },
    );
}
