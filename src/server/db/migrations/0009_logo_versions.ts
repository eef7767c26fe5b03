import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
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
}
