import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "@/server/db/client";
import { domainRows } from "@/test/domain-rows";
import { createTestDatabase } from "@/test/test-database";
import { ensureTrial, markTrialUsed, resetGenerationCounts, settledTrial } from "./trial";

/** The free trial on its own (docs/product.md, Free trial), on the test database. */
describe("free trial", () => {
  let database: AppDatabase;
  let rows: ReturnType<typeof domainRows>;
  beforeAll(async () => {
    database = await createTestDatabase();
    rows = domainRows(database.db);
  });
  afterAll(async () => database.close());

  it("a first visit creates the row: zero counts, trial unused; a second read changes nothing", async () => {
    const user = await rows.user();
    const first = await ensureTrial(database.db, user);
    expect(first).toMatchObject({ name_generations: 0, logo_generations: 0, has_used_trial: false });
    expect(first.trial_used_at).toBeNull();
    expect(await ensureTrial(database.db, user)).toEqual(first);
  });

  it("a logo run counted with the flag unset means the trial was used", async () => {
    const user = await rows.user();
    await ensureTrial(database.db, user);
    await database.db
      .updateTable("user_trials")
      .set({ logo_generations: 1 })
      .where("user_id", "=", user)
      .execute();
    const trial = await ensureTrial(database.db, user);
    expect(trial.has_used_trial).toBe(true);
    expect(trial.trial_used_at).not.toBeNull();
  });

  it("marking used keeps the first time it was used", async () => {
    const user = await rows.user();
    await ensureTrial(database.db, user);
    const first = await markTrialUsed(database.db, user);
    const again = await markTrialUsed(database.db, user);
    expect(again.has_used_trial).toBe(true);
    expect(again.trial_used_at).toEqual(first.trial_used_at);
  });

  it("a fulfilled purchase resets both counts, and leaves the trial used", async () => {
    const user = await rows.user();
    await ensureTrial(database.db, user);
    await database.db
      .updateTable("user_trials")
      .set({ name_generations: 1, logo_generations: 1 })
      .where("user_id", "=", user)
      .execute();
    await markTrialUsed(database.db, user);
    await resetGenerationCounts(database.db, user);
    expect(await rows.trial(user)).toMatchObject({
      name_generations: 0,
      logo_generations: 0,
      has_used_trial: true,
    });
    // A user without a row gets one with zero counts.
    const fresh = await rows.user();
    await resetGenerationCounts(database.db, fresh);
    expect(await rows.trial(fresh)).toMatchObject({ name_generations: 0, logo_generations: 0 });
  });

  it("a joined row is settled only when no write is due", () => {
    expect(
      settledTrial({ has_used_trial: null, name_generations: null, logo_generations: null }),
    ).toBeUndefined();
    expect(settledTrial({ has_used_trial: false, name_generations: 1, logo_generations: 1 })).toBeUndefined();
    expect(settledTrial({ has_used_trial: false, name_generations: 1, logo_generations: 0 })).toEqual({
      has_used_trial: false,
      name_generations: 1,
      logo_generations: 0,
    });
  });
});
