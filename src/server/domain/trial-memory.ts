import { createHmac, hkdfSync } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "@/server/db/schema";

type Db = Kysely<Database>;

/**
 * One free trial per person, across account deletion (decision 016). Deleting an account keeps
 * only keyed hashes (HMAC-SHA-256) of the normalised e-mail and of each identity provider subject,
 * with the trial's state, for one year; a person who signs in again with the same e-mail or the
 * same provider account gets that trial state back, and nothing else. The HMAC key is derived
 * from the server's secret (HKDF with its own label), so the hashes name no one without it, and
 * rotating the secret forgets every remembered trial.
 */

export const TRIAL_MEMORY_DAYS = 365;
const LABEL = "brand-studio trial memory v1";

export type TrialMemoryKey = { readonly bytes: Buffer };

export function trialMemoryKey(secret: string): TrialMemoryKey {
  return { bytes: Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), LABEL, 32)) };
}

/** How an e-mail address is compared: trimmed, lower case, NFC. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase().normalize("NFC");
}

export function emailHash(key: TrialMemoryKey, email: string): string {
  return createHmac("sha256", key.bytes)
    .update(`email\u0000${normaliseEmail(email)}`)
    .digest("hex");
}

export function subjectHash(key: TrialMemoryKey, providerId: string, accountId: string): string {
  return createHmac("sha256", key.bytes).update(`subject\u0000${providerId}\u0000${accountId}`).digest("hex");
}

/**
 * Inside the deletion's transaction, before the user row goes: remembers the trial under the
 * person's e-mail and every provider subject they signed in with. A trial never touched (no row,
 * or unused with nothing generated) is not worth remembering.
 */
export async function rememberTrial(trx: Db, key: TrialMemoryKey, userId: string): Promise<void> {
  const trial = await trx
    .selectFrom("user_trials")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!trial) return;
  if (!trial.has_used_trial && trial.name_generations === 0 && trial.logo_generations === 0) return;
  const user = await trx.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst();
  const { rows: accounts } = await sql<{ provider_id: string; account_id: string }>`
    select provider_id, account_id from auth_accounts where user_id = ${userId}
  `.execute(trx);
  const email = user ? emailHash(key, user.email) : null;
  const subjects = accounts.map((a) => subjectHash(key, a.provider_id, a.account_id));
  const rows = (subjects.length > 0 ? subjects : [null]).map((subject) => ({
    email_hash: email,
    subject_hash: subject,
    has_used_trial: trial.has_used_trial,
    trial_used_at: trial.trial_used_at,
    name_generations: trial.name_generations,
    logo_generations: trial.logo_generations,
    expires_at: sql<Date>`now() + make_interval(days => ${TRIAL_MEMORY_DAYS})` as unknown as Date,
  }));
  await trx.insertInto("trial_memory").values(rows).execute();
}

/**
 * When an account is created (by e-mail) or a provider account is linked to it (by subject): the
 * remembered trial state, if any, becomes the user's, merged so that it only ever moves towards
 * "used" (flags or'ed, counts maxed). Nothing else of the old account comes back.
 */
export async function restoreTrial(
  db: Db,
  key: TrialMemoryKey,
  userId: string,
  identity: { email?: string; providerId?: string; accountId?: string },
): Promise<boolean> {
  const hashes: Array<["email_hash" | "subject_hash", string]> = [];
  if (identity.email) hashes.push(["email_hash", emailHash(key, identity.email)]);
  if (identity.providerId && identity.accountId) {
    hashes.push(["subject_hash", subjectHash(key, identity.providerId, identity.accountId)]);
  }
  if (hashes.length === 0) return false;
  const remembered = await db
    .selectFrom("trial_memory")
    .select([
      sql<boolean>`bool_or(has_used_trial)`.as("has_used_trial"),
      sql<Date | null>`min(trial_used_at)`.as("trial_used_at"),
      sql<number>`max(name_generations)`.as("name_generations"),
      sql<number>`max(logo_generations)`.as("logo_generations"),
      sql<number>`count(*)`.as("found"),
    ])
    .where("expires_at", ">", sql<Date>`now()`)
    .where((eb) => eb.or(hashes.map(([column, value]) => eb(column, "=", value))))
    .executeTakeFirst();
  if (!remembered || Number(remembered.found) === 0) return false;
  const user = await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst();
  if (!user) return false;
  await db
    .insertInto("user_trials")
    .values({
      user_id: userId,
      has_used_trial: remembered.has_used_trial,
      trial_used_at: remembered.trial_used_at,
      name_generations: Number(remembered.name_generations),
      logo_generations: Number(remembered.logo_generations),
    })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({
        has_used_trial: sql`user_trials.has_used_trial or excluded.has_used_trial`,
        trial_used_at: sql`coalesce(user_trials.trial_used_at, excluded.trial_used_at)`,
        name_generations: sql`greatest(user_trials.name_generations, excluded.name_generations)`,
        logo_generations: sql`greatest(user_trials.logo_generations, excluded.logo_generations)`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
  return true;
}

/** Retention: remembered trials go after their year. */
export async function forgetExpiredTrials(db: Db): Promise<number> {
  const result = await db
    .deleteFrom("trial_memory")
    .where("expires_at", "<=", sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
