import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandWithName } from "@/test/brand-helpers";
import { transactionApiResponse } from "@/test/paddle-fixtures";
import { signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";
import { fulfilPurchase } from "./fulfil-purchase";
import { retainedPaymentRecord } from "./payment-record";

const PRICE = "pri_01jbrandstudioprice0000000";

/** A full Paddle transaction (the API's answer, with every field Paddle documents). */
function fullTransaction(transactionId: string, userId: string, sessionId: string) {
  const { data } = transactionApiResponse({
    transactionId,
    priceId: PRICE,
    customData: { user_id: userId, session_id: sessionId, email: "alex@example.com" },
  });
  // Entities Paddle includes when asked (include=customer,address,business,discount).
  return {
    ...data,
    customer: { id: data.customer_id, name: "Alex Example", email: "alex@example.com" },
    address: { id: data.address_id, postal_code: "10001", country_code: "US", first_line: "1 Main St" },
    business: null,
    billing_details: { enable_checkout: false, payment_terms: { interval: "day", frequency: 14 } },
  };
}

/** Exactly what may stay: amounts, tax, currency, dates, transaction and price ids. */
const EXPECTED = (transactionId: string) => {
  const totals = (o: Record<string, unknown>) => o;
  const unit = { subtotal: "2499", discount: "0", tax: "222", total: "2721" };
  return {
    id: transactionId,
    status: "completed",
    currency_code: "USD",
    created_at: "2025-03-14T10:19:48.204118Z",
    updated_at: "2025-03-14T10:21:07.912331Z",
    billed_at: "2025-03-14T10:21:05.631072Z",
    revised_at: null,
    items: [
      {
        price_id: PRICE,
        quantity: 1,
        price: { id: PRICE, unit_price: { amount: "2499", currency_code: "USD" } },
      },
    ],
    details: {
      tax_rates_used: [{ tax_rate: "0.08875", totals: unit }],
      totals: totals({
        subtotal: "2499",
        tax: "222",
        discount: "0",
        total: "2721",
        grand_total: "2721",
        grand_total_tax: "222",
        fee: "186",
        credit: "0",
        credit_to_balance: "0",
        balance: "0",
        earnings: "2313",
        currency_code: "USD",
      }),
      adjusted_totals: expect.any(Object),
      payout_totals: expect.any(Object),
      adjusted_payout_totals: expect.any(Object),
      line_items: [{ price_id: PRICE, quantity: 1, tax_rate: "0.08875", unit_totals: unit, totals: unit }],
    },
    payments: [
      {
        amount: "2721",
        status: "captured",
        created_at: "2025-03-14T10:21:01.310254Z",
        captured_at: "2025-03-14T10:21:04.998120Z",
      },
      { amount: "2721", status: "error", created_at: "2025-03-14T10:20:32.117408Z", captured_at: null },
    ],
  };
};

/** Nothing that names or locates the person, or lets anyone find them at Paddle. */
function expectNothingPersonal(record: unknown, userId: string, sessionId: string) {
  const text = JSON.stringify(record);
  for (const forbidden of [
    "Alex Example",
    "alex@example.com",
    "4242",
    "ctm_",
    "add_",
    "paymtd_",
    "inv_",
    "custom_data",
    "customer",
    "address",
    "cardholder",
    "method_details",
    "checkout",
    "10001",
    userId,
    sessionId,
  ])
    expect(text, forbidden).not.toContain(forbidden);
}

describe("detached payment records", () => {
  it("keep only the allow-listed fields of a full Paddle transaction", () => {
    const record = retainedPaymentRecord(fullTransaction("txn_01jallowlist00000000000000", "u-1", "s-1"));
    expect(record).toEqual(EXPECTED("txn_01jallowlist00000000000000"));
    expectNothingPersonal(record, "u-1", "s-1");
    // An unknown field, now or added by Paddle later, is dropped by default.
    expect(retainedPaymentRecord({ id: "txn_x", new_personal_field: "Alex" })).toEqual({ id: "txn_x" });
    expect(
      retainedPaymentRecord({ id: "txn_x", details: { totals: { total: { nested: "Alex" } } } }),
    ).toEqual({
      id: "txn_x",
      details: { totals: {} },
    });
    // The demo purchase keeps its amount.
    expect(
      retainedPaymentRecord({ demo: true, transaction_id: "demo_1", amount: "24.99", currency: "USD" }),
    ).toEqual({
      demo: true,
      transaction_id: "demo_1",
      amount: "24.99",
      currency: "USD",
    });
  });

  describe("after an account is deleted", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => t.close());

    it("the stored record is cut to the allow-list, and the receipt amount survives", async () => {
      const { client, user } = await signIn(t, { name: "Alex Example", email: "alex@example.com" });
      const session = await brandWithName(client);
      const transactionId = "txn_01jdetachedrecord000000000";
      const result = await fulfilPurchase(t.database.db, {
        paymentId: transactionId,
        userId: user.id,
        sessionId: session.id,
        transactionData: fullTransaction(transactionId, user.id, session.id),
      });
      expect(result.granted).toBe(true);
      const deleted = await client.json("/api/me", { confirmEmail: user.email }, "DELETE");
      expect(deleted.status).toBe(204);
      const row = await t.database.db
        .selectFrom("premium_sessions")
        .selectAll()
        .where("payment_id", "=", transactionId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: null, session_id: null });
      expect(row.transaction_data).toEqual(EXPECTED(transactionId));
      expectNothingPersonal(row.transaction_data, user.id, session.id);
    });
  });
});
