import { z } from "zod";
import { type RequestTiming, timed } from "@/server/http/server-timing";
import { untilAborted } from "@/server/providers/abort";
import { fetchOpenRouterCatalog, type OpenRouterCatalog } from "./openrouter-models";

/**
 * One chat-completions request to OpenRouter, shared by every call the server makes there (brand
 * names, and any other structured call). OpenRouter routes a request to the endpoints of its
 * models; with `provider.require_parameters` it routes only to endpoints that take every
 * parameter sent, and answers 404 "No endpoints found that can handle the requested parameters"
 * when there is none (https://openrouter.ai/docs/features/provider-routing). So a parameter is
 * sent only when every model of the request lists it in `supported_parameters` (GET /models), and
 * `require_parameters` only when every model also has one endpoint that takes all of them.
 */

/** Longest Retry-After we are willing to wait before the single retry. */
export const MAX_RETRY_AFTER_MS = 5_000;
/** Wait before the retry when the server sends no Retry-After. */
export const DEFAULT_RETRY_DELAY_MS = 500;
/** A catalog read at start-up or on a first request is trusted this long. */
const CATALOG_TTL_MS = 60 * 60_000;
/** After GET /models failed, requests go out without it for this long before it is asked again. */
const CATALOG_RETRY_MS = 60_000;
/** The catalog read never holds a request up longer than this. */
const CATALOG_TIMEOUT_MS = 5_000;
const MAX_ERROR_TEXT = 300;

export type OpenRouterConnection = {
  apiKey: string;
  /** The main model, sent as `model`. */
  model: string;
  /** Tried in order when the main model fails (sent, with the main model, as `models`). */
  fallbackModels?: readonly string[];
  baseUrl: string;
  /** Sent as HTTP-Referer: OpenRouter's app attribution (https://openrouter.ai/docs/app-attribution). */
  appUrl: string;
  /** Sent as X-OpenRouter-Title (X-Title is its legacy alias). */
  productName: string;
  /** Defaults to the global fetch (looked up per call, so msw can intercept it in tests). */
  fetch?: typeof fetch;
};

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

/** What a call would like to send. Each optional parameter goes out only where every model takes it. */
export type OpenRouterCall = {
  messages: ChatMessage[];
  temperature?: number;
  /**
   * The reply's JSON Schema: sent as `json_schema` (structured outputs) where every model takes
   * `structured_outputs`, else as `json_object` where every model takes `response_format`, else
   * not at all (the caller's parser must then read whatever the model wrote).
   */
  jsonSchema?: { name: string; schema: object };
  /** e.g. `{exclude: true}`; only for models that list `reasoning`. */
  reasoning?: Record<string, unknown>;
  maxTokens?: number;
};

export type OpenRouterRequest = {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  /** The `supported_parameters` names the body relies on. */
  parameters: string[];
  /** What the call wanted but not every model takes, so it was left out. */
  leftOut: string[];
  requireParameters: boolean;
};

/**
 * The request for a call: headers, `model`/`models` and the parameters the catalog says every
 * model takes. Without a catalog (GET /models unreadable) everything wanted is sent and nothing
 * is required: default routing lets an endpoint ignore a parameter it does not take.
 */
