import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fulfilPurchase } from "@/server/domain/fulfil-purchase";
import { brandWithName, grantPurchase, startBrand, trialRow } from "@/test/brand-helpers";
import { signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

/** Issue 29, point 1: an owner may delete an unpaid, unfinished brand; nothing else changes. */
describe("deleting a brand from My brands", () => {
  let t: TestApp;
  let emails = 0;
  const newUser = () => signIn(t, { name: "Deleter", email: `delete${emails++}@example.com` });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const rows = async (sessionId: string) => {
    const db = t.database.db;
    const [sessions, names, logos] = await Promise.all([
      db.selectFrom("user_sessions").select("session_id").where("session_id", "=", sessionId).execute(),
      db.selectFrom("generated_names").select("id").where("session_id", "=", sessionId).execute(),
      db.selectFrom("generated_logos").select("id").where("session_id", "=", sessionId).execute(),
    ]);
    return { sessions: sessions.length, names: names.length, logos: logos.length };
  };

  it("deletes the owner's unpaid brand with its names and logos, and never gives the trial back", async () => {
    const { client, user } = await newUser();
    const brand = await brandWithName(client);
    expect((await client.fetch(`/api/sessions/${brand.id}/logos`, { method: "POST" })).status).toBe(200);
    const before = await rows(brand.id);
    expect(before.names).toBe(3);
    expect(before.logos).toBeGreaterThan(0);
    const trialBefore = await trialRow(t, user.id);
    expect(trialBefore.name_generations).toBe(1);

    const res = await client.fetch(`/api/brands/${brand.id}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect(await rows(brand.id)).toEqual({ sessions: 0, names: 0, logos: 0 });
    expect((await client.fetch(`/api/brands/${brand.id}`)).status).toBe(404);
    const list = (await (await client.fetch("/api/brands")).json()) as { brands: Array<{ id: string }> };
    expect(list.brands.map((b) => b.id)).not.toContain(brand.id);

    // The trial stays spent: same counters, and a new brand's first run is refused.
    const trialAfter = await trialRow(t, user.id);
    expect({
      used: trialAfter.has_used_trial,
      names: trialAfter.name_generations,
      logos: trialAfter.logo_generations,
    }).toEqual({
      used: trialBefore.has_used_trial,
      names: trialBefore.name_generations,
      logos: trialBefore.logo_generations,
    });
    const next = await startBrand(client);
    const run = await client.fetch(`/api/sessions/${next.id}/names`, { method: "POST" });
    expect(run.status).toBe(403);
    expect(((await run.json()) as { error: { code: string } }).error.code).toBe("generation_limit");
    // Deleting again: gone (404), nothing else happens.
    expect((await client.fetch(`/api/brands/${brand.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("refuses someone else's brand (404) and a signed-out request (401), and keeps the brand", async () => {
    const owner = await newUser();
    const other = await newUser();
    const brand = await startBrand(owner.client);
    expect((await other.client.fetch(`/api/brands/${brand.id}`, { method: "DELETE" })).status).toBe(404);
    const anonymous = await t.request(`/api/brands/${brand.id}`, { method: "DELETE" });
    expect(anonymous.status).toBe(401);
    expect((await owner.client.fetch("/api/brands/not-a-uuid", { method: "DELETE" })).status).toBe(400);
    expect((await rows(brand.id)).sessions).toBe(1);
  });

  it("keeps a paid brand (409) with its purchase", async () => {
    const { client, user } = await newUser();
    const brand = await brandWithName(client);
    await grantPurchase(t, user.id, brand.id);
    const res = await client.fetch(`/api/brands/${brand.id}`, { method: "DELETE" });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("brand_paid");
    expect((await rows(brand.id)).sessions).toBe(1);
  });

  it("a purchase that arrives for a brand deleted during checkout pays for another brand, never stranded", async () => {
    const { client, user } = await newUser();
    const doomed = await startBrand(client);
    expect((await client.fetch(`/api/brands/${doomed.id}`, { method: "DELETE" })).status).toBe(204);
    const result = await fulfilPurchase(t.database.db, {
      paymentId: `txn_deleted_${Date.now()}`,
      userId: user.id,
      sessionId: doomed.id,
      transactionData: { demo: true, amount: "24.99", currency: "USD" },
    });
    expect(result.granted).toBe(true);
    expect(result.granted && result.sessionId).not.toBe(doomed.id);
  });
});
