import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { grantPurchase, startBrand } from "@/test/brand-helpers";
import { skipWithoutPrerequisite } from "@/test/prerequisite";
import { type SessionClient, signIn } from "@/test/session-client";
import { statementsDuring } from "@/test/statements";
import { createTestApp, type TestApp } from "@/test/test-app";
import { openDatabase } from "./client";
import { listenForTableWrites } from "./table-writes";

/**
 * Two server instances on one PostgreSQL, each with its session and account caches (decision
 * 032): what one writes, the other stops serving from memory once the notification reaches it,
 * and while it is not listening it reads the database on every request.
 */
const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === "postgres" && Boolean(url);
if (!onPostgres) {
  skipWithoutPrerequisite(
    Boolean(url),
    "table-writes.test.ts needs a PostgreSQL server (set TEST_DATABASE_URL)",
  );
}

describe.skipIf(!onPostgres)("caches shared by instances on one PostgreSQL", () => {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const scoped = new URL(url ?? "postgres://unused");
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    await admin(`create schema ${schema}`);
    const open = () => openDatabase({ kind: "postgres", url: scoped.toString() }, { poolSize: 3 });
    a = await createTestApp({}, { database: await open() });
    b = await createTestApp({}, { database: await open() });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await admin(`drop schema if exists ${schema} cascade`);
  });

  /** The same browser, its requests sent to instance `t`. */
  const on =
    (t: TestApp, client: SessionClient) =>
    (path: string, init: RequestInit = {}) =>
      t.request(path, { ...init, headers: { ...init.headers, cookie: client.cookieHeader() } });
  /** /api/me on `t` and the statements it ran there. */
  const me = (t: TestApp, client: SessionClient) =>
    statementsDuring(t.database, () => on(t, client)("/api/me"));

  it("serve /api/me from memory on both instances once read", async () => {
    const { client } = await signIn(a, { name: "Both", email: "both@example.com" });
    // The sign-in's first /api/me created the trial row, which empties no cache (a new row
    // changes nothing kept, decision 042): instance a serves what that request read.
    await a.database.tableWrites!.caughtUp();
    await b.database.tableWrites!.caughtUp();
    expect((await me(a, client)).statements).toEqual([]);
    expect((await me(b, client)).statements.length).toBeGreaterThan(0);
    const warm = await me(b, client);
    expect(warm.result.status).toBe(200);
    expect(warm.statements).toEqual([]);
  });

  it("refuse on one instance a session signed out through the other, once notified", async () => {
    const { client } = await signIn(a, { name: "Leaving", email: "leaving@example.com" });
    await me(b, client);
    expect((await me(b, client)).statements).toEqual([]);
    const cookie = client.cookieHeader();
    expect((await client.json("/api/auth/sign-out", {})).status).toBe(200);
    await b.database.tableWrites!.caughtUp();
    const after = await statementsDuring(b.database, () => b.request("/api/me", { headers: { cookie } }));
    expect(after.result.status).toBe(401);
    expect(after.statements.length).toBeGreaterThan(0);
  });

  it("show on one instance an account changed through the other, or by anyone else", async () => {
    const { client, user } = await signIn(a, { name: "Changing", email: "changing@example.com" });
    await me(b, client);
    const cached = await me(b, client);
    expect(cached.statements).toEqual([]);
    expect((await cached.result.json()).trial.nameGenerations).toBe(0);

    await a.database.db
      .updateTable("user_trials")
      .set({ name_generations: 2 })
      .where("user_id", "=", user.id)
      .execute();
    await b.database.tableWrites!.caughtUp();
    expect((await (await me(b, client)).result.json()).trial.nameGenerations).toBe(2);

    // Neither instance's own statement: a script on its own connection.
    await admin(`update ${schema}.users set name = 'Renamed' where id = '${user.id}'`);
    await b.database.tableWrites!.caughtUp();
    expect((await (await me(b, client)).result.json()).user.name).toBe("Renamed");
    await admin(`delete from ${schema}.users where id = '${user.id}'`);
    await b.database.tableWrites!.caughtUp();
    expect((await me(b, client)).result.status).toBe(401);
  });

  it("keep what both instances cached while other people sign in through either", async () => {
    const { client } = await signIn(a, { name: "Settled", email: "settled@example.com" });
    for (const t of [a, b]) await me(t, client);
    await signIn(a, { name: "Newcomer", email: "newcomer@example.com" });
    await signIn(b, { name: "Another", email: "another@example.com" });
    await a.database.tableWrites!.caughtUp();
    await b.database.tableWrites!.caughtUp();
    for (const t of [a, b]) expect((await me(t, client)).statements).toEqual([]);
  });

  it("show on both instances a trial changed by an upsert, which is no plain insert", async () => {
    const { client, user } = await signIn(a, { name: "Upsert", email: "upsert@example.com" });
    for (const t of [a, b]) await me(t, client);
    expect((await me(b, client)).statements).toEqual([]);
    await a.database.db
      .insertInto("user_trials")
      .values({ user_id: user.id, name_generations: 3 })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ name_generations: 3 }))
      .execute();
    await b.database.tableWrites!.caughtUp();
    for (const t of [a, b]) expect((await (await me(t, client)).result.json()).trial.nameGenerations).toBe(3);
  });

  it("notify a brand's write only when it sets what the caches read", async () => {
    const { client, user } = await signIn(a, { name: "Runs", email: "runs@example.com" });
    const brand = await startBrand(client);
    const writes = b.database.tableWrites!;
    await writes.caughtUp();
    await me(b, client);
    expect((await me(b, client)).statements).toEqual([]);
    const seen: Array<string | undefined> = [];
    const stop = writes.watch((table) => seen.push(table));
    try {
      // A run's counter, a chosen name, a stored reading: nothing /api/me shows from a brand.
      await a.database.db
        .updateTable("user_sessions")
        .set({ name_runs: sql`name_runs + 1`, chosen_name: "Quiet Roast", brief: null })
        .where("session_id", "=", brand.id)
        .execute();
      await writes.caughtUp();
      expect(seen).toEqual([]);
      // A purchase makes the brand premium: the account's status changes on every instance.
      await grantPurchase(a, user.id, brand.id);
      await writes.caughtUp();
      expect(seen).toContain("user_sessions");
      expect((await (await me(b, client)).result.json()).premium.hasPremium).toBe(true);
    } finally {
      stop();
    }
  });

  it("read the database while not listening, and cache again once listening", async () => {
    const { client, user } = await signIn(a, { name: "Dropped", email: "dropped@example.com" });
    const writes = b.database.tableWrites!;
    await me(b, client);
    expect((await me(b, client)).statements).toEqual([]);
    const pid = writes.backendPid;
    expect(pid).toBeTypeOf("number");
    await sql`select pg_terminate_backend(${pid})`.execute(a.database.db);
    await vi.waitFor(() => expect(writes.listening).toBe(false));
    // Every request reads (in one statement: the session with the account status).
    for (let i = 0; i < 2; i++) expect((await me(b, client)).statements).toHaveLength(1);
    await vi.waitFor(() => expect(writes.listening).toBe(true), { timeout: 5000 });
    expect(writes.backendPid).not.toBe(pid);
    await me(b, client);
    expect((await me(b, client)).statements).toEqual([]);
    // The new connection listens: a change through the other instance is seen.
    await a.database.db.updateTable("users").set({ name: "Back" }).where("id", "=", user.id).execute();
    await writes.caughtUp();
    expect((await (await me(b, client)).result.json()).user.name).toBe("Back");
  });

  it("keep nothing while the connection cannot be made, and retry with backoff until closed", async () => {
    const unreachable = new URL(scoped);
    unreachable.port = "1";
    const errors: unknown[] = [];
    const connect = vi.spyOn(pg.Client.prototype, "connect");
    const writes = listenForTableWrites(unreachable.toString(), {
      retry: { minMs: 10, maxMs: 40 },
      onError: (error) => errors.push(error),
    });
    await writes.started;
    expect(writes.listening).toBe(false);
    await vi.waitFor(() => expect(connect.mock.calls.length).toBeGreaterThanOrEqual(4));
    // Reported once per outage, not on every attempt.
    expect(errors).toHaveLength(1);
    await writes.close();
    const attempts = connect.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connect.mock.calls.length).toBe(attempts);
    connect.mockRestore();
  });

  it("stop trusting a connection whose notifications no longer come back, and listen anew", async () => {
    const errors: unknown[] = [];
    const writes = listenForTableWrites(scoped.toString(), {
      retry: { minMs: 10, maxMs: 40 },
      heartbeat: { everyMs: 50, timeoutMs: 200 },
      onError: (error) => errors.push(error),
    });
    try {
      await writes.started;
      expect(writes.listening).toBe(true);
      // As behind a transaction-pooling proxy: the connection answers, but nothing is delivered.
      const query = pg.Client.prototype.query;
      const silenced = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
        this: pg.Client,
        ...args: unknown[]
      ) {
        const text = typeof args[0] === "string" && args[0].includes("pg_notify") ? "select 1" : args[0];
        return (query as (...a: unknown[]) => unknown).call(
          this,
          text,
          ...args.slice(text === args[0] ? 1 : 2),
        );
      } as typeof query);
      await vi.waitFor(() => expect(writes.listening).toBe(false));
      expect(String(errors[0])).toMatch(/stopped delivering/);
      silenced.mockRestore();
      await vi.waitFor(() => expect(writes.listening).toBe(true));
    } finally {
      await writes.close();
    }
  });
});
