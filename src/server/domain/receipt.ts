import { z } from "zod";

/**
 * What a receipt says about a payment, read from the stored transaction through a schema: Paddle's
 * transaction entity (amounts in the currency's minor units, as strings), or the demo payment's
 * record. Nothing is assumed: a record neither schema reads gives no amount rather than a guess.
 */

const minorUnits = z.string().regex(/^\d+$/);
const currencyCode = z.string().regex(/^[A-Z]{3}$/);

const paddleTransaction = z.object({
  id: z.string().min(1),
  currency_code: currencyCode,
  billed_at: z.string().nullish(),
  created_at: z.string().nullish(),
  invoice_id: z.string().nullish(),
  details: z.object({
    totals: z.object({
      subtotal: minorUnits,
      tax: minorUnits,
      total: minorUnits,
      grand_total: minorUnits.optional(),
    }),
  }),
  items: z
    .array(
      z.object({
        quantity: z.number().int().positive().optional(),
        price: z
          .object({
            tax_mode: z.string().optional(),
            unit_price: z.object({ amount: minorUnits, currency_code: currencyCode }).optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});

const demoTransaction = z.object({
  demo: z.literal(true),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  currency: currencyCode,
});

/**
 * How tax relates to the price: added on top of it (the price excludes tax), included in it, or
 * none charged; "unknown" when the record does not say.
 */
export type TaxMode = "added" | "included" | "none" | "unknown";

export type ReceiptAmounts = {
  /** What was paid, tax included, in the currency's own decimal places ("27.21", "2499" for JPY). */
  amount: string | null;
  /** Before tax, and the tax, in the same form. */
  subtotal: string | null;
  tax: string | null;
  currency: string | null;
  taxMode: TaxMode;
  /** When the payment was billed, from the transaction (ISO 8601), if it says. */
  billedAt: string | null;
  /** Paddle issued an invoice for it (a live payment). */
  hasInvoice: boolean;
};

/** The number of decimal places a currency is written with (ISO 4217, as Intl knows it). */
export function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** Minor units ("2721") as a decimal string in the currency's own places ("27.21"; "2721" for JPY). */
export function fromMinorUnits(minor: string, currency: string): string {
  const places = currencyDecimals(currency);
  if (places === 0) return BigInt(minor).toString();
  const digits = minor.padStart(places + 1, "0");
  return `${BigInt(digits.slice(0, -places)).toString()}.${digits.slice(-places)}`;
}

const NOTHING: ReceiptAmounts = {
  amount: null,
  subtotal: null,
  tax: null,
  currency: null,
  taxMode: "unknown",
  billedAt: null,
  hasInvoice: false,
};

export function readReceipt(data: unknown): ReceiptAmounts {
  const paddle = paddleTransaction.safeParse(data);
  if (paddle.success) {
    const t = paddle.data;
    const currency = t.currency_code;
    const { subtotal, tax, total, grand_total } = t.details.totals;
    const paid = grand_total ?? total;
    const item = t.items?.[0];
    const listed = item?.price?.unit_price?.amount;
    const quantity = item?.quantity ?? 1;
    let taxMode: TaxMode = "unknown";
    if (BigInt(tax) === 0n) taxMode = "none";
    else if (listed !== undefined) {
      taxMode = BigInt(listed) * BigInt(quantity) === BigInt(total) ? "included" : "added";
    } else if (t.items?.[0]?.price?.tax_mode === "internal") taxMode = "included";
    else if (t.items?.[0]?.price?.tax_mode === "external") taxMode = "added";
    return {
      amount: fromMinorUnits(paid, currency),
      subtotal: fromMinorUnits(subtotal, currency),
      tax: fromMinorUnits(tax, currency),
      currency,
      taxMode,
      billedAt: t.billed_at ?? t.created_at ?? null,
      hasInvoice: Boolean(t.invoice_id),
    };
  }
  const demo = demoTransaction.safeParse(data);
  if (demo.success) {
    const places = currencyDecimals(demo.data.currency);
    return {
      ...NOTHING,
      amount: Number(demo.data.amount).toFixed(places),
      currency: demo.data.currency,
      // The demo charges no tax.
      tax: (0).toFixed(places),
      subtotal: Number(demo.data.amount).toFixed(places),
      taxMode: "none",
    };
  }
  return NOTHING;
}
