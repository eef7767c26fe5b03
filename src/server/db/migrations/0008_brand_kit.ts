import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
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
}
