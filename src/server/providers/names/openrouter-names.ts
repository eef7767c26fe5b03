import { z } from "zod";
import { getCategory } from "@/shared/categories";
import { NAME_TEMPERATURE, NAMES_PER_RUN } from "@/shared/constants";
import { inferCategory } from "@/shared/infer-category";
import { NAME_STYLES, type NameOptions, nameFitsOptions, normalizeNameOptions } from "@/shared/name-options";
import { untilAborted } from "../abort";
import type { ProviderCheck } from "../check";
import { checkOpenRouterModels } from "./openrouter-models";
import { parseNameReply } from "./parse-names";
import { NameProviderError, type NameRequest, type NameSuggestion, type NamesProvider } from "./types";

/** Long enough for a slow provider behind the fallback list, short enough to show the error view. */
export const DEFAULT_NAMES_TIMEOUT_MS = 45_000;
/** Longest Retry-After we are willing to wait before the single retry. */
export const MAX_RETRY_AFTER_MS = 5_000;
/** Wait before the retry when the server sends no Retry-After. */
export const DEFAULT_RETRY_DELAY_MS = 500;
const MAX_ERROR_TEXT = 300;
/** The prompt lists at most this many names to avoid (the most recent ones). */
const MAX_EXCLUDED_IN_PROMPT = 50;

export type OpenRouterNamesConfig = {
  apiKey: string;
  model: string;
  /** Tried in order when the main model fails (sent as OpenRouter's `models` array). */
  fallbackModels?: readonly string[];
  baseUrl: string;
  /** Sent as HTTP-Referer: OpenRouter's app attribution. */
  appUrl: string;
  /** Sent as X-Title. */
  productName: string;
  timeoutMs?: number;
  /** Defaults to the global fetch (looked up per call, so msw can intercept it in tests). */
  fetch?: typeof fetch;
};

/** The user's controls as instructions, one line each; none for a default run. */
export function optionLines(options: NameOptions | undefined): string[] {
  const o = normalizeNameOptions(options);
  const lines: string[] = [];
  if (o.styles) {
    const styles = o.styles.map((id) => {
      const style = NAME_STYLES.find((s) => s.id === id);
      return style
        ? `${style.label.toLowerCase()} (${style.hint.replace(/\s*\(.*\)$/, "").toLowerCase()})`
        : id;
    });
    lines.push(`Style: every name must be one of these kinds: ${styles.join("; ")}.`);
  }
  if (o.wordCount === "one") lines.push("Every name must be a single word, with no spaces.");
  if (o.wordCount === "two") lines.push("Every name must be exactly two words.");
  if (o.maxLength !== undefined)
    lines.push(`Every name must have at most ${o.maxLength} letters (spaces and punctuation not counted).`);
  if (o.include) lines.push(`Every name must contain one of these words: ${o.include.join(", ")}.`);
  if (o.avoid) lines.push(`No name may contain any of these words: ${o.avoid.join(", ")}.`);
  return lines;
}

/** The same rules, attached to the schema's name field (descriptions are the part of JSON Schema every provider accepts). */
export function namesJsonSchema(options: NameOptions | undefined) {
  const rules = optionLines(options);
  if (rules.length === 0) return NAMES_JSON_SCHEMA;
  return {
    ...NAMES_JSON_SCHEMA,
    properties: {
      names: {
        ...NAMES_JSON_SCHEMA.properties.names,
        items: {
          ...NAMES_JSON_SCHEMA.properties.names.items,
          properties: {
            name: { type: "string", description: `The brand name. ${rules.join(" ")}` },
            meaning: {
              type: "string",
              description: "Why the name fits this business, in one or two sentences.",
            },
          },
        },
      },
    },
  };
}

