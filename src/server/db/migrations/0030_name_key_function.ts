import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Each name run asks whether another brand was offered each candidate (decision 034). With
  // migration 0028's index on the bare expression, the planner prices regexp_replace like any
  // operator and reads the whole names table into a hash on every run instead of probing the
  // index per candidate: a cost that grows with every name ever stored (decision 037). The same
  // normalization as a function with its real price (plpgsql is never inlined, so the price
  // holds) leaves the index probe as the only cheap plan.
  await sql`
    create function brand_name_key(name text) returns text
      language plpgsql immutable strict parallel safe cost 1000
    as $$
    begin
      return lower(regexp_replace(btrim(name), '\\s+', ' ', 'g'));
    end
    $$
  `.execute(db);
  await sql`create index generated_names_name_key on generated_names (brand_name_key(name))`.execute(db);
  await sql`drop index generated_names_normalized_name`.execute(db);
}
