import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRetention } from "@/server/domain/retention";
import { brandWithName, DESCRIPTION, grantPurchase, startBrand, trialRow } from "@/test/brand-helpers";
import { type SessionClient, signIn } from "@/test/session-client";
import { statementsDuring } from "@/test/statements";
import { createTestApp, type TestApp } from "@/test/test-app";

async function snapshot(t: TestApp) {
  const db = t.database.db;
  const count = async (
    table: "user_sessions" | "generated_names" | "generated_logos" | "premium_sessions" | "user_trials",
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const sessions = await db.selectFrom("user_sessions").selectAll().orderBy("session_id").execute();
  const trials = await db
    .selectFrom("user_trials")
    .select(["user_id", "name_generations", "logo_generations", "has_used_trial"])
    .orderBy("user_id")
    .execute();
  return {
    names: await count("generated_names"),
    logos: await count("generated_logos"),
    purchases: await count("premium_sessions"),
    sessions: sessions.map((s) => ({ ...s, updated_at: undefined })),
    trials,
  };
}

describe("abuse and bad input", () => {
  let t: TestApp;
  let owner: SessionClient;
  let sessionId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = (await signIn(t, { name: "Target", email: "target@example.com" })).client;
    sessionId = (await brandWithName(owner)).id;
  });
  afterAll(async () => t.close());

  const writes = () =>
    [
      ["POST", "/api/sessions", { category: "services", description: DESCRIPTION }],
      ["PATCH", `/api/sessions/${sessionId}`, { description: DESCRIPTION }],
      ["POST", `/api/sessions/${sessionId}/names`, {}],
      ["PUT", `/api/sessions/${sessionId}/name`, { name: "Anything" }],
      ["POST", `/api/sessions/${sessionId}/logos`, {}],
      ["PUT", `/api/sessions/${sessionId}/logo`, { logoId: "00000000-0000-4000-8000-000000000000" }],
      ["POST", "/api/checkout", {}],
      ["POST", "/api/checkout/demo", { sessionId }],
      ["POST", "/api/auth/sign-out", {}],
    ] as const;

  it("refuses cross-origin state-changing requests (JSON or text/plain) and changes nothing", async () => {
    const before = await snapshot(t);
    for (const [method, path, body] of writes()) {
      for (const type of ["application/json", "text/plain", "application/x-www-form-urlencoded"]) {
        const res = await owner.fetch(path, {
          method,
          headers: { "Content-Type": type, Origin: "https://evil.example" },
          body: JSON.stringify(body),
        });
        expect(res.status, `${method} ${path} as ${type}`).toBe(403);
      }
      const site = await owner.fetch(path, {
        method,
        headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
        body: JSON.stringify(body),
      });
      expect(site.status).toBe(403);
    }
    expect(await snapshot(t)).toEqual(before);
    expect((await owner.fetch("/api/me")).status).toBe(200);
  });

  it("answers malformed JSON, wrong types, oversized bodies, control characters and long strings with 4xx", async () => {
    const before = await snapshot(t);
    const cases: Array<[string, string, string | object]> = [
      ["POST", "/api/sessions", "{not json"],
      ["POST", "/api/sessions", { category: 5, description: DESCRIPTION }],
      ["POST", "/api/sessions", { category: "services", description: ["a"] }],
      ["POST", "/api/sessions", { category: "services", description: `${"a".repeat(60)}\u0000` }],
      ["POST", "/api/sessions", { category: "services", description: "x".repeat(100_000) }],
      ["POST", "/api/sessions", { category: "services".repeat(10_000), description: DESCRIPTION }],
      ["PATCH", `/api/sessions/${sessionId}`, {}],
      ["PATCH", "/api/sessions/not-a-uuid", { description: DESCRIPTION }],
      ["PUT", `/api/sessions/${sessionId}/name`, { name: "\u0007".repeat(5) }],
      ["PUT", `/api/sessions/${sessionId}/name`, { name: "n".repeat(5000) }],
      ["PUT", `/api/sessions/${sessionId}/logo`, { logoId: "x" }],
      ["POST", "/api/checkout/demo", { sessionId: 42 }],
      ["POST", "/api/client-errors", { message: "" }],
      ["POST", "/api/client-errors", "x".repeat(200_000)],
    ];
    for (const [method, path, body] of cases) {
      const res = await owner.fetch(path, {
        method,
        headers: { "Content-Type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
      expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 40)}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(res.status).toBeLessThan(500);
      expect((await res.json()).error.message).toEqual(expect.any(String));
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it("finds no 5xx over every JSON endpoint with arbitrary bodies (fast-check)", async () => {
    const endpoints: Array<[string, string]> = [
      ["POST", "/api/sessions"],
      ["PATCH", `/api/sessions/${sessionId}`],
      ["PUT", `/api/sessions/${sessionId}/name`],
      ["PUT", `/api/sessions/${sessionId}/logo`],
      ["POST", "/api/checkout/demo"],
      ["POST", "/api/client-errors"],
      ["POST", "/api/auth/sign-in/social"],
    ];
    const body = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record(
          {
            category: fc.oneof(fc.string(), fc.constantFrom("services", "agency"), fc.integer()),
            description: fc.oneof(fc.string({ maxLength: 600 }), fc.integer()),
            name: fc.string(),
            logoId: fc.oneof(fc.uuid(), fc.string()),
            sessionId: fc.oneof(fc.uuid(), fc.string()),
            message: fc.string(),
            provider: fc.string(),
          },
          { requiredKeys: [] },
        )
        .map((v) => JSON.stringify(v)),
      fc.string(),
    );
    let runs = 0;
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), body, async ([method, path], payload) => {
        runs++;
        const res = await owner.fetch(path, {
          method,
          headers: { "Content-Type": "application/json" },
          body: payload,
        });
        if (res.status >= 500) failures.push(`${method} ${path} ${payload.slice(0, 80)} -> ${res.status}`);
        return res.status < 500;
      }),
      { numRuns: 300, seed: 20261121 },
    );
    expect(failures).toEqual([]);
    expect(runs).toBeGreaterThanOrEqual(300);
  });
});