export function buildNamesPrompt(
  req: Pick<NameRequest, "category" | "description" | "exclude" | "options">,
): string {
  const category = getCategory(req.category);
  // Keyword inference over the description picks the tone when it finds a specific category
  // (spec section 7); otherwise the tone of the category the user chose.
  const inferred = inferCategory(req.description);
  const tone = (inferred !== "others" ? getCategory(inferred) : category).tone;
  const description = req.description.replace(/\s+/g, " ").trim();
  const exclude = [...new Set(req.exclude.map((n) => n.trim()).filter(Boolean))].slice(
    -MAX_EXCLUDED_IN_PROMPT,
  );

  const lines = [
    `Generate ${NAMES_PER_RUN} unique, creative brand names for a business in the "${category.name}" category.`,
    `Business description: ${description}`,
    `Tone: ${tone}.`,
    "Each name should be short, memorable, easy to pronounce and spell, and work as a brand and a web domain.",
    `For each name, give a one- or two-sentence meaning that explains why it fits this business.`,
  ];
  lines.push(...optionLines(req.options));
  if (exclude.length > 0) {
    lines.push(`Do not suggest any of these names, which were already suggested: ${exclude.join(", ")}.`);
  }
  lines.push(
    `Respond with only a JSON object whose "names" field is a JSON array of ${NAMES_PER_RUN} objects, each with exactly two string fields, "name" and "meaning", and no other text.`,
    'Example: {"names": [{"name": "Brand", "meaning": "Why it fits."}]}',
  );
  return lines.join("\n");
}

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish() }),
        error: z.unknown().optional(),
      }),
    )
    .min(1),
});

/** The reply's shape, asked for with response_format json_schema where the model supports it. */
export const NAMES_JSON_SCHEMA = {
  type: "object",
  properties: {
    names: {
      type: "array",
      items: {
        type: "object",
        properties: { name: { type: "string" }, meaning: { type: "string" } },
        required: ["name", "meaning"],
        additionalProperties: false,
      },
    },
  },
  required: ["names"],
  additionalProperties: false,
} as const;

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

/** A clear message per failure the operator can act on, with the provider's own words. */
function describe(status: number, message: string, models: readonly string[]): string {
  if (status === 404) {
    return `OpenRouter serves none of ${models.join(", ")} (${message}); set OPENROUTER_MODEL to a model listed at openrouter.ai/models`;
  }
  if (status === 402)
    return `OpenRouter account has no credits left (${message}); add credits to the account`;
  if (status === 429 && isDailyCap(message)) {
    return `OpenRouter daily request cap reached (${message}); add credits or use a paid model`;
  }
  return `OpenRouter request failed with HTTP ${status}: ${message}`;
}

/** Internal: a failed attempt, with whether one retry is allowed and how long to wait. */
class AttemptError extends Error {
  constructor(
    readonly error: NameProviderError,
    readonly retryable: boolean,
    readonly retryAfterMs: number,
  ) {
    super(error.message);
  }
}

