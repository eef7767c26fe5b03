import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readBriefOffline } from "@/server/brief/read-brief";
import { BRIEF_VERSION, type Brief } from "@/shared/brief";
import { getCategory } from "@/shared/categories";
import { NAME_TEMPERATURE } from "@/shared/constants";
import {
  DEFAULT_MODELS_AS_LISTED,
  FAKE_NAMES,
  type FakeModel,
  fakeOpenRouter,
  reasoningModel,
} from "@/test/fake-openrouter";
import { buildNamesPrompt, createOpenRouterNamesProvider } from "./openrouter-names";
import { retryDelayMs } from "./openrouter-request";
import { NameProviderError, type NameRequest } from "./types";

const BASE_URL = "https://openrouter.test/api/v1";
const ENDPOINT = `${BASE_URL}/chat/completions`;

const CONFIG = {
  apiKey: "sk-or-test-key",
  model: "test/model-1",
  baseUrl: BASE_URL,
  appUrl: "https://brandsculpt.test",
  productName: "BrandSculpt",
};

const DESCRIPTION = "A cozy neighbourhood café serving single-origin coffee and fresh pastries.";

const REQUEST: NameRequest = {
  category: "food-beverage",
  description: DESCRIPTION,
  exclude: [],
  seed: 1,
};

const NAMES = [
  { name: "Brewlane", meaning: "A lane for brews." },
  { name: "Crema Co", meaning: "Named after espresso foam." },
  { name: "Beanhouse", meaning: "A home for beans." },
];

function completion(content: string) {
  return {
    id: "gen-1",
    model: CONFIG.model,
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
  };
}

/** The test model as OpenRouter lists it: one endpoint that takes structured outputs. */
const TEST_MODELS: FakeModel[] = [
  {
    id: CONFIG.model,
    endpoints: [
      {
        provider: "DeepInfra",
        parameters: ["temperature", "max_tokens", "response_format", "structured_outputs"],
      },
    ],
  },
];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
// GET /models and the endpoints lists answer as OpenRouter does; tests override the chat answer.
beforeEach(() => server.use(...fakeOpenRouter({ baseUrl: BASE_URL, models: TEST_MODELS }).handlers));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Captured = { url: string; headers: Headers; body: unknown };

function respondWith(...replies: Array<() => Response | Promise<Response>>) {
  const captured: Captured[] = [];
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      captured.push({ url: request.url, headers: request.headers, body: await request.json() });
      const reply = replies[Math.min(captured.length - 1, replies.length - 1)];
      if (!reply) throw new Error("no reply configured");
      return reply();
    }),
  );
  return captured;
}

/** A server that never answers: each request is held until the client aborts it, and counted. */
function hangUntilAborted() {
  const hung = { aborted: 0 };
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      await new Promise<void>((resolve) => {
        if (request.signal.aborted) return resolve();
        request.signal.addEventListener("abort", () => resolve(), { once: true });
      });
      hung.aborted++;
      return HttpResponse.json(completion(JSON.stringify(NAMES)));
    }),
  );
  return hung;
}

const ok =
  (content = JSON.stringify(NAMES)) =>
  () =>
    HttpResponse.json(completion(content));

async function rejection(promise: Promise<unknown>): Promise<NameProviderError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(NameProviderError);
    return err as NameProviderError;
  }
  throw new Error("expected the promise to reject");
}

