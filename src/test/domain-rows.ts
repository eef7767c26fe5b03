import type { Kysely } from "kysely";
import type { Database } from "../server/db/schema";

/**
 * Rows for the domain rules' unit tests, written straight into a test database (no HTTP): a user,
 * a brand session with chosen flags, a completed purchase, a selected logo.
 */
export function domainRows(db: Kysely<Database>) {
  let users = 0;
  return {
    async user(): Promise<string> {
      const id = `rules-user-${++users}-${Math.random().toString(36).slice(2, 8)}`;
      await db
        .insertInto("users")
        .values({ id, name: id, email: `${id}@example.com` })
        .execute();
      return id;
    },
    async brand(
      userId: string,
      flags: { is_premium?: boolean; is_completed?: boolean; chosen_name?: string } = {},
    ): Promise<string> {
      const row = await db
        .insertInto("user_sessions")
        .values({ user_id: userId, ...flags })
        .returning("session_id")
        .executeTakeFirstOrThrow();
      return row.session_id;
    },
    async purchase(userId: string, sessionId: string, isUsed = false): Promise<string> {
      const row = await db
        .insertInto("premium_sessions")
        .values({
          user_id: userId,
          session_id: sessionId,
          payment_id: `pay-${sessionId}-${Math.random().toString(36).slice(2, 8)}`,
          payment_status: "completed",
          is_used: isUsed,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async selectedLogo(sessionId: string, name: string): Promise<string> {
      const row = await db
        .insertInto("generated_logos")
        .values({ session_id: sessionId, run: 1, variant: 0, name, logo_url: "", is_selected: true })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    session(sessionId: string) {
      return db
        .selectFrom("user_sessions")
        .selectAll()
        .where("session_id", "=", sessionId)
        .executeTakeFirstOrThrow();
    },
    trial(userId: string) {
      return db.selectFrom("user_trials").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();
    },
    purchaseRow(id: string) {
      return db.selectFrom("premium_sessions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    },
  };
}
