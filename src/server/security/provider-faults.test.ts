import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startBrand, trialRow } from "@/test/brand-helpers";
import { fakeOpenRouter } from "@/test/fake-openrouter";
import { signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";
import { createHfLogoProvider } from "../providers/logos/hf-logo";
import { createOpenRouterNamesProvider } from "../providers/names/openrouter-names";

const OPENROUTER = "http://openrouter.test/api/v1";
const TIMEOUT_MS = 400;
// OpenRouter's model catalog answers as documented; each test decides how the completion fails.
const mock = setupServer(
  ...fakeOpenRouter({
    baseUrl: OPENROUTER,
    models: [{ id: "test/model", endpoints: [{ provider: "DeepInfra", parameters: ["temperature"] }] }],
  }).catalog,
);

const upstream = {
  "500": () => HttpResponse.json({ error: { message: "boom" } }, { status: 500 }),
  "429": () =>
    HttpResponse.json({ error: { message: "slow down" } }, { status: 429, headers: { "Retry-After": "1" } }),
  garbage: () => HttpResponse.text("<html>not json</html>", { headers: { "Content-Type": "text/html" } }),
  "never answers": async () => {
    await delay("infinite");
    return HttpResponse.json({});
  },
} as const;

describe("AI providers failing", () => {
  let t: TestApp;
  let emails = 0;
  beforeAll(async () => {
    mock.listen({ onUnhandledRequest: "error" });
    t = await createTestApp(
      {},
      {
        providers: {
          names: createOpenRouterNamesProvider({
            apiKey: "sk-test",
            model: "test/model",
            baseUrl: OPENROUTER,
            appUrl: "http://localhost:3999",
            productName: "BrandSculpt",
            timeoutMs: TIMEOUT_MS,
          }),
          logos: createHfLogoProvider({ hfToken: "hf_test", model: "test/logo-lora", timeoutMs: TIMEOUT_MS }),
        },
      },
    );
  });
  afterEach(() => mock.resetHandlers());
  afterAll(async () => {
    mock.close();
    await t.close();
  });

  it.each(Object.keys(upstream) as Array<keyof typeof upstream>)(
    "names: upstream %s gives the spec's message within the timeout and uses no quota",
    async (kind) => {
      mock.use(http.post(`${OPENROUTER}/chat/completions`, upstream[kind]));
      const { client, user } = await signIn(t, {
        name: "Fault",
        email: `fault-names-${emails++}@example.com`,
      });
      const session = await startBrand(client);
      const started = Date.now();
      const res = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
      const elapsed = Date.now() - started;
      expect(res.status).toBe(502);
      expect((await res.json()).error.message).toBe("Failed to generate names. Please try again.");
      // One retry is allowed for 429/5xx, inside the same overall timeout.
      expect(elapsed).toBeLessThan(TIMEOUT_MS + 3000);
      expect((await trialRow(t, user.id)).name_generations).toBe(0);
    },
  );

  it.each(Object.keys(upstream) as Array<keyof typeof upstream>)(
    "logos: upstream %s gives the spec's message within the timeout and uses no quota",
    async (kind) => {
      mock.use(
        http.post(`${OPENROUTER}/chat/completions`, () =>
          HttpResponse.json({
            choices: [
              {
                message: {
                  content: JSON.stringify([{ name: `Faultline ${emails}`, meaning: "A test name." }]),
                },
              },
            ],
          }),
        ),
        http.get("https://huggingface.co/api/models/*", upstream[kind]),
        http.all("https://router.huggingface.co/*", upstream[kind]),
      );
      const { client, user } = await signIn(t, {
        name: "Fault",
        email: `fault-logos-${emails++}@example.com`,
      });
      const session = await startBrand(client);
      const named = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
      const { names } = (await named.json()) as { names: Array<{ name: string }> };
      await client.json(`/api/sessions/${session.id}/name`, { name: names[0]!.name }, "PUT");
      const started = Date.now();
      const res = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
      expect(res.status).toBe(502);
      expect((await res.json()).error.message).toBe("Failed to generate logos. Please try again.");
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
      const trial = await trialRow(t, user.id);
      expect(trial.logo_generations).toBe(0);
      expect(trial.has_used_trial).toBe(false);
    },
  );
});
