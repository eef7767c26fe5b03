import { sql } from "kysely";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fulfilPurchase } from "@/server/domain/fulfil-purchase";
import { brandWithName } from "@/test/brand-helpers";
import { fakePaddleApi } from "@/test/fake-paddle-api";
import { adjustmentEvent, transactionData } from "@/test/paddle-fixtures";
import { signPaddleWebhook } from "@/test/paddle-signature";
import { type SessionClient, signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

const PADDLE = {
  PADDLE_ENV: "sandbox",
  PADDLE_CLIENT_TOKEN: "test_client_token_123",
  PADDLE_API_KEY: "pdl_sdbx_apikey_secret_value",
  PADDLE_PRICE_ID: "pri_01jbrandstudioprice0000000",
  PADDLE_WEBHOOK_SECRET: "pdl_ntfset_webhook_secret",
};

let counter = 0;
const id = (prefix: string, width = 26) => `${prefix}_01jrefund${String(++counter).padStart(width - 9, "0")}`;
const knownTransactions = new Map<string, Parameters<typeof transactionData>[0]>();
const mswServer = setupServer(
  ...fakePaddleApi({
    apiKey: PADDLE.PADDLE_API_KEY,
    prices: [{ id: PADDLE.PADDLE_PRICE_ID }],
    transactions: knownTransactions,
  }),
);

type Receipt = {
  paymentId: string;
  status: string;
  refund: { available: boolean; status: string; requestedAt: string | null };
};

/** Refunds and chargebacks (Paddle adjustments) and the buyer's refund request. */
describe("refunds and chargebacks", () => {
  let t: TestApp;
  let emails = 0;
  beforeAll(async () => {
    mswServer.listen({ onUnhandledRequest: "bypass" });
    t = await createTestApp(PADDLE);
  });
  afterAll(async () => {
    mswServer.close();
    await t.close();
  });

  function send(body: unknown) {
    const raw = JSON.stringify(body);
    return t.app.request(`${t.config.appUrl}/api/webhooks/paddle`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Paddle-Signature": signPaddleWebhook(raw, PADDLE.PADDLE_WEBHOOK_SECRET),
      },
      body: raw,
    });
  }

  /** A paid brand (a Paddle transaction for it) with its first logo selected. */
  async function paidBrand() {
    const { client, user } = await signIn(t, { name: "Buyer", email: `buyer${emails++}@example.com` });
    const session = await brandWithName(client);
    const run = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
    const { options } = (await run.json()) as { options: Array<{ id: string }> };
    await client.json(`/api/sessions/${session.id}/logo`, { logoId: options[0]!.id }, "PUT");
    const transactionId = id("txn");
    const fixture = {
      transactionId,
      priceId: PADDLE.PADDLE_PRICE_ID,
      customData: { session_id: session.id, user_id: user.id },
    };
    knownTransactions.set(transactionId, fixture);
    const granted = await fulfilPurchase(t.database.db, {
      paymentId: transactionId,
      userId: user.id,
      sessionId: session.id,
      transactionData: transactionData(fixture),
    });
    expect(granted.granted).toBe(true);
    // The buyer has confirmed what a first download means (the dialog); nothing is downloaded yet.
    await client.confirmDownload(session.id);
    return { client, user, sessionId: session.id, transactionId };
  }

  async function receipt(client: SessionClient, sessionId: string): Promise<Receipt> {
    const res = await client.fetch(`/api/brands/${sessionId}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { receipts: Receipt[] }).receipts[0]!;
  }

  const download = (client: SessionClient, sessionId: string) =>
    client.fetch(`/api/sessions/${sessionId}/download`);
  const premium = async (sessionId: string) =>
    (
      await t.database.db
        .selectFrom("user_sessions")
        .select("is_premium")
        .where("session_id", "=", sessionId)
        .executeTakeFirstOrThrow()
    ).is_premium;

  it("an approved full refund of an unused purchase takes it back; a replay changes nothing", async () => {
    const { client, sessionId, transactionId } = await paidBrand();
    expect((await receipt(client, sessionId)).refund.available).toBe(true);
    const adjustmentId = id("adj");
    const created = adjustmentEvent({
      eventId: id("evt"),
      eventType: "adjustment.created",
      adjustmentId,
      transactionId,
      status: "approved",
    });
    expect((await send(created)).status).toBe(200);
    expect(await premium(sessionId)).toBe(false);
    expect(await receipt(client, sessionId)).toMatchObject({
      status: "refunded",
      refund: { available: false },
    });
    const refused = await download(client, sessionId);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("purchase_refunded");
    const me = (await (await client.fetch("/api/me")).json()) as { premium: { hasPremium: boolean } };
    expect(me.premium.hasPremium).toBe(false);
    // The same event again: acknowledged, nothing changes.
    expect((await send(created)).status).toBe(200);
    expect(
      await t.database.db
        .selectFrom("payment_adjustments")
        .selectAll()
        .where("payment_id", "=", transactionId)
        .execute(),
    ).toHaveLength(1);
  });

  it("updates that arrive out of order: the newest one wins", async () => {
    const { client, sessionId, transactionId } = await paidBrand();
    const adjustmentId = id("adj");
    const approved = adjustmentEvent({
      eventId: id("evt"),
      eventType: "adjustment.updated",
      adjustmentId,
      transactionId,
      status: "approved",
      createdAt: "2025-03-16T08:00:00.000000Z",
      updatedAt: "2025-03-16T09:00:00.000000Z",
    });
    const pending = adjustmentEvent({
      eventId: id("evt"),
      eventType: "adjustment.created",
      adjustmentId,
      transactionId,
      status: "pending_approval",
      createdAt: "2025-03-16T08:00:00.000000Z",
    });
    expect((await send(approved)).status).toBe(200);
    expect((await send(pending)).status).toBe(200);
    expect((await receipt(client, sessionId)).status).toBe("refunded");
    const row = await t.database.db
      .selectFrom("payment_adjustments")
      .select("status")
      .where("adjustment_id", "=", adjustmentId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("approved");
  });

  it("a chargeback on a used purchase marks the receipt and refuses downloads and the licence; its reversal restores it", async () => {
    const { client, sessionId, transactionId } = await paidBrand();
    expect((await download(client, sessionId)).status).toBe(200);
    expect((await receipt(client, sessionId)).refund.available).toBe(false);
    expect(
      (
        await send(
          adjustmentEvent({
            eventId: id("evt"),
            eventType: "adjustment.created",
            adjustmentId: id("adj"),
            transactionId,
            action: "chargeback",
            status: "approved",
            createdAt: "2025-03-20T08:00:00.000000Z",
          }),
        )
      ).status,
    ).toBe(200);
    expect((await receipt(client, sessionId)).status).toBe("charged_back");
    expect((await download(client, sessionId)).status).toBe(403);
    const licence = await client.fetch(`/api/sessions/${sessionId}/licence.pdf`);
    expect(licence.status).toBe(403);
    const body = (await licence.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("purchase_charged_back");
    expect(body.error.message).toMatch(/charged back/);
    // Paddle won the dispute.
    await send(
      adjustmentEvent({
        eventId: id("evt"),
        eventType: "adjustment.created",
        adjustmentId: id("adj"),
        transactionId,
        action: "chargeback_reverse",
        status: "approved",
        createdAt: "2025-04-02T08:00:00.000000Z",
      }),
    );
    expect((await receipt(client, sessionId)).status).toBe("used");
    expect((await download(client, sessionId)).status).toBe(200);
  });

  it("a partial refund is recorded only", async () => {
    const { client, sessionId, transactionId } = await paidBrand();
    await send(
      adjustmentEvent({
        eventId: id("evt"),
        eventType: "adjustment.created",
        adjustmentId: id("adj"),
        transactionId,
        type: "partial",
        total: "500",
        status: "approved",
      }),
    );
    expect((await receipt(client, sessionId)).status).toBe("unused");
    expect(await premium(sessionId)).toBe(true);
    const rows = await t.database.db
      .selectFrom("payment_adjustments")
      .selectAll()
      .where("payment_id", "=", transactionId)
      .execute();
    expect(rows).toMatchObject([{ type: "partial", amount: "500", status: "approved" }]);
  });

  it("an unverified adjustment is refused and records nothing", async () => {
    const { transactionId } = await paidBrand();
    const body = adjustmentEvent({
      eventId: id("evt"),
      eventType: "adjustment.created",
      adjustmentId: id("adj"),
      transactionId,
    });
    const raw = JSON.stringify(body);
    const res = await t.app.request(`${t.config.appUrl}/api/webhooks/paddle`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Paddle-Signature": signPaddleWebhook(raw, "another-secret"),
      },
      body: raw,
    });
    expect(res.status).toBe(400);
    expect(
      await t.database.db
        .selectFrom("payment_adjustments")
        .selectAll()
        .where("payment_id", "=", transactionId)
        .execute(),
    ).toEqual([]);
  });

  it("the buyer asks for a refund (live): Paddle gets a full refund adjustment, its approval takes the purchase back", async () => {
    const { client, sessionId, transactionId } = await paidBrand();
    const res = await client.fetch(`/api/brands/${sessionId}/refund`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { refund: { status: string } }).refund.status).toBe("requested");
    const [pending] = await t.database.db
      .selectFrom("payment_adjustments")
      .selectAll()
      .where("payment_id", "=", transactionId)
      .execute();
    expect(pending).toMatchObject({ action: "refund", type: "full", status: "pending_approval" });
    // Asking twice makes no second adjustment.
    expect((await client.fetch(`/api/brands/${sessionId}/refund`, { method: "POST" })).status).toBe(200);
    expect(
      await t.database.db
        .selectFrom("payment_adjustments")
        .select("adjustment_id")
        .where("payment_id", "=", transactionId)
        .execute(),
    ).toHaveLength(1);
    expect((await receipt(client, sessionId)).refund.status).toBe("requested");
    await send(
      adjustmentEvent({
        eventId: id("evt"),
        eventType: "adjustment.updated",
        adjustmentId: pending!.adjustment_id,
        transactionId,
        status: "approved",
        createdAt: new Date(pending!.paddle_created_at).toISOString(),
        updatedAt: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    expect(await receipt(client, sessionId)).toMatchObject({
      status: "refunded",
      refund: { status: "refunded" },
    });
  });

  it("no refund after a download, or after 14 days", async () => {
    const used = await paidBrand();
    expect((await download(used.client, used.sessionId)).status).toBe(200);
    expect((await used.client.fetch(`/api/brands/${used.sessionId}/refund`, { method: "POST" })).status).toBe(
      409,
    );
    const late = await paidBrand();
    await t.database.db
      .updateTable("premium_sessions")
      .set({ created_at: sql`now() - interval '15 days'` as never })
      .where("payment_id", "=", late.transactionId)
      .execute();
    expect((await receipt(late.client, late.sessionId)).refund.available).toBe(false);
    expect((await late.client.fetch(`/api/brands/${late.sessionId}/refund`, { method: "POST" })).status).toBe(
      409,
    );
    const stranger = await signIn(t, { name: "Stranger", email: `stranger${emails++}@example.com` });
    expect(
      (await stranger.client.fetch(`/api/brands/${late.sessionId}/refund`, { method: "POST" })).status,
    ).toBe(404);
  });
});

describe("refunds in offline mode (demo purchases)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("refunds a demo purchase at once, so the whole path can be walked", async () => {
    const { client } = await signIn(t, { name: "Demo Buyer", email: "demo-buyer@example.com" });
    const session = await brandWithName(client);
    const run = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
    const { options } = (await run.json()) as { options: Array<{ id: string }> };
    await client.json(`/api/sessions/${session.id}/logo`, { logoId: options[0]!.id }, "PUT");
    const paid = await client.json("/api/checkout/demo", { sessionId: session.id });
    expect(paid.status).toBe(200);
    const res = await client.fetch(`/api/brands/${session.id}/refund`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { refund: { status: string } }).refund.status).toBe("refunded");
    const refused = await client.fetch(`/api/sessions/${session.id}/download`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("purchase_refunded");
    const again = await client.fetch(`/api/brands/${session.id}/refund`, { method: "POST" });
    expect(((await again.json()) as { refund: { status: string } }).refund.status).toBe("refunded");
  });
});
