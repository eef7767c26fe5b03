import fs from "node:fs";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOURNEY_DESCRIPTION, signInFromLanding, startBrandInWizard } from "./flows";
import {
  expectAccessible,
  hasChromium,
  launchBrowser,
  newContext,
  type RunningServer,
  screenshot,
  startServer,
} from "./harness";

describe.skipIf(!hasChromium)("a new user's whole journey (demo mode)", () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("signs in, builds a brand, is refused the download, pays, downloads and starts over", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInFromLanding(page, server.url);
    await expect.poll(() => page.getByText("You have successfully signed in.").count()).toBeGreaterThan(0);

    await startBrandInWizard(page);
    await expect(page.getByText("Step 3 of 5")).toBeTruthy();
    await expectAccessible(page, "names step");
    await screenshot(page, "journey-names-1280");

    // Reload keeps the step and the data.
    await page.reload();
    await page.getByRole("heading", { name: "Here are your AI-generated brand names" }).waitFor();
    await expect.poll(() => page.getByRole("radio").count()).toBe(3);

    const firstName = (await page.getByRole("radio").first().locator("span").first().textContent())!.trim();
    await page.getByRole("radio").first().click();
    await page.getByRole("heading", { name: "Choose your perfect logo" }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByRole("radio").count()).toBe(2);
    await expectAccessible(page, "logos step");
    await screenshot(page, "journey-logos-1280");

    // A trial user's regeneration is refused.
    await page.getByRole("button", { name: "Generate New Logos" }).isDisabled();
    await page.getByRole("radio").first().click();
    await page.getByRole("heading", { name: "Congratulations! Your Brand is Ready" }).waitFor();
    await expect.poll(() => page.getByText(firstName, { exact: true }).count()).toBeGreaterThan(0);
    await expectAccessible(page, "download step");
    await screenshot(page, "journey-download-trial-1280");

    // Refused download: the Premium Feature toast.
    await page.getByRole("button", { name: "Download Logo" }).click();
    await page.getByText("Logo download is a premium feature. Please upgrade to continue.").waitFor();
    fs.mkdirSync("test-results", { recursive: true });
  });
});
