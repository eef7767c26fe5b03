/**
 * A cookie-keeping HTTP client for the real server, and the demo sign-in round trip at HTTP level
 * (the same steps as src/test/session-client.ts, without vitest): sign-in/social -> demo IdP
 * authorize page -> its form -> our OAuth callback -> session cookie.
 */

const REQUEST_TIMEOUT_MS = 30_000;

export class BenchClient {
  readonly cookies = new Map<string, string>();
  readonly origin: string;
  constructor(readonly baseUrl: string) {
    this.origin = new URL(baseUrl).origin;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("cookie", this.cookieHeader());
    const method = (init.method ?? "GET").toUpperCase();
    if (method !== "GET" && method !== "HEAD") headers.set("origin", this.origin);
    const url = new URL(path, this.baseUrl);
    if (url.origin !== this.origin) throw new Error(`refusing to leave ${this.origin}: ${url}`);
    const res = await fetch(url, {
      ...init,
      headers,
      redirect: "manual",
      signal: init.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
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

  /** JSON request; throws with the body on an unexpected status. */
  async json<T>(
    path: string,
    body?: unknown,
    method = body === undefined ? "GET" : "POST",
    expect = [200, 201],
  ) {
    const res = await this.fetch(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!expect.includes(res.status)) {
      throw new Error(`${method} ${path} -> ${res.status}: ${text.slice(0, 300)}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

async function expectStatus(res: Response, status: number, what: string) {
  if (res.status !== status) {
    const text = await res.text().catch(() => "");
    throw new Error(`${what}: expected ${status}, got ${res.status}: ${text.slice(0, 300)}`);
  }
}

/** Signs a new demo user in; returns the client holding the session cookie. */
export async function signIn(
  baseUrl: string,
  identity: { name: string; email: string },
): Promise<BenchClient> {
  const client = new BenchClient(baseUrl);
  const { url } = await client.json<{ url: string }>("/api/auth/sign-in/social", {
    provider: "demo",
    callbackURL: "/auth/callback",
    errorCallbackURL: "/auth/callback",
  });
  const authorizeUrl = new URL(url);
  const page = await client.fetch(`${authorizeUrl.pathname}${authorizeUrl.search}`);
  await expectStatus(page, 200, "demo authorize page");
  await page.arrayBuffer();

  const form = new URLSearchParams(authorizeUrl.searchParams);
  form.set("name", identity.name);
  form.set("email", identity.email);
  form.set("action", "continue");
  const submitted = await client.fetch("/demo-idp/authorize", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  await expectStatus(submitted, 302, "demo authorize form");
  await submitted.arrayBuffer();
  const callback = new URL(submitted.headers.get("location")!);
  const done = await client.fetch(`${callback.pathname}${callback.search}`);
  await expectStatus(done, 302, "OAuth callback");
  await done.arrayBuffer();
  if (!/\/auth\/callback$/.test(done.headers.get("location") ?? "")) {
    throw new Error(`sign-in failed: callback redirected to ${done.headers.get("location")}`);
  }
  await client.json("/api/me");
  return client;
}

export type Session = { session_id?: string; sessionId?: string; id?: string };

type SessionBody = { session: Record<string, unknown> };

export function sessionIdOf(body: SessionBody): string {
  const s = body.session;
  const id = s.id ?? s.sessionId ?? s.session_id;
  if (typeof id !== "string") throw new Error(`no session id in ${JSON.stringify(s).slice(0, 200)}`);
  return id;
}

export type PremiumUser = { client: BenchClient; sessionId: string; email: string };

const DESCRIPTIONS = [
  "A neighbourhood cafe serving single-origin coffee, fresh pastries and a quiet corner for remote workers.",
  "A bookkeeping and tax service for small shops and freelancers, with friendly monthly check-ins.",
  "A mobile app that helps busy parents plan healthy weekly meals and shopping lists in minutes.",
  "An online store for handmade ceramic mugs, plates and vases glazed in warm earthy colours.",
  "A small branding and web design studio for independent restaurants and local retailers.",
  "A community workshop where people learn to repair bicycles, furniture and small electronics.",
] as const;
export const CATEGORIES = [
  "food-beverage",
  "services",
  "digital-product",
  "retail-ecommerce",
  "agency",
  "others",
] as const;

/** A signed-in user with one brand session bought through the demo checkout (premium, active). */
export async function premiumUser(baseUrl: string, index: number, tag: string): Promise<PremiumUser> {
  const email = `bench-${tag}-${index}@example.com`;
  const client = await signIn(baseUrl, { name: `Bench User ${index}`, email });
  const created = await client.json<SessionBody>("/api/sessions", {
    category: CATEGORIES[index % CATEGORIES.length],
    description: `${DESCRIPTIONS[index % DESCRIPTIONS.length]} (bench ${tag} ${index})`,
  });
  const sessionId = sessionIdOf(created);
  const checkout = await client.json<{ sessionId: string; mode: string }>("/api/checkout", {});
  if (checkout.sessionId !== sessionId) {
    throw new Error(`checkout picked session ${checkout.sessionId}, expected ${sessionId}`);
  }
  if (checkout.mode !== "demo") throw new Error(`checkout mode is ${checkout.mode}, the bench needs demo`);
  await client.json("/api/checkout/demo", { sessionId });
  return { client, sessionId, email };
}
