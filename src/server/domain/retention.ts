import { type Kysely, sql } from "kysely";
import { SESSION_RETENTION_DAYS } from "@/shared/constants";
import type { Database } from "../db/schema";
import type { Logger } from "../logger";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Decisions section 2: unfinished, unpaid brand sessions older than a year are deleted with
 * their names and logos (foreign keys cascade); paid sessions and purchase records are kept.
 * Old rate-limit windows and expired sign-in records go too.
 */
export async function runRetention(db: Kysely<Database>): Promise<{ sessions: number }> {
  const deleted = await db
    .deleteFrom("user_sessions")
    .where("is_completed", "=", false)
    .where("is_premium", "=", false)
    .where("created_at", "<", sql<Date>`now() - make_interval(days => ${SESSION_RETENTION_DAYS})`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("premium_sessions")
            .select("id")
            .whereRef("premium_sessions.session_id", "=", "user_sessions.session_id"),
        ),
      ),
    )
    .executeTakeFirst();
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", sql<Date>`now() - interval '1 day'`)
    .execute();
  // Payment records of deleted accounts are kept, detached, for the retention period (5 years).
  await sql`delete from premium_sessions where user_id is null and created_at < now() - interval '5 years'`.execute(
    db,
  );
  await sql`delete from payment_checks where checked_at < now() - interval '1 day'`.execute(db);
  await sql`delete from domain_checks where expires_at < now()`.execute(db);
  await sql`delete from auth_verifications where expires_at < now() - interval '1 day'`.execute(db);
  await sql`delete from auth_sessions where expires_at < now()`.execute(db);
  return { sessions: Number(deleted.numDeletedRows) };
}

/** Runs the clean-up shortly after start and then daily; the timers never keep the process alive. */
export function scheduleRetention(db: Kysely<Database>, logger: Logger): () => void {
  const run = () =>
    runRetention(db)
      .then((result) => logger.info(result, "retention clean-up done"))
      .catch((err) => logger.error({ err }, "retention clean-up failed"));
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
