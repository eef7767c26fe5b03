import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The 50-500 rule counts characters as a person sees them (graphemes), which the server
  // checks; the column keeps only a storage bound, in UTF-16 code units like the app.
  await sql`
    alter table user_sessions drop constraint user_sessions_business_description_check;
    alter table user_sessions add constraint user_sessions_business_description_check
      check (char_length(business_description) between 1 and 4000);
  `.execute(db);
}
