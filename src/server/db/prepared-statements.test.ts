import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/test-database";
import type { AppDatabase } from "./client";

const onPostgres = process.env.TEST_DB === "postgres";

/** PostgreSQL only: the embedded database has no connection pool of its own to prepare on. */
describe.runIf(onPostgres)("prepared statements on PostgreSQL", () => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`create table prepared_probe (id int primary key, label text not null)`.execute(database.db);
    await sql`insert into prepared_probe values (1, 'one'), (2, 'two')`.execute(database.db);
  });
  afterAll(async () => database.close());

  /** Each call on one connection, so the prepared statements of that connection can be listed. */
  const onOneConnection = <T>(fn: (db: AppDatabase["db"]) => Promise<T>) =>
    database.db.connection().execute(fn);

  it("prepares a statement with parameters once per connection and answers like the plain one", async () => {
    const prepared = await onOneConnection(async (db) => {
      const first = await sql<{ label: string }>`select label from prepared_probe where id = ${1}`.execute(
        db,
      );
      const second = await sql<{ label: string }>`select label from prepared_probe where id = ${2}`.execute(
        db,
      );
      expect([first.rows, second.rows]).toEqual([[{ label: "one" }], [{ label: "two" }]]);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        db,
      );
      return rows.map((r) => r.statement);
    });
    expect(prepared.filter((s) => s.includes("from prepared_probe where id = $1"))).toHaveLength(1);
  });

  it("leaves statements without parameters unprepared (the migrations send several at once)", async () => {
    const prepared = await onOneConnection(async (db) => {
      await sql`select count(*) from prepared_probe; select 1`.execute(db);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        db,
      );
      return rows.map((r) => r.statement);
    });
    expect(prepared.some((s) => s.includes("count(*)"))).toBe(false);
  });

  it("runs a statement again unprepared when a schema change altered its result (a rolling deploy)", async () => {
    const read = (db: AppDatabase["db"]) =>
      sql<Record<string, unknown>>`select * from prepared_probe where id = ${1}`.execute(db);
    const after = await onOneConnection(async (db) => {
      expect((await read(db)).rows).toEqual([{ id: 1, label: "one" }]);
      await sql`alter table prepared_probe add column note text`.execute(db);
      return (await read(db)).rows;
    });
    expect(after).toEqual([{ id: 1, label: "one", note: null }]);
  });

  // Last: it turns preparing off for this process.
  it("answers unprepared when the connection lost its statements (a pooler moved the client)", async () => {
    const read = (db: AppDatabase["db"]) =>
      sql<{ label: string }>`select label from prepared_probe where id = ${2} and label <> ''`.execute(db);
    const after = await onOneConnection(async (db) => {
      expect((await read(db)).rows).toEqual([{ label: "two" }]);
      await sql`deallocate all`.execute(db);
      return (await read(db)).rows;
    });
    expect(after).toEqual([{ label: "two" }]);
  });
});
