import { i18n } from "@lingui/core";
import { chooseLocale, LOCALE_COOKIE, LOCALE_TAGS, type Locale, parseLocale } from "@/shared/locale";
import { enMessages } from "./catalog-en";

/**
 * The one Lingui instance of the app (issue 31). English is loaded at start; another language's
 * catalogue is fetched the first time it is activated. Code outside React (toasts, error texts)
 * reads the same instance through the `t` macro of `@lingui/core/macro`.
 */
i18n.load("en", enMessages);
i18n.activate("en");

const loaded = new Set<Locale>(["en"]);

async function loadCatalog(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  if (locale === "id") i18n.load("id", (await import("./catalog-id")).idMessages);
  loaded.add(locale);
}

/** Switches every text to `locale` once its catalogue is in; `<html lang>` follows. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalog(locale);
  i18n.activate(locale);
  // The primary subtag only: the page is in Indonesian or English, not a regional variant.
  document.documentElement.lang = LOCALE_TAGS[locale].bcp47.split("-")[0] ?? locale;
}

export function currentLocale(): Locale {
  return parseLocale(i18n.locale) ?? "en";
}

/** The visitor cookie's language, or null when none was chosen (or it is not one we speak). */
export function cookieLocale(): Locale | null {
  const entry = document.cookie
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  return entry ? parseLocale(decodeURIComponent(entry.slice(LOCALE_COOKIE.length + 1))) : null;
}

export function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie, read by the server too
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}

/** Before anyone is known to be signed in: the cookie, then the browser's languages. */
export function initialLocale(): Locale {
  return chooseLocale({
    cookie: cookieLocale(),
    acceptLanguage: (navigator.languages ?? [navigator.language]).join(","),
  });
}

/** Saves the language on the account; a failure only means the next device starts from its cookie. */
export async function saveAccountLocale(locale: Locale): Promise<void> {
  try {
    await fetch("/api/me/locale", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ locale }),
    });
  } catch {
    // Offline: the cookie still remembers it.
  }
}

export { i18n };
