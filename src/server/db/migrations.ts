import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import { CATEGORY_IDS } from "@/shared/categories";

/**
 * Migrations live in code so they ship inside the server bundle and run at start-up, in order,
 * once each (Kysely's migrator records them and takes a lock, so two instances do not race).
 * The same SQL runs on PGlite and PostgreSQL 15.
 */
const categoryList = sql.raw(CATEGORY_IDS.map((id) => `'${id}'`).join(", "));

const migrations: Record<string, Migration> = {
  "0001_auth": {
    async up(db) {
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
    },
  },
  "0002_brand": {
    async up(db) {
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
          business_type text check (business_type in (${categoryList})),
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
    },
  },
  "0003_rate_limits": {
    async up(db) {
      // Fixed-window counters shared by every server instance (decisions section 8, hardening).
      await sql`
        create table rate_limits (
          key text primary key,
          window_start timestamptz not null,
          count integer not null check (count >= 0)
        );
        create index rate_limits_window_idx on rate_limits (window_start);
      `.execute(db);
    },
  },
  "0004_brand_integrity": {
    async up(db) {
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
    },
  },
  "0005_logo_design": {
    async up(db) {
      // The composition each logo was made from (src/shared/logo-design.ts): editor and brand kit
      // recompose from it. Null for logos made before it existed.
      await sql`alter table generated_logos add column design jsonb`.execute(db);
    },
  },
  "0006_my_brands": {
    async up(db) {
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
    },
  },
  "0007_grapheme_description": {
    async up(db) {
      // The 50-500 rule counts characters as a person sees them (graphemes), which the server
      // checks; the column keeps only a storage bound, in UTF-16 code units like the app.
      await sql`
        alter table user_sessions drop constraint user_sessions_business_description_check;
        alter table user_sessions add constraint user_sessions_business_description_check
          check (char_length(business_description) between 1 and 4000);
      `.execute(db);
    },
  },
  "0008_brand_kit": {
    async up(db) {
      // Built brand kits, one per logo and kit format (src/server/kit/kit-store.ts): a kit is
      // made once and downloaded again from here. It holds the buyer's licence certificate, so
      // it goes with the logo (and so with the account).
      await sql`
        create table brand_kits (
          logo_id uuid not null references generated_logos(id) on delete cascade,
          format_version integer not null,
          zip bytea not null,
          size integer not null check (size > 0),
          file_count integer not null,
          build_ms integer not null,
          built_at timestamptz not null default now(),
          primary key (logo_id, format_version)
        );
      `.execute(db);
    },
  },
  "0009_logo_versions": {
    async up(db) {
      // A saved edit is a new version of a logo (its own row, design and images): parent_id is the
      // logo it was edited from, origin_id the generated logo the family descends from, version
      // its number in that family (1 for the generated one).
      await sql`
        alter table generated_logos
          add column parent_id uuid references generated_logos(id) on delete set null,
          add column origin_id uuid references generated_logos(id) on delete cascade,
          add column version integer not null default 1 check (version >= 1);
        create index generated_logos_origin_idx on generated_logos (origin_id) where origin_id is not null;
      `.execute(db);
    },
  },
  "0010_name_studio": {
    async up(db) {
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
    },
  },
  "0011_object_storage": {
    async up(db) {
      // Logo images may live in S3-compatible storage: the row then keeps only the metadata, and
      // says where the bytes are (rows written before stay readable from the database).
      await sql`
        alter table logo_images
          alter column png drop not null,
          alter column preview drop not null,
          alter column preview_marked drop not null,
          add column stored_in text not null default 'database' check (stored_in in ('database', 's3'));
        alter table brand_kits
          alter column zip drop not null,
          add column stored_in text not null default 'database' check (stored_in in ('database', 's3'));
        create table app_settings (
          key text primary key,
          value text not null,
          created_at timestamptz not null default now()
        );
        create table demo_idp_grants (
          id text primary key,
          kind text not null check (kind in ('code', 'access_token')),
          payload jsonb not null,
          expires_at timestamptz not null
        );
        create index demo_idp_grants_expires_idx on demo_idp_grants (expires_at);
      `.execute(db);
    },
  },
  "0012_unique_names": {
    async up(db) {
      // One brand is never offered one name twice (decisions section 6), also when runs store
      // their names in parallel without a session lock: a unique index ignoring case. Names that
      // parallel runs repeated before are merged into their first row (keeping a star).
      await sql`
        update generated_names g set is_favourite = true
        where not g.is_favourite and exists (
          select 1 from generated_names d
          where d.session_id = g.session_id and lower(d.name) = lower(g.name) and d.id > g.id and d.is_favourite
        );
        delete from generated_names d using generated_names g
        where d.session_id = g.session_id and lower(d.name) = lower(g.name) and d.id > g.id;
        create unique index generated_names_session_name_key on generated_names (session_id, lower(name));
      `.execute(db);
    },
  },
};

class CodeMigrationProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/** One advisory lock for migrating: instances starting together on one database take turns. */
const MIGRATION_LOCK = 7_310_442_000;

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  if (await isUpToDate(db)) return;
  // Several instances may start at once on a new database: the first migrates while the others
  // wait on the lock, then find everything done. (Kysely's own lock comes after creating its
  // bookkeeping tables, which two instances can race to create.)
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      if (!(await isUpToDate(conn))) await runMigrator(conn);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
}

async function runMigrator(db: Kysely<unknown>): Promise<void> {
  // Pin the bookkeeping tables to this connection's schema: Kysely otherwise finds another
  // schema's tables on a shared server (tests use one schema per file).
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: new CodeMigrationProvider(),
    migrationTableSchema: rows[0]?.schema ?? "public",
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

/**
 * Whether every migration has run already: the usual start of a server on existing data. One
 * statement, instead of the Migrator's catalogue introspection, lock and bookkeeping (over half
 * a second on the embedded database). Anything else (no table yet, a migration missing) goes
 * through the Migrator and its lock.
 */
async function isUpToDate(db: Kysely<unknown>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`
      select name from kysely_migration where name = any(${Object.keys(migrations)})
    `.execute(db);
    return rows.length === Object.keys(migrations).length;
  } catch {
    return false;
  }
}
