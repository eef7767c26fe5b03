import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/server/context";
import {
  chooseLocale,
  LOCALE_COOKIE,
  type Locale,
  localeFromAcceptLanguage,
  parseLocale,
} from "@/shared/locale";

/**
 * The language of a request without the account (issue 31): the visitor cookie, then the
 * browser's languages; anything unknown falls back to English. Routes that know the signed-in
 * user put the account's choice first (requireUser does, as the session already carries it).
 */
export function localeOfRequest(c: Context, account?: Locale | null): Locale {
  return chooseLocale({
    account,
    cookie: getCookie(c, LOCALE_COOKIE),
    acceptLanguage: c.req.header("accept-language"),
  });
}

/**
 * The language the request says its person reads (account, cookie, browser), or undefined when
 * nothing says (a script without Accept-Language): generated text then follows the description.
 */
export function statedLocale(c: Context, account?: Locale | null): Locale | undefined {
  // chooseLocale's precedence without its English fallback.
  return (
    parseLocale(account) ??
    parseLocale(getCookie(c, LOCALE_COOKIE)) ??
    localeFromAcceptLanguage(c.req.header("accept-language")) ??
    undefined
  );
}

/** Sets `c.var.locale` for every request; cheap (headers only, no database). */
export const requestLocale = createMiddleware<AppEnv>(async (c, next) => {
  c.set("locale", localeOfRequest(c));
  await next();
});

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * The visitor cookie that remembers a choice, readable by the app's script (it switches the
 * language before anyone signs in), sent on same-site navigations so the HTML gets `<html lang>`.
 */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
