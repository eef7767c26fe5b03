import { i18n, type Messages } from "@lingui/core";
import { chooseLocale, LOCALE_COOKIE, LOCALE_TAGS, type Locale, parseLocale } from "@/shared/locale";

/**
 * The one Lingui instance of the app (issue 31), with catalogues loaded per area
 * (src/web/locales/{locale}/{area}.po, see lingui.config.ts). What the landing page shows (shell,
 * landing, auth) is bundled in English, so the first paint never waits; every other area, and
 * every Indonesian catalogue, is its own chunk, fetched with the code that needs it (`withAreas`).
 * Code outside React (toasts, error texts) reads the same instance through `t` of `@lingui/core/macro`.
 */
/** The catalogue areas (lingui.config.ts): one per feature folder, plus the shell and the route pages. */
export const AREAS = [
  "shell",
  "pages",
  "landing",
  "auth",
  "account",
  "payment",
  "wizard",
  "brands",
  "editor",
  "kit",
  "legal",
  "mockups",
] as const;
export type Area = (typeof AREAS)[number];

type Catalog = { messages: Messages };

const BUNDLED = import.meta.glob<Catalog>("../../locales/en/{shell,landing,auth}.po", { eager: true });
const LOADERS: Record<Locale, Record<string, () => Promise<Catalog>>> = {
  en: import.meta.glob<Catalog>(["../../locales/en/*.po", "!../../locales/en/{shell,landing,auth}.po"]),
  id: import.meta.glob<Catalog>("../../locales/id/*.po"),
};

const areaOf = (file: string) => file.slice(file.lastIndexOf("/") + 1, -".po".length) as Area;

/** The areas the app has needed so far: a language switch loads these in the new language. */
const needed = new Set<Area>(["shell", "landing", "auth"]);
const loaded: Record<Locale, Set<Area>> = { en: new Set(), id: new Set() };

for (const [file, catalog] of Object.entries(BUNDLED)) {
  i18n.load("en", catalog.messages);
  loaded.en.add(areaOf(file));
}
i18n.activate("en");

async function loadAreas(locale: Locale, areas: Iterable<Area>): Promise<void> {
  const missing = [...areas].filter((area) => !loaded[locale].has(area));
  await Promise.all(
    missing.map(async (area) => {
      const loader = Object.entries(LOADERS[locale]).find(([file]) => areaOf(file) === area)?.[1];
      if (loader) i18n.load(locale, (await loader()).messages);
      loaded[locale].add(area);
    }),
  );
}

/** Loads areas' catalogues in the current language (and remembers them for a later switch). */
export function requireAreas(areas: Area[]): Promise<void> {
  for (const area of areas) needed.add(area);
  return loadAreas(currentLocale(), areas);
}

/**
 * For `React.lazy`: the module and its areas' catalogues arrive together, so a screen never
 * renders before its texts: `lazy(withAreas(["wizard", "kit"], () => import("./wizard-screen")))`.
 */
export function withAreas<T>(areas: Area[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), requireAreas(areas)]).then(([module]) => module);
}

/** Switches every text to `locale` once its catalogues are in; `<html lang>` follows. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadAreas(locale, needed);
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
