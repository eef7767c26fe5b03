import { createHmac } from "node:crypto";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { writesTables } from "@/server/db/write-through-cache";
import { type SessionClient, signIn } from "@/test/session-client";
import { statementsDuring } from "@/test/statements";
import { createTestApp, type TestApp } from "@/test/test-app";
import { testDatabaseKind } from "@/test/test-database";
import { parseCookieHeader, SESSION_TABLES, verifySignedValue } from "./fast-session";

const DAY_MS = 24 * 60 * 60 * 1000;
const COOKIE = "better-auth.session_token";

/** The session check on API requests: verified without better-auth, deferring to it when it must act. */
describe("fast session path", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  afterEach(() => vi.restoreAllMocks());

  const tokenOf = (client: SessionClient) => client.cookies.get(COOKIE)!.split(".")[0]!;
  const expiresAt = async (token: string) =>
    (
      await t.database.db
        .selectFrom("auth_sessions")
        .select("expires_at")
        .where("token", "=", token)
        .executeTakeFirst()
    )?.expires_at;
  const setExpiry = (token: string, at: Date) =>
    t.database.db.updateTable("auth_sessions").set({ expires_at: at }).where("token", "=", token).execute();

  it("accepts better-auth's signed cookie without calling better-auth, in at most one statement", async () => {
    const { client, user } = await signIn(t, { name: "Fast Path", email: "fast@example.com" });
    const getSession = vi.spyOn(t.services.auth.auth.api, "getSession");
    const { result: res, statements } = await statementsDuring(t.database, () => client.fetch("/api/me"));
    expect(res.status).toBe(200);
    expect((await res.json()).user).toEqual(user);
    expect(getSession).not.toHaveBeenCalled();
    const sessionReads = statements.filter((s) => /auth_sessions/.test(s));
    // Cached (signIn's /api/me filled it), on PostgreSQL too while it listens for writes.
    expect(sessionReads).toHaveLength(0);
    expect(statements.filter((s) => /from "users"/.test(s) && !/auth_sessions/.test(s))).toEqual([]);
  });

  it("rejects a tampered cookie without touching the database", async () => {
    const { client } = await signIn(t, { name: "Tamper", email: "tamper@example.com" });
    const [token, signature] = client.cookies.get(COOKIE)!.split(".") as [string, string];
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    const other = await signIn(t, { name: "Other", email: "other-tamper@example.com" });
    for (const value of [
      `${token}.${flipped}`,
      `${tokenOf(other.client)}.${signature}`,
      token,
      `${token}.`,
      `${token}.${signature.slice(0, -1)}`,
    ]) {
      const { result: res, statements } = await statementsDuring(t.database, () =>
        t.request("/api/me", { headers: { cookie: `${COOKIE}=${encodeURIComponent(value)}` } }),
      );
      expect(res.status, value).toBe(401);
      expect(statements, value).toEqual([]);
    }
  });

  it("answers 401 for a correctly signed token that has no session", async () => {
    const token = "no-such-session-token-0000000000";
    const signature = createHmac("sha256", t.config.authSecret ?? "")
      .update(token)
      .digest("base64");
    expect(verifySignedValue(`${token}.${signature}`, t.config.authSecret ?? "")).toBe(token);
    const res = await t.request("/api/me", {
      headers: { cookie: `${COOKIE}=${encodeURIComponent(`${token}.${signature}`)}` },
    });
    expect(res.status).toBe(401);
  });

  it("leaves an expired session to better-auth, which deletes it", async () => {
    const { client } = await signIn(t, { name: "Expired", email: "expired@example.com" });
    const token = tokenOf(client);
    await setExpiry(token, new Date(Date.now() - 1000));
    const getSession = vi.spyOn(t.services.auth.auth.api, "getSession");
    expect((await client.fetch("/api/me")).status).toBe(401);
    expect(getSession).toHaveBeenCalledOnce();
    expect(await expiresAt(token)).toBeUndefined();
  });

  it("lets better-auth extend a session that is due its daily refresh", async () => {
    const { client } = await signIn(t, { name: "Refresh", email: "refresh@example.com" });
    const token = tokenOf(client);
    await setExpiry(token, new Date(Date.now() + 28 * DAY_MS));
    const getSession = vi.spyOn(t.services.auth.auth.api, "getSession");
    expect((await client.fetch("/api/me")).status).toBe(200);
    expect(getSession).toHaveBeenCalledOnce();
    const extended = (await expiresAt(token))!.getTime();
    expect(extended).toBeGreaterThan(Date.now() + 29.9 * DAY_MS);
    // Refreshed: the next request takes the fast path again.
    expect((await client.fetch("/api/me")).status).toBe(200);
    expect(getSession).toHaveBeenCalledOnce();
  });

  it("ends the session at once on sign-out, also when it was cached", async () => {
    const { client } = await signIn(t, { name: "Cached", email: "cached@example.com" });
    const cookie = client.cookieHeader();
    for (let i = 0; i < 3; i++) expect((await client.fetch("/api/me")).status).toBe(200);
    expect((await client.json("/api/auth/sign-out", {})).status).toBe(200);
    expect((await t.request("/api/me", { headers: { cookie } })).status).toBe(401);
  });

  it("keeps a signed-in person's session in memory while others sign in", async () => {
    const { client } = await signIn(t, { name: "Staying", email: "staying@example.com" });
    await client.fetch("/api/me");
    await signIn(t, { name: "Arriving", email: "arriving@example.com" });
    const { statements, result } = await statementsDuring(t.database, () => client.fetch("/api/me"));
    expect(result.status).toBe(200);
    // Neither the session nor the account status is read again.
    expect(statements).toEqual([]);
  });

  it("shows a changed user at once, also when the session was cached", async () => {
    const { client, user } = await signIn(t, { name: "Before", email: "rename@example.com" });
    await client.fetch("/api/me");
    await t.database.db.updateTable("users").set({ name: "After" }).where("id", "=", user.id).execute();
    expect((await (await client.fetch("/api/me")).json()).user.name).toBe("After");
    await sql`delete from users where id = ${user.id}`.execute(t.database.db);
    expect((await client.fetch("/api/me")).status).toBe(401);
  });

  it("serves sessions from memory only while it sees every write (on PostgreSQL, while listening)", () => {
    expect(t.services.auth.sessionCache.serving).toBe(
      testDatabaseKind() === "pglite" || t.database.tableWrites?.listening === true,
    );
  });
});

describe("cookie and statement helpers", () => {
  it("reads cookies as better-call does: first wins, quotes dropped, percent-decoded", () => {
    const cookies = parseCookieHeader('a=1; b="two%2B"; a=3;c=%E0%A4%A; novalue; d=x=y');
    expect(Object.fromEntries(cookies)).toEqual({ a: "1", b: "two+", c: "%E0%A4%A", d: "x=y" });
  });

  it("tells writes to the auth tables from everything else", () => {
    const auth = new RegExp(`\\b(${SESSION_TABLES.join("|")})\\b`, "i");
    const writesAuthTables = (sql: string) => writesTables(sql, auth);
    expect(writesAuthTables('delete from "auth_sessions" where "token" = $1')).toBe(true);
    expect(writesAuthTables('update "users" set "name" = $1')).toBe(true);
    expect(writesAuthTables('insert into "users" ("id") values ($1)')).toBe(true);
    expect(writesAuthTables('select "updated_at" from "auth_sessions" where "token" = $1')).toBe(false);
    expect(writesAuthTables('update "user_trials" set "updated_at" = now()')).toBe(false);
    expect(writesAuthTables('insert into "user_sessions" ("user_id") values ($1)')).toBe(false);
  });
});
