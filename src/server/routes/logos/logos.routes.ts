import { Hono } from "hono";
import type { AppDeps } from "@/server/app-deps";
import { requireUser } from "@/server/auth/require-user";
import type { AppEnv } from "@/server/context";
import { getOwnedLogo } from "@/server/domain/brand-sessions";
import { editorState, previewEdit, saveLogoVersion } from "@/server/domain/edit-logo";
import { hasDownloadPermission } from "@/server/domain/premium";
import { sessionView } from "@/server/domain/session-view";
import { notFound } from "@/server/http/errors";
import { rateLimit } from "@/server/http/rate-limit";
import { jsonBody, params } from "@/server/http/validate";
import { readablePreview } from "@/server/images/logo-images";
import { idParamSchema, logoEditSchema } from "@/shared/api-schemas";

/**
 * Logo previews (docs/product.md#download): 512 px at most, watermarked until the session has
 * download permission. Another user's logo is a 404. And the logo editor: what a logo may become,
 * live previews of an edit (not saved), and saving an edit as a new version.
 */
export function logoRoutes({ database, auth, config, images }: AppDeps) {
  const db = database.db;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get("/:id/preview", params(idParamSchema), async (c) => {
      const row = await getOwnedLogo(db, c.var.user.id, c.req.valid("param").id, (logo) =>
        logo.select(["l.id", "s.user_id", "s.is_premium"]),
      );
      const clean = await hasDownloadPermission(db, row);
      const preview = await readablePreview(images, db, row.id, { clean, locale: c.var.locale });
      if (!preview) throw notFound("logo_not_found");
      c.header("Content-Type", "image/webp");
      // The same URL turns clean after payment, so the browser must revalidate; the watermark's
      // words follow the reader's language.
      c.header("Cache-Control", "private, no-cache");
      c.header("Vary", "Cookie, Accept-Language");
      c.header("Content-Language", c.var.locale);
      c.header("X-Logo-Preview", clean ? "clean" : "watermarked");
      return c.body(new Uint8Array(preview));
    })
    .get("/:id/editor", params(idParamSchema), async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await editorState(db, c.var.user.id, c.req.valid("param").id));
    })
    .post(
      "/:id/edit-preview",
      rateLimit(db, config, "edit-preview"),
      params(idParamSchema),
      jsonBody(logoEditSchema),
      async (c) => {
        const started = performance.now();
        const { image, watermarked } = await previewEdit(
          db,
          c.var.user.id,
          c.req.valid("param").id,
          c.req.valid("json").design,
          c.var.locale,
        );
        c.header("Content-Type", "image/webp");
        c.header("Cache-Control", "private, no-store");
        c.header("X-Logo-Preview", watermarked ? "watermarked" : "clean");
        // What the bench reads: the server's own time for the preview, render included.
        c.header("Server-Timing", `preview;dur=${(performance.now() - started).toFixed(1)}`);
        return c.body(new Uint8Array(image));
      },
    )
    .post(
      "/:id/versions",
      rateLimit(db, config, "edit-save"),
      params(idParamSchema),
      jsonBody(logoEditSchema),
      async (c) => {
        const { logoId, session } = await saveLogoVersion(
          db,
          images,
          c.var.user.id,
          c.req.valid("param").id,
          c.req.valid("json").design,
        );
        return c.json({ logoId, session: await sessionView(db, session) }, 201);
      },
    );
}
