import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { LOGOS_PER_RUN } from "@/shared/constants";
import type { Database, UserSession } from "../db/schema";
import { ApiError } from "../http/errors";
import { makePreviews, normalisePng } from "../images/logo-images";
import type { Logger } from "../logger";
import type { LogoProvider } from "../providers/logos/types";
import { getOwnedSession } from "./brand-sessions";
import { seedFrom } from "./generate-names";
import { releaseGeneration, reserveGeneration } from "./quota";
import { logoPreviewUrl } from "./session-view";
import { markTrialUsed } from "./trial";

type Db = Kysely<Database>;

export const LOGO_GENERATION_FAILED = "Failed to generate logos. Please try again.";
export const LOGO_ITEM_FAILED =
  "Sorry, the model is currently not working. Please contact us for assistance.";

export type LogoOption = { id: string; url: string } | { error: true; message: string };

/**
 * One logo run: take quota, make two images as two parallel single-image requests outside any
 * transaction, keep whatever succeeded (an error entry stands in for a failed one), and give the
 * quota back if nothing did. The first logo generation marks the free trial used.
 */
export async function generateLogosForSession(
  db: Db,
  provider: LogoProvider,
  log: Logger,
  input: { userId: string; sessionId: string; signal?: AbortSignal },
): Promise<{ session: UserSession; options: LogoOption[]; run: number }> {
  const session = await getOwnedSession(db, input.userId, input.sessionId);
  if (session.is_completed) throw new ApiError(409, "session_completed", "This brand is already completed.");
  if (!session.chosen_name || !session.business_type || !session.business_description) {
    throw new ApiError(409, "name_missing", "Choose a brand name first.");
  }
  const previous = await db
    .selectFrom("generated_logos")
    .select((eb) => eb.fn.max("run").as("run"))
    .where("session_id", "=", session.session_id)
    .executeTakeFirst();
  const lastRun = Number(previous?.run ?? 0);
  await reserveGeneration(db, { userId: input.userId, session, kind: "logos", isRegeneration: lastRun > 0 });

  const run = lastRun + 1;
  const results = await Promise.allSettled(
    Array.from({ length: LOGOS_PER_RUN }, async (_, variant) => {
      const image = await provider.generate({
        name: session.chosen_name!,
        category: session.business_type!,
        description: session.business_description!,
        seed: seedFrom(session.session_id, "logo", run, variant),
        variant,
        signal: input.signal,
      });
      const normalised = await normalisePng(image.png);
      const design = image.design ? JSON.stringify(image.design) : null;
      return {
        variant,
        svg: image.svg ?? null,
        design,
        ...normalised,
        previews: await makePreviews(normalised.png),
      };
    }),
  );
  const made = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  for (const r of results)
    if (r.status === "rejected")
      log.warn({ err: r.reason, sessionId: session.session_id }, "logo image failed");
  if (made.length === 0) {
    await releaseGeneration(db, input.userId, "logos");
    throw new ApiError(502, "generation_failed", LOGO_GENERATION_FAILED);
  }

  try {
    const stored = await db.transaction().execute(async (trx) => {
      await sql`select 1 from user_sessions where session_id = ${session.session_id} for update`.execute(trx);
      const ids: string[] = [];
      for (const image of made) {
        const id = randomUUID();
        ids.push(id);
        await trx
          .insertInto("generated_logos")
          .values({
            id,
            session_id: session.session_id,
            run,
            variant: image.variant,
            logo_url: logoPreviewUrl(id),
            design: image.design,
          })
          .execute();
        await trx
          .insertInto("logo_images")
          .values({
            logo_id: id,
            png: image.png,
            svg: image.svg,
            width: image.width,
            height: image.height,
            preview: image.previews.clean,
            preview_marked: image.previews.marked,
          })
          .execute();
      }
      await markTrialUsed(trx, input.userId);
      return ids;
    });
    const options: LogoOption[] = results.map((r) => {
      if (r.status === "rejected") return { error: true, message: LOGO_ITEM_FAILED };
      const id = stored[made.indexOf(r.value)]!;
      return { id, url: logoPreviewUrl(id) };
    });
    return { session, options, run };
  } catch (error) {
    await releaseGeneration(db, input.userId, "logos");
    throw error;
  }
}

/** Spec section 4: unselect all of the session's logos, then select the chosen one, in one transaction. */
export async function selectLogo(db: Db, userId: string, sessionId: string, logoId: string) {
  return db.transaction().execute(async (trx) => {
    const session = await getOwnedSession(trx, userId, sessionId, true);
    if (session.is_completed)
      throw new ApiError(409, "session_completed", "This brand is already completed.");
    const logo = await trx
      .selectFrom("generated_logos")
      .select("id")
      .where("id", "=", logoId)
      .where("session_id", "=", sessionId)
      .executeTakeFirst();
    if (!logo) throw new ApiError(404, "not_found", "That logo does not belong to this brand.");
    await trx
      .updateTable("generated_logos")
      .set({ is_selected: false })
      .where("session_id", "=", sessionId)
      .execute();
    await trx.updateTable("generated_logos").set({ is_selected: true }).where("id", "=", logoId).execute();
    // Spec section 4: the first logo selection records the trial as used.
    await markTrialUsed(trx, userId);
    return session;
  });
}
