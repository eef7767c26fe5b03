import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
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
}
