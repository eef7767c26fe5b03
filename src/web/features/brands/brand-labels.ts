import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CategoryId } from "@/shared/categories";
import { formatDate as formatLocaleDate, formatMoney as formatLocaleMoney } from "@/web/lib/i18n/format";
import { i18n } from "@/web/lib/i18n/i18n";
import { categoryName } from "@/web/lib/i18n/product-texts";
import type { BrandStatus } from "./api/brands-api";

/** A brand's state as My brands and the brand page name it (issue 31: shown with `statusLabel`). */
export const STATUS_MESSAGES: Record<BrandStatus, MessageDescriptor> = {
  in_progress: msg`In progress`,
  paid: msg`Paid`,
  downloaded: msg`Downloaded`,
};

export function statusLabel(status: BrandStatus): string {
  return i18n._(STATUS_MESSAGES[status]);
}

/** The same labels read as a table, in the UI language at the moment they are read. */
export const STATUS_LABEL: Readonly<Record<BrandStatus, string>> = Object.defineProperties(
  {} as Record<BrandStatus, string>,
  Object.fromEntries(
    (Object.keys(STATUS_MESSAGES) as BrandStatus[]).map((status) => [
      status,
      { enumerable: true, get: () => statusLabel(status) },
    ]),
  ),
);

export const STATUS_STYLE: Record<BrandStatus, string> = {
  in_progress: "bg-amber-50 text-amber-900 ring-amber-200",
  paid: "bg-brand-50 text-brand-800 ring-brand-200",
  downloaded: "bg-emerald-50 text-emerald-900 ring-emerald-200",
};

export function categoryLabel(category: CategoryId | null): string {
  return category ? categoryName(category) : i18n._(msg`Category not chosen yet`);
}

/** "24 November 2026": the one date format of the product (docs/product.md#languages), in the UI language. */
export const formatDate = (iso: string) => formatLocaleDate(iso);

/** What a receipt says about tax, matching the Paddle price's tax mode. */
export function taxLine(receipt: {
  tax: string | null;
  subtotal: string | null;
  currency: string | null;
  taxMode: "added" | "included" | "none" | "unknown";
}): string {
  const money = (v: string | null) => (v && receipt.currency ? formatMoney(v, receipt.currency) : "");
  switch (receipt.taxMode) {
    case "added": {
      const tax = money(receipt.tax);
      const price = money(receipt.subtotal);
      return i18n._(msg`${tax} tax added to the ${price} price`);
    }
    case "included": {
      const tax = money(receipt.tax);
      return i18n._(msg`Includes ${tax} tax`);
    }
    case "none":
      return i18n._(msg`No tax charged`);
    default:
      return i18n._(msg`Tax as shown on your Paddle receipt`);
  }
}

/** An amount as it was charged: in its own currency and decimals, written the UI language's way. */
export function formatMoney(amount: string, currency: string): string {
  try {
    return formatLocaleMoney(Number(amount), currency);
  } catch {
    return `${amount} ${currency}`;
  }
}
