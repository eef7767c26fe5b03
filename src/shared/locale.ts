/**
 * The languages the product speaks (issue 31): English, the reference, and Bahasa Indonesia.
 * Every place that reads a language from outside (account, cookie, Accept-Language, a query)
 * goes through `parseLocale`, so an unknown value falls back instead of failing.
 */
export const LOCALES = ["en", "id"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that remembers a visitor's choice (a signed-in user's choice lives on the account). */
export const LOCALE_COOKIE = "lang";

/** BCP 47 tags for Intl and `<html lang>`, and the Open Graph locale for share pages. */
export const LOCALE_TAGS: Record<Locale, { bcp47: string; og: string; label: string }> = {
  en: { bcp47: "en-GB", og: "en_US", label: "English" },
  id: { bcp47: "id-ID", og: "id_ID", label: "Bahasa Indonesia" },
};

/** "id", "id-ID", "in" (the old code for Indonesian), "EN-us" → a locale; anything else → null. */
export function parseLocale(value: unknown): Locale | null {
  if (typeof value !== "string") return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === "en") return "en";
  if (primary === "id" || primary === "in") return "id";
  return null;
}

/** The first supported language of an Accept-Language header, by its q-values. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const locale = parseLocale(entry.tag);
    if (locale) return locale;
  }
  return null;
}

/** Precedence (issue 31): the account's choice, then the visitor cookie, then the browser's languages. */
export function chooseLocale(sources: {
  account?: unknown;
  cookie?: unknown;
  acceptLanguage?: string | null;
}): Locale {
  return (
    parseLocale(sources.account) ??
    parseLocale(sources.cookie) ??
    localeFromAcceptLanguage(sources.acceptLanguage) ??
    DEFAULT_LOCALE
  );
}
