import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandWithName, grantPurchase, type SessionBody, startBrand, trialRow } from "@/test/brand-helpers";
import { type SessionClient, signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

type BrandCard = {
  id: string;
  name: string | null;
  status: string;
  logoUrl: string | null;
  createdAt: string;
};
type Page = { brands: BrandCard[]; nextCursor: string | null };

let emails = 0;
const newUser = (t: TestApp) => signIn(t, { name: "Founder", email: `founder${emails++}@example.com` });

async function page(client: SessionClient, query = ""): Promise<Page> {
  const res = await client.fetch(`/api/brands${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

async function withLogos(client: SessionClient) {
  const session = await brandWithName(client);
  const res = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
  const body = (await res.json()) as { options: Array<{ id: string }> };
  return { session, logoIds: body.options.map((o) => o.id) };
}

/** Names, the first chosen, and a logo run for an existing (paid) session. */
async function withLogosFor(client: SessionClient, sessionId: string) {
  const names = (await (
    await client.fetch(`/api/sessions/${sessionId}/names`, { method: "POST" })
  ).json()) as {
    names: Array<{ name: string }>;
  };
  await client.json(`/api/sessions/${sessionId}/name`, { name: names.names[0]!.name }, "PUT");
  const res = await client.fetch(`/api/sessions/${sessionId}/logos`, { method: "POST" });
  const body = (await res.json()) as { options: Array<{ id: string }> };
  return { logoIds: body.options.map((o) => o.id) };
}

describe("My brands", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("lists every brand of the user, newest first, with its status and logo, page by page", async () => {
    const { client, user } = await newUser(t);
    const stranger = await newUser(t);
    await startBrand(stranger.client);
    const { session: paid, logoIds } = await withLogos(client);
    await grantPurchase(t, user.id, paid.id);
    await client.json(`/api/sessions/${paid.id}/logo`, { logoId: logoIds[1] }, "PUT");
    // 29 more brands: older sessions are kept when a new one starts.
    const db = t.database.db;
    await db
      .insertInto("user_sessions")
      .values(
        Array.from({ length: 29 }, (_, i) => ({
          user_id: user.id,
          business_type: "services" as const,
          business_description: "d".repeat(60),
          created_at: new Date(Date.now() - (i + 1) * 60_000),
        })),
      )
      .execute();

    const first = await page(client);
    expect(first.brands).toHaveLength(24);
    expect(first.brands[0]).toMatchObject({
      id: paid.id,
      name: paid.chosenName!.name,
      status: "paid",
      logoUrl: `/api/logos/${logoIds[1]}/preview`,
    });
    expect(first.brands[1]).toMatchObject({ name: null, status: "in_progress", logoUrl: null });
    const second = await page(client, `?cursor=${first.nextCursor}`);
    expect(second.brands).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.brands, ...second.brands].map((b) => b.id);
    expect(new Set(ids).size).toBe(30);
    const times = [...first.brands, ...second.brands].map((b) => Date.parse(b.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    expect((await client.fetch("/api/brands?cursor=not-a-cursor")).status).toBe(400);
    expect((await client.fetch("/api/brands?limit=1000")).status).toBe(400);
    // Nobody else's brands.
    expect((await page(stranger.client)).brands).toHaveLength(1);
    expect((await stranger.client.fetch(`/api/brands/${paid.id}`)).status).toBe(404);
  });

  it("shows a brand with its receipts and keeps every run: an earlier name or logo is chosen again without a generation", async () => {
    const { client, user } = await newUser(t);
    const session = await startBrand(client);
    await grantPurchase(t, user.id, session.id);
    const run1 = (await (
      await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" })
    ).json()) as {
      names: Array<{ name: string }>;
    };
    const run2 = (await (
      await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" })
    ).json()) as {
      names: Array<{ name: string }>;
      session: SessionBody["session"];
    };
    expect(run2.session.names.map((n) => n.run)).toEqual([1, 1, 1, 2, 2, 2]);
    const before = (await trialRow(t, user.id)).name_generations;
    const earlier = run1.names[2]!.name;
    expect((await client.json(`/api/sessions/${session.id}/name`, { name: earlier }, "PUT")).status).toBe(
      200,
    );
    expect((await trialRow(t, user.id)).name_generations).toBe(before);

    const detail = await client.fetch(`/api/brands/${session.id}`);
    const body = (await detail.json()) as {
      session: SessionBody["session"];
      receipts: Array<{
        paymentId: string;
        amount: string;
        currency: string;
        brandName: string;
        date: string;
      }>;
      share: { enabled: boolean; path: string | null };
    };
    expect(body.session.chosenName!.name).toBe(earlier);
    expect(body.receipts).toHaveLength(1);
    expect(body.receipts[0]).toMatchObject({
      amount: "24.99",
      currency: "USD",
      brandName: earlier,
      taxMode: "none",
      downloadConfirmation: null,
    });
    expect(body.receipts[0]!.paymentId).toMatch(/^txn_test_/);
    // A demo purchase has no Paddle invoice; another user never learns the brand exists.
    const invoice = `/api/brands/${session.id}/receipts/${body.receipts[0]!.paymentId}/invoice`;
    expect((await client.fetch(invoice)).status).toBe(404);
    expect((await (await newUser(t)).client.fetch(invoice)).status).toBe(404);
    // An unpaid brand has no receipts to ask about: 403, as a download.
    const unpaid = await startBrand(client);
    expect((await client.fetch(`/api/brands/${unpaid.id}/receipts/txn_test_00/invoice`)).status).toBe(403);
    expect(body.share).toEqual({ enabled: false, path: null });
  });

  it("stars names and logos of the user's own brand only", async () => {
    const { client, user } = await newUser(t);
    const { session, logoIds } = await withLogos(client);
    const view = (await (await client.fetch(`/api/sessions/${session.id}`)).json()) as {
      session: {
        names: Array<{ id: string; isFavourite: boolean }>;
        logos: Array<{ id: string; isFavourite: boolean }>;
      };
    };
    const nameId = view.session.names[1]!.id;
    const star = await client.json(
      `/api/sessions/${session.id}/favourite`,
      { kind: "name", id: nameId, favourite: true },
      "PUT",
    );
    expect(star.status).toBe(200);
    const starred = (await star.json()) as typeof view;
    expect(starred.session.names.find((n) => n.id === nameId)!.isFavourite).toBe(true);
    const logo = await client.json(
      `/api/sessions/${session.id}/favourite`,
      { kind: "logo", id: logoIds[0], favourite: true },
      "PUT",
    );
    expect(
      ((await logo.json()) as typeof view).session.logos.find((l) => l.id === logoIds[0])!.isFavourite,
    ).toBe(true);

    // Another brand's item through this brand, or a stranger: 404, nothing changes.
    const second = await startBrand(client);
    await grantPurchase(t, user.id, second.id);
    const other = await withLogosFor(client, second.id);
    expect(
      (
        await client.json(
          `/api/sessions/${session.id}/favourite`,
          { kind: "logo", id: other.logoIds[0], favourite: true },
          "PUT",
        )
      ).status,
    ).toBe(404);
    const stranger = await newUser(t);
    expect(
      (
        await stranger.client.json(
          `/api/sessions/${session.id}/favourite`,
          { kind: "name", id: nameId, favourite: false },
          "PUT",
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await client.json(
          `/api/sessions/${session.id}/favourite`,
          { kind: "name", id: "x", favourite: true },
          "PUT",
        )
      ).status,
    ).toBe(400);
  });

  it("shares a public page only while the owner wants, exposing only the name, meaning and logo", async () => {
    const { client, user } = await newUser(t);
    const { session, logoIds } = await withLogos(client);
    await client.json(`/api/sessions/${session.id}/logo`, { logoId: logoIds[0] }, "PUT");
    const on = (await (
      await client.json(`/api/brands/${session.id}/share`, { enabled: true }, "PUT")
    ).json()) as {
      share: { enabled: boolean; path: string };
    };
    expect(on.share.enabled).toBe(true);
    expect(on.share.path).toMatch(/^\/b\/[A-Za-z0-9_-]{22}$/);
    const slug = on.share.path.slice(3);

    const anonymous = (path: string) => t.request(path);
    const pub = await anonymous(`/api/share/${slug}`);
    expect(pub.status).toBe(200);
    const { brand } = (await pub.json()) as { brand: Record<string, unknown> };
    // The owner's language (issue 31) is the only thing of the account the page shows.
    expect(Object.keys(brand).sort()).toEqual(["category", "hasLogo", "locale", "meaning", "name", "paid"]);
    expect(brand).toMatchObject({ name: session.chosenName!.name, paid: false, hasLogo: true });
    expect(JSON.stringify(brand)).not.toContain(user.email);

    const marked = await anonymous(`/api/share/${slug}/logo.webp`);
    expect(marked.headers.get("x-logo-preview")).toBe("watermarked");
    const card = await anonymous(`/api/share/${slug}/card.png`);
    expect(card.status).toBe(200);
    const meta = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);

    await grantPurchase(t, user.id, session.id);
    const clean = await anonymous(`/api/share/${slug}/logo.webp`);
    expect(clean.headers.get("x-logo-preview")).toBe("clean");
    expect((await sharp(Buffer.from(await clean.arrayBuffer())).metadata()).width).toBe(512);

    // Off: gone at once. On again: the same address.
    await client.json(`/api/brands/${session.id}/share`, { enabled: false }, "PUT");
    expect((await anonymous(`/api/share/${slug}`)).status).toBe(404);
    expect((await anonymous(`/api/share/${slug}/logo.webp`)).status).toBe(404);
    const again = (await (
      await client.json(`/api/brands/${session.id}/share`, { enabled: true }, "PUT")
    ).json()) as {
      share: { path: string };
    };
    expect(again.share.path).toBe(on.share.path);
    expect((await anonymous("/api/share/AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await anonymous("/api/share/bad!slug")).status).toBe(400);
  });

  it("exports the user's data as a JSON file", async () => {
    const { client, user } = await newUser(t);
    const { session } = await withLogos(client);
    await grantPurchase(t, user.id, session.id);
    const res = await client.fetch("/api/me/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename=".+\.json"/);
    const data = (await res.json()) as {
      account: { email: string };
      brands: Array<{
        id: string;
        names: unknown[];
        logos: Array<{ madeForName: string }>;
        brief: { business: string; source: string } | null;
      }>;
      purchases: Array<{ paymentId: string; amount: string }>;
    };
    expect(data.account.email).toBe(user.email);
    expect(data.brands).toHaveLength(1);
    expect(data.brands[0]!.names).toHaveLength(3);
    expect(data.brands[0]!.brief).toMatchObject({ source: "offline" });
    expect(data.brands[0]!.logos).toHaveLength(2);
    expect(data.brands[0]!.logos[0]!.madeForName).toBe(session.chosenName!.name);
    expect(data.purchases).toHaveLength(1);
    expect(data.purchases[0]!.amount).toBe("24.99");
  });

  it("deletes the account on confirmation, keeping payment records detached from the person", async () => {
    const { client, user } = await newUser(t);
    const { session, logoIds } = await withLogos(client);
    const purchase = await grantPurchase(t, user.id, session.id);
    await client.json(`/api/sessions/${session.id}/logo`, { logoId: logoIds[0] }, "PUT");
    const shared = (await (
      await client.json(`/api/brands/${session.id}/share`, { enabled: true }, "PUT")
    ).json()) as {
      share: { path: string };
    };
    const db = t.database.db;
    await db
      .updateTable("premium_sessions")
      .set({
        transaction_data: JSON.stringify({
          id: "txn",
          custom_data: { user_id: user.id },
          currency_code: "USD",
        }),
      })
      .execute();

    const wrong = await client.json("/api/me", { confirmEmail: "someone-else@example.com" }, "DELETE");
    expect(wrong.status).toBe(400);
    expect((await client.fetch("/api/me")).status).toBe(200);

    const done = await client.json("/api/me", { confirmEmail: user.email.toUpperCase() }, "DELETE");
    expect(done.status).toBe(204);
    expect((await client.fetch("/api/me")).status).toBe(401);
    expect(await db.selectFrom("users").select("id").where("id", "=", user.id).execute()).toEqual([]);
    expect(
      await db.selectFrom("user_sessions").select("session_id").where("user_id", "=", user.id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom("generated_logos").select("id").where("session_id", "=", session.id).execute(),
    ).toEqual([]);
    const kept = await db
      .selectFrom("premium_sessions")
      .selectAll()
      .where("id", "=", purchase.granted ? purchase.premiumSessionId : "")
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ user_id: null, session_id: null, payment_status: "completed" });
    expect(kept.detached_at).toBeInstanceOf(Date);
    expect(kept.transaction_data).toEqual({ id: "txn", currency_code: "USD" });
    expect((await t.request(`/api/share/${shared.share.path.slice(3)}`)).status).toBe(404);

    // The same person signing in again starts afresh.
    const again = await signIn(t, { name: "Founder", email: user.email });
    expect((await page(again.client)).brands).toEqual([]);
  });
});
