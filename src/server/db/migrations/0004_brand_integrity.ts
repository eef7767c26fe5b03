import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Logos belong to the name they were made for (decisions section 9); logos made before
  // this column existed were made for the session's chosen name at the time.
  // Run numbers come from per-session counters taken in the same statement as the quota, so
  // parallel runs never share a run (and so never share seeds).
  await sql`
    alter table generated_logos add column name text;
    update generated_logos l set name = coalesce(s.chosen_name, '')
      from user_sessions s where s.session_id = l.session_id;
    alter table generated_logos alter column name set not null;
    alter table user_sessions
      add column name_runs integer not null default 0 check (name_runs >= 0),
      add column logo_runs integer not null default 0 check (logo_runs >= 0);
    update user_sessions s set
      name_runs = coalesce((select max(run) from generated_names n where n.session_id = s.session_id), 0),
      logo_runs = coalesce((select max(run) from generated_logos l where l.session_id = s.session_id), 0);
    create index generated_logos_session_name_idx on generated_logos (session_id, name);
    create table payment_checks (
      payment_id text primary key,
      checked_at timestamptz not null default now()
    );
  `.execute(db);
}
