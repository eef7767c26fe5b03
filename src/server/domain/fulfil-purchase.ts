import { type Kysely, sql } from "kysely";
import type { Database } from "@/server/db/schema";
import { latestOrNewSessionLocked } from "./brand-sessions";
import { lockUserIfExists, resetGenerationCounts } from "./trial";

type Db = Kysely<Database>;

export type FulfilResult =
  | { granted: true; premiumSessionId: string; sessionId: string }
  | {
      granted: false;
      reason: "duplicate_event" | "already_fulfilled" | "unknown_session";
    };

/**
 * The one path by which a purchase becomes premium (docs/product.md#premium-and-payment), used by the verified
 * Paddle webhook, the status call's reconciliation and the demo checkout. In one transaction:
 * record the event id (each processed once), insert the purchase (payment ids are unique), mark
 * the session premium and reset the user's generation counts (docs/product.md#free-trial-and-quotas).
 */
export async function fulfilPurchase(
  db: Db,
  input: {
    paymentId: string;
    userId: string;
    sessionId: string;
    transactionData: unknown;
    event?: { id: string; type: string };
  },
): Promise<FulfilResult> {
  return db.transaction().execute(async (trx): Promise<FulfilResult> => {
    if (input.event) {
      const recorded = await trx
        .insertInto("webhook_events")
        .values({ event_id: input.event.id, event_type: input.event.type })
        .onConflict((oc) => oc.column("event_id").doNothing())
        .returning("event_id")
        .executeTakeFirst();
      if (!recorded) return { granted: false, reason: "duplicate_event" };
    }
    // A webhook can name a user that does not exist (deleted, or custom data from elsewhere):
    // nothing to grant, and no row may be written for them.
    if (!(await lockUserIfExists(trx, input.userId))) return { granted: false, reason: "unknown_session" };
    const paid = await trx
      .selectFrom("user_sessions")
      .select(["session_id", "is_completed"])
      .where("session_id", "=", input.sessionId)
      .where("user_id", "=", input.userId)
      .forUpdate()
      .executeTakeFirst();
    // A brand its owner deleted while its checkout was open is gone altogether (no row at all).
    const deleted =
      !paid &&
      !(await trx
        .selectFrom("user_sessions")
        .select("session_id")
        .where("session_id", "=", input.sessionId)
        .executeTakeFirst());
    if (!paid && !deleted) return { granted: false, reason: "unknown_session" };
    // A purchase is never stranded (docs/product.md#premium-and-payment). One that arrives for a brand already
    // finished (or deleted) pays for the brand being built now (or an empty one the wizard will fill).
    const session = !paid || paid.is_completed ? await latestOrNewSessionLocked(trx, input.userId) : paid;
    const inserted = await trx
      .insertInto("premium_sessions")
      .values({
        user_id: input.userId,
        session_id: session.session_id,
        payment_id: input.paymentId,
        payment_status: "completed",
        transaction_data: JSON.stringify(input.transactionData ?? null),
      })
      .onConflict((oc) => oc.column("payment_id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { granted: false, reason: "already_fulfilled" };
    await trx
      .updateTable("user_sessions")
      .set({ is_premium: true, updated_at: sql`now()` })
      .where("session_id", "=", session.session_id)
      .execute();
    await resetGenerationCounts(trx, input.userId);
    return { granted: true, premiumSessionId: inserted.id, sessionId: session.session_id };
  });
}
