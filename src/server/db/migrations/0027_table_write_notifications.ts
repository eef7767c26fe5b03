import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Each server process keeps sessions and account status in memory; on a shared PostgreSQL
  // another instance (or a script) may change them, so every statement that writes one of the
  // tables they are read from notifies the channel `table_writes` with `<schema>.<table>`, and
  // each process LISTENs and drops what it kept (decision 032). Per statement, not per row: a
  // notification only says "changed", and identical ones in a transaction are sent once.
  await sql`
    create function notify_table_write() returns trigger language plpgsql as $$
    begin
      perform pg_notify('table_writes', tg_table_schema || '.' || tg_table_name);
      return null;
    end
    $$
  `.execute(db);
  for (const table of ["auth_sessions", "users", "user_trials", "user_sessions", "premium_sessions"]) {
    await sql`
      create trigger ${sql.id(`${table}_notify_write`)}
        after insert or update or delete or truncate on ${sql.id(table)}
        for each statement execute function notify_table_write()
    `.execute(db);
  }
}
