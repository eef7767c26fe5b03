import { HttpResponse, http } from "msw";

/**
 * OpenRouter as its documentation describes it, for msw. One models list feeds GET /models,
 * GET /models/{author}/{slug}/endpoints and the router behind POST /chat/completions, so a
 * request our code builds is routed the way OpenRouter would route it:
 * - GET /models lists each model with `supported_parameters`, the union over its endpoints
 *   (openrouter.ai/docs/api-reference/list-available-models);
 * - the endpoints list gives each endpoint's own parameters (list-endpoints-for-a-model);
 * - the router tries `models` in order (or `model`); with `provider.require_parameters` it only
 *   uses endpoints that take every parameter sent, and when no model has one it answers 404 "No
 *   endpoints found that can handle the requested parameters." Without it, an endpoint ignores
 *   parameters it does not take (openrouter.ai/docs/features/provider-routing);
 * - an unknown model id is a 400; a bad key a 401 (openrouter.ai/docs/api-reference/errors);
 * - GET /key describes the key (openrouter.ai/docs/api-reference/limits).
 */

export const FAKE_OPENROUTER = "https://openrouter.test/api/v1";

export type FakeEndpoint = { provider: string; parameters: readonly string[] };
export type FakeModel = { id: string; endpoints: readonly FakeEndpoint[] };

/** The parameter names of OpenRouter's `supported_parameters` (its SDK's Parameter enum). */
const COMMON = [
  "max_tokens",
  "temperature",
  "top_p",
  "stop",
  "frequency_penalty",
  "presence_penalty",
  "seed",
];

/**
 * The three default models as OpenRouter lists them: non-reasoning instruct models, so no
 * endpoint takes `reasoning`; structured outputs on some endpoints only.
 */
export const DEFAULT_MODELS_AS_LISTED: FakeModel[] = [
  {
    id: "qwen/qwen3-30b-a3b-instruct-2507",
    endpoints: [
      { provider: "DeepInfra", parameters: [...COMMON, "response_format", "structured_outputs", "tools"] },
      { provider: "Nebius", parameters: [...COMMON, "response_format", "tools", "tool_choice"] },
    ],
  },
  {
    id: "meta-llama/llama-3.3-70b-instruct",
    endpoints: [
      { provider: "Together", parameters: [...COMMON, "response_format", "structured_outputs", "top_k"] },
      { provider: "Groq", parameters: [...COMMON, "tools", "tool_choice"] },
    ],
  },
  {
    id: "openai/gpt-4o-mini",
    endpoints: [
      {
        provider: "OpenAI",
        parameters: [...COMMON, "response_format", "structured_outputs", "tools", "tool_choice", "logprobs"],
      },
    ],
  },
];

/** A reasoning model: its endpoints take `reasoning` and `include_reasoning`. */
export function reasoningModel(id: string): FakeModel {
  return {
    id,
    endpoints: [
      {
        provider: "Chutes",
        parameters: [...COMMON, "reasoning", "include_reasoning", "response_format", "structured_outputs"],
      },
    ],
  };
}

/** Which `supported_parameters` a request body relies on. */
export function sentParameters(body: Record<string, unknown>): string[] {
  const out = new Set<string>();
  const simple = [
    "temperature",
    "top_p",
    "top_k",
    "min_p",
    "max_tokens",
    "stop",
    "seed",
    "frequency_penalty",
    "presence_penalty",
    "repetition_penalty",
    "logit_bias",
    "logprobs",
    "top_logprobs",
    "tools",
    "tool_choice",
    "parallel_tool_calls",
    "reasoning",
    "include_reasoning",
    "verbosity",
  ];
  for (const key of simple) if (body[key] !== undefined) out.add(key);
  const format = body.response_format as { type?: string } | undefined;
  if (format) {
    out.add("response_format");
    if (format.type === "json_schema") out.add("structured_outputs");
  }
  return [...out];
}

export type RoutedRequest = {
  body: Record<string, unknown>;
  headers: Headers;
  /** The model and endpoint the router chose, and the parameters that endpoint honoured. */
  model: string;
  endpoint: FakeEndpoint;
  honoured: string[];
};

