/**
 * A cookie-keeping HTTP client for tests and benchmarks against a real running server (no
 * browser), with the demo identity provider's sign-in round trip as the browser makes it.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  readonly origin: string;
  constructor(readonly baseUrl: string) {
    this.origin = new URL(baseUrl).origin;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.baseUrl);
    // Loads and probes stay on the server under test.
    if (url.origin !== this.origin) throw new Error(`refusing to leave ${this.origin}: ${url}`);
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("cookie", this.cookieHeader());
    const method = (init.method ?? "GET").toUpperCase();
    if (method !== "GET" && method !== "HEAD" && !headers.has("origin")) headers.set("origin", this.origin);
    const res = await fetch(url, {
      ...init,
      headers,
      redirect: "manual",
      signal: init.signal ?? AbortSignal.timeout(30_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === "" || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  json(path: string, body: unknown, method = "POST") {
    return this.fetch(path, {
      method,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  /** The demo identity provider's round trip; returns the signed-in user. */
  async signIn(name: string, email: string): Promise<{ id: string }> {
    const start = await this.json("/api/auth/sign-in/social", {
      provider: "demo",
      callbackURL: "/auth/callback",
      errorCallbackURL: "/auth/callback",
    });
    if (start.status !== 200) throw new Error(`sign-in start answered ${start.status}`);
    const authorize = new URL(((await start.json()) as { url: string }).url);
    const form = new URLSearchParams(authorize.searchParams);
    form.set("name", name);
    form.set("email", email);
    form.set("action", "continue");
    const submitted = await this.fetch("/demo-idp/authorize", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    if (submitted.status !== 302) throw new Error(`demo sign-in form answered ${submitted.status}`);
    const callback = new URL(submitted.headers.get("location")!);
    const done = await this.fetch(`${callback.pathname}${callback.search}`);
    await done.arrayBuffer();
    const me = await this.fetch("/api/me");
    if (me.status !== 200) throw new Error(`sign-in failed: /api/me answered ${me.status}`);
    return ((await me.json()) as { user: { id: string } }).user;
  }
}
