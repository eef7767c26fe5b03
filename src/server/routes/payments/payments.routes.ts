import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "@/server/app-deps";
import { requireUser } from "@/server/auth/require-user";
import type { AppEnv } from "@/server/context";
import { getOwnedSession, latestOrNewSession } from "@/server/domain/brand-sessions";
import { fulfilPurchase } from "@/server/domain/fulfil-purchase";
import { paymentStatus } from "@/server/domain/payments";
import { ApiError } from "@/server/http/errors";
import { rateLimit } from "@/server/http/rate-limit";
import { jsonBody, params } from "@/server/http/validate";
import { errorMessage } from "@/shared/error-codes";
import { paddlePublicConfig } from "./paddle-public-config";

const checkoutSchema = z.object({ sessionId: z.uuid({ error: "Unknown brand session." }).optional() });
const demoSchema = z.object({ sessionId: z.uuid({ error: "Unknown brand session." }) });
const paymentParam = z.object({
  paymentId: z.string().regex(/^[A-Za-z0-9_-]{6,80}$/, { error: "Unknown payment." }),
});

/**
 * Checkout (docs/product.md#premium-and-payment): the server picks the brand being bought and hands the browser
 * only Paddle's public client token, the price id and the custom data. Without Paddle, the demo
 * checkout fulfils through the same function as a verified webhook.
 */
export function paymentRoutes({ config, database, auth, providers }: AppDeps) {
  const db = database.db;
  const demoCheckout = !config.paddle;
  const signedIn = requireUser(auth);
  const limit = rateLimit(db, config, "checkout");
  const statusLimit = rateLimit(db, config, "payment-status");
  // Mounted at the API root, so the guard goes on each route rather than on "*".
  return new Hono<AppEnv>()
    .post("/checkout", signedIn, limit, jsonBody(checkoutSchema), async (c) => {
      const user = c.var.user;
      // The brand being built (the wizard names it), else the latest unfinished one (docs/product.md#screens, Payment).
      const { sessionId } = c.req.valid("json");
      const session = sessionId
        ? await getOwnedSession(db, user.id, sessionId)
        : await latestOrNewSession(db, user.id);
      if (session.is_completed)
        throw new ApiError(409, "session_completed", errorMessage("session_completed", "payment"));
      return c.json({
        mode: demoCheckout ? ("demo" as const) : ("live" as const),
        sessionId: session.session_id,
        customer: { email: user.email },
        customData: { session_id: session.session_id, user_id: user.id },
        paddle: paddlePublicConfig(config.paddle),
      });
    })
    .post("/checkout/demo", signedIn, limit, jsonBody(demoSchema), async (c) => {
      if (!demoCheckout || !config.demoAllowed) {
        throw new ApiError(404, "demo_checkout_unavailable");
      }
      const { sessionId } = c.req.valid("json");
      const session = await getOwnedSession(db, c.var.user.id, sessionId);
      // A finished brand cannot be bought again (docs/product.md#premium-and-payment).
      if (session.is_completed)
        throw new ApiError(409, "session_completed", errorMessage("session_completed", "payment"));
      const paymentId = `demo_txn_${randomBytes(12).toString("hex")}`;
      const result = await fulfilPurchase(db, {
        paymentId,
        userId: c.var.user.id,
        sessionId,
        transactionData: { demo: true, transaction_id: paymentId, amount: "24.99", currency: "USD" },
      });
      if (!result.granted) throw new ApiError(409, result.reason);
      c.var.log.info({ paymentId, sessionId: result.sessionId }, "demo purchase fulfilled");
      return c.json({ paymentId, sessionId: result.sessionId });
    })
    .get("/payments/:paymentId", signedIn, statusLimit, params(paymentParam), async (c) => {
      const result = await paymentStatus(db, {
        userId: c.var.user.id,
        paymentId: c.req.valid("param").paymentId,
        paddle: providers.paddle,
        log: c.var.log,
      });
      c.header("Cache-Control", "no-store");
      return c.json(result);
    });
}