export type FakeOpenRouterOptions = {
  models?: readonly FakeModel[];
  baseUrl?: string;
  /** Keys OpenRouter accepts; anything else is a 401. Default: any `sk-or-` key. */
  keys?: readonly string[];
  /**
   * The model's answer to a routed request: the message content, or a whole Response (an upstream
   * failure). Default: three names, as JSON when structured outputs were honoured, in prose otherwise.
   */
  reply?: (request: RoutedRequest) => string | Response | Promise<string | Response>;
  /** GET /key's data. */
  key?: Partial<KeyData>;
};

export type KeyData = {
  label: string;
  limit: number | null;
  limit_remaining: number | null;
  limit_reset: string | null;
  usage: number;
  is_free_tier: boolean;
};

export const FAKE_NAMES = [
  { name: "Ember & Oak", meaning: "Warmth of the roaster and the steadiness of an old oak bar." },
  { name: "Crema Lane", meaning: "The golden foam of a good espresso, on your street." },
  { name: "Bean Theory", meaning: "Coffee made with a scientist's care." },
];

/** A brief as a model answers the brief call's schema (decision 012). */
export const FAKE_BRIEF = {
  business: "a neighbourhood coffee shop",
  offerings: ["single-origin coffee", "pastries"],
  audience: [],
  place: null,
  tone: ["warm", "friendly"],
  concepts: ["coffee bean", "coffee cup"],
  avoid: [],
};

/** Whether the request is the brief's call: by its schema, or by its instructions when sent without one. */
export function asksForBrief(body: Record<string, unknown>): boolean {
  const format = body.response_format as { json_schema?: { name?: string } } | undefined;
  if (format?.json_schema?.name === "business_brief") return true;
  const messages = Array.isArray(body.messages) ? (body.messages as Array<{ content?: unknown }>) : [];
  return messages.some(
    (m) => typeof m.content === "string" && m.content.includes("return a brief as a JSON object"),
  );
}

function defaultReply(request: RoutedRequest): string {
  if (asksForBrief(request.body)) {
    if (request.honoured.includes("structured_outputs")) return JSON.stringify(FAKE_BRIEF);
    return `Here is the brief:\n\`\`\`json\n${JSON.stringify(FAKE_BRIEF, null, 2)}\n\`\`\``;
  }
  if (request.honoured.includes("structured_outputs")) return JSON.stringify({ names: FAKE_NAMES });
  // A model left to itself wraps its JSON in prose and a code fence.
  return `Here are three names for you:\n\`\`\`json\n${JSON.stringify(FAKE_NAMES, null, 2)}\n\`\`\`\nGood luck!`;
}

const error = (status: number, message: string) =>
  HttpResponse.json({ error: { code: status, message } }, { status });

type Handler = ReturnType<typeof http.get>;

export type FakeOpenRouter = {
  /** Every handler below. */
  handlers: Handler[];
  /** GET /models and GET /models/{author}/{slug}/endpoints. */
  catalog: Handler[];
  key: Handler;
  chat: Handler;
  /** Every chat request the router accepted and routed, in order. */
  routed: RoutedRequest[];
  /** Every chat request body received, routed or refused. */
  bodies: Array<Record<string, unknown>>;
};

