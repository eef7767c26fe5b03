import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandWithName } from "@/test/brand-helpers";
import { signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

const cursor = (text: string) => Buffer.from(text).toString("base64url");
const ID = "3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e";

/** Dates JavaScript parses but PostgreSQL refuses, or that are not what the server writes. */
const BAD_CURSORS = [
  cursor(`-271821-04-20T00:00:00.000Z|${ID}`),
  cursor(`+275760-09-13T00:00:00.000Z|${ID}`),
  cursor(`2026-02-30T00:00:00.000Z|${ID}`),
  cursor(`1|${ID}`),
  cursor(`0000-01-01T00:00:00.000Z|${ID}`),
  cursor(`2026-01-01T00:00:00.000Z|${"-".repeat(36)}`),
  cursor(`2026-01-01T00:00:00.000Z|${"g".repeat(36)}`),
  cursor(`2026-01-01T00:00:00.000Z|${ID}|extra`),
  cursor(`2026-01-01|${ID}`),
  cursor("2026-01-01T00:00:00.000Z"),
  "not base64!",
  "%00",
];

describe("bad cursors and ids answer 400, never 500", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("GET /api/brands refuses malformed cursors and still pages with its own", async () => {
    const { client } = await signIn(t, { name: "Founder", email: "cursor@example.com" });
    await brandWithName(client);
    for (const bad of BAD_CURSORS) {
      const res = await client.fetch(`/api/brands?cursor=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
    }
    const good = await client.fetch(`/api/brands?cursor=${cursor(`2099-01-01T00:00:00.000Z|${ID}`)}`);
    expect(good.status).toBe(200);
    expect(((await good.json()) as { brands: unknown[] }).brands).toHaveLength(1);
  });

  it("a favourite with an id of the other kind, or no real id, is a 400", async () => {
    const { client } = await signIn(t, { name: "Founder", email: "favourite@example.com" });
    const session = await brandWithName(client);
    const run = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
    const { options } = (await run.json()) as { options: Array<{ id: string }> };
    const logoId = options[0]!.id;
    const nameId = session.names[0]!.id;
    const bad = [
      { kind: "name", id: logoId },
      { kind: "logo", id: nameId },
      { kind: "logo", id: "123456" },
      { kind: "name", id: "99999999999999999999" },
      { kind: "name", id: "0" },
      { kind: "logo", id: "-".repeat(36) },
      { kind: "other", id: nameId },
    ];
    for (const item of bad) {
      const res = await client.json(
        `/api/sessions/${session.id}/favourite`,
        { ...item, favourite: true },
        "PUT",
      );
      expect(res.status, JSON.stringify(item)).toBe(400);
    }
    for (const item of [
      { kind: "name", id: nameId },
      { kind: "logo", id: logoId },
    ]) {
      const res = await client.json(
        `/api/sessions/${session.id}/favourite`,
        { ...item, favourite: true },
        "PUT",
      );
      expect(res.status, JSON.stringify(item)).toBe(200);
    }
  });
});
