import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderDemoLogo } from "@/server/providers/logos/demo-logo-render";
import { type LogoProvider, LogoProviderError } from "@/server/providers/logos/types";
import { brandWithName, grantPurchase, type SessionBody, trialRow } from "@/test/brand-helpers";
import { signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

let emails = 0;
const newUser = (t: TestApp) => signIn(t, { name: "Logo Fan", email: `logos${emails++}@example.com` });
type Options = {
  options: Array<{ id?: string; url?: string; error?: true; message?: string }>;
} & SessionBody;

describe("logo generation", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("needs a chosen name", async () => {
    const { client } = await newUser(t);
    const res = await client.json("/api/sessions", {
      category: "agency",
      description:
        "A small branding agency designing bold identities for independent coffee roasters and bakeries.",
    });
    const { session } = (await res.json()) as SessionBody;
    expect((await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" })).status).toBe(409);
  });

  it("makes two logos, marks the trial used and refuses a trial regeneration", async () => {
    const { client, user } = await newUser(t);
    const session = await brandWithName(client);
    const res = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Options;
    expect(body.options).toHaveLength(2);
    expect(body.options.every((o) => o.id && o.url)).toBe(true);
    expect(body.session.usage.logos).toEqual({ plan: "trial", count: 1, limit: 1 });
    const trial = await trialRow(t, user.id);
    expect(trial.has_used_trial).toBe(true);
    expect(trial.trial_used_at).toBeInstanceOf(Date);

    const again = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
    expect(again.status).toBe(403);
    expect((await again.json()).error).toEqual({
      code: "premium_required",
      message: "Logo regeneration is a premium feature. Please upgrade to continue.",
    });
    expect((await trialRow(t, user.id)).logo_generations).toBe(1);
  });

  it("serves only a watermarked preview of at most 512 px before permission, and a 404 to others", async () => {
    const { client, user } = await newUser(t);
    const session = await brandWithName(client);
    const { options } = (await (
      await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" })
    ).json()) as Options;
    const preview = await client.fetch(options[0]!.url!);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/webp");
    expect(preview.headers.get("x-logo-preview")).toBe("watermarked");
    const marked = Buffer.from(await preview.arrayBuffer());
    const meta = await sharp(marked).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(512);

    const stranger = await newUser(t);
    expect((await stranger.client.fetch(options[0]!.url!)).status).toBe(404);

    await grantPurchase(t, user.id, session.id);
    const paid = await client.fetch(options[0]!.url!);
    expect(paid.headers.get("x-logo-preview")).toBe("clean");
    const clean = Buffer.from(await paid.arrayBuffer());
    expect(clean.equals(marked)).toBe(false);
    const [a, b] = await Promise.all(
      [marked, clean].map((img) => sharp(img).resize(64, 64).greyscale().raw().toBuffer()),
    );
    const diff = a!.reduce((sum, v, i) => sum + Math.abs(v - b![i]!), 0) / a!.length;
    expect(diff).toBeGreaterThan(2);
  });

  it("selection leaves exactly one selected logo", async () => {
    const { client } = await newUser(t);
    const session = await brandWithName(client);
    const { options } = (await (
      await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" })
    ).json()) as Options;
    for (const option of [options[0]!, options[1]!, options[0]!]) {
      expect(
        (await client.json(`/api/sessions/${session.id}/logo`, { logoId: option.id }, "PUT")).status,
      ).toBe(200);
    }
    const view = (await (await client.fetch(`/api/sessions/${session.id}`)).json()) as SessionBody;
    expect(view.session.logos.filter((l) => l.isSelected).map((l) => l.id)).toEqual([options[0]!.id]);
    expect(view.session.step).toBe("download");
    const other = await newUser(t);
    const otherSession = await brandWithName(other.client);
    expect(
      (await client.json(`/api/sessions/${session.id}/logo`, { logoId: otherSession.id }, "PUT")).status,
    ).toBe(404);
  });

  it("gives exactly one run to 20 parallel generations at a remaining quota of 1", async () => {
    const { client, user } = await newUser(t);
    const session = await brandWithName(client);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await trialRow(t, user.id)).logo_generations).toBe(1);
    const logos = await t.database.db
      .selectFrom("generated_logos")
      .select("id")
      .where("session_id", "=", session.id)
      .execute();
    expect(logos).toHaveLength(2);
  });

  it("lets a premium session regenerate up to 3 times", async () => {
    const { client, user } = await newUser(t);
    const session = await brandWithName(client);
    await grantPurchase(t, user.id, session.id);
    for (let i = 0; i < 3; i++) {
      expect((await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" })).status).toBe(200);
    }
    const over = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
    expect((await over.json()).error.code).toBe("generation_limit");
  });
});

describe("logo provider failures", () => {
  let calls = 0;
  let mode: "all" | "half" = "all";
  const flaky: LogoProvider = {
    mode: "live",
    async generate(req) {
      calls++;
      if (mode === "all" || req.variant === 1) throw new LogoProviderError("model down", 503);
      return renderDemoLogo(req);
    },
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { providers: { logos: flaky } });
  });
  afterAll(async () => t.close());

  it("a failed run answers 502 and leaves the count unchanged", async () => {
    mode = "all";
    const { client, user } = await newUser(t);
    const session = await brandWithName(client);
    const res = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
    expect(res.status).toBe(502);
    expect((await res.json()).error.message).toBe("Failed to generate logos. Please try again.");
    const trial = await trialRow(t, user.id);
    expect(trial.logo_generations).toBe(0);
    expect(trial.has_used_trial).toBe(false);
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it("one failed image still shows the good one, with an error entry for the other", async () => {
    mode = "half";
    const { client } = await newUser(t);
    const session = await brandWithName(client);
    const body = (await (
      await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" })
    ).json()) as Options;
    expect(body.options[0]).toMatchObject({ id: expect.any(String) });
    expect(body.options[1]).toEqual({
      error: true,
      message: "Sorry, the model is currently not working. Please contact us for assistance.",
    });
  });
});
