import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { PGliteDialect } from "./pglite-dialect";

type Item = {
  id: string;
  n: number | null;
  flag: boolean | null;
  data: Uint8Array | null;
  doc: unknown;
  tags: unknown;
  at: Date | null;
};

/** The embedded dialect on its own: values in and out, prepared statements, errors, transactions. */
describe("PGliteDialect", () => {
  let pglite: PGlite;
  let db: Kysely<{ items: Item }>;
  let statements: string[];

  beforeAll(async () => {
    pglite = new PGlite({ loadDataDir: new Blob([fs.readFileSync(inject("pgliteSnapshot"))]) });
  });
  afterAll(async () => pglite.close());

  beforeEach(async () => {
    statements = [];
    db = new Kysely({
      dialect: new PGliteDialect(pglite, {
        maxPreparedStatements: 3,
        onStatement: (text) => statements.push(text),
      }),
    });
    await sql`create table items (id text primary key, n int, flag boolean, data bytea, doc jsonb,
      tags text[], at timestamptz)`.execute(db);
  });
  afterEach(async () => {
    await sql`drop table items`.execute(db);
    await db.destroy();
  });

  it("sends values as node-postgres does and reads rows as PGlite's query() does", async () => {
    const at = new Date("2024-05-06T07:08:09.123Z");
    const bytes = Buffer.from([0, 1, 2, 254, 255]);
    await db
      .insertInto("items")
      .values({
        id: 'a "quoted" \\ id',
        n: 42,
        flag: true,
        data: bytes,
        doc: JSON.stringify({ nested: { ok: true } }),
        tags: sql`${["x", 'y "z"', "back\\slash", null]}::text[]`,
        at,
      })
      .execute();
    const row = await db.selectFrom("items").selectAll().executeTakeFirstOrThrow();
    expect(row).toEqual({
      id: 'a "quoted" \\ id',
      n: 42,
      flag: true,
      data: new Uint8Array(bytes),
      doc: { nested: { ok: true } },
      tags: ["x", 'y "z"', "back\\slash", null],
      at,
    });
    const { rows } = await sql<{
      obj: unknown;
      none: null;
    }>`select ${{ a: [1, 2] }}::jsonb as obj, ${null}::text as none`.execute(db);
    expect(rows[0]).toEqual({ obj: { a: [1, 2] }, none: null });
  });

  it("reads bytea in binary, and in hex through the simple protocol, as the bytes PGlite's query() gives", async () => {
    const big = Buffer.alloc(3 * 2 ** 20);
    for (let i = 0; i < big.length; i++) big[i] = (i * 7919) & 0xff;
    const small = Buffer.from([0, 92, 120, 255]);
    await db.insertInto("items").values({ id: "big", data: big }).execute();
    await db.insertInto("items").values({ id: "small", data: small }).execute();
    const read = (id: string) =>
      db.selectFrom("items").select("data").where("id", "=", id).executeTakeFirstOrThrow();
    const binary = (await read("big")).data;
    expect(binary?.constructor).toBe(Uint8Array);
    expect(Buffer.compare(Buffer.from(binary!), big)).toBe(0);
    const { rows } = await sql
      .raw<{ data: Uint8Array }>("select 1; select data from items where id = 'big'")
      .execute(db);
    expect(rows[0]?.data.constructor).toBe(Uint8Array);
    expect(Buffer.compare(Buffer.from(rows[0]!.data), big)).toBe(0);
    const own = await pglite.query<{ data: Uint8Array }>("select data from items where id = 'small'");
    expect((await read("small")).data).toStrictEqual(own.rows[0]?.data);
  });

  it("reports affected rows of writes", async () => {
    await db
      .insertInto("items")
      .values([{ id: "a" }, { id: "b" }, { id: "c" }])
      .execute();
    const result = await db
      .updateTable("items")
      .set({ n: 1 })
      .where("id", "in", ["a", "b"])
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
  });

  it("reuses a prepared statement, and keeps working after errors at parse and at execution", async () => {
    const insert = (id: string) => db.insertInto("items").values({ id }).execute();
    await insert("a");
    await insert("b");
    // Same SQL: prepared once, bound twice.
    const prepared = await sql<{ n: number }>`
      select count(*)::int as n from pg_prepared_statements where statement like 'insert into "items"%'
    `.execute(db);
    expect(prepared.rows[0]!.n).toBe(1);
    await expect(insert("a")).rejects.toMatchObject({ code: "23505" });
    await insert("c");
    // A statement that fails to parse is not kept, and the next one works.
    await expect(sql`selec ${1}`.execute(db)).rejects.toMatchObject({ code: "42601" });
    await expect(sql`selec ${1}`.execute(db)).rejects.toMatchObject({ code: "42601" });
    // A statement that parsed but failed when run is kept; running it again does not re-create it.
    const byNumber = (n: string) => sql`select count(*)::int as c from items where n = ${n}`.execute(db);
    await expect(byNumber("not a number")).rejects.toMatchObject({ code: "22P02" });
    expect((await byNumber("0")).rows).toEqual([{ c: 0 }]);
    expect(await db.selectFrom("items").select("id").orderBy("id").execute()).toEqual([
      { id: "a" },
      { id: "b" },
      { id: "c" },
    ]);
  });

  it("closes the least recently used statements beyond the limit and re-prepares them", async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 6; i++) {
        const { rows } = await sql<{
          v: number;
        }>`select ${i}::int + ${round}::int as ${sql.raw(`v${i} `)}`.execute(db);
        expect(Object.values(rows[0]!)).toEqual([i + round]);
      }
    }
    // Evictions are closed with the next message, so the second count sees the limit held.
    const count = () => sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(db);
    await count();
    const { rows } = await count();
    expect(rows[0]!.n).toBeLessThanOrEqual(3);
  });

  it("sees a changed table after a schema change", async () => {
    await db.insertInto("items").values({ id: "a", n: 1 }).execute();
    const read = () => sql<Record<string, unknown>>`select * from items where id = ${"a"}`.execute(db);
    expect(Object.keys((await read()).rows[0]!)).not.toContain("extra");
    await sql`alter table items add column extra text default 'x'`.execute(db);
    expect((await read()).rows[0]).toMatchObject({ id: "a", extra: "x" });
  });

  it("runs parameterless SQL with several statements, and rolls a failed transaction back", async () => {
    await sql`insert into items (id) values ('m1'); insert into items (id) values ('m2')`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("items").values({ id: "t1" }).execute();
        await trx.insertInto("items").values({ id: "m1" }).execute();
      }),
    ).rejects.toMatchObject({ code: "23505" });
    const ids = await db.selectFrom("items").select("id").orderBy("id").execute();
    expect(ids.map((r) => r.id)).toEqual(["m1", "m2"]);
  });

  it("keeps statements of concurrent callers apart from an open transaction", async () => {
    await db.insertInto("items").values({ id: "x", n: 0 }).execute();
    let inside: number | null = null;
    const transaction = db.transaction().execute(async (trx) => {
      await trx.updateTable("items").set({ n: 1 }).where("id", "=", "x").execute();
      await new Promise((resolve) => setTimeout(resolve, 20));
      inside = (await trx.selectFrom("items").select("n").where("id", "=", "x").executeTakeFirstOrThrow()).n;
      throw new Error("roll back");
    });
    const outside = db.selectFrom("items").select("n").where("id", "=", "x").executeTakeFirstOrThrow();
    await expect(transaction).rejects.toThrow("roll back");
    expect(inside).toBe(1);
    expect((await outside).n).toBe(0);
  });

  it("reports every statement that ran, failed ones too", async () => {
    statements.length = 0;
    await db.selectFrom("items").selectAll().execute();
    await expect(sql`select * from missing_table where id = ${1}`.execute(db)).rejects.toThrow();
    expect(statements).toEqual([
      expect.stringMatching(/^select \* from "items"/),
      expect.stringMatching(/missing_table/),
    ]);
  });
});
