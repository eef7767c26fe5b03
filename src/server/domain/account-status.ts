import { type Kysely, sql } from "kysely";
import type { AppDatabase } from "../db/client";
import type { Database, UserTrial } from "../db/schema";
import { WriteThroughCache } from "../db/write-through-cache";
import { getPremiumStatus, type PremiumStatus, premiumStatusOf } from "./premium";
import { ensureTrial, markTrialUsed } from "./trial";

export type AccountStatus = { trial: UserTrial; premium: PremiumStatus };

type Row = UserTrial & {
  premium_sessions: Array<{ session_id: string; is_premium: boolean; is_completed: boolean }>;
  purchases: Array<{ is_used: boolean }>;
};

/**
 * A user's trial and premium status in one statement (what /api/me shows on every page): the
 * trial row with the premium sessions and completed purchases that `premiumStatusOf` reads.
 * The rules stay in trial.ts and premium.ts. Only a user's first visit, before the trial row
 * exists, takes more statements (ensureTrial creates it, spec section 4).
 */
export async function readAccountStatus(db: Kysely<Database>, userId: string): Promise<AccountStatus> {
  const { rows } = await sql<Row>`
    select t.*,
      coalesce((
        select json_agg(json_build_object(
          'session_id', s.session_id, 'is_premium', s.is_premium, 'is_completed', s.is_completed
        ) order by s.created_at desc)
        from user_sessions s where s.user_id = t.user_id and s.is_premium
      ), '[]'::json) as premium_sessions,
      coalesce((
        select json_agg(json_build_object('is_used', p.is_used))
        from premium_sessions p where p.user_id = t.user_id and p.payment_status = 'completed'
      ), '[]'::json) as purchases
    from user_trials t
    where t.user_id = ${userId}
  `.execute(db);
  const row = rows[0];
  if (!row) {
    const [trial, premium] = await Promise.all([ensureTrial(db, userId), getPremiumStatus(db, userId)]);
    return { trial, premium };
  }
  const { premium_sessions, purchases, ...stored } = row;
  let trial: UserTrial = stored;
  // Spec section 4: logo generations above 0 with the flag unset means the trial was used.
  if (trial.logo_generations > 0 && !trial.has_used_trial) trial = await markTrialUsed(db, userId);
  return { trial, premium: premiumStatusOf(premium_sessions, purchases) };
}

/** Everything readAccountStatus reads from (users: deleting one cascades to the rest). */
const ACCOUNT_TABLES = ["user_trials", "user_sessions", "premium_sessions", "users"];

/**
 * readAccountStatus for the request path. On the embedded database the result is kept per user
 * until any statement writes a table it was read from (see WriteThroughCache), so a page view
 * usually runs no statement at all; with DATABASE_URL every call reads.
 */
export function accountStatusReader(database: AppDatabase): (userId: string) => Promise<AccountStatus> {
  if (database.kind !== "pglite") return (userId) => readAccountStatus(database.db, userId);
  const cache = new WriteThroughCache<AccountStatus>(database, ACCOUNT_TABLES);
  return async (userId) => {
    const cached = cache.get(userId);
    if (cached) return cached;
    const generation = cache.begin();
    const status = await readAccountStatus(database.db, userId);
    cache.set(userId, status, generation);
    return status;
  };
}
