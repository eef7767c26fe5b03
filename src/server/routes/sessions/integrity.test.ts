import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fulfilPurchase } from "@/server/domain/fulfil-purchase";
import { readPngText } from "@/server/images/png-text";
import { createDemoNamesProvider } from "@/server/providers/names/demo-names";
import type { NamesProvider } from "@/server/providers/names/types";
import { logoFileName } from "@/shared/filenames";
import { brandWithName, grantPurchase, type SessionBody, startBrand } from "@/test/brand-helpers";
import { type SessionClient, signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

/**
 * One brand, one name, one logo, one purchase: the races and mix-ups an adversarial audit found,
 * each through the real app on the test database (PGlite, or PostgreSQL with TEST_DB=postgres).
 */

type View = SessionBody["session"];

let emails = 0;
const newUser = (t: TestApp) => signIn(t, { name: "Auditor", email: `audit${emails++}@example.com` });
const sha = (bytes: ArrayBuffer | Buffer) =>
  createHash("sha256")
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest("hex");

async function view(client: SessionClient, id: string): Promise<View> {
  return ((await (await client.fetch(`/api/sessions/${id}`)).json()) as { session: View }).session;
}

async function logoRun(client: SessionClient, id: string) {
  const res = await client.fetch(`/api/sessions/${id}/logos`, { method: "POST" });
  expect(res.status).toBe(200);
  return (await res.json()) as { options: Array<{ id: string }>; run: number; session: View };
}

async function chooseName(client: SessionClient, id: string, name: string) {
  const res = await client.json(`/api/sessions/${id}/name`, { name }, "PUT");
  expect(res.status).toBe(200);
  return ((await res.json()) as { session: View }).session;
}

/** A paid session with names, a chosen name and one logo run. */
async function paidBrandWithLogos(t: TestApp) {
  const { client, user } = await newUser(t);
  const session = await brandWithName(client);
  await grantPurchase(t, user.id, session.id);
  await client.confirmDownload(session.id);
  const run = await logoRun(client, session.id);
  return { client, user, session: run.session, logoIds: run.options.map((o) => o.id) };
}

async function logoRows(t: TestApp, sessionId: string) {
  return t.database.db
    .selectFrom("generated_logos")
    .select(["id", "run", "variant", "name", "is_selected", "is_downloaded"])
    .where("session_id", "=", sessionId)
    .orderBy("run")
    .orderBy("variant")
    .execute();
}

describe("brand integrity", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("keeps logos with the name they were made for: name B never shows, selects or downloads A's logos", async () => {
    const { client, user, session, logoIds } = await paidBrandWithLogos(t);
    const nameA = session.chosenName!.name;
    expect(session.logos.every((l) => l.name === nameA)).toBe(true);
    const chosenA = await client.json(`/api/sessions/${session.id}/logo`, { logoId: logoIds[0] }, "PUT");
    expect(chosenA.status).toBe(200);

    // Back to the names step: a second run, then name B.
    const names = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
    expect(names.status).toBe(200);
    const nameB = ((await names.json()) as { names: Array<{ name: string }> }).names[0]!.name;
    expect(nameB).not.toBe(nameA);
    const withB = await chooseName(client, session.id, nameB);
    // The logo choice made for A is cleared, and the wizard goes to B's logos.
    expect(withB.selectedLogoId).toBeNull();
    expect(withB.step).toBe("logos");
    expect(withB.logos.filter((l) => l.name === nameB)).toEqual([]);

    // A's logo can neither be selected nor downloaded for B.
    const wrong = await client.json(`/api/sessions/${session.id}/logo`, { logoId: logoIds[0] }, "PUT");
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).error.code).toBe("logo_name_mismatch");
    expect((await client.fetch(`/api/sessions/${session.id}/download`)).status).toBe(409);
    const purchase = await t.database.db
      .selectFrom("premium_sessions")
      .select("is_used")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(purchase.is_used).toBe(false);

    // A logo run for B makes B's logos; choosing one and downloading gives a file made for B.
    const runB = await logoRun(client, session.id);
    expect(runB.session.logos.filter((l) => l.name === nameB).map((l) => l.id)).toEqual(
      runB.options.map((o) => o.id),
    );
    await client.json(`/api/sessions/${session.id}/logo`, { logoId: runB.options[1]!.id }, "PUT");
    const download = await client.fetch(`/api/sessions/${session.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain(logoFileName(nameB));
    const png = Buffer.from(await download.arrayBuffer());
    expect(readPngText(png).Title).toBe(nameB);

    // Going back to A finds A's earlier logos again (the brand is completed now, so only to look).
    const rows = await logoRows(t, session.id);
    expect(rows.filter((r) => r.name === nameA)).toHaveLength(2);
    expect(rows.filter((r) => r.is_downloaded).map((r) => r.id)).toEqual([runB.options[1]!.id]);
  });

  it("serves and records the same logo when a download races a logo change, and freezes a completed choice", async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const { client, session, logoIds } = await paidBrandWithLogos(t);
      const [first, other] = logoIds as [string, string];
      await client.json(`/api/sessions/${session.id}/logo`, { logoId: first }, "PUT");
      const [download, select] = await Promise.all([
        client.fetch(`/api/sessions/${session.id}/download`),
        client.json(`/api/sessions/${session.id}/logo`, { logoId: other }, "PUT"),
      ]);
      expect(download.status).toBe(200);
      const served = sha(await download.arrayBuffer());
      const rows = await logoRows(t, session.id);
      const downloaded = rows.filter((r) => r.is_downloaded);
      const selected = rows.filter((r) => r.is_selected);
      // Exactly one logo is downloaded, it is the selected one, and it is what was sent.
      expect(downloaded).toHaveLength(1);
      expect(selected.map((r) => r.id)).toEqual(downloaded.map((r) => r.id));
      expect(select.status === 200 ? other : first).toBe(downloaded[0]!.id);
      if (select.status !== 200) expect(select.status).toBe(409);
      const again = await client.fetch(`/api/sessions/${session.id}/download`);
      expect(sha(await again.arrayBuffer())).toBe(served);
      // After completion the choice is frozen.
      const later = await client.json(`/api/sessions/${session.id}/logo`, { logoId: first }, "PUT");
      expect(later.status).toBe(409);
      expect((await later.json()).error.code).toBe("session_completed");
    }
  });

  it("HEAD on the download URL answers headers and spends nothing", async () => {
    const { client, user, session, logoIds } = await paidBrandWithLogos(t);
    await client.json(`/api/sessions/${session.id}/logo`, { logoId: logoIds[0] }, "PUT");
    const head = await client.fetch(`/api/sessions/${session.id}/download`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/png");
    expect(head.headers.get("content-disposition")).toContain("_logo.png");
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const after = await view(client, session.id);
    expect(after.isCompleted).toBe(false);
    expect(after.logos.some((l) => l.isDownloaded)).toBe(false);
    const purchase = await t.database.db
      .selectFrom("premium_sessions")
      .select("is_used")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(purchase.is_used).toBe(false);
    // Without permission HEAD is refused like GET.
    const stranger = await newUser(t);
    const unpaid = await brandWithName(stranger.client);
    const run = await logoRun(stranger.client, unpaid.id);
    await stranger.client.json(`/api/sessions/${unpaid.id}/logo`, { logoId: run.options[0]!.id }, "PUT");
    expect(
      (await stranger.client.fetch(`/api/sessions/${unpaid.id}/download`, { method: "HEAD" })).status,
    ).toBe(403);
  });

  it("gives parallel premium logo runs distinct run numbers, seeds and images", async () => {
    const { client, user } = await newUser(t);
    const session = await brandWithName(client);
    await grantPurchase(t, user.id, session.id);
    await client.confirmDownload(session.id);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 403)).toBe(true);
    const rows = await logoRows(t, session.id);
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.run)).size).toBe(3);
    const images = await Promise.all(rows.map((r) => t.services.images.read(t.database.db, r.id, "png")));
    expect(new Set(images.map((png) => sha(png!))).size).toBe(6);
  });

  it("gives parallel premium name runs distinct runs and never repeats a name", async () => {
    const { client, user } = await newUser(t);
    const session = await startBrand(client);
    await grantPurchase(t, user.id, session.id);
    await client.confirmDownload(session.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const rows = await t.database.db
      .selectFrom("generated_names")
      .select(["name", "run"])
      .where("session_id", "=", session.id)
      .execute();
    expect(new Set(rows.map((r) => r.run)).size).toBe(5);
    // Parallel runs cannot see each other's names; a name another run stored first is dropped.
    expect(new Set(rows.map((r) => r.name.toLowerCase())).size).toBe(rows.length);
  });

  it("makes one session for 20 parallel checkouts, and the wizard fills that one", async () => {
    const { client } = await newUser(t);
    const results = await Promise.all(Array.from({ length: 20 }, () => client.json("/api/checkout", {})));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const ids = new Set(
      await Promise.all(results.map(async (r) => ((await r.json()) as { sessionId: string }).sessionId)),
    );
    expect(ids.size).toBe(1);
    const [paid] = [...ids];
    const sessions = await t.database.db
      .selectFrom("user_sessions")
      .select("session_id")
      .where("user_id", "=", (await (await client.fetch("/api/me")).json()).user.id)
      .execute();
    expect(sessions.map((s) => s.session_id)).toEqual([paid]);
    const filled = await startBrand(client);
    expect(filled.id).toBe(paid);
  });

  it("refuses checkout for a completed brand, and never strands a purchase that arrives for one", async () => {
    const { client, user, session, logoIds } = await paidBrandWithLogos(t);
    await client.json(`/api/sessions/${session.id}/logo`, { logoId: logoIds[0] }, "PUT");
    expect((await client.fetch(`/api/sessions/${session.id}/download`)).status).toBe(200);

    const demo = await client.json("/api/checkout/demo", { sessionId: session.id });
    expect(demo.status).toBe(409);
    expect((await demo.json()).error.code).toBe("session_completed");

    // A late webhook for the finished brand, while no other brand is in progress: it pays for a
    // new empty brand, which the wizard fills and which has premium quotas.
    const late = await fulfilPurchase(t.database.db, {
      paymentId: `txn_late_${Date.now()}`,
      userId: user.id,
      sessionId: session.id,
      transactionData: { test: true },
    });
    expect(late.granted).toBe(true);
    if (!late.granted) return;
    expect(late.sessionId).not.toBe(session.id);
    const next = await startBrand(client);
    expect(next.id).toBe(late.sessionId);
    expect(next.isPremium).toBe(true);
    expect(next.usage.names.limit).toBe(5);

    // Another late one, while that brand is in progress: it pays for the brand being built.
    const second = await fulfilPurchase(t.database.db, {
      paymentId: `txn_late2_${Date.now()}`,
      userId: user.id,
      sessionId: session.id,
      transactionData: { test: true },
    });
    expect(second.granted && second.sessionId).toBe(next.id);
  });

  it("drops provider names with control characters or lone surrogates, cleans meanings, and fails cleanly when nothing is left", async () => {
    const demo = createDemoNamesProvider();
    let reply: Array<{ name: string; meaning: string }> = [];
    const dirty: NamesProvider = { mode: "live", generate: async () => reply };
    const app = await createTestApp({}, { providers: { names: dirty } });
    try {
      const { client, user } = await signIn(app, { name: "Dirty", email: "dirty@example.com" });
      const session = await startBrand(client);
      reply = [{ name: "\u0000\u001b\ud800", meaning: "nothing" }];
      const bad = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
      expect(bad.status).toBe(502);
      expect((await bad.json()).error.message).toBe("Failed to generate names. Please try again.");
      const trial = await app.database.db
        .selectFrom("user_trials")
        .select("name_generations")
        .where("user_id", "=", user.id)
        .executeTakeFirstOrThrow();
      expect(trial.name_generations).toBe(0);

      const clean = await demo.generate({ category: "services", description: "x", exclude: [], seed: 1 });
      reply = [
        { name: `Nul\u0000${clean[0]!.name}`, meaning: "fine" },
        { name: clean[1]!.name, meaning: "Esc\u001b[31m red \udc00" },
      ];
      const ok = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
      expect(ok.status).toBe(200);
      const names = ((await ok.json()) as { names: Array<{ name: string; meaning: string }> }).names;
      // The name rule drops a name with hidden characters (never cleans it up); the clean one stays.
      expect(names.map((n) => n.name)).toEqual([clean[1]!.name]);
      const unsafe = (text: string) =>
        [...text].some((ch) => ch.charCodeAt(0) < 0x20 || (ch.length === 1 && /[\ud800-\udfff]/.test(ch)));
      for (const n of names) {
        expect(unsafe(n.name)).toBe(false);
        expect(unsafe(n.meaning)).toBe(false);
      }
    } finally {
      await app.close();
    }
  });
});
