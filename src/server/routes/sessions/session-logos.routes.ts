import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "@/server/app-deps";
import { requireUser } from "@/server/auth/require-user";
import type { AppEnv } from "@/server/context";
import {
  assertCanDownload,
  confirmDownload,
  downloadSelectedLogo,
  selectedLogo,
} from "@/server/domain/download";
import { generateLogosForSession, selectLogo } from "@/server/domain/generate-logos";
import { sessionView } from "@/server/domain/session-view";
import { rateLimit } from "@/server/http/rate-limit";
import { jsonBody, params, query } from "@/server/http/validate";
import { renderPool } from "@/server/render/render-pool";
import { idParamSchema, selectLogoSchema } from "@/shared/api-schemas";
import { compressedLogoFileName, logoFileName } from "@/shared/filenames";

const downloadQuery = z.object({ format: z.enum(["png", "jpg"]).default("png") });

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name. */
export function attachment(fileName: string) {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Logo runs, selection and downloads of a brand session. */
export function sessionLogoRoutes({ database, auth, providers, config, images }: AppDeps) {
  const db = database.db;
  const readOriginal = async (logoId: string) => {
    const png = await images.read(db, logoId, "png");
    if (!png) throw new Error(`the original image of logo ${logoId} is missing`);
    return png;
  };
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .post("/:id/logos", rateLimit(db, config, "generate"), params(idParamSchema), async (c) => {
      const { id } = c.req.valid("param");
      const result = await generateLogosForSession(db, providers.logos, c.var.log, {
        userId: c.var.user.id,
        sessionId: id,
        images,
        signal: c.req.raw.signal,
      });
      return c.json({
        options: result.options,
        run: result.run,
        session: await sessionView(db, result.session),
      });
    })
    .put("/:id/logo", params(idParamSchema), jsonBody(selectLogoSchema), async (c) => {
      const { id } = c.req.valid("param");
      const session = await selectLogo(db, c.var.user.id, id, c.req.valid("json").logoId);
      return c.json({ session: await sessionView(db, session) });
    })
    .post(
      "/:id/download/confirmation",
      rateLimit(db, config, "download"),
      params(idParamSchema),
      async (c) => {
        // The first download's confirmation, on its own: recorded per brand with the Terms version.
        const session = await confirmDownload(db, c.var.user.id, c.req.valid("param").id);
        return c.json({ session: await sessionView(db, session) });
      },
    )
    .get(
      "/:id/download",
      rateLimit(db, config, "download"),
      params(idParamSchema),
      query(downloadQuery),
      async (c) => {
        const { id } = c.req.valid("param");
        const { format } = c.req.valid("query");
        const userId = c.var.user.id;
        // Cheap read-only check first, so a refused download does no locking work.
        const checked = await selectedLogo(db, userId, id);
        await assertCanDownload(db, checked.session);
        // HEAD answers the headers only: it must not spend a purchase or mark anything downloaded.
        const head = c.req.method === "HEAD";
        // The file is read before the download is recorded, so a storage failure spends nothing;
        // if the choice changed meanwhile, the transaction's logo is the one sent.
        let png = head ? null : await readOriginal(checked.logoId);
        const { logoId, name } = head
          ? checked
          : await downloadSelectedLogo(db, userId, id, format === "png" ? "png" : undefined);
        if (png && logoId !== checked.logoId) png = await readOriginal(logoId);
        const body = !png ? null : format === "png" ? png : await renderPool().run("jpeg", png);
        c.header("Content-Type", format === "png" ? "image/png" : "image/jpeg");
        c.header(
          "Content-Disposition",
          attachment(format === "png" ? logoFileName(name) : compressedLogoFileName(name)),
        );
        c.header("Cache-Control", "private, no-store");
        return body ? c.body(new Uint8Array(body)) : c.body(null);
      },
    );
}
