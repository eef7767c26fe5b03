import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "@/server/db/client";
import { ApiError } from "@/server/http/errors";
import { MAX_LOGO_GENERATIONS, MAX_NAME_GENERATIONS } from "@/shared/constants";
import { domainRows } from "@/test/domain-rows";
import { createTestDatabase } from "@/test/test-database";
import { generationLimit, releaseGeneration, reserveGeneration } from "./quota";
import { markTrialUsed } from "./trial";

/** The generation quota on its own (docs/product.md, Limits), on the test database. */
describe("generation quota", () => {
  let database: AppDatabase;
  let rows: ReturnType<typeof domainRows>;
  beforeAll(async () => {
    database = await createTestDatabase();
    rows = domainRows(database.db);
  });
  afterAll(async () => database.close());

  const flags = (sessionId: string, premium: boolean) => ({
    session_id: sessionId,
    is_premium: premium,
    is_completed: false,
  });
  const code = (err: unknown) => (err instanceof ApiError ? err.code : String(err));

  it("limits: a free trial of 1 name and 1 logo run; premium 5 names and 3 logos", () => {
    expect(generationLimit("names", false)).toBe(1);
    expect(generationLimit("logos", false)).toBe(1);
    expect(generationLimit("names", true)).toBe(MAX_NAME_GENERATIONS);
    expect(generationLimit("logos", true)).toBe(MAX_LOGO_GENERATIONS);
    expect([MAX_NAME_GENERATIONS, MAX_LOGO_GENERATIONS]).toEqual([5, 3]);
  });

  it("the trial allows one name run, numbers it, and refuses the second", async () => {
    const user = await rows.user();
    const brand = await rows.brand(user);
    const first = await reserveGeneration(database.db, {
      userId: user,
      session: flags(brand, false),
      kind: "names",
      isRegeneration: false,
    });
    expect(first).toEqual({ count: 1, limit: 1, run: 1 });
    const second = await reserveGeneration(database.db, {
      userId: user,
      session: flags(brand, false),
      kind: "names",
      isRegeneration: false,
    }).catch(code);
    expect(second).toBe("generation_limit");
  });

  it("a regeneration needs an active premium session", async () => {
    const user = await rows.user();
    const brand = await rows.brand(user);
    const err = await reserveGeneration(database.db, {
      userId: user,
      session: flags(brand, false),
      kind: "logos",
      isRegeneration: true,
    }).catch(code);
    expect(err).toBe("premium_required");
    expect((await rows.trial(user).catch(() => null))?.logo_generations ?? 0).toBe(0);
  });

  it("a used trial refuses every run without premium", async () => {
    const user = await rows.user();
    const brand = await rows.brand(user);
    await reserveGeneration(database.db, {
      userId: user,
      session: flags(brand, false),
      kind: "logos",
      isRegeneration: false,
    });
    await markTrialUsed(database.db, user);
    const err = await reserveGeneration(database.db, {
      userId: user,
      session: flags(brand, false),
      kind: "names",
      isRegeneration: false,
    }).catch(code);
    expect(err).toBe("generation_limit");
  });

  it("premium: up to 3 logo runs, numbered 1..3, then the limit", async () => {
    const user = await rows.user();
    const brand = await rows.brand(user, { is_premium: true });
    const runs: number[] = [];
    for (let i = 0; i < MAX_LOGO_GENERATIONS; i++) {
      const r = await reserveGeneration(database.db, {
        userId: user,
        session: flags(brand, true),
        kind: "logos",
        isRegeneration: i > 0,
      });
      runs.push(r.run);
    }
    expect(runs).toEqual([1, 2, 3]);
    const err = await reserveGeneration(database.db, {
      userId: user,
      session: flags(brand, true),
      kind: "logos",
      isRegeneration: true,
    }).catch(code);
    expect(err).toBe("generation_limit");
  });

  it("parallel reservations at a remaining quota of 1 succeed once", async () => {
    const user = await rows.user();
    const brand = await rows.brand(user);
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        reserveGeneration(database.db, {
          userId: user,
          session: flags(brand, false),
          kind: "names",
          isRegeneration: false,
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("a completed brand takes no more runs", async () => {
    const user = await rows.user();
    const brand = await rows.brand(user, { is_premium: true, is_completed: true });
    const err = await reserveGeneration(database.db, {
      userId: user,
      session: { session_id: brand, is_premium: true, is_completed: true },
      kind: "names",
      isRegeneration: false,
    }).catch(code);
    expect(err).toBe("generation_limit");
  });

  it("a failed run gives its quota back, but its run number stays spent", async () => {
    const user = await rows.user();
    const brand = await rows.brand(user);
    const input = {
      userId: user,
      session: flags(brand, false),
      kind: "names" as const,
      isRegeneration: false,
    };
    expect((await reserveGeneration(database.db, input)).run).toBe(1);
    await releaseGeneration(database.db, user, "names");
    expect((await rows.trial(user)).name_generations).toBe(0);
    expect((await reserveGeneration(database.db, input)).run).toBe(2);
    // Releasing never goes below zero.
    await releaseGeneration(database.db, user, "logos");
    expect((await rows.trial(user)).logo_generations).toBe(0);
  });
});
