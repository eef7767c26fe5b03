import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A kit zip may be kept in the database as rows of at most 256 KB (decision 036): the embedded
  // database copies a statement's parameters and results into its WebAssembly memory, which never
  // shrinks, so one 3-4 MB value grew it by ~14 MB. The chunks go with their kit row, and so with
  // the logo and the account.
  await sql`
    alter table brand_kits drop constraint brand_kits_stored_in_check;
    alter table brand_kits
      add constraint brand_kits_stored_in_check check (stored_in in ('database', 's3', 'chunks'));
    create table brand_kit_chunks (
      logo_id uuid not null,
      format_version integer not null,
      locale text not null,
      seq integer not null check (seq >= 0),
      bytes bytea not null check (octet_length(bytes) between 1 and 262144),
      primary key (logo_id, format_version, locale, seq),
      foreign key (logo_id, format_version, locale)
        references brand_kits (logo_id, format_version, locale) on delete cascade
    );
  `.execute(db);
}
