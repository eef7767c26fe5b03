import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@/server/env";
import { SessionClient, signIn, startSignIn, submitDemoForm } from "@/test/session-client";
import { createTestApp, TEST_APP_URL, type TestApp } from "@/test/test-app";

async function countSessions(t: TestApp) {
  const row = await t.database.db
    .selectFrom("auth_sessions" as never)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number((row as { n: string }).n);
}

describe("sign-in through the demo identity provider", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("answers /api/me with 401 when signed out", async () => {
    const res = await t.request("/api/me");
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("unauthorized");
  });

  it("completes the OAuth round trip and returns the user", async () => {
    const { user, client } = await signIn(t, { name: "Grace Hopper", email: "Grace@Example.com" });
    expect(user).toEqual({
      id: expect.any(String),
      name: "Grace Hopper",
      email: "grace@example.com",
      image: expect.stringMatching(/^http:\/\/localhost:3999\/demo-idp\/avatar\/demo-[0-9a-f]{24}\.svg/),
    });
    const sessionCookie = [...client.cookies.keys()].find((k) => k.endsWith("session_token"));
    expect(sessionCookie).toBeDefined();
  });

  it("stores the provider's OAuth tokens encrypted, never as issued", async () => {
    const { user } = await signIn(t, { name: "Token Keeper", email: "tokens@example.com" });
    const account = await t.database.db
      .selectFrom("auth_accounts" as never)
      .select(["access_token" as never])
      .where("user_id" as never, "=", user.id as never)
      .executeTakeFirstOrThrow();
    const { access_token } = account as { access_token: string | null };
    expect(access_token).toBeTruthy();
    // better-auth's symmetric encryption writes hex; issued tokens are JWTs or carry other characters.
    // (better-auth encrypts the access and refresh tokens; the id token is stored as issued.)
    expect(access_token).toMatch(/^[0-9a-f]+$/);
  });

  it("sets HttpOnly SameSite=Lax session cookies", async () => {
    const client = new SessionClient(t);
    const { authorizeUrl } = await startSignIn(client);
    const callback = await submitDemoForm(client, authorizeUrl, {
      name: "Cookie Test",
      email: "cookie@example.com",
    });
    const res = await client.fetch(callback.toString());
    const setCookie = res.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
  });

  it("keys users by the provider's stable subject", async () => {
    const first = await signIn(t, { name: "Alan", email: "alan@example.com" });
    const again = await signIn(t, { name: "Alan T.", email: "alan@example.com" });
    const other = await signIn(t, { name: "Alan", email: "alan2@example.com" });
    expect(again.user.id).toBe(first.user.id);
    expect(other.user.id).not.toBe(first.user.id);
  });

  it("ends the server session on sign-out: the old cookie gets 401", async () => {
    const { client } = await signIn(t, { name: "Leaving", email: "leave@example.com" });
    const oldCookie = client.cookieHeader();
    const out = await client.json("/api/auth/sign-out", {});
    expect(out.status).toBe(200);
    const replay = await t.request("/api/me", { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
  });

  it("rejects a tampered state without creating a session", async () => {
    const before = await countSessions(t);
    const client = new SessionClient(t);
    const { authorizeUrl } = await startSignIn(client);
    const callback = await submitDemoForm(client, authorizeUrl, {
      name: "Mallory",
      email: "mallory@example.com",
    });
    callback.searchParams.set("state", `${callback.searchParams.get("state")}x`);
    const res = await client.fetch(callback.toString());
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/\/auth\/callback\?error=/);
    expect(await countSessions(t)).toBe(before);
    expect((await client.fetch("/api/me")).status).toBe(401);
  });

  it("rejects a replayed code", async () => {
    const client = new SessionClient(t);
    const { authorizeUrl } = await startSignIn(client);
    const callback = await submitDemoForm(client, authorizeUrl, {
      name: "Replay",
      email: "replay@example.com",
    });
    expect((await client.fetch(callback.toString())).headers.get("location")).toMatch(/\/auth\/callback$/);
    const sessions = await countSessions(t);
    const attacker = new SessionClient(t);
    const res = await attacker.fetch(callback.toString());
    expect(res.headers.get("location")).toMatch(/error=/);
    expect(await countSessions(t)).toBe(sessions);
    expect((await attacker.fetch("/api/me")).status).toBe(401);
  });

  it("rejects a code issued for another PKCE challenge", async () => {
    const before = await countSessions(t);
    const client = new SessionClient(t);
    const { authorizeUrl } = await startSignIn(client);
    const forged = new URL(authorizeUrl);
    forged.searchParams.set("code_challenge", "A".repeat(43));
    const callback = await submitDemoForm(client, forged, { name: "PKCE", email: "pkce@example.com" });
    const res = await client.fetch(callback.toString());
    expect(res.headers.get("location")).toMatch(/\/auth\/callback\?error=/);
    expect(await countSessions(t)).toBe(before);
  });

  it("validates the demo sign-in form", async () => {
    const client = new SessionClient(t);
    const { authorizeUrl } = await startSignIn(client);
    const page = await client.fetch(authorizeUrl.toString());
    const html = await page.text();
    expect(html).toContain("Demo sign-in");
    expect(html).toMatch(/<label for="name">Name<\/label>/);
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toContain("Continue");
    expect(html).toMatch(/demo identity provider/i);

    const form = new URLSearchParams(authorizeUrl.searchParams);
    form.set("name", "");
    form.set("email", "not-an-email");
    form.set("action", "continue");
    const res = await client.fetch("/demo-idp/authorize", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain("Please enter your name.");
    expect(body).toContain("Please enter a valid e-mail address.");
  });

  it("shows the demo sign-in page and its errors in the request's language (issue 31)", async () => {
    const client = new SessionClient(t);
    const { authorizeUrl } = await startSignIn(client);
    // No language cookie here: the browser's languages choose.
    const headers = { "Accept-Language": "id-ID,id;q=0.9,en;q=0.5" };
    const html = await (await client.fetch(authorizeUrl.toString(), { headers })).text();
    expect(html).toContain('<html lang="id">');
    expect(html).toContain("<h1>Masuk demo</h1>");
    expect(html).toMatch(/<label for="name">Nama<\/label>/);

    const form = new URLSearchParams(authorizeUrl.searchParams);
    form.set("name", "");
    form.set("email", "not-an-email");
    form.set("action", "continue");
    const res = await client.fetch("/demo-idp/authorize", {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    const body = await res.text();
    expect(body).toContain("Isi nama Anda.");
    expect(body).toContain("Isi alamat email yang valid.");
  });

  it("refuses an authorization request for another redirect address", async () => {
    const client = new SessionClient(t);
    const { authorizeUrl } = await startSignIn(client);
    authorizeUrl.searchParams.set("redirect_uri", "https://evil.example/callback");
    const res = await client.fetch(authorizeUrl.toString());
    expect(res.status).toBe(400);
  });

  it("cancel returns to the app with an error and no session", async () => {
    const client = new SessionClient(t);
    const { authorizeUrl } = await startSignIn(client);
    const form = new URLSearchParams(authorizeUrl.searchParams);
    form.set("action", "cancel");
    const res = await client.fetch("/demo-idp/authorize", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    const back = new URL(res.headers.get("location")!);
    expect(back.searchParams.get("error")).toBe("access_denied");
    const end = await client.fetch(back.toString());
    expect(end.headers.get("location")).toMatch(/\/auth\/callback\?error=/);
  });

  it("serves the token endpoint over HTTP with the same single-use, PKCE-checked codes", async () => {
    const idp = t.services.auth.demoIdp!;
    const res = await t.request("/demo-idp/token", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: "nope",
        redirect_uri: idp.redirectUri,
        client_id: idp.clientId,
        client_secret: idp.clientSecret,
        code_verifier: "x".repeat(43),
      }).toString(),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "invalid_grant" });
  });
});

describe("Google sign-in when configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GOOGLE_CLIENT_ID: "google-client-id", GOOGLE_CLIENT_SECRET: "google-secret" });
  });
  afterAll(async () => t.close());

  it("builds Google's authorization URL with PKCE, offline access and forced consent", async () => {
    expect(t.services.auth.demoIdp).toBeUndefined();
    const { authorizeUrl } = await startSignIn(new SessionClient(t));
    expect(authorizeUrl.origin).toBe("https://accounts.google.com");
    const q = authorizeUrl.searchParams;
    expect(q.get("client_id")).toBe("google-client-id");
    expect(q.get("redirect_uri")).toBe(`${TEST_APP_URL}/api/auth/callback/google`);
    expect(q.get("response_type")).toBe("code");
    expect(q.get("access_type")).toBe("offline");
    expect(q.get("prompt")).toBe("consent");
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get("state")).toBeTruthy();
  });

  it("does not serve the demo identity provider", async () => {
    expect((await t.request("/demo-idp/.well-known/openid-configuration")).status).not.toBe(200);
  });
});

