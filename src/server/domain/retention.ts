import { type Kysely, sql } from "kysely";
import type { Database } from "@/server/db/schema";
import type { Logger } from "@/server/logger";
import type { ImageStore } from "@/server/storage/image-store";
import { SESSION_RETENTION_DAYS } from "@/shared/constants";
import { forgetExpiredTrials } from "./trial-memory";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One advisory lock id for the clean-up: several server instances never run it at once. */
const RETENTION_LOCK = 7_310_442_001;

/**
 * Retention (docs/product.md#data-and-retention): unfinished, unpaid brand sessions older than a year are deleted with
 * their names and logos (foreign keys cascade; images in object storage are removed after);
 * paid sessions and purchase records are kept. Old rate-limit windows and expired sign-in
 * records go too. When another instance is already running it, this one skips (null).
 */
export async function runRetention(
  db: Kysely<Database>,
  images?: ImageStore,
): Promise<{ sessions: number } | null> {
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${RETENTION_LOCK}) as locked
    `.execute(conn);
    if (!rows[0]?.locked) return null;
    try {
      return await cleanUp(conn, images);
    } finally {
      await sql`select pg_advisory_unlock(${RETENTION_LOCK})`.execute(conn);
    }
  });
}

async function cleanUp(db: Kysely<Database>, images: ImageStore | undefined): Promise<{ sessions: number }> {
  const expired = db
    .selectFrom("user_sessions")
    .select("session_id")
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
    );
  const logoIds = (
    await db.selectFrom("generated_logos").select("id").where("session_id", "in", expired).execute()
  ).map((l) => l.id);
  const removeImages = images ? await images.prepareRemoval(db, logoIds) : async () => {};
  const deleted = await db.deleteFrom("user_sessions").where("session_id", "in", expired).executeTakeFirst();
  await removeImages();
  await forgetExpiredTrials(db);
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
export function scheduleRetention(db: Kysely<Database>, images: ImageStore, logger: Logger): () => void {
  const run = () =>
    runRetention(db, images)
      .then((result) =>
        result
          ? logger.info(result, "retention clean-up done")
          : logger.info("retention clean-up skipped: another instance is running it"),
      )
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
