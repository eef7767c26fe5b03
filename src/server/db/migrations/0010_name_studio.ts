import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Name studio (step 3): typed names are rows of generated_names (so "the chosen name is one
  // known to this brand" holds for them too) with run 0; each run's controls are kept with
  // it; RDAP answers are cached per name and TLD, shared by every server instance.
  await sql`
    alter table generated_names
      add column source text not null default 'generated' check (source in ('generated', 'typed'));
    alter table generated_names drop constraint generated_names_run_check;
    alter table generated_names add constraint generated_names_run_check
      check ((source = 'generated' and run >= 1) or (source = 'typed' and run = 0));
    create table name_run_options (
      session_id uuid not null references user_sessions(session_id) on delete cascade,
      run integer not null check (run >= 1),
      options jsonb not null,
      primary key (session_id, run)
    );
    create table domain_checks (
      label text not null check (char_length(label) between 1 and 253),
      tld text not null check (tld ~ '^[a-z0-9-]{2,63}$'),
      state text not null check (state in ('available', 'taken', 'unknown')),
      reason text,
      checked_at timestamptz not null default now(),
      expires_at timestamptz not null,
      primary key (label, tld)
    );
    create index domain_checks_expires_idx on domain_checks (expires_at);
    create index user_sessions_chosen_name_length_idx
      on user_sessions (char_length(chosen_name)) where chosen_name is not null;
  `.execute(db);
}
