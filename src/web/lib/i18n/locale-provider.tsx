import { I18nProvider } from "@lingui/react";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type Locale, parseLocale } from "@/shared/locale";
import { activateLocale, cookieLocale, currentLocale, i18n, rememberLocale, saveAccountLocale } from "./i18n";
import { LocaleContext } from "./use-locale";

/**
 * The UI language (issue 31). Precedence: the account's language, then the visitor cookie, then
 * the browser (main.tsx activates the latter two before the first render). `account` is the signed-in
 * user's stored language: `null` when the account has none, `undefined` while nobody is signed in
 * (or the server does not say).
 */
export function LocaleProvider({
  account,
  signedIn,
  children,
}: {
  account?: unknown;
  signedIn: boolean;
  children: ReactNode;
}) {
  const [locale, setState] = useState<Locale>(currentLocale);
  const signedInRef = useRef(signedIn);
  signedInRef.current = signedIn;

  const apply = useCallback(async (next: Locale) => {
    await activateLocale(next);
    setState(next);
  }, []);

  const setLocale = useCallback(
    async (next: Locale) => {
      rememberLocale(next);
      await apply(next);
      if (signedInRef.current) await saveAccountLocale(next);
    },
    [apply],
  );

  // On sign-in the account's language wins; an account without one takes the visitor's choice.
  useEffect(() => {
    if (!signedIn) return;
    const stored = parseLocale(account);
    if (stored) {
      rememberLocale(stored);
      if (stored !== currentLocale()) void apply(stored);
    } else if (account === null) {
      const chosen = cookieLocale();
      if (chosen) void saveAccountLocale(chosen);
    }
  }, [signedIn, account, apply]);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LocaleContext>
  );
}
