import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { grantPurchase, startBrand, trialRow } from "@/test/brand-helpers";
import { transactionApiResponse, transactionCompletedEvent } from "@/test/paddle-fixtures";
import { signPaddleWebhook } from "@/test/paddle-signature";
import { signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

const PADDLE = {
  PADDLE_ENV: "sandbox",
  PADDLE_CLIENT_TOKEN: "test_client_token_123",
  PADDLE_API_KEY: "pdl_sdbx_apikey_secret_value",
  PADDLE_PRICE_ID: "pri_01jbrandstudioprice0000000",
  PADDLE_WEBHOOK_SECRET: "pdl_ntfset_webhook_secret",
};

let counter = 0;
const txnId = () => `txn_01jbrandstudio${String(++counter).padStart(12, "0")}`;
const evtId = () => `evt_01jbrandstudio${String(++counter).padStart(11, "0")}`;

const mswServer = setupServer();

async function purchases(t: TestApp) {
  return t.database.db.selectFrom("premium_sessions").selectAll().execute();
}
async function eventRows(t: TestApp) {
  return t.database.db.selectFrom("webhook_events").selectAll().execute();
}

function postWebhook(t: TestApp, raw: string, signature?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signature !== undefined) headers["Paddle-Signature"] = signature;
  // Paddle sends no Origin header.
  return t.app.request(`${t.config.appUrl}/api/webhooks/paddle`, { method: "POST", headers, body: raw });
}

