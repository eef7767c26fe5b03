import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGO_DESIGN_VERSION, type LogoDesign } from "@/shared/logo-design";
import { brandWithName, grantPurchase, type SessionBody, trialRow } from "@/test/brand-helpers";
import { type SessionClient, signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

type EditorBody = {
  logo: { id: string; sessionId: string; name: string; version: number; originId: string };
  design: LogoDesign;
  symbol: { concept: string | null; source: string; licence: string | null };
  choices: {
    symbols: Array<{ key: string; label: string; symbol: LogoDesign["symbol"] }>;
    motifs: string[];
    traced: { colors: string[]; recolorable: boolean } | null;
    palettes: Array<{ id: string; colors: LogoDesign["colors"] }>;
  };
  editable: boolean;
  watermarked: boolean;
};

let emails = 0;
const newUser = (t: TestApp) => signIn(t, { name: "Editor", email: `editor${emails++}@example.com` });

/** A coffee brand with a chosen name, one logo run, and the first logo selected. */
async function brandWithLogo(client: SessionClient) {
  const session = await brandWithName(client);
  const res = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
  expect(res.status).toBe(200);
  const { options } = (await res.json()) as { options: Array<{ id: string }> };
  const logoId = options[0]!.id;
  expect((await client.json(`/api/sessions/${session.id}/logo`, { logoId }, "PUT")).status).toBe(200);
  return { sessionId: session.id, logoId };
}

async function editor(client: SessionClient, logoId: string) {
  const res = await client.fetch(`/api/logos/${logoId}/editor`);
  expect(res.status).toBe(200);
  return (await res.json()) as EditorBody;
}

const preview = (client: SessionClient, logoId: string, design: unknown) =>
  client.json(`/api/logos/${logoId}/edit-preview`, { design });
const save = (client: SessionClient, logoId: string, design: unknown) =>
  client.json(`/api/logos/${logoId}/versions`, { design });

function edited(design: LogoDesign): LogoDesign {
  return {
    ...design,
    colors: { background: "#0D1226", ink: "#EEF1FF", primary: "#7C8CFF", accent: "#3EE6C1" },
    typeface: design.typeface === "grotesk" ? "serif-bold" : "grotesk",
    layout: design.layout === "horizontal" ? "stacked" : "horizontal",
    tagline: "Fresh every morning",
    letterSpacing: 0.08,
    textCase: "upper",
  };
}

async function logoRows(t: TestApp, sessionId: string) {
  return t.database.db
    .selectFrom("generated_logos")
    .selectAll()
    .where("session_id", "=", sessionId)
    .orderBy("created_at")
    .execute();
}

async function storedPng(t: TestApp, logoId: string) {
  const png = await t.services.images.read(t.database.db, logoId, "png");
  if (!png) throw new Error(`no stored PNG for ${logoId}`);
  return png;
}

describe("logo editor", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("opens with the stored design, what its symbol depicts, pictograms from the brief and palettes", async () => {
    const { client } = await newUser(t);
    const { sessionId, logoId } = await brandWithLogo(client);
    const brief = {
      version: 1,
      language: "en",
      source: "user",
      business: "a coffee shop",
      offerings: ["coffee"],
      audience: [],
      place: null,
      tone: ["warm"],
      concepts: ["coffee cup", "coffee bean"],
      avoid: ["dog"],
      notes: [],
    };
    await t.database.db
      .updateTable("user_sessions")
      .set({ brief: JSON.stringify(brief) })
      .where("session_id", "=", sessionId)
      .execute();
    const body = await editor(client, logoId);
    expect(body.logo).toMatchObject({ id: logoId, version: 1, originId: logoId });
    expect(body.design.version).toBe(LOGO_DESIGN_VERSION);
    expect(body.symbol.source).toBeTruthy();
    if (body.design.symbol.kind === "icon" || body.design.symbol.kind === "motif") {
      expect(body.symbol.concept).toBeTruthy();
      // The logo's own pictogram comes first among the alternatives.
      expect(body.choices.symbols[0]?.symbol).toEqual(body.design.symbol);
    }
    const labels = body.choices.symbols.map((a) => a.label).join(" | ");
    expect(labels).toMatch(/coffee|cup|bean/);
    expect(labels).not.toMatch(/\bdog\b|paw/);
    const icon = body.choices.symbols.find((a) => a.symbol.kind === "icon")?.symbol;
    expect(icon).toMatchObject({ source: "tabler", licence: "MIT" });
    expect(body.choices.palettes.length).toBeGreaterThanOrEqual(6);
    expect(body).toMatchObject({ editable: true, watermarked: true });

    // The logo step reads where each option's symbol comes from.
    const { session: view } = (await (await client.fetch(`/api/sessions/${sessionId}`)).json()) as {
      session: { logos: Array<{ id: string; symbol: { kind: string; source: string } }> };
    };
    const listed = view.logos.find((l) => l.id === logoId);
    expect(listed?.symbol).toMatchObject({ kind: body.design.symbol.kind, source: body.symbol.source });

    // An offered icon may be chosen; the same icon with other paths may not.
    if (icon?.kind !== "icon") throw new Error("no icon offered");
    expect((await preview(client, logoId, { ...body.design, symbol: icon })).status).toBe(200);
    const redrawn = { ...icon, d: "M0 0L24 24" };
    const res = await preview(client, logoId, { ...body.design, symbol: redrawn });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("symbol_not_allowed");
  });

  it("reads a stored version 1 design as version 2", async () => {
    const { client } = await newUser(t);
    const { logoId } = await brandWithLogo(client);
    const { design } = await editor(client, logoId);
    const v1 = { ...design, version: 1, symbol: { kind: "motif", id: "cup" } };
    await t.database.db
      .updateTable("generated_logos")
      .set({ design: JSON.stringify(v1) })
      .where("id", "=", logoId)
      .execute();
    const body = await editor(client, logoId);
    expect(body.design).toMatchObject({ version: LOGO_DESIGN_VERSION, symbol: { kind: "motif", id: "cup" } });
    expect(body.symbol).toEqual({ concept: null, source: "procedural", licence: null });
  });

  it("writes the watermark in the reader's language, and never sends the clean preview unpaid", async () => {
    const { client } = await newUser(t);
    const { logoId } = await brandWithLogo(client);
    const read = async (language: string) => {
      const res = await client.fetch(`/api/logos/${logoId}/preview`, {
        headers: { "Accept-Language": language },
      });
      expect(res.headers.get("x-logo-preview")).toBe("watermarked");
      expect(res.headers.get("content-language")).toBe(language);
      return Buffer.from(await res.arrayBuffer());
    };
    const [english, indonesian] = [await read("en"), await read("id")];
    const stored = (lookup: "preview" | "preview_marked") =>
      t.services.images.read(t.database.db, logoId, lookup);
    expect(english.equals(Buffer.from((await stored("preview_marked"))!))).toBe(true);
    expect(indonesian.equals(english)).toBe(false);
    expect(indonesian.equals(Buffer.from((await stored("preview"))!))).toBe(false);
    const meta = await sharp(indonesian).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 512, 512]);
  });

  it("previews an edit without saving anything, watermarked until paid", async () => {
    const { client, user } = await newUser(t);
    const { sessionId, logoId } = await brandWithLogo(client);
    const { design } = await editor(client, logoId);
    const before = await logoRows(t, sessionId);
    const res = await preview(client, logoId, edited(design));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("x-logo-preview")).toBe("watermarked");
    expect(res.headers.get("server-timing")).toMatch(/^preview;dur=\d+(\.\d+)?$/);
    const image = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 512, 512]);
    expect(await logoRows(t, sessionId)).toEqual(before);

    await grantPurchase(t, user.id, sessionId);
    await client.confirmDownload(sessionId);
    const paid = await preview(client, logoId, edited(design));
    expect(paid.headers.get("x-logo-preview")).toBe("clean");
  });

  it("saves an edit as a new selected version that uses no quota, and that version is what downloads", async () => {
    const { client, user } = await newUser(t);
    const { sessionId, logoId } = await brandWithLogo(client);
    const quotaBefore = await trialRow(t, user.id);
    const { design } = await editor(client, logoId);
    const res = await save(client, logoId, edited(design));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { logoId: string } & SessionBody;
    expect(body.logoId).not.toBe(logoId);
    expect(body.session.selectedLogoId).toBe(body.logoId);

    const rows = await logoRows(t, sessionId);
    const version = rows.find((r) => r.id === body.logoId)!;
    expect(version).toMatchObject({
      parent_id: logoId,
      origin_id: logoId,
      version: 2,
      is_selected: true,
      name: design.name,
    });
    expect(rows.filter((r) => r.is_selected).map((r) => r.id)).toEqual([body.logoId]);
    expect(version.design).toMatchObject({
      typeface: edited(design).typeface,
      layout: edited(design).layout,
    });
    // No generation: the counts are as they were.
    const quotaAfter = await trialRow(t, user.id);
    expect([quotaAfter.logo_generations, quotaAfter.name_generations]).toEqual([
      quotaBefore.logo_generations,
      quotaBefore.name_generations,
    ]);

    // A second edit of the new version is version 3 of the same family.
    const again = await save(client, body.logoId, { ...edited(design), tagline: null });
    expect(again.status).toBe(201);
    const third = (await again.json()) as { logoId: string };
    const thirdRow = (await logoRows(t, sessionId)).find((r) => r.id === third.logoId)!;
    expect(thirdRow).toMatchObject({ parent_id: body.logoId, origin_id: logoId, version: 3 });

    // Its own previews, watermarked until paid.
    const shown = await client.fetch(`/api/logos/${third.logoId}/preview`);
    expect(shown.headers.get("x-logo-preview")).toBe("watermarked");

    await grantPurchase(t, user.id, sessionId);
    await client.confirmDownload(sessionId);
    const download = await client.fetch(`/api/sessions/${sessionId}/download?format=png`);
    expect(download.status).toBe(200);
    const png = Buffer.from(await download.arrayBuffer());
    expect(png.equals(await storedPng(t, third.logoId))).toBe(true);
    expect(png.equals(await storedPng(t, logoId))).toBe(false);
  });

  it("a name-spelling edit changes the brand's chosen name and makes the version for it", async () => {
    const { client } = await newUser(t);
    const { sessionId, logoId } = await brandWithLogo(client);
    const { design } = await editor(client, logoId);
    const respelled = `${design.name}ly`;
    const res = await save(client, logoId, { ...design, name: respelled });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { logoId: string } & SessionBody;
    expect(body.session.chosenName?.name).toBe(respelled);
    const session = await t.database.db
      .selectFrom("user_sessions")
      .selectAll()
      .where("session_id", "=", sessionId)
      .executeTakeFirstOrThrow();
    expect(session.chosen_name).toBe(respelled);
    const version = (await logoRows(t, sessionId)).find((r) => r.id === body.logoId)!;
    expect(version.name).toBe(respelled);
    // The logo made for the old spelling no longer belongs to the brand's name: it cannot be edited.
    const old = await save(client, logoId, design);
    expect(old.status).toBe(409);
    expect((await old.json()).error.code).toBe("logo_name_mismatch");
    expect((await editor(client, logoId)).editable).toBe(false);
  });

  it("refuses invalid designs with 400 and changes nothing", async () => {
    const { client } = await newUser(t);
    const { sessionId, logoId } = await brandWithLogo(client);
    const { design } = await editor(client, logoId);
    const before = await logoRows(t, sessionId);
    const traced = {
      kind: "traced",
      width: 100,
      height: 100,
      paths: [{ d: "M0 0H100V100H0Z", fill: "#336699", x: 0, y: 0 }],
    };
    const invalid: Array<[string, unknown, string]> = [
      ["a malformed colour", { ...design, colors: { ...design.colors, ink: "#12345" } }, "invalid_request"],
      ["an unknown typeface", { ...design, typeface: "comic-sans" }, "invalid_request"],
      ["an unknown layout", { ...design, layout: "diagonal" }, "invalid_request"],
      ["spacing out of range", { ...design, letterSpacing: 3 }, "invalid_request"],
      ["a control character in the tagline", { ...design, tagline: "Fresh\u0007" }, "invalid_request"],
      ["an empty name", { ...design, name: "   " }, "invalid_request"],
      [
        "a script in the path data",
        { ...design, symbol: { ...traced, paths: [{ d: "<script>", fill: "#000000" }] } },
        "invalid_request",
      ],
      [
        "a motif from another trade",
        { ...design, symbol: { kind: "motif", id: "paw" } },
        "symbol_not_allowed",
      ],
      ["a traced symbol from another logo", { ...design, symbol: traced }, "symbol_of_other_logo"],
      ["no design", null, "invalid_request"],
    ];
    for (const [what, body, code] of invalid) {
      for (const send of [preview, save]) {
        const res = await send(client, logoId, body);
        expect(res.status, what).toBe(400);
        expect((await res.json()).error.code, what).toBe(code);
      }
    }
    expect(await logoRows(t, sessionId)).toEqual(before);
  });

  it("another user's logo is a 404 for every editor route", async () => {
    const owner = await newUser(t);
    const { logoId } = await brandWithLogo(owner.client);
    const { design } = await editor(owner.client, logoId);
    const { client: stranger } = await newUser(t);
    expect((await stranger.fetch(`/api/logos/${logoId}/editor`)).status).toBe(404);
    expect((await preview(stranger, logoId, design)).status).toBe(404);
    expect((await save(stranger, logoId, design)).status).toBe(404);
    expect((await stranger.fetch("/api/logos/not-a-uuid/editor")).status).toBe(400);
  });

  it("freezes a completed brand: no previews or saves after the download", async () => {
    const { client, user } = await newUser(t);
    const { sessionId, logoId } = await brandWithLogo(client);
    const { design } = await editor(client, logoId);
    await grantPurchase(t, user.id, sessionId);
    await client.confirmDownload(sessionId);
    expect((await client.fetch(`/api/sessions/${sessionId}/download?format=png`)).status).toBe(200);
    for (const send of [preview, save]) {
      const res = await send(client, logoId, edited(design));
      expect(res.status).toBe(409);
      expect((await res.json()).error.code).toBe("session_completed");
    }
    expect((await editor(client, logoId)).editable).toBe(false);
  });

  it("an AI logo keeps its traced symbol: recoloured colour by colour when it has few colours, never redrawn", async () => {
    const { client } = await newUser(t);
    const { sessionId, logoId } = await brandWithLogo(client);
    const { design } = await editor(client, logoId);
    const symbol = {
      kind: "traced" as const,
      width: 200,
      height: 100,
      paths: [
        { d: "M0 0H200V100H0Z", fill: "#336699", x: 0, y: 0 },
        { d: "M0 0H20V20H0Z", fill: "#FFFFFF", x: 90, y: 40 },
        { d: "M0 0H10V10H0Z", fill: "#336699", x: 10, y: 10 },
      ],
    };
    // An AI logo as the live provider stores it: a traced symbol composed with the name.
    await t.database.db
      .updateTable("generated_logos")
      .set({ design: JSON.stringify({ ...design, symbol }) })
      .where("id", "=", logoId)
      .execute();
    const body = await editor(client, logoId);
    expect(body.choices.traced).toEqual({ colors: ["#336699", "#FFFFFF"], recolorable: true });

    const recoloured = {
      ...symbol,
      paths: symbol.paths.map((p) => ({ ...p, fill: p.fill === "#336699" ? "#AA3322" : p.fill })),
    };
    expect((await preview(client, logoId, { ...body.design, symbol: recoloured })).status).toBe(200);
    const split = { ...symbol, paths: symbol.paths.map((p, i) => (i === 2 ? { ...p, fill: "#00FF00" } : p)) };
    expect((await preview(client, logoId, { ...body.design, symbol: split })).status).toBe(400);
    const redrawn = {
      ...symbol,
      paths: [{ ...symbol.paths[0]!, d: "M0 0H150V100H0Z" }, ...symbol.paths.slice(1)],
    };
    expect((await preview(client, logoId, { ...body.design, symbol: redrawn })).status).toBe(400);

    const saved = await save(client, logoId, { ...body.design, symbol: recoloured });
    expect(saved.status).toBe(201);
    const { logoId: versionId } = (await saved.json()) as { logoId: string };
    // The version's own alternatives still come from the generated logo's symbol.
    const next = await editor(client, versionId);
    expect(next.design.symbol).toEqual(recoloured);
    expect(next.choices.traced?.colors).toEqual(["#336699", "#FFFFFF"]);
    expect((await preview(client, versionId, { ...next.design, symbol })).status).toBe(200);
    expect((await logoRows(t, sessionId)).length).toBe(3);
  });
});
