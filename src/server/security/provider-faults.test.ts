import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createHfLogoProvider } from "@/server/providers/logos/hf-logo";
import { createOpenRouterNamesProvider } from "@/server/providers/names/openrouter-names";
import { startBrand, trialRow } from "@/test/brand-helpers";
import { fakeOpenRouter } from "@/test/fake-openrouter";
import { signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

const OPENROUTER = "http://openrouter.test/api/v1";
const TIMEOUT_MS = 400;
// OpenRouter's model catalog answers as documented; each test decides how the completion fails.
const mock = setupServer(
  ...fakeOpenRouter({
    baseUrl: OPENROUTER,
    models: [{ id: "test/model", endpoints: [{ provider: "DeepInfra", parameters: ["temperature"] }] }],
  }).catalog,
);

/** Requests to the failing upstream, and those the provider abandoned (its abort signal fired). */
const seen = { calls: 0, aborted: 0 };

const upstream = {
  "500": () => HttpResponse.json({ error: { message: "boom" } }, { status: 500 }),
  "429": () =>
    HttpResponse.json({ error: { message: "slow down" } }, { status: 429, headers: { "Retry-After": "1" } }),
  garbage: () => HttpResponse.text("<html>not json</html>", { headers: { "Content-Type": "text/html" } }),
  // Holds the request open until the provider gives up on it: only the provider's own timeout
  // can end this test before vitest's.
  "never answers": async ({ request }: { request: Request }) => {
    await new Promise<void>((resolve) => {
      if (request.signal.aborted) return resolve();
      request.signal.addEventListener("abort", () => resolve(), { once: true });
    });
    seen.aborted++;
    return HttpResponse.json({});
  },
} as const;

/** The upstream answer for `kind`, counting each request. */
function counted(kind: keyof typeof upstream) {
  return (info: { request: Request }) => {
    seen.calls++;
    return upstream[kind](info);
  };
}

/**
 * What the provider must have done with the upstream: a bounded number of requests (one retry at
 * most), and for a hang, a 502 although no upstream request was ever answered, so the provider's
 * own timeout ended the call. `abandons`: the hung requests must also be aborted.
 */
async function expectUpstreamHandled(kind: keyof typeof upstream, maxCalls: number, abandons: boolean) {
  expect(seen.calls).toBeGreaterThan(0);
  expect(seen.calls).toBeLessThanOrEqual(maxCalls);
  if (kind === "never answers" && abandons) await vi.waitFor(() => expect(seen.aborted).toBe(seen.calls));
}

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
  beforeEach(() => {
    seen.calls = 0;
    seen.aborted = 0;
  });
  afterEach(() => mock.resetHandlers());
  afterAll(async () => {
    mock.close();
    await t.close();
  });

  it.each(Object.keys(upstream) as Array<keyof typeof upstream>)(
    "names: upstream %s gives the product's message within the timeout and uses no quota",
    async (kind) => {
      mock.use(http.post(`${OPENROUTER}/chat/completions`, counted(kind)));
      const { client, user } = await signIn(t, {
        name: "Fault",
        email: `fault-names-${emails++}@example.com`,
      });
      const session = await startBrand(client);
      const res = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
      expect(res.status).toBe(502);
      expect((await res.json()).error.message).toBe("Failed to generate names. Please try again.");
      // One retry is allowed for 429/5xx, inside the same overall timeout; a hang is aborted.
      await expectUpstreamHandled(kind, 2, true);
      expect((await trialRow(t, user.id)).name_generations).toBe(0);
    },
  );

  it.each(Object.keys(upstream) as Array<keyof typeof upstream>)(
    "logos: upstream %s gives the product's message within the timeout and uses no quota",
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
        http.get("https://huggingface.co/api/models/*", counted(kind)),
        http.all("https://router.huggingface.co/*", counted(kind)),
      );
      const { client, user } = await signIn(t, {
        name: "Fault",
        email: `fault-logos-${emails++}@example.com`,
      });
      const session = await startBrand(client);
      const named = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
      const { names } = (await named.json()) as { names: Array<{ name: string }> };
      await client.json(`/api/sessions/${session.id}/name`, { name: names[0]!.name }, "PUT");
      const res = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
      expect(res.status).toBe(502);
      expect((await res.json()).error.message).toBe("Failed to generate logos. Please try again.");
      // The model lookup and one inference call. The Hugging Face client does not pass our abort
      // signal on to every request it makes, so a hung request is not checked for abandonment.
      await expectUpstreamHandled(kind, 2, false);
      const trial = await trialRow(t, user.id);
      expect(trial.logo_generations).toBe(0);
      expect(trial.has_used_trial).toBe(false);
    },
  );
});
