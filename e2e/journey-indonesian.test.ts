import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hasChromium, newContext, ROOT, settleAnimations, useServerAndBrowser } from "./harness";
import { shot } from "./journey-shots";

/**
 * Issue 31 item 6: the product walked in Bahasa Indonesia at 360 px (`<html lang>`, no sideways
 * scroll, axe), and the same screens with pseudo-localised texts (every catalogue string 40 % longer)
 * to find text that no longer fits. Findings are soft so one run lists every screen's problems.
 */
const WIDTH = 360;
const DESCRIPTION =
  "Warung kopi kecil di Yogyakarta yang menyangrai biji kopi lokal, dengan kue segar dan sudut baca yang tenang.";

/** English text → its Indonesian catalogue text (Lingui writes one quoted line per msgid and msgstr). */
const INDONESIAN = (() => {
  const dir = path.join(ROOT, "src/web/locales/id");
  const map = new Map<string, string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".po"))) {
    const text = fs.readFileSync(path.join(dir, file), "utf8");
    for (const m of text.matchAll(/^msgid ("(?:[^"\\]|\\.)*")\nmsgstr ("(?:[^"\\]|\\.)*")/gm)) {
      map.set(JSON.parse(m[1]!), JSON.parse(m[2]!));
    }
  }
  return map;
})();

function id(english: string): string {
  const text = INDONESIAN.get(english);
  if (!text) throw new Error(`no Indonesian text for "${english}"`);
  return text;
}

/**
 * Pseudo-localisation of the Indonesian texts (already longer than the English): accented letters,
 * and each word 40 % longer, so lines still break between words as real text does.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."aeiouycnszAEIOUYCNSZ"].map((c, i) => [c, [..."áéíóúýçñšžÅÉÎÖÜÝÇÑŠŽ"][i]!]),
);
const PADDING = "áéíóú";

function pseudoText(text: string): string {
  // Rich-text tags (<0>, </0>, <1/>) and the plural's `#` stay as they are.
  return text
    .split(/(<\/?\d+\/?>|#)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/[\p{L}\p{N}'’-]+/gu, (word) => {
            const accented = [...word].map((c) => ACCENTED[c] ?? c).join("");
            const extra = Math.ceil(word.length * 0.4);
            return accented + [...Array(extra)].map((_, k) => PADDING[k % PADDING.length]).join("");
          }),
    )
    .join("");
}

/** A compiled Lingui message: text parts, and placeholders `[name]` or `[name, "plural", {one: parts}]`. */
type Compiled = string | Compiled[] | { [key: string]: Compiled };
function pseudoCompiled(message: Compiled, isPlaceholder = false): Compiled {
  if (typeof message === "string") return pseudoText(message);
  if (Array.isArray(message)) {
    if (isPlaceholder) {
      const [name, type, cases] = message;
      return cases && typeof cases === "object" && !Array.isArray(cases)
        ? [
            name!,
            type!,
            Object.fromEntries(Object.entries(cases).map(([k, v]) => [k, pseudoCompiled(v)])),
            ...message.slice(3),
          ]
        : message;
    }
    return message.map((part) => (typeof part === "string" ? pseudoText(part) : pseudoCompiled(part, true)));
  }
  return message;
}

/**
 * Serves every catalogue chunk of the build with pseudo texts: a test-only rewrite of the
 * responses, so nothing pseudo is ever in the production bundle.
 */
async function pseudoLocalise(context: BrowserContext) {
  await context.route(/\/assets\/[a-z]+-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const chunk = /^var (\w+)=JSON\.parse\(`[\s\S]*`\);export\{\1 as messages\};/.exec(body);
    // The body is read decoded: its length and encoding headers no longer apply.
    const { "content-length": _length, "content-encoding": _encoding, ...headers } = response.headers();
    if (!chunk) return route.fulfill({ response, body, headers });
    const messages = new Function(
      `${chunk[0].replace(/export\{(\w+) as messages\};$/, "return $1;")}`,
    )() as Record<string, Compiled>;
    const pseudo = Object.fromEntries(Object.entries(messages).map(([key, m]) => [key, pseudoCompiled(m)]));
    return route.fulfill({
      response,
      body: `export const messages = ${JSON.stringify(pseudo)};`,
      headers: { ...headers, "content-type": "text/javascript" },
    });
  });
}

