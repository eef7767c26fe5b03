import { LOCALE_TAGS, type Locale } from "@/shared/locale";
import { currentLocale } from "./i18n";

/**
 * Numbers, dates and money through Intl in the UI language (issue 31). Dates are day-month-year
 * in both languages ("24 November 2026"), as docs/product.md#languages asks for every date in the product.
 */
function tag(locale: Locale = currentLocale()) {
  return LOCALE_TAGS[locale].bcp47;
}

export function formatDate(value: Date | string | number, locale?: Locale): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat(tag(locale), { day: "numeric", month: "long", year: "numeric" }).format(
    date,
  );
}

/**
 * An amount in its currency. USD keeps the list-price form "$24.99" in either language (the price
 * is quoted in US dollars everywhere); rupiah shows as "Rp399.000", without the decimals it never has.
 */
export function formatMoney(amount: number, currency: string, locale?: Locale): string {
  const code = currency.toUpperCase();
  const displayLocale = code === "USD" ? "en-US" : tag(locale);
  const fractionDigits = code === "IDR" ? 0 : undefined;
  return new Intl.NumberFormat(displayLocale, {
    style: "currency",
    currency: code,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })
    .format(amount)
    .replace(/^(Rp)\s/u, "$1");
}

export function formatNumber(value: number, locale?: Locale): string {
  return new Intl.NumberFormat(tag(locale)).format(value);
}
