import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  buildLogoPrompt,
  createHfLogoProvider,
  DEFAULT_HF_LOGO_MODEL,
  deriveLogoSeed,
  LOGO_NEGATIVE_PROMPT,
} from "./hf-logo";
import { LogoProviderError, type LogoRequest } from "./types";

const TOKEN = "hf_test_token_123";
const FAL_APP = "fal-ai/flux-lora";
const LORA_FILE = "FLUX-dev-lora-Logo-Design.safetensors";
const ROUTER = "https://router.huggingface.co/fal-ai";
const IMAGE_URL = "https://v3.fal.media/files/rabbit/logo-test.png";

const server = setupServer();
let calls: string[] = [];
let submitted: Record<string, unknown>[] = [];
let pngBytes: Buffer;
// Handlers that hang are released after each test so no request outlives it.
const releases = new Set<() => void>();

// The client caches the hub mapping per model id for the whole process, so every test uses its own id.
let modelCounter = 0;
const nextModel = () => `brand-studio-test/logo-lora-${++modelCounter}`;

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

function hubMapping() {
  return http.get("https://huggingface.co/api/models/:org/:name", ({ request, params }) => {
    calls.push(`GET ${new URL(request.url).origin}/api/models/*`);
    return HttpResponse.json({
      _id: "66decafe0000000000000000",
      id: `${params.org}/${params.name}`,
      inferenceProviderMapping: {
        "fal-ai": {
          status: "live",
          providerId: FAL_APP,
          task: "text-to-image",
          adapter: "lora",
          adapterWeightsPath: LORA_FILE,
        },
      },
    });
  });
}

function submitOk() {
  return http.post(`${ROUTER}/${FAL_APP}`, async ({ request }) => {
    calls.push(`POST submit ${new URL(request.url).search}`);
    submitted.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({
      status: "IN_QUEUE",
      request_id: "req-1",
      response_url: `https://queue.fal.run/${FAL_APP}/requests/req-1`,
      status_url: `https://queue.fal.run/${FAL_APP}/requests/req-1/status`,
      cancel_url: `https://queue.fal.run/${FAL_APP}/requests/req-1/cancel`,
      queue_position: 0,
    });
  });
}

function statusAndResult(pollsBeforeDone = 1) {
  let polls = 0;
  return [
    http.get(`${ROUTER}/${FAL_APP}/requests/:id/status`, () => {
      polls += 1;
      calls.push("GET status");
      return HttpResponse.json({ status: polls < pollsBeforeDone ? "IN_PROGRESS" : "COMPLETED" });
    }),
    http.get(`${ROUTER}/${FAL_APP}/requests/:id`, () => {
      calls.push("GET result");
      return HttpResponse.json({
        images: [{ url: IMAGE_URL, width: 1024, height: 1024, content_type: "image/png" }],
        seed: 1,
        has_nsfw_concepts: [false],
        prompt: "logo",
        timings: { inference: 3.2 },
      });
    }),
  ];
}

function image(body: () => BodyInit, status = 200) {
  return http.get(IMAGE_URL, () => {
    calls.push("GET image");
    return new HttpResponse(body(), { status, headers: { "Content-Type": "image/png" } });
  });
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  pngBytes = await sharp({
    create: { width: 1024, height: 1024, channels: 3, background: { r: 250, g: 250, b: 250 } },
  })
    .png()
    .toBuffer();
});

beforeEach(() => {
  calls = [];
  submitted = [];
});

afterEach(() => {
  for (const release of [...releases]) release();
  server.resetHandlers();
});

afterAll(() => server.close());

describe("buildLogoPrompt", () => {
  it("asks for a flat, centred logo on a plain background showing the exact name, category tone and description", () => {
    const prompt = buildLogoPrompt(request({ name: "Pixel & Co" }));
    expect(prompt).toContain('"Pixel & Co"');
    expect(prompt).toMatch(/spelled exactly/);
    expect(prompt).toMatch(/flat vector logo/);
    expect(prompt).toMatch(/centred/);
    expect(prompt).toMatch(/plain solid white background/);
    expect(prompt).toContain("warm, appetising and inviting");
    expect(prompt).toContain("single-origin coffee");
  });

  it("gives the two variants of a run different layouts", () => {
    expect(buildLogoPrompt(request({ variant: 0 }))).not.toBe(buildLogoPrompt(request({ variant: 1 })));
  });
});

