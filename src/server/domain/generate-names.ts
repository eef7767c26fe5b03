import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { MESSAGES } from "@/shared/messages";
import { hasNameOptions, type NameOptions, normalizeNameOptions } from "@/shared/name-options";
import type { Database, UserSession } from "../db/schema";
import { ApiError } from "../http/errors";
import type { Logger } from "../logger";
import { plainText } from "../providers/names/parse-names";
import type { NameSuggestion, NamesProvider } from "../providers/names/types";
import { getOwnedSession, nameKey, sessionCompleted } from "./brand-sessions";
import { releaseGeneration, reserveGeneration } from "./quota";

type Db = Kysely<Database>;

export const NAME_GENERATION_FAILED = MESSAGES.nameGenerationFailed;

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
  input: { userId: string; sessionId: string; signal?: AbortSignal; options?: NameOptions },
): Promise<{ session: UserSession; names: NameSuggestion[]; run: number }> {
  const session = await getOwnedSession(db, input.userId, input.sessionId);
  if (session.is_completed) throw sessionCompleted();
  if (!session.business_type || !session.business_description) {
    throw new ApiError(409, "details_missing", "Choose a category and describe the business first.");
  }
  const previous = await db
    .selectFrom("generated_names")
    .select(["name", "meaning", "source"])
    .where("session_id", "=", session.session_id)
    .orderBy("id")
    .execute();
  const options = normalizeNameOptions(input.options);
  // A name the user typed is not a run: the first generation after it is still the first.
  const { run } = await reserveGeneration(db, {
    userId: input.userId,
    session,
    kind: "names",
    isRegeneration: previous.some((p) => p.source === "generated"),
  });

  let names: NameSuggestion[];
  try {
    names = await provider
      .generate({
        category: session.business_type,
        description: session.business_description,
        exclude: previous.map((p) => p.name),
        seed: seedFrom(session.session_id, run),
        signal: input.signal,
        options,
        earlierMeanings: previous.filter((p) => p.source === "generated").map((p) => p.meaning),
      })
      .then(storable);
    if (names.length === 0) throw new Error("the provider returned no usable names");
  } catch (error) {
    await releaseGeneration(db, input.userId, "names");
    log.warn({ err: error, sessionId: session.session_id }, "name generation failed");
    throw new ApiError(502, "generation_failed", NAME_GENERATION_FAILED);
  }

  try {
    const stored = await db.transaction().execute(async (trx) => {
      // Runs in parallel could not see each other's names: under the session lock, keep only
      // names this brand has not been offered yet (decisions section 6: no repeats in a session).
      await sql`select 1 from user_sessions where session_id = ${session.session_id} for update`.execute(trx);
      const existing = await trx
        .selectFrom("generated_names")
        .select("name")
        .where("session_id", "=", session.session_id)
        .execute();
      const taken = new Set(existing.map((n) => nameKey(n.name)));
      const fresh = names.filter((n) => {
        const key = nameKey(n.name);
        if (taken.has(key)) return false;
        taken.add(key);
        return true;
      });
      if (fresh.length === 0) return fresh;
      await trx
        .insertInto("generated_names")
        .values(fresh.map((n) => ({ session_id: session.session_id, run, name: n.name, meaning: n.meaning })))
        .execute();
      if (hasNameOptions(options)) {
        await trx
          .insertInto("name_run_options")
          .values({ session_id: session.session_id, run, options: JSON.stringify(options) })
          .execute();
      }
      return fresh;
    });
    if (stored.length === 0) {
      log.warn({ sessionId: session.session_id }, "every suggested name was already offered");
      throw new ApiError(502, "generation_failed", NAME_GENERATION_FAILED);
    }
    return { session, names: stored, run };
  } catch (error) {
    await releaseGeneration(db, input.userId, "names");
    throw error;
  }
}

/** Whatever a provider returns is stored only as clean text of the lengths the table allows. */
function storable(names: NameSuggestion[]): NameSuggestion[] {
  return names
    .map((n) => ({
      name: plainText(n.name).replace(/\s+/g, " ").trim(),
      meaning: plainText(n.meaning).trim(),
    }))
    .filter((n) => n.name.length >= 1 && n.name.length <= 80 && n.meaning.length > 0);
}
