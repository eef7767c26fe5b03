/** A cookie-keeping HTTP client for tests against a real running server (no browser). */
export class HttpClient {
  private readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (init.method && init.method !== "GET" && !headers.has("origin")) headers.set("origin", this.baseUrl);
    const url = path.startsWith("http") ? path : `${this.baseUrl}${path}`;
    const res = await fetch(url, {
      ...init,
      headers,
      redirect: "manual",
      signal: init.signal ?? AbortSignal.timeout(15_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const value = pair!.slice(eq + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(pair!.slice(0, eq).trim());
      else this.cookies.set(pair!.slice(0, eq).trim(), value);
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

  /** The demo identity provider's round trip, as the browser makes it. */
  async signIn(name: string, email: string): Promise<{ id: string }> {
    const start = await this.json("/api/auth/sign-in/social", {
      provider: "demo",
      callbackURL: "/auth/callback",
    });
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
    const callback = new URL(submitted.headers.get("location")!);
    await this.fetch(`${callback.pathname}${callback.search}`);
    const me = await this.fetch("/api/me");
    if (me.status !== 200) throw new Error(`sign-in failed: /api/me answered ${me.status}`);
    return ((await me.json()) as { user: { id: string } }).user;
  }
}
