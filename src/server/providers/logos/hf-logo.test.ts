import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { composeLogo } from "@/server/composition/compose";
import { renderSvgToPng } from "@/server/composition/render";
import type { Brief } from "@/shared/brief";
import { logoDesignSchema } from "@/shared/logo-design";
import {
  FAL_IMAGE_HOST,
  falDirect,
  falThroughRouter,
  HF_HUB,
  HF_ROUTER_FAL,
  hubModel,
  type Recorder,
  recorder,
  whoami,
} from "@/test/fake-ai-services";
import { fakeSymbolImage } from "@/test/fake-symbol-image";
import { createHfLogoProvider } from "./hf-logo";
import { buildSymbolPrompt, deriveLogoSeed, LOGO_MODEL_PROFILES, type LogoModelProfile } from "./logo-models";
import { LogoProviderError, type LogoRequest } from "./types";

const TOKEN = "hf_test_token_123";
const FAL_KEY = "fal-key-id:fal-key-secret";
const SCHNELL = "fal-ai/flux/schnell";
const server = setupServer();
let rec: Recorder;
let symbolPng: Buffer;
const releases = new Set<() => void>();

// The client caches the hub mapping per model id for the whole process, so every test uses its own id.
let modelCounter = 0;
function schnellProfile(): LogoModelProfile {
  return {
    ...LOGO_MODEL_PROFILES["black-forest-labs/FLUX.1-schnell"]!,
    model: `test-org/schnell-${++modelCounter}`,
  };
}

function hang(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const release = () => {
      releases.delete(release);
      resolve();
    };
    releases.add(release);
    signal.addEventListener("abort", release, { once: true });
  });
}

const request = (overrides: Partial<LogoRequest> = {}): LogoRequest => ({
  name: "Bean There",
  category: "food-beverage",
  description: "A cozy neighbourhood café serving single-origin coffee and fresh pastries.",
  seed: 123456789,
  variant: 0,
  ...overrides,
});

/** The strings set as outlines, line after line (a name may break over lines at spaces). */
function outlinedText(svg: string): string {
  return [...svg.matchAll(/<path data-text="([^"]*)"/g)].map((m) => m[1] ?? "").join(" ");
}

async function failure(promise: Promise<unknown>): Promise<LogoProviderError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LogoProviderError);
  return err as LogoProviderError;
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  symbolPng = await fakeSymbolImage("cup");
});
beforeEach(() => {
  rec = recorder();
});
afterEach(() => {
  for (const release of [...releases]) release();
  server.resetHandlers();
});
afterAll(() => server.close());

describe("buildSymbolPrompt", () => {
  it("asks for the symbol only: no lettering, plain white background, the business and a palette", () => {
    const prompt = buildSymbolPrompt(request({ name: "Pixel & Co" }), {});
    expect(prompt).not.toContain("Pixel & Co");
    expect(prompt).toMatch(/no text, no letters, no words/);
    expect(prompt).toMatch(/plain white background/);
    expect(prompt).toContain("single-origin coffee");
    expect(prompt).toMatch(/flat colours: [a-z ]+ and [a-z ]+/);
  });

  it("asks for the brief's concepts in English, never the name's, and an abstract mark when nothing is drawable", () => {
    const brief: Brief = {
      version: 1,
      language: "id",
      source: "offline",
      business: "toko es krim",
      offerings: [],
      audience: [],
      place: "Padang",
      tone: ["playful"],
      concepts: ["ice cream cone", "waffle"],
      avoid: [],
      notes: [],
    };
    const indonesian = { description: "Toko es krim rumahan di Padang", name: "Kopi Senja" };
    expect(buildSymbolPrompt(request({ ...indonesian, brief, variant: 0 }), {})).toContain(
      "a simple pictorial symbol of ice cream cone",
    );
    expect(buildSymbolPrompt(request({ ...indonesian, brief, variant: 1 }), {})).toContain(
      "symbol of waffle",
    );
    expect(buildSymbolPrompt(request({ ...indonesian, brief }), {})).not.toMatch(/coffee|cup|kopi senja/i);
    const blank = { ...brief, concepts: [], notes: ["mostly-emoji" as const] };
    expect(buildSymbolPrompt(request({ brief: blank }), {})).toContain("abstract geometric mark");
  });

  it("gives the two options of a run different symbols and starts with a LoRA's trigger words", () => {
    expect(buildSymbolPrompt(request({ variant: 0 }), {})).not.toBe(
      buildSymbolPrompt(request({ variant: 1 }), {}),
    );
    expect(buildSymbolPrompt(request(), { trigger: "wablogo, logo" })).toMatch(/^wablogo, logo, /);
  });
});