async function axeFindings(page: Page, label: string): Promise<string[]> {
  await settleAnimations(page);
  // Toasts fade in and out (partial opacity reads as low contrast); journey-ux checks them settled.
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  return results.violations.map(
    (v) => `${label}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** Buttons and links (and their parts) whose pseudo text is wider than the box that shows it. */
const clippedTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("button, a, [role=button], [role=tab], [role=radio]")]
      .flatMap((control) => [control, ...control.querySelectorAll<HTMLElement>("*")])
      .filter((el) => {
        if (el.getClientRects().length === 0 || getComputedStyle(el).display === "inline") return false;
        // Screen-reader-only texts (a 1 px box) are clipped on purpose.
        if (el.getBoundingClientRect().width <= 1) return false;
        // Only texts of the catalogue: the pseudo ones carry accented letters.
        if (!/[áéíóúýçñšž]/i.test(el.textContent ?? "")) return false;
        return el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 50)}"`),
  );

async function cookieLanguage(context: BrowserContext, url: string) {
  await context.addCookies([{ name: "lang", value: "id", url }]);
}

describe.skipIf(!hasChromium)("the product in Bahasa Indonesia at 360 px", () => {
  const shared = useServerAndBrowser();

  it("walks every screen in Indonesian: html lang, no sideways scroll, no axe finding", async () => {
    const context = await newContext(shared.browser, WIDTH, 800);
    await cookieLanguage(context, shared.server.url);
    const page = await context.newPage();
    const url = shared.server.url;
    const check = async (name: string, lang = "id") => {
      expect.soft(await page.evaluate(() => document.documentElement.lang), `${name}: html lang`).toBe(lang);
      expect
        .soft(await sidewaysScroll(page), `${name}: sideways scroll at ${WIDTH} px`)
        .toBeLessThanOrEqual(0);
      expect.soft(await axeFindings(page, name)).toEqual([]);
      await shot(page, `31-id-${name}-${WIDTH}`);
    };

    await page.goto(url);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await check("landing");

    // The demo identity provider's own page (server-rendered).
    await page
      .getByRole("banner")
      .getByRole("button", { name: id("Sign in") })
      .click();
    await page.locator("form input#name").waitFor();
    await check("sign-in");
    await page.locator("input#name").fill("Dewi Lestari");
    await page.locator("input#email").fill("dewi-id@example.com");
    await page.locator("button[value=continue]").click();
    await page.waitForURL(`${url}/`);
    await page.getByRole("button", { name: /^Menu akun Dewi Lestari/ }).waitFor();

    await page.getByRole("button", { name: id("Sculpt Your Brand Today") }).click();
    const demo = page.getByRole("dialog", { name: id("You're trying the demo") });
    await demo.waitFor();
    // Its sources are phrases of the catalogue, not English fragments inside an Indonesian sentence.
    await demo
      .getByText(new RegExp(id("our offline name generator and our built-in logo designer")))
      .waitFor();
    await check("demo-dialog");
    await demo.getByRole("button", { name: id("Continue with Demo Mode") }).click();

    await page
      .getByRole("heading", { name: id("What kind of business are you creating a brand for?") })
      .waitFor();
    await check("1-category");
    await page.getByRole("radio", { name: new RegExp(id("Food & Beverage")) }).click();
    await page.getByRole("heading", { name: id("Tell us more about your {0}") }).waitFor();
    await page.getByLabel(id("Business Description")).fill(DESCRIPTION);
    await check("2-details");
    await page.getByRole("button", { name: id("Generate Brand Names") }).click();

    await page
      .getByRole("heading", { name: id("Here are your brand names from the offline name generator") })
      .waitFor();
    await expect.poll(() => page.getByRole("radio").count(), { timeout: 20_000 }).toBe(3);
    await check("3-names");
    await page.getByRole("radio").first().click();
    await page.getByRole("heading", { name: id("Choose your perfect logo") }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByRole("radio").count(), { timeout: 20_000 }).toBe(2);
    await check("4-logos");
    await page.getByRole("radio").first().click();
    await page.getByRole("heading", { name: id("Congratulations! Your Brand is Ready") }).waitFor();
    await check("5-download-unpaid");

    await page.getByRole("link", { name: /^Buka unduhan/ }).click();
    await page.getByRole("heading", { name: id("Complete Your Purchase") }).waitFor();
    await check("payment");
    await page.getByRole("button", { name: /^Bayar / }).click();
    const checkout = page.getByRole("dialog", { name: id("Demo checkout") });
    await checkout.waitFor();
    await check("demo-checkout");
    await checkout.getByRole("button", { name: /Selesaikan pembayaran demo/ }).click();
    await page.getByRole("heading", { name: id("Payment Successful!") }).waitFor({ timeout: 20_000 });
    await check("success");
    await page.waitForURL(/\/\?step=download&brand=[0-9a-f-]{36}$/, { timeout: 20_000 });
    const brand = new URL(page.url()).searchParams.get("brand")!;
    await page.getByRole("heading", { name: id("Congratulations! Your Brand is Ready") }).waitFor();
    await check("5-download-paid");
    const editorPath = (await page
      .getByRole("link", { name: id("Edit logo") })
      .first()
      .getAttribute("href"))!;

    await page.goto(`${url}/brands`);
    await page.getByRole("heading", { name: id("My brands"), level: 1 }).waitFor();
    await page.getByRole("main").getByText(id("Food & Beverage")).waitFor();
    await check("my-brands");
    await page.locator(`main a[href="/brands/${brand}"]`).first().click();
    await page.waitForURL(`${url}/brands/${brand}`);
    // The router changes the URL at once and keeps "My brands" on screen while the brand page's
    // code loads: wait for the brand page's own heading, not any heading.
    await page
      .locator("main h1")
      .filter({ hasNotText: id("My brands") })
      .waitFor();
    await page.getByRole("link", { name: id("All brands") }).waitFor();
    await check("brand-page");
    await page.goto(`${url}${editorPath}`);
    await page.getByRole("heading", { name: id("Edit your logo") }).waitFor();
    await page.getByTestId("editor-preview").waitFor();
    await check("editor");

    for (const [route, heading] of [
      ["/terms", "Terms of Service"],
      ["/privacy", "Privacy Policy"],
    ] as const) {
      await page.goto(`${url}${route}`);
      await page.getByRole("heading", { name: id(heading), level: 1 }).waitFor();
      await check(route.slice(1));
    }
    await context.close();
  }, 300_000);

  it("fits pseudo-localised texts (40 % longer) at 360 px: no sideways scroll, no clipped button text", async () => {
    const context = await newContext(shared.browser, WIDTH, 800);
    await cookieLanguage(context, shared.server.url);
    await pseudoLocalise(context);
    const page = await context.newPage();
    const url = shared.server.url;
    // The pseudo texts are made from the Indonesian ones the chunks carry.
    const p = (english: string) => pseudoText(id(english));
    const check = async (name: string) => {
      await settleAnimations(page);
      expect
        .soft(await sidewaysScroll(page), `${name}: sideways scroll at ${WIDTH} px`)
        .toBeLessThanOrEqual(0);
      expect.soft(await clippedTexts(page), `${name}: clipped texts`).toEqual([]);
      await shot(page, `31-pseudo-${name}-${WIDTH}`);
    };

    await page.goto(url);
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The texts really are pseudo ones.
    await page
      .getByRole("banner")
      .getByRole("button", { name: p("Sign in") })
      .waitFor();
    await check("landing");
    await page
      .getByRole("banner")
      .getByRole("button", { name: p("Sign in") })
      .click();
    await page.locator("input#name").fill("Pseudo Lokal");
    await page.locator("input#email").fill("pseudo@example.com");
    await page.locator("button[value=continue]").click();
    await page.waitForURL(`${url}/`);

    await page.getByRole("button", { name: p("Sculpt Your Brand Today") }).click();
    const demo = page.getByRole("dialog", { name: p("You're trying the demo") });
    await demo.waitFor();
    await check("demo-dialog");
    await demo.getByRole("button", { name: p("Continue with Demo Mode") }).click();
    await page
      .getByRole("heading", { level: 1, name: p("What kind of business are you creating a brand for?") })
      .waitFor();
    await check("1-category");
    await page.getByRole("radio").first().click();
    await page.locator("textarea").first().fill(DESCRIPTION);
    await check("2-details");
    await page.getByRole("button", { name: p("Generate Brand Names") }).click();
    await page
      .getByRole("heading", { name: p("Here are your brand names from the offline name generator") })
      .waitFor();
    await expect.poll(() => page.getByRole("radio").count(), { timeout: 20_000 }).toBe(3);
    await check("3-names");
    await page.getByRole("radio").first().click();
    await page.getByRole("heading", { name: p("Choose your perfect logo") }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByRole("radio").count(), { timeout: 20_000 }).toBe(2);
    await check("4-logos");
    await page.getByRole("radio").first().click();
    await page.getByRole("heading", { name: p("Congratulations! Your Brand is Ready") }).waitFor();
    await check("5-download");
    const brand = new URL(page.url()).searchParams.get("brand")!;

    await page.goto(`${url}/brands`);
    await page.getByRole("heading", { name: p("My brands"), level: 1 }).waitFor();
    await check("my-brands");
    await page.goto(`${url}/brands/${brand}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await check("brand-page");
    await context.close();
  }, 300_000);
});
