/**
 * What a payment record keeps once it is detached from a deleted account (privacy policy: payment
 * records are kept for the retention period): amounts, tax, currency, dates, the transaction's and
 * prices' ids, and nothing else. An allow-list, so a field Paddle adds later (or one we did not
 * think of, like a cardholder's name) is dropped by default.
 */

/** true keeps a plain value (text, number, boolean, null); an object keeps the listed keys; [shape] maps a list. */
type Shape = true | { readonly [key: string]: Shape } | readonly [Shape];

const TOTALS: Shape = {
  subtotal: true,
  discount: true,
  tax: true,
  total: true,
  credit: true,
  credit_to_balance: true,
  balance: true,
  grand_total: true,
  grand_total_tax: true,
  fee: true,
  earnings: true,
  retained_fee: true,
  currency_code: true,
  exchange_rate: true,
};

const RETAINED: Shape = {
  // A Paddle transaction (API version 1).
  id: true,
  status: true,
  currency_code: true,
  created_at: true,
  updated_at: true,
  billed_at: true,
  revised_at: true,
  items: [
    {
      price_id: true,
      quantity: true,
      price: { id: true, unit_price: { amount: true, currency_code: true } },
    },
  ],
  details: {
    tax_rates_used: [{ tax_rate: true, totals: TOTALS }],
    totals: TOTALS,
    adjusted_totals: TOTALS,
    payout_totals: TOTALS,
    adjusted_payout_totals: TOTALS,
    line_items: [{ price_id: true, quantity: true, tax_rate: true, unit_totals: TOTALS, totals: TOTALS }],
  },
  payments: [{ amount: true, status: true, created_at: true, captured_at: true }],
  // A demo purchase (offline mode).
  demo: true,
  transaction_id: true,
  amount: true,
  currency: true,
  // Refunds and chargebacks recorded on the purchase.
  adjustments: [
    {
      id: true,
      action: true,
      status: true,
      type: true,
      currency_code: true,
      created_at: true,
      updated_at: true,
      totals: TOTALS,
    },
  ],
};

function pick(value: unknown, shape: Shape): unknown {
  if (shape === true) {
    return value === null || ["string", "number", "boolean"].includes(typeof value) ? value : undefined;
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return undefined;
    return value.map((item) => pick(item, shape[0] as Shape)).filter((item) => item !== undefined);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(shape as Record<string, Shape>)) {
    if (!Object.hasOwn(value, key)) continue;
    const kept = pick((value as Record<string, unknown>)[key], inner);
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}

/** The detached record of a payment: only the allow-listed fields of what was stored. */
export function retainedPaymentRecord(data: unknown): unknown {
  if (data === null || data === undefined) return null;
  return pick(typeof data === "string" ? safeParse(data) : data, RETAINED) ?? null;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
