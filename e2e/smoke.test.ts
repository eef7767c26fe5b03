import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ICON_SET_IDS } from "../src/shared/logo-design";
import { hasChromium, launchBrowser, newContext, ROOT, type RunningServer, startServer } from "./harness";
import { HttpClient } from "./http-client";

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

  it("ships every icon set's committed index beside the server bundle", () => {
    // One left out is rebuilt from its package on the first logo run: seconds of rendering on the
    // request thread, during which the pool's new connections time out.
    for (const set of ICON_SET_IDS) {
      const built = readFileSync(path.join(ROOT, `dist/server/data/${set}-index.tsv`), "utf8");
      expect(built).toBe(readFileSync(path.join(ROOT, `src/server/symbols/data/${set}-index.tsv`), "utf8"));
    }
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
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${server.url}/`);
  });
});

describe("the embedded data folder", () => {
  it("refuses a second server on the same folder, keeps the first working, and keeps data across a restart", async () => {
    const first = await startServer();
    try {
      const client = new HttpClient(first.url);
      const user = await client.signIn("Keeper", "keeper@example.com");
      const created = await client.json("/api/sessions", {
        category: "services",
        description: "A bookkeeping service for small online shops that handles taxes and monthly reports.",
      });
      expect(created.status).toBe(201);

      const second = startServer({ dataDir: first.dataDir });
      await expect(second).rejects.toThrow(/in use by another server process/);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

      // Graceful shutdown: SIGTERM finishes, closes the database and exits 0.
      expect(await first.stop("SIGTERM")).toBe(0);
      const restarted = await startServer({ dataDir: first.dataDir });
      try {
        const again = new HttpClient(restarted.url);
        expect((await again.signIn("Keeper", "keeper@example.com")).id).toBe(user.id);
        const current = await again.fetch("/api/sessions/current");
        expect(((await current.json()) as { session: { description: string } }).session.description).toMatch(
          /bookkeeping/,
        );
      } finally {
        await restarted.stop();
      }
    } finally {
      await first.stop();
    }
  }, 90_000);
});
