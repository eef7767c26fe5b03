import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandWithName, grantPurchase } from "@/test/brand-helpers";
import { type SessionClient, signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";
import { runRetention } from "./retention";
import { emailHash, normaliseEmail, restoreTrial, subjectHash, trialMemoryKey } from "./trial-memory";

type Me = {
  trial: { hasUsedTrial: boolean; nameGenerations: number; logoGenerations: number };
  premium: { hasPremium: boolean };
};

describe("one free trial per person, across account deletion", () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const me = async (client: SessionClient) => (await (await client.fetch("/api/me")).json()) as Me;
  const remove = (client: SessionClient, email: string) =>
    client.json("/api/me", { confirmEmail: email }, "DELETE");

  /** Signs in, uses the free trial (a name run and a logo run), and returns the account. */
  async function usedTrial(email: string) {
    const signedIn = await signIn(t, { name: "Trial Person", email });
    const session = await brandWithName(signedIn.client);
    const logos = await signedIn.client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
    expect(logos.status).toBe(200);
    const state = await me(signedIn.client);
    expect(state.trial.hasUsedTrial).toBe(true);
    return { ...signedIn, state, session };
  }

  it("gives a returning person their trial state back, and nothing else", async () => {
    const email = `returning${n++}@example.com`;
    const first = await usedTrial(email);
    await grantPurchase(t, first.user.id, first.session.id);
    // A purchase resets the counts; the trial stays used.
    const before = (await me(first.client)).trial;
    expect((await remove(first.client, email)).status).toBe(204);

    // What is kept names no one: hashes and the trial's state, for a year.
    const kept = await t.database.db.selectFrom("trial_memory").selectAll().execute();
    const mine = kept.filter((r) => r.email_hash === emailHash(trialMemoryKey(t.config.authSecret!), email));
    expect(mine).toHaveLength(1);
    expect(JSON.stringify(mine)).not.toContain(email);
    expect(JSON.stringify(mine)).not.toContain(first.user.id);
    expect(mine[0]).toMatchObject({
      has_used_trial: true,
      name_generations: before.nameGenerations,
      logo_generations: before.logoGenerations,
    });
    expect(mine[0]!.subject_hash).toMatch(/^[0-9a-f]{64}$/);
    const days = (new Date(mine[0]!.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    // Signing in again with the same address (any case, spaces): the trial is used, no purchase,
    // no brands, a new account.
    const again = await signIn(t, { name: "Someone", email: `  ${email.toUpperCase()}`.trim() });
    expect(again.user.id).not.toBe(first.user.id);
    const state = await me(again.client);
    expect(state.trial).toMatchObject({
      hasUsedTrial: true,
      nameGenerations: before.nameGenerations,
      logoGenerations: before.logoGenerations,
    });
    expect(state.premium.hasPremium).toBe(false);
    expect(
      ((await (await again.client.fetch("/api/brands")).json()) as { brands: unknown[] }).brands,
    ).toEqual([]);
  });

  it("a new person, or one who never used the trial, starts with a fresh trial", async () => {
    const email = `unused${n++}@example.com`;
    const { client } = await signIn(t, { name: "Browser", email });
    expect((await remove(client, email)).status).toBe(204);
    const key = trialMemoryKey(t.config.authSecret!);
    expect(
      await t.database.db
        .selectFrom("trial_memory")
        .select("id")
        .where("email_hash", "=", emailHash(key, email))
        .execute(),
    ).toEqual([]);
    const again = await signIn(t, { name: "Browser", email });
    expect((await me(again.client)).trial.hasUsedTrial).toBe(false);
    const stranger = await signIn(t, { name: "New", email: `fresh${n++}@example.com` });
    expect((await me(stranger.client)).trial.hasUsedTrial).toBe(false);
  });

  it("matches the identity provider's subject too, and a rotated secret forgets", async () => {
    const email = `subject${n++}@example.com`;
    const first = await usedTrial(email);
    const { rows } = await sql<{ provider_id: string; account_id: string }>`
      select provider_id, account_id from auth_accounts where user_id = ${first.user.id}
    `.execute(t.database.db);
    const account = rows[0]!;
    expect((await remove(first.client, email)).status).toBe(204);
    // The same provider account behind another address.
    const other = await signIn(t, { name: "Renamed", email: `renamed${n++}@example.com` });
    expect((await me(other.client)).trial.hasUsedTrial).toBe(false);
    const rotated = trialMemoryKey("another-secret-another-secret-another-1234");
    expect(
      await restoreTrial(t.database.db, rotated, other.user.id, {
        providerId: account.provider_id,
        accountId: account.account_id,
      }),
    ).toBe(false);
    const key = trialMemoryKey(t.config.authSecret!);
    expect(subjectHash(key, account.provider_id, account.account_id)).not.toBe(
      subjectHash(rotated, account.provider_id, account.account_id),
    );
    expect(
      await restoreTrial(t.database.db, key, other.user.id, {
        providerId: account.provider_id,
        accountId: account.account_id,
      }),
    ).toBe(true);
    expect((await me(other.client)).trial.hasUsedTrial).toBe(true);
  });

  it("forgets remembered trials after a year", async () => {
    const email = `expired${n++}@example.com`;
    const first = await usedTrial(email);
    expect((await remove(first.client, email)).status).toBe(204);
    const key = trialMemoryKey(t.config.authSecret!);
    await t.database.db
      .updateTable("trial_memory")
      .set({ expires_at: sql<Date>`now() - interval '1 second'` as never })
      .where("email_hash", "=", emailHash(key, email))
      .execute();
    const again = await signIn(t, { name: "Back", email });
    expect((await me(again.client)).trial.hasUsedTrial).toBe(false);
    await runRetention(t.database.db, t.services.images);
    expect(
      await t.database.db
        .selectFrom("trial_memory")
        .select("id")
        .where("email_hash", "=", emailHash(key, email))
        .execute(),
    ).toEqual([]);
  });

  it("normalises e-mail addresses: trimmed, lower case, NFC", () => {
    expect(normaliseEmail("  Zoe\u0301@Example.COM ")).toBe("zo\u00e9@example.com");
    const key = trialMemoryKey("s".repeat(40));
    expect(emailHash(key, "A@B.example")).toBe(emailHash(key, " a@b.example"));
  });
});
