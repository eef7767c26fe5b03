import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_trials (
      user_id text primary key references users(id) on delete cascade,
      has_used_trial boolean not null default false,
      trial_used_at timestamptz,
      name_generations integer not null default 0 check (name_generations >= 0),
      logo_generations integer not null default 0 check (logo_generations >= 0),
      updated_at timestamptz not null default now(),
      check (has_used_trial = (trial_used_at is not null))
    );
    create table user_sessions (
      session_id uuid primary key default gen_random_uuid(),
      user_id text not null references users(id) on delete cascade,
      business_type text check (business_type in ('food-beverage', 'services', 'digital-product', 'retail-ecommerce', 'agency', 'others')),
      business_description text check (char_length(business_description) between 50 and 500),
      chosen_name text check (char_length(chosen_name) between 1 and 80),
      chosen_name_meaning text,
      is_premium boolean not null default false,
      is_completed boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index user_sessions_latest_unfinished_idx
      on user_sessions (user_id, created_at desc) where not is_completed;
    create index user_sessions_created_idx on user_sessions (created_at);
    create table premium_sessions (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references users(id) on delete restrict,
      session_id uuid not null references user_sessions(session_id) on delete restrict,
      payment_id text not null unique,
      payment_status text not null check (payment_status in ('completed')),
      is_used boolean not null default false,
      used_at timestamptz,
      transaction_data jsonb,
      created_at timestamptz not null default now()
    );
    create index premium_sessions_unused_idx
      on premium_sessions (user_id, created_at desc) where payment_status = 'completed' and not is_used;
    create index premium_sessions_session_idx on premium_sessions (session_id);
    create table generated_names (
      id bigserial primary key,
      session_id uuid not null references user_sessions(session_id) on delete cascade,
      run integer not null check (run >= 1),
      name text not null check (char_length(name) between 1 and 80),
      meaning text not null,
      created_at timestamptz not null default now()
    );
    create index generated_names_session_idx on generated_names (session_id, id);
    create table generated_logos (
      id uuid primary key default gen_random_uuid(),
      session_id uuid not null references user_sessions(session_id) on delete cascade,
      run integer not null check (run >= 1),
      variant integer not null check (variant >= 0),
      logo_url text not null,
      is_selected boolean not null default false,
      is_downloaded boolean not null default false,
      created_at timestamptz not null default now()
    );
    create index generated_logos_session_idx on generated_logos (session_id, created_at);
    create unique index generated_logos_one_selected_idx on generated_logos (session_id) where is_selected;
    create table logo_images (
      logo_id uuid primary key references generated_logos(id) on delete cascade,
      png bytea not null,
      svg text,
      preview bytea not null,
      preview_marked bytea not null,
      width integer not null check (width > 0),
      height integer not null check (height > 0)
    );
    create table webhook_events (
      event_id text primary key,
      event_type text not null,
      received_at timestamptz not null default now()
    );
  `.execute(db);
}
