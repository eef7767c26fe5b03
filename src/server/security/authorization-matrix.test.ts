import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandWithName, grantPurchase } from "@/test/brand-helpers";
import { SessionClient, signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

const PADDLE = {
  PADDLE_ENV: "sandbox",
  PADDLE_CLIENT_TOKEN: "test_client_token",
  PADDLE_API_KEY: "pdl_api_key",
  PADDLE_PRICE_ID: "pri_01jbrandstudioprice0000000",
  PADDLE_WEBHOOK_SECRET: "whsec",
};

type Fixture = {
  sessionId: string;
  logoId: string;
  paymentId: string;
  name: string;
  slug: string;
  design: unknown;
  nameId: string;
};
type Role = "anonymous" | "owner" | "other";
type Entry = {
  request: (f: Fixture) => { path: string; init?: RequestInit };
  expect: Record<Role, number>;
};

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});
const form = (body: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(body).toString(),
});
const all = (status: number) => ({ anonymous: status, owner: status, other: status });
const guarded = (owner: number, other: number) => ({ anonymous: 401, owner, other });

/**
 * Every route of the server's table, with the status each role gets. "other" is a signed-in user
 * who does not own the fixture's session; they must never learn it exists (404). Order matters:
 * the owner's download (which completes the brand) runs last.
 */
