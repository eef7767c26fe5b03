import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { RATE_LIMITS } from "@/server/http/rate-limit";
import { createLogger } from "@/server/logger";
import { brandWithName } from "@/test/brand-helpers";
import { SessionClient, signIn } from "@/test/session-client";
import { createTestApp, TEST_APP_URL, type TestApp } from "@/test/test-app";

const SCALE = 1;
const limit = (n: number) => Math.ceil(n * SCALE);

/**
 * Export, kit preview tiles, the public share page (HTML and data) and its card are rate limited
 * per user (signed in) and per address, in the database, so two instances count together.
 */
describe("rate limits on export, kit previews and share pages", () => {
  let t: TestApp;
  let second: TestApp;
  let dist: string;
  let emails = 0;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "limits-"));
    fs.writeFileSync(
      path.join(dist, "index.html"),
      fs.readFileSync(path.join(import.meta.dirname, "../../web/index.html")),
    );
    t = await createTestApp({ RATE_LIMIT_SCALE: String(SCALE), TRUST_PROXY: "true" }, { webDist: dist });
    // A second instance of the server on the same database, as a second process would be.
    const app = createApp({
      config: t.config,
      database: t.database,
      logger: createLogger("silent"),
      ...t.services,
      webDist: dist,
    });
    second = {
      ...t,
      app,
      request(p, init = {}) {
        const headers = new Headers(init.headers);
        if (init.method && init.method !== "GET" && !headers.has("origin"))
          headers.set("origin", TEST_APP_URL);
        return Promise.resolve(app.request(`${TEST_APP_URL}${p}`, { ...init, headers }));
      },
    };
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** The same signed-in person on the second instance. */
  function onSecond(client: SessionClient) {
    const other = new SessionClient(second);
    for (const [k, v] of client.cookies) other.cookies.set(k, v);
    return other;
  }

  const from = (address: string) => ({ headers: { "X-Forwarded-For": address } });

  /** Requests alternate between the two instances; returns the statuses. */
  async function hammer(clients: SessionClient[], url: string, times: number, address: string) {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) {
      const res = await clients[i % clients.length]!.fetch(url, from(address));
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      await res.arrayBuffer().catch(() => undefined);
    }
    return statuses;
  }

  async function sharedBrand(address: string) {
    const { client } = await signIn(t, { name: "Sharer", email: `sharer${emails++}@example.com` });
    const session = await brandWithName(client);
    const run = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST", ...from(address) });
    const { options } = (await run.json()) as { options: Array<{ id: string }> };
    await client.json(`/api/sessions/${session.id}/logo`, { logoId: options[0]!.id }, "PUT");
    const shared = await client.json(`/api/brands/${session.id}/share`, { enabled: true }, "PUT");
    const { share } = (await shared.json()) as { share: { path: string } };
    return { client, session, slug: share.path.replace("/b/", "") };
  }

  it("the data export: per user across instances, and another user at the same address is not refused", async () => {
    const per = limit(RATE_LIMITS.export.perUser);
    const { client } = await signIn(t, { name: "Exporter", email: `exporter${emails++}@example.com` });
    const statuses = await hammer([client, onSecond(client)], "/api/me/export", per + 1, "192.0.2.10");
    expect(statuses.slice(0, per).every((s) => s === 200)).toBe(true);
    expect(statuses[per]).toBe(429);
    const other = await signIn(t, { name: "Other", email: `other${emails++}@example.com` });
    expect((await other.client.fetch("/api/me/export", from("192.0.2.10"))).status).toBe(200);
  });

  it("kit preview tiles: per user across instances", async () => {
    const per = limit(RATE_LIMITS["kit-preview"].perUser);
    const { client, session } = await sharedBrand("192.0.2.20");
    const statuses = await hammer(
      [client, onSecond(client)],
      `/api/sessions/${session.id}/kit/preview/full`,
      per + 1,
      "192.0.2.21",
    );
    expect(statuses.slice(0, per).every((s) => s === 200)).toBe(true);
    expect(statuses[per]).toBe(429);
  });

  it("the public share page, its data and logo, and its card: per address when anonymous, across instances", async () => {
    const { slug } = await sharedBrand("192.0.2.30");
    const anonymous = [new SessionClient(t), new SessionClient(second)];
    const page = limit(RATE_LIMITS["share-page"].perAddress);
    for (const [url, address] of [
      [`/b/${slug}`, "198.51.100.31"],
      [`/api/share/${slug}`, "198.51.100.32"],
      [`/api/share/${slug}/logo.webp`, "198.51.100.33"],
    ] as const) {
      const statuses = await hammer(anonymous, url, page + 1, address);
      expect(
        statuses.slice(0, page).every((s) => s === 200),
        url,
      ).toBe(true);
      expect(statuses[page], url).toBe(429);
      // Another address is not refused.
      expect((await anonymous[0]!.fetch(url, from("198.51.100.99"))).status).toBe(200);
    }
    const card = limit(RATE_LIMITS["share-card"].perAddress);
    const statuses = await hammer(anonymous, `/api/share/${slug}/card.png`, card + 1, "198.51.100.34");
    expect(statuses.slice(0, card).every((s) => s === 200)).toBe(true);
    expect(statuses[card]).toBe(429);
  });
});
