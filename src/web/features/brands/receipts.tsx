import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Printer, Receipt as ReceiptIcon } from "lucide-react";
import { useId } from "react";
import { BRAND } from "@/shared/brand";
import { PACKAGE_NAME } from "@/shared/constants";
import { Button } from "@/web/components/ui/button";
import { apiErrorMessage } from "@/web/lib/i18n/api-errors";
import { type Receipt, useRequestRefund } from "./api/brands-api";
import { formatDate, formatMoney, taxLine } from "./brand-labels";

/** Receipts for the purchases that paid for a brand, printable on their own (My brands, point 3). */
const STATUS_LABELS: Partial<Record<Receipt["status"], MessageDescriptor>> = {
  refunded: msg`Refunded: this purchase no longer unlocks downloads.`,
  charged_back: msg`Charged back: this purchase no longer unlocks downloads.`,
};

/** A refund's state, and the button to ask for one while it is possible. */
function RefundLine({ receipt, brandId }: { receipt: Receipt; brandId: string }) {
  const { t } = useLingui();
  const request = useRequestRefund(brandId);
  const { refund } = receipt;
  const statusLabel = STATUS_LABELS[receipt.status];
  if (statusLabel) {
    return (
      <p className="font-medium text-amber-800 text-sm" role="status">
        {t(statusLabel)}
      </p>
    );
  }
  if (refund.status === "requested") {
    return (
      <p className="text-slate-700 text-sm" role="status">
        {refund.requestedAt ? (
          <Trans>Refund requested on {formatDate(refund.requestedAt)}: Paddle is processing it.</Trans>
        ) : (
          <Trans>Refund requested: Paddle is processing it.</Trans>
        )}
      </p>
    );
  }
  if (!refund.available) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      <Button variant="secondary" size="sm" disabled={request.isPending} onClick={() => request.mutate()}>
        <Trans>Request a refund</Trans>
      </Button>
      <span className="text-slate-600 text-xs">
        <Trans>Possible until {formatDate(refund.availableUntil)} while nothing has been downloaded.</Trans>
      </span>
      {request.isError ? (
        <span className="text-red-700 text-xs" role="alert">
          {apiErrorMessage(request.error, t`The refund could not be requested.`)}
        </span>
      ) : null}
    </div>
  );
}

export function Receipts({ receipts, brandId }: { receipts: Receipt[]; brandId?: string }) {
  const headingId = useId();
  const { t } = useLingui();
  if (receipts.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 print:border-0 print:p-0"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
          <ReceiptIcon className="size-4 text-brand-700" aria-hidden="true" />
          <Plural value={receipts.length} one="Receipt" other="Receipts" />
        </h2>
        <Button variant="secondary" size="sm" className="print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          <Trans>Print</Trans>
        </Button>
      </div>
      <p className="hidden text-slate-700 text-sm print:block">
        {BRAND.businessName}, {BRAND.location}
      </p>
      <ul className="divide-y divide-slate-100">
        {receipts.map((r) => (
          <li key={r.paymentId} className="py-3 first:pt-0 last:pb-0">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">
                <Trans>Date</Trans>
              </dt>
              <dd className="text-slate-900">
                <time dateTime={r.date}>{formatDate(r.date)}</time>
              </dd>
              <dt className="text-slate-600">
                <Trans>Item</Trans>
              </dt>
              <dd className="text-slate-900">
                {r.brandName ? (
                  <Trans>
                    {PACKAGE_NAME} for <span dir="auto">{r.brandName}</span>
                  </Trans>
                ) : (
                  PACKAGE_NAME
                )}
              </dd>
              <dt className="text-slate-600">
                <Trans>Amount</Trans>
              </dt>
              <dd className="font-semibold text-slate-900 tabular-nums">
                {r.amount && r.currency ? formatMoney(r.amount, r.currency) : t`As on your Paddle receipt`}
              </dd>
              <dt className="text-slate-600">
                <Trans>Tax</Trans>
              </dt>
              <dd className="text-slate-900 tabular-nums">{taxLine(r)}</dd>
              <dt className="text-slate-600">
                <Trans>Transaction</Trans>
              </dt>
              <dd className="break-all font-mono text-slate-900 text-xs leading-5">
                {r.paymentId}
                {r.hasInvoice && brandId ? (
                  <>
                    {" "}
                    <a
                      className="font-sans text-brand-700 underline print:hidden"
                      href={`/api/brands/${brandId}/receipts/${encodeURIComponent(r.paymentId)}/invoice`}
                      target="_blank"
                      rel="noopener"
                    >
                      <Trans>Paddle invoice (PDF)</Trans>
                    </a>
                  </>
                ) : null}
              </dd>
              {r.downloadConfirmation ? (
                <>
                  <dt className="text-slate-600">
                    <Trans>Downloaded</Trans>
                  </dt>
                  <dd className="text-slate-900">
                    <Trans>
                      Confirmed{" "}
                      <time dateTime={r.downloadConfirmation.at}>
                        {formatDate(r.downloadConfirmation.at)}
                      </time>{" "}
                      under the Terms of {r.downloadConfirmation.termsVersion}: final, no refund for
                      downloaded content
                    </Trans>
                  </dd>
                </>
              ) : null}
            </dl>
            <div className="mt-2">{brandId ? <RefundLine receipt={r} brandId={brandId} /> : null}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
