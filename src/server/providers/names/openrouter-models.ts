import { z } from "zod";

/**
 * Qwen3 30B A3B Instruct 2507: the ~30B model the product was designed around, in its served,
 * non-reasoning instruct build (the `:free` variant of the older reasoning model has no endpoints
 * any more). Several providers serve it, it supports structured outputs, and a name run costs a
 * small fraction of a cent. Free variants are capped at 20 requests a minute and 50 a day, which
 * a product cannot live with.
 */
export const DEFAULT_OPENROUTER_MODEL = "qwen/qwen3-30b-a3b-instruct-2507";
/** Long-served, inexpensive instruct models from other families, tried in order. */
export const DEFAULT_OPENROUTER_FALLBACK_MODELS = [
  "meta-llama/llama-3.3-70b-instruct",
  "openai/gpt-4o-mini",
] as const;

/** GET /models: the fields we read of each model. */
const modelsSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      supported_parameters: z.array(z.string()).nullish(),
    }),
  ),
});

export type ModelCheck = {
  /** Configured ids OpenRouter does not list, with the variable that names them. */
  missing: Array<{ id: string; variable: "OPENROUTER_MODEL" | "OPENROUTER_FALLBACK_MODELS" }>;
  /** Whether every listed configured model takes response_format json_schema (structured outputs). */
  structuredOutputs: boolean;
};

/** Asks OpenRouter which models exist and what they support. Throws on network or HTTP errors. */
export async function checkOpenRouterModels(options: {
  baseUrl: string;
  apiKey: string;
  model: string;
  fallbackModels: readonly string[];
  signal?: AbortSignal;
}): Promise<ModelCheck> {
  const res = await fetch(`${options.baseUrl.replace(/\/+$/, "")}/models`, {
    headers: { Authorization: `Bearer ${options.apiKey}` },
    signal: options.signal ?? AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`OpenRouter GET /models answered HTTP ${res.status}`);
  const parsed = modelsSchema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw new Error("OpenRouter GET /models answered in an unexpected shape");
  const byId = new Map(parsed.data.data.map((m) => [m.id, m.supported_parameters ?? []]));
  const configured = [
    { id: options.model, variable: "OPENROUTER_MODEL" as const },
    ...options.fallbackModels.map((id) => ({ id, variable: "OPENROUTER_FALLBACK_MODELS" as const })),
  ];
  const missing = configured.filter((m) => !byId.has(m.id));
  const present = configured.filter((m) => byId.has(m.id));
  const structuredOutputs =
    present.length > 0 && present.every((m) => (byId.get(m.id) ?? []).includes("structured_outputs"));
  return { missing, structuredOutputs };
}
