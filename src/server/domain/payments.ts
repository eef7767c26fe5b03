import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Logger } from "../logger";
import type { PaddleServer, PaddleTransactionSummary } from "../providers/payments/paddle";
import { type FulfilResult, fulfilPurchase } from "./fulfil-purchase";

type Db = Kysely<Database>;

export type GrantOutcome =
  | FulfilResult
  | { granted: false; reason: "not_completed" | "wrong_price" | "missing_custom_data" };

/**
 * Decisions section 5: a Paddle transaction grants a purchase only when it is completed, is for
 * our price, and its custom data names a real session of that user. Used by the webhook and by
 * the status call's reconciliation, both through fulfilPurchase.
 */
export async function grantFromTransaction(
  db: Db,
  paddle: PaddleServer,
  transaction: PaddleTransactionSummary,
  transactionData: unknown,
  event?: { id: string; type: string },
): Promise<GrantOutcome> {
  if (!transaction.paid) return { granted: false, reason: "not_completed" };
  if (!paddle.includesPackagePrice(transaction.priceIds)) return { granted: false, reason: "wrong_price" };
  const sessionId = transaction.customData?.session_id;
  const userId = transaction.customData?.user_id;
  if (!sessionId || !userId || !/^[0-9a-f-]{36}$/i.test(sessionId))
    return { granted: false, reason: "missing_custom_data" };
  return fulfilPurchase(db, { paymentId: transaction.id, userId, sessionId, transactionData, event });
}

export async function paymentStatus(
  db: Db,
  input: { userId: string; paymentId: string; paddle: PaddleServer | undefined; log: Logger },
): Promise<{ status: "completed" | "pending"; sessionId: string | null }> {
  const found = await db
    .selectFrom("premium_sessions")
    .select(["session_id"])
    .where("payment_id", "=", input.paymentId)
    .where("user_id", "=", input.userId)
    .executeTakeFirst();
  if (found) return { status: "completed", sessionId: found.session_id };
  if (!input.paddle) return { status: "pending", sessionId: null };
  // A late webhook must never strand a paying user: ask Paddle directly.
  try {
    const transaction = await input.paddle.getTransaction(input.paymentId);
    if (!transaction || transaction.customData?.user_id !== input.userId)
      return { status: "pending", sessionId: null };
    const outcome = await grantFromTransaction(db, input.paddle, transaction, transaction.raw);
    if (outcome.granted || outcome.reason === "already_fulfilled") {
      return { status: "completed", sessionId: transaction.customData?.session_id ?? null };
    }
    input.log.warn({ paymentId: input.paymentId, outcome }, "reconciliation did not grant");
  } catch (error) {
    input.log.warn({ err: error, paymentId: input.paymentId }, "reconciliation with Paddle failed");
  }
  return { status: "pending", sessionId: null };
}
