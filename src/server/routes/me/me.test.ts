import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "@/test/session-client";
import { statementsDuring } from "@/test/statements";
import { createTestApp, type TestApp } from "@/test/test-app";
import { testDatabaseKind } from "@/test/test-database";

const embedded = testDatabaseKind() === "pglite";

/** GET /api/me, read on every page: statements per request, and never a stale answer. */
describe("GET /api/me", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("reads the account in one statement, and on the embedded database runs none once cached", async () => {
    const { client } = await signIn(t, { name: "Counted", email: "counted-me@example.com" });
    // A write to a table the account is read from drops what was cached.
    await t.database.db.updateTable("user_trials").set({ name_generations: 0 }).execute();
    const cold = await statementsDuring(t.database, () => client.fetch("/api/me"));
    expect(cold.result.status).toBe(200);
    // The session: cached on the embedded database; on PostgreSQL read with the account status.
    expect(cold.statements).toHaveLength(1);
    const warm = await statementsDuring(t.database, () => client.fetch("/api/me"));
    expect(warm.statements).toHaveLength(embedded ? 0 : 1);
    expect(await warm.result.json()).toEqual(await cold.result.json());
  });

  it("answers a signed-out visitor with null when asked ?optional=1, and 401 otherwise", async () => {
    const signedOut = await t.app.request("/api/me?optional=1");
    expect(signedOut.status).toBe(200);
    expect(await signedOut.json()).toBeNull();
    expect((await t.app.request("/api/me")).status).toBe(401);
    const { client } = await signIn(t, { name: "Optional", email: "optional-me@example.com" });
    const optional = await client.fetch("/api/me?optional=1");
    expect(optional.status).toBe(200);
    expect(await optional.json()).toEqual(await (await client.fetch("/api/me")).json());
  });

  it("settles a missing trial row and a trial the spec's rule marks used", async () => {
    const { client, user } = await signIn(t, { name: "Settle", email: "settle-me@example.com" });
    await t.database.db.deleteFrom("user_trials").where("user_id", "=", user.id).execute();
    const first = await client.fetch("/api/me");
    expect(first.status).toBe(200);
    expect((await first.json()).trial).toMatchObject({ hasUsedTrial: false, nameGenerations: 0 });
    const row = await t.database.db
      .selectFrom("user_trials")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    expect(row).toBeDefined();
    // Logo generations above 0 with the flag unset mean a used trial (docs/product.md#free-trial-and-quotas).
    await t.database.db
      .updateTable("user_trials")
      .set({ logo_generations: 1 })
      .where("user_id", "=", user.id)
      .execute();
    const marked = await (await client.fetch("/api/me")).json();
    expect(marked.trial.hasUsedTrial).toBe(true);
    expect(Date.parse(marked.trial.trialUsedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(marked.start).toBe("trial_used");
  });

  it("shows a change to the trial at once", async () => {
    const { client, user } = await signIn(t, { name: "Trial", email: "trial-me@example.com" });
    expect((await (await client.fetch("/api/me")).json()).trial.hasUsedTrial).toBe(false);
    await t.database.db
      .updateTable("user_trials")
      .set({ has_used_trial: true, trial_used_at: new Date() })
      .where("user_id", "=", user.id)
      .execute();
    const body = await (await client.fetch("/api/me")).json();
    expect(body.trial.hasUsedTrial).toBe(true);
    expect(body.start).toBe("trial_used");
  });

  it("shows a purchase at once", async () => {
    const { client } = await signIn(t, { name: "Buyer", email: "buyer-me@example.com" });
    expect((await (await client.fetch("/api/me")).json()).premium.hasPremium).toBe(false);
    const checkout = await (await client.json("/api/checkout", {})).json();
    expect((await client.json("/api/checkout/demo", { sessionId: checkout.sessionId })).status).toBe(200);
    const body = await (await client.fetch("/api/me")).json();
    expect(body.premium).toMatchObject({ hasPremium: true, activePremiumSessionId: checkout.sessionId });
  });

  it("answers each user with their own account", async () => {
    const a = await signIn(t, { name: "A", email: "a-me@example.com" });
    const b = await signIn(t, { name: "B", email: "b-me@example.com" });
    for (let i = 0; i < 2; i++) {
      expect((await (await a.client.fetch("/api/me")).json()).user.id).toBe(a.user.id);
      expect((await (await b.client.fetch("/api/me")).json()).user.id).toBe(b.user.id);
    }
  });
});
