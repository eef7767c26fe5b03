import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
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

const ANCHORS = [
  { label: "Features", id: "features" },
  { label: "How to Use", id: "how-to-use" },
  { label: "Examples", id: "examples" },
  { label: "Pricing", id: "pricing" },
] as const;

const LEGAL = [
  { path: "/terms", title: "Terms of Service", link: "Terms of Service", shot: "terms" },
  { path: "/privacy", title: "Privacy Policy", link: "Privacy Policy", shot: "privacy" },
] as const;

/**
 * Scrolls through the page so every scroll-revealed block has faded in, waits for the fade to
 * finish, then returns to the top: full-page screenshots and axe then see the settled page.
 */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    await frame();
  });
  await expect.poll(() => page.locator('[data-reveal="hidden"]').count(), { timeout: 10_000 }).toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect
    .poll(
      () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length),
      {
        timeout: 10_000,
      },
    )
    .toBe(0);
}

/** Screenshots and axe want the page's top in view, whatever the test did before. */
async function scrollToTop(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe.skipIf(!hasChromium)("landing, legal pages and not-found (Chromium)", () => {
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

  let contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
  });

  async function freshPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext(browser, width);
    contexts.push(context);
    return { context, page: await context.newPage() };
  }

  it("desktop: the anchors scroll to their sections and the header changes past 50 px", async () => {
    const { page } = await freshPage(1280);
    await page.goto(server.url);
    await page.getByRole("button", { name: "Sculpt Your Brand Today" }).waitFor();
    const header = page.locator("header[data-scrolled]");
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    expect(await header.getAttribute("class")).not.toContain("backdrop-blur");

    const nav = page.getByRole("navigation", { name: "Sections" });
    for (const anchor of ANCHORS) {
      const link = nav.getByRole("link", { name: anchor.label, exact: true });
      expect(await link.getAttribute("href")).toBe(`#${anchor.id}`);
      await link.click();
      await page.waitForURL(`${server.url}/#${anchor.id}`);
      // Smooth scrolling: wait until the section has settled near the top (below the fixed header).
      const top = () =>
        page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, anchor.id);
      await expect.poll(top, { timeout: 5_000 }).toBeLessThanOrEqual(100);
      await expect.poll(top, { timeout: 5_000 }).toBeGreaterThanOrEqual(-2);
      let previous = Number.NaN;
      await expect
        .poll(async () => {
          const now = await top();
          const settled = Math.abs(now - previous) < 0.5;
          previous = now;
          return settled;
        })
        .toBe(true);
      const settled = await top();
      expect(settled, anchor.id).toBeGreaterThanOrEqual(-2);
      expect(settled, anchor.id).toBeLessThanOrEqual(100);
      // The section's heading is not hidden under the 64 px header.
      const headingTop = await page.evaluate(
        (id) => document.querySelector(`#${id} h2`)!.getBoundingClientRect().top,
        anchor.id,
      );
      expect(headingTop, anchor.id).toBeGreaterThanOrEqual(64);
    }

    // The header turns translucent with blur and a shadow only past 50 px of scroll.
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    };
    await scrollTo(0);
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
    await scrollTo(50);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await scrollTo(51);
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    const classes = (await header.getAttribute("class")) ?? "";
    expect(classes).toContain("bg-white/80");
    expect(classes).toContain("backdrop-blur-md");
    expect(classes).toContain("shadow-md");
    await expect
      .poll(() =>
        header.evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            blur: style.backdropFilter.includes("blur"),
            shadow: style.boxShadow !== "none",
            alpha: (() => {
              const bg = style.backgroundColor;
              const m = bg.match(/\/\s*([\d.]+)\)$/) ?? bg.match(/^rgba\(.*,\s*([\d.]+)\)$/);
              return m ? Number(m[1]) : 1;
            })(),
          };
        }),
      )
      .toEqual({ blur: true, shadow: true, alpha: 0.8 });
    await scrollTo(0);
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
  });

  it("desktop: the example images load, axe passes and the page is screenshotted", async () => {
    const { page } = await freshPage(1280);
    await page.goto(server.url);
    await page.getByRole("button", { name: "Sculpt Your Brand Today" }).waitFor();
    await revealAll(page);
    const images = page.locator("#examples img");
    expect(await images.count()).toBe(3);
    await page.locator("#examples").scrollIntoViewIfNeeded();
    await expect
      .poll(
        () => images.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth > 0)),
        {
          timeout: 10_000,
        },
      )
      .toEqual([true, true, true]);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expectAccessible(page, "landing");
    await screenshot(page, "landing-1280");

    // The footer links to both legal pages.
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe("/terms");
    expect(await footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
  });

  it("mobile: no horizontal overflow at 360 px, screenshot at 375 px", async () => {
    const { page } = await freshPage(360);
    await page.goto(server.url);
    await page.getByRole("button", { name: "Sculpt Your Brand Today" }).waitFor();
    await revealAll(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(360);

    await page.setViewportSize({ width: 375, height: 800 });
    await revealAll(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(375);
    await expectAccessible(page, "landing 375");
    await screenshot(page, "landing-375");
  });

  it("How to Use plays the phone recording at 360 px and the desktop one at 1280 px, each filling its box", async () => {
    const cases = [
      { width: 360, file: "/media/how-to-use-phone.mp4", size: [360, 720] },
      { width: 1280, file: "/media/how-to-use.mp4", size: [960, 600] },
    ] as const;
    for (const { width, file, size } of cases) {
      const { page } = await freshPage(width);
      await page.goto(server.url);
      const video = page.locator("#how-to-use video");
      await video.scrollIntoViewIfNeeded();
      // Scrolled into view it starts playing, so the browser reads the file's real pixel size.
      await expect
        .poll(() => video.evaluate((el: HTMLVideoElement) => el.videoWidth), { timeout: 10_000 })
        .toBe(size[0]);
      const state = await video.evaluate((el: HTMLVideoElement) => {
        const box = el.parentElement!.getBoundingClientRect();
        return {
          file: new URL(el.currentSrc).pathname,
          videoHeight: el.videoHeight,
          boxRatio: box.width / box.height,
          boxHeight: box.height,
          screenHeight: window.innerHeight,
        };
      });
      expect(state.file, `${width} px`).toBe(file);
      expect(state.videoHeight, `${width} px`).toBe(size[1]);
      // The box has the video's own shape (nothing letterboxed or cut) and fits below the header.
      expect(state.boxRatio, `${width} px`).toBeCloseTo(size[0] / size[1], 2);
      expect(state.boxHeight, `${width} px`).toBeLessThanOrEqual(state.screenHeight - 64);
    }
  });

  it('"Get Started Now" signed out starts the demo sign-in', async () => {
    const { page } = await freshPage(1280);
    await page.goto(`${server.url}/#pricing`);
    const cta = page.locator("#pricing").getByRole("button", { name: "Get Started Now" });
    await cta.click();
    await page.getByRole("heading", { name: "Demo sign-in" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/demo-idp/authorize");
  });

  it('"Get Started Now" signed in goes to /payment', async () => {
    const { page } = await freshPage(1280);
    await signInFromLanding(page, server.url, "Priya Raman", "priya@example.com");
    await page.locator("#pricing").getByRole("button", { name: "Get Started Now" }).click();
    await page.waitForURL(`${server.url}/payment`);
    await page.getByRole("heading", { name: "Complete Your Purchase", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Pay $24.99" }).waitFor();
    await scrollToTop(page); // a clean top-of-page state for the checks
    await expectAccessible(page, "payment");
    await screenshot(page, "payment-1280");

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(375);
    await expectAccessible(page, "payment 375");
    await screenshot(page, "payment-375");
  });

  for (const legal of LEGAL) {
    it(`${legal.path} shows its date, passes axe and goes back home`, async () => {
      const { page } = await freshPage(1280);
      await page.goto(server.url);
      await page.getByRole("contentinfo").getByRole("link", { name: legal.link }).click();
      await page.waitForURL(`${server.url}${legal.path}`);
      await page.getByRole("heading", { name: legal.title, level: 1 }).waitFor();
      expect(await page.getByText("Last updated 24 November 2026", { exact: true }).count()).toBe(1);
      await scrollToTop(page); // a clean top-of-page state for the checks
      await expectAccessible(page, legal.path);
      await screenshot(page, `${legal.shot}-1280`);

      await page.setViewportSize({ width: 375, height: 800 });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(375);
      await expectAccessible(page, `${legal.path} 375`);
      await screenshot(page, `${legal.shot}-375`);

      // A direct load works too (the server serves the app on every client route).
      const response = await page.goto(`${server.url}${legal.path}`);
      expect(response?.status()).toBe(200);
      await page.getByRole("link", { name: "Back to Home" }).click();
      await page.waitForURL(`${server.url}/`);
      await page.getByRole("button", { name: "Sculpt Your Brand Today" }).waitFor();
    });
  }

  it("an unknown path shows the not-found screen with status 404 and a way home", async () => {
    const { page } = await freshPage(1280);
    const response = await page.goto(`${server.url}/definitely/not/here`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Oops! Page not found", level: 1 }).waitFor();
    await expectAccessible(page, "not found");
    await screenshot(page, "not-found-1280");

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(375);
    await expectAccessible(page, "not found 375");
    await screenshot(page, "not-found-375");

    const home = page.getByRole("link", { name: "Return to Home" });
    expect(await home.getAttribute("href")).toBe("/");
    await home.click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("button", { name: "Sculpt Your Brand Today" }).waitFor();
  });

  // Every new page starts at the top (ScrollRestoration in app.tsx).
  it("client-side navigation opens the new page at the top", async () => {
    const { page } = await freshPage(1280);
    await page.goto(server.url);
    await page.getByRole("button", { name: "Sculpt Your Brand Today" }).waitFor();
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await page.waitForURL(`${server.url}/terms`);
    await page.getByRole("heading", { name: "Terms of Service", level: 1 }).waitFor();
    const offset = await page.evaluate(() => window.scrollY);
    expect(offset).toBe(0);
  });
});
