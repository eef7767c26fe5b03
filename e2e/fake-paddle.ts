import type { BrowserContext } from "playwright-core";

/** Where `@paddle/paddle-js` (v1, Paddle Billing) injects its script from. */
export const PADDLE_CDN_URL = "https://cdn.paddle.com/paddle/v2/paddle.js";

/** What the fake serves as the checkout frame's page (the real one is on sandbox-buy.paddle.com). */
export const FAKE_FRAME_ORIGIN = "https://sandbox-buy.paddle.com";

/**
 * A stand-in for Paddle.js v2, as plain browser JavaScript. `@paddle/paddle-js` injects the script,
 * waits for its load event and then reads `window.PaddleBillingV1`; it calls `Environment.set(env)`,
 * then `Initialize({ token, eventCallback, ... })` (or `Update` when `Initialized` is already true).
 *
 * For the test it records:
 * - `window.__paddleInit`: `{ environment, options }` passed to Environment.set / Initialize;
 * - `window.__paddleEvents`: the `eventCallback` given to Initialize, to fire checkout events with;
 * - `window.__paddleOpened`: every `Checkout.open(options)` call's options, in order.
 * `Checkout.open` renders an iframe (from FAKE_FRAME_ORIGIN) into the first element with the class
 * named by `settings.frameTarget`, as the real inline checkout does.
 */
export const FAKE_PADDLE_JS = `
(function () {
  "use strict";
  var state = { environment: null, options: null };
  window.__paddleInit = state;
  window.__paddleOpened = [];
  window.__paddleEvents = undefined;
  function plain(value) {
    return JSON.parse(JSON.stringify(value === undefined ? null : value));
  }
  var Paddle = {
    Initialized: false,
    Status: { libraryVersion: "fake-2.0.0" },
    Environment: {
      set: function (environment) {
        state.environment = environment;
      },
    },
    Initialize: function (options) {
      if (Paddle.Initialized) throw new Error("[fake Paddle] Initialize called twice");
      if (!options || typeof options.token !== "string") throw new Error("[fake Paddle] a token is required");
      state.options = plain(Object.assign({}, options, { eventCallback: typeof options.eventCallback }));
      window.__paddleEvents = options.eventCallback;
      Paddle.Initialized = true;
    },
    Update: function (options) {
      state.updated = plain(Object.assign({}, options, { eventCallback: typeof options.eventCallback }));
      if (options && options.eventCallback) window.__paddleEvents = options.eventCallback;
    },
    Setup: function (options) {
      Paddle.Initialize(options);
    },
    Checkout: {
      open: function (options) {
        if (!Paddle.Initialized) throw new Error("[fake Paddle] Checkout.open before Initialize");
        window.__paddleOpened.push(plain(options));
        var settings = (options && options.settings) || {};
        if (settings.displayMode === "inline") {
          var target = document.getElementsByClassName(settings.frameTarget)[0];
          if (!target) throw new Error("[fake Paddle] no element with class " + settings.frameTarget);
          var frame = document.createElement("iframe");
          frame.className = "paddle-frame paddle-frame-inline";
          frame.name = "paddle_frame";
          frame.title = "Paddle Checkout";
          frame.setAttribute("style", settings.frameStyle || "");
          frame.height = String(settings.frameInitialHeight || 450);
          frame.src = "${FAKE_FRAME_ORIGIN}/checkout/fake";
          target.replaceChildren(frame);
        }
        if (typeof window.__paddleEvents === "function") {
          // Paddle.js's documented checkout.loaded payload (trimmed): items and totals in major units.
          var item = (options.items || [])[0] || {};
          window.__paddleEvents({ name: "checkout.loaded", data: {
            id: "che_01fakecheckout0000000000000", transaction_id: "txn_01fakecheckouttxn000000000",
            status: "draft", currency_code: "USD", custom_data: options.customData || null,
            customer: { email: (options.customer || {}).email || null },
            items: [{ price_id: item.priceId, price_name: "One-time package", quantity: 1,
              product: { name: "Complete Brand Package" },
              totals: { subtotal: 24.99, discount: 0, tax: 2.22, total: 27.21 } }],
            totals: { subtotal: 24.99, discount: 0, tax: 2.22, total: 27.21, credit: 0, balance: 27.21 },
          } });
        }
      },
      close: function () {
        document.querySelectorAll("iframe.paddle-frame").forEach(function (f) { f.remove(); });
        if (typeof window.__paddleEvents === "function") window.__paddleEvents({ name: "checkout.closed" });
      },
      updateCheckout: function () {},
      updateItems: function () {},
    },
    Spinner: { show: function () {}, hide: function () {} },
    PricePreview: function () { return Promise.reject(new Error("[fake Paddle] no network")); },
    TransactionPreview: function () { return Promise.reject(new Error("[fake Paddle] no network")); },
  };
  window.Paddle = Paddle;
  window.PaddleBillingV1 = Paddle;
})();
`;

/**
 * Serves the fake Paddle.js for every cdn.paddle.com request and a tiny page for the checkout
 * frame, or, while failing, makes the CDN unreachable (the script's error event fires).
 */
export async function routeFakePaddle(context: BrowserContext, options: { fail?: boolean } = {}) {
  const cdnRequests: string[] = [];
  const cdn = { fail: options.fail ?? false };
  await context.route("https://cdn.paddle.com/**", async (route) => {
    cdnRequests.push(route.request().url());
    if (cdn.fail) return route.abort("internetdisconnected");
    return route.fulfill({
      status: 200,
      contentType: "application/javascript; charset=utf-8",
      body: FAKE_PADDLE_JS,
    });
  });
  await context.route(`${FAKE_FRAME_ORIGIN}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: '<!doctype html><html lang="en"><title>Fake Paddle checkout</title><p>Fake Paddle checkout</p></html>',
    }),
  );
  return {
    cdnRequests,
    /** Makes the CDN reachable again (or not) for later requests. */
    setCdnFailing(fail: boolean) {
      cdn.fail = fail;
    },
  };
}
