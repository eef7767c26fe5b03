import { I18nProvider } from "@lingui/react";
import type { JSXElementConstructor, ReactNode } from "react";
import { i18n } from "@/web/lib/i18n/i18n";

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

/** What the app puts around every screen for its texts (issue 31), around a test's own wrapper. */
export function withLocale(Inner?: Wrapper): Wrapper {
  return function LocaleWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}
