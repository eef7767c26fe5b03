import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markedPreview } from "@/server/images/logo-images";
import type { Locale } from "@/shared/locale";
import { brandWithName, grantPurchase } from "@/test/brand-helpers";
import { signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

/**
 * A share page's logo speaks the page's language (issue 31): the page is its owner's, so an
 * unpaid preview carries the owner's watermark whoever visits, as the other previews carry their
 * reader's.
 */
describe("share page preview", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  let owners = 0;
  async function sharedLogo(locale: Locale) {
    const { client, user } = await signIn(t, {
      name: "Pemilik",
      email: `share-owner${owners++}@example.com`,
    });
    expect((await client.json("/api/me/locale", { locale }, "PUT")).status).toBe(200);
    const session = await brandWithName(client);
    const run = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
    const logoId = ((await run.json()) as { options: Array<{ id: string }> }).options[0]!.id;
    await client.json(`/api/sessions/${session.id}/logo`, { logoId }, "PUT");
    const on = await client.json(`/api/brands/${session.id}/share`, { enabled: true }, "PUT");
    const { share } = (await on.json()) as { share: { path: string } };
    const slug = share.path.slice("/b/".length);
    const stored = async (file: "preview" | "preview_marked") =>
      Buffer.from((await t.services.images.read(t.database.db, logoId, file))!);
    // Anyone with the link, in any language of their own.
    const visit = async () => {
      const res = await t.request(`/api/share/${slug}/logo.webp`, { headers: { "Accept-Language": "en" } });
      expect(res.status).toBe(200);
      return { res, image: Buffer.from(await res.arrayBuffer()) };
    };
    return { stored, visit, paid: () => grantPurchase(t, user.id, session.id) };
  }

  it("marks an Indonesian owner's unpaid logo in Indonesian, made from the clean preview on the server", async () => {
    const { stored, visit, paid } = await sharedLogo("id");
    const { res, image } = await visit();
    expect(res.headers.get("x-logo-preview")).toBe("watermarked");
    expect(res.headers.get("content-language")).toBe("id");
    expect(image.equals(await markedPreview(await stored("preview"), "id"))).toBe(true);
    expect(image.equals(await stored("preview_marked"))).toBe(false);
    expect(image.equals(await stored("preview"))).toBe(false);

    await paid();
    const clean = await visit();
    expect(clean.res.headers.get("x-logo-preview")).toBe("clean");
    expect(clean.image.equals(await stored("preview"))).toBe(true);
  });

  it("keeps the stored English watermark for an English owner", async () => {
    const { stored, visit } = await sharedLogo("en");
    const { res, image } = await visit();
    expect(res.headers.get("content-language")).toBe("en");
    expect(image.equals(await stored("preview_marked"))).toBe(true);
  });
});
