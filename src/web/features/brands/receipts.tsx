import { Printer, Receipt as ReceiptIcon } from "lucide-react";
import { BRAND } from "@/shared/brand";
import { PACKAGE_NAME } from "@/shared/constants";
import { Button } from "@/web/components/ui/button";
import { type Receipt, useRequestRefund } from "./api/brands-api";
import { formatDate, formatMoney, taxLine } from "./brand-labels";

/** Receipts for the purchases that paid for a brand, printable on their own (My brands, point 3). */
const STATUS_LABELS: Partial<Record<Receipt["status"], string>> = {
  refunded: "Refunded: this purchase no longer unlocks downloads.",
  charged_back: "Charged back: this purchase no longer unlocks downloads.",
};

/** A refund's state, and the button to ask for one while it is possible. */
function RefundLine({ receipt, brandId }: { receipt: Receipt; brandId: string }) {
  const request = useRequestRefund(brandId);
  const { refund } = receipt;
  if (STATUS_LABELS[receipt.status]) {
    return (
      <p className="font-medium text-amber-800 text-sm" role="status">
        {STATUS_LABELS[receipt.status]}
      </p>
    );
  }
  if (refund.status === "requested") {
    return (
      <p className="text-slate-700 text-sm" role="status">
        Refund requested{refund.requestedAt ? ` on ${formatDate(refund.requestedAt)}` : ""}: Paddle is
        processing it.
      </p>
    );
  }
  if (!refund.available) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      <Button variant="secondary" size="sm" disabled={request.isPending} onClick={() => request.mutate()}>
        Request a refund
      </Button>
      <span className="text-slate-600 text-xs">
        Possible until {formatDate(refund.availableUntil)} while nothing has been downloaded.
      </span>
      {request.isError ? (
        <span className="text-red-700 text-xs" role="alert">
          {request.error instanceof Error ? request.error.message : "The refund could not be requested."}
        </span>
      ) : null}
    </div>
  );
}

export function Receipts({ receipts, brandId }: { receipts: Receipt[]; brandId?: string }) {
  if (receipts.length === 0) return null;
  return (
    <section
      aria-labelledby="receipts-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 print:border-0 print:p-0"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="receipts-heading" className="flex items-center gap-2 font-semibold text-slate-900">
          <ReceiptIcon className="size-4 text-brand-700" aria-hidden="true" />
          {receipts.length === 1 ? "Receipt" : "Receipts"}
        </h2>
        <Button variant="secondary" size="sm" className="print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      <p className="hidden text-slate-700 text-sm print:block">
        {BRAND.businessName}, {BRAND.location}
      </p>
      <ul className="divide-y divide-slate-100">
        {receipts.map((r) => (
          <li key={r.paymentId} className="py-3 first:pt-0 last:pb-0">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">Date</dt>
              <dd className="text-slate-900">
                <time dateTime={r.date}>{formatDate(r.date)}</time>
              </dd>
              <dt className="text-slate-600">Item</dt>
              <dd className="text-slate-900">
                {PACKAGE_NAME}
                {r.brandName ? (
                  <>
                    {" "}
                    for <span dir="auto">{r.brandName}</span>
                  </>
                ) : null}
              </dd>
              <dt className="text-slate-600">Amount</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">
                {r.amount && r.currency ? formatMoney(r.amount, r.currency) : "As on your Paddle receipt"}
              </dd>
              <dt className="text-slate-600">Tax</dt>
              <dd className="text-slate-900 tabular-nums">{taxLine(r)}</dd>
              <dt className="text-slate-600">Transaction</dt>
              <dd className="break-all font-mono text-slate-900 text-xs leading-5">
                {r.paymentId}
                {r.hasInvoice && brandId && (
                  <>
                    {" "}
                    <a
                      className="font-sans text-brand-700 underline print:hidden"
                      href={`/api/brands/${brandId}/receipts/${encodeURIComponent(r.paymentId)}/invoice`}
                      target="_blank"
                      rel="noopener"
                    >
                      Paddle invoice (PDF)
                    </a>
                  </>
                )}
              </dd>
              {r.downloadConfirmation && (
                <>
                  <dt className="text-slate-600">Downloaded</dt>
                  <dd className="text-slate-900">
                    Confirmed{" "}
                    <time dateTime={r.downloadConfirmation.at}>{formatDate(r.downloadConfirmation.at)}</time>{" "}
                    under the Terms of {r.downloadConfirmation.termsVersion}: final, no refund for downloaded
                    content
                  </dd>
                </>
              )}
            </dl>
            <div className="mt-2">{brandId ? <RefundLine receipt={r} brandId={brandId} /> : null}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
