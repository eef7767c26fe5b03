import { createContext, use } from "react";
import type { Locale } from "@/shared/locale";
import { activateLocale, currentLocale, rememberLocale } from "./i18n";

export type LocaleContextValue = {
  locale: Locale;
  /** The person's choice: remembered in the cookie, on the account when signed in; the URL stays. */
  setLocale(locale: Locale): Promise<void>;
};

export const LocaleContext = createContext<LocaleContextValue | null>(null);

/** Outside the provider (a component rendered on its own in a test): the visitor's behaviour. */
const standalone: LocaleContextValue = {
  get locale() {
    return currentLocale();
  },
  async setLocale(next) {
    rememberLocale(next);
    await activateLocale(next);
  },
};

export function useLocale(): LocaleContextValue {
  return use(LocaleContext) ?? standalone;
}
