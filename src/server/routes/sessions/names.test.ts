import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeNamesStatement } from "@/server/domain/generate-names";
import { NameProviderError, type NamesProvider } from "@/server/providers/names/types";
import { DESCRIPTION, grantPurchase, type SessionBody, startBrand, trialRow } from "@/test/brand-helpers";
import { signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

let emails = 0;
const newUser = (t: TestApp) => signIn(t, { name: "Founder", email: `founder${emails++}@example.com` });

describe("brand sessions and name generation", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("validates the description on the trimmed length (50-500)", async () => {
    const { client } = await newUser(t);
    const post = (description: string) => client.json("/api/sessions", { category: "services", description });
    const tooShort = await post(`  ${"a".repeat(49)}  `);
    expect(tooShort.status).toBe(400);
    expect((await tooShort.json()).error.message).toMatch(/at least 50/);
    expect((await post("a".repeat(501))).status).toBe(400);
    expect((await post(`   ${"a".repeat(50)}   `)).status).toBe(201);
    expect((await post("a".repeat(500))).status).toBe(201);
    // Counted as a person sees them: 49 visible characters are too few however many code units.
    const flag = "\u{1F1EE}\u{1F1E9}";
    expect((await post(`${"b".repeat(45)}${flag.repeat(4)}`)).status).toBe(400);
    expect((await post(`${"b".repeat(45)}${flag.repeat(5)}`)).status).toBe(201);
    expect((await post(flag.repeat(500))).status).toBe(201);
    expect((await post(flag.repeat(501))).status).toBe(400);
    expect((await client.json("/api/sessions", { category: "nope", description: DESCRIPTION })).status).toBe(
      400,
    );
  });

  it("generates three names, stores them and counts the generation", async () => {
    const { client, user } = await newUser(t);
    const session = await startBrand(client);
    const res = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { names: Array<{ name: string; meaning: string }> } & SessionBody;
    expect(body.names).toHaveLength(3);
    expect(new Set(body.names.map((n) => n.name)).size).toBe(3);
    expect(body.session.names).toHaveLength(3);
    expect(body.session.usage.names).toEqual({ plan: "trial", count: 1, limit: 1 });
    expect((await trialRow(t, user.id)).name_generations).toBe(1);
  });

  it("refuses a trial user's regeneration and a second brand, on the server", async () => {
    const { client, user } = await newUser(t);
    const session = await startBrand(client);
    expect((await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" })).status).toBe(200);
    const again = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
    expect(again.status).toBe(403);
    expect((await again.json()).error).toEqual({
      code: "premium_required",
      message: "Name regeneration is a premium feature. Please upgrade to continue.",
    });
    const other = await startBrand(client);
    const second = await client.fetch(`/api/sessions/${other.id}/names`, { method: "POST" });
    expect(second.status).toBe(403);
    expect((await second.json()).error.code).toBe("generation_limit");
    expect((await trialRow(t, user.id)).name_generations).toBe(1);
  });

  it("gives exactly one success to 20 parallel generations at a remaining quota of 1", async () => {
    const { client, user } = await newUser(t);
    const session = await startBrand(client);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 403)).toHaveLength(19);
    expect((await trialRow(t, user.id)).name_generations).toBe(1);
  });

  it("lets a premium session regenerate up to 5 times, never repeating a name", async () => {
    const { client, user } = await newUser(t);
    const session = await startBrand(client);
    expect((await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" })).status).toBe(200);
    await grantPurchase(t, user.id, session.id);
    expect((await trialRow(t, user.id)).name_generations).toBe(0);
    for (let i = 0; i < 5; i++) {
      expect((await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" })).status).toBe(200);
    }
    const over = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
    expect(over.status).toBe(403);
    expect((await over.json()).error.code).toBe("generation_limit");
    const view = (await (await client.fetch(`/api/sessions/${session.id}`)).json()) as SessionBody;
    const all = view.session.names.map((n) => n.name.toLowerCase());
    expect(new Set(all).size).toBe(all.length);
    expect(view.session.usage.names).toEqual({ plan: "premium", count: 5, limit: 5 });
  });

  it("chooses only a suggested name, and restores the session with its step", async () => {
    const { client } = await newUser(t);
    const session = await startBrand(client);
    const generated = (await (
      await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" })
    ).json()) as { names: Array<{ name: string }> };
    expect((await client.json(`/api/sessions/${session.id}/name`, { name: "Invented" }, "PUT")).status).toBe(
      400,
    );
    const chosen = await client.json(
      `/api/sessions/${session.id}/name`,
      { name: generated.names[1]!.name },
      "PUT",
    );
    expect(chosen.status).toBe(200);
    const current = (await (await client.fetch("/api/sessions/current")).json()) as SessionBody;
    expect(current.session.id).toBe(session.id);
    expect(current.session.chosenName?.name).toBe(generated.names[1]!.name);
    expect(current.session.step).toBe("logos");
  });

  it("answers another user's session with 404", async () => {
    const owner = await newUser(t);
    const session = await startBrand(owner.client);
    const stranger = await newUser(t);
    expect((await stranger.client.fetch(`/api/sessions/${session.id}`)).status).toBe(404);
    expect(
      (await stranger.client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" })).status,
    ).toBe(404);
    expect(
      (await stranger.client.json(`/api/sessions/${session.id}`, { description: DESCRIPTION }, "PATCH"))
        .status,
    ).toBe(404);
  });

  it("fills the empty session made at checkout instead of starting a second", async () => {
    const { client, user } = await newUser(t);
    const empty = await t.database.db
      .insertInto("user_sessions")
      .values({ user_id: user.id })
      .returning("session_id")
      .executeTakeFirstOrThrow();
    const session = await startBrand(client);
    expect(session.id).toBe(empty.session_id);
  });
});

describe("a failing names provider", () => {
  let t: TestApp;
  const failing: NamesProvider = {
    mode: "live",
    generate: async () => {
      throw new NameProviderError("upstream 500", 500);
    },
  };
  beforeAll(async () => {
    t = await createTestApp({}, { providers: { names: failing } });
  });
  afterAll(async () => t.close());

  it("answers 502 with the spec's message and uses no quota", async () => {
    const { client, user } = await signIn(t, { name: "Unlucky", email: "unlucky@example.com" });
    const session = await startBrand(client);
    const res = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
    expect(res.status).toBe(502);
    expect((await res.json()).error).toEqual({
      code: "generation_failed",
      message: "Failed to generate names. Please try again.",
    });
    expect((await trialRow(t, user.id)).name_generations).toBe(0);
  });
});

describe("names offered to another brand (issue 25)", () => {
  let t: TestApp;
  let candidates: string[] = [];
  // A fixed provider: each name's meaning names it, so a meaning that travels with the wrong
  // candidate shows.
  const fixed: NamesProvider = {
    mode: "live",
    generate: async () => candidates.map((name) => ({ name, meaning: `Meaning of ${name.trim()}.` })),
  };
  beforeAll(async () => {
    t = await createTestApp({}, { providers: { names: fixed } });
  });
  afterAll(async () => t.close());

  const run = async (client: Awaited<ReturnType<typeof newUser>>["client"], sessionId: string) => {
    const res = await client.fetch(`/api/sessions/${sessionId}/names`, { method: "POST" });
    expect(res.status).toBe(200);
    return ((await res.json()) as { names: Array<{ name: string; meaning: string }> }).names;
  };

  it("offers another brand's names only when nothing else is left, keeping each meaning", async () => {
    candidates = ["Alpha Co", "Beta", "Gamma", "Delta", "Epsilon", "Zeta"];
    const a = await newUser(t);
    const brandA = await startBrand(a.client);
    expect((await run(a.client, brandA.id)).map((n) => n.name)).toEqual(["Alpha Co", "Beta", "Gamma"]);

    // Another founder's run proposes the same names (one in other case and spacing): the spares
    // are shown instead, in the provider's order, with their own meanings.
    candidates = ["ALPHA  co", "Delta", "beta", "Epsilon", "Gamma", "Zeta"];
    const b = await newUser(t);
    const brandB = await startBrand(b.client);
    expect(await run(b.client, brandB.id)).toEqual([
      { name: "Delta", meaning: "Meaning of Delta." },
      { name: "Epsilon", meaning: "Meaning of Epsilon." },
      { name: "Zeta", meaning: "Meaning of Zeta." },
    ]);

    // Every candidate was offered elsewhere: the run still shows three, the first ones proposed.
    candidates = ["Zeta", "Gamma", "Delta", "Alpha Co"];
    const c = await newUser(t);
    const brandC = await startBrand(c.client);
    const shown = await run(c.client, brandC.id);
    expect(shown.map((n) => n.name)).toEqual(["Zeta", "Gamma", "Delta"]);

    // Brand A's own earlier names are not "another brand's": a regeneration proposing one of them
    // and three new names shows the three new ones in order, and a full run.
    await grantPurchase(t, a.user.id, brandA.id);
    candidates = ["Beta", "Iota", "Kappa", "Lambda"];
    expect((await run(a.client, brandA.id)).map((n) => n.name)).toEqual(["Iota", "Kappa", "Lambda"]);
  });

  it("looks each candidate up in the name index, however few names the table holds", async () => {
    // Decision 037: priced like any operator, the normalization let the planner hash every name
    // of every brand on each run (a cost growing with the table) instead of probing the index.
    const a = await newUser(t);
    const brandA = await startBrand(a.client);
    const b = await newUser(t);
    const brandB = await startBrand(b.client);
    await sql`insert into generated_names (session_id, run, name, meaning)
      select ${brandA.id}, 1, 'Earlier ' || g, 'An earlier name.' from generate_series(1, 2000) g`.execute(
      t.database.db,
    );
    const candidates = ["Nu", "Xi", "Omicron", "Pi", "Rho", "Sigma"].map((name) => ({ name, meaning: "M." }));
    const compiled = storeNamesStatement(
      { session_id: brandB.id, user_id: b.user.id },
      1,
      candidates,
      {},
    ).compile(t.database.db);
    const { rows } = await t.database.db.executeQuery<Record<string, string>>({
      ...compiled,
      sql: `explain ${compiled.sql}`,
    });
    const plan = rows.map((r) => Object.values(r)[0]).join("\n");
    expect(plan).toMatch(/Index Scan using generated_names_name_key on generated_names o\b/);
    expect(plan).not.toMatch(/Seq Scan on generated_names/);
  });
});
