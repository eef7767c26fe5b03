import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The brief (src/shared/brief.ts): one structured reading of the description, stored with the
  // brand. Null until the description is first read; a brand made before briefs is read on demand.
  await sql`alter table user_sessions add column brief jsonb`.execute(db);
}
