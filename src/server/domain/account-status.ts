import { type Expression, type Kysely, type RawBuilder, sql } from "kysely";
import type { AppDatabase } from "@/server/db/client";
import type { Database, UserTrial } from "@/server/db/schema";
import { WriteThroughCache } from "@/server/db/write-through-cache";
import { getPremiumStatus, type PremiumStatus, premiumStatusOf } from "./premium";
import { ensureTrial } from "./trial";

export type AccountStatus = { trial: UserTrial; premium: PremiumStatus };

type StatusJson = {
  trial: Omit<UserTrial, "trial_used_at" | "updated_at"> & {
    trial_used_at: string | null;
    updated_at: string;
  };
  premium_sessions: Array<{ session_id: string; is_premium: boolean; is_completed: boolean }>;
  purchases: Array<{ is_used: boolean }>;
};

/**
 * A user's trial and premium status as one JSON value, for any statement that knows the user's
 * id (/api/me reads it together with the session): the trial row with the premium sessions and
 * completed purchases that `premiumStatusOf` reads. Null when the trial row does not exist yet.
 */
export function accountStatusJson(userId: Expression<string>): RawBuilder<StatusJson | null> {
  return sql<StatusJson | null>`(
    select json_build_object(
      'trial', row_to_json(t),
      'premium_sessions', coalesce((
        select json_agg(json_build_object(
          'session_id', s.session_id, 'is_premium', s.is_premium, 'is_completed', s.is_completed
        ) order by s.created_at desc)
        from user_sessions s where s.user_id = t.user_id and s.is_premium
      ), '[]'::json),
      'purchases', coalesce((
        select json_agg(json_build_object('is_used', p.is_used))
        from premium_sessions p where p.user_id = t.user_id and p.payment_status = 'completed'
      ), '[]'::json)
    )
    from user_trials t where t.user_id = ${userId}
  )`;
}

/**
 * The status from accountStatusJson, when it needs nothing written: undefined when the trial row
 * is missing or the settling rule (logo generations above 0 with the flag unset) must mark it used
 * (docs/product.md#free-trial-and-quotas).
 * The rules stay in trial.ts and premium.ts.
 */
export function accountStatusFrom(json: StatusJson | null | undefined): AccountStatus | undefined {
  if (!json) return undefined;
  const { trial_used_at, updated_at, ...rest } = json.trial;
  const trial: UserTrial = {
    ...rest,
    trial_used_at: trial_used_at === null ? null : new Date(trial_used_at),
    updated_at: new Date(updated_at),
  };
  if (trial.logo_generations > 0 && !trial.has_used_trial) return undefined;
  return { trial, premium: premiumStatusOf(json.premium_sessions, json.purchases) };
}

/**
 * A user's trial and premium status in one statement (what /api/me shows on every page). Only a
 * user's first visit, before the trial row exists, takes more statements (ensureTrial creates it,
 * docs/product.md#free-trial-and-quotas), as does the visit that marks a used trial.
 */
export async function readAccountStatus(db: Kysely<Database>, userId: string): Promise<AccountStatus> {
  const { rows } = await sql<{ status: StatusJson | null }>`
    select ${accountStatusJson(sql.val(userId))} as status
  `.execute(db);
  return accountStatusFrom(rows[0]?.status) ?? (await settleAccountStatus(db, userId));
}

/** The rare path: create the trial row, or mark the trial used, then read the status. */
export async function settleAccountStatus(db: Kysely<Database>, userId: string): Promise<AccountStatus> {
  const trial = await ensureTrial(db, userId);
  return { trial, premium: await getPremiumStatus(db, userId) };
}

/**
 * Everything readAccountStatus reads from (users: deleting one cascades to the rest). Of
 * user_sessions it reads session_id, user_id, is_premium, is_completed and created_at, and only
 * updates setting those notify other instances (migration 0031, decision 042): reading another
 * column of it here needs a migration adding that column to the trigger.
 */
const ACCOUNT_TABLES = ["user_trials", "user_sessions", "premium_sessions", "users"];

/**
 * readAccountStatus for the request path. The result is kept per user until a table it was read
 * from is written (see WriteThroughCache), so a page view usually runs no statement at all;
 * `serving` is false while the cache cannot be trusted (PostgreSQL's notifications not arriving),
 * and then every call reads.
 */
export function accountStatusReader(database: AppDatabase): {
  read(userId: string): Promise<AccountStatus>;
  readonly serving: boolean;
} {
  // A status is kept only once its user and trial row exist: another user's new rows change none.
  const cache = new WriteThroughCache<AccountStatus>(database, ACCOUNT_TABLES, {
    insertsChangeNothing: ["users", "user_trials"],
  });
  return {
    get serving() {
      return cache.serving;
    },
    async read(userId) {
      const cached = cache.get(userId);
      if (cached) return cached;
      const generation = cache.begin();
      const status = await readAccountStatus(database.db, userId);
      cache.set(userId, status, generation);
      return status;
    },
  };
}
