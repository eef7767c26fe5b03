import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { briefForSession } from "@/server/brief/session-brief";
import type { Database, UserSession } from "@/server/db/schema";
import { ApiError } from "@/server/http/errors";
import type { Logger } from "@/server/logger";
import type { LogoProvider } from "@/server/providers/logos/types";
import { isUndocumentedAnswer } from "@/server/providers/undocumented";
import { renderPool } from "@/server/render/render-pool";
import type { ImageStore, LogoFiles } from "@/server/storage/image-store";
import { isBrandName } from "@/shared/brand-name";
import { LOGOS_PER_RUN } from "@/shared/constants";
import { errorMessage } from "@/shared/error-codes";
import { getOwnedSession, sessionCompleted } from "./brand-sessions";
import { seedFrom } from "./generate-names";
import { releaseGeneration, reserveGeneration } from "./quota";
import { logoPreviewUrl } from "./session-view";
import { lockUser, markTrialUsed } from "./trial";

type Db = Kysely<Database>;

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
  input: { userId: string; sessionId: string; images: ImageStore; signal?: AbortSignal },
): Promise<{ session: UserSession; options: LogoOption[]; run: number }> {
  const session = await getOwnedSession(db, input.userId, input.sessionId);
  if (session.is_completed) throw sessionCompleted();
  if (!session.chosen_name || !session.business_type || !session.business_description) {
    throw new ApiError(409, "name_missing");
  }
  const brief = await briefForSession(db, session);
  const previous = await db
    .selectFrom("generated_logos")
    .select("id")
    .where("session_id", "=", session.session_id)
    .limit(1)
    .executeTakeFirst();
  const { run } = await reserveGeneration(db, {
    userId: input.userId,
    session,
    kind: "logos",
    isRegeneration: previous !== undefined,
  });
  const name = session.chosen_name;

  const results = await Promise.allSettled(
    Array.from({ length: LOGOS_PER_RUN }, async (_, variant) => {
      const image = await provider.generate({
        name,
        category: session.business_type!,
        description: session.business_description!,
        brief,
        seed: seedFrom(session.session_id, "logo", run, variant),
        variant,
        runSeed: seedFrom(session.session_id, "logo", run),
        brandSeed: seedFrom(session.session_id, "logo"),
        run,
        signal: input.signal,
      });
      // A design whose tagline breaks the name rule is dropped like a failed image.
      const tagline = image.design?.tagline;
      if (typeof tagline === "string" && !isBrandName(tagline)) {
        throw new Error("the design's tagline breaks the name rule");
      }
      const files = await renderPool().run("logoFiles", { png: image.png, brandName: name });
      const design = image.design ? JSON.stringify(image.design) : null;
      return { variant, svg: image.svg ?? null, design, ...files };
    }),
  );
  const made = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  for (const r of results) {
    if (r.status !== "rejected") continue;
    if (isUndocumentedAnswer(r.reason)) {
      log.error(
        { err: r.reason, sessionId: session.session_id },
        "image provider answered in an undocumented shape",
      );
    } else log.warn({ err: r.reason, sessionId: session.session_id }, "logo image failed");
  }
  if (made.length === 0) {
    await releaseGeneration(db, input.userId, "logos");
    throw new ApiError(502, "generation_failed", errorMessage("generation_failed", "logos"));
  }

  const ids = made.map(() => randomUUID());
  const files = made.map(
    (image): LogoFiles => ({
      png: image.png,
      svg: image.svg,
      preview: image.previews.clean,
      previewMarked: image.previews.marked,
      width: image.width,
      height: image.height,
    }),
  );
  let uploaded = false;
  try {
    // Object storage first (nothing for the database store), then the rows in one transaction.
    await Promise.all(ids.map((id, i) => input.images.upload(id, files[i]!)));
    uploaded = true;
    const stored = await db.transaction().execute(async (trx) => {
      // User before session, as everywhere: marking the trial used below writes the user's row.
      await lockUser(trx, input.userId);
      await sql`select 1 from user_sessions where session_id = ${session.session_id} for update`.execute(trx);
      for (const [i, image] of made.entries()) {
        const id = ids[i]!;
        await trx
          .insertInto("generated_logos")
          .values({
            id,
            session_id: session.session_id,
            run,
            variant: image.variant,
            name,
            logo_url: logoPreviewUrl(id),
            design: image.design,
          })
          .execute();
        await input.images.insertRow(trx, id, files[i]!);
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
    // Objects uploaded for rows that were never written would be orphans.
    if (uploaded) await input.images.discard(ids).catch(() => undefined);
    throw error;
  }
}

export const logoNameMismatch = () => new ApiError(409, "logo_name_mismatch");

/** Choosing a logo (docs/product.md#generation): unselect all of the session's logos, then select the chosen one, in one transaction. */
export async function selectLogo(db: Db, userId: string, sessionId: string, logoId: string) {
  return db.transaction().execute(async (trx) => {
    // The user's lock first, as downloads take it: the same order everywhere, so no deadlocks.
    await lockUser(trx, userId);
    const session = await getOwnedSession(trx, userId, sessionId, true);
    if (session.is_completed) throw sessionCompleted();
    const logo = await trx
      .selectFrom("generated_logos")
      .select(["id", "name"])
      .where("id", "=", logoId)
      .where("session_id", "=", sessionId)
      .executeTakeFirst();
    if (!logo) throw new ApiError(404, "logo_not_in_brand");
    // A logo made for another name never becomes this brand's logo (docs/product.md#generation).
    if (logo.name !== session.chosen_name) throw logoNameMismatch();
    await trx
      .updateTable("generated_logos")
      .set({ is_selected: false })
      .where("session_id", "=", sessionId)
      .execute();
    await trx.updateTable("generated_logos").set({ is_selected: true }).where("id", "=", logoId).execute();
    // The first logo choice uses up the trial (docs/product.md#free-trial-and-quotas).
    await markTrialUsed(trx, userId);
    return session;
  });
}
