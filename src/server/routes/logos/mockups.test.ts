import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previewScenes } from "@/server/mockups/logo-mockups";
import type { LogoDesign } from "@/shared/logo-design";
import { MOCKUP_SCENE_IDS, MOCKUP_SCENES_PER_LOGO, type MockupListReply } from "@/shared/mockup-scenes";
import { brandWithName, grantPurchase } from "@/test/brand-helpers";
import { type SessionClient, signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

let emails = 0;
const newUser = (t: TestApp) => signIn(t, { name: "Mockups", email: `mockups${emails++}@example.com` });

async function brandWithLogo(client: SessionClient) {
  const session = await brandWithName(client);
  const res = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
  const { options } = (await res.json()) as { options: Array<{ id: string }> };
  const logoId = options[0]!.id;
  expect((await client.json(`/api/sessions/${session.id}/logo`, { logoId }, "PUT")).status).toBe(200);
  return { sessionId: session.id, logoId };
}

/** What a download would change: none of it may move when scenes are looked at. */
async function downloadState(t: TestApp, sessionId: string) {
  const db = t.database.db;
  return {
    session: await db
      .selectFrom("user_sessions")
      .select([
        "is_premium",
        "is_completed",
        "png_downloaded_at",
        "kit_downloaded_at",
        "download_confirmed_at",
      ])
      .where("session_id", "=", sessionId)
      .executeTakeFirstOrThrow(),
    logos: await db
      .selectFrom("generated_logos")
      .select("is_downloaded")
      .where("session_id", "=", sessionId)
      .execute(),
    purchases: await db
      .selectFrom("premium_sessions")
      .select(["is_used", "used_at"])
      .where("session_id", "=", sessionId)
      .execute(),
  };
}

describe("logo mock-ups", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the scenes that suit the business and draws each, watermarked until the first confirmed download", async () => {
    const { client, user } = await newUser(t);
    const { sessionId, logoId } = await brandWithLogo(client);

    const list = await client.fetch(`/api/logos/${logoId}/mockups`);
    expect(list.status).toBe(200);
    const reply = (await list.json()) as MockupListReply;
    expect(reply.watermarked).toBe(true);
    expect(reply.scenes.length).toBeGreaterThanOrEqual(MOCKUP_SCENES_PER_LOGO);
    expect(reply.scenes.every((s) => MOCKUP_SCENE_IDS.includes(s.id) && s.label.length > 0)).toBe(true);

    const scene = reply.scenes[0]!.id;
    const res = await client.fetch(`/api/logos/${logoId}/mockups/${scene}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("x-logo-preview")).toBe("watermarked");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1024, 768]);

    // Paid for but not yet downloaded: still watermarked. Nothing counted as a download.
    await grantPurchase(t, user.id, sessionId);
    const before = await downloadState(t, sessionId);
    const paid = await client.fetch(`/api/logos/${logoId}/mockups/${scene}`);
    expect(paid.headers.get("x-logo-preview")).toBe("watermarked");
    const afterViews = await downloadState(t, sessionId);
    expect(afterViews).toEqual(before);
    expect(afterViews.session.png_downloaded_at).toBeNull();

    expect((await client.confirmDownload(sessionId)).status).toBe(200);
    const clean = await client.fetch(`/api/logos/${logoId}/mockups/${scene}`);
    expect(clean.headers.get("x-logo-preview")).toBe("clean");
    expect(
      ((await (await client.fetch(`/api/logos/${logoId}/mockups`)).json()) as MockupListReply).watermarked,
    ).toBe(false);
  });

  it("draws the editor's unsaved design in a scene, smaller, and refuses unknown scenes and other users' logos", async () => {
    const { client } = await newUser(t);
    const { logoId } = await brandWithLogo(client);
    const editor = (await (await client.fetch(`/api/logos/${logoId}/editor`)).json()) as {
      design: LogoDesign;
    };
    const design = {
      ...editor.design,
      colors: { background: "#0D1226", ink: "#EEF1FF", primary: "#7C8CFF", accent: "#3EE6C1" },
    };
    const live = await client.json(`/api/logos/${logoId}/edit-preview/mockups/t-shirt`, { design });
    expect(live.status).toBe(200);
    expect(live.headers.get("x-logo-preview")).toBe("watermarked");
    const meta = await sharp(Buffer.from(await live.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(["webp", 640]);

    const unknown = await client.fetch(`/api/logos/${logoId}/mockups/billboard`);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toMatch(/scene/i);

    const { client: other } = await newUser(t);
    expect((await other.fetch(`/api/logos/${logoId}/mockups`)).status).toBe(404);
    expect((await other.fetch(`/api/logos/${logoId}/mockups/business-card`)).status).toBe(404);
    expect(
      (await other.json(`/api/logos/${logoId}/edit-preview/mockups/business-card`, { design })).status,
    ).toBe(404);
  });

  it("draws a scene once and serves it again from the cache, until an edit, a corrected brief or the first download changes it", async () => {
    const { client, user } = await newUser(t);
    const { sessionId, logoId } = await brandWithLogo(client);
    const scene = `/api/logos/${logoId}/mockups/letterhead`;
    const image = async (headers?: Record<string, string>) => {
      const res = await client.fetch(scene, { headers });
      expect(res.status).toBe(200);
      return { bytes: Buffer.from(await res.arrayBuffer()), preview: res.headers.get("x-logo-preview") };
    };
    const misses = () => previewScenes.stats().misses;

    const first = await image();
    let drawn = misses();
    const again = await image();
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(misses()).toBe(drawn);
    // The browser's revalidation of an unchanged scene: nothing sent again.
    const tag = (await client.fetch(scene)).headers.get("etag")!;
    expect(tag).toMatch(/^"[\w-]+"$/);
    const revisit = await client.fetch(scene, { headers: { "If-None-Match": tag } });
    expect(revisit.status).toBe(304);
    expect((await revisit.arrayBuffer()).byteLength).toBe(0);

    // The reader's language is part of the picture (watermark and words): drawn for it once.
    const indonesian = await image({ "Accept-Language": "id" });
    expect(indonesian.bytes.equals(first.bytes)).toBe(false);
    expect(misses()).toBe(drawn + 1);
    expect((await image({ "Accept-Language": "id" })).bytes.equals(indonesian.bytes)).toBe(true);
    drawn = misses();

    // The stored design changes under the same logo: the old picture is not served.
    const db = t.database.db;
    const row = await db
      .selectFrom("generated_logos")
      .select("design")
      .where("id", "=", logoId)
      .executeTakeFirstOrThrow();
    const stored = (typeof row.design === "string" ? JSON.parse(row.design) : row.design) as LogoDesign;
    await db
      .updateTable("generated_logos")
      .set({ design: JSON.stringify({ ...stored, colors: { ...stored.colors, primary: "#0B6E4F" } }) })
      .where("id", "=", logoId)
      .execute();
    const edited = await image();
    expect(edited.bytes.equals(first.bytes)).toBe(false);
    expect((await client.fetch(scene, { headers: { "If-None-Match": tag } })).status).toBe(200);
    expect(misses()).toBe(drawn + 1);
    drawn = misses();

    // A corrected brief changes the words on the letterhead.
    expect(
      (await client.json(`/api/sessions/${sessionId}/brief`, { place: "Yogyakarta" }, "PATCH")).status,
    ).toBe(200);
    const corrected = await image();
    expect(corrected.bytes.equals(edited.bytes)).toBe(false);
    expect(misses()).toBe(drawn + 1);
    drawn = misses();

    // Payment alone keeps the watermark (and the cached picture); the first download clears it.
    await grantPurchase(t, user.id, sessionId);
    const paid = await image();
    expect(paid.preview).toBe("watermarked");
    expect(paid.bytes.equals(corrected.bytes)).toBe(true);
    expect((await client.confirmDownload(sessionId)).status).toBe(200);
    const clean = await image();
    expect(clean.preview).toBe("clean");
    expect(clean.bytes.equals(corrected.bytes)).toBe(false);
    expect(misses()).toBe(drawn + 1);
  });
});
