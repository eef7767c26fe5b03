import type { RequestTiming } from "@/server/http/server-timing";
import type { OpenRouterCall, OpenRouterClient } from "@/server/providers/names/openrouter-request";
import { BRIEF_LIMITS, BRIEF_VERSION, type Brief, briefFieldsSchema, TONE_WORDS } from "@/shared/brief";
import { type CategoryId, getCategory } from "@/shared/categories";
import { readBriefOfflineRecent } from "./recent-briefs";

/**
 * The live reading of a description: one small structured call to OpenRouter before the names
 * call (decision 012), so the names request keeps its shape. The reply is validated by the same
 * schema as a person's correction; anything else (a failure, a timeout, a reply in another shape)
 * falls back to the offline reading.
 */

/** Short: the brief holds up the first name run. */
export const LIVE_BRIEF_TIMEOUT_MS = 10_000;

/** The reply's JSON Schema (structured outputs where every model takes them). */
export const BRIEF_JSON_SCHEMA = {
  type: "object",
  properties: {
    business: {
      type: "string",
      description: `What the business is, as a short noun phrase ("a kombucha brewery").`,
    },
    offerings: { type: "array", items: { type: "string" }, description: "What it sells or does." },
    audience: {
      type: "array",
      items: { type: "string" },
      description: "Who it is for, if the description says.",
    },
    place: { type: ["string", "null"], description: "Where it is, as written, or null." },
    tone: { type: "array", items: { type: "string", enum: [...TONE_WORDS] } },
    concepts: {
      type: "array",
      items: { type: "string" },
      description: "Concrete things a logo symbol could show, best first, in plain English.",
    },
    avoid: {
      type: "array",
      items: { type: "string" },
      description: "Things the description says the business is not or does not use.",
    },
  },
  required: ["business", "offerings", "audience", "place", "tone", "concepts", "avoid"],
  additionalProperties: false,
} as const;

export function briefCall(input: { description: string; category: CategoryId }): OpenRouterCall {
  const category = getCategory(input.category);
  const description = input.description.replace(/\s+/g, " ").trim();
  return {
    messages: [
      {
        role: "system",
        content: [
          "You read a founder's description of their business and return a brief as a JSON object.",
          "Use only what the description says; never invent a product, place or audience.",
          "Write every field in plain English, whatever the description's language.",
          `business: a short noun phrase of at most ${BRIEF_LIMITS.business} characters.`,
          `offerings (at most ${BRIEF_LIMITS.offerings}), audience (at most ${BRIEF_LIMITS.audience}), concepts and avoid (at most ${BRIEF_LIMITS.concepts} each): items of at most ${BRIEF_LIMITS.item} characters.`,
          `concepts: concrete, drawable things from the description, singular ("bicycle", "tea leaf"); empty when it names nothing drawable.`,
          `tone: at most ${BRIEF_LIMITS.tone} words from this list: ${TONE_WORDS.join(", ")}.`,
          'Respond with only the JSON object, e.g. {"business": "a kombucha brewery", "offerings": ["fermented tea"], "audience": [], "place": "Portland", "tone": ["warm"], "concepts": ["kombucha", "tea leaf"], "avoid": ["coffee"]}.',
        ].join("\n"),
      },
      { role: "user", content: `Category: ${category.name}\nDescription: ${description}` },
    ],
    temperature: 0.2,
    maxTokens: 500,
    jsonSchema: { name: "business_brief", schema: BRIEF_JSON_SCHEMA },
  };
}

/** The JSON object in a reply: the whole text, or the first {...} in prose or a code fence. */
function jsonIn(content: string): unknown {
  const text = content.trim();
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
}

/** One live reading; throws when the call fails or the reply is not a brief. */
export async function readBriefLive(
  client: OpenRouterClient,
  input: { description: string; category: CategoryId },
  options: { signal?: AbortSignal; timeoutMs?: number; timing?: RequestTiming } = {},
): Promise<Brief> {
  const timeoutMs = options.timeoutMs ?? LIVE_BRIEF_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const { content } = await client.complete(briefCall(input), {
    signal,
    deadline: Date.now() + timeoutMs,
    timing: options.timing,
  });
  const fields = briefFieldsSchema.safeParse(jsonIn(content));
  if (!fields.success) throw new Error(`the brief reply is not a brief: ${fields.error.issues[0]?.message}`);
  // The language and the honest notes come from the description itself.
  const offline = readBriefOfflineRecent(input);
  const concepts = fields.data.concepts.filter((c) => !fields.data.avoid.includes(c));
  return {
    ...fields.data,
    concepts,
    version: BRIEF_VERSION,
    language: offline.language,
    source: "live",
    notes: concepts.length > 0 ? [] : offline.notes.length > 0 ? offline.notes : ["nothing-drawable"],
  };
}

/** The live reading, or the offline one when there is no live service or the call fails. */
export async function readBriefLiveOrOffline(
  client: OpenRouterClient | undefined,
  input: { description: string; category: CategoryId },
  options: {
    signal?: AbortSignal;
    timeoutMs?: number;
    timing?: RequestTiming;
    onFallback?: (error: unknown) => void;
  } = {},
): Promise<Brief> {
  if (!client) return readBriefOfflineRecent(input);
  try {
    return await readBriefLive(client, input, options);
  } catch (error) {
    options.onFallback?.(error);
    return readBriefOfflineRecent(input);
  }
}
