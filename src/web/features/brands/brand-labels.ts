import type { CategoryId } from "@/shared/categories";
import { getCategory } from "@/shared/categories";
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

const dateFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export function formatMoney(amount: string, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: "currency", currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}
