import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transactionCompletedEvent } from "../src/test/paddle-fixtures";
import { signPaddleWebhook } from "../src/test/paddle-signature";
import { skipWithoutPrerequisite } from "../src/test/prerequisite";
import { startTestBucket } from "../src/test/test-bucket";
import { type RunningServer, startServer } from "./harness";

/**
 * Beyond one machine: two server processes (the built bundle) on different ports, one PostgreSQL
 * schema and one S3-compatible bucket, requests spread across both, as a load balancer would.
 */
const DATABASE = process.env.TEST_DATABASE_URL;
const skip = skipWithoutPrerequisite(
  Boolean(DATABASE),
  "multi-instance.test.ts needs a PostgreSQL server (set TEST_DATABASE_URL)",
);

/** The address users see; each instance answers on its own port behind it. */
const PUBLIC_URL = "http://localhost:3999";

const PADDLE = {
  PADDLE_ENV: "sandbox",
  PADDLE_CLIENT_TOKEN: "test_multi_client_token",
  PADDLE_API_KEY: "pdl_sdbx_apikey_multi_instance",
  PADDLE_PRICE_ID: "pri_01jbrandstudioprice0000000",
  PADDLE_WEBHOOK_SECRET: "pdl_ntfset_multi_instance_secret",
};

/** One browser-like client whose requests go to either instance (one cookie jar). */
class SpreadClient {
  readonly cookies = new Map<string, string>();
  private turn = 0;
  constructor(
    readonly urls: string[],
    readonly origin: string,
  ) {}

