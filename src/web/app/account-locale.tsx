import type { ReactNode } from "react";
import { useAuth } from "@/web/features/auth/use-auth";
import { LocaleProvider } from "@/web/lib/i18n/locale-provider";

/** The UI language with the signed-in account's choice (issue 31: account > cookie > browser). */
export function AccountLocale({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const signedIn = auth.status === "signed-in";
  // `locale` arrives with issue 31's server change; an older server simply does not say.
  const account = signedIn ? (auth.me as { locale?: unknown }).locale : undefined;
  return (
    <LocaleProvider account={account} signedIn={signedIn}>
      {children}
    </LocaleProvider>
  );
}
