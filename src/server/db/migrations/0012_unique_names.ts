import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
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
}
