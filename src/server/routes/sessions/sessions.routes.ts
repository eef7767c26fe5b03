import { Hono } from "hono";
import { sql } from "kysely";
import {
  brandDetailsSchema,
  chooseNameSchema,
  favouriteSchema,
  idParamSchema,
  updateDetailsSchema,
} from "@/shared/api-schemas";
import type { AppDeps } from "../../app";
import { requireUser } from "../../auth/require-user";
import type { AppEnv } from "../../context";
import {
  chooseName,
  createOrFillSession,
  getOwnedSession,
  latestUnfinishedSession,
  sessionCompleted,
} from "../../domain/brand-sessions";
import { setFavourite } from "../../domain/brands";
import { generateNamesForSession } from "../../domain/generate-names";
import { sessionView } from "../../domain/session-view";
import { rateLimit } from "../../http/rate-limit";
import { jsonBody, params } from "../../http/validate";

/** Brand sessions: start, restore, edit details, generate names, choose a name. */
export function sessionRoutes(deps: AppDeps) {
  const { database, auth, providers } = deps;
  const db = database.db;

  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get("/current", async (c) => {
      const session = await latestUnfinishedSession(db, c.var.user.id);
      return c.json({ session: session ? await sessionView(db, session) : null });
    })
    .post("/", jsonBody(brandDetailsSchema), async (c) => {
      const session = await createOrFillSession(db, c.var.user.id, c.req.valid("json"));
      return c.json({ session: await sessionView(db, session) }, 201);
    })
    .get("/:id", params(idParamSchema), async (c) => {
      const session = await getOwnedSession(db, c.var.user.id, c.req.valid("param").id);
      return c.json({ session: await sessionView(db, session) });
    })
    .patch("/:id", params(idParamSchema), jsonBody(updateDetailsSchema), async (c) => {
      const { id } = c.req.valid("param");
      const details = c.req.valid("json");
      const session = await db.transaction().execute(async (trx) => {
        const current = await getOwnedSession(trx, c.var.user.id, id, true);
        if (current.is_completed) throw sessionCompleted();
        return trx
          .updateTable("user_sessions")
          .set({
            ...(details.category ? { business_type: details.category } : {}),
            ...(details.description ? { business_description: details.description } : {}),
            updated_at: sql`now()`,
          })
          .where("session_id", "=", id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return c.json({ session: await sessionView(db, session) });
    })
    .post("/:id/names", rateLimit(db, deps.config, "generate"), params(idParamSchema), async (c) => {
      const result = await generateNamesForSession(db, providers.names, c.var.log, {
        userId: c.var.user.id,
        sessionId: c.req.valid("param").id,
        signal: c.req.raw.signal,
      });
      // The session row itself is unchanged by a run; the view reads names and counts afresh.
      return c.json({ names: result.names, run: result.run, session: await sessionView(db, result.session) });
    })
    .put("/:id/favourite", params(idParamSchema), jsonBody(favouriteSchema), async (c) => {
      const { id } = c.req.valid("param");
      const { kind, id: itemId, favourite } = c.req.valid("json");
      await setFavourite(db, c.var.user.id, id, { kind, id: itemId }, favourite);
      return c.json({ session: await sessionView(db, await getOwnedSession(db, c.var.user.id, id)) });
    })
    .put("/:id/name", params(idParamSchema), jsonBody(chooseNameSchema), async (c) => {
      const session = await chooseName(db, c.var.user.id, c.req.valid("param").id, c.req.valid("json").name);
      return c.json({ session: await sessionView(db, session) });
    });
}
