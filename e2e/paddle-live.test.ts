import { randomInt } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transactionCompletedEvent } from "../src/test/paddle-fixtures";
import { signPaddleWebhook } from "../src/test/paddle-signature";
import { FAKE_FRAME_ORIGIN, PADDLE_CDN_URL, routeFakePaddle } from "./fake-paddle";
import { signInFromLanding } from "./flows";
import { hasChromium, launchBrowser, newContext, type RunningServer, startServer } from "./harness";

/**
 * Live checkout mode (all five PADDLE_* variables set) without any network: a fake Paddle.js is
 * served for the CDN URL, the test fires Paddle's `checkout.completed` itself and posts signed
 * `transaction.completed` webhooks to the server, as Paddle would. The server's reconciliation
 * call to Paddle's API cannot resolve its host here, which is also what the timeout case relies on.
 */

const PADDLE = {
  PADDLE_ENV: "sandbox",
  PADDLE_CLIENT_TOKEN: "test_abc",
  PADDLE_API_KEY: "pdl_sdbx_apikey_01jbrandsculpte2eapikeysecret",
  PADDLE_PRICE_ID: "pri_01jbrandstudioprice0000000",
  PADDLE_WEBHOOK_SECRET: "pdl_ntfset_01jbrandsculpte2ewebhooksecret",
} as const;

