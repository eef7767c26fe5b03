import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileBaseName } from "@/shared/filenames";
import { brandWithName, grantPurchase, type SessionBody } from "@/test/brand-helpers";
import { checkLogoPixels, expectedKitPaths, parsePdf, primaryLayoutOf, unzipKit } from "@/test/kit-checks";
import { type SessionClient, signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

let emails = 0;
const newUser = (t: TestApp) => signIn(t, { name: "Kit Buyer", email: `kit${emails++}@example.com` });

async function readyBrand(client: SessionClient) {
  const session = await brandWithName(client);
  const res = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
  const { options } = (await res.json()) as { options: Array<{ id: string }> };
  const chosen = await client.json(`/api/sessions/${session.id}/logo`, { logoId: options[0]!.id }, "PUT");
  return ((await chosen.json()) as SessionBody).session;
}

async function state(t: TestApp, sessionId: string) {
  const db = t.database.db;
  const session = await db
    .selectFrom("user_sessions")
    .select(["is_premium", "is_completed", "user_id", "png_downloaded_at", "kit_downloaded_at"])
    .where("session_id", "=", sessionId)
    .executeTakeFirstOrThrow();
  const logos = await db
    .selectFrom("generated_logos")
    .select("is_downloaded")
    .where("session_id", "=", sessionId)
    .execute();
  const purchases = await db
    .selectFrom("premium_sessions")
    .select(["id", "session_id", "is_used"])
    .where("user_id", "=", session.user_id)
    .execute();
  const kits = await db.selectFrom("brand_kits").select("logo_id").execute();
  return { session, downloaded: logos.filter((l) => l.is_downloaded).length, purchases, kits: kits.length };
}

describe("brand kit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("is refused without payment (403) and changes nothing; the preview is watermarked", async () => {
    const { client } = await newUser(t);
    const session = await readyBrand(client);
    const before = await state(t, session.id);
    for (const [path, method] of [
      ["kit", "GET"],
      ["kit", "HEAD"],
      ["licence.pdf", "GET"],
    ] as const) {
      const res = await client.fetch(`/api/sessions/${session.id}/${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(403);
      if (method === "GET") expect((await res.json()).error.code).toBe("premium_required");
    }
    expect(await state(t, session.id)).toEqual(before);

    const info = await (await client.fetch(`/api/sessions/${session.id}/kit/info`)).json();
    expect(info).toMatchObject({ composed: true, canDownload: false, ready: null, building: null });
    expect(info.tiles).toEqual([
      "full",
      "black",
      "white",
      "mono",
      "favicon-16",
      "favicon-32",
      "profile",
      "banner",
    ]);
    const tile = await client.fetch(`/api/sessions/${session.id}/kit/preview/profile`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get("x-kit-preview")).toBe("watermarked");
    const meta = await sharp(Buffer.from(await tile.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBeLessThanOrEqual(512);
    const favicon = await client.fetch(`/api/sessions/${session.id}/kit/preview/favicon-16`);
    expect((await sharp(Buffer.from(await favicon.arrayBuffer())).metadata()).width).toBe(16);
    expect((await client.fetch(`/api/sessions/${session.id}/kit/preview/nope`)).status).toBe(400);
    // A preview is not a download.
    expect(await state(t, session.id)).toEqual(before);
  });

  it("HEAD spends nothing; the kit counts as a download; the second download comes from the cache", async () => {
    const { client, user } = await newUser(t);
    const session = await readyBrand(client);
    await grantPurchase(t, user.id, session.id);
    await client.confirmDownload(session.id);
    const name = session.chosenName!.name;
    const before = await state(t, session.id);

    const head = await client.fetch(`/api/sessions/${session.id}/kit`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/zip");
    expect(head.headers.get("content-disposition")).toContain(
      `filename="${fileBaseName(name)}_brand_kit.zip"`,
    );
    expect(await state(t, session.id)).toEqual(before);
    expect(before.purchases.map((p) => p.is_used)).toEqual([false]);

    const first = await client.fetch(`/api/sessions/${session.id}/kit`);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-kit-cache")).toBe("miss");
    const zip = Buffer.from(await first.arrayBuffer());
    expect(Number(first.headers.get("content-length"))).toBe(zip.length);

    const after = await state(t, session.id);
    expect(after.session).toMatchObject({ is_premium: true, is_completed: true });
    // The kit has its own download state; the PNG's stays unset until the PNG itself is downloaded.
    expect(after.session.kit_downloaded_at).not.toBeNull();
    expect(after.session.png_downloaded_at).toBeNull();
    expect(after.downloaded).toBe(1);
    expect(after.purchases.map((p) => p.is_used)).toEqual([true]);
    expect(after.kits).toBe(before.kits + 1);

    const kit = unzipKit(zip);
    const base = fileBaseName(name);
    expect(kit.root).toBe(`${base}_brand_kit`);
    const master = kit.files.get(`logo/${base}_logo.svg`)!.toString("utf8");
    expect(master).not.toMatch(/<text\b/);
    expect(kit.files.get(`logo/${base}_logo_live-text.svg`)!.toString("utf8")).toMatch(/<text\b/);
    expect(parsePdf(kit.files.get("brand-guidelines.pdf")!).pages).toBe(7);
    const licence = kit.files.get("licence-certificate.pdf")!;
    expect(parsePdf(licence).pages).toBe(1);
    const readme = kit.files.get("README.txt")!.toString("utf8");
    expect(readme).toContain(`${base}_logo.svg`);
    expect(readme).not.toContain("NOTE: this logo was made before");
    expect([...kit.files.keys()].filter((p) => p.endsWith(".ttf")).length).toBeGreaterThan(0);
    // Every file the kit promises, the print PDFs among them, and logo PNGs as each is meant to be.
    for (const path of expectedKitPaths(base, primaryLayoutOf(kit)))
      expect(kit.files.has(path), path).toBe(true);
    expect(readme).toContain("_print-cmyk.pdf");
    // mockups/: the scenes chosen for the business and the card to print (issue 32).
    const mockups = [...kit.files.keys()].filter((p) => p.startsWith("mockups/"));
    expect(mockups.filter((p) => p.endsWith(".png")).length).toBeGreaterThanOrEqual(8);
    expect(mockups).toContain(`mockups/${base}_business-card_print.pdf`);
    expect(readme).toContain("mockups/");
    await checkLogoPixels(kit);

    // Download again: the stored kit, byte for byte, and nothing more is spent.
    const again = await client.fetch(`/api/sessions/${session.id}/kit`);
    expect(again.headers.get("x-kit-cache")).toBe("hit");
    expect(Buffer.from(await again.arrayBuffer()).equals(zip)).toBe(true);
    expect(await state(t, session.id)).toEqual(after);
    const headAgain = await client.fetch(`/api/sessions/${session.id}/kit`, { method: "HEAD" });
    expect(Number(headAgain.headers.get("content-length"))).toBe(zip.length);

    const info = await (await client.fetch(`/api/sessions/${session.id}/kit/info`)).json();
    expect(info).toMatchObject({ canDownload: true, ready: { size: zip.length } });
    const tile = await client.fetch(`/api/sessions/${session.id}/kit/preview/profile`);
    expect(tile.headers.get("x-kit-preview")).toBe("clean");
    const etag = tile.headers.get("etag")!;
    const revalidated = await client.fetch(`/api/sessions/${session.id}/kit/preview/profile`, {
      headers: { "If-None-Match": etag },
    });
    expect(revalidated.status).toBe(304);
  }, 180_000);

  it("the licence certificate alone: same permission, counts as a download", async () => {
    const { client, user } = await newUser(t);
    const session = await readyBrand(client);
    await grantPurchase(t, user.id, session.id);
    await client.confirmDownload(session.id);
    const res = await client.fetch(`/api/sessions/${session.id}/licence.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(parsePdf(pdf).pages).toBe(1);
    expect(res.headers.get("content-disposition")).toContain("_licence_certificate.pdf");
    const after = await state(t, session.id);
    expect(after.session.is_completed).toBe(true);
    expect(after.purchases.map((p) => p.is_used)).toEqual([true]);
  });

  it("a logo made before designs were stored gets the kit its image allows, and README says so", async () => {
    const { client, user } = await newUser(t);
    const session = await readyBrand(client);
    await t.database.db
      .updateTable("generated_logos")
      .set({ design: null })
      .where("session_id", "=", session.id)
      .execute();
    await grantPurchase(t, user.id, session.id);
    await client.confirmDownload(session.id);
    const info = await (await client.fetch(`/api/sessions/${session.id}/kit/info`)).json();
    expect(info.composed).toBe(false);
    expect((await client.fetch(`/api/sessions/${session.id}/kit/preview/black`)).status).toBe(404);
    const res = await client.fetch(`/api/sessions/${session.id}/kit`);
    expect(res.status).toBe(200);
    const kit = unzipKit(Buffer.from(await res.arrayBuffer()));
    const base = fileBaseName(session.chosenName!.name);
    expect(kit.files.has(`logo/${base}_logo.png`)).toBe(true);
    expect(kit.files.has("icons/favicon.ico")).toBe(true);
    expect(kit.files.has("social/open-graph-1200x630.png")).toBe(true);
    expect(parsePdf(kit.files.get("brand-guidelines.pdf")!).pages).toBe(2);
    expect(parsePdf(kit.files.get("licence-certificate.pdf")!).pages).toBe(1);
    expect(kit.files.get("README.txt")!.toString("utf8")).toContain("NOTE: this logo was made before");
  }, 120_000);

  it("is built in the caller's language, and built again when asked for in the other", async () => {
    const { client, user } = await newUser(t);
    const session = await readyBrand(client);
    // A logo kept only as an image: its kit builds fastest, with the same README and certificate.
    await t.database.db
      .updateTable("generated_logos")
      .set({ design: null })
      .where("session_id", "=", session.id)
      .execute();
    await grantPurchase(t, user.id, session.id);
    await client.confirmDownload(session.id);
    const indonesian = { headers: { "Accept-Language": "id-ID,id;q=0.9,en;q=0.5" } };
    const kitUrl = `/api/sessions/${session.id}/kit`;
    const readme = async (res: Response) =>
      unzipKit(Buffer.from(await res.arrayBuffer()))
        .files.get("README.txt")!
        .toString("utf8");

    const first = await client.fetch(kitUrl, indonesian);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-kit-cache")).toBe("miss");
    expect(first.headers.get("content-language")).toBe("id");
    const id = await readme(first);
    expect(id).toMatch(/^Brand kit /);
    expect(id).toContain("CATATAN: logo ini dibuat sebelum");
    expect(id).not.toContain("Everything made for");

    // The step, read in English, learns the stored kit is in Indonesian (and can offer a rebuild).
    const infoUrl = `/api/sessions/${session.id}/kit/info`;
    const inEnglish = await (await client.fetch(infoUrl)).json();
    expect(inEnglish.ready).toMatchObject({ locale: "id" });
    expect(inEnglish.contents[0].text).toMatch(/^Your logo as PNG/);
    const inIndonesian = await (await client.fetch(infoUrl, indonesian)).json();
    expect(inIndonesian.ready).toMatchObject({ locale: "id" });
    expect(inIndonesian.contents[0].text).toMatch(/^Logo Anda dalam format PNG/);

    // Asked for in English (the explicit choice wins over the browser's languages): built again.
    const english = await client.fetch(`${kitUrl}?locale=en`, indonesian);
    expect(english.headers.get("x-kit-cache")).toBe("miss");
    expect(english.headers.get("content-language")).toBe("en");
    expect(await readme(english)).toContain("NOTE: this logo was made before");
    expect((await (await client.fetch(infoUrl)).json()).ready).toMatchObject({ locale: "en" });
    // Both are kept: either language again comes from the store.
    expect((await client.fetch(kitUrl, indonesian)).headers.get("x-kit-cache")).toBe("hit");
    expect((await client.fetch(`${kitUrl}?locale=xx`)).headers.get("x-kit-cache")).toBe("hit");

    const licence = await client.fetch(`/api/sessions/${session.id}/licence.pdf?locale=id`);
    expect(licence.status).toBe(200);
    expect(licence.headers.get("content-language")).toBe("id");
  }, 180_000);

  it("another user's kit is a 404", async () => {
    const owner = await newUser(t);
    const session = await readyBrand(owner.client);
    await grantPurchase(t, owner.user.id, session.id);
    await owner.client.confirmDownload(session.id);
    const stranger = await newUser(t);
    expect((await stranger.client.fetch(`/api/sessions/${session.id}/kit`)).status).toBe(404);
    expect((await stranger.client.fetch(`/api/sessions/${session.id}/licence.pdf`)).status).toBe(404);
    expect((await stranger.client.fetch(`/api/sessions/${session.id}/kit/info`)).status).toBe(404);
  });
});
