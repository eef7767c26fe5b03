import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeRdap, startFakeRdap } from "../src/test/fake-rdap-server";
import { JOURNEY_DESCRIPTION, payInDemoCheckout, signInFromLanding, startBrandInWizard } from "./flows";
import {
  expectAccessible,
  hasChromium,
  launchBrowser,
  newContext,
  type RunningServer,
  screenshot,
  startServer,
} from "./harness";

const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The names of the newest run's cards, in order. */
async function latestNames(page: Page): Promise<string[]> {
  const group = page.getByRole("group", { name: /Latest suggestions/ });
  const scope = (await group.count()) > 0 ? group : page;
  const radios = scope.getByRole("radio");
  const names: string[] = [];
  for (let i = 0; i < (await radios.count()); i++) {
    names.push((await radios.nth(i).locator("span").first().textContent())!.trim());
  }
  return names;
}

/** Domain states shown on the page ("available", "taken", "unknown"), once none is "checking". */
async function settledStates(page: Page): Promise<string[]> {
  await expect.poll(() => page.locator('[data-state="checking"]').count(), { timeout: 15_000 }).toBe(0);
  return page
    .locator("[data-state]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-state") ?? ""));
}

describe.skipIf(!hasChromium)("name studio on step 3", () => {
  let rdap: FakeRdap;
  let live: RunningServer;
  let offline: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    rdap = await startFakeRdap();
    // Domain checks on (as in live mode) against a local registry; names and logos stay offline.
    [live, offline] = await Promise.all([
      startServer({
        env: {
          RDAP_ENABLED: "true",
          RDAP_BOOTSTRAP_URL: rdap.bootstrapUrl,
          RDAP_ALLOW_PRIVATE_HOSTS: "127.0.0.1,localhost",
        },
      }),
      startServer(),
    ]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([live?.stop(), offline?.stop()]);
    await rdap?.close();
  });

  it("shows checks on every card, and controls change the next run", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInFromLanding(page, live.url, "Ayu Pratiwi", "ayu@example.com");
    await startBrandInWizard(page);

    // Every card gets its domains (.com plus two for a café) and a similar-name line.
    await expect.poll(() => page.locator("[data-testid=name-card] li").count(), { timeout: 15_000 }).toBe(9);
    const states = await settledStates(page);
    expect(states).toHaveLength(9);
    expect(states.every((s) => s === "available" || s === "taken")).toBe(true);
    expect(rdap.requests.some((r) => r.startsWith("GET /reg/com/domain/"))).toBe(true);
    await page
      .getByText(/No similar name among other brands made here|A similar name is already used/)
      .first()
      .waitFor();
    await page.getByRole("link", { name: /DJKI \(PDKI\)/ }).waitFor();

    // Controls need the package: buy it through the demo checkout, then come back to the names.
    const brand = new URL(page.url()).searchParams.get("brand")!;
    await page.getByRole("link", { name: /Unlock the package/ }).click();
    await payInDemoCheckout(page);
    await page.goto(`${live.url}/?step=names&brand=${brand}`);
    await page.getByText("Name runs: 0 of 5").waitFor({ timeout: 15_000 });
    const before = await latestNames(page);

    await page.getByText("Shape the next run").click();
    await page.getByRole("button", { name: "Compound", exact: true }).click();
    await page.getByRole("radio", { name: "One word", exact: true }).click();
    await page.getByLabel("Maximum length").selectOption("10");
    await page.getByLabel("Words to include").fill("brew");
    await page.locator("summary").getByText("Compound · max 10 letters · one word · with brew").waitFor();
    await screenshot(page, "name-studio-controls-1280");
    await expectAccessible(page, "names step with controls");

    await page.getByRole("button", { name: "Generate New Names" }).click();
    await page.getByText("Name runs: 1 of 5").waitFor({ timeout: 15_000 });
    await page.getByText("Earlier suggestions (3)").waitFor();
    const after = await latestNames(page);
    expect(after).toHaveLength(3);
    expect(after).not.toEqual(before);
    for (const name of after) {
      expect(name.toLowerCase()).toContain("brew");
      expect(name).not.toMatch(/\s/);
      expect(name.replace(/[^\p{L}\p{N}]/gu, "").length).toBeLessThanOrEqual(10);
    }
    await settledStates(page);
    await screenshot(page, "name-studio-after-run-1280");

    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, "name-studio-360");
    await context.close();
  });

  it("offline, checks say unknown offline; a typed name goes straight to its logos without a run", async () => {
    const context = await newContext(browser, 360, 800);
    const page = await context.newPage();
    await signInFromLanding(page, offline.url, "Budi Santoso", "budi@example.com");
    await startBrandInWizard(page);
    const states = await settledStates(page);
    expect(states).toEqual(Array(9).fill("unknown"));
    await expect.poll(() => page.getByText("unknown offline").count()).toBe(9);
    await screenshot(page, "name-studio-offline-360");

    await page.getByRole("button", { name: "I already have a name" }).click();
    await page.getByRole("button", { name: "Use this name" }).click();
    await page.getByText("Type your brand name.").waitFor();
    await page.getByPlaceholder("Your brand name").fill("Warung <Budi>");
    await page.getByRole("button", { name: "Use this name" }).click();
    await page.getByText(/Use letters, digits, spaces/).waitFor();
    await page.getByPlaceholder("Your brand name").fill("Warung Budi");
    await screenshot(page, "name-studio-typed-360");
    await page.getByRole("button", { name: "Use this name" }).click();

    await page.getByRole("heading", { name: "Choose your perfect logo" }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole("radio").count()).toBe(2);
    expect(await page.getByText("Warung Budi").count()).toBeGreaterThan(0);
    // The name run counter did not move: the free trial's one run was the automatic first one.
    const session = await page.evaluate(async () => {
      const res = await fetch("/api/sessions/current");
      return (await res.json()) as {
        session: {
          chosenName: { name: string };
          names: Array<{ name: string; source: string }>;
          usage: { names: { count: number } };
        };
      };
    });
    expect(session.session.chosenName.name).toBe("Warung Budi");
    expect(session.session.names.filter((n) => n.source === "typed").map((n) => n.name)).toEqual([
      "Warung Budi",
    ]);
    expect(session.session.usage.names.count).toBe(1);
    await context.close();
  });

  it("a free trial shapes its one name run on step 2, before it starts", async () => {
    const context = await newContext(browser, 360, 800);
    const page = await context.newPage();
    await signInFromLanding(page, offline.url, "Sari Dewi", "sari@example.com");
    await page.getByRole("button", { name: "Sculpt Your Brand Today" }).click();
    const demo = page.getByRole("dialog", { name: "You're trying the demo" });
    const category = page.getByRole("heading", {
      name: "What kind of business are you creating a brand for?",
    });
    await demo.or(category).first().waitFor();
    if (await demo.isVisible()) await demo.getByRole("button", { name: "Continue with Demo Mode" }).click();
    await page.getByRole("radio", { name: /Food & Beverage/ }).click();
    await page.getByLabel("Business Description").fill(JOURNEY_DESCRIPTION);
    await page.getByText("Shape your names").click();
    await page.getByRole("radio", { name: "One word", exact: true }).click();
    await page.getByLabel("Maximum length").selectOption("8");
    await page.locator("summary").getByText("max 8 letters · one word").waitFor();
    expect(await overflowOf(page)).toBe(0);
    await expectAccessible(page, "details step with name controls");
    await screenshot(page, "name-studio-first-run-360");
    await page.getByRole("button", { name: "Generate Brand Names" }).click();
    await page
      .getByRole("heading", { name: "Here are your brand names from the offline name generator" })
      .waitFor();
    await expect.poll(() => page.getByRole("radio").count(), { timeout: 15_000 }).toBe(3);
    const names = await latestNames(page);
    for (const name of names) {
      expect(name).not.toMatch(/\s/);
      expect(name.replace(/[^\p{L}\p{N}]/gu, "").length).toBeLessThanOrEqual(8);
    }
    // Still the trial's one run, made with the controls it was shaped with.
    const view = await page.evaluate(async () => {
      const res = await fetch("/api/sessions/current");
      return (await res.json()) as {
        session: {
          nameRunOptions: Array<{ run: number; options: unknown }>;
          usage: { names: { count: number } };
        };
      };
    });
    expect(view.session.usage.names.count).toBe(1);
    expect(view.session.nameRunOptions).toEqual([{ run: 1, options: { maxLength: 8, wordCount: "one" } }]);
    await context.close();
  });
});
