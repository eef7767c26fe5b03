import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { templatesOf } from "@/server/providers/names/demo-meanings";
import { startBrand } from "@/test/brand-helpers";
import { type SessionClient, signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

const DESCRIPTION =
  "A small kombucha brewery in Padang making fermented tea with tropical fruit for young professionals.";

/** Issue 31: a run's meanings are written in the language its person reads (account, cookie, browser). */
describe("name meanings follow the reader's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function languagesOfRun(client: SessionClient, headers: Record<string, string> = {}) {
    const session = await startBrand(client, DESCRIPTION);
    const res = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST", headers });
    expect(res.status).toBe(200);
    const { names } = (await res.json()) as { names: Array<{ name: string; meaning: string }> };
    expect(names).toHaveLength(3);
    return new Set(names.flatMap((n) => templatesOf(n.meaning).map((id) => id.slice(0, 2))));
  }

  it("writes Indonesian meanings for a person whose account reads Indonesian, whatever the browser says", async () => {
    const { client } = await signIn(t, { name: "Sari", email: "sari-meanings@example.com" });
    expect((await client.json("/api/me/locale", { locale: "id" }, "PUT")).status).toBe(200);
    client.cookies.set("lang", "en");
    expect(await languagesOfRun(client, { "Accept-Language": "en-US" })).toEqual(new Set(["id"]));
  });

  it("writes English meanings for a person whose account reads English", async () => {
    const { client } = await signIn(t, { name: "Sam", email: "sam-meanings@example.com" });
    await client.json("/api/me/locale", { locale: "en" }, "PUT");
    client.cookies.set("lang", "id");
    expect(await languagesOfRun(client, { "Accept-Language": "id-ID" })).toEqual(new Set(["en"]));
  });

  it("falls back to the visitor cookie and then the browser when the account has no choice", async () => {
    const person = (n: number) => signIn(t, { name: "Budi", email: `budi-meanings-${n}@example.com` });
    const browser = (await person(1)).client;
    expect(await languagesOfRun(browser, { "Accept-Language": "id-ID,id;q=0.9" })).toEqual(new Set(["id"]));
    const cookie = (await person(2)).client;
    cookie.cookies.set("lang", "en");
    expect(await languagesOfRun(cookie, { "Accept-Language": "id-ID,id;q=0.9" })).toEqual(new Set(["en"]));
    const unknown = (await person(3)).client;
    unknown.cookies.set("lang", "zz");
    expect(await languagesOfRun(unknown, { "Accept-Language": "zz, fr" })).toEqual(new Set(["en"]));
  });
});

describe("the brief's one line in both languages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("comes with the brand in English and in Indonesian, the brief itself staying in English", async () => {
    const { client } = await signIn(t, { name: "Reading", email: "reading-line@example.com" });
    const session = (await startBrand(client, DESCRIPTION)) as { briefReading?: { en: string; id: string } };
    expect(session.briefReading?.en).toMatch(/^a kombucha brewery · fermented tea, tropical fruit/);
    expect(session.briefReading?.id).toMatch(/teh fermentasi, buah tropis/);
    expect(session.briefReading?.id).not.toMatch(/fermented|tropical/);
  });
});