describe("createOpenRouterNamesProvider", () => {
  it("is a live provider", () => {
    expect(createOpenRouterNamesProvider(CONFIG).mode).toBe("live");
  });

  it("POSTs the chat completion request with the right URL, headers and body", async () => {
    const calls = respondWith(ok());
    await createOpenRouterNamesProvider(CONFIG).generate(REQUEST);

    expect(calls).toHaveLength(1);
    const call = calls[0] as Captured;
    expect(call.url).toBe(ENDPOINT);
    expect(call.headers.get("authorization")).toBe(`Bearer ${CONFIG.apiKey}`);
    expect(call.headers.get("content-type")).toBe("application/json");
    expect(call.headers.get("http-referer")).toBe(CONFIG.appUrl);
    // The current attribution header; X-Title is only its legacy alias.
    expect(call.headers.get("x-openrouter-title")).toBe(CONFIG.productName);
    expect(call.headers.has("x-title")).toBe(false);

    const body = call.body as {
      model: string;
      temperature: number;
      messages: Array<{ role: string; content: string }>;
    };
    expect(body.model).toBe(CONFIG.model);
    expect(body.temperature).toBe(0.7);
    expect(body.temperature).toBe(NAME_TEMPERATURE);
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]?.role).toBe("user");
    expect(body.messages[0]?.content).toContain("Food & Beverage");
    expect(body.messages[0]?.content).toContain(DESCRIPTION);
  });

  it("tolerates a trailing slash on the base URL", async () => {
    const calls = respondWith(ok());
    await createOpenRouterNamesProvider({ ...CONFIG, baseUrl: `${BASE_URL}/` }).generate(REQUEST);
    expect(calls[0]?.url).toBe(ENDPOINT);
  });

  it("returns the parsed names", async () => {
    respondWith(ok());
    await expect(createOpenRouterNamesProvider(CONFIG).generate(REQUEST)).resolves.toEqual(NAMES);
  });

  it("parses messy replies (code fences and prose)", async () => {
    respondWith(ok(`Here are some ideas!\n\`\`\`json\n${JSON.stringify(NAMES)}\n\`\`\`\nEnjoy.`));
    await expect(createOpenRouterNamesProvider(CONFIG).generate(REQUEST)).resolves.toEqual(NAMES);
  });

  it("filters out excluded names, case-insensitively", async () => {
    respondWith(ok());
    const names = await createOpenRouterNamesProvider(CONFIG).generate({ ...REQUEST, exclude: ["BREWLANE"] });
    expect(names.map((n) => n.name)).toEqual(["Crema Co", "Beanhouse"]);
  });

  it("throws NameProviderError with the status and (truncated) response text on a non-OK status", async () => {
    const calls = respondWith(() =>
      HttpResponse.text(`Invalid API key ${"x".repeat(2000)}`, { status: 401 }),
    );
    const err = await rejection(createOpenRouterNamesProvider(CONFIG).generate(REQUEST));
    expect(err.status).toBe(401);
    expect(err.message).toContain("Invalid API key");
    expect(err.message.length).toBeLessThan(500);
    expect(err.message).not.toContain(CONFIG.apiKey);
    expect(calls).toHaveLength(1);
  });

  it("treats an error object inside a 200 body as a failure", async () => {
    respondWith(() => HttpResponse.json({ error: { code: 400, message: "Model not found" } }));
    const err = await rejection(createOpenRouterNamesProvider(CONFIG).generate(REQUEST));
    expect(err.message).toContain("Model not found");
    expect(err.status).toBe(400);
  });

  it("throws when the response has an unexpected shape", async () => {
    respondWith(() => HttpResponse.json({ choices: [] }));
    await rejection(createOpenRouterNamesProvider(CONFIG).generate(REQUEST));
  });

  it("throws when the body is not JSON", async () => {
    respondWith(
      () => new HttpResponse("<html>oops</html>", { status: 200, headers: { "Content-Type": "text/html" } }),
    );
    await rejection(createOpenRouterNamesProvider(CONFIG).generate(REQUEST));
  });

  it("throws when the reply contains no names", async () => {
    respondWith(ok("I'm sorry, I cannot help with that."));
    const err = await rejection(createOpenRouterNamesProvider(CONFIG).generate(REQUEST));
    expect(err.message).toMatch(/no usable brand names/);
  });

  it("throws when every name in the reply is excluded", async () => {
    respondWith(ok());
    await rejection(
      createOpenRouterNamesProvider(CONFIG).generate({ ...REQUEST, exclude: NAMES.map((n) => n.name) }),
    );
  });

  it("retries once after a 429 and succeeds", async () => {
    const calls = respondWith(
      () =>
        HttpResponse.json(
          { error: { message: "rate limited" } },
          { status: 429, headers: { "Retry-After": "0" } },
        ),
      ok(),
    );
    await expect(createOpenRouterNamesProvider(CONFIG).generate(REQUEST)).resolves.toEqual(NAMES);
    expect(calls).toHaveLength(2);
  });

  it("honours Retry-After before retrying", async () => {
    const calls = respondWith(
      () => HttpResponse.text("busy", { status: 503, headers: { "Retry-After": "1" } }),
      ok(),
    );
    const timers = vi.spyOn(globalThis, "setTimeout");
    await createOpenRouterNamesProvider(CONFIG).generate(REQUEST);
    // The one wait between the calls is the second the server asked for.
    expect(timers.mock.calls.map(([, ms]) => ms)).toContain(1_000);
    timers.mockRestore();
    expect(calls).toHaveLength(2);
  });

  it("gives up after exactly 2 calls when the server keeps failing with 500", async () => {
    const calls = respondWith(() =>
      HttpResponse.text("upstream exploded", { status: 500, headers: { "Retry-After": "0" } }),
    );
    const err = await rejection(createOpenRouterNamesProvider(CONFIG).generate(REQUEST));
    expect(err.status).toBe(500);
    expect(err.message).toContain("upstream exploded");
    expect(calls).toHaveLength(2);
  });

  it("does not retry other client errors", async () => {
    const calls = respondWith(() => HttpResponse.text("bad request", { status: 400 }));
    await rejection(createOpenRouterNamesProvider(CONFIG).generate(REQUEST));
    expect(calls).toHaveLength(1);
  });

  it("does not retry when the wait would run past the timeout", async () => {
    const calls = respondWith(() =>
      HttpResponse.text("slow down", { status: 429, headers: { "Retry-After": "5" } }),
    );
    const timers = vi.spyOn(globalThis, "setTimeout");
    const err = await rejection(
      createOpenRouterNamesProvider({ ...CONFIG, timeoutMs: 1_000 }).generate(REQUEST),
    );
    const waits = timers.mock.calls.map(([, ms]) => ms);
    timers.mockRestore();
    expect(err.status).toBe(429);
    expect(calls).toHaveLength(1);
    expect(waits).not.toContain(5_000);
  });

  it("times out with NameProviderError when the server hangs, and abandons the request", async () => {
    const hung = hangUntilAborted();
    const err = await rejection(
      createOpenRouterNamesProvider({ ...CONFIG, timeoutMs: 150 }).generate(REQUEST),
    );
    expect(err.message).toMatch(/timed out/);
    expect(err.status).toBe(504);
    await vi.waitFor(() => expect(hung.aborted).toBe(1));
  });

  it("stops when the caller aborts", async () => {
    const hung = hangUntilAborted();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const err = await rejection(
      createOpenRouterNamesProvider(CONFIG).generate({ ...REQUEST, signal: controller.signal }),
    );
    expect(err.message).toMatch(/cancelled/);
    await vi.waitFor(() => expect(hung.aborted).toBe(1));
  });

  it("uses an injected fetch when given one, for the catalog and the request", async () => {
    const seen: string[] = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      seen.push(String(input));
      if (String(input).endsWith("/chat/completions")) {
        return new Response(JSON.stringify(completion(JSON.stringify(NAMES))), {
          headers: { "Content-Type": "application/json" },
        });
      }
      return globalThis.fetch(input, init);
    };
    await expect(
      createOpenRouterNamesProvider({ ...CONFIG, fetch: fakeFetch }).generate(REQUEST),
    ).resolves.toEqual(NAMES);
    expect(seen).toEqual([`${BASE_URL}/models`, `${BASE_URL}/models/${CONFIG.model}/endpoints`, ENDPOINT]);
  });
});

