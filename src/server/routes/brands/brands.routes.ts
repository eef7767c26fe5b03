import { Hono } from "hono";
import { brandsQuerySchema, idParamSchema, shareSchema } from "@/shared/api-schemas";
import type { AppDeps } from "../../app";
import { requireUser } from "../../auth/require-user";
import type { AppEnv } from "../../context";
import { getOwnedSession } from "../../domain/brand-sessions";
import { listBrands, receiptsFor, setSharing } from "../../domain/brands";
import { sessionView } from "../../domain/session-view";
import { shareState } from "../../domain/share-state";
import { jsonBody, params, query } from "../../http/validate";

/** My brands: every brand of the signed-in user, each with its receipts and its public page. */
export function brandRoutes({ database, auth }: AppDeps) {
  const db = database.db;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get("/", query(brandsQuerySchema), async (c) => {
      const { cursor, limit } = c.req.valid("query");
      c.header("Cache-Control", "private, no-store");
      return c.json(await listBrands(db, c.var.user.id, { cursor, limit }));
    })
    .get("/:id", params(idParamSchema), async (c) => {
      const userId = c.var.user.id;
      const session = await getOwnedSession(db, userId, c.req.valid("param").id);
      const [view, receipts] = await Promise.all([
        sessionView(db, session),
        receiptsFor(db, userId, session.session_id),
      ]);
      c.header("Cache-Control", "private, no-store");
      return c.json({ session: view, receipts, share: shareState(session) });
    })
    .put("/:id/share", params(idParamSchema), jsonBody(shareSchema), async (c) => {
      const share = await setSharing(db, c.var.user.id, c.req.valid("param").id, c.req.valid("json").enabled);
      return c.json({ share });
    });
}