const MATRIX: Record<string, Entry> = {
  "GET /api/health": { request: () => ({ path: "/api/health" }), expect: all(200) },
  "GET /api/health/ready": { request: () => ({ path: "/api/health/ready" }), expect: all(200) },
  "GET /api/config": { request: () => ({ path: "/api/config" }), expect: all(200) },
  "POST /api/client-errors": {
    request: () => ({ path: "/api/client-errors", init: json("POST", { message: "x" }) }),
    expect: all(204),
  },
  "GET /api/me": { request: () => ({ path: "/api/me" }), expect: guarded(200, 200) },
  "GET /api/me/export": { request: () => ({ path: "/api/me/export" }), expect: guarded(200, 200) },
  // A wrong confirmation changes nothing (the real deletion has its own test).
  "DELETE /api/me": {
    request: () => ({ path: "/api/me", init: json("DELETE", { confirmEmail: "not-me@example.com" }) }),
    expect: guarded(400, 400),
  },
  "PUT /api/me/locale": {
    request: () => ({ path: "/api/me/locale", init: json("PUT", { locale: "id" }) }),
    expect: guarded(200, 200),
  },
  "GET /api/brands": { request: () => ({ path: "/api/brands" }), expect: guarded(200, 200) },
  "GET /api/brands/:id": {
    request: (f) => ({ path: `/api/brands/${f.sessionId}` }),
    expect: guarded(200, 404),
  },
  // Paddle is configured but unreachable with the test key: the owner's request is a 502 that
  // changes nothing (refunds themselves: routes/payments/refunds.test.ts).
  // The fixture's brand is paid: kept (409) for its owner, unknown (404) to anyone else.
  "DELETE /api/brands/:id": {
    request: (f) => ({ path: `/api/brands/${f.sessionId}`, init: { method: "DELETE" } }),
    expect: guarded(409, 404),
  },
  "POST /api/brands/:id/refund": {
    request: (f) => ({ path: `/api/brands/${f.sessionId}/refund`, init: { method: "POST" } }),
    expect: guarded(502, 404),
  },
  // The fixture's purchase is not a live Paddle one: no invoice, for the owner too.
  "GET /api/brands/:id/receipts/:paymentId/invoice": {
    request: (f) => ({ path: `/api/brands/${f.sessionId}/receipts/txn_fixture01/invoice` }),
    expect: guarded(404, 404),
  },
  "PUT /api/brands/:id/share": {
    request: (f) => ({ path: `/api/brands/${f.sessionId}/share`, init: json("PUT", { enabled: true }) }),
    expect: guarded(200, 404),
  },
  "PUT /api/sessions/:id/favourite": {
    request: (f) => ({
      path: `/api/sessions/${f.sessionId}/favourite`,
      init: json("PUT", { kind: "logo", id: f.logoId, favourite: true }),
    }),
    expect: guarded(200, 404),
  },
  // Public share pages: anyone with the link, while the owner shares.
  "GET /api/share/:slug": { request: (f) => ({ path: `/api/share/${f.slug}` }), expect: all(200) },
  "GET /api/share/:slug/logo.webp": {
    request: (f) => ({ path: `/api/share/${f.slug}/logo.webp` }),
    expect: all(200),
  },
  "GET /api/share/:slug/card.png": {
    request: (f) => ({ path: `/api/share/${f.slug}/card.png` }),
    expect: all(200),
  },
  "GET /api/sessions/current": {
    request: () => ({ path: "/api/sessions/current" }),
    expect: guarded(200, 200),
  },
  "POST /api/sessions": {
    request: () => ({
      path: "/api/sessions",
      init: json("POST", { category: "services", description: "d".repeat(60) }),
    }),
    expect: guarded(201, 201),
  },
  "GET /api/sessions/:id": {
    request: (f) => ({ path: `/api/sessions/${f.sessionId}` }),
    expect: guarded(200, 404),
  },
  "PATCH /api/sessions/:id": {
    request: (f) => ({
      path: `/api/sessions/${f.sessionId}`,
      init: json("PATCH", { description: "e".repeat(60) }),
    }),
    expect: guarded(200, 404),
  },
  // Reading a draft description stores nothing: any signed-in person may ask.
  "POST /api/sessions/read-brief": {
    request: () => ({
      path: "/api/sessions/read-brief",
      init: json("POST", {
        category: "services",
        description: "A bicycle repair shop in Leeds fixing bikes and selling used bicycles and parts.",
      }),
    }),
    expect: guarded(200, 200),
  },
  "PATCH /api/sessions/:id/brief": {
    request: (f) => ({
      path: `/api/sessions/${f.sessionId}/brief`,
      init: json("PATCH", { tone: ["calm"] }),
    }),
    expect: guarded(200, 404),
  },
  "POST /api/sessions/:id/names": {
    request: (f) => ({ path: `/api/sessions/${f.sessionId}/names`, init: { method: "POST" } }),
    expect: guarded(200, 404),
  },
  "POST /api/sessions/:id/names/typed": {
    request: (f) => ({
      path: `/api/sessions/${f.sessionId}/names/typed`,
      init: json("POST", { name: f.name }),
    }),
    expect: guarded(201, 404),
  },
  "GET /api/sessions/:id/names/:nameId/checks": {
    request: (f) => ({ path: `/api/sessions/${f.sessionId}/names/${f.nameId}/checks?country=ID` }),
    expect: guarded(200, 404),
  },
  "PUT /api/sessions/:id/name": {
    request: (f) => ({ path: `/api/sessions/${f.sessionId}/name`, init: json("PUT", { name: f.name }) }),
    expect: guarded(200, 404),
  },
  "POST /api/sessions/:id/logos": {
    request: (f) => ({ path: `/api/sessions/${f.sessionId}/logos`, init: { method: "POST" } }),
    expect: guarded(200, 404),
  },
  "PUT /api/sessions/:id/logo": {
    request: (f) => ({ path: `/api/sessions/${f.sessionId}/logo`, init: json("PUT", { logoId: f.logoId }) }),
    expect: guarded(200, 404),
  },
  "GET /api/logos/:id/preview": {
    request: (f) => ({ path: `/api/logos/${f.logoId}/preview` }),
    expect: guarded(200, 404),
  },
  "GET /api/logos/:id/editor": {
    request: (f) => ({ path: `/api/logos/${f.logoId}/editor` }),
    expect: guarded(200, 404),
  },
  "POST /api/logos/:id/edit-preview": {
    request: (f) => ({
      path: `/api/logos/${f.logoId}/edit-preview`,
      init: json("POST", { design: f.design }),
    }),
    expect: guarded(200, 404),
  },
  "GET /api/logos/:id/mockups": {
    request: (f) => ({ path: `/api/logos/${f.logoId}/mockups` }),
    expect: guarded(200, 404),
  },
  "GET /api/logos/:id/mockups/:scene": {
    request: (f) => ({ path: `/api/logos/${f.logoId}/mockups/business-card` }),
    expect: guarded(200, 404),
  },
  "POST /api/logos/:id/edit-preview/mockups/:scene": {
    request: (f) => ({
      path: `/api/logos/${f.logoId}/edit-preview/mockups/business-card`,
      init: json("POST", { design: f.design }),
    }),
    expect: guarded(200, 404),
  },
  "POST /api/logos/:id/versions": {
    request: (f) => ({ path: `/api/logos/${f.logoId}/versions`, init: json("POST", { design: f.design }) }),
    expect: guarded(201, 404),
  },
  "POST /api/checkout": {
    request: () => ({ path: "/api/checkout", init: json("POST", {}) }),
    expect: guarded(200, 200),
  },
  // Live Paddle is configured here, so the demo checkout does not exist for anyone.
  "POST /api/checkout/demo": {
    request: (f) => ({ path: "/api/checkout/demo", init: json("POST", { sessionId: f.sessionId }) }),
    expect: guarded(404, 404),
  },
  // Another user's payment reads as "pending": it neither exists for them nor leaks a session id.
  "GET /api/payments/:paymentId": {
    request: (f) => ({ path: `/api/payments/${f.paymentId}` }),
    expect: guarded(200, 200),
  },
  // Open to anonymous callers, protected by its signature: unsigned is a 400 for everyone.
  "POST /api/webhooks/paddle": {
    request: () => ({ path: "/api/webhooks/paddle", init: json("POST", {}) }),
    expect: all(400),
  },
  "GET /api/auth/*": { request: () => ({ path: "/api/auth/get-session" }), expect: all(200) },
  "POST /api/auth/sign-in/*": {
    request: () => ({
      path: "/api/auth/sign-in/social",
      init: json("POST", { provider: "demo", callbackURL: "/auth/callback" }),
    }),
    expect: all(200),
  },
  "GET /demo-idp/.well-known/openid-configuration": {
    request: () => ({ path: "/demo-idp/.well-known/openid-configuration" }),
    expect: all(200),
  },
  "GET /demo-idp/authorize": { request: () => ({ path: "/demo-idp/authorize" }), expect: all(400) },
  "POST /demo-idp/authorize": {
    request: () => ({ path: "/demo-idp/authorize", init: form({ name: "x" }) }),
    expect: all(400),
  },
  "GET /demo-idp/avatar/:sub{[a-z0-9-]+\\.svg}": {
    request: () => ({ path: "/demo-idp/avatar/demo-abc.svg?name=A" }),
    expect: all(200),
  },
  "GET /demo-idp/style.css": { request: () => ({ path: "/demo-idp/style.css" }), expect: all(200) },
  "GET /demo-idp/userinfo": { request: () => ({ path: "/demo-idp/userinfo" }), expect: all(401) },
  // Without client credentials the token endpoint answers invalid_client (RFC 6749: 401).
  "POST /demo-idp/token": {
    request: () => ({ path: "/demo-idp/token", init: form({ grant_type: "authorization_code" }) }),
    expect: all(401),
  },
  // The first download's confirmation comes before the downloads below, which need it.
  "POST /api/sessions/:id/download/confirmation": {
    request: (f) => ({
      path: `/api/sessions/${f.sessionId}/download/confirmation`,
      init: { method: "POST" },
    }),
    expect: guarded(200, 404),
  },
  "GET /api/sessions/:id/kit/info": {
    request: (f) => ({ path: `/api/sessions/${f.sessionId}/kit/info` }),
    expect: guarded(200, 404),
  },
  "GET /api/sessions/:id/kit/preview/:tile": {
    request: (f) => ({ path: `/api/sessions/${f.sessionId}/kit/preview/favicon-16` }),
    expect: guarded(200, 404),
  },
  // HEAD runs the same checks as the download without building the kit (kit.test.ts builds one).
  "GET /api/sessions/:id/kit": {
    request: (f) => ({ path: `/api/sessions/${f.sessionId}/kit`, init: { method: "HEAD" } }),
    expect: guarded(200, 404),
  },
  "GET /api/sessions/:id/download": {
    request: (f) => ({ path: `/api/sessions/${f.sessionId}/download` }),
    expect: guarded(200, 404),
  },
  "GET /api/sessions/:id/licence.pdf": {
    request: (f) => ({ path: `/api/sessions/${f.sessionId}/licence.pdf` }),
    expect: guarded(200, 404),
  },
  // Sign-out last: it ends the caller's session.
  "POST /api/auth/*": {
    request: () => ({ path: "/api/auth/sign-out", init: json("POST", {}) }),
    expect: { anonymous: 200, owner: 200, other: 200 },
  },
};

