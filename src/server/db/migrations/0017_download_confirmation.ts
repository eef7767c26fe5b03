import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The first download of a brand is confirmed once (decisions section 10): the logo becomes
  // final and the refund right ends for downloaded content. When it was confirmed, and under
  // which version of the Terms (their "Last updated" date), per brand.
  await sql`alter table user_sessions add column download_confirmed_at timestamptz`.execute(db);
  await sql`alter table user_sessions add column download_terms_version text`.execute(db);
  // Which files were downloaded: "Download Again" once the PNG itself was, the kit's own state.
  await sql`alter table user_sessions add column png_downloaded_at timestamptz`.execute(db);
  await sql`alter table user_sessions add column kit_downloaded_at timestamptz`.execute(db);
}
