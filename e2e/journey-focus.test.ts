import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { JOURNEY_DESCRIPTION, payInDemoCheckout, signInFromLanding } from "./flows";
import { hasChromium, newContext, useServerAndBrowser } from "./harness";
import { shot } from "./journey-shots";

/** Issue 29 item 7: focus that follows the journey, and rings that can be seen. */
/** What has focus, as "tag#id: accessible text" (body when focus was dropped). */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "body";
    const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ");
    return `${el.tagName.toLowerCase()}: ${text.slice(0, 60)}`;
  });
}

/** WCAG relative luminance contrast of an `rgb(...)` colour against white. */
function contrastWithWhite(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
}

/** The focus ring as drawn the moment focus arrives (a ring that fades in counts as it first shows). */
async function ring(control: Locator) {
  return control.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      color: style.outlineColor,
      width: Number.parseFloat(style.outlineWidth),
      style: style.outlineStyle,
    };
  });
}

async function tabTo(page: Page, control: Locator) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if (await control.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("the control was not reached by Tab");
}

describe.skipIf(!hasChromium)("focus that follows the journey", () => {
  const shared = useServerAndBrowser();

  it.each([360, 1280])("the description box and the main buttons show a 3:1 ring at %i px", async (width) => {
    const context = await newContext(shared.browser, width, 800);
    const page = await context.newPage();
    await signInFromLanding(page, shared.server.url, `Ring ${width}`, `ring-${width}@example.com`);
    await page.getByRole("button", { name: "Sculpt Your Brand Today" }).click();
    const demo = page.getByRole("dialog", { name: "You're trying the demo" });
    await demo.getByRole("button", { name: "Continue with Demo Mode" }).click();
    // The dialog closes over a page whose opener is gone: focus is on the new step's heading.
    await expect.poll(() => focused(page)).toMatch(/^h1: What kind of business/);
    await page.getByRole("radio", { name: /Food & Beverage/ }).click();
    await expect.poll(() => focused(page)).toMatch(/^h1: Tell us more about/);

    const box = page.getByLabel("Business Description");
    await tabTo(page, box);
    const boxRing = await ring(box);
    expect(boxRing.style).toBe("solid");
    expect(boxRing.width).toBeGreaterThanOrEqual(2);
    expect(contrastWithWhite(boxRing.color)).toBeGreaterThanOrEqual(3);
    await box.fill(JOURNEY_DESCRIPTION);
    await shot(page, `07-description-focus-${width}`);

    const generate = page.getByRole("button", { name: "Generate Brand Names" });
    await tabTo(page, generate);
    const buttonRing = await ring(generate);
    expect(buttonRing.style).toBe("solid");
    expect(buttonRing.width).toBeGreaterThanOrEqual(2);
    expect(contrastWithWhite(buttonRing.color)).toBeGreaterThanOrEqual(3);
    await generate.scrollIntoViewIfNeeded();
    await shot(page, `07-button-focus-${width}`);
    await context.close();
  });

  it("every step change, name choice, dialog close and finished download leaves focus somewhere meaningful", async () => {
    const context = await newContext(shared.browser, 1280, 800);
    const page = await context.newPage();
    await signInFromLanding(page, shared.server.url, "Keys Only", "keys@example.com");
    await page.getByRole("button", { name: "Sculpt Your Brand Today" }).click();
    await page.getByRole("dialog", { name: "You're trying the demo" }).getByRole("button").last().click();
    await page.getByRole("radio", { name: /Food & Beverage/ }).click();
    await page.getByLabel("Business Description").fill(JOURNEY_DESCRIPTION);
    await page.getByRole("button", { name: "Generate Brand Names" }).click();
    await expect.poll(() => focused(page)).toMatch(/^h1: Here are your .*brand names/);
    await expect.poll(() => page.getByRole("radio").count(), { timeout: 15_000 }).toBe(3);

    // Choosing a name: the logo step's heading has focus, while it designs and once logos are there.
    await page.getByRole("radio").first().focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toMatch(/^h1: (Designing logos for|Choose your perfect logo)/);
    await page.getByRole("heading", { name: "Choose your perfect logo" }).waitFor({ timeout: 30_000 });
    await expect.poll(() => focused(page)).toBe("h1: Choose your perfect logo");

    // Back and forward: each step's heading.
    await page.getByRole("button", { name: "Back" }).click();
    await expect.poll(() => focused(page)).toMatch(/^h1: Here are your .*brand names/);
    await page.getByRole("radio").first().click();
    await expect.poll(() => focused(page)).toBe("h1: Choose your perfect logo");
    await page.getByRole("radio").first().click();
    await expect.poll(() => focused(page)).toMatch(/^h1: Congratulations! Your Brand is Ready/);

    // A dialog closed with Escape gives focus back to the control that opened it.
    const share = page.getByRole("button", { name: "Share" });
    await share.click();
    await page.getByRole("dialog", { name: /^Share / }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => focused(page)).toBe("button: Share");

    // Paid, the brand kit: the button is disabled while the kit builds, then has focus again.
    const brand = new URL(page.url()).searchParams.get("brand");
    await page.goto(`${shared.server.url}/payment?brand=${brand}`);
    await payInDemoCheckout(page);
    await page.waitForURL(/step=download/, { timeout: 10_000 });
    await expect.poll(() => focused(page)).toMatch(/^h1: Congratulations! Your Brand is Ready/);
    const kit = page.getByRole("button", { name: "Download brand kit" });
    await tabTo(page, kit);
    const download = page.waitForEvent("download", { timeout: 150_000 });
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: "Download your logo?" });
    await confirm.waitFor();
    await shot(page, "27-download-dialog-1280");
    // The same question on a phone: the whole dialog and both answers on screen.
    await page.setViewportSize({ width: 360, height: 800 });
    const box = (await confirm.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    for (const name of ["Not yet", "Download"]) {
      expect(await confirm.getByRole("button", { name, exact: true }).isVisible()).toBe(true);
    }
    await shot(page, "27-download-dialog-360");
    await page.setViewportSize({ width: 1280, height: 800 });
    await confirm.getByRole("button", { name: "Download", exact: true }).click();
    await page.getByRole("progressbar", { name: "Brand kit progress" }).waitFor();
    await download;
    await page.getByRole("button", { name: "Download brand kit again" }).waitFor();
    await expect.poll(() => focused(page)).toBe("button: Download brand kit again");
    await shot(page, "07-kit-focus-restored-1280");
    // The same buttons on a phone: each label whole, focus still on the kit.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole("button", { name: "Download brand kit again" }).scrollIntoViewIfNeeded();
    expect(await focused(page)).toBe("button: Download brand kit again");
    await shot(page, "07-kit-focus-restored-360");
    await context.close();
  });
});
