import { BRAND } from "@/shared/brand";
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from "@/shared/locale";

/**
 * How a kit writes dates and money in the buyer's language (issue 31): through Intl, dates
 * day-month-year in words ("24 November 2026", "17 Agustus 2026") in UTC so a date reads the same
 * in every file, and money in the currency it was charged in ("US$24.99", "Rp399.000").
 */

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

export function kitDay(date: Date | string, locale: Locale = DEFAULT_LOCALE): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale].bcp47, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    dayFormats.set(locale, format);
  }
  return format.format(typeof date === "string" ? new Date(date) : date);
}

/**
 * An amount as the transaction was charged: `amount` is a decimal string in the currency's own
 * places ("24.99", "399000"). Indonesian writes the symbol against the digits, as prices are
 * printed in Indonesia ("Rp399.000"). Null when the amount cannot be read.
 */
export function kitMoney(amount: string, currency: string, locale: Locale = DEFAULT_LOCALE): string | null {
  const value = Number(amount);
  if (!Number.isFinite(value)) return null;
  try {
    const text = new Intl.NumberFormat(LOCALE_TAGS[locale].bcp47, { style: "currency", currency }).format(
      value,
    );
    return locale === "id" ? text.replace(/^(\D+?)\s+(?=\d)/u, "$1") : text;
  } catch {
    return null;
  }
}

/** The date the legal texts were last changed (kept in English words in BRAND), in the kit's language. */
export function legalUpdated(locale: Locale): string {
  const parsed = new Date(`${BRAND.legalUpdated} 12:00 UTC`);
  return Number.isNaN(parsed.getTime()) ? BRAND.legalUpdated : kitDay(parsed, locale);
}
