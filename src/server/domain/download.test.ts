import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "@/server/db/client";
import { ApiError } from "@/server/http/errors";
import { domainRows } from "@/test/domain-rows";
import { createTestDatabase } from "@/test/test-database";
import { assertDownloadPermission, downloadSelectedLogo, selectedLogo } from "./download";

/** The download rule on its own (docs/product.md, Download), on the test database. */
describe("download", () => {
  let database: AppDatabase;
  let rows: ReturnType<typeof domainRows>;
  beforeAll(async () => {
    database = await createTestDatabase();
    rows = domainRows(database.db);
  });
  afterAll(async () => database.close());

  const code = (err: unknown) => (err instanceof ApiError ? `${err.status} ${err.code}` : String(err));

  it("needs a chosen name and a selected logo made for it", async () => {
    const user = await rows.user();
    const unnamed = await rows.brand(user);
    expect(await selectedLogo(database.db, user, unnamed).catch(code)).toBe("409 name_missing");
    const named = await rows.brand(user, { chosen_name: "Northbean" });
    expect(await selectedLogo(database.db, user, named).catch(code)).toBe("409 no_logo_selected");
    const stale = await rows.brand(user, { chosen_name: "Northbean" });
    await rows.selectedLogo(stale, "Old Name");
    expect(await selectedLogo(database.db, user, stale).catch(code)).toMatch(/^409 /);
  });

  it("without premium or an unused purchase it is refused and nothing changes", async () => {
    const user = await rows.user();
    const brand = await rows.brand(user, { chosen_name: "Northbean" });
    const logo = await rows.selectedLogo(brand, "Northbean");
    expect(
      await assertDownloadPermission(database.db, {
        session_id: brand,
        user_id: user,
        is_premium: false,
      }).catch(code),
    ).toBe("403 premium_required");
    expect(await downloadSelectedLogo(database.db, user, brand).catch(code)).toBe("403 premium_required");
    expect(await rows.session(brand)).toMatchObject({ is_premium: false, is_completed: false });
    const logoRow = await database.db
      .selectFrom("generated_logos")
      .selectAll()
      .where("id", "=", logo)
      .executeTakeFirstOrThrow();
    expect(logoRow.is_downloaded).toBe(false);
  });

  it("a premium brand's download completes it and uses its purchase", async () => {
    const user = await rows.user();
    const brand = await rows.brand(user, { chosen_name: "Northbean", is_premium: true });
    const purchase = await rows.purchase(user, brand);
    await rows.selectedLogo(brand, "Northbean");
    expect((await downloadSelectedLogo(database.db, user, brand)).name).toBe("Northbean");
    expect(await rows.session(brand)).toMatchObject({ is_premium: true, is_completed: true });
    expect((await rows.purchaseRow(purchase)).is_used).toBe(true);
    // Downloading again is allowed and uses nothing more.
    await downloadSelectedLogo(database.db, user, brand);
  });

  it("an unused purchase made for another brand moves to the downloaded one; one purchase, one brand", async () => {
    const user = await rows.user();
    const paidFor = await rows.brand(user, { is_premium: true });
    const purchase = await rows.purchase(user, paidFor);
    const brand = await rows.brand(user, { chosen_name: "Northbean" });
    await rows.selectedLogo(brand, "Northbean");
    await downloadSelectedLogo(database.db, user, brand);
    expect(await rows.purchaseRow(purchase)).toMatchObject({ session_id: brand, is_used: true });
    expect(await rows.session(paidFor)).toMatchObject({ is_premium: false, is_completed: false });
    expect(await rows.session(brand)).toMatchObject({ is_premium: true, is_completed: true });
    // The purchase is spent: a third brand is refused.
    const third = await rows.brand(user, { chosen_name: "Kopi" });
    await rows.selectedLogo(third, "Kopi");
    expect(await downloadSelectedLogo(database.db, user, third).catch(code)).toBe("403 premium_required");
  });

  it("two first downloads at once on two brands use one purchase once", async () => {
    const user = await rows.user();
    const paidFor = await rows.brand(user, { is_premium: true });
    await rows.purchase(user, paidFor);
    const a = await rows.brand(user, { chosen_name: "Alpha" });
    const b = await rows.brand(user, { chosen_name: "Beta" });
    await rows.selectedLogo(a, "Alpha");
    await rows.selectedLogo(b, "Beta");
    const results = await Promise.allSettled([
      downloadSelectedLogo(database.db, user, a),
      downloadSelectedLogo(database.db, user, b),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("someone else's brand is not found", async () => {
    const owner = await rows.user();
    const other = await rows.user();
    const brand = await rows.brand(owner, { chosen_name: "Northbean", is_premium: true });
    expect(await selectedLogo(database.db, other, brand).catch(code)).toMatch(/^404 /);
  });
});
