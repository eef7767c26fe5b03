import { Paddle, type TransactionCompletedEvent } from "@paddle/paddle-node-sdk";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fakePaddleApi } from "@/test/fake-paddle-api";
import {
  notFoundApiResponse,
  transactionApiResponse,
  transactionCompletedEvent,
} from "@/test/paddle-fixtures";
import { signPaddleWebhook } from "@/test/paddle-signature";
import { createPaddleServer, PaddleApiError, paddleKeyProblems, WebhookVerificationError } from "./paddle";

const SECRET = "pdl_ntfset_01jbrandstudiosecret000_abcdefghijklmnopqrstuvwxyz012345";
const API_KEY = "pdl_sdbx_apikey_01jbrandstudioapikey0000_abcdefghijklmnopqrstuvwx";
const PRICE_ID = "pri_01jbrandstudioprice0000000";
const TXN_ID = "txn_01jbrandstudiotxn000000000";
const EVENT_ID = "evt_01jbrandstudioevent0000000";
const customData = { session_id: "sess_8f14e45f", user_id: "user_c9f0f895", utm_source: "newsletter" };

const paddle = createPaddleServer({
  apiKey: API_KEY,
  webhookSecret: SECRET,
  environment: "sandbox",
  priceId: PRICE_ID,
});

const rawEvent = () =>
  JSON.stringify(
    transactionCompletedEvent({ eventId: EVENT_ID, transactionId: TXN_ID, priceId: PRICE_ID, customData }),
  );

async function verificationError(rawBody: string, header: string | undefined) {
  const err = await paddle.verifyWebhook(rawBody, header).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WebhookVerificationError);
  return err as WebhookVerificationError;
}

describe("fixtures", () => {
  it("are parsed fully by the SDK's own unmarshal", async () => {
    const raw = rawEvent();
    const event = (await new Paddle(API_KEY).webhooks.unmarshal(
      raw,
      SECRET,
      signPaddleWebhook(raw, SECRET),
    )) as TransactionCompletedEvent;
    expect(event.eventType).toBe("transaction.completed");
    expect(event.data.items[0]?.price?.unitPrice).toEqual({ amount: "2499", currencyCode: "USD" });
    expect(event.data.details?.totals?.grandTotal).toBe("2721");
    expect(event.data.details?.lineItems[0]?.product?.name).toBe("Complete Brand Package");
    expect(event.data.payments[0]?.methodDetails?.card?.last4).toBe("4242");
    expect(event.data.checkout?.url).toContain(TXN_ID);
    expect(event.data.customData).toEqual(customData);
  });
});

