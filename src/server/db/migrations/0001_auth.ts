import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // better-auth's tables, mapped to snake_case in server/auth/auth.ts.
  await sql`
    create table users (
      id text primary key,
      name text not null,
      email text not null unique,
      email_verified boolean not null default false,
      image text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create table auth_sessions (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      token text not null unique,
      expires_at timestamptz not null,
      ip_address text,
      user_agent text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index auth_sessions_user_idx on auth_sessions (user_id);
    create table auth_accounts (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      account_id text not null,
      provider_id text not null,
      access_token text,
      refresh_token text,
      id_token text,
      access_token_expires_at timestamptz,
      refresh_token_expires_at timestamptz,
      scope text,
      password text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (provider_id, account_id)
    );
    create index auth_accounts_user_idx on auth_accounts (user_id);
    create table auth_verifications (
      id text primary key,
      identifier text not null,
      value text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index auth_verifications_identifier_idx on auth_verifications (identifier);
  `.execute(db);
}
