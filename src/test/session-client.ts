import { expect } from "vitest";
import type { TestApp } from "./test-app";

/** A browser-like client for API tests: keeps cookies, follows nothing automatically. */
export class SessionClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly t: TestApp) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("cookie", this.cookieHeader());
    const url = path.startsWith("http") ? new URL(path) : new URL(path, this.t.config.appUrl);
    const res = await this.t.request(`${url.pathname}${url.search}`, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Confirms a brand's first download (docs/product.md#download), as the download dialog does. */
  async confirmDownload(sessionId: string): Promise<Response> {
    const res = await this.fetch(`/api/sessions/${sessionId}/download/confirmation`, { method: "POST" });
    expect(res.status).toBe(200);
    return res;
  }

  json(path: string, body: unknown, method = "POST") {
    return this.fetch(path, {
      method,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  }
}

export type OAuthStart = { authorizeUrl: URL };

/** Starts sign-in the way the app does and returns the provider's authorization URL. */
export async function startSignIn(client: SessionClient): Promise<OAuthStart> {
  const res = await client.json("/api/auth/sign-in/social", {
    provider: client.t.services.auth.providerId,
    callbackURL: "/auth/callback",
    errorCallbackURL: "/auth/callback",
  });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return { authorizeUrl: new URL(url) };
}

/** Submits the demo provider's form and returns where it redirects (our callback with a code). */
export async function submitDemoForm(
  client: SessionClient,
  authorizeUrl: URL,
  identity: { name: string; email: string },
) {
  const form = new URLSearchParams(authorizeUrl.searchParams);
  form.set("name", identity.name);
  form.set("email", identity.email);
  form.set("action", "continue");
  const res = await client.fetch("/demo-idp/authorize", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location")!);
}

/** The whole round trip through the demo identity provider; returns a signed-in client. */
export async function signIn(t: TestApp, identity = { name: "Ada Lovelace", email: "ada@example.com" }) {
  const client = new SessionClient(t);
  const { authorizeUrl } = await startSignIn(client);
  const page = await client.fetch(authorizeUrl.toString());
  expect(page.status).toBe(200);
  const callback = await submitDemoForm(client, authorizeUrl, identity);
  const done = await client.fetch(callback.toString());
  expect(done.status).toBe(302);
  expect(done.headers.get("location")).toMatch(/\/auth\/callback$/);
  // On PostgreSQL the sign-in's writes come back as notifications that empty the caches: let them
  // arrive first, so what /api/me caches below stays cached for the test's own requests.
  await t.database.tableWrites?.caughtUp();
  const me = await client.fetch("/api/me");
  expect(me.status).toBe(200);
  const body = (await me.json()) as {
    user: { id: string; name: string; email: string; image: string | null };
  };
  return { client, user: body.user };
}
