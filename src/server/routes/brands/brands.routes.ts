import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "@/server/app-deps";
import { requireUser } from "@/server/auth/require-user";
import type { AppEnv } from "@/server/context";
import { paddleAdjustmentSchema, type RefundRequester, requestRefund } from "@/server/domain/adjustments";
import { getOwnedSession } from "@/server/domain/brand-sessions";
import { listBrands, receiptsFor, setSharing } from "@/server/domain/brands";
import { deleteUnpaidBrand } from "@/server/domain/delete-brand";
import { sessionView } from "@/server/domain/session-view";
import { shareState } from "@/server/domain/share-state";
import { ApiError, notFound } from "@/server/http/errors";
import { rateLimit } from "@/server/http/rate-limit";
import { jsonBody, params, query } from "@/server/http/validate";
import type { Logger } from "@/server/logger";
import type { PaddleServer } from "@/server/providers/payments/paddle";
import { brandsQuerySchema, idParamSchema, shareSchema } from "@/shared/api-schemas";
import { errorMessage } from "@/shared/error-codes";

/** My brands: every brand of the signed-in user, each with its receipts and its public page. */
const invoiceParams = idParamSchema.extend({ paymentId: z.string().regex(/^[A-Za-z0-9_-]{6,80}$/) });

export function brandRoutes({ database, auth, config, providers, images }: AppDeps) {
  const db = database.db;
  return (
    new Hono<AppEnv>()
      .use(requireUser(auth))
      .get("/", query(brandsQuerySchema), async (c) => {
        const { cursor, limit } = c.req.valid("query");
        c.header("Cache-Control", "private, no-store");
        return c.json(await listBrands(db, c.var.user.id, { cursor, limit }));
      })
      .get("/:id", params(idParamSchema), async (c) => {
        const userId = c.var.user.id;
        const session = await getOwnedSession(db, userId, c.req.valid("param").id);
        const [view, receipts] = await Promise.all([
          sessionView(db, session),
          receiptsFor(db, userId, session.session_id),
        ]);
        c.header("Cache-Control", "private, no-store");
        return c.json({ session: view, receipts, share: shareState(session) });
      })
      // An unpaid, unfinished brand may be deleted by its owner (My brands asks first and offers
      // an undo before sending this); paid and finished brands are kept (409).
      .delete("/:id", params(idParamSchema), async (c) => {
        await deleteUnpaidBrand(db, images, { userId: c.var.user.id, sessionId: c.req.valid("param").id });
        c.var.log.info({ sessionId: c.req.valid("param").id }, "unpaid brand deleted");
        return c.body(null, 204);
      })
      // A refund within 14 days while nothing was downloaded (live: a Paddle adjustment; demo: at once).
      .post("/:id/refund", rateLimit(db, config, "checkout"), params(idParamSchema), async (c) => {
        const paddle = providers.paddle;
        const refund = await requestRefund(db, {
          userId: c.var.user.id,
          sessionId: c.req.valid("param").id,
          paddleRefund: paddle ? paddleRefunder(paddle, c.var.log) : undefined,
        });
        return c.json({ refund });
      })
      // Paddle's invoice for a receipt (live payments): the brand and the receipt must be the
      // caller's (404 otherwise); a brand without a purchase has no receipts (403, as a download).
      .get("/:id/receipts/:paymentId/invoice", params(invoiceParams), async (c) => {
        const userId = c.var.user.id;
        const { id, paymentId } = c.req.valid("param");
        const session = await getOwnedSession(db, userId, id);
        const receipts = await receiptsFor(db, userId, session.session_id);
        if (receipts.length === 0)
          throw new ApiError(403, "premium_required", errorMessage("premium_required", "download"));
        const receipt = receipts.find((r) => r.paymentId === paymentId);
        if (!receipt?.hasInvoice || !providers.paddle) throw notFound("receipt_no_invoice");
        const url = await providers.paddle.invoiceUrl(paymentId);
        if (!url) throw notFound("receipt_no_invoice");
        c.header("Cache-Control", "private, no-store");
        return c.redirect(url, 302);
      })
      .put("/:id/share", params(idParamSchema), jsonBody(shareSchema), async (c) => {
        const share = await setSharing(
          db,
          c.var.user.id,
          c.req.valid("param").id,
          c.req.valid("json").enabled,
        );
        return c.json({ share });
      })
  );
}

/** Asks Paddle for a full refund; a failure there is a 502 the buyer can retry, never a 500. */
function paddleRefunder(paddle: PaddleServer, log: Logger): RefundRequester {
  return async (transactionId) => {
    try {
      const raw = await paddle.createRefund(
        transactionId,
        "The buyer asked for a refund within 14 days of the purchase, before any download.",
      );
      return paddleAdjustmentSchema.parse(raw);
    } catch (error) {
      log.warn({ err: error, transactionId }, "paddle refund request failed");
      throw new ApiError(502, "refund_failed");
    }
  };
}
