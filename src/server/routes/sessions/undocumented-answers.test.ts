import { Writable } from "node:stream";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@/shared/messages";
import { startBrand, trialRow } from "@/test/brand-helpers";
import { FAL_IMAGE_HOST, falThroughRouter, HF_ROUTER_FAL, hubModel, whoami } from "@/test/fake-ai-services";
import { FAKE_OPENROUTER, fakeOpenRouter } from "@/test/fake-openrouter";
import { fakeSymbolImage } from "@/test/fake-symbol-image";
import { signIn } from "@/test/session-client";
import { createTestApp, type TestApp } from "@/test/test-app";

/**
 * A live service that answers 200 in a shape its documentation does not describe: the run is a
 * clear error in the log (level error, naming the service and the shape), the generation is given
 * back, and the person gets the product's error message with a 502, never a 500
 * (docs/product.md#errors-and-messages).
 */

const SCHNELL = "fal-ai/flux/schnell";
const mock = setupServer();
const logged: Array<{ level: number; msg: string; err?: { message?: string } }> = [];
const logger = pino(
  { level: "info" },
  new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) logged.push(JSON.parse(line));
      done();
    },
  }),
);

let t: TestApp;
let emails = 0;

beforeAll(async () => {
  mock.listen({ onUnhandledRequest: "error" });
  t = await createTestApp(
    {
      OPENROUTER_API_KEY: "sk-or-v1-undocumented",
      OPENROUTER_BASE_URL: FAKE_OPENROUTER,
      HF_TOKEN: "hf_test",
    },
    { logger },
  );
});
afterEach(() => {
  mock.resetHandlers();
  logged.length = 0;
});
afterAll(async () => {
  mock.close();
  await t.close();
});

const errors = () => logged.filter((l) => l.level >= 50);

describe("undocumented provider answers", () => {
  it.each([
    [
      "a completion without choices",
      () => HttpResponse.json({ id: "gen-1", object: "chat.completion", result: "Brewlane" }),
    ],
    [
      "a body that is not JSON",
      () => new HttpResponse("<html>Cloudflare</html>", { headers: { "Content-Type": "text/html" } }),
    ],
  ])(
    "names: %s is a logged error, the run is given back, the person sees the spec's message",
    async (_, answer) => {
      mock.use(...fakeOpenRouter({ reply: answer }).handlers);
      const { client, user } = await signIn(t, {
        name: "Shape",
        email: `shape-names-${emails++}@example.com`,
      });
      const session = await startBrand(client);
      const res = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({
        error: { code: "generation_failed", message: MESSAGES.nameGenerationFailed },
      });
      expect((await trialRow(t, user.id)).name_generations).toBe(0);
      expect(errors()).toEqual([
        expect.objectContaining({
          msg: "name provider answered in an undocumented shape",
          err: expect.objectContaining({
            message: expect.stringMatching(/^OpenRouter answered .*(undocumented shape|not JSON)/),
          }),
        }),
      ]);
    },
  );

  it("logos: a fal result without images is a logged error, the run is given back, the person sees the spec's message", async () => {
    mock.use(...fakeOpenRouter().handlers, whoami(), hubModel({ providerId: SCHNELL }));
    const { client, user } = await signIn(t, { name: "Shape", email: `shape-logos-${emails++}@example.com` });
    const session = await startBrand(client);
    expect((await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" })).status).toBe(200);
    const named = await client.json(`/api/sessions/${session.id}/name`, { name: "Crema Lane" }, "PUT");
    expect(named.status).toBe(200);

    // fal's queue as documented, but its result holds no `images`.
    const [submit, status, cancel] = falThroughRouter({
      endpoint: SCHNELL,
      images: [await fakeSymbolImage("cup")],
    });
    mock.use(
      submit!,
      status!,
      cancel!,
      http.get(`${HF_ROUTER_FAL}/fal-ai/flux/requests/:id`, () =>
        HttpResponse.json({ output: { url: `${FAL_IMAGE_HOST}/x.png` } }),
      ),
    );
    const res = await client.fetch(`/api/sessions/${session.id}/logos`, { method: "POST" });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      error: { code: "generation_failed", message: MESSAGES.logoGenerationFailed },
    });
    const trial = await trialRow(t, user.id);
    expect(trial.logo_generations).toBe(0);
    expect(trial.has_used_trial).toBe(false);
    const logoErrors = errors().filter((l) => l.msg === "image provider answered in an undocumented shape");
    expect(logoErrors).toHaveLength(2);
    expect(logoErrors[0]?.err?.message).toMatch(/malformed response from Fal\.ai text-to-image API/);
  });
});