describe("Paddle webhook", () => {
  let t: TestApp;
  let userId: string;
  let sessionId: string;
  beforeAll(async () => {
    mswServer.listen({ onUnhandledRequest: "error" });
    t = await createTestApp(PADDLE);
    const signedIn = await signIn(t, { name: "Payer", email: "payer@example.com" });
    userId = signedIn.user.id;
    sessionId = (await startBrand(signedIn.client)).id;
  });
  afterEach(() => mswServer.resetHandlers());
  afterAll(async () => {
    mswServer.close();
    await t.close();
  });

  const event = (overrides: { priceId?: string; customData?: Record<string, unknown> } = {}) => {
    const body = transactionCompletedEvent({
      eventId: evtId(),
      transactionId: txnId(),
      priceId: overrides.priceId ?? PADDLE.PADDLE_PRICE_ID,
      customData: overrides.customData ?? { session_id: sessionId, user_id: userId },
    });
    return { body, raw: JSON.stringify(body) };
  };

  it.each([
    ["a missing header", (raw: string) => ({ raw, sig: undefined })],
    [
      "a wrong signature",
      (raw: string) => ({ raw, sig: `ts=${Math.floor(Date.now() / 1000)};h1=${"0".repeat(64)}` }),
    ],
    [
      "one changed byte",
      (raw: string) => ({
        raw: raw.replace('"completed"', '"completeD"'),
        sig: signPaddleWebhook(raw, PADDLE.PADDLE_WEBHOOK_SECRET),
      }),
    ],
    [
      "re-serialised JSON",
      (raw: string) => ({
        raw: JSON.stringify(JSON.parse(raw), null, 2),
        sig: signPaddleWebhook(raw, PADDLE.PADDLE_WEBHOOK_SECRET),
      }),
    ],
    ["the wrong secret", (raw: string) => ({ raw, sig: signPaddleWebhook(raw, "another-secret") })],
    [
      "a stale timestamp",
      (raw: string) => ({
        raw,
        sig: signPaddleWebhook(raw, PADDLE.PADDLE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 60),
      }),
    ],
  ])("rejects %s with 400 and writes nothing", async (_label, tamper) => {
    const before = [(await purchases(t)).length, (await eventRows(t)).length];
    const { raw, sig } = tamper(event().raw);
    const res = await postWebhook(t, raw, sig);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_webhook");
    expect([(await purchases(t)).length, (await eventRows(t)).length]).toEqual(before);
  });

  it("grants exactly one purchase for the same event sent 10 times in a row and 10 in parallel", async () => {
    const before = (await purchases(t)).length;
    const { body, raw } = event();
    for (let i = 0; i < 10; i++) {
      expect((await postWebhook(t, raw, signPaddleWebhook(raw, PADDLE.PADDLE_WEBHOOK_SECRET))).status).toBe(
        200,
      );
    }
    const second = event();
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () =>
        postWebhook(t, second.raw, signPaddleWebhook(second.raw, PADDLE.PADDLE_WEBHOOK_SECRET)),
      ),
    );
    expect(parallel.every((r) => r.status === 200)).toBe(true);
    const after = await purchases(t);
    expect(after.length - before).toBe(2);
    const row = after.find((p) => p.payment_id === body.data.id)!;
    expect(row).toMatchObject({
      user_id: userId,
      session_id: sessionId,
      payment_status: "completed",
      is_used: false,
    });
    expect((row.transaction_data as { id: string }).id).toBe(body.data.id);
    const session = await t.database.db
      .selectFrom("user_sessions")
      .selectAll()
      .where("session_id", "=", sessionId)
      .executeTakeFirstOrThrow();
    expect(session.is_premium).toBe(true);
    const trial = await trialRow(t, userId);
    expect([trial.name_generations, trial.logo_generations]).toEqual([0, 0]);
  });

  it("does not grant a transaction for another price", async () => {
    const before = (await purchases(t)).length;
    const { raw } = event({ priceId: "pri_01jsomethingelse0000000000" });
    expect((await postWebhook(t, raw, signPaddleWebhook(raw, PADDLE.PADDLE_WEBHOOK_SECRET))).status).toBe(
      200,
    );
    expect((await purchases(t)).length).toBe(before);
  });

  it("does not grant when custom_data names another user's session", async () => {
    const other = await signIn(t, { name: "Other", email: "other-payer@example.com" });
    const otherSession = await startBrand(other.client);
    const before = (await purchases(t)).length;
    const { raw } = event({ customData: { session_id: otherSession.id, user_id: userId } });
    expect((await postWebhook(t, raw, signPaddleWebhook(raw, PADDLE.PADDLE_WEBHOOK_SECRET))).status).toBe(
      200,
    );
    expect((await purchases(t)).length).toBe(before);
  });

  it.each([
    ["an unknown user", () => ({ session_id: sessionId, user_id: "no-such-user-0000000000000000" })],
    ["a malformed session id", () => ({ session_id: "-".repeat(36), user_id: userId })],
    [
      "a session id with the wrong shape",
      () => ({ session_id: "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz", user_id: userId }),
    ],
    ["a non-string user id", () => ({ session_id: sessionId, user_id: 42 })],
  ])("acknowledges a signed event naming %s with 200 and grants nothing", async (_label, customData) => {
    const before = (await purchases(t)).length;
    const { raw } = event({ customData: customData() });
    const res = await postWebhook(t, raw, signPaddleWebhook(raw, PADDLE.PADDLE_WEBHOOK_SECRET));
    expect(res.status).toBe(200);
    expect((await purchases(t)).length).toBe(before);
    const orphans = await t.database.db
      .selectFrom("user_trials")
      .select("user_id")
      .where("user_id", "=", "no-such-user-0000000000000000")
      .execute();
    expect(orphans).toEqual([]);
  });

  it("asks Paddle about an unknown transaction at most once per few seconds, however often it is polled", async () => {
    const payer = await signIn(t, { name: "Poller", email: "poller@example.com" });
    let calls = 0;
    mswServer.use(
      http.get("https://sandbox-api.paddle.com/transactions/:id", () => {
        calls++;
        return HttpResponse.json(
          { error: { type: "request_error", code: "not_found", detail: "x" } },
          { status: 404 },
        );
      }),
    );
    const id = txnId();
    const polls = await Promise.all(
      Array.from({ length: 12 }, () => payer.client.fetch(`/api/payments/${id}`)),
    );
    expect(polls.every((r) => r.status === 200)).toBe(true);
    for (let i = 0; i < 5; i++) await payer.client.fetch(`/api/payments/${id}`);
    expect(calls).toBe(1);
    // Another transaction id is asked about on its own.
    await payer.client.fetch(`/api/payments/${txnId()}`);
    expect(calls).toBe(2);
  });

  it("reconciles through Paddle's API when the webhook is late, and the webhook then changes nothing", async () => {
    const payer = await signIn(t, { name: "Late", email: "late@example.com" });
    const lateSession = (await startBrand(payer.client)).id;
    const transactionId = txnId();
    const customData = { session_id: lateSession, user_id: payer.user.id };
    let calls = 0;
    mswServer.use(
      http.get("https://sandbox-api.paddle.com/transactions/:id", ({ params, request }) => {
        calls++;
        expect(request.headers.get("authorization")).toBe(`Bearer ${PADDLE.PADDLE_API_KEY}`);
        return HttpResponse.json(
          transactionApiResponse({
            transactionId: String(params.id),
            priceId: PADDLE.PADDLE_PRICE_ID,
            customData,
          }),
        );
      }),
    );
    const status = await payer.client.fetch(`/api/payments/${transactionId}`);
    expect(await status.json()).toEqual({ status: "completed", sessionId: lateSession });
    expect(calls).toBe(1);
    const again = await payer.client.fetch(`/api/payments/${transactionId}`);
    expect((await again.json()).status).toBe("completed");
    expect(calls).toBe(1);

    const body = transactionCompletedEvent({
      eventId: evtId(),
      transactionId,
      priceId: PADDLE.PADDLE_PRICE_ID,
      customData,
    });
    const raw = JSON.stringify(body);
    expect((await postWebhook(t, raw, signPaddleWebhook(raw, PADDLE.PADDLE_WEBHOOK_SECRET))).status).toBe(
      200,
    );
    expect((await purchases(t)).filter((p) => p.payment_id === transactionId)).toHaveLength(1);
  });

  it("grants a transaction Paddle's API answers as paid (fully paid, not yet processed) and not one only billed", async () => {
    const payer = await signIn(t, { name: "Paid", email: "paid@example.com" });
    const session = (await startBrand(payer.client)).id;
    const customData = { session_id: session, user_id: payer.user.id };
    let status: "paid" | "billed" = "billed";
    mswServer.use(
      http.get("https://sandbox-api.paddle.com/transactions/:id", ({ params }) =>
        HttpResponse.json(
          transactionApiResponse({
            transactionId: String(params.id),
            priceId: PADDLE.PADDLE_PRICE_ID,
            customData,
            status,
          }),
        ),
      ),
    );
    const transactionId = txnId();
    const billed = await payer.client.fetch(`/api/payments/${transactionId}`);
    expect(await billed.json()).toEqual({ status: "pending", sessionId: null });
    status = "paid";
    // A later poll, after the per-transaction throttle has passed.
    await t.database.db.deleteFrom("payment_checks").where("payment_id", "=", transactionId).execute();
    const paid = await payer.client.fetch(`/api/payments/${transactionId}`);
    expect(await paid.json()).toEqual({ status: "completed", sessionId: session });
    expect((await purchases(t)).filter((p) => p.payment_id === transactionId)).toHaveLength(1);
  });

  it("keeps a payment pending while Paddle has no completed transaction, and hides others' payments", async () => {
    const payer = await signIn(t, { name: "Pending", email: "pending@example.com" });
    mswServer.use(
      http.get("https://sandbox-api.paddle.com/transactions/:id", () =>
        HttpResponse.json(
          { error: { type: "request_error", code: "not_found", detail: "x" } },
          { status: 404 },
        ),
      ),
    );
    const res = await payer.client.fetch(`/api/payments/${txnId()}`);
    expect(await res.json()).toEqual({ status: "pending", sessionId: null });
  });

  it("hands the browser only public checkout data, and refuses the demo checkout", async () => {
    const { client } = await signIn(t, { name: "Checkout", email: "checkout@example.com" });
    const res = await client.json("/api/checkout", {});
    const body = await res.json();
    expect(body.mode).toBe("live");
    expect(body.paddle).toEqual({
      environment: "sandbox",
      clientToken: PADDLE.PADDLE_CLIENT_TOKEN,
      priceId: PADDLE.PADDLE_PRICE_ID,
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain(PADDLE.PADDLE_API_KEY);
    expect(text).not.toContain(PADDLE.PADDLE_WEBHOOK_SECRET);
    expect((await client.json("/api/checkout/demo", { sessionId: body.sessionId })).status).toBe(404);
  });
});

