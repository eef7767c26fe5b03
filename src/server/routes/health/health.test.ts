import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statementsDuring } from "@/test/statements";
import { createTestApp, type TestApp } from "@/test/test-app";
import { testDatabaseKind } from "@/test/test-database";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("answers ok with the database kind after a real query", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: testDatabaseKind() });
  });

  it("runs a statement for every check on PostgreSQL, and at most one a second on the embedded database", async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { result, statements } = await statementsDuring(t.database, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await t.request("/api/health")).status);
      return statuses;
    });
    expect(result).toEqual([200, 200, 200, 200, 200]);
    expect(statements).toHaveLength(testDatabaseKind() === "pglite" ? 1 : 5);
  });

  it("answers 503 when the database is unreachable", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "unavailable" });
  });
});

describe("API error shape", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await t.request("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });

  it("rejects malformed JSON with 400", async () => {
    const res = await t.request("/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("invalid_json");
  });

  it("rejects oversized bodies with 413", async () => {
    const res = await t.request("/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    // The unread rest of the body makes the connection unusable: say so.
    expect(res.headers.get("connection")).toBe("close");
    expect((await res.json()).error.code).toBe("payload_too_large");
  });

  it("exposes only the sign-in endpoints the product uses, not better-auth's profile updates", async () => {
    for (const path of ["/api/auth/update-user", "/api/auth/change-email", "/api/auth/delete-user"]) {
      const res = await t.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "\u0000".repeat(3) + "x".repeat(60_000) }),
      });
      expect([404, 413]).toContain(res.status);
    }
    const small = await t.request("/api/auth/update-user", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "A\u0000B" }),
    });
    expect(small.status).toBe(404);
    expect((await t.request("/api/auth/list-accounts")).status).toBe(404);
    expect((await t.request("/api/auth/get-session")).status).toBe(200);
  });

  it("rejects cross-site writes, including text/plain posts", async () => {
    const res = await t.request("/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: "https://evil.example" },
      body: JSON.stringify({ message: "hi" }),
    });
    expect(res.status).toBe(403);
  });

  it("logs browser error reports and rate-limits them", async () => {
    // A fresh app: the limits are counted in the database, per client address.
    const fresh = await createTestApp();
    const send = () =>
      fresh.request("/api/client-errors", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ message: "boom", kind: "error" }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await send()).status);
    expect(statuses.slice(0, 20).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    await fresh.close();
  });
});
