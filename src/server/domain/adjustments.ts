import { type Kysely, sql } from "kysely";
import { z } from "zod";
import type { Database } from "@/server/db/schema";
import { ApiError } from "@/server/http/errors";
import { getOwnedSession } from "./brand-sessions";
import { lockUserIfExists } from "./trial";

type Db = Kysely<Database>;

/**
 * Refunds and chargebacks (Paddle adjustments). Each adjustment is kept as Paddle last reported it;
 * an update older than the one stored (webhooks may arrive out of order) changes nothing, and each
 * event id is processed once (replays change nothing). The purchase's state follows from all of
 * its approved adjustments:
 * - a full refund, or a chargeback not reversed since: the purchase is taken back
 *   ("refunded" / "charged_back"), grants nothing, and its brand loses download permission (a used
 *   one keeps its receipt, marked so; downloads and the licence certificate are refused);
 * - a chargeback_reverse after the chargeback restores it;
 * - a partial refund is recorded only.
 */

/** Paddle's adjustment entity (API version 1): what we read of it. */
export const paddleAdjustmentSchema = z.object({
  id: z.string().min(1).max(100),
  action: z.string().min(1).max(50),
  transaction_id: z.string().min(1).max(100),
  status: z.string().min(1).max(50),
  type: z.string().min(1).max(20).default("full"),
  currency_code: z.string().max(10).nullish(),
  totals: z
    .object({ total: z.string().max(30).nullish(), currency_code: z.string().max(10).nullish() })
    .nullish(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type PaddleAdjustment = z.infer<typeof paddleAdjustmentSchema>;

export const REFUND_WINDOW_DAYS = 14;

export type AdjustmentOutcome =
  | { recorded: true; paymentStatus: Database["premium_sessions"]["payment_status"] | null }
  | { recorded: false; reason: "duplicate_event" | "stale_update" };

export async function recordAdjustment(
  db: Db,
  adjustment: PaddleAdjustment,
  event?: { id: string; type: string },
): Promise<AdjustmentOutcome> {
  return db.transaction().execute(async (trx): Promise<AdjustmentOutcome> => {
    if (event) {
      const fresh = await trx
        .insertInto("webhook_events")
        .values({ event_id: event.id, event_type: event.type })
        .onConflict((oc) => oc.column("event_id").doNothing())
        .returning("event_id")
        .executeTakeFirst();
      if (!fresh) return { recorded: false, reason: "duplicate_event" };
    }
    const { rows } = await sql<{ adjustment_id: string }>`
      insert into payment_adjustments
        (adjustment_id, payment_id, action, status, type, amount, currency_code, paddle_created_at, paddle_updated_at)
      values (${adjustment.id}, ${adjustment.transaction_id}, ${adjustment.action}, ${adjustment.status},
        ${adjustment.type}, ${adjustment.totals?.total ?? null},
        ${adjustment.totals?.currency_code ?? adjustment.currency_code ?? null},
        ${adjustment.created_at}::timestamptz, ${adjustment.updated_at}::timestamptz)
      on conflict (adjustment_id) do update set
        status = excluded.status, type = excluded.type, amount = excluded.amount,
        currency_code = excluded.currency_code, paddle_updated_at = excluded.paddle_updated_at,
        recorded_at = now()
      where payment_adjustments.paddle_updated_at < excluded.paddle_updated_at
      returning adjustment_id
    `.execute(trx);
    if (rows.length === 0) return { recorded: false, reason: "stale_update" };
    return { recorded: true, paymentStatus: await applyAdjustments(trx, adjustment.transaction_id) };
  });
}

/** The purchase's state from its approved adjustments; writes it (and the brand's premium flag). */
export async function applyAdjustments(
  trx: Db,
  paymentId: string,
): Promise<Database["premium_sessions"]["payment_status"] | null> {
  const owner = await trx
    .selectFrom("premium_sessions")
    .select("user_id")
    .where("payment_id", "=", paymentId)
    .executeTakeFirst();
  if (!owner) return null; // The purchase may arrive later; the adjustment is kept meanwhile.
  // The user's lock first, as downloads and fulfilment take it, then the purchase's row.
  if (owner.user_id) await lockUserIfExists(trx, owner.user_id);
  const purchase = await trx
    .selectFrom("premium_sessions")
    .select(["id", "session_id", "payment_status"])
    .where("payment_id", "=", paymentId)
    .forUpdate()
    .executeTakeFirst();
  if (!purchase) return null;
  const adjustments = await trx
    .selectFrom("payment_adjustments")
    .select(["action", "status", "type", "paddle_created_at"])
    .where("payment_id", "=", paymentId)
    .where("status", "=", "approved")
    .orderBy("paddle_created_at", "asc")
    .orderBy("adjustment_id", "asc")
    .execute();
  const refunded = adjustments.some((a) => a.action === "refund" && a.type === "full");
  const disputes = adjustments.filter((a) => a.action === "chargeback" || a.action === "chargeback_reverse");
  const chargedBack = disputes.at(-1)?.action === "chargeback";
  const next = refunded ? "refunded" : chargedBack ? "charged_back" : "completed";
  if (next === purchase.payment_status) return next;
  await trx
    .updateTable("premium_sessions")
    .set({ payment_status: next })
    .where("id", "=", purchase.id)
    .execute();
  if (purchase.session_id) {
    const stillPaid = await trx
      .selectFrom("premium_sessions")
      .select("id")
      .where("session_id", "=", purchase.session_id)
      .where("payment_status", "=", "completed")
      .executeTakeFirst();
    await trx
      .updateTable("user_sessions")
      .set({ is_premium: stillPaid !== undefined, updated_at: sql`now()` })
      .where("session_id", "=", purchase.session_id)
      .execute();
  }
  return next;
}

/** Why a brand without download permission has none, when a purchase was taken back. */
export async function revokedPurchaseError(db: Db, sessionId: string): Promise<ApiError | null> {
  const revoked = await db
    .selectFrom("premium_sessions")
    .select("payment_status")
    .where("session_id", "=", sessionId)
    .where("payment_status", "in", ["refunded", "charged_back"])
    .executeTakeFirst();
  if (!revoked) return null;
  return new ApiError(
    403,
    revoked.payment_status === "refunded" ? "purchase_refunded" : "purchase_charged_back",
  );
}

export type RefundState = {
  /** The buyer may ask for a refund now (within 14 days, nothing downloaded, none asked yet). */
  available: boolean;
  /** "requested": asked, waiting for Paddle; "refunded" / "charged_back": taken back. */
  status: "none" | "requested" | "refunded" | "charged_back";
  requestedAt: string | null;
  /** The last day a refund can be asked for. */
  availableUntil: string;
};

export function refundState(purchase: {
  payment_status: Database["premium_sessions"]["payment_status"];
  is_used: boolean;
  created_at: Date;
  refund_requested_at: Date | null;
}): RefundState {
  const until = new Date(new Date(purchase.created_at).getTime() + REFUND_WINDOW_DAYS * 86_400_000);
  const status =
    purchase.payment_status !== "completed"
      ? purchase.payment_status
      : purchase.refund_requested_at
        ? "requested"
        : "none";
  return {
    available: status === "none" && !purchase.is_used && Date.now() < until.getTime(),
    status,
    requestedAt: purchase.refund_requested_at ? new Date(purchase.refund_requested_at).toISOString() : null,
    availableUntil: until.toISOString(),
  };
}

/** Paddle's side of a refund request: creates a full refund adjustment, which Paddle then approves. */
export type RefundRequester = (transactionId: string) => Promise<PaddleAdjustment>;

/**
 * A refund asked for from the brand page: within 14 days of the purchase while nothing was
 * downloaded. A live purchase asks Paddle for a full refund (the adjustment's approval arrives as a
 * webhook); a demo purchase (offline mode) is refunded at once, so the whole path can be walked.
 */
export async function requestRefund(
  db: Db,
  input: { userId: string; sessionId: string; paddleRefund?: RefundRequester },
): Promise<RefundState> {
  await getOwnedSession(db, input.userId, input.sessionId);
  const purchase = await db
    .selectFrom("premium_sessions")
    .selectAll()
    .where("session_id", "=", input.sessionId)
    .where("user_id", "=", input.userId)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!purchase) throw new ApiError(409, "refund_no_purchase");
  const state = refundState(purchase);
  if (state.status !== "none") return state;
  if (!state.available) {
    throw new ApiError(409, purchase.is_used ? "refund_after_download" : "refund_window_passed");
  }
  const demo = purchase.payment_id.startsWith("demo_");
  if (!demo && !input.paddleRefund) {
    throw new ApiError(503, "refund_service_unavailable");
  }
  // Claim the request first, so two clicks make one adjustment.
  const claimed = await db
    .updateTable("premium_sessions")
    .set({ refund_requested_at: sql`now()` })
    .where("id", "=", purchase.id)
    .where("refund_requested_at", "is", null)
    .where("is_used", "=", false)
    .where("payment_status", "=", "completed")
    .returning("id")
    .executeTakeFirst();
  if (claimed) {
    try {
      const now = new Date().toISOString();
      const adjustment: PaddleAdjustment = demo
        ? {
            id: `adj_demo_${purchase.payment_id}`,
            action: "refund",
            transaction_id: purchase.payment_id,
            status: "approved",
            type: "full",
            totals: null,
            currency_code: null,
            created_at: now,
            updated_at: now,
          }
        : await input.paddleRefund!(purchase.payment_id);
      await recordAdjustment(db, adjustment);
    } catch (error) {
      await db
        .updateTable("premium_sessions")
        .set({ refund_requested_at: null })
        .where("id", "=", purchase.id)
        .execute();
      throw error;
    }
  }
  const after = await db
    .selectFrom("premium_sessions")
    .selectAll()
    .where("id", "=", purchase.id)
    .executeTakeFirstOrThrow();
  return refundState(after);
}