describe("demo checkout", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("buys the latest unfinished session, or an empty one it creates, through the webhook's fulfilment", async () => {
    const { client, user } = await signIn(t, { name: "Demo", email: "demo-buyer@example.com" });
    const checkout = await (await client.json("/api/checkout", {})).json();
    expect(checkout).toMatchObject({ mode: "demo", paddle: null, customData: { user_id: user.id } });
    const empty = await t.database.db
      .selectFrom("user_sessions")
      .selectAll()
      .where("session_id", "=", checkout.sessionId)
      .executeTakeFirstOrThrow();
    expect(empty.business_type).toBeNull();
    // Checking out again picks the same session rather than making a second.
    expect((await (await client.json("/api/checkout", {})).json()).sessionId).toBe(checkout.sessionId);

    const paid = await client.json("/api/checkout/demo", { sessionId: checkout.sessionId });
    expect(paid.status).toBe(200);
    const { paymentId } = await paid.json();
    expect(await (await client.fetch(`/api/payments/${paymentId}`)).json()).toEqual({
      status: "completed",
      sessionId: checkout.sessionId,
    });
    // The wizard then fills that session instead of starting another.
    const filled = await startBrand(client);
    expect(filled.id).toBe(checkout.sessionId);
    expect(filled.isPremium).toBe(true);
    expect(filled.usage.names.limit).toBe(5);
  });

  it("refuses another user's session and another user's payment", async () => {
    const owner = await signIn(t, { name: "Owner", email: "owner-demo@example.com" });
    const session = await startBrand(owner.client);
    const result = await grantPurchase(t, owner.user.id, session.id);
    expect(result.granted).toBe(true);
    const stranger = await signIn(t, { name: "Stranger", email: "stranger-demo@example.com" });
    expect((await stranger.client.json("/api/checkout/demo", { sessionId: session.id })).status).toBe(404);
    const payment = await t.database.db
      .selectFrom("premium_sessions")
      .select("payment_id")
      .where("session_id", "=", session.id)
      .executeTakeFirstOrThrow();
    expect(await (await stranger.client.fetch(`/api/payments/${payment.payment_id}`)).json()).toEqual({
      status: "pending",
      sessionId: null,
    });
  });
});
