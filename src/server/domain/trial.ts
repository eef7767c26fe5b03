import { type Kysely, sql } from "kysely";
import type { Database, UserTrial } from "@/server/db/schema";
import { ApiError } from "@/server/http/errors";

type Db = Kysely<Database>;

/** A missing trial row is created with zero counts and the trial unused (docs/product.md#free-trial-and-quotas). */
export async function ensureTrial(db: Db, userId: string): Promise<UserTrial> {
  // Read first: this runs on every /api/me, and the row exists after the first call.
  let trial = await db.selectFrom("user_trials").selectAll().where("user_id", "=", userId).executeTakeFirst();
  if (!trial) {
    await db
      .insertInto("user_trials")
      .values({ user_id: userId })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .execute();
    trial = await db
      .selectFrom("user_trials")
      .selectAll()
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
  }
  // Logo generations above 0 with the flag unset mean a used trial (docs/product.md#free-trial-and-quotas).
  if (trial.logo_generations > 0 && !trial.has_used_trial) return markTrialUsed(db, userId);
  return trial;
}

/** Marks the free trial used (after its logo generation, or the first logo selection). */
export async function markTrialUsed(db: Db, userId: string): Promise<UserTrial> {
  return db
    .updateTable("user_trials")
    .set({ has_used_trial: true, trial_used_at: sql`coalesce(trial_used_at, now())`, updated_at: sql`now()` })
    .where("user_id", "=", userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets both generation counts to 0, when a purchase is fulfilled (docs/product.md#free-trial-and-quotas). */
export async function resetGenerationCounts(db: Db, userId: string): Promise<void> {
  await db
    .insertInto("user_trials")
    .values({ user_id: userId })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({ name_generations: 0, logo_generations: 0, updated_at: sql`now()` }),
    )
    .execute();
}

/**
 * Serialises a user's purchase-changing transactions (downloads, fulfilment, deletion) on their
 * users row, taken first so that every such transaction locks rows in the same order and none
 * deadlock, then makes sure the trial row exists. FOR NO KEY UPDATE: rows that only reference the
 * user (sessions, names) can still be written meanwhile. False when the user no longer exists
 * (deleted, possibly by a transaction this one waited for): nothing may be written for them, and
 * no trial row re-created.
 */
export async function lockUserIfExists(db: Db, userId: string): Promise<boolean> {
  const user = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!user) return false;
  await db
    .insertInto("user_trials")
    .values({ user_id: userId })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  await db.selectFrom("user_trials").select("user_id").where("user_id", "=", userId).forUpdate().execute();
  return true;
}

/** lockUserIfExists for requests: a user deleted meanwhile is a 404, never a 500. */
export async function lockUser(db: Db, userId: string): Promise<void> {
  if (!(await lockUserIfExists(db, userId))) throw accountGone();
}

export const accountGone = () => new ApiError(404, "account_deleted");

type JoinedTrial = {
  has_used_trial: boolean | null;
  name_generations: number | null;
  logo_generations: number | null;
};

/**
 * The trial counters read alongside other data (a left join on user_trials), when they need no
 * settling; undefined when the row is missing or the settling rule would mark it used (then call
 * ensureTrial, which writes).
 */
export function settledTrial(row: JoinedTrial) {
  if (row.has_used_trial === null) return undefined;
  if (!row.has_used_trial && Number(row.logo_generations ?? 0) > 0) return undefined;
  return {
    has_used_trial: row.has_used_trial,
    name_generations: Number(row.name_generations ?? 0),
    logo_generations: Number(row.logo_generations ?? 0),
  };
}
