import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeLogo } from "@/server/composition/compose";
import { renderSvgToPng } from "@/server/composition/render";
import { checkProvidersInBackground } from "@/server/providers/check";
import { logoDesignSchema } from "@/shared/logo-design";
import { grantPurchase, type SessionBody, startBrand } from "@/test/brand-helpers";
import { falThroughRouter, hubModel, type Recorder, recorder, whoami } from "@/test/fake-ai-services";
import { FAKE_OPENROUTER, type FakeOpenRouter, fakeOpenRouter } from "@/test/fake-openrouter";
import { fakeSymbolImage } from "@/test/fake-symbol-image";
import { signIn } from "@/test/session-client";
import { statementsDuring } from "@/test/statements";
import { createTestApp, type TestApp } from "@/test/test-app";

/**
 * Issue "live AI": with keys configured and the services faked exactly as they document
 * themselves, a person gets names from OpenRouter and two AI logos whose SVG carries the chosen
 * name as outlined glyphs, and whose PNG was rendered from that SVG.
 */

const NAMES = [
  { name: "Ember & Oak", meaning: "Warmth of the roaster and the steadiness of an old oak bar." },
  { name: "Crema Lane", meaning: "The golden foam of a good espresso, on your street." },
  { name: "Bean Theory", meaning: "Coffee made with a scientist's care." },
];

const LIVE_BRIEF = {
  business: "a neighbourhood coffee shop",
  offerings: ["single-origin coffee", "pastries"],
  audience: [],
  place: null,
  tone: ["warm", "friendly"],
  concepts: ["coffee bean", "coffee cup", "book"],
  avoid: [],
};

const mock = setupServer();
let rec: Recorder;
let router: FakeOpenRouter;

async function pixels(png: Buffer): Promise<Buffer> {
  return sharp(png).ensureAlpha().raw().toBuffer();
}

function outlinedText(svg: string): string {
  return [...svg.matchAll(/<path data-text="([^"]*)"/g)].map((m) => m[1] ?? "").join(" ");
}