describe("verifyWebhook", () => {
  it("verifies a signed transaction.completed event and normalises it", async () => {
    const raw = rawEvent();
    const event = await paddle.verifyWebhook(raw, signPaddleWebhook(raw, SECRET));
    expect(event).toEqual({
      eventId: EVENT_ID,
      eventType: "transaction.completed",
      occurredAt: "2025-03-14T10:21:07.912331Z",
      transaction: {
        id: TXN_ID,
        status: "completed",
        paid: true,
        customerId: "ctm_01jbrandstudiocustomer0000",
        priceIds: [PRICE_ID],
        customData: { session_id: "sess_8f14e45f", user_id: "user_c9f0f895" },
      },
      raw: JSON.parse(raw),
    });
    expect(paddle.includesPackagePrice(event.transaction!.priceIds)).toBe(true);
  });

  it("normalises absent custom_data to null", async () => {
    const raw = JSON.stringify(
      transactionCompletedEvent({
        eventId: EVENT_ID,
        transactionId: TXN_ID,
        priceId: PRICE_ID,
        customData: null,
      }),
    );
    const event = await paddle.verifyWebhook(raw, signPaddleWebhook(raw, SECRET));
    expect(event.transaction?.customData).toBeNull();
  });

  it("leaves transaction out for other event types", async () => {
    const raw = JSON.stringify({
      event_id: "evt_01jbrandstudioevent0000001",
      event_type: "customer.created",
      occurred_at: "2025-03-14T10:19:50.118022Z",
      notification_id: "ntf_01jbrandstudionotif0000001",
      data: {
        id: "ctm_01jbrandstudiocustomer0000",
        name: null,
        email: "alex@example.com",
        marketing_consent: false,
        status: "active",
        custom_data: null,
        locale: "en",
        created_at: "2025-03-14T10:19:49.921342Z",
        updated_at: "2025-03-14T10:19:49.921342Z",
        import_meta: null,
      },
    });
    const event = await paddle.verifyWebhook(raw, signPaddleWebhook(raw, SECRET));
    expect(event.eventType).toBe("customer.created");
    expect(event.transaction).toBeUndefined();
  });

  it("rejects a missing header", async () => {
    const raw = rawEvent();
    expect((await verificationError(raw, undefined)).reason).toBe("missing_signature");
    expect((await verificationError(raw, "")).reason).toBe("missing_signature");
  });

  it("rejects a malformed header", async () => {
    expect((await verificationError(rawEvent(), "garbage")).reason).toBe("invalid_signature");
  });

  it("rejects a wrong signature", async () => {
    const raw = rawEvent();
    const ts = Math.floor(Date.now() / 1000);
    const header = `ts=${ts};h1=${"0".repeat(64)}`;
    expect((await verificationError(raw, header)).reason).toBe("invalid_signature");
  });

  it("rejects a body with one changed byte", async () => {
    const raw = rawEvent();
    const header = signPaddleWebhook(raw, SECRET);
    // Still valid JSON, so only the signature can catch it.
    const tampered = raw.replace('"amount":"2499"', '"amount":"2498"');
    expect(tampered).not.toBe(raw);
    expect(tampered.length).toBe(raw.length);
    expect((await verificationError(tampered, header)).reason).toBe("invalid_signature");
  });

  it("rejects re-serialised JSON (the signature covers the exact raw bytes)", async () => {
    const raw = rawEvent();
    const header = signPaddleWebhook(raw, SECRET);
    const reserialised = JSON.stringify(JSON.parse(raw), null, 2);
    expect(JSON.parse(reserialised)).toEqual(JSON.parse(raw));
    expect((await verificationError(reserialised, header)).reason).toBe("invalid_signature");
  });

  it("rejects a signature made with another secret", async () => {
    const raw = rawEvent();
    const header = signPaddleWebhook(raw, "pdl_ntfset_someone_elses_secret");
    expect((await verificationError(raw, header)).reason).toBe("invalid_signature");
  });

  it("rejects a stale timestamp (60 s old)", async () => {
    const raw = rawEvent();
    const header = signPaddleWebhook(raw, SECRET, Math.floor(Date.now() / 1000) - 60);
    expect((await verificationError(raw, header)).reason).toBe("invalid_signature");
  });

  it("accepts a signature a few seconds old (the SDK allows 5 s)", async () => {
    const raw = rawEvent();
    const header = signPaddleWebhook(raw, SECRET, Math.floor(Date.now() / 1000) - 3);
    expect((await paddle.verifyWebhook(raw, header)).eventId).toBe(EVENT_ID);
  });

  it("rejects a correctly signed body that is not JSON", async () => {
    const raw = "event_type=transaction.completed";
    expect((await verificationError(raw, signPaddleWebhook(raw, SECRET))).reason).toBe("malformed_payload");
  });

  it("rejects a correctly signed transaction event without a transaction entity", async () => {
    const raw = JSON.stringify({
      event_id: EVENT_ID,
      event_type: "transaction.completed",
      occurred_at: "2025-03-14T10:21:07.912331Z",
      notification_id: "ntf_01jbrandstudionotif0000000",
      data: { id: TXN_ID },
    });
    expect((await verificationError(raw, signPaddleWebhook(raw, SECRET))).reason).toBe("malformed_payload");
  });
});

