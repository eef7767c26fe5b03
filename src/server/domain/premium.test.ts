import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "@/server/db/client";
import { domainRows } from "@/test/domain-rows";
import { createTestDatabase } from "@/test/test-database";
import {
  getPremiumStatus,
  hasDownloadPermission,
  isActivePremiumSession,
  isPremiumSessionUsed,
  newestUnusedPurchase,
} from "./premium";

/** Premium and download permission on their own (docs/product.md, Premium), on the test database. */
describe("premium rules", () => {
  let database: AppDatabase;
  let rows: ReturnType<typeof domainRows>;
  beforeAll(async () => {
    database = await createTestDatabase();
    rows = domainRows(database.db);
  });
  afterAll(async () => database.close());

  it("a premium brand is active until completed, then used", () => {
    expect(isActivePremiumSession({ is_premium: true, is_completed: false })).toBe(true);
    expect(isActivePremiumSession({ is_premium: true, is_completed: true })).toBe(false);
    expect(isActivePremiumSession({ is_premium: false, is_completed: false })).toBe(false);
    expect(isPremiumSessionUsed({ is_premium: true, is_completed: true })).toBe(true);
    expect(isPremiumSessionUsed({ is_premium: false, is_completed: true })).toBe(false);
  });

  it("download permission: a premium brand, or any unused purchase of its owner", async () => {
    const user = await rows.user();
    const plain = await rows.brand(user);
    expect(await hasDownloadPermission(database.db, { user_id: user, is_premium: false })).toBe(false);
    expect(await hasDownloadPermission(database.db, { user_id: user, is_premium: true })).toBe(true);
    const other = await rows.brand(user);
    await rows.purchase(user, other);
    expect(await hasDownloadPermission(database.db, { user_id: user, is_premium: false })).toBe(true);
    expect((await newestUnusedPurchase(database.db, user))?.session_id).toBe(other);
    expect(plain).not.toBe(other);
  });

  it("a used purchase grants nothing more", async () => {
    const user = await rows.user();
    const brand = await rows.brand(user, { is_premium: true, is_completed: true });
    await rows.purchase(user, brand, true);
    expect(await hasDownloadPermission(database.db, { user_id: user, is_premium: false })).toBe(false);
    expect(await newestUnusedPurchase(database.db, user)).toBeUndefined();
  });

  it("status: purchases counted, the active brand named, a used brand noticed", async () => {
    const user = await rows.user();
    expect(await getPremiumStatus(database.db, user)).toEqual({
      purchases: 0,
      hasPremium: false,
      activePremiumSessionId: null,
      hasUnusedPurchase: false,
      premiumUsed: false,
    });
    const done = await rows.brand(user, { is_premium: true, is_completed: true });
    await rows.purchase(user, done, true);
    const active = await rows.brand(user, { is_premium: true });
    await rows.purchase(user, active, false);
    expect(await getPremiumStatus(database.db, user)).toEqual({
      purchases: 2,
      hasPremium: true,
      activePremiumSessionId: active,
      hasUnusedPurchase: true,
      premiumUsed: true,
    });
  });
});