describe("live-mode journey with documented-shape fakes", () => {
  let t: TestApp;

  beforeAll(async () => {
    mock.listen({ onUnhandledRequest: "error" });
    rec = recorder();
    // The default models as OpenRouter lists them; a reasoning leak around the structured reply:
    // the parser must read the reply, not the draft.
    // The brief's own small call comes first (decision 012), answered as its schema asks.
    router = fakeOpenRouter({
      reply: ({ body }) =>
        (body.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name ===
        "business_brief"
          ? JSON.stringify(LIVE_BRIEF)
          : `<think>Drafts: [{"name":"Draft Name","meaning":"x"}]</think>${JSON.stringify({ names: NAMES })}`,
    });
    const [cup, leaf] = await Promise.all([fakeSymbolImage("cup"), fakeSymbolImage("leaf")]);
    mock.use(
      ...router.handlers,
      whoami(),
      // IANA's RDAP bootstrap (RFC 9224) and one registry, as they document themselves.
      http.get("https://data.iana.org/rdap/dns.json", () =>
        HttpResponse.json({
          version: "1.0",
          publication: "2026-10-01T00:00:00Z",
          description: "RDAP bootstrap file for Domain Name System registrations",
          services: [[["com"], ["https://rdap.registry.test/com/v1/"]]],
        }),
      ),
      http.get("https://rdap.registry.test/com/v1/domain/:domain", ({ params }) =>
        params.domain === "emberandoak.com"
          ? HttpResponse.json(
              { objectClassName: "domain", ldhName: "EMBERANDOAK.COM", status: ["active"] },
              { headers: { "Content-Type": "application/rdap+json" } },
            )
          : HttpResponse.json(
              { errorCode: 404, title: "Not Found" },
              { status: 404, headers: { "Content-Type": "application/rdap+json" } },
            ),
      ),
      hubModel({ providerId: "fal-ai/flux/schnell", rec }),
      ...falThroughRouter({ endpoint: "fal-ai/flux/schnell", images: [cup, leaf], rec }),
    );
    t = await createTestApp({
      OPENROUTER_API_KEY: "sk-or-v1-test",
      OPENROUTER_BASE_URL: FAKE_OPENROUTER,
      HF_TOKEN: "hf_test_token",
      // The registry's host lives only in msw here: no DNS answer, so the address check is lifted
      // for it (the way tests configure; refused in production).
      RDAP_ALLOW_PRIVATE_HOSTS: "rdap.registry.test",
    });
  });

  afterAll(async () => {
    mock.close();
    await t.close();
  });

  it("checks the configured models at start-up without blocking", async () => {
    const logged: string[] = [];
    const logger = {
      info: (_: unknown, message: string) => logged.push(`info ${message}`),
      warn: (_: unknown, message: string) => logged.push(`warn ${message}`),
    } as unknown as Parameters<typeof checkProvidersInBackground>[1];
    await checkProvidersInBackground({ ...t.services.providers }, logger);
    // The checks run in parallel, so their lines come in any order.
    expect(logged.sort()).toEqual([
      "info HF_TOKEN (fineGrained token of brand-studio) may call Inference Providers",
      "info OPENROUTER_API_KEY is valid (no credit limit on the key)",
      "info OpenRouter serves qwen/qwen3-30b-a3b-instruct-2507, meta-llama/llama-3.3-70b-instruct, openai/gpt-4o-mini (structured outputs)",
      "info RDAP bootstrap registry refreshed (published 2026-10-01T00:00:00Z)",
      "info fal-ai serves black-forest-labs/FLUX.1-schnell as fal-ai/flux/schnell",
    ]);
    expect(t.services.providers.domains.publication()).toBe("2026-10-01T00:00:00Z");
  });

  it("gives names and two AI logos whose SVG has the chosen name as outlines and whose PNG is that SVG", async () => {
    const { client, user } = await signIn(t, { name: "Live Person", email: "live@example.com" });
    const session = await startBrand(client);

    const { result: named, statements } = await statementsDuring(t.database, () =>
      client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" }),
    );
    expect(named.status).toBe(200);
    // The live reading is stored with the names, in their statement, not in one of its own
    // (decision 041): the session, the reservation, the names.
    const briefStores = statements.filter((s) => /update user_sessions set brief/.test(s));
    expect(briefStores, statements.join("\n")).toHaveLength(1);
    expect(briefStores[0]).toMatch(/\bincoming as\b/);
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(3);
    const { names, session: shown } = (await named.json()) as {
      names: Array<{ name: string; meaning: string }>;
      session: { brief: { source: string } };
    };
    expect(names.map((n) => n.name)).toEqual(NAMES.map((n) => n.name));
    // The reply shows the reading the run stored, not the offline one it replaced.
    expect(shown.brief).toMatchObject({ source: "live", concepts: LIVE_BRIEF.concepts });
    const body = router.bodies.at(-1)!;
    // The brief's call, then the names call in its own shape.
    expect(router.bodies).toHaveLength(2);
    expect(router.bodies[0]).toMatchObject({ response_format: { json_schema: { name: "business_brief" } } });
    // Both calls are timed as the provider's, apart from the server's own time (issue 33).
    expect(named.headers.get("server-timing")).toMatch(/^app;dur=[\d.]+, provider;dur=[\d.]+$/);
    const briefed = (await (await client.fetch(`/api/sessions/${session.id}`)).json()) as {
      session: { brief: { source: string; concepts: string[] } };
    };
    expect(briefed.session.brief).toMatchObject({ source: "live", concepts: LIVE_BRIEF.concepts });
    expect(body).not.toHaveProperty("reasoning");
    expect(body).toMatchObject({
      model: "qwen/qwen3-30b-a3b-instruct-2507",
      models: ["qwen/qwen3-30b-a3b-instruct-2507", "meta-llama/llama-3.3-70b-instruct", "openai/gpt-4o-mini"],
      temperature: 0.7,
      response_format: { type: "json_schema", json_schema: { name: "brand_names", strict: true } },
      provider: { require_parameters: true },
    });

    // Live mode asks the registry IANA lists for .com; the other endings have no registry in
    // this bootstrap, so they are "unknown", never "available".
    const current = (await (await client.fetch(`/api/sessions/${session.id}`)).json()) as SessionBody;
    const nameIds = current.session.names.map((n) => n.id);
    const checks = await Promise.all(
      nameIds.map(async (id) => {
        const res = await client.fetch(`/api/sessions/${session.id}/names/${id}/checks?country=US`);
        expect(res.status).toBe(200);
        return ((await res.json()) as { checks: { name: string; domains: Array<Record<string, unknown>> } })
          .checks;
      }),
    );
    const ember = checks.find((c) => c.name === "Ember & Oak")!;
    expect(ember.domains).toEqual([
      expect.objectContaining({ domain: "emberandoak.com", state: "taken" }),
      expect.objectContaining({ domain: "emberandoak.cafe", state: "unknown", reason: "no_rdap" }),
      expect.objectContaining({ domain: "emberandoak.kitchen", state: "unknown", reason: "no_rdap" }),
    ]);
    expect(checks.find((c) => c.name === "Crema Lane")!.domains[0]).toMatchObject({
      domain: "cremalane.com",
      state: "available",
    });

    const chosen = "Ember & Oak";
    const put = await client.json(`/api/sessions/${session.id}/name`, { name: chosen }, "PUT");
    expect(put.status).toBe(200);

    const made = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
    expect(made.status).toBe(200);
    const { options } = (await made.json()) as { options: Array<{ id: string; url: string }> };
    expect(options).toHaveLength(2);
    expect(rec.calls.filter((c) => c.startsWith("POST"))).toHaveLength(2);

    const logoRows = await t.database.db
      .selectFrom("generated_logos")
      .select(["id", "design"])
      .where("session_id", "=", session.id)
      .orderBy("variant")
      .execute();
    const rows = await Promise.all(
      logoRows.map(async (row) => ({
        ...row,
        svg: (await t.services.images.read(t.database.db, row.id, "svg"))?.toString("utf8") ?? null,
        png: (await t.services.images.read(t.database.db, row.id, "png"))!,
      })),
    );
    expect(rows.map((r) => r.id)).toEqual(options.map((o) => o.id));
    const layouts = new Set<string>();
    for (const row of rows) {
      const svg = row.svg ?? "";
      const design = logoDesignSchema.parse(row.design);
      layouts.add(design.layout);
      expect(design.name).toBe(chosen);
      expect(design.symbol.kind).toBe("traced");
      // The name is set by our typesetter, as outlined glyphs: exact, and no font needed.
      expect(svg).toContain("<title>Ember &amp; Oak</title>");
      expect(outlinedText(svg)).toContain("Ember &amp; Oak");
      expect(svg).not.toMatch(/<text\b/);
      expect(composeLogo(design).svg).toBe(svg);
      // The stored PNG is that SVG rendered (re-encoded on storing: the pixels are the same).
      const rendered = await pixels(renderSvgToPng({ svg, faces: [], texts: [] }));
      expect(rendered.equals(await pixels(Buffer.from(row.png)))).toBe(true);
    }
    expect(layouts.size).toBe(2);

    const preview = await client.fetch(options[0]!.url);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("x-logo-preview")).toBe("watermarked");

    await grantPurchase(t, user.id, session.id);
    await client.confirmDownload(session.id);
    const selected = await client.json(`/api/sessions/${session.id}/logo`, { logoId: options[1]!.id }, "PUT");
    expect(selected.status).toBe(200);
    const download = await client.fetch(`/api/sessions/${session.id}/download?format=png`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(rows[1]!.png))).toBe(true);
    const view = (await (await client.fetch(`/api/sessions/${session.id}`)).json()) as SessionBody;
    expect(view.session.chosenName?.name).toBe(chosen);
  });
});