describe("authorization matrix", () => {
  let t: TestApp;
  let fixture: Fixture;
  const clients = {} as Record<Role, SessionClient>;

  beforeAll(async () => {
    t = await createTestApp(PADDLE);
    const owner = await signIn(t, { name: "Owner", email: "matrix-owner@example.com" });
    const other = await signIn(t, { name: "Other", email: "matrix-other@example.com" });
    clients.owner = owner.client;
    clients.other = other.client;
    clients.anonymous = new SessionClient(t);
    const session = await brandWithName(owner.client);
    const purchase = await grantPurchase(t, owner.user.id, session.id);
    const logos = (await (
      await owner.client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" })
    ).json()) as {
      options: Array<{ id: string }>;
    };
    await owner.client.json(`/api/sessions/${session.id}/logo`, { logoId: logos.options[0]!.id }, "PUT");
    const payment = await t.database.db
      .selectFrom("premium_sessions")
      .select("payment_id")
      .where("id", "=", purchase.granted ? purchase.premiumSessionId : "")
      .executeTakeFirstOrThrow();
    const shared = await owner.client.json(`/api/brands/${session.id}/share`, { enabled: true }, "PUT");
    const { share } = (await shared.json()) as { share: { path: string } };
    const editor = await owner.client.fetch(`/api/logos/${logos.options[0]!.id}/editor`);
    const { design } = (await editor.json()) as { design: { tagline: string | null } };
    fixture = {
      design: { ...design, tagline: "Edited" },
      sessionId: session.id,
      logoId: logos.options[0]!.id,
      paymentId: payment.payment_id,
      name: session.chosenName!.name,
      nameId: session.names.find((n) => n.name === session.chosenName!.name)!.id,
      slug: share.path.replace("/b/", ""),
    };
  });
  afterAll(async () => t.close());

  const routeKeys = () => {
    const keys = new Set<string>();
    for (const route of t.app.routes) if (route.method !== "ALL") keys.add(`${route.method} ${route.path}`);
    return [...keys];
  };

  it("has an entry for every route in the server's table, and none for routes that do not exist", () => {
    const keys = routeKeys();
    expect(
      keys.filter((k) => !(k in MATRIX)),
      "routes without a matrix entry",
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((k) => !keys.includes(k)),
      "stale matrix entries",
    ).toEqual([]);
  });

  it("answers every route with the expected status for anonymous, owner and another user", async () => {
    const results: string[] = [];
    let checks = 0;
    // Strangers first (they must change nothing), then the owner in table order.
    for (const role of ["anonymous", "other", "owner"] as Role[]) {
      for (const [key, entry] of Object.entries(MATRIX)) {
        if (role === "owner" && key === "POST /api/auth/*") continue; // signing out would end the run
        const { path, init } = entry.request(fixture);
        const res = await clients[role].fetch(path, init);
        checks++;
        if (res.status !== entry.expect[role])
          results.push(`${role} ${key}: expected ${entry.expect[role]}, got ${res.status}`);
      }
    }
    expect(results).toEqual([]);
    expect(checks).toBeGreaterThanOrEqual(Object.keys(MATRIX).length * 3 - 1);
  });
});
