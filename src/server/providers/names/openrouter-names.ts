import { requestBrief } from "@/server/brief/read-brief";
import type { ProviderCheck } from "@/server/providers/check";
import type { Brief } from "@/shared/brief";
import { getCategory } from "@/shared/categories";
import { NAME_TEMPERATURE, NAMES_PER_RUN } from "@/shared/constants";
import { inferCategory } from "@/shared/infer-category";
import type { Locale } from "@/shared/locale";
import { NAME_STYLES, type NameOptions, nameFitsOptions, normalizeNameOptions } from "@/shared/name-options";
import { missingModels } from "./openrouter-models";
import {
  createOpenRouterClient,
  type OpenRouterCall,
  type OpenRouterClient,
  type OpenRouterConnection,
  OpenRouterError,
} from "./openrouter-request";
import { parseNameReply } from "./parse-names";
import { NameProviderError, type NameRequest, type NameSuggestion, type NamesProvider } from "./types";

/** Long enough for a slow provider behind the fallback list, short enough to show the error view. */
export const DEFAULT_NAMES_TIMEOUT_MS = 45_000;
/** The prompt lists at most this many names to avoid (the most recent ones). */
const MAX_EXCLUDED_IN_PROMPT = 50;

/** A connection (the provider makes its client), or a client shared with other calls. */
export type OpenRouterNamesConfig = (OpenRouterConnection | { client: OpenRouterClient }) & {
  timeoutMs?: number;
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

/**
 * The brand's brief as prompt lines: what the business is, what it offers, for whom, where, and
 * what to keep out, so the model's names fit this business rather than its category. Lines for
 * empty fields are left out.
 */
export function briefLines(brief: Brief, meaningLanguage?: Locale): string[] {
  const lines = [`What the business is: ${brief.business}.`];
  if (brief.offerings.length > 0) lines.push(`What it offers: ${brief.offerings.join(", ")}.`);
  if (brief.audience.length > 0) lines.push(`Who it is for: ${brief.audience.join(", ")}.`);
  if (brief.place) lines.push(`Where it is: ${brief.place}.`);
  if (brief.concepts.length > 0) lines.push(`Ideas the names can draw on: ${brief.concepts.join(", ")}.`);
  if (brief.avoid.length > 0)
    lines.push(
      `Things this business is not about, to keep out of the names and meanings: ${brief.avoid.join(", ")}.`,
    );
  lines.push(
    "Use words that belong to this business (its offerings, ideas, place and audience) or neutral brand words, never another trade's vocabulary.",
  );
  // Meanings are written in the language the person reads; names follow the description.
  const reads = meaningLanguage ?? brief.language;
  if (brief.language === "id" && reads === "id") {
    lines.push(
      "The description is in Indonesian: write every meaning in Indonesian; names may be Indonesian or English.",
    );
  } else if (brief.language === "id") {
    lines.push(
      "The description is in Indonesian, but the person reads English: write every meaning in English; names may be Indonesian or English.",
    );
  } else if (reads === "id") {
    lines.push(
      "The person reads Indonesian: write every meaning in natural Indonesian (Bahasa Indonesia), naming the business's own things in Indonesian; the names themselves follow the description.",
    );
  }
  return lines;
}

export function buildNamesPrompt(
  req: Pick<NameRequest, "category" | "description" | "exclude" | "options" | "brief" | "meaningLanguage">,
): string {
  const category = getCategory(req.category);
  const brief = requestBrief(req);
  // The brief's tone words when it has any; otherwise keyword inference over the description
  // picks the tone when it finds a specific category (docs/product.md#generation), else the chosen category's.
  const inferred = inferCategory(req.description);
  const tone =
    brief.tone.length > 0
      ? brief.tone.join(", ")
      : (inferred !== "others" ? getCategory(inferred) : category).tone;
  const description = req.description.replace(/\s+/g, " ").trim();
  const exclude = [...new Set(req.exclude.map((n) => n.trim()).filter(Boolean))].slice(
    -MAX_EXCLUDED_IN_PROMPT,
  );

  const lines = [
    `Generate ${NAMES_PER_RUN} unique, creative brand names for a business in the "${category.name}" category.`,
    `Business description: ${description}`,
    ...briefLines(brief, req.meaningLanguage),
    `Tone: ${tone}.`,
    "Each name should be short, memorable, easy to pronounce and spell, and work as a brand and a web domain.",
    `For each name, give a one- or two-sentence meaning that explains why it fits this business and names something specific from it (an offering, the place, the audience).`,
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

export function createOpenRouterNamesProvider(config: OpenRouterNamesConfig): NamesProvider {
  const timeoutMs = config.timeoutMs ?? DEFAULT_NAMES_TIMEOUT_MS;
  const client = "client" in config ? config.client : createOpenRouterClient(config);

  return {
    mode: "live",
    check: () => checkOpenRouter(client),
    async generate(req: NameRequest): Promise<NameSuggestion[]> {
      const deadline = Date.now() + timeoutMs;
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
      try {
        const { content } = await client.complete(namesCall(req), { signal, deadline, timing: req.timing });
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

/**
 * Is the key good and funded (GET /key), does OpenRouter list the configured models, and which
 * of the run's parameters do they all take (GET /models)? Never throws.
 */
async function checkOpenRouter(client: OpenRouterClient): Promise<ProviderCheck> {
  const findings: ProviderCheck["findings"] = [];
  const problem = (message: string) => findings.push({ level: "warn", message });
  const [model = "", ...fallbacks] = client.models;
  try {
    const key = await client.key(AbortSignal.timeout(10_000));
    const paid = client.models.filter((id) => !id.endsWith(":free"));
    if (key.isFreeTier && paid.length > 0) {
      problem(
        `The OpenRouter account behind OPENROUTER_API_KEY has never bought credits, so the paid model ${paid[0]} answers 402: buy credits at openrouter.ai/settings/credits`,
      );
    } else if (key.limitRemaining !== null && key.limitRemaining <= 0) {
      problem(
        `OPENROUTER_API_KEY has used up its credit limit (${key.limit ?? 0}): raise it at openrouter.ai/settings/keys`,
      );
    } else {
      findings.push({
        level: "ok",
        message: `OPENROUTER_API_KEY is valid${
          key.limitRemaining === null
            ? " (no credit limit on the key)"
            : ` (${key.limitRemaining} credits left on its limit)`
        }`,
      });
    }
  } catch (err) {
    problem(
      err instanceof OpenRouterError && err.status === 401
        ? "OpenRouter refuses OPENROUTER_API_KEY: create a key at openrouter.ai/settings/keys"
        : `Could not check OPENROUTER_API_KEY: ${err instanceof Error ? err.message : err}`,
    );
  }
  try {
    const catalog = await client.refreshCatalog(AbortSignal.timeout(10_000));
    const { missing } = missingModels(catalog, model, fallbacks);
    for (const m of missing) {
      problem(
        `OpenRouter does not list the model "${m.id}": name generation will fail over or fail; change ${m.variable}`,
      );
    }
    if (missing.length === 0) {
      const sample = client.request(namesCall({ category: "others", description: "", exclude: [] }), catalog);
      // Reasoning is for reasoning models only: leaving it out is not worth a line.
      const left = sample.leftOut.filter((p) => p !== "reasoning");
      findings.push({
        level: "ok",
        message: `OpenRouter serves ${client.models.join(", ")}${
          sample.parameters.includes("structured_outputs") ? " (structured outputs)" : ""
        }${left.length > 0 ? `; not every model takes ${left.join(", ")}, so it is left out` : ""}`,
      });
    }
  } catch (err) {
    problem(`Could not check the OpenRouter models: ${err instanceof Error ? err.message : err}`);
  }
  return { service: "openrouter", findings };
}

/**
 * What a name run asks of OpenRouter: the names prompt and temperature, the reply's JSON
 * schema, and reasoning kept out of the reply (for a reasoning model; the parser strips any
 * that leaks anyway). Each goes out only where every model takes it.
 */
function namesCall(
  req: Pick<NameRequest, "category" | "description" | "exclude" | "options" | "brief" | "meaningLanguage">,
): OpenRouterCall {
  return {
    messages: [{ role: "user", content: buildNamesPrompt(req) }],
    temperature: NAME_TEMPERATURE,
    jsonSchema: { name: "brand_names", schema: namesJsonSchema(req.options) },
    reasoning: { exclude: true },
  };
}

function toNameProviderError(
  err: unknown,
  callerSignal: AbortSignal | undefined,
  timeout: AbortSignal,
  timeoutMs: number,
): NameProviderError {
  if (err instanceof NameProviderError) return err;
  if (err instanceof OpenRouterError) return new NameProviderError(err.message, err.status, err.undocumented);
  if (timeout.aborted && !callerSignal?.aborted) {
    return new NameProviderError(`Name generation timed out after ${timeoutMs} ms`, 504);
  }
  if (callerSignal?.aborted) return new NameProviderError("Name generation was cancelled");
  return new NameProviderError(`Name generation failed: ${err instanceof Error ? err.message : String(err)}`);
}
