import { HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createOpenRouterClient } from "@/server/providers/names/openrouter-request";
import {
  DEFAULT_MODELS_AS_LISTED,
  FAKE_NAMES,
  fakeOpenRouter,
  type RoutedRequest,
} from "@/test/fake-openrouter";
import { briefCall, readBriefLive, readBriefLiveOrOffline } from "./live-brief";

const BASE_URL = "https://openrouter.test/api/v1";
const INPUT = {
  description:
    "We are a small kombucha brewery in Portland. We brew fermented tea with fruit, not coffee, for young couples.",
  category: "food-beverage" as const,
};
const LIVE_FIELDS = {
  business: "a kombucha brewery",
  offerings: ["fermented tea", "fruit"],
  audience: ["young couples"],
  place: "Portland",
  tone: ["playful", "fresh"],
  concepts: ["kombucha bottle", "tea leaf", "coffee"],
  avoid: ["coffee"],
};

let reply: (request: RoutedRequest) => string | Response = () => JSON.stringify(LIVE_FIELDS);
const router = fakeOpenRouter({ models: DEFAULT_MODELS_AS_LISTED, reply: (r) => reply(r) });
const mock = setupServer(...router.handlers);

const client = () =>
  createOpenRouterClient({
    apiKey: "sk-or-v1-brief",
    model: DEFAULT_MODELS_AS_LISTED[0]!.id,
    fallbackModels: DEFAULT_MODELS_AS_LISTED.slice(1).map((m) => m.id),
    baseUrl: BASE_URL,
    appUrl: "https://brand.test",
    productName: "Brand Studio",
  });

beforeAll(() => mock.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  router.bodies.length = 0;
  router.routed.length = 0;
  reply = () => JSON.stringify(LIVE_FIELDS);
});
afterAll(() => mock.close());

describe("the live brief", () => {
  it("asks for a structured brief where every model takes structured outputs, and validates the reply", async () => {
    const brief = await readBriefLive(client(), INPUT);
    expect(brief).toMatchObject({
      ...LIVE_FIELDS,
      concepts: ["kombucha bottle", "tea leaf"],
      source: "live",
      language: "en",
      notes: [],
      version: 1,
    });
    const body = router.bodies[0]!;
    expect(body).toMatchObject({
      temperature: 0.2,
      max_tokens: 500,
      response_format: { type: "json_schema", json_schema: { name: "business_brief", strict: true } },
      provider: { require_parameters: true },
    });
    expect(router.routed[0]!.honoured).toContain("structured_outputs");
    const prompt = (body.messages as Array<{ content: string }>).map((m) => m.content).join("\n");
    expect(prompt).toContain("kombucha brewery in Portland");
  });

  it("reads a JSON object a model wrapped in prose", async () => {
    reply = () => `Here is the brief:\n\`\`\`json\n${JSON.stringify(LIVE_FIELDS)}\n\`\`\``;
    expect((await readBriefLive(client(), INPUT)).business).toBe("a kombucha brewery");
  });

  it.each([
    ["a names reply", () => JSON.stringify({ names: FAKE_NAMES })],
    ["prose", () => "I cannot help with that."],
    ["a tone outside the list", () => JSON.stringify({ ...LIVE_FIELDS, tone: ["spooky"] })],
    ["too long a business", () => JSON.stringify({ ...LIVE_FIELDS, business: "x".repeat(200) })],
    ["markup", () => JSON.stringify({ ...LIVE_FIELDS, place: "<img src=x>" })],
    [
      "an upstream failure",
      () => HttpResponse.json({ error: { code: 502, message: "Upstream error" } }, { status: 502 }),
    ],
  ])("falls back to the offline reading on %s", async (_label, answer) => {
    reply = answer;
    const fallbacks: unknown[] = [];
    const brief = await readBriefLiveOrOffline(client(), INPUT, { onFallback: (e) => fallbacks.push(e) });
    expect(brief.source).toBe("offline");
    expect(brief.business).toBe("a kombucha brewery");
    expect(brief.avoid).toEqual(["coffee"]);
    expect(fallbacks).toHaveLength(1);
  });

  it("falls back when the service is too slow", async () => {
    reply = () => new Promise<never>(() => undefined) as never;
    const brief = await readBriefLiveOrOffline(client(), INPUT, { timeoutMs: 200 });
    expect(brief.source).toBe("offline");
  });

  it("reads offline when no live service is configured", async () => {
    expect((await readBriefLiveOrOffline(undefined, INPUT)).source).toBe("offline");
    expect(router.bodies).toHaveLength(0);
  });

  it("keeps the honest note when the live reading has nothing to draw", async () => {
    reply = () => JSON.stringify({ ...LIVE_FIELDS, concepts: [], avoid: [] });
    const brief = await readBriefLive(client(), {
      description: "Пекарня с домашним хлебом",
      category: "others",
    });
    expect(brief.notes).toEqual(["other-script"]);
    expect(brief.concepts).toEqual([]);
  });

  it("asks for concepts in plain English, whatever the description's language", () => {
    const call = briefCall({ description: "Toko batik di Yogyakarta", category: "retail-ecommerce" });
    expect(call.messages[0]!.content).toContain("plain English");
    expect(call.jsonSchema?.name).toBe("business_brief");
  });
});
