import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A brand kit is built in its buyer's language (English or Indonesian), and both may be kept
  // for one logo: the language is part of what identifies a stored kit. Kits built before this
  // were English.
  await sql`
    alter table brand_kits
      add column locale text not null default 'en' check (locale in ('en', 'id'))
  `.execute(db);
  await sql`alter table brand_kits drop constraint brand_kits_pkey`.execute(db);
  await sql`alter table brand_kits add primary key (logo_id, format_version, locale)`.execute(db);
}
