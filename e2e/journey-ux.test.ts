import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOURNEY_DESCRIPTION } from "./flows";
import {
  hasChromium,
  launchBrowser,
  newContext,
  type RunningServer,
  screenshot,
  settleAnimations,
  startServer,
} from "./harness";

/** Every axe finding, whatever its impact (toasts excluded while they animate). */
async function axeClean(page: Page, label: string) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  expect(
    results.violations.map(
      (v) => `${label}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The element that has focus, described by its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? `${el.tagName.toLowerCase()}:${(el.textContent ?? "").trim().slice(0, 60)}` : "";
  });

async function demoSignIn(page: Page, name: string, email: string) {
  await page.getByRole("heading", { name: "Demo sign-in" }).waitFor();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
}

describe.skipIf(!hasChromium).each([360, 1280])(
  "the paying user's journey at %i px: no dead ends, honest states",
  (width) => {
    let server: RunningServer;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      server = await startServer();
      browser = await launchBrowser();
      context = await newContext(browser, width, 800);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
      await browser?.close();
      await server?.stop();
    });

    it("walks every screen with the keyboard in mind", async () => {
      const screens: string[] = [];
      const check = async (name: string) => {
        await page.waitForLoadState("networkidle");
        expect(await overflow(page), `${name} overflows at ${width} px`).toBe(0);
        await axeClean(page, name);
        await screenshot(page, `ux-${name}-${width}`);
        screens.push(name);
      };

      // 12. A signed-out visitor is an expected state: no failed request or error in the console.
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      // Landing: below 768 px the sections fold into a menu.
      await page.goto(server.url);
      await check("landing");
      expect(consoleErrors).toEqual([]);
      if (width < 768) {
        await page.getByRole("button", { name: "Sections" }).click();
        await page
          .getByRole("navigation", { name: "Sections" })
          .getByRole("link", { name: "Pricing" })
          .click();
        await expect.poll(() => page.evaluate(() => location.hash)).toBe("#pricing");
      } else {
        expect(await page.getByRole("button", { name: "Sections" }).isVisible()).toBe(false);
      }

      // 1. Sign-in from the hero comes back and carries on: a first sign-in is a welcome.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("button", { name: "Sculpt Your Brand Today" }).click();
      await demoSignIn(page, "Budi Santoso", `budi-ux-${width}@example.com`);
      await page.getByText("Welcome!", { exact: true }).waitFor();
      // 2. The demo-mode dialog explains itself, with focus on its main action.
      const demo = page.getByRole("dialog", { name: "You're trying the demo" });
      await demo.waitFor();
      await demo.getByText(/our offline name generator/).waitFor();
      expect(await focused(page)).toBe("button:Continue with Demo Mode");
      await check("demo-dialog");
      await page.keyboard.press("Enter");

      // 11. Each step's heading takes focus; the category cards are one radio group for the arrows.
      const category = page.getByRole("heading", {
        name: "What kind of business are you creating a brand for?",
      });
      await category.waitFor();
      await expect.poll(() => focused(page)).toBe("h1:What kind of business are you creating a brand for?");
      await check("category");
      await page.keyboard.press("Tab");
      expect(await focused(page)).toMatch(/^button:Food & Beverage/);
      await page.keyboard.press("ArrowRight");
      expect(await focused(page)).toMatch(/^button:Services/);
      await page.keyboard.press("End");
      expect(await focused(page)).toMatch(/^button:Others/);
      await page.keyboard.press("Enter");
      // 9. "Others" reads as a business.
      await page.getByRole("heading", { name: "Tell us more about your business" }).waitFor();
      await expect.poll(() => focused(page)).toBe("h1:Tell us more about your business");

      // 9, 10, 12. Plural rules, text direction, and the draft survives a reload.
      const field = page.getByLabel("Business Description");
      expect(await field.getAttribute("dir")).toBe("auto");
      await field.fill("a".repeat(49));
      await page.getByText("1 more character needed").waitFor();
      await field.fill(JOURNEY_DESCRIPTION);
      await page.reload();
      await page.getByRole("heading", { name: "Tell us more about your business" }).waitFor();
      expect(await page.getByLabel("Business Description").inputValue()).toBe(JOURNEY_DESCRIPTION);
      await check("details");
      await page.getByRole("button", { name: "Generate Brand Names" }).click();

      const names = page.getByRole("heading", {
        name: "Here are your brand names from the offline name generator",
      });
      await names.waitFor();
      await expect.poll(() => page.getByRole("radio").count(), { timeout: 20_000 }).toBe(3);
      await check("names");
      await page.getByRole("radio").first().click();
      await page.getByRole("heading", { name: "Choose your perfect logo" }).waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByRole("radio").count()).toBe(2);
      await check("logos");
      await page.getByRole("radio").first().click();

      // 3. Unpaid step 5: the main action unlocks; the download buttons say what they need.
      await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();
      await page.getByRole("link", { name: "Unlock download: $24.99" }).waitFor();
      await page.getByText("Both downloads need the package.").waitFor();
      const needs = await page
        .getByRole("button", { name: "Download Logo" })
        .getAttribute("aria-describedby");
      expect(await page.evaluate((id) => document.getElementById(id ?? "")?.textContent, needs)).toMatch(
        /^The preview is watermarked\./,
      );
      await check("download-unpaid");
      await page.getByRole("button", { name: "Download Logo" }).click();
      await page.getByText("Logo download is a premium feature. Please upgrade to continue.").waitFor();

      // 4. /payment shows what is bought, with a way back and a Pay button.
      const brandName = (await page.locator("main p[dir=auto]").first().textContent())!.trim();
      await page.getByRole("link", { name: "Unlock download: $24.99" }).click();
      await page.getByRole("heading", { name: "Complete Your Purchase" }).waitFor();
      await page.getByText("You are buying the brand").waitFor();
      await page.getByText(brandName, { exact: true }).waitFor();
      await page.getByRole("img", { name: `Logo preview for ${brandName}` }).waitFor();
      await page.getByRole("button", { name: "Pay $24.99" }).waitFor();
      await check("payment");
      await page.getByRole("link", { name: "Back" }).click();
      await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();
      // /success without a payment explains instead of alarming.
      await page.goto(`${server.url}/success`);
      await page.getByRole("heading", { name: "No payment to check" }).waitFor();
      expect(await page.getByText("Failed to set up premium access").count()).toBe(0);
      await check("success-empty");
      await page.goBack();
      await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();

      // The account menu stays on screen with a long e-mail address.
      await page.getByRole("button", { name: /Account menu for/ }).click();
      const menu = page.getByRole("menu");
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await page.keyboard.press("Escape");

      // Other pages, all inside the site's frame.
      for (const [path, heading, name] of [
        ["/categories", "Categories Page (Coming Soon)", "categories"],
        ["/brands", "My brands", "brands"],
        ["/terms", "Terms of Service", "terms"],
        ["/privacy", "Privacy Policy", "privacy"],
        ["/no-such-page", "Oops! Page not found", "not-found"],
      ] as const) {
        await page.goto(`${server.url}${path}`);
        await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
        await page.getByRole("contentinfo").waitFor();
        await check(name);
      }
      expect(screens.length).toBeGreaterThanOrEqual(11);
    }, 180_000);
  },
);
