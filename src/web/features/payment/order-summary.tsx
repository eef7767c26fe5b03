import { Trans } from "@lingui/react/macro";
import type { PaddleEventData } from "@paddle/paddle-js";
import { z } from "zod";
import { formatMoney } from "@/web/lib/i18n/format";

/**
 * Paddle requires an inline checkout to show, beside the frame, what is bought and what it costs
 * (items, subtotal, tax, total), taken from the checkout's own events, since tax depends on the
 * buyer's country. https://developer.paddle.com/build/checkout/build-branded-inline-checkout
 */

const totalsSchema = z.object({
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  discount: z.number().optional(),
});

const checkoutDataSchema = z.object({
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  items: z
    .array(
      z.object({
        price_name: z.string().nullish(),
        product: z.object({ name: z.string() }).partial().nullish(),
        quantity: z.number().int().min(0),
        totals: totalsSchema,
      }),
    )
    .min(1),
  totals: totalsSchema,
});

export type OrderSummaryData = {
  currency: string;
  items: Array<{ name: string; quantity: number; subtotal: number }>;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
};

/** Events that carry the checkout's current items and totals. */
const SUMMARY_EVENTS = new Set([
  "checkout.loaded",
  "checkout.updated",
  "checkout.items.updated",
  "checkout.customer.updated",
  "checkout.discount.applied",
  "checkout.discount.removed",
]);

/** The summary from a checkout.loaded/checkout.updated event, or null for other events and odd payloads. */
export function summaryFromEvent(event: PaddleEventData): OrderSummaryData | null {
  if (!event.name || !SUMMARY_EVENTS.has(event.name)) return null;
  const parsed = checkoutDataSchema.safeParse(event.data);
  if (!parsed.success) return null;
  const { currency_code, items, totals } = parsed.data;
  return {
    currency: currency_code,
    items: items.map((item) => ({
      name: item.product?.name ?? item.price_name ?? "Item",
      quantity: item.quantity,
      subtotal: item.totals.subtotal,
    })),
    subtotal: totals.subtotal,
    discount: totals.discount ?? 0,
    tax: totals.tax,
    total: totals.total,
  };
}

/** Receipts show the amounts as charged, in the UI language's number format (issue 31). */
function money(amount: number, currency: string): string {
  return formatMoney(amount, currency);
}

export function OrderSummary({ summary }: { summary: OrderSummaryData | null }) {
  if (!summary) return null;
  const { currency } = summary;
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="order-summary-heading" className="font-semibold text-slate-900">
        <Trans>Order summary</Trans>
      </h3>
      <dl className="mt-3 space-y-2 text-sm">
        {summary.items.map((item) => (
          <div key={item.name} className="flex justify-between gap-4 text-slate-700">
            <dt>
              {item.name}
              {item.quantity > 1 ? ` × ${item.quantity}` : ""}
            </dt>
            <dd>{money(item.subtotal, currency)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-slate-100 border-t pt-2 text-slate-700">
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>{money(summary.subtotal, currency)}</dd>
        </div>
        {summary.discount > 0 && (
          <div className="flex justify-between gap-4 text-slate-700">
            <dt>
              <Trans>Discount</Trans>
            </dt>
            <dd>−{money(summary.discount, currency)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 text-slate-700">
          <dt>
            <Trans>Tax</Trans>
          </dt>
          <dd>{money(summary.tax, currency)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-slate-100 border-t pt-2 font-semibold text-base text-slate-900">
          <dt>
            <Trans>Total due today</Trans>
          </dt>
          <dd>{money(summary.total, currency)}</dd>
        </div>
      </dl>
    </section>
  );
}
