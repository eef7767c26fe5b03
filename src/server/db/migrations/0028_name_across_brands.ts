import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A name offered to one brand is not offered to another (issue 25, decision 034): each name
  // run looks its candidates up among every brand's names by their normalized form (lower case,
  // trimmed, spaces collapsed). The unique index on (session_id, lower(name)) cannot serve a
  // lookup without the session, so this one keys the normalized name alone.
  await sql`
    create index generated_names_normalized_name on generated_names
      (lower(regexp_replace(btrim(name), '\\s+', ' ', 'g')))
  `.execute(db);
}