describe("security headers", () => {
  it("are on every response, with Paddle's hosts only in live mode and HSTS only over https", async () => {
    const demo = await createTestApp();
    const res = await demo.request("/api/health");
    const csp = res.headers.get("content-security-policy")!;
    for (const directive of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "script-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("paddle.com");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    const notFound = await demo.request("/api/nope");
    expect(notFound.headers.get("content-security-policy")).toBe(csp);
    const idp = await demo.request("/demo-idp/style.css");
    expect(idp.headers.get("content-security-policy")).toBe(csp);
    await demo.close();

    const live = await createTestApp({
      APP_URL: "https://brand.example",
      PADDLE_ENV: "production",
      PADDLE_CLIENT_TOKEN: "live_token",
      PADDLE_API_KEY: "key",
      PADDLE_PRICE_ID: "pri_x",
      PADDLE_WEBHOOK_SECRET: "secret",
    });
    const liveRes = await live.app.request("https://brand.example/api/health");
    const liveCsp = liveRes.headers.get("content-security-policy")!;
    expect(liveCsp).toContain("script-src 'self' https://cdn.paddle.com");
    expect(liveCsp).toContain("frame-src https://*.paddle.com");
    expect(liveRes.headers.get("strict-transport-security")).toContain("max-age=");
    await live.close();
  });
});

describe("rate limits", () => {
  it("answer 429 with Retry-After per client address, and a forged X-Forwarded-For does not reset them", async () => {
    const t = await createTestApp();
    const start = (forwarded?: string) =>
      t.request("/api/auth/sign-in/social", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(forwarded ? { "X-Forwarded-For": forwarded } : {}),
        },
        body: JSON.stringify({ provider: "demo", callbackURL: "/auth/callback" }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await start(`10.0.0.${i}`)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await start("203.0.113.9");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe("rate_limited");
    const rows = await t.database.db.selectFrom("rate_limits").selectAll().execute();
    expect(rows.some((r) => r.key === "sign-in:ip:local" && r.count === 31)).toBe(true);
    await t.close();
  });

  it("trust X-Forwarded-For only when configured, and count per user too", async () => {
    const t = await createTestApp({ TRUST_PROXY: "true" });
    const start = (forwarded: string) =>
      t.request("/api/auth/sign-in/social", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": forwarded },
        body: JSON.stringify({ provider: "demo", callbackURL: "/auth/callback" }),
      });
    for (let i = 0; i < 30; i++) await start("198.51.100.1");
    expect((await start("198.51.100.1")).status).toBe(429);
    expect((await start("198.51.100.2")).status).toBe(200);

    const { client } = await signIn(t, { name: "Hasty", email: "hasty@example.com" });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await client.json("/api/checkout", {})).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    await t.close();
  });
});