export function fakeOpenRouter(options: FakeOpenRouterOptions = {}): FakeOpenRouter {
  const base = options.baseUrl ?? FAKE_OPENROUTER;
  const models = options.models ?? DEFAULT_MODELS_AS_LISTED;
  const byId = new Map(models.map((m) => [m.id, m]));
  const routed: RoutedRequest[] = [];
  const bodies: Array<Record<string, unknown>> = [];
  const authorised = (request: Request): Response | undefined => {
    const header = request.headers.get("authorization");
    if (!header?.startsWith("Bearer ")) return error(401, "No auth credentials found");
    const key = header.slice("Bearer ".length);
    const ok = options.keys ? options.keys.includes(key) : key.startsWith("sk-or-");
    return ok ? undefined : error(401, "User not found.");
  };
  const listing = (m: FakeModel) => ({
    id: m.id,
    canonical_slug: m.id,
    hugging_face_id: "",
    name: m.id,
    created: 1753800000,
    description: `${m.id} as served on OpenRouter.`,
    context_length: 131072,
    architecture: {
      modality: "text->text",
      input_modalities: ["text"],
      output_modalities: ["text"],
      tokenizer: "Other",
      instruct_type: null,
    },
    pricing: { prompt: "0.00000005", completion: "0.0000002", request: "0", image: "0" },
    top_provider: { context_length: 131072, max_completion_tokens: 32768, is_moderated: false },
    per_request_limits: null,
    supported_parameters: [...new Set(m.endpoints.flatMap((e) => e.parameters))],
  });

  const catalog = [
    http.get(`${base}/models`, () => HttpResponse.json({ data: models.map(listing) })),
    http.get(`${base}/models/:author/:slug/endpoints`, ({ params }) => {
      const model = byId.get(`${params.author}/${params.slug}`);
      if (!model) return error(404, "Model not found");
      const { id, name, created, description, architecture } = listing(model);
      return HttpResponse.json({
        data: {
          id,
          name,
          created,
          description,
          architecture,
          endpoints: model.endpoints.map((e) => ({
            name: `${e.provider} | ${model.id}`,
            model_name: model.id,
            context_length: 131072,
            pricing: { prompt: "0.00000005", completion: "0.0000002", request: "0", image: "0" },
            provider_name: e.provider,
            tag: e.provider.toLowerCase(),
            quantization: "fp8",
            max_completion_tokens: 32768,
            max_prompt_tokens: null,
            supported_parameters: e.parameters,
            status: 0,
            uptime_last_30m: 99.8,
            supports_implicit_caching: false,
          })),
        },
      });
    }),
  ];
  const key = http.get(`${base}/key`, ({ request }) => {
    const refused = authorised(request);
    if (refused) return refused;
    return HttpResponse.json({
      data: {
        label: "sk-or-v1-abc...def",
        limit: null,
        limit_remaining: null,
        limit_reset: null,
        include_byok_in_limit: false,
        usage: 0.42,
        usage_daily: 0.01,
        usage_weekly: 0.1,
        usage_monthly: 0.42,
        byok_usage: 0,
        byok_usage_daily: 0,
        byok_usage_weekly: 0,
        byok_usage_monthly: 0,
        is_free_tier: false,
        is_provisioning_key: false,
        ...options.key,
      },
    });
  });
  const chat = http.post(`${base}/chat/completions`, async ({ request }) => {
    const refused = authorised(request);
    if (refused) return refused;
    let body: Record<string, unknown>;
    try {
      body = (await request.json()) as Record<string, unknown>;
    } catch {
      return error(400, "Invalid JSON in request body");
    }
    bodies.push(body);
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      return error(400, 'Input required: specify "prompt" or "messages"');
    }
    const candidates = Array.isArray(body.models) && body.models.length > 0 ? body.models : [body.model];
    for (const id of candidates) {
      if (typeof id !== "string" || !byId.has(id)) return error(400, `${String(id)} is not a valid model ID`);
    }
    const sent = sentParameters(body);
    const require =
      (body.provider as { require_parameters?: boolean } | undefined)?.require_parameters === true;
    for (const id of candidates as string[]) {
      const model = byId.get(id)!;
      const endpoint = model.endpoints.find((e) => !require || sent.every((p) => e.parameters.includes(p)));
      if (!endpoint) continue;
      const request_: RoutedRequest = {
        body,
        headers: request.headers,
        model: id,
        endpoint,
        honoured: sent.filter((p) => endpoint.parameters.includes(p)),
      };
      routed.push(request_);
      const answer = await (options.reply ?? defaultReply)(request_);
      if (answer instanceof Response) return answer;
      return HttpResponse.json(chatCompletion(answer, id, endpoint.provider));
    }
    if (require) {
      return error(
        404,
        "No endpoints found that can handle the requested parameters. To learn more about provider routing, visit: https://openrouter.ai/docs/guides/routing/provider-selection",
      );
    }
    return error(404, `No endpoints found for ${candidates[0]}.`);
  });
  return { handlers: [...catalog, key, chat], catalog, key, chat, routed, bodies };
}

/** A chat completion as OpenRouter returns it, with the model and provider that answered. */
export function chatCompletion(
  content: string,
  model = "qwen/qwen3-30b-a3b-instruct-2507",
  provider = "DeepInfra",
  finish = "stop",
) {
  return {
    id: "gen-1753800000-AbCdEfGhIjKlMnOp",
    provider,
    model,
    object: "chat.completion",
    created: 1753800000,
    choices: [
      {
        logprobs: null,
        finish_reason: finish,
        native_finish_reason: finish,
        index: 0,
        message: { role: "assistant", content, refusal: null, reasoning: null },
      },
    ],
    usage: { prompt_tokens: 212, completion_tokens: 96, total_tokens: 308 },
  };
}
