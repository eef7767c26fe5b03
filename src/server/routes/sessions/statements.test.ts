import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantPurchase, startBrand } from "@/test/brand-helpers";
import { signIn } from "@/test/session-client";
import { statementsDuring } from "@/test/statements";
import { createTestApp, type TestApp } from "@/test/test-app";

/**
 * A name run is the hottest write path: the session, one statement that counts the rate limit,
 * reads the brand (earlier names, trial) and takes the quota and run number, and one that stores
 * the names and controls and reads the view with them (issues 19 and 33, decision 039).
 */
describe("statements per name run", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("a premium regeneration takes at most 3 statements and stores fresh names", async () => {
    const { client, user } = await signIn(t, { name: "Count", email: "count@example.com" });
    const session = await startBrand(client);
    await grantPurchase(t, user.id, session.id);
    const first = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
    expect(first.status).toBe(200);
    const { result, statements } = await statementsDuring(t.database, () =>
      client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" }),
    );
    expect(result.status).toBe(200);
    const body = (await result.json()) as {
      run: number;
      names: Array<{ name: string }>;
      session: { names: Array<{ name: string; run: number }> };
    };
    expect(body.run).toBe(2);
    expect(body.names.length).toBeGreaterThan(0);
    const all = body.session.names;
    expect(new Set(all.map((n) => n.name.toLowerCase())).size).toBe(all.length);
    expect(all.filter((n) => n.run === 2).map((n) => n.name)).toEqual(body.names.map((n) => n.name));
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(3);
  });
});
