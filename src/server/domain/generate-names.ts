import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database, UserSession } from "../db/schema";
import { ApiError } from "../http/errors";
import type { Logger } from "../logger";
import type { NameSuggestion, NamesProvider } from "../providers/names/types";
import { getOwnedSession } from "./brand-sessions";
import { releaseGeneration, reserveGeneration } from "./quota";

type Db = Kysely<Database>;

export const NAME_GENERATION_FAILED = "Failed to generate names. Please try again.";

export function seedFrom(...parts: Array<string | number>): number {
  return createHash("sha256").update(parts.join("|")).digest().readUInt32BE(0);
}

/**
 * One name run for a brand session: take quota, call the provider outside any transaction (it may
 * take seconds), then store the names; a failure gives the quota back and stores nothing.
 */
export async function generateNamesForSession(
  db: Db,
  provider: NamesProvider,
  log: Logger,
  input: { userId: string; sessionId: string; signal?: AbortSignal },
): Promise<{ session: UserSession; names: NameSuggestion[]; run: number }> {
  const session = await getOwnedSession(db, input.userId, input.sessionId);
  if (session.is_completed) throw new ApiError(409, "session_completed", "This brand is already completed.");
  if (!session.business_type || !session.business_description) {
    throw new ApiError(409, "details_missing", "Choose a category and describe the business first.");
  }
  const previous = await db
    .selectFrom("generated_names")
    .select(["name", "run"])
    .where("session_id", "=", session.session_id)
    .execute();
  const isRegeneration = previous.length > 0;
  await reserveGeneration(db, { userId: input.userId, session, kind: "names", isRegeneration });

  let names: NameSuggestion[];
  try {
    const run = Math.max(0, ...previous.map((p) => p.run)) + 1;
    names = await provider.generate({
      category: session.business_type,
      description: session.business_description,
      exclude: previous.map((p) => p.name),
      seed: seedFrom(session.session_id, run),
      signal: input.signal,
    });
    if (names.length === 0) throw new Error("the provider returned no names");
  } catch (error) {
    await releaseGeneration(db, input.userId, "names");
    log.warn({ err: error, sessionId: session.session_id }, "name generation failed");
    throw new ApiError(502, "generation_failed", NAME_GENERATION_FAILED);
  }

  try {
    const run = await db.transaction().execute(async (trx) => {
      await sql`select 1 from user_sessions where session_id = ${session.session_id} for update`.execute(trx);
      const row = await trx
        .selectFrom("generated_names")
        .select((eb) => eb.fn.max("run").as("run"))
        .where("session_id", "=", session.session_id)
        .executeTakeFirst();
      const next = Number(row?.run ?? 0) + 1;
      await trx
        .insertInto("generated_names")
        .values(
          names.map((n) => ({ session_id: session.session_id, run: next, name: n.name, meaning: n.meaning })),
        )
        .execute();
      return next;
    });
    return { session, names, run };
  } catch (error) {
    await releaseGeneration(db, input.userId, "names");
    throw error;
  }
}
