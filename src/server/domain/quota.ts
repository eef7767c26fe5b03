import { type Kysely, sql } from "kysely";
import {
  MAX_LOGO_GENERATIONS,
  MAX_NAME_GENERATIONS,
  TRIAL_LOGO_GENERATIONS,
  TRIAL_NAME_GENERATIONS,
} from "@/shared/constants";
import type { Database } from "../db/schema";
import { ApiError } from "../http/errors";
import { isActivePremiumSession } from "./premium";
import { ensureTrial } from "./trial";

type Db = Kysely<Database>;
export type GenerationKind = "names" | "logos";

const COLUMN = { names: "name_generations", logos: "logo_generations" } as const;

export function generationLimit(kind: GenerationKind, premium: boolean): number {
  if (kind === "names") return premium ? MAX_NAME_GENERATIONS : TRIAL_NAME_GENERATIONS;
  return premium ? MAX_LOGO_GENERATIONS : TRIAL_LOGO_GENERATIONS;
}

export const limitReached = (kind: GenerationKind) =>
  new ApiError(
    403,
    "generation_limit",
    `You've reached the maximum number of ${kind === "names" ? "name" : "logo"} generations. Please upgrade to continue.`,
  );

export const premiumRequired = (kind: GenerationKind) =>
  new ApiError(
    403,
    "premium_required",
    `${kind === "names" ? "Name" : "Logo"} regeneration is a premium feature. Please upgrade to continue.`,
  );

/**
 * Decisions section 4. Takes one generation from the user's quota in a single atomic UPDATE, so
 * N parallel requests at a remaining quota of k succeed at most k times:
 * - with an active premium session for this brand: up to 5 name / 3 logo generations;
 * - otherwise the free trial: while it is unused, one name and one logo generation in total.
 * A regeneration (the session already has results) needs premium and an active premium session.
 * Returns the new count; give it back with releaseGeneration when the run fails.
 */
export async function reserveGeneration(
  db: Db,
  input: {
    userId: string;
    session: { is_premium: boolean; is_completed: boolean };
    kind: GenerationKind;
    isRegeneration: boolean;
  },
): Promise<{ count: number; limit: number }> {
  const premium = isActivePremiumSession(input.session);
  if (input.isRegeneration && !premium) throw premiumRequired(input.kind);
  const trial = await ensureTrial(db, input.userId);
  if (!premium && trial.has_used_trial) throw limitReached(input.kind);
  const column = COLUMN[input.kind];
  const limit = generationLimit(input.kind, premium);
  const row = await db
    .updateTable("user_trials")
    .set({ [column]: sql`${sql.ref(column)} + 1`, updated_at: sql`now()` })
    .where("user_id", "=", input.userId)
    .where(column, "<", limit)
    .$if(!premium, (qb) => qb.where("has_used_trial", "=", false))
    .returning(column)
    .executeTakeFirst();
  if (!row) throw limitReached(input.kind);
  return { count: (row as Record<string, number>)[column]!, limit };
}

/** A failed generation does not use up quota (decisions section 4). */
export async function releaseGeneration(db: Db, userId: string, kind: GenerationKind): Promise<void> {
  const column = COLUMN[kind];
  await db
    .updateTable("user_trials")
    .set({ [column]: sql`greatest(${sql.ref(column)} - 1, 0)`, updated_at: sql`now()` })
    .where("user_id", "=", userId)
    .execute();
}
