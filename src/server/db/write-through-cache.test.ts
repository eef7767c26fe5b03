import { describe, expect, it } from "vitest";
import type { TableWrites } from "./table-writes";
import { plainInsertInto, WriteThroughCache, writesTables } from "./write-through-cache";

function fakeDatabase() {
  let listener: (sql: string) => void = () => {};
  return {
    kind: "pglite" as const,
    watchStatements(fn: (sql: string) => void) {
      listener = fn;
      return () => {};
    },
    run: (sql: string) => listener(sql),
  };
}

describe("WriteThroughCache", () => {
  it("is emptied by a write to one of its tables, and only by that", () => {
    const db = fakeDatabase();
    const cache = new WriteThroughCache<number>(db, ["user_trials", "users"]);
    cache.set("a", 1, cache.begin());
    db.run('select * from "user_trials" where "user_id" = $1');
    db.run('update "user_sessions" set "chosen_name" = $1');
    expect(cache.get("a")).toBe(1);
    db.run('update "user_trials" set "name_generations" = $1');
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps values through plain inserts when a new row can change nothing kept, not through upserts", () => {
    const insert =
      'insert into "auth_sessions" ("id", "token", "updated_at") values ($1, $2, $3) returning *';
    const plain = fakeDatabase();
    const other = new WriteThroughCache<number>(plain, ["auth_sessions"]);
    other.set("a", 1, other.begin());
    plain.run(insert);
    expect(other.get("a")).toBeUndefined();

    const db = fakeDatabase();
    const sessions = new WriteThroughCache<number>(db, ["auth_sessions"], {
      insertsChangeNothing: ["auth_sessions"],
    });
    sessions.set("a", 1, sessions.begin());
    db.run(insert);
    expect(sessions.get("a")).toBe(1);
    for (const write of [
      'insert into "auth_sessions" ("id") values ($1) on conflict ("id") do update set "token" = $2',
      'with gone as (delete from "auth_sessions" where "id" = $1) insert into "auth_sessions" ("id") values ($2)',
      'update "auth_sessions" set "expires_at" = $1',
    ]) {
      sessions.set("a", 1, sessions.begin());
      db.run(write);
      expect(sessions.get("a"), write).toBeUndefined();
    }
  });

  it("tells a plain insert, and its table, from writes that may change rows already there", () => {
    expect(plainInsertInto('insert into "users" ("id", "updated_at") values ($1, $2)')).toBe("users");
    expect(plainInsertInto("INSERT INTO user_trials (id) VALUES ($1) ON CONFLICT DO NOTHING")).toBe(
      "user_trials",
    );
    expect(
      plainInsertInto("insert into users (id) values ($1) on conflict (id) do update set name = $2"),
    ).toBe(undefined);
    expect(plainInsertInto("with x as (update users set name = $1) insert into users (id) values ($2)")).toBe(
      undefined,
    );
    expect(plainInsertInto('update "users" set "name" = $1')).toBe(undefined);
  });

  it("does not keep a value read before a write that landed while it was being read", () => {
    const db = fakeDatabase();
    const cache = new WriteThroughCache<string>(db, ["users"]);
    const generation = cache.begin();
    db.run('delete from "users" where "id" = $1');
    cache.set("a", "stale", generation);
    expect(cache.get("a")).toBeUndefined();
  });

  it("forgets entries after its time limit and beyond its size", () => {
    const cache = new WriteThroughCache<number>(fakeDatabase(), ["users"], { ttlMs: 1000, maxEntries: 2 });
    cache.set("a", 1, cache.begin(), 0);
    expect(cache.get("a", 999)).toBe(1);
    expect(cache.get("a", 1001)).toBeUndefined();
    for (const key of ["x", "y", "z"]) cache.set(key, 0, cache.begin(), 0);
    expect(cache.size).toBe(2);
    expect(cache.get("x", 0)).toBeUndefined();
  });

  it("with notified writes (PostgreSQL): drops what they name, and keeps nothing while not listening", () => {
    let notify: (table: string | undefined) => void = () => {};
    const writes = {
      listening: true,
      watch(fn: (table: string | undefined) => void) {
        notify = fn;
        return () => {};
      },
    };
    const db = {
      ...fakeDatabase(),
      kind: "postgres" as const,
      tableWrites: writes as unknown as TableWrites,
    };
    const cache = new WriteThroughCache<number>(db, ["users"]);
    cache.set("a", 1, cache.begin());
    notify("user_trials");
    expect(cache.get("a")).toBe(1);
    notify("users");
    expect(cache.get("a")).toBeUndefined();

    cache.set("a", 1, cache.begin());
    const during = cache.begin();
    writes.listening = false;
    notify(undefined);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", 2, cache.begin());
    expect(cache.get("a")).toBeUndefined();
    // Listening again: a read begun while it was down is not kept, a read begun after is.
    const whileDown = cache.begin();
    writes.listening = true;
    notify(undefined);
    cache.set("a", 3, during);
    cache.set("a", 3, whileDown);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", 4, cache.begin());
    expect(cache.get("a")).toBe(4);
  });

  it("never serves on PostgreSQL without a listener", () => {
    const cache = new WriteThroughCache<number>({ ...fakeDatabase(), kind: "postgres" }, ["users"]);
    cache.set("a", 1, cache.begin());
    expect(cache.get("a")).toBeUndefined();
  });

  it("recognises writes by their keyword, not column names", () => {
    const tables = /\b(users)\b/i;
    expect(writesTables('insert into "users" ("id") values ($1)', tables)).toBe(true);
    expect(writesTables('with d as (delete from "users" where "id" = $1) select 1', tables)).toBe(true);
    expect(writesTables('select "updated_at" from "users"', tables)).toBe(false);
    expect(writesTables('update "user_trials" set "updated_at" = now()', tables)).toBe(false);
  });

  it("takes a select's row locks for no write, and a write beside a lock for one", () => {
    const tables = /\b(users)\b/i;
    expect(writesTables('select "id" from "users" where "id" = $1 for no key update', tables)).toBe(false);
    expect(writesTables('select "id" from "users" where "id" = $1 for update', tables)).toBe(false);
    expect(writesTables('select "id" from "users" for share skip locked', tables)).toBe(false);
    expect(
      writesTables('with u as (update "users" set "name" = $1 returning "id") select 1 for update', tables),
    ).toBe(true);
    expect(
      writesTables(
        'insert into "users" ("id") values ($1) on conflict ("id") do update set "name" = $2',
        tables,
      ),
    ).toBe(true);
  });
});
