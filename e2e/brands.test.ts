import fs from "node:fs";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readPngText } from "../src/server/images/png-text";
import { payInDemoCheckout, signInFromLanding, startBrandInWizard } from "./flows";
import {
  expectAccessible,
  hasChromium,
  newContext,
  recordToasts,
  screenshot,
  useServerAndBrowser,
  waitForToast,
} from "./harness";

/** The horizontal overflow of the page in px (0 when nothing sticks out). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.skipIf(!hasChromium)("My brands (Chromium)", () => {
  const shared = useServerAndBrowser();

  it("keeps every brand, paid or not, reachable: history, download again after signing in again, and a public page", async () => {
    const context = await newContext(shared.browser);
    await recordToasts(context);
    const page = await context.newPage();
    await signInFromLanding(page, shared.server.url, "Sari Wulandari", "sari@example.com");

    // Brand 1: trial names and logos, then pay for it.
    await startBrandInWizard(page);
    const firstRun = await page
      .getByRole("radio")
      .evaluateAll((radios) => radios.map((r) => r.querySelector("span")?.textContent ?? ""));
    await page.getByRole("radio").first().click();
    await page.getByRole("heading", { name: "Choose your perfect logo" }).waitFor({ timeout: 20_000 });
    // At the trial's limit the button says why it is disabled.
    expect(await page.getByRole("button", { name: "Generate New Logos" }).isDisabled()).toBe(true);
    await page.getByText("Free trial: 1 of 1 logo runs used").waitFor();
    await page.getByText("Your free logo run is used.").waitFor();
    await page.getByRole("radio").first().click();
    await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();
    await page.getByRole("link", { name: "Unlock download: $24.99" }).click();
    await payInDemoCheckout(page);
    // The logo was chosen before paying: the brand opens at step 5 (docs/product.md#screens).
    await page.waitForURL(/\/\?step=download&brand=[0-9a-f-]{36}$/, { timeout: 10_000 });
    const brandOne = new URL(page.url()).searchParams.get("brand")!;
    await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await page.getByRole("heading", { name: "Choose your perfect logo" }).waitFor();

    // History: a second name run, then an earlier name chosen again (not a generation).
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await page
      .getByRole("heading", { name: "Here are your brand names from the offline name generator" })
      .waitFor();
    await page.getByText("Name runs: 0 of 5").waitFor();
    await page.getByRole("button", { name: "Generate New Names" }).click();
    await page.getByText("Name runs: 1 of 5").waitFor({ timeout: 20_000 });
    // The earlier run holds the chosen name, so it is unfolded already.
    await page.getByText(/Earlier suggestions \(3\)/).waitFor();
    expect(
      await page
        .locator("details", { hasText: "Earlier suggestions" })
        .evaluate((d) => (d as HTMLDetailsElement).open),
    ).toBe(true);
    const earlier = firstRun[2]!;
    await page.getByRole("button", { name: `Add ${earlier} to favourites` }).click();
    await page.getByRole("group", { name: "Favourites" }).getByText(earlier, { exact: true }).waitFor();
    await screenshot(page, "brands-names-history-1280");
    await page.getByRole("group", { name: "Favourites" }).getByRole("radio").first().click();
    await page.getByText(`Previews for ${earlier}.`).waitFor({ timeout: 20_000 });
    await page.getByText("Logo runs: 1 of 3").waitFor({ timeout: 20_000 });
    await page.getByText("Name runs: 1 of 5").count();
    await page.getByRole("radio").first().click();
    await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();
    const [first] = await Promise.all([
      page.waitForEvent("download"),
      (async () => {
        await page.getByRole("button", { name: "Download Logo" }).click();
        // The first download asks once what it means (docs/product.md#download).
        await page.getByRole("dialog").getByRole("button", { name: "Download", exact: true }).click();
      })(),
    ]);
    expect(readPngText(fs.readFileSync((await first.path())!)).Title).toBe(earlier);

    // Brand 2: started, not paid. Create Another Brand runs the get-started checks first: the
    // trial and the package are both used, so it says so at once (issue 29, point 1) ...
    await page.getByRole("button", { name: "Create Another Brand" }).click();
    await waitForToast(page, "No Active Premium Sessions");
    // ... and a brand started anyway from My brands says what it needs before any typing.
    await page.goto(`${shared.server.url}/brands`);
    await page.getByRole("link", { name: "Start a new brand" }).click();
    await page
      .getByRole("heading", { name: "What kind of business are you creating a brand for?" })
      .waitFor();
    await page
      .getByTestId("new-brand-note")
      .getByText(/needs its own Complete Brand Package/)
      .waitFor();
    await page.getByRole("radio", { name: /Services/ }).click();
    await page
      .getByLabel("Business Description")
      .fill(
        "Mobile bicycle repair for commuters in Jakarta: we come to your office and fix it while you work.",
      );
    await page.getByRole("button", { name: "Generate Brand Names" }).click();
    await page
      .getByRole("heading", { name: "Here are your brand names from the offline name generator" })
      .waitFor();

    // Sign out and in again: both brands are in My brands.
    await page.goto(`${shared.server.url}/brands`);
    await page.getByRole("button", { name: /Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.getByRole("banner").getByRole("button", { name: "Sign in" }).waitFor();
    await signInFromLanding(page, shared.server.url, "Sari Wulandari", "sari@example.com");
    await page.getByRole("link", { name: "My brands" }).click();
    await page.getByRole("heading", { name: "My brands", level: 1 }).waitFor();
    const cards = page.getByRole("main").getByRole("listitem");
    await expect.poll(() => cards.count()).toBe(2);
    await page.getByText("In progress").waitFor();
    await page.getByText("Downloaded", { exact: true }).waitFor();
    expect(await overflow(page)).toBe(0);
    await expectAccessible(page, "my brands");
    await screenshot(page, "brands-list-1280");

    // The paid brand downloads again, and its receipt is there.
    await page.getByRole("link", { name: new RegExp(earlier) }).click();
    await page.waitForURL(`${shared.server.url}/brands/${brandOne}`);
    await page.getByRole("heading", { name: earlier, level: 1 }).waitFor();
    await page.getByText("$24.99").waitFor();
    const [again] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Again" }).click(),
    ]);
    const bytes = fs.readFileSync((await again.path())!);
    expect((await sharp(bytes).metadata()).width).toBe(1024);
    expect(readPngText(bytes).Title).toBe(earlier);

    // Its public page, opened signed out.
    await page.getByRole("switch", { name: "Public page" }).click();
    const link = page.getByRole("link", { name: "Open public page" });
    await link.waitFor();
    const sharePath = await link.getAttribute("href");
    expect(sharePath).toMatch(/^\/b\/[A-Za-z0-9_-]{22}$/);
    await expectAccessible(page, "brand page");
    await screenshot(page, "brand-page-1280");

    const visitor = await newContext(shared.browser);
    const anonymous = await visitor.newPage();
    const html = await (await visitor.request.get(`${shared.server.url}${sharePath}`)).text();
    expect(html).toContain(`content="${shared.server.url}/api/share/${sharePath!.slice(3)}/card.png"`);
    await anonymous.goto(`${shared.server.url}${sharePath}`);
    await anonymous.getByRole("heading", { name: earlier, level: 1 }).waitFor();
    await anonymous.getByRole("link", { name: "Make your own brand" }).waitFor();
    await expect
      .poll(() =>
        anonymous
          .getByRole("img", { name: `Logo of ${earlier}` })
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBe(512);
    await expectAccessible(anonymous, "public brand page");
    await screenshot(anonymous, "brand-public-1280");

    // Phone width: every My brands screen fits.
    for (const [path, name] of [
      ["/brands", "brands-list-360"],
      [`/brands/${brandOne}`, "brand-page-360"],
    ] as const) {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(`${shared.server.url}${path}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(await overflow(page), name).toBe(0);
      await screenshot(page, name);
    }
    await anonymous.setViewportSize({ width: 360, height: 780 });
    await anonymous.reload();
    await anonymous.getByRole("heading", { name: earlier, level: 1 }).waitFor();
    expect(await overflow(anonymous)).toBe(0);
    await screenshot(anonymous, "brand-public-360");

    // Turning sharing off takes the page down at once.
    await page.getByRole("switch", { name: "Public page" }).click();
    await expect.poll(() => page.getByRole("link", { name: "Open public page" }).count()).toBe(0);
    await anonymous.reload();
    await anonymous.getByRole("heading", { name: "This brand page is not shared" }).waitFor();
    await visitor.close();
    await context.close();
  });
});