describe("demo sign-in in production", () => {
  it("is refused unless DEMO_MODE=true", () => {
    const base = { NODE_ENV: "production", APP_URL: "https://brand.example", AUTH_SECRET: "s".repeat(40) };
    expect(() =>
      loadConfig({
        ...base,
        PADDLE_ENV: "sandbox",
        PADDLE_CLIENT_TOKEN: "a",
        PADDLE_API_KEY: "b",
        PADDLE_PRICE_ID: "c",
        PADDLE_WEBHOOK_SECRET: "d",
      }),
    ).toThrow(/DEMO_MODE/);
    expect(loadConfig({ ...base, DEMO_MODE: "true" }).demoAllowed).toBe(true);
  });
});

describe("content security policy", () => {
  it("lets Google profile pictures load from every googleusercontent.com host when Google is configured", async () => {
    const { buildContentSecurityPolicy } = await import("@/server/http/security-headers");
    const google = loadConfig({
      NODE_ENV: "test",
      GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "secret",
    });
    expect(buildContentSecurityPolicy(google)).toMatch(/img-src [^;]*https:\/\/\*\.googleusercontent\.com/);
    expect(buildContentSecurityPolicy(loadConfig({ NODE_ENV: "test" }))).not.toContain("googleusercontent");
  });
});
