import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "@/shared/brand";
import { compressedLogoFileName, logoFileName } from "@/shared/filenames";
import { brandWithName, grantPurchase, type SessionBody } from "@/test/brand-helpers";
import { type SessionClient, signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

let emails = 0;
const newUser = (t: TestApp) => signIn(t, { name: "Buyer", email: `buyer${emails++}@example.com` });

/** A session with names, a chosen name, two logos and the first selected. */
async function readyToDownload(client: SessionClient) {
  const session = await brandWithName(client);
  const res = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
  const { options } = (await res.json()) as { options: Array<{ id: string }> };
  await client.json(`/api/sessions/${session.id}/logo`, { logoId: options[0]!.id }, "PUT");
  return session;
}

async function state(t: TestApp, sessionId: string) {
  const db = t.database.db;
  const session = await db
    .selectFrom("user_sessions")
    .selectAll()
    .where("session_id", "=", sessionId)
    .executeTakeFirstOrThrow();
  const logos = await db
    .selectFrom("generated_logos")
    .select("is_downloaded")
    .where("session_id", "=", sessionId)
    .execute();
  const purchases = await db
    .selectFrom("premium_sessions")
    .selectAll()
    .where("user_id", "=", session.user_id)
    .execute();
  return { session, downloaded: logos.filter((l) => l.is_downloaded).length, purchases };
}

describe("downloads", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("refuses without permission with 403 and changes nothing", async () => {
    const { client } = await newUser(t);
    const session = await readyToDownload(client);
    const before = await state(t, session.id);
    const res = await client.fetch(`/api/sessions/${session.id}/download`);
    expect(res.status).toBe(403);
    expect((await res.json()).error).toEqual({
      code: "premium_required",
      message: "Logo download is a premium feature. Please upgrade to continue.",
    });
    expect(await state(t, session.id)).toEqual(before);
  });

  it("with permission sends the full-size PNG and a smaller JPEG, and records the download once", async () => {
    const { client, user } = await newUser(t);
    const session = await readyToDownload(client);
    await grantPurchase(t, user.id, session.id);
    await client.confirmDownload(session.id);
    const png = await client.fetch(`/api/sessions/${session.id}/download?format=png`);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    const view = (await (await client.fetch(`/api/sessions/${session.id}`)).json()) as SessionBody;
    const name = view.session.chosenName!.name;
    expect(png.headers.get("content-disposition")).toContain(`filename="${logoFileName(name)}"`);
    const pngBytes = Buffer.from(await png.arrayBuffer());
    const meta = await sharp(pngBytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1024, 1024]);

    const jpg = await client.fetch(`/api/sessions/${session.id}/download?format=jpg`);
    expect(jpg.status).toBe(200);
    expect(jpg.headers.get("content-disposition")).toContain(compressedLogoFileName(name));
    const jpgBytes = Buffer.from(await jpg.arrayBuffer());
    expect((await sharp(jpgBytes).metadata()).format).toBe("jpeg");
    expect(jpgBytes.length).toBeLessThan(pngBytes.length);

    const after = await state(t, session.id);
    expect(after.session.is_completed).toBe(true);
    expect(after.downloaded).toBe(1);
    expect(after.purchases.map((p) => p.is_used)).toEqual([true]);
    // Download Again works for the owner.
    expect((await client.fetch(`/api/sessions/${session.id}/download`)).status).toBe(200);
  });

  /** A built as a trial, B bought and built with premium: one purchase, two finished brands. */
  async function twoBrands() {
    const { client, user } = await newUser(t);
    const a = await readyToDownload(client);
    const b = (await (
      await client.json("/api/sessions", { category: "retail-ecommerce", description: "x".repeat(60) })
    ).json()) as SessionBody;
    await grantPurchase(t, user.id, b.session.id);
    const names = (await (
      await client.fetch(`/api/sessions/${b.session.id}/names`, { method: "POST" })
    ).json()) as {
      names: Array<{ name: string }>;
    };
    await client.json(`/api/sessions/${b.session.id}/name`, { name: names.names[0]!.name }, "PUT");
    const logos = (await (
      await client.fetch(`/api/sessions/${b.session.id}/logos`, { method: "POST" })
    ).json()) as {
      options: Array<{ id: string }>;
    };
    await client.json(`/api/sessions/${b.session.id}/logo`, { logoId: logos.options[0]!.id }, "PUT");
    // Both brands are downloadable (B's purchase is unused) and their first downloads confirmed.
    await client.confirmDownload(a.id);
    await client.confirmDownload(b.session.id);
    return { client, a: a.id, b: b.session.id };
  }

  it("one purchase never unlocks two brands: bought for B, used for A, then B is refused", async () => {
    const { client, a, b } = await twoBrands();
    expect((await client.fetch(`/api/sessions/${a}/download`)).status).toBe(200);
    const stateB = await state(t, b);
    expect(stateB.session.is_premium).toBe(false);
    expect(stateB.purchases).toHaveLength(1);
    expect(stateB.purchases[0]!.session_id).toBe(a);
    expect(stateB.purchases[0]!.is_used).toBe(true);
    const refused = await client.fetch(`/api/sessions/${b}/download`);
    expect(refused.status).toBe(403);
    expect(await state(t, b)).toEqual(stateB);
  });

  it("two simultaneous first downloads use one purchase", async () => {
    const { client, a, b } = await twoBrands();
    const results = await Promise.all([
      client.fetch(`/api/sessions/${a}/download`),
      client.fetch(`/api/sessions/${b}/download`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    const { purchases } = await state(t, a);
    expect(purchases.filter((p) => p.is_used)).toHaveLength(1);
  });

  it("asks once: every download waits for the brand's confirmation, recorded with its time and Terms version", async () => {
    const { client, user } = await newUser(t);
    const session = await readyToDownload(client);
    const confirm = () =>
      client.fetch(`/api/sessions/${session.id}/download/confirmation`, { method: "POST" });
    // Unpaid: the confirmation is refused like a download, and nothing is recorded.
    expect((await confirm()).status).toBe(403);
    await grantPurchase(t, user.id, session.id);
    const before = await state(t, session.id);
    for (const path of ["download?format=png", "download?format=jpg", "kit", "licence.pdf"]) {
      for (const method of ["GET", "HEAD"]) {
        const res = await client.fetch(`/api/sessions/${session.id}/${path}`, { method });
        expect(res.status, `${method} ${path}`).toBe(409);
        if (method === "GET")
          expect(((await res.json()) as { error: { code: string } }).error.code).toBe("download_unconfirmed");
      }
    }
    // Nothing counted, nothing spent.
    expect(await state(t, session.id)).toEqual(before);
    const confirmed = await confirm();
    expect(confirmed.status).toBe(200);
    const view = (
      (await confirmed.json()) as { session: { downloadConfirmation: { at: string; termsVersion: string } } }
    ).session;
    expect(view.downloadConfirmation.termsVersion).toBe(BRAND.legalUpdated);
    expect(Date.now() - Date.parse(view.downloadConfirmation.at)).toBeLessThan(60_000);
    // Confirming is not downloading.
    expect((await state(t, session.id)).downloaded).toBe(0);
    // Asked once: a second confirmation keeps the first one's time.
    const again = ((await (await confirm()).json()) as typeof view extends infer V ? { session: V } : never)
      .session;
    expect(again.downloadConfirmation.at).toBe(view.downloadConfirmation.at);
    // "Download Again" follows the PNG itself: a JPEG first leaves it unset.
    const downloads = async () =>
      (
        (await (await client.fetch(`/api/sessions/${session.id}`)).json()) as {
          session: { downloads: unknown };
        }
      ).session.downloads;
    expect(await downloads()).toEqual({ png: false, kit: false });
    expect((await client.fetch(`/api/sessions/${session.id}/download?format=jpg`)).status).toBe(200);
    expect(await downloads()).toEqual({ png: false, kit: false });
    expect((await client.fetch(`/api/sessions/${session.id}/download`)).status).toBe(200);
    expect(await downloads()).toEqual({ png: true, kit: false });
    // Another user's brand is not found.
    const stranger = await newUser(t);
    expect(
      (await stranger.client.fetch(`/api/sessions/${session.id}/download/confirmation`, { method: "POST" }))
        .status,
    ).toBe(404);
  });

  it("another user's session is a 404", async () => {
    const owner = await newUser(t);
    const session = await readyToDownload(owner.client);
    await grantPurchase(t, owner.user.id, session.id);
    const stranger = await newUser(t);
    expect((await stranger.client.fetch(`/api/sessions/${session.id}/download`)).status).toBe(404);
  });
});
