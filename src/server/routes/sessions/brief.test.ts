import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoNamesProvider } from "@/server/providers/names/demo-names";
import type { NameRequest, NamesProvider } from "@/server/providers/names/types";
import type { Brief } from "@/shared/brief";
import { grantPurchase, trialRow } from "@/test/brand-helpers";
import { type SessionClient, signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

/**
 * The brief through the real app on the test database (PGlite, or PostgreSQL with
 * TEST_DB=postgres): read when the description is submitted, re-read when it changes, corrected
 * by its owner (not a generation), passed to the next name run, read-only once completed.
 */

const KOMBUCHA =
  "We are a small kombucha brewery in Portland. We brew fermented tea with fruit, not coffee, for young couples.";
const BICYCLES = "A bicycle repair shop in Leeds fixing bikes and selling used bicycles and parts.";

type View = { id: string; brief: Brief | null; isCompleted: boolean };

let t: TestApp;
const requests: NameRequest[] = [];
const demo = createDemoNamesProvider();
const recording: NamesProvider = {
  mode: demo.mode,
  generate: async (request) => {
    requests.push(request);
    return demo.generate(request);
  },
};

let owner: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp({}, { providers: { names: recording } });
  // One person for every brand here: sign-ins are rate limited per address.
  owner = await signIn(t, { name: "Brief", email: "brief-owner@example.com" });
});
afterAll(async () => t.close());

const newUser = async () => owner;

async function start(client: SessionClient, description = KOMBUCHA, category = "food-beverage") {
  const res = await client.json("/api/sessions", { category, description });
  expect(res.status).toBe(201);
  return ((await res.json()) as { session: View }).session;
}

async function stored(sessionId: string): Promise<Brief | null> {
  const row = await t.database.db
    .selectFrom("user_sessions")
    .select("brief")
    .where("session_id", "=", sessionId)
    .executeTakeFirstOrThrow();
  return (typeof row.brief === "string" ? JSON.parse(row.brief) : row.brief) as Brief | null;
}

const correct = (client: SessionClient, id: string, body: unknown) =>
  client.json(`/api/sessions/${id}/brief`, body, "PATCH");

