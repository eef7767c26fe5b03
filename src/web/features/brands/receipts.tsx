import { Printer, Receipt as ReceiptIcon } from "lucide-react";
import { BRAND } from "@/shared/brand";
import { PACKAGE_NAME } from "@/shared/constants";
import { Button } from "@/web/components/ui/button";
import type { Receipt } from "./api/brands-api";
import { formatDate, formatMoney } from "./brand-labels";

/** Receipts for the purchases that paid for a brand, printable on their own (My brands, point 3). */
export function Receipts({ receipts }: { receipts: Receipt[] }) {
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
                {formatMoney(r.amount, r.currency)}
              </dd>
              <dt className="text-slate-600">Transaction</dt>
              <dd className="break-all font-mono text-slate-900 text-xs leading-5">{r.paymentId}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
