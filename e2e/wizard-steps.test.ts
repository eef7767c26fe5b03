import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInFromLanding } from "./flows";
import {
  expectAccessible,
  hasChromium,
  launchBrowser,
  newContext,
  type RunningServer,
  screenshot,
  startServer,
} from "./harness";

const CATEGORY_HEADING = "What kind of business are you creating a brand for?";

/** A description of exactly `length` characters with no surrounding whitespace. */
function text(length: number): string {
  const base = "Sourdough bakery with seasonal pies and a warm corner for locals to read. ";
  return base
    .repeat(Math.ceil(length / base.length))
    .slice(0, length)
    .replace(/\s$/, "x");
}

/** Screenshots without a hover style left by the last click. */
async function shoot(page: Page, name: string) {
  await page.mouse.move(2, 790);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === "running")
            .length,
      ),
    )
    .toBe(0);
  await screenshot(page, name);
}

async function progress(page: Page) {
  const bar = page.getByRole("progressbar");
  return {
    label: await bar.getAttribute("aria-label"),
    value: await bar.getAttribute("aria-valuenow"),
  };
}

describe.skipIf(!hasChromium)("wizard steps at 375 px (Chromium)", () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it("category by keyboard, description rules, names, logos and a reload on the logos step", async () => {
    context = await newContext(browser, 375, 812);
    const page = await context.newPage();
    await signInFromLanding(page, server.url, "Kai Nakamura", "kai@example.com");

    // Get started: the demo-mode dialog (new browser) then the category step.
    await page.getByRole("button", { name: "Sculpt Your Brand Today" }).click();
    const demo = page.getByRole("dialog", { name: "You're trying the demo" });
    await demo.waitFor();
    await demo.getByRole("button", { name: "Continue with Demo Mode" }).click();
    await page.getByRole("heading", { name: CATEGORY_HEADING }).waitFor();
    expect(new URL(page.url()).searchParams.get("step")).toBe("category");

    // Step 1 of 5, 20 %.
    await page.getByText("Step 1 of 5", { exact: false }).first().waitFor();
    expect(await page.locator("main").getByText("20%", { exact: true }).count()).toBe(1);
    expect(await progress(page)).toEqual({ label: "Step 1 of 5", value: "20" });
    const radios = page.getByRole("radiogroup", { name: CATEGORY_HEADING }).getByRole("radio");
    expect(await radios.count()).toBe(6);
    expect(await radios.evaluateAll((els) => els.map((e) => e.getAttribute("aria-checked")))).toEqual(
      Array(6).fill("false"),
    );
    await expectAccessible(page, "category step");
    await shoot(page, "wizard-category-375");

    // Keyboard only: Tab into the group (one tab stop), arrow to "Services" and press Space.
    const services = page.getByRole("radio", { name: /^Services/ });
    const first = page.getByRole("radio", { name: /^Food & Beverage/ });
    let reached = false;
    for (let i = 0; i < 20 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await first.evaluate((el) => el === document.activeElement);
    }
    expect(reached, "Tab reaches the category group").toBe(true);
    await page.keyboard.press("ArrowDown");
    expect(await services.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => services.getAttribute("aria-checked")).toBe("true");
    await page.getByRole("heading", { name: "Tell us more about your Services" }).waitFor();

    // Step 2: the description rules.
    await page.getByText("Step 2 of 5").waitFor();
    expect(await progress(page)).toEqual({ label: "Step 2 of 5", value: "40" });
    const field = page.getByLabel("Business Description");
    const generate = page.getByRole("button", { name: "Generate Brand Names" });
    const status = async () => ({
      counter: await page.getByText(/^\d+\/500 characters$/).textContent(),
      message: await page
        .locator(`[id="${(await field.getAttribute("aria-describedby"))!.split(" ")[1]}"]`)
        .textContent(),
      disabled: await generate.isDisabled(),
      invalid: await field.getAttribute("aria-invalid"),
    });
    expect(await status()).toEqual({
      counter: "0/500 characters",
      message: "50 more characters needed",
      disabled: true,
      invalid: "false",
    });

    await field.click();
    await page.keyboard.type("Cozy cafe!"); // 10 characters, typed key by key
    await expect.poll(status).toEqual({
      counter: "10/500 characters",
      message: "40 more characters needed",
      disabled: true,
      invalid: "true",
    });

    await field.fill(text(60));
    await expect.poll(status).toEqual({
      counter: "60/500 characters",
      message: "Perfect length!",
      disabled: false,
      invalid: "false",
    });

    await field.fill(text(520));
    await expect.poll(status).toEqual({
      counter: "520/500 characters",
      message: "20 characters over limit",
      disabled: true,
      invalid: "true",
    });
    await expectAccessible(page, "details step (over the limit)");

    // Boundaries, and surrounding whitespace does not count.
    await field.fill(`   ${text(49)}   `);
    await expect
      .poll(status)
      .toMatchObject({ counter: "49/500 characters", message: "1 more character needed", disabled: true });
    await field.fill(`   ${text(50)}\n\n`);
    await expect
      .poll(status)
      .toMatchObject({ counter: "50/500 characters", message: "Perfect length!", disabled: false });
    await field.fill(text(500));
    await expect.poll(status).toMatchObject({ counter: "500/500 characters", disabled: false });
    await field.fill(text(501));
    await expect.poll(status).toMatchObject({ message: "1 character over limit", disabled: true });

    const description =
      "A family bike repair workshop that also rents city bikes, runs weekend maintenance classes and sells refurbished bicycles.";
    await field.fill(description);
    await expect.poll(status).toMatchObject({ message: "Perfect length!", disabled: false });
    await expectAccessible(page, "details step");
    await shoot(page, "wizard-details-375");

    // Step 3: names.
    await generate.click();
    await page
      .getByRole("heading", { name: "Here are your brand names from the offline name generator" })
      .waitFor();
    const names = page
      .getByRole("radiogroup", { name: "Here are your brand names from the offline name generator" })
      .getByRole("radio");
    await expect.poll(() => names.count(), { timeout: 15_000 }).toBe(3);
    await page.getByText("Step 3 of 5").waitFor();
    expect(await progress(page)).toEqual({ label: "Step 3 of 5", value: "60" });
    await expectAccessible(page, "names step");
    await shoot(page, "wizard-names-375");

    // Back on step 2 after the trial's run: the names stay until a new run, and the step says so
    // and what a new run needs, instead of quietly showing the old names again.
    const firstNames = await names.allTextContents();
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await page.getByText("Step 2 of 5").waitFor();
    await page.getByText(/Your 3 names stay as they are/).waitFor();
    await page.getByText(/a new run needs the Complete Brand Package \(\$24\.99\)/).waitFor();
    await field.fill(`${description} Open late on weekends.`);
    await shoot(page, "wizard-details-after-run-375");
    await page.getByRole("button", { name: "Save and see your names" }).click();
    await page.getByText("Step 3 of 5").waitFor();
    await expect.poll(() => names.count()).toBe(3);
    expect(await names.allTextContents()).toEqual(firstNames);

    const chosen = (await names.nth(1).locator("span").first().textContent())!.trim();
    expect(chosen.length).toBeGreaterThan(0);
    await names.nth(1).click();

    // Step 4: logos.
    await page.getByRole("heading", { name: "Choose your perfect logo" }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get("step")).toBe("logos");
    const logos = page.getByRole("radio", { name: /^Logo option \d for / });
    await expect.poll(() => logos.count()).toBe(2);
    expect(await progress(page)).toEqual({ label: "Step 4 of 5", value: "80" });
    expect(await page.getByText(`Previews for ${chosen}.`, { exact: false }).count()).toBe(1);
    const images = page.getByRole("radiogroup", { name: "Choose your perfect logo" }).locator("img");
    await expect
      .poll(() => images.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0)), {
        timeout: 15_000,
      })
      .toEqual([true, true]);
    const before = await images.evaluateAll((imgs) =>
      imgs.map((i) => (i as HTMLImageElement).getAttribute("src")),
    );
    const usage = await page.getByText(/^Free trial: \d+ of \d+ logo runs used$/).textContent();
    await expectAccessible(page, "logos step");
    await shoot(page, "wizard-logos-375");

    // A reload restores the logos step with the same brand and the same logos (no new run).
    await page.reload();
    await page.getByRole("heading", { name: "Choose your perfect logo" }).waitFor({ timeout: 20_000 });
    await expect.poll(() => logos.count()).toBe(2);
    expect(new URL(page.url()).searchParams.get("step")).toBe("logos");
    expect(await progress(page)).toEqual({ label: "Step 4 of 5", value: "80" });
    expect(await page.getByText(`Previews for ${chosen}.`, { exact: false }).count()).toBe(1);
    expect(
      await images.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute("src"))),
    ).toEqual(before);
    expect(await page.getByText(/^Free trial: \d+ of \d+ logo runs used$/).textContent()).toBe(usage);

    // Back goes to the names step with the chosen name still marked.
    await page.getByRole("button", { name: "Back" }).click();
    await page
      .getByRole("heading", { name: "Here are your brand names from the offline name generator" })
      .waitFor();
    await expect
      .poll(() => page.getByRole("radio", { name: new RegExp(`^${chosen}`) }).getAttribute("aria-checked"))
      .toBe("true");
  });
});
