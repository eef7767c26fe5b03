import { type Kysely, sql } from "kysely";
import type { Database, UserTrial } from "../db/schema";
import { getPremiumStatus, type PremiumStatus, premiumStatusOf } from "./premium";
import { ensureTrial, markTrialUsed } from "./trial";

type Row = UserTrial & {
  premium_sessions: Array<{ session_id: string; is_premium: boolean; is_completed: boolean }>;
  purchases: Array<{ is_used: boolean }>;
};

/**
 * A user's trial and premium status in one statement (what /api/me shows on every page): the
 * trial row, created when missing (spec section 4), with the premium sessions and completed
 * purchases that `premiumStatusOf` reads. The rules stay in trial.ts and premium.ts.
 */
export async function readAccountStatus(
  db: Kysely<Database>,
  userId: string,
): Promise<{ trial: UserTrial; premium: PremiumStatus }> {
  // The insert runs only when the row is missing, so a signed-in page view does not write.
  const { rows } = await sql<Row>`
    with created as (
      insert into user_trials (user_id)
      select ${userId} where not exists (select 1 from user_trials where user_id = ${userId})
      on conflict (user_id) do nothing
      returning *
    ), trial as (
      select * from created
      union all
      select * from user_trials where user_id = ${userId}
    )
    select trial.*,
      coalesce((
        select json_agg(json_build_object(
          'session_id', s.session_id, 'is_premium', s.is_premium, 'is_completed', s.is_completed
        ) order by s.created_at desc)
        from user_sessions s where s.user_id = ${userId} and s.is_premium
      ), '[]'::json) as premium_sessions,
      coalesce((
        select json_agg(json_build_object('is_used', p.is_used))
        from premium_sessions p where p.user_id = ${userId} and p.payment_status = 'completed'
      ), '[]'::json) as purchases
    from trial
    limit 1
  `.execute(db);
  const row = rows[0];
  if (!row) {
    // A concurrent first request created the row after this statement's snapshot was taken.
    const [trial, premium] = await Promise.all([ensureTrial(db, userId), getPremiumStatus(db, userId)]);
    return { trial, premium };
  }
  const { premium_sessions, purchases, ...stored } = row;
  let trial: UserTrial = stored;
  // Spec section 4: logo generations above 0 with the flag unset means the trial was used.
  if (trial.logo_generations > 0 && !trial.has_used_trial) trial = await markTrialUsed(db, userId);
  return { trial, premium: premiumStatusOf(premium_sessions, purchases) };
}
