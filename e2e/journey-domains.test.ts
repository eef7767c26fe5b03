import { describe, expect, it } from "vitest";
import { signInFromLanding, startBrandInWizard } from "./flows";
import { hasChromium, newContext, useServerAndBrowser } from "./harness";
import { shot } from "./journey-shots";

/** Issue 29 item 13: domain checks start in the brand's country, not the browser's. */
describe.skipIf(!hasChromium)("domain checks in the brand's country", () => {
  const shared = useServerAndBrowser();

  it.each([360, 1280])(
    "an Indonesian description checks .id and .co.id in an en-US browser, at %i px",
    async (width) => {
      const context = await newContext(shared.browser, width, 800);
      const page = await context.newPage();
      expect(await page.evaluate(() => navigator.language)).toMatch(/^en/);
      await signInFromLanding(page, shared.server.url, `Dewi ${width}`, `dewi-${width}@example.com`);
      await startBrandInWizard(
        page,
        "Kedai kopi kecil di dekat kampus di Bandung yang menyajikan kopi susu gula aren dan roti bakar untuk mahasiswa.",
      );
      await page.locator("[data-domain]").first().waitFor();
      // The first card's three checks.
      const domains = (await page.locator("[data-domain]").allTextContents()).slice(0, 3);
      expect(domains.map((d) => d.replace(/^[^.]+/, ""))).toEqual([".com", ".id", ".co.id"]);
      expect(await page.getByLabel("Checks for").inputValue()).toBe("ID");
      await page
        .locator("[data-domain]")
        .nth(2)
        .evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
      await shot(page, `13-domains-indonesia-${width}`);
      await context.close();
    },
  );
});