/** A Paddle-shaped id: prefix plus 26 lowercase alphanumerics (what the server's /^txn_[a-z\d]{26}$/ expects). */
function paddleId(prefix: "txn" | "evt" | "ntf" | "che") {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  let id = `${prefix}_`;
  for (let i = 0; i < 26; i++) id += alphabet[randomInt(alphabet.length)];
  return id;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type CustomData = { session_id: string; user_id: string };

type OpenedCheckout = {
  items: { priceId: string; quantity: number }[];
  customer: { email: string };
  customData: CustomData;
  settings: {
    displayMode: string;
    theme: string;
    locale: string;
    frameTarget: string;
    frameInitialHeight: number;
    frameStyle: string;
  };
};

/** What the fake Paddle.js keeps on window (see fake-paddle.ts). */
type FakePaddleWindow = {
  __paddleInit: { environment: string | null; options: Record<string, unknown> | null };
  __paddleOpened: OpenedCheckout[];
  __paddleEvents?: (event: { name: string; type?: string; data?: unknown }) => void;
};

describe.skipIf(!hasChromium)("live Paddle checkout (fake Paddle.js, no network)", () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer({ env: { ...PADDLE } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await server?.stop();
  });

  /** A fresh browser context with the fake Paddle.js routed; collects every body our server sends. */
  async function livePage(options: { failCdn?: boolean } = {}) {
    const context = await newContext(browser);
    contexts.push(context);
    const { cdnRequests, setCdnFailing } = await routeFakePaddle(context, { fail: options.failCdn });
    const page = await context.newPage();
    const bodies: { url: string; text: string }[] = [];
    page.on("response", async (response) => {
      if (!response.url().startsWith(server.url)) return;
      const text = await response.text().catch(() => "");
      bodies.push({ url: response.url(), text });
    });
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    return { context, page, bodies, visited, cdnRequests, setCdnFailing };
  }

  const fake = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as FakePaddleWindow;
      return { init: w.__paddleInit, opened: w.__paddleOpened };
    });

  /** Signs in, opens /payment, presses Checkout and returns what Paddle's Checkout.open received. */
  async function openLiveCheckout(page: Page, name: string, email: string) {
    await signInFromLanding(page, server.url, name, email);
    await page.goto(`${server.url}/payment`);
    await page.getByRole("heading", { name: "Complete Your Purchase" }).waitFor();
    // Paddle.js is loaded and initialised up front, before Checkout is pressed.
    await expect
      .poll(() => page.evaluate(() => typeof (window as unknown as FakePaddleWindow).__paddleEvents))
      .toBe("function");
    const { init } = await fake(page);
    expect(init.environment).toBe("sandbox");
    expect(init.options).toEqual({ token: PADDLE.PADDLE_CLIENT_TOKEN, eventCallback: "function" });
    expect(
      await page.evaluate((src) => document.querySelectorAll(`script[src="${src}"]`).length, PADDLE_CDN_URL),
    ).toBe(1);

    // Slow the checkout call down a little so the busy state can be seen.
    await page.route(`${server.url}/api/checkout`, async (route) => {
      await sleep(600);
      await route.continue();
    });
    const button = page.getByRole("button", { name: /Pay \$24\.99|Processing/ });
    await button.click();
    await page.getByRole("button", { name: /Processing\.\.\./ }).waitFor();
    expect(await button.isDisabled()).toBe(true);

    const frame = page.locator(".checkout-container > iframe.paddle-frame");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toBe(`${FAKE_FRAME_ORIGIN}/checkout/fake`);
    await page.getByRole("button", { name: "Pay $24.99" }).waitFor();
    expect(await page.getByRole("button", { name: "Pay $24.99" }).isEnabled()).toBe(true);
    // The frame's own page (from the Paddle origin) loaded into the container.
    await expect
      .poll(() => page.frame({ name: "paddle_frame" })?.locator("p").textContent())
      .toBe("Fake Paddle checkout");
    // Paddle's inline-checkout rule: items, subtotal, tax and total beside the frame, from its events.
    const summary = page.getByRole("region", { name: "Order summary" });
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(
      /Complete Brand Package.*Subtotal\$24\.99.*Tax\$2\.22.*Total due today\$27\.21/,
    );
    await page.screenshot({ path: "test-results/screenshots/payment-order-summary.png", fullPage: true });

    const { opened } = await fake(page);
    expect(opened).toHaveLength(1);
    const me = await page.evaluate(() =>
      fetch("/api/me").then((r) => r.json() as Promise<{ user: { id: string; email: string } }>),
    );
    expect(me.user.email).toBe(email);
    const checkout = opened[0]!;
    expect(checkout.items).toEqual([{ priceId: PADDLE.PADDLE_PRICE_ID, quantity: 1 }]);
    expect(checkout.customer).toEqual({ email });
    expect(checkout.customData).toEqual({
      session_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      user_id: me.user.id,
    });
    expect(checkout.settings).toMatchObject({
      displayMode: "inline",
      theme: "light",
      locale: "en",
      frameTarget: "checkout-container",
    });
    expect(checkout.settings.frameStyle).toMatch(/(^|;)\s*min-width:\s*312px\s*(;|$)/);
    return { customData: checkout.customData, userId: me.user.id };
  }

  /** Posts a signed `transaction.completed` webhook from this process, as Paddle would. */
  async function postWebhook(transactionId: string, customData: CustomData, eventId = paddleId("evt")) {
    const raw = JSON.stringify(
      transactionCompletedEvent({
        eventId,
        transactionId,
        priceId: PADDLE.PADDLE_PRICE_ID,
        customData,
        occurredAt: new Date().toISOString(),
      }),
    );
    // Paddle's SDK rejects signatures more than 5 s old: sign right before sending.
    const res = await fetch(`${server.url}/api/webhooks/paddle`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Paddle-Signature": signPaddleWebhook(raw, PADDLE.PADDLE_WEBHOOK_SECRET),
      },
      body: raw,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    return eventId;
  }

  /** Fires Paddle's checkout.completed through the eventCallback the page gave Initialize. */
  async function completeCheckout(page: Page, transactionId: string, customData: CustomData) {
    await page.evaluate(
      ({ transactionId, customData, checkoutId }) => {
        const events = (window as unknown as FakePaddleWindow).__paddleEvents!;
        events({
          name: "checkout.completed",
          type: "checkout.completed",
          data: {
            id: checkoutId,
            transaction_id: transactionId,
            status: "completed",
            custom_data: customData,
          },
        });
      },
      { transactionId, customData, checkoutId: paddleId("che") },
    );
  }

  function expectNoSecrets(bodies: { url: string; text: string }[]) {
    expect(bodies.length).toBeGreaterThan(0);
    for (const { url, text } of bodies) {
      for (const secret of [PADDLE.PADDLE_API_KEY, PADDLE.PADDLE_WEBHOOK_SECRET]) {
        expect(text.includes(secret), `${url} contains a server secret`).toBe(false);
      }
    }
  }

  async function premium(page: Page) {
    return page.evaluate(() =>
      fetch("/api/me").then(
        (r) => r.json() as Promise<{ premium: { purchases: number; hasPremium: boolean } }>,
      ),
    );
  }

  it("opens the inline checkout; the webhook first, then checkout.completed, lands on the brand", async () => {
    const { page, bodies, visited } = await livePage();
    const email = "ayu.live@example.com";
    const { customData } = await openLiveCheckout(page, "Ayu Live", email);

    // Only public values reach the browser.
    const publicJson = await page.evaluate(async () => {
      const config = await fetch("/api/config").then((r) => r.text());
      const checkout = await fetch("/api/checkout", { method: "POST" }).then((r) => r.text());
      return { config, checkout, html: document.documentElement.outerHTML };
    });
    expect(JSON.parse(publicJson.config).paddle).toEqual({
      environment: "sandbox",
      clientToken: PADDLE.PADDLE_CLIENT_TOKEN,
      priceId: PADDLE.PADDLE_PRICE_ID,
    });
    const checkoutBody = JSON.parse(publicJson.checkout);
    expect(checkoutBody).toMatchObject({ mode: "live", sessionId: customData.session_id, customData });
    expect(checkoutBody.paddle).toEqual({
      environment: "sandbox",
      clientToken: PADDLE.PADDLE_CLIENT_TOKEN,
      priceId: PADDLE.PADDLE_PRICE_ID,
    });
    expectNoSecrets([
      { url: "/api/config", text: publicJson.config },
      { url: "/api/checkout", text: publicJson.checkout },
      { url: "document", text: publicJson.html },
      ...bodies,
    ]);
    expect(bodies.some((b) => /\.js(\?|$)/.test(b.url))).toBe(true);

    const transactionId = paddleId("txn");
    const eventId = await postWebhook(transactionId, customData);
    expect((await premium(page)).premium).toMatchObject({ purchases: 1, hasPremium: true });
    // Paddle retries: the same event again is acknowledged and grants nothing more.
    await postWebhook(transactionId, customData, eventId);
    expect((await premium(page)).premium.purchases).toBe(1);

    await completeCheckout(page, transactionId, customData);
    await page.waitForURL(
      `${server.url}/success?session_id=${customData.session_id}&payment_id=${transactionId}`,
    );
    await page.getByRole("heading", { name: "Payment Successful!" }).waitFor({ timeout: 10_000 });
    await page.waitForURL(/\/\?step=[a-z]+&brand=[0-9a-f-]{36}$/, { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get("step")).toBe("category");
    expect(visited.some((url) => new URL(url).pathname === "/logos")).toBe(true);
    expect((await premium(page)).premium).toMatchObject({ purchases: 1, hasPremium: true });
    expectNoSecrets(bodies);
  });

  it("checkout.completed first: verifies for a few seconds, then succeeds when the webhook arrives", async () => {
    const { page, bodies } = await livePage();
    const { customData } = await openLiveCheckout(page, "Budi Later", "budi.later@example.com");
    const transactionId = paddleId("txn");

    await completeCheckout(page, transactionId, customData);
    await page.waitForURL(
      `${server.url}/success?session_id=${customData.session_id}&payment_id=${transactionId}`,
    );
    await page.getByRole("heading", { name: "Verifying your payment..." }).waitFor();
    // The second poll (after 2 s) shows the keep-open hint; still no webhook.
    await page
      .getByText("This can take a few seconds. Please keep this page open.")
      .waitFor({ timeout: 5_000 });
    await sleep(1_500);
    expect(await page.getByRole("heading", { name: "Payment Successful!" }).count()).toBe(0);

    await postWebhook(transactionId, customData);
    await page.getByRole("heading", { name: "Payment Successful!" }).waitFor({ timeout: 6_000 });
    await page.waitForURL(/\/\?step=[a-z]+&brand=[0-9a-f-]{36}$/, { timeout: 10_000 });
    expect((await premium(page)).premium).toMatchObject({ purchases: 1, hasPremium: true });
    expectNoSecrets(bodies);
  });

  it("shows the failure and re-enables Checkout when Paddle.js cannot load", async () => {
    const { page, cdnRequests, setCdnFailing } = await livePage({ failCdn: true });
    await signInFromLanding(page, server.url, "Citra Offline", "citra.offline@example.com");
    await page.goto(`${server.url}/payment`);
    await page.getByRole("heading", { name: "Complete Your Purchase" }).waitFor();
    await expect.poll(() => cdnRequests.length).toBeGreaterThan(0);
    expect(cdnRequests[0]).toBe(PADDLE_CDN_URL);

    await page.getByRole("button", { name: "Pay $24.99" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Failed to start checkout. Please try again." });
    await alert.waitFor();
    const button = page.getByRole("button", { name: "Pay $24.99" });
    expect(await button.isEnabled()).toBe(true);
    expect(await page.getByRole("button", { name: /Processing/ }).count()).toBe(0);
    expect(await page.locator(".checkout-container iframe").count()).toBe(0);
    expect(page.url()).toBe(`${server.url}/payment`);

    // @paddle/paddle-js caches a failed load for the page's lifetime, so the alert offers a reload;
    // after the CDN comes back, reloading recovers.
    setCdnFailing(false);
    await alert.getByRole("button", { name: "Reload page" }).click();
    await page.getByRole("heading", { name: "Complete Your Purchase" }).waitFor();
    await page.getByRole("button", { name: "Pay $24.99" }).click();
    await page.locator(".checkout-container > iframe.paddle-frame").waitFor();
    expect(await alert.count()).toBe(0);
    expect(cdnRequests.length).toBeGreaterThanOrEqual(2);
  });

  it("without a webhook (and Paddle's API unreachable) ends at Payment Verification Pending", async () => {
    const { page } = await livePage();
    const { customData } = await openLiveCheckout(page, "Dewa Pending", "dewa.pending@example.com");
    const transactionId = paddleId("txn");
    const started = Date.now();
    await completeCheckout(page, transactionId, customData);
    await page.waitForURL(/\/success\?/);
    await page.getByRole("heading", { name: "Verifying your payment..." }).waitFor();

    const pending = page.getByRole("alert").filter({ hasText: "Payment Verification Pending" });
    await pending.waitFor({ timeout: 40_000 });
    // Ten polls two seconds apart.
    expect(Date.now() - started).toBeGreaterThan(17_000);
    await page.getByRole("heading", { name: "Payment Verification Pending" }).waitFor();
    await pending.getByText("Payment verification timeout. Please contact support.").waitFor();
    expect(await pending.getByRole("button", { name: "Try Again" }).isEnabled()).toBe(true);
    expect(await pending.getByRole("button", { name: "Go Home" }).isEnabled()).toBe(true);

    // Each poll asked Paddle's API and failed softly; the server is still up and nothing was granted.
    expect(server.output()).toMatch(/reconciliation with Paddle failed/);
    expect(server.process.exitCode).toBe(null);
    expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
    const status = await page.evaluate(
      (id) => fetch(`/api/payments/${id}`).then((r) => r.json()),
      transactionId,
    );
    expect(status).toEqual({ status: "pending", sessionId: null });
    expect((await premium(page)).premium).toMatchObject({ purchases: 0, hasPremium: false });

    await pending.getByRole("button", { name: "Go Home" }).click();
    await page.waitForURL(`${server.url}/`);
  }, 60_000);
});