describe("the brief", () => {
  it("is read and stored when the description is submitted, and shown in the session view", async () => {
    const { client } = await newUser();
    const session = await start(client);
    expect(session.brief).toMatchObject({
      business: "a kombucha brewery",
      source: "offline",
      language: "en",
      place: "Portland",
      avoid: ["coffee"],
    });
    expect(session.brief!.concepts[0]).toBe("kombucha");
    expect(await stored(session.id)).toEqual(session.brief);
    const again = (await (await client.fetch(`/api/sessions/${session.id}`)).json()) as { session: View };
    expect(again.session.brief).toEqual(session.brief);
  });

  it("is read again when the description changes", async () => {
    const { client } = await newUser();
    const session = await start(client);
    const res = await client.json(`/api/sessions/${session.id}`, { description: BICYCLES }, "PATCH");
    expect(res.status).toBe(200);
    const { session: updated } = (await res.json()) as { session: View };
    expect(updated.brief!.business).toBe("a bicycle repair shop");
    expect(updated.brief!.concepts).toContain("bicycle");
    expect(updated.brief!.concepts).not.toContain("kombucha");
    expect((await stored(session.id))!.business).toBe("a bicycle repair shop");
  });

  it("takes a correction from its owner without using a generation, and the next run is made from it", async () => {
    const { client, user } = await newUser();
    const session = await start(client);
    const before = (await trialRow(t, user.id)).name_generations;
    const res = await correct(client, session.id, {
      business: "a kombucha taproom",
      tone: ["playful", "fresh"],
      concepts: ["kombucha bottle", "tea leaf"],
    });
    expect(res.status).toBe(200);
    const { session: corrected } = (await res.json()) as { session: View };
    expect(corrected.brief).toMatchObject({
      business: "a kombucha taproom",
      tone: ["playful", "fresh"],
      concepts: ["kombucha bottle", "tea leaf"],
      source: "user",
      avoid: ["coffee"],
      place: "Portland",
    });
    expect((await trialRow(t, user.id)).name_generations).toBe(before);

    requests.length = 0;
    const names = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
    expect(names.status).toBe(200);
    expect(requests.at(-1)?.brief).toMatchObject({ business: "a kombucha taproom", source: "user" });
  });

  it("keeps a corrected brief when the description changes", async () => {
    const { client } = await newUser();
    const session = await start(client);
    expect((await correct(client, session.id, { business: "a tea brewery" })).status).toBe(200);
    const res = await client.json(`/api/sessions/${session.id}`, { description: BICYCLES }, "PATCH");
    expect(res.status).toBe(200);
    const { session: updated } = (await res.json()) as { session: View };
    expect(updated.brief).toMatchObject({ business: "a tea brewery", source: "user" });
  });

  it("makes a brief with things to draw drawable, and removes what is to be avoided from them", async () => {
    const { client } = await newUser();
    const session = await start(
      client,
      "We help people do things better, every single day of the week.",
      "services",
    );
    expect(session.brief).toMatchObject({ notes: ["nothing-drawable"], concepts: [] });
    const res = await correct(client, session.id, { concepts: ["compass", "coffee"], avoid: ["coffee"] });
    expect(res.status).toBe(200);
    const { session: corrected } = (await res.json()) as { session: View };
    expect(corrected.brief).toMatchObject({ notes: [], concepts: ["compass"], avoid: ["coffee"] });
  });

  it.each([
    [{ business: "x".repeat(81) }, "business"],
    [{ business: "a bakery\u0007" }, "business"],
    [{ place: "<script>" }, "place"],
    [{ tone: ["spooky"] }, "tone"],
    [{ tone: ["calm", "soft", "warm", "fresh", "clean"] }, "tone"],
    [{ concepts: ["a", "b", "c", "d", "e", "f", "g", "h", "i"] }, "concepts"],
    [{ avoid: ["y".repeat(41)] }, "avoid"],
    [{ offerings: "bread" }, "offerings"],
    [{}, null],
  ])("answers 400 naming the field for a wrong correction %#", async (body, field) => {
    const { client } = await newUser();
    const session = await start(client);
    const res = await correct(client, session.id, body);
    expect(res.status).toBe(400);
    const error = (await res.json()) as {
      error: { code: string; message: string; details: Array<{ path: string[] }> };
    };
    expect(error.error.code).toBe("invalid_request");
    if (field) {
      expect(error.error.message.startsWith(`${field}`)).toBe(true);
      expect(error.error.details[0]!.path[0]).toBe(field);
    }
    expect((await stored(session.id))!.source).toBe("offline");
  });

  it("is the owner's only: another user gets 404, a signed-out request 401", async () => {
    const { client } = await newUser();
    const session = await start(client);
    const { client: other } = await signIn(t, { name: "Other", email: "brief-other@example.com" });
    expect((await correct(other, session.id, { business: "a coffee shop" })).status).toBe(404);
    const anonymous = await t.request(`/api/sessions/${session.id}/brief`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ business: "a coffee shop" }),
    });
    expect(anonymous.status).toBe(401);
    expect((await stored(session.id))!.business).toBe("a kombucha brewery");
  });

  it("is read-only once the brand is completed", async () => {
    const { client } = await newUser();
    const session = await start(client);
    await t.database.db
      .updateTable("user_sessions")
      .set({ is_completed: true, is_premium: true })
      .where("session_id", "=", session.id)
      .execute();
    const res = await correct(client, session.id, { business: "a coffee shop" });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("session_completed");
    expect((await stored(session.id))!.business).toBe("a kombucha brewery");
  });

  it("reads a brand described before briefs on demand in the view", async () => {
    const { client } = await newUser();
    const session = await start(client);
    await t.database.db
      .updateTable("user_sessions")
      .set({ brief: null })
      .where("session_id", "=", session.id)
      .execute();
    const res = await client.fetch(`/api/sessions/${session.id}`);
    const { session: view } = (await res.json()) as { session: View };
    expect(view.brief).toMatchObject({ business: "a kombucha brewery", source: "offline" });
  });

  it("stores the reading of a brand described before briefs with its first name run's names", async () => {
    const { client, user } = await newUser();
    const session = await start(client);
    await grantPurchase(t, user.id, session.id);
    await t.database.db
      .updateTable("user_sessions")
      .set({ brief: null })
      .where("session_id", "=", session.id)
      .execute();
    const res = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(await stored(session.id)).toMatchObject({ business: "a kombucha brewery", source: "offline" });
  });

  it("says so when the description is in another script", async () => {
    const { client } = await newUser();
    const session = await start(client, "Пекарня с домашним хлебом, пирогами и свежим кофе каждое утро.");
    expect(session.brief).toMatchObject({ notes: ["other-script"], concepts: [] });
  });
});

describe("reading a description before it is saved", () => {
  it("answers the brief without storing anything or using a generation", async () => {
    const { client, user } = await newUser();
    const before = await trialRow(t, user.id);
    const res = await client.json("/api/sessions/read-brief", {
      category: "services",
      description: BICYCLES,
    });
    expect(res.status).toBe(200);
    const { brief, reading } = (await res.json()) as { brief: Brief; reading: { en: string; id: string } };
    expect(brief).toMatchObject({ business: "a bicycle repair shop", source: "offline" });
    // Step 2 shows the reading in the person's language before anything is saved (issue 31).
    expect(reading.en).toMatch(/^a bicycle repair shop/);
    expect(reading.id).not.toBe(reading.en);
    expect(await trialRow(t, user.id)).toEqual(before);
  });

  it("validates the description like a saved one, and needs a signed-in person", async () => {
    const { client } = await newUser();
    const bad = await client.json("/api/sessions/read-brief", {
      category: "services",
      description: "a\u0000b",
    });
    expect(bad.status).toBe(400);
    const anonymous = await t.request("/api/sessions/read-brief", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ category: "services", description: BICYCLES }),
    });
    expect(anonymous.status).toBe(401);
  });
});