describe("buildNamesPrompt", () => {
  it("names the category and description, asks for 3 names as JSON with name and meaning", () => {
    const prompt = buildNamesPrompt(REQUEST);
    expect(prompt).toContain("3 unique");
    expect(prompt).toContain('"Food & Beverage"');
    expect(prompt).toContain(DESCRIPTION);
    expect(prompt).toMatch(/JSON array/);
    expect(prompt).toContain('"name"');
    expect(prompt).toContain('"meaning"');
    expect(prompt).not.toMatch(/Do not suggest/);
  });

  it("uses the tone of the category inferred from the description when it is specific", () => {
    // "app" infers Digital Product, even though the user chose Services.
    const description = "A mobile app that books home cleaners in minutes.";
    const prompt = buildNamesPrompt({
      category: "services",
      description,
      // A brief without tone words: the category's tone is the fallback.
      brief: { ...readBriefOffline({ description, category: "services" }), tone: [] },
      exclude: [],
    });
    expect(prompt).toContain(getCategory("digital-product").tone);
    expect(prompt).toContain('"Services"');
  });

  it("falls back to the chosen category's tone when inference finds nothing specific", () => {
    const description = "We help small bands get booked at weekend gigs across the city.";
    const prompt = buildNamesPrompt({
      category: "agency",
      description,
      brief: { ...readBriefOffline({ description, category: "agency" }), tone: [] },
      exclude: [],
    });
    expect(prompt).toContain(getCategory("agency").tone);
  });

  const KOMBUCHA: Brief = {
    version: BRIEF_VERSION,
    language: "en",
    source: "live",
    business: "a kombucha brewery",
    offerings: ["fermented tea", "fruit kombucha"],
    audience: ["young professionals"],
    place: "Padang",
    tone: ["playful", "natural"],
    concepts: ["kombucha bottle", "tea leaf"],
    avoid: ["coffee"],
    notes: [],
  };

  it("includes the brief: what the business is, offerings, audience, place, tone and what to avoid", () => {
    const prompt = buildNamesPrompt({
      ...REQUEST,
      description: "Kombucha brewed in Padang.",
      brief: KOMBUCHA,
    });
    expect(prompt).toContain("What the business is: a kombucha brewery.");
    expect(prompt).toContain("What it offers: fermented tea, fruit kombucha.");
    expect(prompt).toContain("Who it is for: young professionals.");
    expect(prompt).toContain("Where it is: Padang.");
    expect(prompt).toContain("Tone: playful, natural.");
    expect(prompt).toContain("kombucha bottle, tea leaf");
    expect(prompt).toMatch(/keep out of the names and meanings: coffee\./);
    expect(prompt).toMatch(/meaning .* names something specific from it/);
    // The run controls' wording stays theirs alone.
    expect(prompt).not.toMatch(/Style:|single word|at most|must contain|may contain/);
    expect(prompt).not.toMatch(/meaning in Indonesian/);
  });

  it("asks for Indonesian meanings when the description is Indonesian, and leaves out empty fields", () => {
    const prompt = buildNamesPrompt({
      ...REQUEST,
      description: "Warung kopi di Bukittinggi.",
      brief: {
        ...KOMBUCHA,
        language: "id",
        business: "a coffee stall",
        offerings: [],
        audience: [],
        place: null,
        avoid: [],
      },
    });
    expect(prompt).toContain("write every meaning in Indonesian");
    expect(prompt).not.toMatch(/What it offers|Who it is for|Where it is|keep out of/);
  });

  it("lists the names to avoid", () => {
    const prompt = buildNamesPrompt({ ...REQUEST, exclude: ["Brewlane", "Beanhouse"] });
    expect(prompt).toMatch(/Do not suggest any of these names.*Brewlane, Beanhouse/);
  });
});

