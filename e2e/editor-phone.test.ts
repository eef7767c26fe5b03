import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chooseFirstName, signInFromLanding, startBrandInWizard } from "./flows";
import { hasChromium, newContext, useServerAndBrowser } from "./harness";
import { shot } from "./journey-shots";

/** Issue 29 item 11: the editor asks before Cancel loses edits, and stays usable on a phone. */
/** Whether a button is on screen and the top element at its centre (nothing covers it). */
function reachable(page: Page, name: string): Promise<boolean> {
  return page.evaluate((label) => {
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === label);
    if (!button) return false;
    const box = button.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && button.contains(hit);
  }, name);
}

describe.skipIf(!hasChromium)("the logo editor's second pass", () => {
  const shared = useServerAndBrowser();

  it.each([360, 1280])(
    "asks before Cancel discards edits, with readable spacing, at %i px",
    async (width) => {
      const context = await newContext(shared.browser, width, 800);
      const page = await context.newPage();
      await signInFromLanding(page, shared.server.url, `Editor ${width}`, `editor-${width}@example.com`);
      await startBrandInWizard(page);
      await chooseFirstName(page);
      await page.getByRole("radio").first().click();
      await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();
      await page.getByRole("link", { name: "Edit logo" }).click();
      await page.getByRole("heading", { name: "Edit your logo" }).waitFor();
      await page.getByTestId("editor-preview").waitFor();

      // The spacing reads as a value: the typeface's own, then the one chosen.
      // The slider's output names it by id (`for`), as a screen reader pairs them.
      const slider = page.getByRole("slider", { name: "Letter spacing" });
      const spacing = page.locator(`output[for="${await slider.getAttribute("id")}"]`);
      expect(await spacing.textContent()).toMatch(/^Default \((0|-?\d\.\d\d em)\)$/);
      await page.getByLabel("Letter spacing").fill("0.2");
      expect(await spacing.textContent()).toBe("0.20 em");

      if (width < 1024) {
        // The sticky preview takes at most a quarter of the screen, on an opaque background.
        const band = page.getByRole("toolbar", { name: "Edit history" }).locator("xpath=..");
        const bandBox = await band.evaluate((el) => ({
          height: el.getBoundingClientRect().height,
          background: getComputedStyle(el).backgroundColor,
        }));
        expect(bandBox.height).toBeLessThanOrEqual(800 / 4);
        expect(bandBox.background).toBe("rgb(255, 255, 255)");
        // Save and Cancel stay in reach wherever the page is scrolled (once the sign-in toast is gone:
        // a toast floats over the page for a few seconds, as a dismissable layer).
        await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 20_000 }).toBe(0);
        for (const y of [0, 900, 100_000]) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
          expect(await reachable(page, "Save logo"), `Save at ${y}`).toBe(true);
          expect(await reachable(page, "Cancel"), `Cancel at ${y}`).toBe(true);
        }
        await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
        await shot(page, `11-editor-scrolled-${width}`);
      }
      await page.getByRole("button", { name: "Default", exact: true }).click();
      expect(await spacing.textContent()).toMatch(/^Default \(/);
      await page
        .getByRole("slider", { name: "Letter spacing" })
        .evaluate((slider) => slider.scrollIntoView({ block: "center", behavior: "instant" }));
      await shot(page, `11-letter-spacing-${width}`);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await shot(page, `11-editor-${width}`);

      // An edit, then Cancel: asked first; keeping on editing keeps the edit.
      await page.getByLabel("Brand name").fill("Kopi Senja");
      await page.getByRole("button", { name: "Cancel" }).click();
      const ask = page.getByRole("dialog", { name: "Discard your changes?" });
      await ask.waitFor();
      await shot(page, `11-editor-discard-${width}`);
      await ask.getByRole("button", { name: "Keep editing" }).click();
      await ask.waitFor({ state: "hidden" });
      expect(await page.getByLabel("Brand name").inputValue()).toBe("Kopi Senja");
      expect(page.url()).toContain("/edit");
      await page.getByRole("button", { name: "Cancel" }).click();
      await ask.getByRole("button", { name: "Discard changes" }).click();
      await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();

      // Without edits, Cancel leaves at once.
      await page.getByRole("link", { name: "Edit logo" }).click();
      await page.getByRole("heading", { name: "Edit your logo" }).waitFor();
      await page.getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();
      await context.close();
    },
  );
});
