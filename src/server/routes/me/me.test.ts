import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "@/test/session-client";
import { statementsDuring } from "@/test/statements";
import { createTestApp, type TestApp } from "@/test/test-app";

/** GET /api/me, read on every page: statements per request, and never a stale answer. */
describe("GET /api/me", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("reads the account in one statement, and runs none once cached", async () => {
    const { client } = await signIn(t, { name: "Counted", email: "counted-me@example.com" });
    // A write to a table the account is read from drops what was cached (on PostgreSQL again
    // when its notification arrives).
    await t.database.db.updateTable("user_trials").set({ name_generations: 0 }).execute();
    await t.database.tableWrites?.caughtUp();
    const cold = await statementsDuring(t.database, () => client.fetch("/api/me"));
    expect(cold.result.status).toBe(200);
    // The account status; the session is still cached (sessions and users were not written).
    expect(cold.statements).toHaveLength(1);
    const warm = await statementsDuring(t.database, () => client.fetch("/api/me"));
    expect(warm.statements).toHaveLength(0);
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

/** Issue 31: the language chosen on the account, then the cookie, then Accept-Language. */
describe("the account's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("starts unchosen: the cookie, then the browser's languages decide, and unknown values fall back to English", async () => {
    const { client } = await signIn(t, { name: "Unchosen", email: "unchosen-locale@example.com" });
    const plain = await client.fetch("/api/me");
    expect((await plain.json()).locale).toBeNull();
    expect(plain.headers.get("content-language")).toBe("en");
    const browser = await client.fetch("/api/me", { headers: { "Accept-Language": "fr-FR, id;q=0.8" } });
    expect(browser.headers.get("content-language")).toBe("id");
    client.cookies.set("lang", "xx");
    const unknown = await client.fetch("/api/me", { headers: { "Accept-Language": "de, *;q=0.1" } });
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get("content-language")).toBe("en");
    client.cookies.set("lang", "id");
    const cookie = await client.fetch("/api/me", { headers: { "Accept-Language": "en-GB" } });
    expect(cookie.headers.get("content-language")).toBe("id");
    expect((await cookie.json()).locale).toBeNull();
  });

  it("remembers a choice on the account, which wins over the cookie and the browser", async () => {
    const { client, user } = await signIn(t, { name: "Chooser", email: "chooser-locale@example.com" });
    const put = await client.json("/api/me/locale", { locale: "id" }, "PUT");
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ locale: "id" });
    expect(put.headers.get("set-cookie")).toMatch(/^lang=id; Path=\/; Max-Age=\d+; SameSite=Lax/);
    expect(client.cookies.get("lang")).toBe("id");
    const row = await t.database.db
      .selectFrom("users")
      .select("locale")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe("id");
    // Another browser of the same person, set to English: the account still decides.
    client.cookies.set("lang", "en");
    const me = await client.fetch("/api/me", { headers: { "Accept-Language": "en-US" } });
    expect((await me.json()).locale).toBe("id");
    expect(me.headers.get("content-language")).toBe("id");
    const back = await client.json("/api/me/locale", { locale: "en" }, "PUT");
    expect(await back.json()).toEqual({ locale: "en" });
    expect((await (await client.fetch("/api/me")).json()).locale).toBe("en");
  });

  it("refuses anything but the two languages, changing nothing, and asks a visitor to sign in", async () => {
    const { client } = await signIn(t, { name: "Refused", email: "refused-locale@example.com" });
    await client.json("/api/me/locale", { locale: "id" }, "PUT");
    for (const body of [{ locale: "fr" }, { locale: "ID-id" }, { locale: null }, {}, { lang: "id" }]) {
      const res = await client.json("/api/me/locale", body, "PUT");
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: "invalid_locale",
          message: "Choose a language: en (English) or id (Bahasa Indonesia).",
        },
      });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect((await (await client.fetch("/api/me")).json()).locale).toBe("id");
    const visitor = await t.app.request("/api/me/locale", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: t.config.appUrl },
      body: JSON.stringify({ locale: "id" }),
    });
    expect(visitor.status).toBe(401);
  });

  it("keeps a value outside the two languages out of the database", async () => {
    const { user } = await signIn(t, { name: "Constraint", email: "constraint-locale@example.com" });
    await expect(
      t.database.db
        .updateTable("users")
        .set({ locale: "fr" as never })
        .where("id", "=", user.id)
        .execute(),
    ).rejects.toThrow(/users_locale_check/);
  });
});
