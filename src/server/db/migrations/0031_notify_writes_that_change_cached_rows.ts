import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Migration 0027 notified every write to the tables the caches read. Two kinds change nothing
  // they hold (decision 042):
  // - A brand's (user_sessions) run counters, chosen name, brief, step and the like: the account
  //   cache reads only which brands are premium and completed. A notifying commit holds
  //   PostgreSQL's notification lock until its commit is flushed, so every name run's notify made
  //   concurrent runs wait for each other's flushes.
  // - A new session, user or trial row (a sign-in, a first visit): the session cache keeps only
  //   sessions it found, and an account status is kept only once its user and trial row exist.
  //   Notified, each sign-in emptied every instance's caches.
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
  for (const table of ["auth_sessions", "users", "user_trials"]) {
    await sql`drop trigger ${sql.id(`${table}_notify_write`)} on ${sql.id(table)}`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_notify_write`)}
        after update or delete or truncate on ${sql.id(table)}
        for each statement execute function notify_table_write()
    `.execute(db);
  }
}
