import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // My brands (favourites, public share pages) and account deletion, which keeps payment
  // records for their retention period detached from the person (privacy policy).
  await sql`
    alter table generated_names add column is_favourite boolean not null default false;
    alter table generated_logos add column is_favourite boolean not null default false;
    alter table user_sessions
      add column share_slug text unique check (share_slug ~ '^[A-Za-z0-9_-]{10,32}$'),
      add column share_enabled boolean not null default false;
    create index user_sessions_user_created_idx on user_sessions (user_id, created_at desc, session_id desc);
    alter table premium_sessions
      alter column user_id drop not null,
      alter column session_id drop not null,
      add column detached_at timestamptz,
      drop constraint premium_sessions_user_id_fkey,
      drop constraint premium_sessions_session_id_fkey,
      add constraint premium_sessions_user_id_fkey
        foreign key (user_id) references users(id) on delete set null,
      add constraint premium_sessions_session_id_fkey
        foreign key (session_id) references user_sessions(session_id) on delete set null;
  `.execute(db);
}
