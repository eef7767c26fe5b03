import { Hono } from "hono";
import { idParamSchema } from "@/shared/api-schemas";
import type { AppDeps } from "../../app";
import { requireUser } from "../../auth/require-user";
import type { AppEnv } from "../../context";
import { hasDownloadPermission } from "../../domain/premium";
import { notFound } from "../../http/errors";
import { params } from "../../http/validate";

/**
 * Logo previews (decisions section 7): 512 px at most, watermarked until the session has
 * download permission. Another user's logo is a 404.
 */
export function logoRoutes({ database, auth }: AppDeps) {
  const db = database.db;
  return new Hono<AppEnv>().use(requireUser(auth)).get("/:id/preview", params(idParamSchema), async (c) => {
    const row = await db
      .selectFrom("generated_logos")
      .innerJoin("user_sessions", "user_sessions.session_id", "generated_logos.session_id")
      .innerJoin("logo_images", "logo_images.logo_id", "generated_logos.id")
      .select([
        "user_sessions.user_id",
        "user_sessions.is_premium",
        "logo_images.preview",
        "logo_images.preview_marked",
      ])
      .where("generated_logos.id", "=", c.req.valid("param").id)
      .where("user_sessions.user_id", "=", c.var.user.id)
      .executeTakeFirst();
    if (!row) throw notFound("That logo does not exist.");
    const clean = await hasDownloadPermission(db, row);
    c.header("Content-Type", "image/webp");
    // The same URL turns clean after payment, so the browser must revalidate.
    c.header("Cache-Control", "private, no-cache");
    c.header("X-Logo-Preview", clean ? "clean" : "watermarked");
    return c.body(new Uint8Array(clean ? row.preview : row.preview_marked));
  });
}
