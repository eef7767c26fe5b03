import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The composition each logo was made from (src/shared/logo-design.ts): editor and brand kit
  // recompose from it. Null for logos made before it existed.
  await sql`alter table generated_logos add column design jsonb`.execute(db);
}
