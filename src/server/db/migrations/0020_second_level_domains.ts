import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Name checks look up second-level endings a registry sells directly (Indonesia's .co.id, from
  // the .id registry), so a cached answer's ending may have one dot.
  await sql`alter table domain_checks drop constraint domain_checks_tld_check`.execute(db);
  await sql`
    alter table domain_checks add constraint domain_checks_tld_check
      check (tld ~ '^[a-z0-9-]{2,63}(\\.[a-z0-9-]{2,63})?$')
  `.execute(db);
}
