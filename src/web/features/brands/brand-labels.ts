import type { CategoryId } from "@/shared/categories";
import { getCategory } from "@/shared/categories";
import { formatDay } from "@/shared/dates";
import type { BrandStatus } from "./api/brands-api";

export const STATUS_LABEL: Record<BrandStatus, string> = {
  in_progress: "In progress",
  paid: "Paid",
  downloaded: "Downloaded",
};

export const STATUS_STYLE: Record<BrandStatus, string> = {
  in_progress: "bg-amber-50 text-amber-900 ring-amber-200",
  paid: "bg-brand-50 text-brand-800 ring-brand-200",
  downloaded: "bg-emerald-50 text-emerald-900 ring-emerald-200",
};

export function categoryLabel(category: CategoryId | null): string {
  return category ? getCategory(category).name : "Category not chosen yet";
}

/** "24 November 2026": the one date format of the product (docs/product.md#languages). */
export const formatDate = (iso: string) => formatDay(iso);

/** What a receipt says about tax, matching the Paddle price's tax mode. */
export function taxLine(receipt: {
  tax: string | null;
  subtotal: string | null;
  currency: string | null;
  taxMode: "added" | "included" | "none" | "unknown";
}): string {
  const money = (v: string | null) => (v && receipt.currency ? formatMoney(v, receipt.currency) : "");
  switch (receipt.taxMode) {
    case "added":
      return `${money(receipt.tax)} tax added to the ${money(receipt.subtotal)} price`;
    case "included":
      return `Includes ${money(receipt.tax)} tax`;
    case "none":
      return "No tax charged";
    default:
      return "Tax as shown on your Paddle receipt";
  }
}

export function formatMoney(amount: string, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: "currency", currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}