describe("deriveLogoSeed", () => {
  it("is deterministic, non-negative, 31-bit and differs per variant", () => {
    for (const seed of [0, 1, -5, 2 ** 40, 123456789]) {
      const a = deriveLogoSeed(seed, 0);
      expect(a).toBe(deriveLogoSeed(seed, 0));
      expect(a).toBeGreaterThanOrEqual(0);
      expect(a).toBeLessThan(2 ** 31);
      expect(deriveLogoSeed(seed, 1)).not.toBe(a);
    }
  });
});

describe("createHfLogoProvider through Inference Providers (FLUX.1-schnell on fal-ai)", () => {
  it("draws a symbol, traces it and composes it with the exact name as outlined glyphs", async () => {
    const profile = schnellProfile();
    server.use(
      hubModel({ providerId: SCHNELL, rec }),
      ...falThroughRouter({ endpoint: SCHNELL, images: [symbolPng], rec, polls: 2 }),
    );
    const provider = createHfLogoProvider({ model: profile.model, hfToken: TOKEN, profile });
    expect(provider.mode).toBe("live");

    const logo = await provider.generate(request());

    expect(rec.calls).toEqual([
      `GET hub ${profile.model}`,
      `POST ${SCHNELL}?_subdomain=queue`,
      "GET status",
      "GET status",
      "GET status",
      "GET result",
      "GET image",
    ]);
    expect(rec.headers[0]?.get("authorization")).toBe(`Bearer ${TOKEN}`);
    // Only what FLUX.1-schnell understands: 4 steps, fal's image_size, no guidance or negative prompt.
    expect(rec.bodies[0]).toEqual({
      prompt: buildSymbolPrompt(request(), profile),
      seed: deriveLogoSeed(123456789, 0),
      num_images: 1,
      enable_safety_checker: true,
      output_format: "png",
      image_size: { width: 1024, height: 1024 },
      num_inference_steps: 4,
    });

    const design = logoDesignSchema.parse(logo.design);
    expect(design.name).toBe("Bean There");
    expect(design.symbol.kind).toBe("traced");
    expect(outlinedText(logo.svg ?? "")).toContain("Bean There");
    expect(logo.svg).not.toMatch(/<text\b/);
    // The PNG is the SVG rendered, and the SVG is the stored design composed.
    expect(composeLogo(design).svg).toBe(logo.svg);
    expect(renderSvgToPng(composeLogo(design)).equals(logo.png)).toBe(true);
    expect(await sharp(logo.png).metadata()).toMatchObject({ format: "png", width: 1024, height: 1024 });
  });

  it("fails with a 404 before sending anything when the model has no fal-ai mapping", async () => {
    const profile = schnellProfile();
    server.use(hubModel({ rec }));
    const err = await failure(
      createHfLogoProvider({ model: profile.model, hfToken: TOKEN, profile }).generate(request()),
    );
    expect(err.status).toBe(404);
    expect(err.message).toMatch(/inference provider information/);
    expect(rec.calls).toEqual([`GET hub ${profile.model}`]);
  });

  it("fails with the router's message on 402 (credits used up) without retrying", async () => {
    const profile = schnellProfile();
    let submits = 0;
    server.use(
      hubModel({ providerId: SCHNELL }),
      http.post(`${HF_ROUTER_FAL}/${SCHNELL}`, () => {
        submits += 1;
        return HttpResponse.json(
          {
            error:
              "You have exceeded your monthly included credits for Inference Providers. Subscribe to PRO to get 20x more monthly included credits.",
          },
          { status: 402 },
        );
      }),
    );
    const err = await failure(
      createHfLogoProvider({ model: profile.model, hfToken: TOKEN, profile }).generate(request()),
    );
    expect(err.status).toBe(402);
    expect(err.message).toMatch(/exceeded your monthly included credits/);
    expect(err.message).not.toContain(TOKEN);
    expect(submits).toBe(1);
  });

  it("does not retry a 503", async () => {
    const profile = schnellProfile();
    let submits = 0;
    server.use(
      hubModel({ providerId: SCHNELL }),
      http.post(`${HF_ROUTER_FAL}/${SCHNELL}`, () => {
        submits += 1;
        return HttpResponse.json({ error: "Service temporarily unavailable" }, { status: 503 });
      }),
    );
    const err = await failure(
      createHfLogoProvider({ model: profile.model, hfToken: TOKEN, profile }).generate(request()),
    );
    expect(err.status).toBe(503);
    expect(submits).toBe(1);
  });

  it("treats a picture the safety checker flagged as a content-filter refusal", async () => {
    const profile = schnellProfile();
    server.use(
      hubModel({ providerId: SCHNELL }),
      ...falThroughRouter({ endpoint: SCHNELL, images: [symbolPng], nsfw: true }),
    );
    const err = await failure(
      createHfLogoProvider({ model: profile.model, hfToken: TOKEN, profile }).generate(request()),
    );
    expect(err.status).toBe(422);
    expect(err.message).toMatch(/content filter/);
  });

  it("refuses a picture with no symbol on it", async () => {
    const profile = schnellProfile();
    const blank = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    server.use(
      hubModel({ providerId: SCHNELL }),
      ...falThroughRouter({ endpoint: SCHNELL, images: [blank] }),
    );
    const err = await failure(
      createHfLogoProvider({ model: profile.model, hfToken: TOKEN, profile }).generate(request()),
    );
    expect(err.message).toMatch(/could not be used: The image has no symbol/);
  });

  it("maps a failed image download to its status", async () => {
    const profile = schnellProfile();
    const [submit, status, cancel, result] = falThroughRouter({ endpoint: SCHNELL, images: [symbolPng] });
    server.use(
      hubModel({ providerId: SCHNELL }),
      submit!,
      status!,
      cancel!,
      result!,
      http.get(`${FAL_IMAGE_HOST}/:file`, () => HttpResponse.text("gone", { status: 404 })),
    );
    const err = await failure(
      createHfLogoProvider({ model: profile.model, hfToken: TOKEN, profile }).generate(request()),
    );
    expect(err.status).toBe(404);
  });

  it("times out promptly when the provider never answers, even in the hub lookup", async () => {
    for (const hangs of ["submit", "hub"] as const) {
      const profile = schnellProfile();
      server.use(
        hangs === "hub"
          ? http.get(`${HF_HUB}/api/models/:org/:name`, async ({ request }) => {
              await hang(request.signal);
              return HttpResponse.json({}, { status: 504 });
            })
          : hubModel({ providerId: SCHNELL }),
        http.post(`${HF_ROUTER_FAL}/${SCHNELL}`, async ({ request }) => {
          await hang(request.signal);
          return HttpResponse.json({ error: "too late" }, { status: 504 });
        }),
      );
      const started = Date.now();
      const err = await failure(
        createHfLogoProvider({ model: profile.model, hfToken: TOKEN, profile, timeoutMs: 150 }).generate(
          request(),
        ),
      );
      expect(err.status).toBe(504);
      expect(err.message).toMatch(/timed out after 150 ms/);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it("stops when the caller aborts", async () => {
    const profile = schnellProfile();
    server.use(
      hubModel({ providerId: SCHNELL }),
      http.post(`${HF_ROUTER_FAL}/${SCHNELL}`, async ({ request }) => {
        await hang(request.signal);
        return HttpResponse.json({ error: "too late" }, { status: 504 });
      }),
    );
    const controller = new AbortController();
    const pending = createHfLogoProvider({ model: profile.model, hfToken: TOKEN, profile }).generate(
      request({ signal: controller.signal }),
    );
    setTimeout(() => controller.abort(), 50);
    expect((await failure(pending)).message).toMatch(/cancelled/);
  });
});

describe("createHfLogoProvider on fal's flux-lora endpoint (FAL_KEY)", () => {
  const lora = LOGO_MODEL_PROFILES["Shakker-Labs/FLUX.1-dev-LoRA-Logo-Design"]!;

  it("sends the LoRA weights URL at scale 0.8 with FLUX.1-dev's steps and guidance", async () => {
    server.use(...falDirect({ endpoint: "fal-ai/flux-lora", images: [symbolPng], rec }));
    const logo = await createHfLogoProvider({ model: lora.model, falKey: FAL_KEY }).generate(
      request({ variant: 1 }),
    );
    expect(rec.headers[0]?.get("authorization")).toBe(`Key ${FAL_KEY}`);
    expect(rec.bodies[0]).toMatchObject({
      prompt: expect.stringMatching(/^wablogo, logo, Minimalist, /),
      loras: [{ path: lora.lora?.url, scale: 0.8 }],
      num_inference_steps: 28,
      guidance_scale: 3.5,
      image_size: { width: 1024, height: 1024 },
    });
    expect(rec.bodies[0]).not.toHaveProperty("negative_prompt");
    expect(outlinedText(logo.svg ?? "")).toContain("Bean There");
  });

  it("cancels through the queue's cancel URL a job it stops waiting for", async () => {
    server.use(...falDirect({ endpoint: "fal-ai/flux-lora", images: [symbolPng], rec, polls: Infinity }));
    const err = await failure(
      createHfLogoProvider({ model: lora.model, falKey: FAL_KEY, timeoutMs: 300 }).generate(request()),
    );
    expect(err.status).toBe(504);
    await vi.waitFor(() => expect(rec.calls).toContain("PUT cancel"));
    expect(rec.headers.at(-1)?.get("authorization")).toBe(`Key ${FAL_KEY}`);
    // A job that finished is not cancelled.
    const finished = recorder();
    server.use(...falDirect({ endpoint: "fal-ai/flux-lora", images: [symbolPng], rec: finished }));
    await createHfLogoProvider({ model: lora.model, falKey: FAL_KEY }).generate(request());
    expect(finished.calls).not.toContain("PUT cancel");
  });

  it("reports fal's validation detail", async () => {
    server.use(
      http.post(`https://queue.fal.run/fal-ai/flux-lora`, () =>
        HttpResponse.json(
          {
            detail: [
              { loc: ["body", "loras", 0, "path"], msg: "URL could not be downloaded", type: "value_error" },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const err = await failure(
      createHfLogoProvider({ model: lora.model, falKey: FAL_KEY }).generate(request()),
    );
    expect(err.status).toBe(422);
    expect(err.message).toMatch(/URL could not be downloaded/);
  });
});

describe("check", () => {
  it("confirms a mapped model and warns, naming HF_LOGO_MODEL, about an unmapped one", async () => {
    server.use(whoami(), hubModel({ providerId: SCHNELL }));
    const mapped = await createHfLogoProvider({
      model: "black-forest-labs/FLUX.1-schnell",
      hfToken: TOKEN,
    }).check?.();
    expect(mapped?.findings).toEqual([
      { level: "ok", message: "HF_TOKEN (fineGrained token of brand-studio) may call Inference Providers" },
      { level: "ok", message: `fal-ai serves black-forest-labs/FLUX.1-schnell as ${SCHNELL}` },
    ]);

    server.use(hubModel({}));
    const unmapped = await createHfLogoProvider({
      model: "black-forest-labs/FLUX.1-dev",
      hfToken: TOKEN,
    }).check?.();
    expect(unmapped?.findings.map((f) => f.level)).toEqual(["warn", "ok", "warn"]);
    expect(unmapped?.findings[0]?.message).toMatch(/licence.*non-commercial/);
    expect(unmapped?.findings[2]?.message).toMatch(
      /HF_LOGO_MODEL=black-forest-labs\/FLUX.1-dev is not served by fal-ai/,
    );
  });

  it("warns about a token Hugging Face refuses, and never throws when the hub is down", async () => {
    server.use(whoami(401), hubModel({ providerId: SCHNELL }));
    const refused = await createHfLogoProvider({
      model: "black-forest-labs/FLUX.1-schnell",
      hfToken: "hf_bad",
    }).check?.();
    expect(refused?.findings[0]).toEqual({
      level: "warn",
      message:
        'HF_TOKEN is not accepted by Hugging Face: create a fine-grained token with "Make calls to Inference Providers" at huggingface.co/settings/tokens',
    });
    server.use(http.get(`${HF_HUB}/*`, () => HttpResponse.error()));
    const down = await createHfLogoProvider({
      model: "black-forest-labs/FLUX.1-schnell",
      hfToken: TOKEN,
    }).check?.();
    expect(down?.findings[0]?.message).toMatch(/Could not check the logo model/);
  });
});
