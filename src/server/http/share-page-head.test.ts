import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandWithName } from "@/test/brand-helpers";
import { signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";
import { withPageMeta } from "./static-app";

const INDEX = fs.readFileSync(path.join(import.meta.dirname, "../../web/index.html"), "utf8");

/** Every replacement pattern String.prototype.replace knows, and every HTML-special character. */
const HOSTILE = [
  "$&",
  "$'",
  "$`",
  "$$",
  "$1",
  "$2",
  "$<x>",
  "A$'B$`C$&D",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'single' & \"double\"",
  "&amp; &lt; &#39;",
  "</title><title>Second",
];

const decode = (value: string) =>
  value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

function head(html: string) {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
  const meta = (attr: string) =>
    [...html.matchAll(new RegExp(`<meta ${attr} content="([^"]*)"`, "g"))].map((m) => decode(m[1]!));
  return {
    titles,
    description: meta('name="description"'),
    ogTitle: meta('property="og:title"'),
    ogDescription: meta('property="og:description"'),
    ogImage: meta('property="og:image"'),
    scripts: html.match(/<script/g)?.length ?? 0,
    tags: html.match(/</g)?.length ?? 0,
  };
}

describe("the public share page's head", () => {
  const original = head(INDEX);

  it.each(HOSTILE)("carries %j in the title and meaning as text, nothing more", (value) => {
    const html = withPageMeta(
      INDEX,
      { title: `${value} · Brand`, description: `Means ${value}`, image: `/api/share/${value}/card.png` },
      "http://localhost:3999",
    );
    const got = head(html);
    expect(got.titles).toEqual([`${value} · Brand`]);
    expect(got.ogTitle).toEqual([`${value} · Brand`]);
    expect(got.description).toEqual([`Means ${value}`]);
    expect(got.ogDescription).toEqual([`Means ${value}`]);
    expect(got.ogImage).toHaveLength(1);
    expect(got.scripts).toBe(original.scripts);
    expect(got.tags).toBe(original.tags);
    // Nothing but the five values changed.
    const strip = (page: string) =>
      page
        .replace(/<title>[^<]*<\/title>/, "<title></title>")
        .replace(
          /(<meta (?:name|property)="(?:description|og:title|og:description|og:image)" content=")[^"]*"/g,
          '$1"',
        );
    expect(strip(html)).toBe(strip(INDEX));
  });

  describe("served at /b/:slug", () => {
    let t: TestApp;
    let dist: string;
    beforeAll(async () => {
      dist = fs.mkdtempSync(path.join(os.tmpdir(), "share-head-"));
      fs.writeFileSync(path.join(dist, "index.html"), INDEX);
      t = await createTestApp({}, { webDist: dist });
    });
    afterAll(async () => {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    });

    it("keeps one title and the page's own scripts whatever the stored name and meaning hold", async () => {
      const { client } = await signIn(t, { name: "Founder", email: "share-head@example.com" });
      const session = await brandWithName(client);
      const shared = await client.json(`/api/brands/${session.id}/share`, { enabled: true }, "PUT");
      expect(shared.status).toBe(200);
      const { share } = (await shared.json()) as { share: { path: string } };
      // Older rows (and any path that skipped the name rule) may hold anything: the head must
      // still carry it as text.
      for (const value of HOSTILE) {
        await t.database.db
          .updateTable("user_sessions")
          .set({ chosen_name: `N${value}`, chosen_name_meaning: `M${value}` })
          .where("session_id", "=", session.id)
          .execute();
        const res = await t.request(share.path);
        expect(res.status).toBe(200);
        const got = head(await res.text());
        expect(got.titles).toHaveLength(1);
        expect(got.titles[0]!.startsWith(`N${value} · `)).toBe(true);
        expect(got.ogTitle).toEqual(got.titles);
        expect(got.description).toEqual([`M${value}`]);
        expect(got.ogDescription).toEqual([`M${value}`]);
        expect(got.scripts).toBe(original.scripts);
        // One tag more: the page's Open Graph locale (its owner's language).
        expect(got.tags).toBe(original.tags + 1);
      }
    });
  });
});
