import { describe, expect, it } from "vitest";
import { chooseLocale, localeFromAcceptLanguage, parseLocale } from "./locale";

describe("locale", () => {
  it("reads tags loosely and refuses the unknown", () => {
    expect(parseLocale("id-ID")).toBe("id");
    expect(parseLocale("in")).toBe("id");
    expect(parseLocale("EN_us")).toBe("en");
    expect(parseLocale("fr")).toBeNull();
    expect(parseLocale(42)).toBeNull();
  });

  it("ranks Accept-Language by q-value and skips what it cannot speak", () => {
    expect(localeFromAcceptLanguage("fr-FR,fr;q=0.9,id;q=0.8,en;q=0.7")).toBe("id");
    expect(localeFromAcceptLanguage("en;q=0.5, id-ID")).toBe("id");
    expect(localeFromAcceptLanguage("id;q=0, de")).toBeNull();
    expect(localeFromAcceptLanguage("")).toBeNull();
  });

  it("prefers the account, then the cookie, then the browser, and falls back to English", () => {
    expect(chooseLocale({ account: "id", cookie: "en", acceptLanguage: "en" })).toBe("id");
    expect(chooseLocale({ account: "xx", cookie: "id", acceptLanguage: "en" })).toBe("id");
    expect(chooseLocale({ cookie: "zz", acceptLanguage: "id-ID,en" })).toBe("id");
    expect(chooseLocale({ cookie: "zz", acceptLanguage: "de" })).toBe("en");
  });
});
