import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Migration 0027 notified every write to a brand (user_sessions), but the caches read only
  // which brands are premium and completed (account-status.ts): a name or logo run's counter, a
  // chosen name or a stored brief changes nothing they hold. A notifying commit holds
  // PostgreSQL's notification lock until its commit is flushed, so every name run's notify made
  // concurrent runs wait for each other's flushes (decision 042). Updates now notify only when
  // they set a column the caches read; inserts, deletes and truncates still always do.
  await sql`drop trigger user_sessions_notify_write on user_sessions`.execute(db);
  await sql`
    create trigger user_sessions_notify_write
      after insert or delete or truncate on user_sessions
      for each statement execute function notify_table_write()
  `.execute(db);
  await sql`
    create trigger user_sessions_notify_cached_update
      after update of session_id, user_id, is_premium, is_completed, created_at on user_sessions
      for each statement execute function notify_table_write()
  `.execute(db);
}