describe("deriveLogoSeed", () => {
  it("is deterministic, non-negative, 31-bit and differs per variant", () => {
    for (const seed of [0, 1, -5, 2 ** 40, 123456789]) {
      const a = deriveLogoSeed(seed, 0);
      expect(a).toBe(deriveLogoSeed(seed, 0));
      expect(Number.isInteger(a)).toBe(true);
      expect(a).toBeGreaterThanOrEqual(0);
      expect(a).toBeLessThan(2 ** 31);
      expect(deriveLogoSeed(seed, 1)).not.toBe(a);
    }
  });
});

describe("createHfLogoProvider", () => {
  it("runs the fal-ai queue flow through the HF router and returns a decodable 1024x1024 PNG", async () => {
    server.use(
      hubMapping(),
      submitOk(),
      ...statusAndResult(2),
      image(() => new Uint8Array(pngBytes)),
    );
    const model = nextModel();
    const provider = createHfLogoProvider({ token: TOKEN, model });
    expect(provider.mode).toBe("live");

    const result = await provider.generate(request());

    expect(calls).toEqual([
      "GET https://huggingface.co/api/models/*",
      "POST submit ?_subdomain=queue",
      "GET status",
      "GET status",
      "GET result",
      "GET image",
    ]);
    expect(result.width).toBe(1024);
    expect(result.height).toBe(1024);
    const meta = await sharp(result.png).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBe(1024);
    expect(meta.height).toBe(1024);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.loras).toEqual([
      { path: `https://huggingface.co/${model}/resolve/main/${LORA_FILE}`, scale: 1 },
    ]);
  });

  it("sends the product-spec parameters in the fal payload", async () => {
    let authorization: string | null = null;
    server.use(
      hubMapping(),
      http.post(`${ROUTER}/${FAL_APP}`, async ({ request }) => {
        authorization = request.headers.get("authorization");
        submitted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({
          status: "COMPLETED",
          request_id: "req-2",
          response_url: `https://queue.fal.run/${FAL_APP}/requests/req-2`,
        });
      }),
      ...statusAndResult(),
      image(() => new Uint8Array(pngBytes)),
    );
    const req = request({ seed: 42, variant: 1 });
    await createHfLogoProvider({ token: TOKEN, model: nextModel() }).generate(req);

    expect(authorization).toBe(`Bearer ${TOKEN}`);
    expect(submitted).toHaveLength(1);
    const body = submitted[0]!;
    expect(body).toMatchObject({
      prompt: buildLogoPrompt(req),
      num_inference_steps: 30,
      guidance_scale: 7.5,
      width: 1024,
      height: 1024,
      image_size: { width: 1024, height: 1024 },
      seed: deriveLogoSeed(42, 1),
      num_images: 1,
      negative_prompt: LOGO_NEGATIVE_PROMPT,
      scheduler: "DPMSolverMultistepScheduler",
      enable_safety_checker: false,
      enhance_prompt: false,
      clip_skip: 2,
    });
    expect(body.negative_prompt).toMatch(/blurry.*watermark.*extra text.*misspelled text.*photo/);
    // inputs/parameters are flattened into fal's schema, never sent as-is.
    expect(body).not.toHaveProperty("inputs");
    expect(body).not.toHaveProperty("parameters");
    expect(body).not.toHaveProperty("accessToken");
  });

  it("maps a 5xx from the provider to LogoProviderError without retrying", async () => {
    let submits = 0;
    server.use(
      hubMapping(),
      http.post(`${ROUTER}/${FAL_APP}`, () => {
        submits += 1;
        return HttpResponse.json({ error: "Service temporarily unavailable" }, { status: 503 });
      }),
    );
    const started = Date.now();
    const err = await createHfLogoProvider({ token: TOKEN, model: nextModel() })
      .generate(request())
      .catch((e: unknown) => e);

    expect(err).toBeInstanceOf(LogoProviderError);
    expect((err as LogoProviderError).status).toBe(503);
    expect((err as LogoProviderError).message).not.toContain(TOKEN);
    expect(submits).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("maps a model without a fal-ai mapping on the hub to LogoProviderError", async () => {
    server.use(
      http.get("https://huggingface.co/api/models/:org/:name", ({ params }) =>
        HttpResponse.json({ id: `${params.org}/${params.name}`, inferenceProviderMapping: {} }),
      ),
    );
    const err = await createHfLogoProvider({ token: TOKEN, model: nextModel() })
      .generate(request())
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LogoProviderError);
    expect((err as LogoProviderError).message).toMatch(/inference provider information/);
  });

  it("maps a failing status poll (500) to LogoProviderError", async () => {
    server.use(
      hubMapping(),
      submitOk(),
      http.get(`${ROUTER}/${FAL_APP}/requests/:id/status`, () =>
        HttpResponse.json({ detail: "boom" }, { status: 500 }),
      ),
    );
    const err = await createHfLogoProvider({ token: TOKEN, model: nextModel() })
      .generate(request())
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LogoProviderError);
    expect((err as LogoProviderError).status).toBe(500);
  });

  it("times out promptly when the provider never answers", async () => {
    server.use(
      hubMapping(),
      http.post(`${ROUTER}/${FAL_APP}`, async ({ request }) => {
        await hang(request.signal);
        return HttpResponse.json({ error: "too late" }, { status: 504 });
      }),
    );
    const started = Date.now();
    const err = await createHfLogoProvider({ token: TOKEN, model: nextModel(), timeoutMs: 150 })
      .generate(request())
      .catch((e: unknown) => e);

    expect(err).toBeInstanceOf(LogoProviderError);
    expect((err as LogoProviderError).message).toMatch(/timed out after 150 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("times out even while the hub model-mapping lookup hangs (the client passes it no signal)", async () => {
    server.use(
      http.get("https://huggingface.co/api/models/:org/:name", async ({ request }) => {
        await hang(request.signal);
        return HttpResponse.json({}, { status: 504 });
      }),
    );
    const started = Date.now();
    const err = await createHfLogoProvider({ token: TOKEN, model: nextModel(), timeoutMs: 150 })
      .generate(request())
      .catch((e: unknown) => e);

    expect(err).toBeInstanceOf(LogoProviderError);
    expect((err as LogoProviderError).message).toMatch(/timed out/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("stops when the caller aborts", async () => {
    server.use(
      hubMapping(),
      http.post(`${ROUTER}/${FAL_APP}`, async ({ request }) => {
        await hang(request.signal);
        return HttpResponse.json({ error: "too late" }, { status: 504 });
      }),
    );
    const controller = new AbortController();
    const pending = createHfLogoProvider({ token: TOKEN, model: nextModel() })
      .generate(request({ signal: controller.signal }))
      .catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 50);

    const err = await pending;
    expect(err).toBeInstanceOf(LogoProviderError);
    expect((err as LogoProviderError).message).toMatch(/cancelled/);
  });

  it("maps image bytes sharp cannot decode to LogoProviderError", async () => {
    server.use(
      hubMapping(),
      submitOk(),
      ...statusAndResult(),
      image(() => "<html>definitely not a png</html>"),
    );
    const err = await createHfLogoProvider({ token: TOKEN, model: nextModel() })
      .generate(request())
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LogoProviderError);
    expect((err as LogoProviderError).message).toMatch(/could not be decoded/);
  });

  it("maps a failed image download to LogoProviderError with its status", async () => {
    server.use(
      hubMapping(),
      submitOk(),
      ...statusAndResult(),
      image(() => "gone", 404),
    );
    const err = await createHfLogoProvider({ token: TOKEN, model: nextModel() })
      .generate(request())
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LogoProviderError);
    expect((err as LogoProviderError).status).toBe(404);
  });

  it("converts a non-PNG image to PNG", async () => {
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 20, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    server.use(
      hubMapping(),
      submitOk(),
      ...statusAndResult(),
      image(() => new Uint8Array(jpeg)),
    );
    const result = await createHfLogoProvider({ token: TOKEN, model: nextModel() }).generate(request());
    expect(result).toMatchObject({ width: 640, height: 480 });
    expect((await sharp(result.png).metadata()).format).toBe("png");
  });

  it("defaults to a FLUX logo LoRA", () => {
    expect(DEFAULT_HF_LOGO_MODEL).toBe("Shakker-Labs/FLUX.1-dev-LoRA-Logo-Design");
  });
});
