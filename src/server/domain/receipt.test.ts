import { describe, expect, it } from "vitest";
import { transactionData } from "@/test/paddle-fixtures";
import { currencyDecimals, fromMinorUnits, readReceipt } from "./receipt";

/** Receipts come from the stored transaction, read through a schema, in the currency's own decimals. */

type Transaction = {
  currency_code: string;
  details: { totals: Record<string, string> };
  items: Array<{ price: { unit_price: { amount: string; currency_code: string } } }>;
};

/** Paddle's documented transaction entity, as stored (a plain JSON copy to vary). */
const paddle = () =>
  JSON.parse(
    JSON.stringify(transactionData({ transactionId: "txn_01", priceId: "pri_01", customData: null })),
  ) as Transaction;

describe("receipts", () => {
  it("read Paddle's transaction: total, tax added to the price, billing date, invoice", () => {
    expect(readReceipt(paddle())).toEqual({
      amount: "27.21",
      subtotal: "24.99",
      tax: "2.22",
      currency: "USD",
      taxMode: "added",
      billedAt: "2025-03-14T10:21:05.631072Z",
      hasInvoice: true,
    });
  });

  it("tell a tax-inclusive price from one that adds tax", () => {
    const inclusive = paddle();
    inclusive.details.totals = {
      ...inclusive.details.totals,
      subtotal: "2294",
      tax: "205",
      total: "2499",
      grand_total: "2499",
    };
    expect(readReceipt(inclusive)).toMatchObject({ amount: "24.99", tax: "2.05", taxMode: "included" });
    const untaxed = paddle();
    untaxed.details.totals = {
      ...untaxed.details.totals,
      subtotal: "2499",
      tax: "0",
      total: "2499",
      grand_total: "2499",
    };
    expect(readReceipt(untaxed)).toMatchObject({ amount: "24.99", taxMode: "none" });
  });

  it("write each currency with its own decimal places, not always hundredths", () => {
    expect(currencyDecimals("USD")).toBe(2);
    expect(currencyDecimals("JPY")).toBe(0);
    expect(currencyDecimals("KWD")).toBe(3);
    expect(fromMinorUnits("3900", "JPY")).toBe("3900");
    expect(fromMinorUnits("12345", "KWD")).toBe("12.345");
    expect(fromMinorUnits("5", "USD")).toBe("0.05");
    const yen = paddle();
    yen.currency_code = "JPY";
    yen.details.totals = {
      ...yen.details.totals,
      subtotal: "3900",
      tax: "390",
      total: "4290",
      grand_total: "4290",
    };
    yen.items[0]!.price.unit_price = { amount: "3900", currency_code: "JPY" };
    expect(readReceipt(yen)).toMatchObject({
      amount: "4290",
      subtotal: "3900",
      tax: "390",
      currency: "JPY",
      taxMode: "added",
    });
  });

  it("read the demo payment's record, and never guess an amount for a record it cannot read", () => {
    expect(
      readReceipt({ demo: true, transaction_id: "demo_txn_1", amount: "24.99", currency: "USD" }),
    ).toMatchObject({
      amount: "24.99",
      currency: "USD",
      taxMode: "none",
      hasInvoice: false,
    });
    for (const unreadable of [
      null,
      {},
      { test: true },
      { currency_code: "USD", details: { totals: { total: "x" } } },
    ]) {
      expect(readReceipt(unreadable)).toMatchObject({ amount: null, currency: null, taxMode: "unknown" });
    }
  });
});
