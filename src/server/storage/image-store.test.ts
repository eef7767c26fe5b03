import { createHash } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRetention } from "@/server/domain/retention";
import { brandWithName, grantPurchase, startBrand } from "@/test/brand-helpers";
import { signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";
import { startTestBucket } from "@/test/test-bucket";
import { createImageStore } from "./image-store";

/**
 * Logo images in S3-compatible object storage, through the real AWS SDK against a local s3rver:
 * rows keep metadata only, previews and downloads stream the objects after the same checks, and
 * deletions (account, retention) remove the objects too. (Every other API test also runs with
 * object storage in the PostgreSQL pass: TEST_STORAGE=s3.)
 */
const sha = (b: Buffer | ArrayBuffer) =>
  createHash("sha256")
    .update(Buffer.from(b as ArrayBuffer))
    .digest("hex");

describe("object storage for logo images", () => {
  let bucket: Awaited<ReturnType<typeof startTestBucket>>;
  let t: TestApp;
  let emails = 0;
  beforeAll(async () => {
    bucket = await startTestBucket("brand-store-test");
    t = await createTestApp(bucket.env);
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });

  const logosOf = async (client: Awaited<ReturnType<typeof signIn>>["client"], sessionId: string) => {
    const res = await client.fetch(`/api/sessions/${sessionId}/logos`, { method: "POST" });
    expect(res.status).toBe(200);
    return ((await res.json()) as { options: Array<{ id: string; url: string }> }).options;
  };

  it("keeps only metadata in the row, and serves previews and downloads from the bucket after the checks", async () => {
    expect(t.services.images.kind).toBe("s3");
    const { client, user } = await signIn(t, { name: "Store", email: `store${emails++}@example.com` });
    const session = await brandWithName(client);
    const options = await logosOf(client, session.id);
    const rows = await t.database.db
      .selectFrom("logo_images")
      .select(["logo_id", "png", "preview", "preview_marked", "svg", "stored_in", "width"])
      .where(
        "logo_id",
        "in",
        options.map((o) => o.id),
      )
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        png: null,
        preview: null,
        preview_marked: null,
        svg: null,
        stored_in: "s3",
      });
      expect(row.width).toBe(1024);
    }
    const keys = bucket.keys();
    for (const o of options) {
      for (const file of ["logo.png", "logo.svg", "preview.webp", "preview-marked.webp"])
        expect(keys).toContain(`test/logos/${o.id}/${file}`);
    }

    // Before payment: the watermarked preview; another user: 404; the original is never exposed.
    const marked = await client.fetch(options[0]!.url);
    expect(marked.headers.get("x-logo-preview")).toBe("watermarked");
    const stranger = await signIn(t, { name: "Other", email: `other${emails++}@example.com` });
    expect((await stranger.client.fetch(options[0]!.url)).status).toBe(404);

    await client.json(`/api/sessions/${session.id}/logo`, { logoId: options[0]!.id }, "PUT");
    expect((await client.fetch(`/api/sessions/${session.id}/download`)).status).toBe(403);
    await grantPurchase(t, user.id, session.id);
    await client.confirmDownload(session.id);
    const clean = await client.fetch(options[0]!.url);
    expect(clean.headers.get("x-logo-preview")).toBe("clean");
    const download = await client.fetch(`/api/sessions/${session.id}/download`);
    expect(download.status).toBe(200);
    const stored = await t.services.images.read(t.database.db, options[0]!.id, "png");
    expect(sha(await download.arrayBuffer())).toBe(sha(stored!));
    const jpg = await client.fetch(`/api/sessions/${session.id}/download?format=jpg`);
    expect(jpg.headers.get("content-type")).toBe("image/jpeg");
  });

  it("still reads images written to the database before object storage was turned on", async () => {
    const { client } = await signIn(t, { name: "Legacy", email: `legacy${emails++}@example.com` });
    const session = await brandWithName(client);
    const [first] = await logosOf(client, session.id);
    // Move one logo's bytes into its row, as a server without STORAGE_URL would have written it.
    const png = await t.services.images.read(t.database.db, first!.id, "png");
    const marked = await t.services.images.read(t.database.db, first!.id, "preview_marked");
    await t.database.db
      .updateTable("logo_images")
      .set({ png, preview: marked, preview_marked: marked, stored_in: "database" })
      .where("logo_id", "=", first!.id)
      .execute();
    // A server without object storage reads it too.
    expect(sha((await createImageStore(undefined).read(t.database.db, first!.id, "png"))!)).toBe(sha(png!));
    const preview = await client.fetch(first!.url);
    expect(preview.status).toBe(200);
    expect(sha(await preview.arrayBuffer())).toBe(sha(marked!));
  });

  it("removes a deleted account's objects, and retention's, once their rows are gone", async () => {
    const { client, user } = await signIn(t, { name: "Leaver", email: `leaver${emails++}@example.com` });
    const session = await brandWithName(client);
    const options = await logosOf(client, session.id);
    expect(bucket.keys().filter((k) => k.includes(options[0]!.id))).toHaveLength(4);
    const res = await client.json("/api/me", { confirmEmail: user.email }, "DELETE");
    expect(res.status).toBe(204);
    for (const o of options) expect(bucket.keys().filter((k) => k.includes(o.id))).toEqual([]);

    const old = await signIn(t, { name: "Old", email: `old${emails++}@example.com` });
    const stale = await brandWithName(old.client);
    const staleLogos = await logosOf(old.client, stale.id);
    await t.database.db
      .updateTable("user_sessions")
      .set({ created_at: sql`now() - interval '400 days'` as never })
      .where("session_id", "=", stale.id)
      .execute();
    const kept = await startBrand(
      (await signIn(t, { name: "Kept", email: `kept${emails++}@example.com` })).client,
    );
    const result = await runRetention(t.database.db, t.services.images);
    expect(result?.sessions).toBeGreaterThanOrEqual(1);
    for (const o of staleLogos) expect(bucket.keys().filter((k) => k.includes(o.id))).toEqual([]);
    expect(
      await t.database.db
        .selectFrom("user_sessions")
        .select("session_id")
        .where("session_id", "=", kept.id)
        .execute(),
    ).toHaveLength(1);
  });
});