export function createOpenRouterNamesProvider(config: OpenRouterNamesConfig): NamesProvider {
  const timeoutMs = config.timeoutMs ?? DEFAULT_NAMES_TIMEOUT_MS;
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const fallbacks = (config.fallbackModels ?? []).filter((m) => m !== config.model);
  const models = [config.model, ...fallbacks];
  // Learned from GET /models at start-up: only then may we require the parameter of every endpoint.
  let structuredOutputs = false;

  return {
    mode: "live",
    async check(): Promise<ProviderCheck> {
      const service = "openrouter";
      try {
        const result = await checkOpenRouterModels({
          baseUrl: config.baseUrl,
          apiKey: config.apiKey,
          model: config.model,
          fallbackModels: fallbacks,
        });
        structuredOutputs = result.structuredOutputs;
        const findings: ProviderCheck["findings"] = result.missing.map((m) => ({
          level: "warn" as const,
          message: `OpenRouter does not list the model "${m.id}": name generation will fail over or fail; change ${m.variable}`,
        }));
        if (result.missing.length === 0) {
          findings.push({
            level: "ok",
            message: `OpenRouter serves ${models.join(", ")}${structuredOutputs ? " (structured outputs)" : ""}`,
          });
        }
        return { service, findings };
      } catch (err) {
        return {
          service,
          findings: [
            {
              level: "warn",
              message: `Could not check the OpenRouter models: ${err instanceof Error ? err.message : err}`,
            },
          ],
        };
      }
    },
    async generate(req: NameRequest): Promise<NameSuggestion[]> {
      const deadline = Date.now() + timeoutMs;
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
      const body = JSON.stringify({
        model: config.model,
        ...(fallbacks.length > 0 ? { models } : {}),
        messages: [{ role: "user", content: buildNamesPrompt(req) }],
        temperature: NAME_TEMPERATURE,
        response_format: {
          type: "json_schema",
          json_schema: { name: "brand_names", strict: true, schema: namesJsonSchema(req.options) },
        },
        // Only when every model is known to take it; otherwise a model may ignore the schema and
        // the four-step parser reads whatever it wrote.
        ...(structuredOutputs ? { provider: { require_parameters: true } } : {}),
        // Reasoning stays out of the reply (parseNameReply strips any that leaks anyway).
        reasoning: { exclude: true },
      });
      const doFetch = config.fetch ?? globalThis.fetch;

      const attempt = async (): Promise<string> => {
        const res = await untilAborted(
          doFetch(url, {
            method: "POST",
            headers: {
              Authorization: `Bearer ${config.apiKey}`,
              "Content-Type": "application/json",
              "HTTP-Referer": config.appUrl,
              "X-Title": config.productName,
            },
            body,
            signal,
          }),
          signal,
        );
        if (!res.ok) {
          const raw = await untilAborted(res.text(), signal).catch(() => "");
          const parsedError = errorBodySchema.safeParse(safeJson(raw));
          const text = truncate(parsedError.success ? (parsedError.data.error.message ?? raw) : raw);
          throw new AttemptError(
            new NameProviderError(describe(res.status, text, models), res.status),
            isRetryableStatus(res.status) && !(res.status === 429 && isDailyCap(text)),
            retryDelayMs(res.headers.get("retry-after")),
          );
        }
        let json: unknown;
        try {
          json = await untilAborted(res.json(), signal);
        } catch (err) {
          if (signal.aborted) throw err;
          throw new NameProviderError("OpenRouter returned a response that is not JSON", res.status);
        }
        // OpenRouter reports some upstream failures as an error object inside a 200.
        const errorBody = errorBodySchema.safeParse(json);
        if (errorBody.success) {
          const code = Number(errorBody.data.error.code);
          const status = Number.isInteger(code) && code >= 400 && code < 600 ? code : 502;
          const message = truncate(errorBody.data.error.message ?? "unknown error");
          throw new AttemptError(
            new NameProviderError(
              status === 402 || status === 404 || status === 429
                ? describe(status, message, models)
                : `OpenRouter returned an error: ${message}`,
              status,
            ),
            isRetryableStatus(status) && !(status === 429 && isDailyCap(message)),
            DEFAULT_RETRY_DELAY_MS,
          );
        }
        const parsed = completionSchema.safeParse(json);
        if (!parsed.success) {
          throw new NameProviderError("OpenRouter returned an unexpected response shape", 502);
        }
        const choice = parsed.data.choices[0];
        if (choice?.error !== undefined) {
          throw new NameProviderError("OpenRouter returned an error in the completion", 502);
        }
        return choice?.message.content ?? "";
      };

      try {
        let content: string;
        try {
          content = await attempt();
        } catch (err) {
          if (!(err instanceof AttemptError)) throw err;
          // One retry, only for 429/5xx, and only if it can finish waiting before the deadline.
          if (!err.retryable || Date.now() + err.retryAfterMs >= deadline) throw err.error;
          await sleep(err.retryAfterMs, signal);
          content = await attempt();
        }
        const excluded = new Set(req.exclude.map((n) => n.trim().toLowerCase()));
        const parsed = parseNameReply(content).filter((n) => !excluded.has(n.name.toLowerCase()));
        // A model may ignore an instruction; the controls are the user's, so names that break
        // them are dropped rather than shown.
        const names = parsed.filter((n) => nameFitsOptions(n.name, req.options));
        if (names.length === 0) {
          throw new NameProviderError(
            parsed.length > 0
              ? "OpenRouter's names all broke the run's controls (length, words or word count)"
              : "OpenRouter's reply contained no usable brand names",
            502,
          );
        }
        return names;
      } catch (err) {
        throw toNameProviderError(err, req.signal, timeout, timeoutMs);
      }
    },
  };
}

function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
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

function toNameProviderError(
  err: unknown,
  callerSignal: AbortSignal | undefined,
  timeout: AbortSignal,
  timeoutMs: number,
): NameProviderError {
  if (err instanceof NameProviderError) return err;
  if (err instanceof AttemptError) return err.error;
  if (timeout.aborted && !callerSignal?.aborted) {
    return new NameProviderError(`Name generation timed out after ${timeoutMs} ms`, 504);
  }
  if (callerSignal?.aborted) return new NameProviderError("Name generation was cancelled");
  return new NameProviderError(`Name generation failed: ${err instanceof Error ? err.message : String(err)}`);
}
