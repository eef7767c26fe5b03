import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppDeps } from "@/server/app-deps";
import type { AppEnv } from "@/server/context";
import { paddleAdjustmentSchema, recordAdjustment } from "@/server/domain/adjustments";
import { grantFromTransaction } from "@/server/domain/payments";
import { ApiError, payloadTooLarge } from "@/server/http/errors";
import { WebhookVerificationError } from "@/server/providers/payments/paddle";

/**
 * POST /api/webhooks/paddle: open to anonymous callers, protected by the Paddle-Signature over the
 * raw body. Anything unverifiable is a 400 that writes nothing; verified events are acknowledged
 * (200) whether or not they grant, so Paddle stops retrying, and each event id is processed once.
 */
export function paddleWebhookRoutes({ database, providers }: AppDeps) {
  return new Hono<AppEnv>().post(
    "/paddle",
    bodyLimit({
      maxSize: 512 * 1024,
      onError: (c) => payloadTooLarge(c),
    }),
    async (c) => {
      const paddle = providers.paddle;
      if (!paddle) throw new ApiError(404, "paddle_not_configured");
      const raw = await c.req.text();
      let event: Awaited<ReturnType<typeof paddle.verifyWebhook>>;
      try {
        event = await paddle.verifyWebhook(raw, c.req.header("paddle-signature"));
      } catch (error) {
        if (error instanceof WebhookVerificationError) {
          c.var.log.warn({ reason: error.reason }, "paddle webhook rejected");
          throw new ApiError(400, "invalid_webhook");
        }
        throw error;
      }
      if (event.eventType === "adjustment.created" || event.eventType === "adjustment.updated") {
        // Refunds and chargebacks: recorded on the purchase (once per event, newest update wins).
        const adjustment = paddleAdjustmentSchema.safeParse((event.raw as { data?: unknown }).data);
        if (!adjustment.success) {
          c.var.log.warn({ eventId: event.eventId }, "paddle adjustment in an undocumented shape");
          return c.json({ received: true });
        }
        const outcome = await recordAdjustment(database.db, adjustment.data, {
          id: event.eventId,
          type: event.eventType,
        });
        c.var.log.info(
          {
            eventId: event.eventId,
            adjustmentId: adjustment.data.id,
            action: adjustment.data.action,
            status: adjustment.data.status,
            outcome,
          },
          "paddle adjustment",
        );
        return c.json({ received: true });
      }
      if (event.eventType !== "transaction.completed" || !event.transaction) {
        c.var.log.info({ eventId: event.eventId, type: event.eventType }, "paddle event ignored");
        return c.json({ received: true });
      }
      const raw_event = event.raw as { data?: unknown };
      const outcome = await grantFromTransaction(
        database.db,
        paddle,
        event.transaction,
        raw_event.data ?? event.raw,
        {
          id: event.eventId,
          type: event.eventType,
        },
      );
      c.var.log.info(
        { eventId: event.eventId, transactionId: event.transaction.id, outcome },
        "paddle transaction",
      );
      return c.json({ received: true });
    },
  );
}