describe("getTransaction", () => {
  const server = setupServer();
  let authorization: string | null = null;

  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    authorization = null;
  });
  afterAll(() => server.close());

  it("fetches a transaction from the sandbox API and normalises it", async () => {
    server.use(
      http.get("https://sandbox-api.paddle.com/transactions/:id", ({ request, params }) => {
        authorization = request.headers.get("authorization");
        return HttpResponse.json(
          transactionApiResponse({ transactionId: String(params.id), priceId: PRICE_ID, customData }),
        );
      }),
    );
    const tx = await paddle.getTransaction(TXN_ID);
    expect(authorization).toBe(`Bearer ${API_KEY}`);
    expect(tx).toEqual({
      id: TXN_ID,
      status: "completed",
      paid: true,
      customerId: "ctm_01jbrandstudiocustomer0000",
      priceIds: [PRICE_ID],
      customData: { session_id: "sess_8f14e45f", user_id: "user_c9f0f895" },
      raw: transactionApiResponse({ transactionId: TXN_ID, priceId: PRICE_ID, customData }).data,
    });
  });

  it("uses the production API host in production", async () => {
    server.use(
      http.get("https://api.paddle.com/transactions/:id", ({ params }) =>
        HttpResponse.json(
          transactionApiResponse({ transactionId: String(params.id), priceId: PRICE_ID, customData: null }),
        ),
      ),
    );
    const live = createPaddleServer({
      apiKey: "pdl_live_apikey_x",
      webhookSecret: SECRET,
      environment: "production",
      priceId: PRICE_ID,
    });
    expect((await live.getTransaction(TXN_ID))?.customData).toBeNull();
  });

  it("returns null for an unknown transaction (404)", async () => {
    server.use(
      http.get("https://sandbox-api.paddle.com/transactions/:id", ({ params }) =>
        HttpResponse.json(notFoundApiResponse(String(params.id)), { status: 404 }),
      ),
    );
    expect(await paddle.getTransaction(TXN_ID)).toBeNull();
  });

  it("returns null without calling Paddle for something that is not a transaction id", async () => {
    expect(await paddle.getTransaction("../customers/ctm_01")).toBeNull();
  });

  it("asks for the invoice link each time, as the documented fake answers; none for an unknown transaction", async () => {
    const transactions = new Map([[TXN_ID, { transactionId: TXN_ID, priceId: PRICE_ID, customData }]]);
    server.use(...fakePaddleApi({ apiKey: API_KEY, prices: [], transactions }));
    expect(await paddle.invoiceUrl(TXN_ID)).toBe(
      `https://sandbox-invoice-service.paddle.com/invoices/${TXN_ID}.pdf`,
    );
    expect(await paddle.invoiceUrl("txn_01unknown0000000000000000")).toBeNull();
    expect(await paddle.invoiceUrl("../customers/ctm_01")).toBeNull();
  });

  it("throws PaddleApiError on other HTTP errors", async () => {
    server.use(
      http.get("https://sandbox-api.paddle.com/transactions/:id", () =>
        HttpResponse.json({ error: { type: "api_error", code: "internal_error" } }, { status: 500 }),
      ),
    );
    const err = await paddle.getTransaction(TXN_ID).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaddleApiError);
    expect((err as PaddleApiError).status).toBe(500);
  });
});

describe("transaction status", () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it.each([
    ["completed", true],
    ["paid", true],
    ["billed", false],
  ] as const)("a transaction the API answers as %s counts as paid: %s", async (status, paid) => {
    server.use(
      http.get("https://sandbox-api.paddle.com/transactions/:id", ({ params }) =>
        HttpResponse.json(
          transactionApiResponse({ transactionId: String(params.id), priceId: PRICE_ID, customData, status }),
        ),
      ),
    );
    const tx = await paddle.getTransaction(TXN_ID);
    expect(tx?.status).toBe(status);
    expect(tx?.paid).toBe(paid);
  });
});

describe("configuration check", () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it("names credentials that belong to the other environment", () => {
    expect(paddleKeyProblems({ environment: "sandbox", apiKey: API_KEY, clientToken: "test_abc" })).toEqual(
      [],
    );
    expect(
      paddleKeyProblems({ environment: "production", apiKey: API_KEY, clientToken: "test_abc" }),
    ).toEqual([
      "PADDLE_API_KEY is a sandbox key but PADDLE_ENV=production",
      "PADDLE_CLIENT_TOKEN is a sandbox token but PADDLE_ENV=production",
    ]);
    expect(
      paddleKeyProblems({ environment: "sandbox", apiKey: "pdl_live_apikey_01x", clientToken: "live_abc" }),
    ).toHaveLength(2);
    // Keys made before May 2025 have no prefix: nothing to tell.
    expect(paddleKeyProblems({ environment: "production", apiKey: "a".repeat(50) })).toEqual([]);
    expect(paddleKeyProblems({ environment: "sandbox", apiKey: API_KEY, clientToken: "abc" })).toEqual([
      "PADDLE_CLIENT_TOKEN should start with test_ (sandbox) or live_ (production)",
    ]);
  });

  it("asks Paddle for the configured price and reports a missing one", async () => {
    let seen: string | null = null;
    server.use(...fakePaddleApi({ apiKey: API_KEY, prices: [] }));
    server.use(
      http.get("https://sandbox-api.paddle.com/prices/:id", ({ request }) => {
        seen = request.headers.get("authorization");
        return HttpResponse.json(notFoundApiResponse("x"), { status: 404 });
      }),
    );
    const result = await paddle.check?.();
    expect(seen).toBe(`Bearer ${API_KEY}`);
    // Every check of the account is in check-report.test.ts; here the price comes first.
    expect(result?.findings[0]).toEqual({
      level: "warn",
      message: `PADDLE_PRICE_ID=${PRICE_ID} does not exist in Paddle sandbox`,
    });
  });
});
