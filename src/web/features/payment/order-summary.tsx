import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { formatMoney } from "@/web/lib/i18n/format";
import type { OrderSummaryData } from "./summary-from-event";

/**
 * Paddle requires an inline checkout to show, beside the frame, what is bought and what it costs
 * (items, subtotal, tax, total), taken from the checkout's own events, since tax depends on the
 * buyer's country. https://developer.paddle.com/build/checkout/build-branded-inline-checkout
 */

/** Receipts show the amounts as charged, in the UI language's number format (issue 31). */
function money(amount: number, currency: string): string {
  return formatMoney(amount, currency);
}

export function OrderSummary({ summary }: { summary: OrderSummaryData | null }) {
  const headingId = useId();
  if (!summary) return null;
  const { currency } = summary;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
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