  /** Round robin unless an instance is named. */
  async fetch(path: string, init: RequestInit & { on?: number } = {}): Promise<Response> {
    const base = this.urls[init.on ?? this.turn++ % this.urls.length]!;
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const method = (init.method ?? "GET").toUpperCase();
    if (method !== "GET" && method !== "HEAD") headers.set("origin", this.origin);
    const res = await fetch(new URL(path, base), { ...init, headers, redirect: "manual" });
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

  json(path: string, body: unknown, method = "POST", on?: number) {
    return this.fetch(path, {
      method,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      on,
    });
  }
}

describe.skipIf(skip)("two server instances on one PostgreSQL and one bucket", () => {
  let schema: string;
  let bucket: Awaited<ReturnType<typeof startTestBucket>>;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    schema = `t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: DATABASE });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(DATABASE!);
    url.searchParams.set("options", `-c search_path=${schema}`);
    bucket = await startTestBucket("multi-instance");
    // Both behind one public address (APP_URL), as behind a load balancer; no AUTH_SECRET: the
    // generated one is shared through the database. Started together: migrations take turns.
    const env = {
      ...PADDLE,
      ...bucket.env,
      APP_URL: PUBLIC_URL,
      DATABASE_URL: url.toString(),
      LOG_LEVEL: "warn",
    };
    servers = await Promise.all([startServer({ env }), startServer({ env })]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await bucket?.close();
    if (DATABASE) {
      const admin = new pg.Client({ connectionString: DATABASE });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });

  it("signs in across instances, shares quota, purchases, downloads and rate limits", async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const client = new SpreadClient([a, b], PUBLIC_URL);

    // A sign-in started on A, the demo provider's form sent to B, the callback redeemed on A.
    const start = await client.json(
      "/api/auth/sign-in/social",
      { provider: "demo", callbackURL: "/auth/callback", errorCallbackURL: "/auth/callback" },
      "POST",
      0,
    );
    expect(start.status).toBe(200);
    const authorize = new URL(((await start.json()) as { url: string }).url);
    const form = new URLSearchParams(authorize.searchParams);
    form.set("name", "Spread Out");
    form.set("email", "spread@example.com");
    form.set("action", "continue");
    const submitted = await fetch(new URL("/demo-idp/authorize", b), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", origin: PUBLIC_URL },
      body: form.toString(),
      redirect: "manual",
    });
    expect(submitted.status).toBe(302);
    const callback = new URL(submitted.headers.get("location")!);
    const done = await client.fetch(`${callback.pathname}${callback.search}`, { on: 0 });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toMatch(/\/auth\/callback/);
    // The session cookie works on both.
    for (const on of [0, 1]) expect((await client.fetch("/api/me", { on })).status).toBe(200);
    const me = (await (await client.fetch("/api/me", { on: 1 })).json()) as { user: { id: string } };

    // A brand, paid for by a webhook sent to both instances twice: one purchase.
    const checkout = (await (await client.json("/api/checkout", {}, "POST", 1)).json()) as {
      sessionId: string;
      customData: { session_id: string; user_id: string };
    };
    const started = await client.json(
      "/api/sessions",
      {
        category: "food-beverage",
        description: "A bakery and coffee bar opening a second shop across town, with its own roastery.",
      },
      "POST",
      0,
    );
    expect(((await started.json()) as { session: { id: string } }).session.id).toBe(checkout.sessionId);
    const event = transactionCompletedEvent({
      eventId: "evt_01jmultiinstance00000000001",
      transactionId: "txn_01jmultiinstance00000000001",
      priceId: PADDLE.PADDLE_PRICE_ID,
      customData: { session_id: checkout.sessionId, user_id: me.user.id },
    });
    const raw = JSON.stringify(event);
    const deliveries = await Promise.all(
      [a, b, a, b].map((base) =>
        fetch(new URL("/api/webhooks/paddle", base), {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "Paddle-Signature": signPaddleWebhook(raw, PADDLE.PADDLE_WEBHOOK_SECRET),
          },
          body: raw,
        }),
      ),
    );
    expect(deliveries.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const status = await client.fetch(`/api/payments/${event.data.id}`, { on: 1 });
    expect(await status.json()).toEqual({ status: "completed", sessionId: checkout.sessionId });

    // Names, then 8 logo runs at once across both instances: the package allows exactly 3.
    const names = await client.fetch(`/api/sessions/${checkout.sessionId}/names`, { method: "POST", on: 1 });
    const name = ((await names.json()) as { names: Array<{ name: string }> }).names[0]!.name;
    expect((await client.json(`/api/sessions/${checkout.sessionId}/name`, { name }, "PUT", 0)).status).toBe(
      200,
    );
    const runs = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client.fetch(`/api/sessions/${checkout.sessionId}/logos`, { method: "POST", on: i % 2 }),
      ),
    );
    const ok = runs.filter((r) => r.status === 200);
    // Any other answer is shown with its body, so a failure says which rule answered.
    const others = await Promise.all(
      runs.filter((r) => r.status !== 200).map(async (r) => `${r.status} ${await r.text()}`),
    );
    if (others.some((o) => !o.startsWith("403 ")))
      console.log(
        "SERVER LOGS",
        servers.map((s) => s.output().slice(-4000)),
      );
    expect(others.filter((o) => !o.startsWith("403 "))).toEqual([]);
    expect(ok).toHaveLength(3);
    const { options } = (await ok[0]!.json()) as { options: Array<{ id: string; url: string }> };
    // Images live in the bucket, and either instance serves them.
    expect(bucket.keys().some((k) => k.includes(options[0]!.id))).toBe(true);
    for (const on of [0, 1]) expect((await client.fetch(options[0]!.url, { on })).status).toBe(200);

    // Chosen on A, downloaded on B right after.
    expect(
      (await client.json(`/api/sessions/${checkout.sessionId}/logo`, { logoId: options[0]!.id }, "PUT", 0))
        .status,
    ).toBe(200);
    // The first download is confirmed once (as the download dialog does), on either instance.
    expect(
      (
        await client.fetch(`/api/sessions/${checkout.sessionId}/download/confirmation`, {
          method: "POST",
          on: 0,
        })
      ).status,
    ).toBe(200);
    const download = await client.fetch(`/api/sessions/${checkout.sessionId}/download`, { on: 1 });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/png");

    // Rate limits are counted across both: 20 error reports a minute per address, wherever sent.
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await client.json("/api/client-errors", { message: "boom", kind: "error" }, "POST", i % 2);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);

    // Readiness: both ready.
    for (const on of [0, 1]) expect((await client.fetch("/api/health/ready", { on })).status).toBe(200);
  }, 120_000);
});
