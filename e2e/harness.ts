import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const hasChromium = fs.existsSync(CHROMIUM_PATH);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export type RunningServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** Starts the real server (the built bundle, fresh DATA_DIR unless given) on a free port. */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; port?: number } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "brand-e2e-"));
  const url = `http://localhost:${port}`;
  let output = "";
  // The bundled server, as `npm start` runs it (global setup builds it when stale).
  const child = spawn(process.execPath, ["dist/server/main.mjs"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Playwright's launch() starts every browser on a fresh temporary profile (its --user-data-dir). */
/**
 * One app server and one Chromium for the tests of a describe block, started before them and
 * stopped after; read `server` and `browser` inside the tests.
 */
export function useServerAndBrowser(options: Parameters<typeof startServer>[0] = {}) {
  const shared = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    shared.server = await startServer(options);
    shared.browser = await launchBrowser();
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.server?.stop();
  });
  return shared;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export async function newContext(browser: Browser, width = 1280, height = 800): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height }, acceptDownloads: true });
}

/**
 * Records every toast title and description a page shows, from its first script on: a toast lasts a few seconds,
 * and on a loaded machine it can come and go between two polls of `waitFor`.
 */
export async function recordToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const title of document.querySelectorAll(
        "[data-sonner-toast] [data-title], [data-sonner-toast] [data-description]",
      )) {
        const text = title.textContent ?? "";
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until the page has shown a toast with this title or description (see recordToasts). */
export async function waitForToast(page: Page, title: string) {
  await page.waitForFunction(
    (t) => ((window as unknown as { toastsSeen?: string[] }).toastsSeen ?? []).includes(t),
    title,
  );
}

/** Fails on serious or critical axe-core violations. */
/**
 * Waits for the page's finite animations (fades, slides) to end: halfway through a fade, text
 * has partial opacity, which axe reads as low contrast. Endless ones (spinners) are left running.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  });
}

export async function expectAccessible(page: Page, label: string) {
  await settleAnimations(page);
  // Toasts animate in and out with partial opacity, which axe reads as low contrast; their
  // colours are checked while settled in the landing test instead.
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${label}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** Screenshots for review go to test-results/screenshots. */
export async function screenshot(page: Page, name: string) {
  const dir = path.join(ROOT, "test-results/screenshots");
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
