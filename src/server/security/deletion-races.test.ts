import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockUser } from "@/server/domain/trial";
import { ApiError } from "@/server/http/errors";
import { brandWithName, grantPurchase } from "@/test/brand-helpers";
import { type SessionClient, signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";
import { startTestBucket } from "@/test/test-bucket";

/**
 * Deleting an account while its requests are still running: every request answers 2xx or 4xx,
 * exactly one deletion answers 204, and nothing of the person stays in the database or the bucket
 * (the brand kit's zip names the buyer in its licence certificate). The bucket is started here,
 * so both database passes check it.
 */
describe("deletion races", () => {
  let bucket: Awaited<ReturnType<typeof startTestBucket>>;
  let t: TestApp;
  let emails = 0;
  beforeAll(async () => {
    bucket = await startTestBucket("deletion-races");
    t = await createTestApp({ ...bucket.env, RATE_LIMIT_SCALE: "0" });
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });

  /** A paid brand with a selected logo, ready for its first kit. */
  async function paidBrand() {
    const email = `race${emails++}@example.com`;
    const { client, user } = await signIn(t, { name: "Racer Person", email });
    const session = await brandWithName(client);
    const run = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
    const { options } = (await run.json()) as { options: Array<{ id: string }> };
    await client.json(`/api/sessions/${session.id}/logo`, { logoId: options[0]!.id }, "PUT");
    await grantPurchase(t, user.id, session.id);
    await client.confirmDownload(session.id);
    return { client, user, email, sessionId: session.id, logoIds: options.map((o) => o.id) };
  }

  async function leftovers(userId: string, logoIds: string[]) {
    const db = t.database.db;
    const [users, trials, kits] = await Promise.all([
      db.selectFrom("users").select("id").where("id", "=", userId).execute(),
      db.selectFrom("user_trials").select("user_id").where("user_id", "=", userId).execute(),
      db.selectFrom("brand_kits").select("logo_id").where("logo_id", "in", logoIds).execute(),
    ]);
    const objects = bucket.keys().filter((k) => logoIds.some((id) => k.includes(id)));
    return { users: users.length, trials: trials.length, kits: kits.length, objects };
  }

  const deleteAccount = (client: SessionClient, email: string) =>
    client.json("/api/me", { confirmEmail: email }, "DELETE");

  async function untilBuilding(client: SessionClient, sessionId: string) {
    for (let i = 0; i < 200; i++) {
      const res = await client.fetch(`/api/sessions/${sessionId}/kit/info`);
      if (res.status !== 200) return;
      const info = (await res.json()) as { building: unknown; ready: unknown };
      if (info.building || info.ready) return;
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  it.each([
    ["at once", "now"],
    ["while the kit builds", "building"],
  ] as const)(
    "deleting the account %s: the kit answers 2xx/4xx and nothing is left",
    async (_label, when) => {
      const { client, user, email, sessionId, logoIds } = await paidBrand();
      const kit = client.fetch(`/api/sessions/${sessionId}/kit`).then(async (res) => {
        await res.arrayBuffer().catch(() => undefined);
        return res.status;
      });
      if (when === "building") await untilBuilding(client, sessionId);
      const deleted = await deleteAccount(client, email);
      const kitStatus = await kit;
      expect(deleted.status).toBe(204);
      expect(kitStatus).toBeGreaterThanOrEqual(200);
      expect(kitStatus).toBeLessThan(500);
      expect(await leftovers(user.id, logoIds)).toEqual({ users: 0, trials: 0, kits: 0, objects: [] });
    },
  );

  it("a kit built before the deletion goes with it, zip included", async () => {
    const { client, user, email, sessionId, logoIds } = await paidBrand();
    const kit = await client.fetch(`/api/sessions/${sessionId}/kit`);
    expect(kit.status).toBe(200);
    await kit.arrayBuffer();
    expect(bucket.keys().some((k) => /brand-kit-v\d+\.zip$/.test(k) && k.includes(logoIds[0]!))).toBe(true);
    expect((await deleteAccount(client, email)).status).toBe(204);
    expect(await leftovers(user.id, logoIds)).toEqual({ users: 0, trials: 0, kits: 0, objects: [] });
  });

  it("ten parallel deletions of one account: exactly one 204, the others 4xx, no trial row re-created", async () => {
    const { client, user, email, logoIds } = await paidBrand();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => deleteAccount(client, email).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    for (const status of statuses.filter((s) => s !== 204)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect(await leftovers(user.id, logoIds)).toEqual({ users: 0, trials: 0, kits: 0, objects: [] });
  });

  it("lockUser refuses a user that does not exist and writes nothing for them", async () => {
    const ghost = "0b7d4c8e-1f2a-4c3b-9d8e-7f6a5b4c3d2e";
    const attempt = t.database.db.transaction().execute((trx) => lockUser(trx, ghost));
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ status: 404 });
    const trials = await t.database.db
      .selectFrom("user_trials")
      .select("user_id")
      .where("user_id", "=", ghost)
      .execute();
    expect(trials).toEqual([]);
  });
});