describe("rate limit statements", () => {
  it("count the user and the address in one upsert", async () => {
    const t = await createTestApp();
    const { client, user } = await signIn(t, { name: "Counted", email: "counted@example.com" });
    const { result, statements } = await statementsDuring(t.database, () => client.json("/api/checkout", {}));
    expect(result.status).toBe(200);
    expect(statements.filter((s) => /rate_limits/.test(s))).toHaveLength(1);
    const rows = await t.database.db.selectFrom("rate_limits").selectAll().execute();
    expect(rows.find((r) => r.key === `checkout:user:${user.id}`)?.count).toBe(1);
    expect(rows.find((r) => r.key === "checkout:ip:local")?.count).toBe(1);
    await t.close();
  });
});

describe("the name run's rate limit, counted in its first statement (decision 039)", () => {
  // Scaled to 3 runs a minute per user and 12 per address.
  const scaled = { RATE_LIMIT_SCALE: "0.1" };
  const generations = async (t: TestApp, userId: string) => (await trialRow(t, userId)).name_generations;

  it("counts every request, refuses over the limit with Retry-After and takes no quota then", async () => {
    const t = await createTestApp(scaled);
    const { client, user } = await signIn(t, { name: "Runner", email: "runner@example.com" });
    const session = await startBrand(client);
    await grantPurchase(t, user.id, session.id);
    const run = () => client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
    expect((await run()).status).toBe(200);
    // A refused body counts too, after the route refused it.
    expect(
      (await client.json(`/api/sessions/${session.id}/names`, { options: { maxLength: "x" } })).status,
    ).toBe(400);
    const { result, statements } = await statementsDuring(t.database, run);
    expect(result.status).toBe(200);
    expect(
      statements.filter((s) => /rate_limits/.test(s)),
      statements.join("\n"),
    ).toHaveLength(1);
    const refused = await run();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe("rate_limited");
    // A brand that does not exist is refused by the rate limit first, as before.
    expect(
      (await client.fetch(`/api/sessions/${crypto.randomUUID()}/names`, { method: "POST" })).status,
    ).toBe(429);
    expect(await generations(t, user.id)).toBe(2);
    const rows = await t.database.db.selectFrom("rate_limits").selectAll().execute();
    expect(rows.find((r) => r.key === `generate:user:${user.id}`)?.count).toBe(5);
    expect(rows.find((r) => r.key === "generate:ip:local")?.count).toBe(5);
    await t.close();
  });

  it("lets exactly the limit through when the runs arrive at once", async () => {
    const t = await createTestApp(scaled);
    const { client, user } = await signIn(t, { name: "Burst", email: "burst@example.com" });
    const session = await startBrand(client);
    await grantPurchase(t, user.id, session.id);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const res = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(await generations(t, user.id)).toBe(3);
    await t.close();
  });
});

describe("retention", () => {
  it("deletes unfinished unpaid sessions older than a year with their names and logos, and keeps the rest", async () => {
    const t = await createTestApp();
    const db = t.database.db;
    const { client, user } = await signIn(t, { name: "Old", email: "old@example.com" });
    const stale = await brandWithName(client);
    const recent = await brandWithName(client).catch(() => null);
    const paid = await db
      .insertInto("user_sessions")
      .values({ user_id: user.id, is_premium: true })
      .returning("session_id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("premium_sessions")
      .values({
        user_id: user.id,
        session_id: paid.session_id,
        payment_id: "txn_old_paid",
        payment_status: "completed",
      })
      .execute();
    const completed = await db
      .insertInto("user_sessions")
      .values({ user_id: user.id, is_premium: true, is_completed: true })
      .returning("session_id")
      .executeTakeFirstOrThrow();
    const backdate = sql`now() - interval '366 days'`;
    for (const id of [stale.id, paid.session_id, completed.session_id]) {
      await db
        .updateTable("user_sessions")
        .set({ created_at: backdate as never })
        .where("session_id", "=", id)
        .execute();
    }
    const result = await runRetention(db);
    expect(result?.sessions).toBe(1);
    const left = (await db.selectFrom("user_sessions").select("session_id").execute()).map(
      (r) => r.session_id,
    );
    expect(left).not.toContain(stale.id);
    expect(left).toEqual(expect.arrayContaining([paid.session_id, completed.session_id]));
    if (recent) expect(left).toContain(recent.id);
    expect(
      await db.selectFrom("generated_names").selectAll().where("session_id", "=", stale.id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom("premium_sessions").selectAll().where("payment_id", "=", "txn_old_paid").execute(),
    ).toHaveLength(1);
    await t.close();
  });
});