export function buildOpenRouterRequest(
  connection: Omit<OpenRouterConnection, "fetch">,
  catalog: OpenRouterCatalog | undefined,
  call: OpenRouterCall,
  options: { allowRequireParameters?: boolean } = {},
): OpenRouterRequest {
  const configured = [...new Set([connection.model, ...(connection.fallbackModels ?? [])])];
  // A configured model OpenRouter no longer lists is skipped rather than failing the request.
  const listed = catalog ? configured.filter((id) => catalog.has(id)) : [];
  const known = listed.length > 0;
  const models = known ? listed : configured;
  const takes = (parameters: readonly string[]) =>
    !known || models.every((id) => parameters.every((p) => catalog?.get(id)?.parameters.has(p)));

  const body: Record<string, unknown> = { model: models[0] };
  if (models.length > 1) body.models = models;
  body.messages = call.messages;
  const parameters: string[] = [];
  const leftOut: string[] = [];
  const offer = (wanted: readonly string[], apply: () => void) => {
    if (takes(wanted)) {
      apply();
      parameters.push(...wanted);
      return true;
    }
    return false;
  };
  if (
    call.temperature !== undefined &&
    !offer(["temperature"], () => (body.temperature = call.temperature))
  ) {
    leftOut.push("temperature");
  }
  if (call.maxTokens !== undefined && !offer(["max_tokens"], () => (body.max_tokens = call.maxTokens))) {
    leftOut.push("max_tokens");
  }
  if (call.jsonSchema) {
    const schema = call.jsonSchema;
    const structured = offer(["response_format", "structured_outputs"], () => {
      body.response_format = {
        type: "json_schema",
        json_schema: { name: schema.name, strict: true, schema: schema.schema },
      };
    });
    if (!structured) {
      leftOut.push("structured_outputs");
      if (!offer(["response_format"], () => (body.response_format = { type: "json_object" }))) {
        leftOut.push("response_format");
      }
    }
  }
  if (call.reasoning && !offer(["reasoning"], () => (body.reasoning = call.reasoning))) {
    leftOut.push("reasoning");
  }

  const unique = [...new Set(parameters)];
  // The model list is a union over endpoints: only when each model has one endpoint that takes
  // every parameter sent can the router always find somewhere to send the request.
  const requireParameters =
    (options.allowRequireParameters ?? true) &&
    known &&
    unique.length > 0 &&
    models.every((id) =>
      catalog?.get(id)?.endpoints?.some((endpoint) => unique.every((p) => endpoint.parameters.has(p))),
    );
  if (requireParameters) body.provider = { require_parameters: true };

  return {
    url: `${connection.baseUrl.replace(/\/+$/, "")}/chat/completions`,
    headers: {
      Authorization: `Bearer ${connection.apiKey}`,
      "Content-Type": "application/json",
      "HTTP-Referer": connection.appUrl,
      "X-OpenRouter-Title": connection.productName,
    },
    body,
    parameters: unique,
    leftOut,
    requireParameters,
  };
}

/** A failed OpenRouter call, with a message an operator can act on and the HTTP status. */
export class OpenRouterError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** The answer was not in any documented shape. */
    readonly undocumented = false,
  ) {
    super(message);
    this.name = "OpenRouterError";
  }
}

/** GET /key: what OpenRouter says about the key (https://openrouter.ai/docs/api-reference/limits). */
export type OpenRouterKey = {
  label: string;
  /** Credit limit of the key; null: no limit. */
  limit: number | null;
  /** Credits left under that limit; null: no limit. */
  limitRemaining: number | null;
  /** True until the account has bought credits. */
  isFreeTier: boolean;
};

const keySchema = z.object({
  data: z.object({
    label: z.string().optional(),
    limit: z.number().nullish(),
    limit_remaining: z.number().nullish(),
    is_free_tier: z.boolean(),
  }),
});

export type OpenRouterClient = {
  /** The configured models, main model first. */
  readonly models: readonly string[];
  /** GET /key; throws OpenRouterError (status 401 for a key OpenRouter refuses). */
  key(signal?: AbortSignal): Promise<OpenRouterKey>;
  /** Reads GET /models now (and keeps it); throws when it cannot. */
  refreshCatalog(signal?: AbortSignal): Promise<OpenRouterCatalog>;
  /** The kept catalog, read first when there is none or it is old; undefined when unreadable. */
  catalog(signal?: AbortSignal): Promise<OpenRouterCatalog | undefined>;
  /** The request this call would send now. */
  request(call: OpenRouterCall, catalog: OpenRouterCatalog | undefined): OpenRouterRequest;
  /**
   * Sends the call; one retry for 429/5xx when it can finish before `deadline`. Returns the
   * reply's text and the model that answered; throws OpenRouterError, or the signal's reason.
   */
  complete(
    call: OpenRouterCall,
    options: { signal: AbortSignal; deadline: number; timing?: RequestTiming },
  ): Promise<{
    content: string;
    model: string | undefined;
  }>;
};

const completionSchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish() }),
        error: z.unknown().optional(),
      }),
    )
    .min(1),
});

