import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandWithName } from "@/test/brand-helpers";
import { signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

const INDEX = fs.readFileSync(path.join(import.meta.dirname, "../../web/index.html"));
const BUILT_BR = brotliCompressSync(INDEX);

const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const ogLocale = (html: string) =>
  [...html.matchAll(/<meta property="og:locale" content="([^"]*)"/g)].map((m) => m[1]);

/** Issue 31: the served HTML says which language it is in, without breaking its pre-compressed serving. */
describe("the page's language", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "page-language-"));
    fs.writeFileSync(path.join(dist, "index.html"), INDEX);
    fs.writeFileSync(path.join(dist, "index.html.br"), BUILT_BR);
    fs.writeFileSync(path.join(dist, "index.html.gz"), gzipSync(INDEX));
    t = await createTestApp({}, { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  async function page(headers: Record<string, string>) {
    const res = await t.request("/brands", { headers: { "Accept-Encoding": "br", ...headers } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
    const body = Buffer.from(await res.arrayBuffer());
    return { body, html: brotliDecompressSync(body).toString("utf8") };
  }

  it("follows the cookie, then the browser's languages, and falls back to English for anything unknown", async () => {
    const english = await page({});
    expect(htmlLang(english.html)).toBe("en");
    // English is the build's own compressed file, byte for byte.
    expect(english.body.equals(BUILT_BR)).toBe(true);
    expect(htmlLang((await page({ "Accept-Language": "id-ID,id;q=0.9,en;q=0.8" })).html)).toBe("id");
    expect(htmlLang((await page({ "Accept-Language": "en-US", Cookie: "lang=id" })).html)).toBe("id");
    expect(htmlLang((await page({ "Accept-Language": "id", Cookie: "lang=en" })).html)).toBe("en");
    expect(htmlLang((await page({ "Accept-Language": "id", Cookie: "lang=klingon" })).html)).toBe("id");
    expect(htmlLang((await page({ "Accept-Language": "fr;q=abc, *", Cookie: "lang=%%%" })).html)).toBe("en");
    // The Indonesian page differs from the English one only in its language.
    const indonesian = (await page({ Cookie: "lang=in" })).html;
    expect(indonesian.replace('<html lang="id"', '<html lang="en"')).toBe(INDEX.toString("utf8"));
  });

  it("renders a share page in its owner's language with the matching og:locale, whoever visits", async () => {
    const { client: owner } = await signIn(t, { name: "Pemilik", email: "owner-id-share@example.com" });
    expect((await owner.json("/api/me/locale", { locale: "id" }, "PUT")).status).toBe(200);
    const brand = await brandWithName(owner);
    const shared = await owner.json(`/api/brands/${brand.id}/share`, { enabled: true }, "PUT");
    const { share } = (await shared.json()) as { share: { path: string } };
    await t.database.db
      .updateTable("user_sessions")
      .set({ chosen_name_meaning: "" })
      .where("session_id", "=", brand.id)
      .execute();

    // An English-speaking visitor still sees the owner's page as the owner shows it.
    const res = await t.request(share.path, { headers: { "Accept-Language": "en-US", Cookie: "lang=en" } });
    const html = await res.text();
    expect(htmlLang(html)).toBe("id");
    expect(ogLocale(html)).toEqual(["id_ID"]);
    expect(html).toContain('<meta name="description" content="Merek yang lahir di BrandSculpt." />');
    const slug = share.path.split("/").pop();
    const api = await t.request(`/api/share/${slug}`);
    expect(((await api.json()) as { brand: { locale: string } }).brand.locale).toBe("id");

    // The owner switches back: the page follows at once.
    await owner.json("/api/me/locale", { locale: "en" }, "PUT");
    const english = await (await t.request(share.path, { headers: { "Accept-Language": "id" } })).text();
    expect(htmlLang(english)).toBe("en");
    expect(ogLocale(english)).toEqual(["en_US"]);
    expect(english).toContain('<meta name="description" content="A brand made with BrandSculpt." />');
  });

  it("renders an owner who never chose a language in English", async () => {
    const { client: owner } = await signIn(t, { name: "Owner", email: "owner-en-share@example.com" });
    const brand = await brandWithName(owner);
    const shared = await owner.json(`/api/brands/${brand.id}/share`, { enabled: true }, "PUT");
    const { share } = (await shared.json()) as { share: { path: string } };
    const html = await (
      await t.request(share.path, { headers: { "Accept-Language": "id-ID", Cookie: "lang=id" } })
    ).text();
    expect(htmlLang(html)).toBe("en");
    expect(ogLocale(html)).toEqual(["en_US"]);
  });
});
