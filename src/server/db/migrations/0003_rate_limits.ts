import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Fixed-window counters shared by every server instance (decisions section 8, hardening).
  await sql`
    create table rate_limits (
      key text primary key,
      window_start timestamptz not null,
      count integer not null check (count >= 0)
    );
    create index rate_limits_window_idx on rate_limits (window_start);
  `.execute(db);
}
