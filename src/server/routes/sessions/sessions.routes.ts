import { Hono } from "hono";
import { sql } from "kysely";
import type { AppDeps } from "@/server/app-deps";
import { requireUser } from "@/server/auth/require-user";
import { briefReadings } from "@/server/brief/brief-reading";
import { correctBrief } from "@/server/brief/brief-store";
import { readBriefOffline } from "@/server/brief/read-brief";
import { briefAfterDetails } from "@/server/brief/session-brief";
import type { AppEnv } from "@/server/context";
import {
  chooseName,
  chooseTypedName,
  createOrFillSession,
  getOwnedSession,
  latestUnfinishedSession,
  sessionCompleted,
} from "@/server/domain/brand-sessions";
import { setFavourite } from "@/server/domain/brands";
import { generateNamesForSession } from "@/server/domain/generate-names";
import { checkName } from "@/server/domain/name-checks";
import { sessionView, sessionViewOf } from "@/server/domain/session-view";
import { countedLater, rateLimit } from "@/server/http/rate-limit";
import { statedLocale } from "@/server/http/request-locale";
import { jsonBody, params, query } from "@/server/http/validate";
import {
  brandDetailsSchema,
  chooseNameSchema,
  favouriteSchema,
  idParamSchema,
  nameParamSchema,
  typedNameSchema,
  updateDetailsSchema,
} from "@/shared/api-schemas";
import { briefCorrectionSchema } from "@/shared/brief";
import { nameChecksQuerySchema } from "@/shared/name-checks";
import { generateNamesSchema } from "@/shared/name-options";

/** Brand sessions: start, restore, edit details, generate names, choose a name. */
export function sessionRoutes(deps: AppDeps) {
  const { database, auth, providers } = deps;
  const db = database.db;

  return (
    new Hono<AppEnv>()
      .use(requireUser(auth))
      .get("/current", async (c) => {
        const session = await latestUnfinishedSession(db, c.var.user.id);
        return c.json({ session: session ? await sessionView(db, session) : null });
      })
      // How a description would be read, before it is saved (step 2 shows it as the person types).
      // Reads only: nothing is stored, no generation is used.
      .post("/read-brief", rateLimit(db, deps.config, "brief-read"), jsonBody(brandDetailsSchema), (c) => {
        const brief = readBriefOffline(c.req.valid("json"));
        // With its one line in each language, as brand views carry it.
        return c.json({ brief, reading: briefReadings(brief) });
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
          const category = details.category ?? current.business_type;
          const description = details.description ?? current.business_description;
          const changed = category !== current.business_type || description !== current.business_description;
          // A new description is read afresh, unless the person corrected the brief.
          const brief =
            changed && category && description
              ? briefAfterDetails(current, { category, description })
              : undefined;
          return trx
            .updateTable("user_sessions")
            .set({
              ...(details.category ? { business_type: details.category } : {}),
              ...(details.description ? { business_description: details.description } : {}),
              ...(brief ? { brief } : {}),
              updated_at: sql`now()`,
            })
            .where("session_id", "=", id)
            .returningAll()
            .executeTakeFirstOrThrow();
        });
        return c.json({ session: await sessionView(db, session) });
      })
      // The body is optional: no body (or {}) is the default run; `options` shapes it.
      .post(
        "/:id/names",
        // Counted in the run's first statement: a round trip less on the hottest path (decision 039).
        countedLater(db, deps.config, "generate"),
        params(idParamSchema),
        jsonBody(generateNamesSchema),
        async (c) => {
          const result = await generateNamesForSession(db, providers.names, c.var.log, {
            userId: c.var.user.id,
            sessionId: c.req.valid("param").id,
            signal: c.req.raw.signal,
            timing: c.var.timing,
            options: c.req.valid("json").options,
            openrouter: providers.openrouter,
            // Meanings in the language the person reads; with no word on it, the description's.
            locale: statedLocale(c, c.var.user.locale),
            rateLimitHits: c.var.rateLimitHits,
          });
          // The run's session carries the brief it stored (a first live run's reading); the view was
          // read with the names stored (or, when that read is out of date, is read afresh).
          return c.json({
            names: result.names,
            run: result.run,
            // A run that kept fewer than three names, which was not counted (null for a full run).
            short: result.short,
            session: result.view
              ? await sessionViewOf(db, result.session, result.view)
              : await sessionView(db, result.session),
          });
        },
      )
      // "I already have a name": no generation, no quota; the typed name becomes the chosen one.
      .post(
        "/:id/names/typed",
        rateLimit(db, deps.config, "typed-name"),
        params(idParamSchema),
        jsonBody(typedNameSchema),
        async (c) => {
          const session = await chooseTypedName(
            db,
            c.var.user.id,
            c.req.valid("param").id,
            c.req.valid("json").name,
          );
          return c.json({ session: await sessionView(db, session) }, 201);
        },
      )
      .get(
        "/:id/names/:nameId/checks",
        rateLimit(db, deps.config, "name-checks"),
        params(nameParamSchema),
        query(nameChecksQuerySchema),
        async (c) => {
          const { id, nameId } = c.req.valid("param");
          const checks = await checkName(
            { db, domains: providers.domains, config: deps.config },
            {
              userId: c.var.user.id,
              sessionId: id,
              nameId,
              country: c.req.valid("query").country,
              signal: c.req.raw.signal,
            },
          );
          // Answers change (a domain gets registered); the browser keeps them only briefly.
          c.header("Cache-Control", "private, max-age=300");
          return c.json({ checks });
        },
      )
      .put("/:id/favourite", params(idParamSchema), jsonBody(favouriteSchema), async (c) => {
        const { id } = c.req.valid("param");
        const { kind, id: itemId, favourite } = c.req.valid("json");
        await setFavourite(db, c.var.user.id, id, { kind, id: itemId }, favourite);
        return c.json({ session: await sessionView(db, await getOwnedSession(db, c.var.user.id, id)) });
      })
      // A correction of how the description was read: not a generation, no quota.
      .patch(
        "/:id/brief",
        rateLimit(db, deps.config, "brief"),
        params(idParamSchema),
        jsonBody(briefCorrectionSchema),
        async (c) => {
          const session = await correctBrief(db, c.var.user.id, c.req.valid("param").id, c.req.valid("json"));
          return c.json({ session: await sessionView(db, session) });
        },
      )
      .put("/:id/name", params(idParamSchema), jsonBody(chooseNameSchema), async (c) => {
        const session = await chooseName(
          db,
          c.var.user.id,
          c.req.valid("param").id,
          c.req.valid("json").name,
        );
        return c.json({ session: await sessionView(db, session) });
      })
  );
}
