import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, launchBrowser, newContext, type RunningServer, startServer } from "./harness";

describe.skipIf(!hasChromium)("smoke", () => {
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

  it("loads the landing page", async () => {
    const page = await (await newContext(browser)).newPage();
    const response = await page.goto(server.url);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator("h1").first().textContent()).toBeTruthy();
  });

  it("shows the not-found screen for an unknown path", async () => {
    const page = await (await newContext(browser)).newPage();
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { name: "Oops! Page not found" }).count()).toBe(1);
    await page.getByRole("link", { name: /home/i }).click();
    await page.waitForURL(`${server.url}/`);
  });
});
