import { describe, expect, it } from "vitest";
import { signInFromLanding } from "./flows";
import { hasChromium, newContext, useServerAndBrowser } from "./harness";
import { shot } from "./journey-shots";

describe.skipIf(!hasChromium)("shots", () => {
  const shared = useServerAndBrowser();
  it.each([360, 1280])("agency at %i", async (width) => {
    const context = await newContext(shared.browser, width, 900);
    const page = await context.newPage();
    await signInFromLanding(page, shared.server.url, `Sam ${width}`, `sam-${width}@example.com`);
    await page.getByRole("button", { name: "Sculpt Your Brand Today" }).click();
    const demo = page.getByRole("dialog", { name: "You're trying the demo" });
    const category = page.getByRole("heading", { name: "What kind of business are you creating a brand for?" });
    await demo.or(category).first().waitFor();
    if (await demo.isVisible()) await demo.getByRole("button", { name: "Continue with Demo Mode" }).click();
    await category.waitFor();
    await page.getByRole("radio", { name: /Agency/ }).click();
    await page.getByLabel("Business Description").fill(
      "SEO and Google Ads agency working only with dental practices, so new patients find them first.",
    );
    await page.waitForTimeout(1500);
    await shot(page, `a2-${width}`);
    await page.getByRole("button", { name: "Generate Brand Names" }).click();
    await expect.poll(() => page.getByRole("radio").count(), { timeout: 15_000 }).toBe(3);
    await shot(page, `a3-${width}`);
    await page.getByRole("radio").first().click();
    await page.getByRole("heading", { name: "Choose your perfect logo" }).waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1500);
    await shot(page, `a4-${width}`);
    await page.evaluate(() => window.scrollTo(0, 700));
    await shot(page, `a4b-${width}`);
  });
});
