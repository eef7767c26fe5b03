import { createHash } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signInFromLanding } from "./flows";
import {
  expectAccessible,
  hasChromium,
  launchBrowser,
  newContext,
  type RunningServer,
  recordToasts,
  screenshot,
  startServer,
  waitForToast,
} from "./harness";

const CALLBACK_PATH = "/api/auth/callback/demo";

describe.skipIf(!hasChromium)("demo OAuth sign-in (Chromium)", () => {
  let server: RunningServer;
  let browser: Browser;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
  });

  async function freshPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext(browser, width);
    await recordToasts(context);
    contexts.push(context);
    return { context, page: await context.newPage() };
  }

  /** /api/me with the context's own (HttpOnly) cookies. */
  async function meStatus(context: BrowserContext) {
    return (await context.request.get(`${server.url}/api/me`)).status();
  }

  async function openDemoSignIn(page: Page) {
    await page.goto(server.url);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Demo sign-in" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/demo-idp/authorize");
  }

  async function fillDemo(page: Page, name: string, email: string) {
    // Sign-in navigates away: fill the demo provider's form, never the page that is leaving.
    await page.getByRole("heading", { name: "Demo sign-in" }).waitFor();
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Email").fill(email);
  }

  async function expectAuthError(page: Page) {
    await page.getByRole("heading", { name: "Authentication Error" }).waitFor();
    expect(await page.getByText("Authentication failed. Please try again.").count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/auth/callback");
  }

  it("signs in through the demo provider, keeps the session on reload, signs out and kills the cookie", async () => {
    const { context, page } = await freshPage();
    expect(await meStatus(context)).toBe(401);
    await openDemoSignIn(page);
    await expect.poll(() => page.getByLabel("Name").count()).toBe(1);
    expect(await page.getByLabel("Email").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Cancel" }).count()).toBe(1);
    await expectAccessible(page, "demo sign-in");
    await screenshot(page, "demo-signin-1280");

    // Hold /api/me on the way back so the callback screen's working state can be checked.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const isMe = (url: URL) => url.pathname === "/api/me";
    await page.route(isMe, async (route) => {
      await gate;
      await route.continue();
    });
    await fillDemo(page, "Dewi Lestari", "dewi@example.com");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Completing sign in..." }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth/callback");
    await expectAccessible(page, "callback working");
    release();
    await page.waitForURL(`${server.url}/`);
    await page.unroute(isMe);

    // A first sign-in is a welcome; the next one (below) a welcome back.
    await page.getByText("Welcome!", { exact: true }).waitFor();
    await page.getByText("You have successfully signed in.").waitFor();
    const avatar = page.getByRole("button", { name: "Account menu for Dewi Lestari" });
    await avatar.waitFor();

    // The session cookie is HttpOnly: invisible to scripts, visible to the context.
    const cookies = await context.cookies(server.url);
    const session = cookies.find((c) => c.name.endsWith("session_token"));
    expect(session).toBeDefined();
    expect(session!.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain("session_token");
    const cookieHeader = `${session!.name}=${session!.value}`;
    const me = await fetch(`${server.url}/api/me`, { headers: { Cookie: cookieHeader } });
    expect(me.status).toBe(200);
    const body = (await me.json()) as { user: { name: string; email: string } };
    expect(body.user).toMatchObject({ name: "Dewi Lestari", email: "dewi@example.com" });

    // A reload keeps the session.
    await page.reload();
    await avatar.waitFor();
    expect(await page.getByRole("button", { name: "Sign in" }).count()).toBe(0);

    // Sign out from the avatar menu.
    await avatar.click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await waitForToast(page, "Signed out");
    await waitForToast(page, "You have been successfully signed out.");
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    expect(await avatar.count()).toBe(0);
    expect(await meStatus(context)).toBe(401);
    // The old cookie no longer opens a session on the server.
    const replay = await fetch(`${server.url}/api/me`, { headers: { Cookie: cookieHeader } });
    expect(replay.status).toBe(401);

    // Signing in again: a welcome back.
    await page.getByRole("button", { name: "Sign in" }).click();
    await fillDemo(page, "Dewi Lestari", "dewi@example.com");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Welcome back!", { exact: true }).waitFor();
  });

  it("Cancel on the demo page returns to where sign-in started, with a neutral note and no session", async () => {
    const { context, page } = await freshPage();
    await page.goto(`${server.url}/terms`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/demo-idp\/authorize/);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(`${server.url}/terms`);
    await page.getByText("Sign-in cancelled", { exact: true }).waitFor();
    expect(await page.getByRole("heading", { name: "Authentication Error" }).count()).toBe(0);
    expect(await meStatus(context)).toBe(401);
  });

  it("Enter in the demo form continues (Continue is the form's default button)", async () => {
    const { context, page } = await freshPage();
    await openDemoSignIn(page);
    await page.getByLabel("Name").fill("Enter Key");
    await page.getByLabel("Email").fill("enter-key@example.com");
    await page.getByLabel("Email").press("Enter");
    await page.getByRole("button", { name: "Account menu for Enter Key" }).waitFor();
    expect(await meStatus(context)).toBe(200);
  });

  it("a tampered state is refused", async () => {
    const { context, page } = await freshPage();
    await openDemoSignIn(page);
    // Catch the provider's redirect back to our callback instead of following it (Playwright does
    // not route requests that follow a redirect, so the form POST itself is routed).
    let callbackUrl: string | undefined;
    const authorizeUrl = `${server.url}/demo-idp/authorize`;
    await page.route(authorizeUrl, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const response = await route.fetch({ maxRedirects: 0 });
      expect(response.status()).toBe(302);
      callbackUrl = new URL(response.headers().location!, server.url).toString();
      await route.fulfill({ status: 200, contentType: "text/plain", body: "held by the test" });
    });
    await fillDemo(page, "Tamper Test", "tamper@example.com");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => callbackUrl).toBeDefined();
    await page.unroute(authorizeUrl);
    expect(callbackUrl!.startsWith(`${server.url}${CALLBACK_PATH}?`)).toBe(true);

    const url = new URL(callbackUrl!);
    const state = url.searchParams.get("state")!;
    expect(state.length).toBeGreaterThan(8);
    expect(url.searchParams.get("code")).toBeTruthy();
    url.searchParams.set("state", `${state.slice(0, -1)}${state.endsWith("A") ? "B" : "A"}`);
    await page.goto(url.toString());
    await expectAuthError(page);
    expect(await meStatus(context)).toBe(401);
  });

  it("a replayed code from another browser is refused and the first session stays", async () => {
    const first = await freshPage();
    let callbackUrl: string | undefined;
    first.page.on("request", (request) => {
      if (request.url().startsWith(`${server.url}${CALLBACK_PATH}?`)) callbackUrl = request.url();
    });
    await signInFromLanding(first.page, server.url, "Replay Original", "replay@example.com");
    expect(callbackUrl).toContain("code=");
    expect(await meStatus(first.context)).toBe(200);

    const second = await freshPage();
    await second.page.goto(callbackUrl!);
    await expectAuthError(second.page);
    expect(await meStatus(second.context)).toBe(401);
    expect(await meStatus(first.context)).toBe(200);
  });

  it("a code issued for another PKCE challenge is refused", async () => {
    const { context, page } = await freshPage();
    await openDemoSignIn(page);
    const authorize = new URL(page.url());
    const original = authorize.searchParams.get("code_challenge");
    expect(original).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const wrong = createHash("sha256").update("not-the-verifier-the-client-holds").digest("base64url");
    expect(wrong).not.toBe(original);
    authorize.searchParams.set("code_challenge", wrong);
    await page.goto(authorize.toString());
    await page.getByRole("heading", { name: "Demo sign-in" }).waitFor();
    await fillDemo(page, "Pkce Test", "pkce@example.com");
    await page.getByRole("button", { name: "Continue" }).click();
    await expectAuthError(page);
    expect(await meStatus(context)).toBe(401);
  });

  it("guards /categories: home when signed out, the placeholder when signed in", async () => {
    const { page } = await freshPage();
    await page.goto(`${server.url}/categories`);
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("button", { name: "Sign in" }).waitFor();

    await signInFromLanding(page, server.url, "Guard Test", "guard@example.com");
    await page.goto(`${server.url}/categories`);
    await page.getByRole("heading", { name: "Categories Page (Coming Soon)" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/categories");
  });

  it("the demo sign-in page at 375 px", async () => {
    const { page } = await freshPage(375);
    await openDemoSignIn(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, "demo sign-in 375");
    await screenshot(page, "demo-signin-375");
  });
});
