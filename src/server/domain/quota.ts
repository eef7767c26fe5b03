import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "@/server/db/schema";
import { ApiError } from "@/server/http/errors";
import {
  MAX_LOGO_GENERATIONS,
  MAX_NAME_GENERATIONS,
  TRIAL_LOGO_GENERATIONS,
  TRIAL_NAME_GENERATIONS,
} from "@/shared/constants";
import { errorMessage } from "@/shared/error-codes";
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
  new ApiError(403, "generation_limit", errorMessage("generation_limit", kind));

export const premiumRequired = (kind: GenerationKind) =>
  new ApiError(403, "premium_required", errorMessage("premium_required", kind));

type TrialState = { has_used_trial: boolean };

const RUNS = { names: "name_runs", logos: "logo_runs" } as const;

/**
 * Quotas (docs/product.md#free-trial-and-quotas). Takes one generation from the user's quota and the session's next run
 * number in a single statement, so N parallel requests at a remaining quota of k succeed at most
 * k times and no two runs share a number (or the seeds made from it):
 * - with an active premium session for this brand: up to 5 name / 3 logo generations;
 * - otherwise the free trial: while it is unused, one name and one logo generation in total.
 * A regeneration (the session already has results) needs premium and an active premium session.
 * Give the quota back with releaseGeneration when the run fails (its run number stays spent).
 *
 * The statement commits without waiting for its WAL flush (`synchronous_commit` off for this
 * transaction only), as the rate limits do (decision 018): the row lock and the `count < limit`
 * check make it exactly as atomic and shared between instances, and other requests see it at
 * once. What changes is only what a database crash can undo: the last few hundred milliseconds
 * of reservations. WAL is written in order, so the run's own results, stored later in a commit
 * that does wait for its flush, make the reservation durable with them; a reservation lost in a
 * crash is one whose run stored nothing, which is a failed run, and a failed run gives its quota
 * back anyway (docs/product.md#free-trial-and-quotas). The flush was most of a name run's server
 * time on PostgreSQL (issue 33: 4 ms at the median and 37 ms at p99 on the bench machine's disk).
 */
export async function reserveGeneration(
  db: Db,
  input: {
    userId: string;
    session: { session_id: string; is_premium: boolean; is_completed: boolean };
    kind: GenerationKind;
    isRegeneration: boolean;
    /** The user's trial row when the caller already read it (saves a statement); else it is read. */
    trial?: TrialState;
  },
): Promise<{ count: number; limit: number; run: number }> {
  const premium = isActivePremiumSession(input.session);
  if (input.isRegeneration && !premium) throw premiumRequired(input.kind);
  const trial = input.trial ?? (await ensureTrial(db, input.userId));
  if (!premium && trial.has_used_trial) throw limitReached(input.kind);
  const limit = generationLimit(input.kind, premium);
  const { rows } = await sql<{ count: number; run: number }>`
    with async_commit as (
      select set_config('synchronous_commit', 'off', true)
    ), ${reservationSteps({
      userId: input.userId,
      sessionId: input.session.session_id,
      kind: input.kind,
      premium: sql.lit(premium),
    })}
    select quota.count, next_run.run from quota, next_run, async_commit
  `.execute(db);
  const row = rows[0];
  if (!row) throw limitReached(input.kind);
  return { count: Number(row.count), limit, run: Number(row.run) };
}

/**
 * The two updates that take one generation from the quota and the session's next run number, as
 * the CTEs `quota` and `next_run` of a statement that commits without waiting for its flush (see
 * reserveGeneration). `premium` says whether the session is an active premium one: a literal, or
 * SQL over a row the same statement read. `guard`, when given, is one more condition of the quota
 * update (see reserveNameRun).
 */
export function reservationSteps(input: {
  userId: string;
  sessionId: string;
  kind: GenerationKind;
  premium: RawBuilder<boolean | null>;
  guard?: RawBuilder<boolean>;
}): RawBuilder<unknown> {
  const { kind, premium } = input;
  const column = sql.ref(COLUMN[kind]);
  const runs = sql.ref(RUNS[kind]);
  const limit = sql`case when ${premium} then ${generationLimit(kind, true)}::int
    else ${generationLimit(kind, false)}::int end`;
  return sql`quota as (
      update user_trials set ${column} = ${column} + 1, updated_at = now()
      where user_id = ${input.userId} and ${column} < ${limit}
        and (${premium} or has_used_trial = false) ${input.guard ? sql`and ${input.guard}` : sql``}
        and exists (
          select 1 from user_sessions
          where session_id = ${input.sessionId} and not is_completed
        )
      returning ${column} as count
    ), next_run as (
      update user_sessions set ${runs} = ${runs} + 1
      where session_id = ${input.sessionId} and exists (select 1 from quota)
      returning ${runs} as run
    )`;
}

/** A failed generation does not use up quota (docs/product.md#free-trial-and-quotas). */
export async function releaseGeneration(db: Db, userId: string, kind: GenerationKind): Promise<void> {
  const column = COLUMN[kind];
  await db
    .updateTable("user_trials")
    .set({ [column]: sql`greatest(${sql.ref(column)} - 1, 0)`, updated_at: sql`now()` })
    .where("user_id", "=", userId)
    .execute();
}