const errorBodySchema = z.object({
  error: z.object({
    message: z.string().optional(),
    code: z.union([z.number(), z.string()]).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
});

/** Free-model daily caps ("free-models-per-day") do not lift within a request: no retry. */
function isDailyCap(message: string): boolean {
  return /per-day|per day|daily/i.test(message);
}

/** The router's 404 when no endpoint takes every parameter of a require_parameters request. */
function isParameterRefusal(message: string): boolean {
  return /requested parameters|support the provided|support tool use/i.test(message);
}

/** A clear message per failure the operator can act on, with the provider's own words. */
function describe(status: number, message: string, models: readonly string[]): string {
  if (status === 404 && isParameterRefusal(message)) {
    return `OpenRouter has no endpoint of ${models.join(", ")} that takes the parameters sent (${message})`;
  }
  if (status === 404 && /data policy|privacy|guardrail/i.test(message)) {
    return `OpenRouter's privacy settings exclude every endpoint of ${models.join(", ")} (${message}); change them at openrouter.ai/settings/privacy`;
  }
  if (status === 404) {
    return `OpenRouter serves none of ${models.join(", ")} (${message}); set OPENROUTER_MODEL to a model listed at openrouter.ai/models`;
  }
  if (status === 401) return `OpenRouter refused OPENROUTER_API_KEY (${message})`;
  if (status === 402)
    return `OpenRouter account has no credits left (${message}); add credits to the account`;
  if (status === 429 && isDailyCap(message)) {
    return `OpenRouter daily request cap reached (${message}); add credits or use a paid model`;
  }
  return `OpenRouter request failed with HTTP ${status}: ${message}`;
}

function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

/** Internal: a failed attempt, with whether one retry is allowed and how long to wait. */
class AttemptError extends Error {
  constructor(
    readonly error: OpenRouterError,
    readonly retryable: boolean,
    readonly retryAfterMs: number,
  ) {
    super(error.message);
  }
}

export function createOpenRouterClient(connection: OpenRouterConnection): OpenRouterClient {
  const models = [...new Set([connection.model, ...(connection.fallbackModels ?? [])])];
  let kept: { catalog: OpenRouterCatalog; at: number } | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<OpenRouterCatalog> | undefined;

  function refreshCatalog(signal?: AbortSignal): Promise<OpenRouterCatalog> {
    reading ??= fetchOpenRouterCatalog({
      baseUrl: connection.baseUrl,
      apiKey: connection.apiKey,
      models,
      signal,
      fetch: connection.fetch,
    })
      .then(
        (catalog) => {
          kept = { catalog, at: Date.now() };
          return catalog;
        },
        (error: unknown) => {
          failedAt = Date.now();
          throw error;
        },
      )
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  async function catalog(signal?: AbortSignal): Promise<OpenRouterCatalog | undefined> {
    const now = Date.now();
    if (kept && now - kept.at < CATALOG_TTL_MS) return kept.catalog;
    if (now - failedAt < CATALOG_RETRY_MS) return kept?.catalog;
    const timeout = AbortSignal.timeout(CATALOG_TIMEOUT_MS);
    try {
      return await refreshCatalog(signal ? AbortSignal.any([signal, timeout]) : timeout);
    } catch (error) {
      if (signal?.aborted) throw error;
      return kept?.catalog;
    }
  }

  const request = (call: OpenRouterCall, known: OpenRouterCatalog | undefined) =>
    buildOpenRouterRequest(connection, known, call);

  /** One call, timed as the provider's share of the request's Server-Timing. */
  const send = (built: OpenRouterRequest, signal: AbortSignal, timing: RequestTiming | undefined) =>
    timed(timing, "provider", () => sendOnce(built, signal));

  async function sendOnce(built: OpenRouterRequest, signal: AbortSignal) {
    const doFetch = connection.fetch ?? globalThis.fetch;
    const sentModels = (built.body.models as string[] | undefined) ?? [String(built.body.model)];
    const res = await untilAborted(
      doFetch(built.url, {
        method: "POST",
        headers: built.headers,
        body: JSON.stringify(built.body),
        signal,
      }),
      signal,
    );
    if (!res.ok) {
      const raw = await untilAborted(res.text(), signal).catch(() => "");
      const parsedError = errorBodySchema.safeParse(safeJson(raw));
      const text = truncate(parsedError.success ? (parsedError.data.error.message ?? raw) : raw);
      throw new AttemptError(
        new OpenRouterError(describe(res.status, text, sentModels), res.status),
        isRetryableStatus(res.status) && !(res.status === 429 && isDailyCap(text)),
        retryDelayMs(res.headers.get("retry-after")),
      );
    }
    let json: unknown;
    try {
      json = await untilAborted(res.json(), signal);
    } catch (err) {
      if (signal.aborted) throw err;
      throw new OpenRouterError("OpenRouter answered with a body that is not JSON", 502, true);
    }
    // OpenRouter reports some upstream failures as an error object inside a 200.
    const errorBody = errorBodySchema.safeParse(json);
    if (errorBody.success) {
      const code = Number(errorBody.data.error.code);
      const status = Number.isInteger(code) && code >= 400 && code < 600 ? code : 502;
      const message = truncate(errorBody.data.error.message ?? "unknown error");
      throw new AttemptError(
        new OpenRouterError(
          [401, 402, 404, 429].includes(status)
            ? describe(status, message, sentModels)
            : `OpenRouter returned an error: ${message}`,
          status,
        ),
        isRetryableStatus(status) && !(status === 429 && isDailyCap(message)),
        DEFAULT_RETRY_DELAY_MS,
      );
    }
    const parsed = completionSchema.safeParse(json);
    if (!parsed.success) {
      throw new OpenRouterError(
        "OpenRouter answered in an undocumented shape (no choices[].message)",
        502,
        true,
      );
    }
    const choice = parsed.data.choices[0];
    if (choice?.error !== undefined) {
      throw new OpenRouterError("OpenRouter returned an error in the completion", 502);
    }
    return { content: choice?.message.content ?? "", model: parsed.data.model };
  }

  async function complete(
    call: OpenRouterCall,
    options: { signal: AbortSignal; deadline: number; timing?: RequestTiming },
  ) {
    const { signal, deadline, timing } = options;
    const known = await catalog(signal);
    let built = request(call, known);
    let retried = false;
    for (;;) {
      try {
        return await send(built, signal, timing);
      } catch (err) {
        if (!(err instanceof AttemptError)) throw err;
        if (built.requireParameters && err.error.status === 404 && isParameterRefusal(err.error.message)) {
          // The catalog was out of date: read it again next time, and send this call without
          // requiring anything (endpoints ignore what they do not take).
          kept = undefined;
          built = buildOpenRouterRequest(connection, known, call, { allowRequireParameters: false });
          continue;
        }
        // One retry, only for 429/5xx, and only if it can finish waiting before the deadline.
        if (retried || !err.retryable || Date.now() + err.retryAfterMs >= deadline) throw err.error;
        retried = true;
        await sleep(err.retryAfterMs, signal);
      }
    }
  }

  async function key(signal?: AbortSignal): Promise<OpenRouterKey> {
    const doFetch = connection.fetch ?? globalThis.fetch;
    const res = await doFetch(`${connection.baseUrl.replace(/\/+$/, "")}/key`, {
      headers: { Authorization: `Bearer ${connection.apiKey}` },
      signal: signal ?? AbortSignal.timeout(10_000),
    });
    if (!res.ok) {
      const raw = await res.text().catch(() => "");
      const parsed = errorBodySchema.safeParse(safeJson(raw));
      const text = truncate(parsed.success ? (parsed.data.error.message ?? raw) : raw);
      throw new OpenRouterError(`OpenRouter GET /key answered HTTP ${res.status}: ${text}`, res.status);
    }
    const parsed = keySchema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success)
      throw new OpenRouterError("OpenRouter GET /key answered in an undocumented shape", 502, true);
    const d = parsed.data.data;
    return {
      label: d.label ?? "",
      limit: d.limit ?? null,
      limitRemaining: d.limit_remaining ?? null,
      isFreeTier: d.is_free_tier,
    };
  }

  return { models, key, refreshCatalog, catalog, request, complete };
}

/** Retry-After in seconds or as an HTTP date, capped; the default when absent or unreadable. */
export function retryDelayMs(header: string | null): number {
  if (header === null || header.trim() === "") return DEFAULT_RETRY_DELAY_MS;
  const value = header.trim();
  let ms: number;
  if (/^\d+(?:\.\d+)?$/.test(value)) {
    ms = Number(value) * 1000;
  } else {
    const date = Date.parse(value);
    if (Number.isNaN(date)) return DEFAULT_RETRY_DELAY_MS;
    ms = date - Date.now();
  }
  return Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function truncate(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MAX_ERROR_TEXT ? `${flat.slice(0, MAX_ERROR_TEXT)}…` : flat;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
