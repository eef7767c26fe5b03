import { type Kysely, sql } from "kysely";
import { z } from "zod";
import type { Database } from "@/server/db/schema";
import type { Logger } from "@/server/logger";
import type { PaddleServer, PaddleTransactionSummary } from "@/server/providers/payments/paddle";
import { type FulfilResult, fulfilPurchase } from "./fulfil-purchase";

type Db = Kysely<Database>;

export type GrantOutcome =
  | FulfilResult
  | { granted: false; reason: "not_completed" | "wrong_price" | "missing_custom_data" };

/**
 * Purchases (docs/product.md#premium-and-payment): a Paddle transaction grants a purchase only when it is completed, is for
 * our price, and its custom data names a real session of that user. Used by the webhook and by
 * the status call's reconciliation, both through fulfilPurchase.
 */
const customDataIds = z.object({
  sessionId: z.uuid(),
  userId: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\w-]+$/),
});

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
  // Ids are checked strictly here: a malformed one must be acknowledged without a grant, not
  // reach the database as a failing cast.
  if (!sessionId || !userId || !customDataIds.safeParse({ sessionId, userId }).success)
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
  // A late webhook must never strand a paying user: ask Paddle directly, but at most once per
  // transaction id every few seconds across all pollers and instances.
  if (!(await claimPaddleCheck(db, input.paymentId))) return { status: "pending", sessionId: null };
  try {
    const transaction = await input.paddle.getTransaction(input.paymentId);
    if (!transaction || transaction.customData?.user_id !== input.userId)
      return { status: "pending", sessionId: null };
    const outcome = await grantFromTransaction(db, input.paddle, transaction, transaction.raw);
    if (outcome.granted) return { status: "completed", sessionId: outcome.sessionId };
    if (outcome.reason === "already_fulfilled") return paymentStatus(db, { ...input, paddle: undefined });
    input.log.warn({ paymentId: input.paymentId, outcome }, "reconciliation did not grant");
  } catch (error) {
    input.log.warn({ err: error, paymentId: input.paymentId }, "reconciliation with Paddle failed");
  }
  return { status: "pending", sessionId: null };
}

export const PADDLE_CHECK_INTERVAL_SECONDS = 6;

/** True when this caller may ask Paddle about the transaction now (one statement, shared by instances). */
async function claimPaddleCheck(db: Db, paymentId: string): Promise<boolean> {
  const { rows } = await sql<{ payment_id: string }>`
    insert into payment_checks (payment_id, checked_at) values (${paymentId}, now())
    on conflict (payment_id) do update set checked_at = now()
      where payment_checks.checked_at <= now() - make_interval(secs => ${PADDLE_CHECK_INTERVAL_SECONDS})
    returning payment_id
  `.execute(db);
  return rows.length > 0;
}
