import { BRAND } from "@/shared/brand";
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from "@/shared/locale";

/**
 * The date the legal texts last changed (BRAND keeps it in English words), day-month-year in the
 * page's language: "24 November 2026", "17 Agustus 2026".
 */
export function legalUpdated(locale: Locale = DEFAULT_LOCALE): string {
  const date = new Date(`${BRAND.legalUpdated} 12:00 UTC`);
  if (locale === DEFAULT_LOCALE || Number.isNaN(date.getTime())) return BRAND.legalUpdated;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale].bcp47, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** "365 days" -> "one year" ("satu tahun"); other values stay in days. Keeps the prose in step with the constants. */
export function describeDays(days: number, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === "id") {
    if (days > 0 && days % 365 === 0) return days === 365 ? "satu tahun" : `${days / 365} tahun`;
    return `${days} hari`;
  }
  if (days > 0 && days % 365 === 0) {
    const years = days / 365;
    return years === 1 ? "one year" : `${years} years`;
  }
  return days === 1 ? "1 day" : `${days} days`;
}
