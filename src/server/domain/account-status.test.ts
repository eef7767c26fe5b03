import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "@/server/db/client";
import { statementsDuring } from "@/test/statements";
import { createTestDatabase } from "@/test/test-database";
import { readAccountStatus } from "./account-status";
import { getPremiumStatus } from "./premium";
import { ensureTrial } from "./trial";

/** The one-statement read behind /api/me agrees with the rules it replaces on the request path. */
describe("readAccountStatus", () => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  let users = 0;
  async function user() {
    const id = `user-${++users}`;
    await database.db
      .insertInto("users")
      .values({ id, name: id, email: `${id}@example.com` })
      .execute();
    return id;
  }
  async function brand(
    userId: string,
    flags: { is_premium: boolean; is_completed: boolean },
    ageDays: number,
  ) {
    const created = new Date(Date.now() - ageDays * 86_400_000);
    const row = await database.db
      .insertInto("user_sessions")
      .values({ user_id: userId, ...flags, created_at: created })
      .returning("session_id")
      .executeTakeFirstOrThrow();
    return row.session_id;
  }
  async function purchase(userId: string, sessionId: string, isUsed: boolean) {
    await database.db
      .insertInto("premium_sessions")
      .values({
        user_id: userId,
        session_id: sessionId,
        payment_id: `pay-${sessionId}`,
        payment_status: "completed",
        is_used: isUsed,
      })
      .execute();
  }

  it("creates the trial row on a first visit", async () => {
    const id = await user();
    const status = await readAccountStatus(database.db, id);
    expect(status.trial).toMatchObject({ user_id: id, has_used_trial: false, name_generations: 0 });
    expect(status.premium).toEqual({
      purchases: 0,
      hasPremium: false,
      activePremiumSessionId: null,
      hasUnusedPurchase: false,
      premiumUsed: false,
    });
  });

  it("matches ensureTrial and getPremiumStatus, in one statement once the row exists", async () => {
    const id = await user();
    await ensureTrial(database.db, id);
    const used = await brand(id, { is_premium: true, is_completed: true }, 5);
    const older = await brand(id, { is_premium: true, is_completed: false }, 3);
    const newest = await brand(id, { is_premium: true, is_completed: false }, 1);
    await brand(id, { is_premium: false, is_completed: false }, 0);
    await purchase(id, used, true);
    await purchase(id, newest, false);
    const { result, statements } = await statementsDuring(database, () => readAccountStatus(database.db, id));
    expect(statements).toHaveLength(1);
    expect(result).toEqual({
      trial: await ensureTrial(database.db, id),
      premium: await getPremiumStatus(database.db, id),
    });
    expect(result.premium).toMatchObject({
      purchases: 2,
      activePremiumSessionId: newest,
      hasUnusedPurchase: true,
      premiumUsed: true,
    });
    expect(older).not.toBe(newest);
  });

  it("repairs a trial whose logo generation was counted without the flag", async () => {
    const id = await user();
    await database.db.insertInto("user_trials").values({ user_id: id, logo_generations: 1 }).execute();
    const { trial } = await readAccountStatus(database.db, id);
    expect(trial.has_used_trial).toBe(true);
    expect(trial.trial_used_at).toBeInstanceOf(Date);
  });
});
