import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkName, resemblance } from "@/server/domain/name-checks";
import type { NameChecks } from "@/shared/name-checks";
import { grantPurchase, type SessionBody, startBrand, trialRow } from "@/test/brand-helpers";
import { type FakeRdap, startFakeRdap } from "@/test/fake-rdap-server";
import { type SessionClient, signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

let emails = 0;
const newUser = (t: TestApp) => signIn(t, { name: "Founder", email: `studio${emails++}@example.com` });

async function typeName(client: SessionClient, sessionId: string, name: string) {
  return client.json(`/api/sessions/${sessionId}/names/typed`, { name });
}

async function checksOf(client: SessionClient, sessionId: string, nameId: string, country = "US") {
  const res = await client.fetch(`/api/sessions/${sessionId}/names/${nameId}/checks?country=${country}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { checks: NameChecks }).checks;
}

describe("name studio on the embedded default (offline)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("shapes a run with controls, validated on the server, and keeps them with the run", async () => {
    const { client, user } = await newUser(t);
    const session = await startBrand(client);
    const bad = [
      { options: { maxLength: 2 } },
      { options: { styles: ["shouty"] } },
      { options: { include: ["brew"], avoid: ["brew"] } },
      { options: { include: ["espresso"], maxLength: 5 } },
      { options: { wordCount: "one", styles: ["short-phrase"] } },
      { options: { avoid: ["<b>x</b>"] } },
      { options: { include: ["a", "b", "c", "d"] } },
      { options: {}, extra: true },
    ];
    for (const body of bad) {
      const res = await client.json(`/api/sessions/${session.id}/names`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // Refused controls cost nothing.
    expect((await trialRow(t, user.id)).name_generations).toBe(0);

    const options = { styles: ["compound"], maxLength: 10, include: ["brew"], wordCount: "one" };
    const res = await client.json(`/api/sessions/${session.id}/names`, { options });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SessionBody & {
      names: Array<{ name: string }>;
      session: { nameRunOptions: Array<{ run: number; options: unknown }> };
    };
    expect(body.names.length).toBeGreaterThan(0);
    for (const n of body.names) {
      expect(n.name.toLowerCase()).toContain("brew");
      expect(n.name).not.toMatch(/\s/);
      expect(n.name.replace(/[^\p{L}\p{N}]/gu, "").length).toBeLessThanOrEqual(10);
    }
    expect(body.session.nameRunOptions).toEqual([{ run: 1, options: { ...options, styles: ["compound"] } }]);
    expect(body.session.usage.names.count).toBe(1);
  });

  it("a typed name uses no generation, must be valid, and goes on to logos", async () => {
    const { client, user } = await newUser(t);
    // The free trial's one name run is spent on another brand.
    const first = await startBrand(client);
    expect((await client.fetch(`/api/sessions/${first.id}/names`, { method: "POST" })).status).toBe(200);
    const session = await startBrand(client, undefined, "services");
    expect((await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" })).status).toBe(403);

    for (const name of ["", "   ", "<script>", "a".repeat(81), "Ember\u0000Oak", "🔥🔥", "...", 42]) {
      const res = await client.json(`/api/sessions/${session.id}/names/typed`, { name });
      expect(res.status, String(name)).toBe(400);
    }
    const typed = await typeName(client, session.id, "  Ember   & Oak ");
    expect(typed.status).toBe(201);
    const view = ((await typed.json()) as SessionBody).session;
    expect(view.chosenName).toMatchObject({ name: "Ember & Oak" });
    expect(view.names).toEqual([expect.objectContaining({ name: "Ember & Oak", run: 0, source: "typed" })]);
    expect(view.step).toBe("logos");
    expect((await trialRow(t, user.id)).name_generations).toBe(1);

    // The same name again (any case or spacing) is the same row, not a second one.
    expect((await typeName(client, session.id, "ember & oak")).status).toBe(201);
    const again = (await (await client.fetch(`/api/sessions/${session.id}`)).json()) as SessionBody;
    expect(again.session.names).toHaveLength(1);

    // Logos are made for the typed name (the trial's logo run is still free).
    const logos = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
    expect(logos.status).toBe(200);
    const after = (await (await client.fetch(`/api/sessions/${session.id}`)).json()) as SessionBody;
    expect(after.session.logos.length).toBeGreaterThan(0);
    expect(after.session.logos.every((l) => l.name === "Ember & Oak")).toBe(true);
    // And the server's rule still holds: only names known to this brand can be chosen.
    const unknown = await client.json(`/api/sessions/${session.id}/name`, { name: "Never Typed" }, "PUT");
    expect(unknown.status).toBe(400);
  });

  it("a typed name does not make the first generation a regeneration", async () => {
    const { client } = await newUser(t);
    const session = await startBrand(client);
    expect((await typeName(client, session.id, "My Own Name")).status).toBe(201);
    const res = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SessionBody & { run: number };
    expect(body.run).toBe(1);
    expect(body.session.names.filter((n) => n.source === "generated")).toHaveLength(3);
  });

  it("offline, domain checks say unknown offline (never available) and the similar-name hint still works", async () => {
    const owner = await newUser(t);
    const other = await newUser(t);
    const theirs = await startBrand(other.client);
    expect((await typeName(other.client, theirs.id, "Brewlane")).status).toBe(201);

    const session = await startBrand(owner.client);
    const typed = (await (await typeName(owner.client, session.id, "Bruelane")).json()) as SessionBody;
    const nameId = typed.session.names[0]!.id;
    const res = await owner.client.fetch(`/api/sessions/${session.id}/names/${nameId}/checks?country=ID`);
    expect(res.status).toBe(200);
    const raw = await res.text();
    const { checks } = JSON.parse(raw) as { checks: NameChecks };
    expect(checks.domains).toEqual([
      { domain: "bruelane.com", tld: "com", state: "unknown", reason: "offline", checkedAt: null },
      { domain: "bruelane.id", tld: "id", state: "unknown", reason: "offline", checkedAt: null },
      { domain: "bruelane.co.id", tld: "co.id", state: "unknown", reason: "offline", checkedAt: null },
    ]);
    expect(checks.similar).toEqual({ state: "similar", match: "sound" });
    // Only that a similar name exists: not which one, nor whose.
    expect(raw).not.toMatch(/Brewlane|studio\d+@example\.com/);
    expect(raw).not.toContain(theirs.id);
    expect(raw).not.toContain(other.user.id);

    // A name like no other brand's is clear; the owner's own other brands are no conflict.
    const second = await startBrand(owner.client);
    const clear = (await (await typeName(owner.client, second.id, "Bruelane")).json()) as SessionBody;
    const mineOnly = await checksOf(owner.client, second.id, clear.session.names[0]!.id);
    expect(mineOnly.similar).toEqual({ state: "similar", match: "sound" });
    const fresh = (await (
      await typeName(owner.client, second.id, "Quiet Harbor Works")
    ).json()) as SessionBody;
    const freshId = fresh.session.names.find((n) => n.name === "Quiet Harbor Works")!.id;
    expect((await checksOf(owner.client, second.id, freshId)).similar).toEqual({ state: "clear" });
  });

  it("checks only names of the caller's own brand", async () => {
    const owner = await newUser(t);
    const stranger = await newUser(t);
    const session = await startBrand(owner.client);
    const typed = (await (await typeName(owner.client, session.id, "Quiet Harbor")).json()) as SessionBody;
    const nameId = typed.session.names[0]!.id;
    const path = `/api/sessions/${session.id}/names/${nameId}/checks`;
    expect((await stranger.client.fetch(path)).status).toBe(404);
    expect(
      (await stranger.client.json(`/api/sessions/${session.id}/names/typed`, { name: "Mine Now" })).status,
    ).toBe(404);
    const elsewhere = await startBrand(owner.client);
    expect((await owner.client.fetch(`/api/sessions/${elsewhere.id}/names/${nameId}/checks`)).status).toBe(
      404,
    );
    expect((await owner.client.fetch(`${path}?country=XX`)).status).toBe(400);
    expect((await owner.client.fetch(`/api/sessions/${session.id}/names/abc/checks`)).status).toBe(400);
  });

  it("tells names apart from look-alikes and sound-alikes", () => {
    expect(resemblance("Brewlane", "brewlane")).toBe("same");
    expect(resemblance("Salt & Ember", "Salt and Ember")).toBe("same");
    expect(resemblance("Brewlane", "Brewlone")).toBe("spelling");
    expect(resemblance("Kopi Senja", "Copy Senja")).toBe("spelling");
    expect(resemblance("Brewlane", "Bruelain")).toBe("sound");
    expect(resemblance("Phoenix Works", "Fenix Werks")).toBe("sound");
    expect(resemblance("Brewlane", "Harbor")).toBeNull();
    expect(resemblance("Ora", "Ova")).toBeNull();
  });
});

describe("name studio with RDAP (live mode)", () => {
  let t: TestApp;
  let fake: FakeRdap;
  beforeAll(async () => {
    fake = await startFakeRdap();
    t = await createTestApp({
      RDAP_ENABLED: "true",
      RDAP_BOOTSTRAP_URL: fake.bootstrapUrl,
      RDAP_ALLOW_PRIVATE_HOSTS: "127.0.0.1,localhost",
      RDAP_TIMEOUT_MS: "800",
    });
    await t.services.providers.domains.check?.();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("checks .com and two endings for the category or country, and caches answers for a day", async () => {
    const { client } = await newUser(t);
    const session = await startBrand(client);
    fake.registered.add("emberoak.cafe");
    const typed = (await (await typeName(client, session.id, "Ember Oak")).json()) as SessionBody;
    const nameId = typed.session.names[0]!.id;

    const checks = await checksOf(client, session.id, nameId);
    expect(checks.domains.map(({ domain, state }) => ({ domain, state }))).toEqual([
      { domain: "emberoak.com", state: "taken" },
      { domain: "emberoak.cafe", state: "taken" },
      { domain: "emberoak.kitchen", state: "available" },
    ]);
    const lookups = () => fake.requests.filter((r) => r.includes("/domain/emberoak.")).length;
    expect(lookups()).toBe(3);

    // Asked again (by anyone): the answers come from the shared cache, with their original time.
    const again = await checksOf(client, session.id, nameId);
    expect(again.domains).toEqual(checks.domains);
    expect(lookups()).toBe(3);
    const rows = await t.database.db
      .selectFrom("domain_checks")
      .selectAll()
      .where("label", "=", "emberoak")
      .execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const hours = (row.expires_at.getTime() - row.checked_at.getTime()) / 3_600_000;
      expect(hours).toBeCloseTo(24, 1);
    }

    // Indonesia: .com, .id and .co.id, the last two from the id registry.
    const id = await checksOf(client, session.id, nameId, "ID");
    expect(id.domains.map((d) => d.domain)).toEqual(["emberoak.com", "emberoak.id", "emberoak.co.id"]);
    // Both asked of the registry IANA lists for .id.
    const registryOf = (domain: string) =>
      fake.requests.find((r) => r.endsWith(`/domain/${domain}`))?.replace(/domain\/.*$/, "");
    expect(registryOf("emberoak.co.id")).toBeDefined();
    expect(registryOf("emberoak.co.id")).toBe(registryOf("emberoak.id"));
  });

  it("without a country asked for, checks under the brand's own: Indonesia for an Indonesian description or a Jakarta address", async () => {
    const { client } = await newUser(t);
    const countryOf = async (description: string) => {
      const session = await startBrand(client, description);
      const typed = (await (await typeName(client, session.id, "Senja Rasa")).json()) as SessionBody;
      const nameId = typed.session.names[0]!.id;
      const res = await client.fetch(`/api/sessions/${session.id}/names/${nameId}/checks`);
      expect(res.status).toBe(200);
      const { checks } = (await res.json()) as { checks: NameChecks };
      return { country: checks.country, domains: checks.domains.map((d) => d.domain) };
    };
    expect(
      await countryOf(
        "Kedai kopi kecil di dekat kampus yang menyajikan kopi susu gula aren dan roti bakar untuk mahasiswa.",
      ),
    ).toEqual({ country: "ID", domains: ["senjarasa.com", "senjarasa.id", "senjarasa.co.id"] });
    expect(
      (await countryOf("A specialty coffee bar on Jalan Sabang in Jakarta, open late for office workers."))
        .country,
    ).toBe("ID");
    // Nothing points at a country: the category's endings, not the United States'.
    expect(
      await countryOf("A cozy neighbourhood coffee shop roasting single-origin beans, with fresh pastries."),
    ).toEqual({ country: "other", domains: ["senjarasa.com", "senjarasa.cafe", "senjarasa.kitchen"] });
  });

  it("rate-limits lookups per user and per registry (cache hits are free)", async () => {
    const deps = {
      db: t.database.db,
      domains: t.services.providers.domains,
      config: { rateLimitScale: 0.05 },
    };
    // Earlier tests in this file used the same fake registry within this minute.
    await t.database.db.deleteFrom("rate_limits").where("key", "like", "rdap:%").execute();
    // At this scale: 3 lookups a minute per user, 6 per registry.
    const users = await Promise.all([newUser(t), newUser(t), newUser(t)]);
    const names: Array<{ userId: string; sessionId: string; nameIds: string[] }> = [];
    for (const [i, u] of users.entries()) {
      const session = await startBrand(u.client);
      const nameIds: string[] = [];
      for (const n of [`Limit Test ${i}a`, `Limit Test ${i}b`]) {
        const body = (await (await typeName(u.client, session.id, n)).json()) as SessionBody;
        nameIds.push(body.session.names.find((x) => x.name === n)!.id);
      }
      names.push({ userId: u.user.id, sessionId: session.id, nameIds });
    }
    const check = (who: number, which: number) =>
      checkName(deps, {
        userId: names[who]!.userId,
        sessionId: names[who]!.sessionId,
        nameId: names[who]!.nameIds[which]!,
        country: "US",
      });
    const states = (c: NameChecks) => c.domains.map((d) => d.reason ?? d.state);

    expect(states(await check(0, 0))).toEqual(["available", "available", "available"]);
    // The same user's next three lookups are over their limit.
    expect(states(await check(0, 1))).toEqual(["rate_limited", "rate_limited", "rate_limited"]);
    // Cached answers need no lookup, so they are never limited.
    expect(states(await check(0, 0))).toEqual(["available", "available", "available"]);
    // Another user fills the registry's budget; a third user then waits for the registry.
    expect(states(await check(1, 0))).toEqual(["available", "available", "available"]);
    expect(states(await check(2, 0))).toEqual(["rate_limited", "rate_limited", "rate_limited"]);
    // Limited answers are not cached: they are asked again later.
    const cached = await t.database.db
      .selectFrom("domain_checks")
      .select("label")
      .where("reason", "=", "rate_limited")
      .execute();
    expect(cached).toEqual([]);
  });

  it("premium runs with controls still count as generations and stay within the package", async () => {
    const { client, user } = await newUser(t);
    const session = await startBrand(client);
    await grantPurchase(t, user.id, session.id);
    for (let run = 1; run <= 2; run++) {
      const res = await client.json(`/api/sessions/${session.id}/names`, { options: { wordCount: "two" } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { names: Array<{ name: string }>; run: number };
      expect(body.run).toBe(run);
      for (const n of body.names) expect(n.name.split(/\s+/).filter((w) => w !== "&")).toHaveLength(2);
    }
    expect((await trialRow(t, user.id)).name_generations).toBe(2);
  });
});