describe("retryDelayMs", () => {
  it("reads seconds, caps long waits and defaults when absent or unreadable", () => {
    expect(retryDelayMs("0")).toBe(0);
    expect(retryDelayMs("2")).toBe(2_000);
    expect(retryDelayMs("120")).toBe(5_000);
    expect(retryDelayMs(null)).toBe(500);
    expect(retryDelayMs("soon")).toBe(500);
    expect(retryDelayMs(new Date(Date.now() + 60_000).toUTCString())).toBe(5_000);
  });
});

describe("OpenRouter routing (the fake routes as OpenRouter documents)", () => {
  const DEFAULTS = DEFAULT_MODELS_AS_LISTED.map((m) => m.id);
  /** The provider as configured by default, against a router that lists `models`. */
  const routed = (models: readonly FakeModel[] = DEFAULT_MODELS_AS_LISTED, ids = DEFAULTS) => {
    const router = fakeOpenRouter({ baseUrl: BASE_URL, models });
    server.use(...router.handlers);
    const provider = createOpenRouterNamesProvider({
      ...CONFIG,
      model: ids[0]!,
      fallbackModels: ids.slice(1),
    });
    return { router, provider };
  };

  it("the default models: no `reasoning` (none lists it), structured outputs required, and the router routes it", async () => {
    const { router, provider } = routed();
    await expect(provider.generate(REQUEST)).resolves.toEqual(FAKE_NAMES);
    const body = router.bodies[0]!;
    expect(body).toMatchObject({
      model: DEFAULTS[0],
      models: DEFAULTS,
      temperature: NAME_TEMPERATURE,
      response_format: {
        type: "json_schema",
        json_schema: { name: "brand_names", strict: true, schema: { required: ["names"] } },
      },
      provider: { require_parameters: true },
    });
    expect(body).not.toHaveProperty("reasoning");
    // Routed at the first try (a refused request would show here as a second body) to the one qwen endpoint that takes structured outputs.
    expect(router.routed[0]).toMatchObject({ model: DEFAULTS[0], endpoint: { provider: "DeepInfra" } });
    expect(router.routed[0]!.honoured).toEqual(["temperature", "response_format", "structured_outputs"]);
    expect(router.bodies).toHaveLength(1);
  });

  it("the router refuses what the old request sent (reasoning with require_parameters) with the documented 404", async () => {
    const { provider } = routed();
    await provider.check?.();
    const res = await fetch(ENDPOINT, {
      method: "POST",
      headers: { Authorization: `Bearer ${CONFIG.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        model: DEFAULTS[0],
        models: DEFAULTS,
        messages: [{ role: "user", content: "names" }],
        temperature: 0.7,
        provider: { require_parameters: true },
        reasoning: { exclude: true },
      }),
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /^No endpoints found that can handle the requested parameters/,
    );
  });

  it("sends `reasoning` when every model lists it", async () => {
    const ids = ["deepseek/deepseek-r1", "qwen/qwen3-235b-a22b"];
    const { router, provider } = routed(ids.map(reasoningModel), ids);
    await provider.generate(REQUEST);
    expect(router.bodies[0]).toMatchObject({
      reasoning: { exclude: true },
      provider: { require_parameters: true },
    });
  });

  it("asks for plain JSON, not a schema, when one model has no endpoint with structured outputs", async () => {
    const models = DEFAULT_MODELS_AS_LISTED.map((m) =>
      m.id === "meta-llama/llama-3.3-70b-instruct"
        ? {
            ...m,
            endpoints: m.endpoints.map((e) => ({
              ...e,
              parameters: e.parameters.filter((p) => p !== "structured_outputs"),
            })),
          }
        : m,
    );
    const { router, provider } = routed(models);
    expect((await provider.check?.())?.findings).toEqual([
      { level: "ok", message: "OPENROUTER_API_KEY is valid (no credit limit on the key)" },
      {
        level: "ok",
        message: `OpenRouter serves ${DEFAULTS.join(", ")}; not every model takes structured_outputs, so it is left out`,
      },
    ]);
    await expect(provider.generate(REQUEST)).resolves.toEqual(FAKE_NAMES);
    expect(router.bodies[0]!.response_format).toEqual({ type: "json_object" });
    // Every model has an endpoint that takes temperature and response_format: still required.
    expect(router.bodies[0]!.provider).toEqual({ require_parameters: true });
  });

  it("does not require parameters that no single endpoint of a model takes together", async () => {
    // GET /models is a union: this model lists all three, but no endpoint takes them all.
    const split: FakeModel = {
      id: "acme/split-model",
      endpoints: [
        { provider: "A", parameters: ["temperature", "response_format"] },
        { provider: "B", parameters: ["response_format", "structured_outputs"] },
      ],
    };
    const { router, provider } = routed([split], [split.id]);
    await expect(provider.generate(REQUEST)).resolves.toEqual(FAKE_NAMES);
    expect(router.bodies[0]).toMatchObject({
      temperature: NAME_TEMPERATURE,
      response_format: { type: "json_schema" },
    });
    expect(router.bodies[0]).not.toHaveProperty("provider");
  });

  it("recovers when the catalog was out of date: the router's 404 is answered by one request without require_parameters", async () => {
    // The catalog read says qwen's Nebius endpoint takes structured outputs; the router knows better.
    const listed = DEFAULT_MODELS_AS_LISTED.map((m) => ({
      ...m,
      endpoints: m.endpoints.map((e) => ({ ...e, parameters: [...e.parameters, "structured_outputs"] })),
    }));
    const router = fakeOpenRouter({
      baseUrl: BASE_URL,
      models: DEFAULT_MODELS_AS_LISTED.map((m) => ({ ...m, endpoints: m.endpoints.slice(1) })),
    });
    const catalogFrom = fakeOpenRouter({ baseUrl: BASE_URL, models: listed });
    server.use(router.chat, ...catalogFrom.catalog);
    const provider = createOpenRouterNamesProvider({
      ...CONFIG,
      model: DEFAULTS[0]!,
      fallbackModels: DEFAULTS.slice(1),
    });
    await expect(provider.generate(REQUEST)).resolves.toEqual(FAKE_NAMES);
    expect(router.bodies.map((b) => b.provider)).toEqual([{ require_parameters: true }, undefined]);
  });

  it("skips, and warns about naming the variable, a configured model OpenRouter does not list", async () => {
    const { router, provider } = routed(DEFAULT_MODELS_AS_LISTED.slice(0, 2));
    expect((await provider.check?.())?.findings).toEqual([
      { level: "ok", message: "OPENROUTER_API_KEY is valid (no credit limit on the key)" },
      {
        level: "warn",
        message: `OpenRouter does not list the model "${DEFAULTS[2]}": name generation will fail over or fail; change OPENROUTER_FALLBACK_MODELS`,
      },
    ]);
    await provider.generate(REQUEST);
    expect(router.bodies[0]!.models).toEqual(DEFAULTS.slice(0, 2));
  });

  it("without a readable GET /models, sends what it wants and requires nothing", async () => {
    server.use(http.get(`${BASE_URL}/models`, () => HttpResponse.error()));
    const calls = respondWith(ok(JSON.stringify({ names: NAMES })));
    const provider = createOpenRouterNamesProvider(CONFIG);
    expect((await provider.check?.())?.findings[1]?.message).toMatch(
      /^Could not check the OpenRouter models/,
    );
    await expect(provider.generate(REQUEST)).resolves.toEqual(NAMES);
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ temperature: NAME_TEMPERATURE, reasoning: { exclude: true } });
    expect(body).not.toHaveProperty("provider");
  });
});

describe("OpenRouter contract (documented shapes)", () => {
  const FALLBACKS = ["meta-llama/llama-3.3-70b-instruct", "openai/gpt-4o-mini"];
  const live = (overrides: Partial<Parameters<typeof createOpenRouterNamesProvider>[0]> = {}) =>
    createOpenRouterNamesProvider({ ...CONFIG, fallbackModels: FALLBACKS, ...overrides });

  it("404 'No endpoints found' names OPENROUTER_MODEL and is not retried", async () => {
    const calls = respondWith(() =>
      HttpResponse.json(
        { error: { message: "No endpoints found for qwen/qwen3-30b-a3b:free.", code: 404 } },
        { status: 404 },
      ),
    );
    const err = await rejection(live().generate(REQUEST));
    expect(err.status).toBe(404);
    expect(err.message).toMatch(/No endpoints found for qwen\/qwen3-30b-a3b:free.*OPENROUTER_MODEL/);
    expect(calls).toHaveLength(1);
  });

  it("402 says the account has no credits", async () => {
    respondWith(() =>
      HttpResponse.json(
        {
          error: {
            message:
              "This request requires more credits, or fewer max_tokens. You requested up to 32768 tokens, but can only afford 0.",
            code: 402,
          },
        },
        { status: 402 },
      ),
    );
    const err = await rejection(live().generate(REQUEST));
    expect(err.status).toBe(402);
    expect(err.message).toMatch(/no credits left.*can only afford 0/);
  });

  it("429 free-models-per-day is a daily cap: no retry, and the message says so", async () => {
    const calls = respondWith(() =>
      HttpResponse.json(
        {
          error: {
            message:
              "Rate limit exceeded: free-models-per-day. Add 10 credits to unlock 1000 free model requests per day",
            code: 429,
            metadata: {
              headers: {
                "X-RateLimit-Limit": "50",
                "X-RateLimit-Remaining": "0",
                "X-RateLimit-Reset": "1741305600000",
              },
              provider_name: null,
            },
          },
        },
        { status: 429, headers: { "Retry-After": "0" } },
      ),
    );
    const err = await rejection(live().generate(REQUEST));
    expect(err.status).toBe(429);
    expect(err.message).toMatch(/daily request cap/);
    expect(calls).toHaveLength(1);
  });

  it("reads the reply, not the draft, when reasoning leaks into content", async () => {
    const draft = '[{"name": "Draftname", "meaning": "an early idea"}]';
    respondWith(
      ok(`<think>Let me brainstorm. ${draft} Better ones:</think>\n${JSON.stringify({ names: NAMES })}`),
    );
    await expect(live().generate(REQUEST)).resolves.toEqual(NAMES);
    respondWith(ok(`Brainstorm: ${draft}. Now the answer.</think>${JSON.stringify({ names: NAMES })}`));
    await expect(live().generate(REQUEST)).resolves.toEqual(NAMES);
  });

  it("keeps the complete names of a reply cut off by max tokens", async () => {
    const truncated = `{"names": [{"name": "Brewlane", "meaning": "A lane for brews."}, {"name": "Crema Co", "meaning": "Named af`;
    respondWith(() =>
      HttpResponse.json({
        ...completion(truncated),
        choices: [{ index: 0, finish_reason: "length", message: { role: "assistant", content: truncated } }],
      }),
    );
    const names = await live().generate(REQUEST);
    expect(names[0]).toEqual({ name: "Brewlane", meaning: "A lane for brews." });
  });
});

describe("run controls on the live path", () => {
  const OPTIONS = {
    styles: ["compound" as const],
    maxLength: 9,
    include: ["brew"],
    avoid: ["cafe"],
    wordCount: "one" as const,
  };

  it("sends the controls in the prompt and in the JSON schema, and none for a default run", async () => {
    const captured = respondWith(ok(JSON.stringify([{ name: "Brewlane", meaning: "A lane for brews." }])));
    await createOpenRouterNamesProvider(CONFIG).generate({ ...REQUEST, options: OPTIONS });
    const body = captured[0]?.body as {
      messages: Array<{ content: string }>;
      response_format: {
        json_schema: {
          schema: { properties: { names: { items: { properties: { name: { description: string } } } } } };
        };
      };
    };
    const prompt = body.messages[0]?.content ?? "";
    expect(prompt).toMatch(/Style: every name must be one of these kinds: compound/);
    expect(prompt).toContain("Every name must be a single word");
    expect(prompt).toContain("at most 9 letters");
    expect(prompt).toContain("contain one of these words: brew");
    expect(prompt).toContain("No name may contain any of these words: cafe");
    const nameField = body.response_format.json_schema.schema.properties.names.items.properties.name;
    expect(nameField.description).toContain("at most 9 letters");
    expect(nameField.description).toContain("brew");

    const plain = buildNamesPrompt(REQUEST);
    expect(plain).not.toMatch(/Style:|single word|at most|must contain|may contain/);
    expect(buildNamesPrompt({ ...REQUEST, options: {} })).toBe(plain);
  });

  it("sends the brief inside the one user message, keeping the request's shape", async () => {
    const brief: Brief = {
      version: BRIEF_VERSION,
      language: "en",
      source: "offline",
      business: "a marine diving club",
      offerings: ["reef dives", "diving courses"],
      audience: ["beginners"],
      place: "Bali",
      tone: ["fresh"],
      concepts: ["coral", "diver"],
      avoid: ["flower"],
      notes: [],
    };
    const captured = respondWith(ok(JSON.stringify([{ name: "Reefside", meaning: "By the reef." }])));
    await createOpenRouterNamesProvider(CONFIG).generate({ ...REQUEST, brief });
    const plainCaptured = respondWith(ok(JSON.stringify([{ name: "Reefside", meaning: "By the reef." }])));
    await createOpenRouterNamesProvider(CONFIG).generate(REQUEST);
    const body = captured[0]?.body as { messages: Array<{ role: string; content: string }> };
    const plainBody = plainCaptured[0]?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(plainBody).sort());
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]?.role).toBe("user");
    expect(body.messages[0]?.content).toContain("What the business is: a marine diving club.");
    expect(body.messages[0]?.content).toContain("Where it is: Bali.");
    expect(body.messages[0]?.content).toContain("flower");
  });

  it("drops names that break the controls, and fails (refunding the run) when none are left", async () => {
    respondWith(
      ok(
        JSON.stringify([
          { name: "Brewlane", meaning: "Fits every rule." },
          { name: "Brew Cafe", meaning: "Two words and an avoided word." },
          { name: "Brewmasterhouse", meaning: "Too long." },
          { name: "Beanlane", meaning: "Misses the word to include." },
        ]),
      ),
    );
    const names = await createOpenRouterNamesProvider(CONFIG).generate({ ...REQUEST, options: OPTIONS });
    expect(names.map((n) => n.name)).toEqual(["Brewlane"]);

    respondWith(ok(JSON.stringify([{ name: "Beanlane", meaning: "Misses the word." }])));
    const err = await rejection(
      createOpenRouterNamesProvider(CONFIG).generate({ ...REQUEST, options: OPTIONS }),
    );
    expect(err.message).toMatch(/broke the run's controls/);
  });
});
