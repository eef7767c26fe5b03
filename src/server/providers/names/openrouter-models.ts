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

/**
 * What OpenRouter says about one model. `parameters` is GET /models' `supported_parameters`,
 * which is the union over the model's endpoints (no single endpoint need take all of them);
 * `endpoints` is each endpoint's own list, from GET /models/{author}/{slug}/endpoints, when we
 * could read it. https://openrouter.ai/docs/api-reference/list-available-models
 */
export type OpenRouterModelInfo = {
  id: string;
  parameters: ReadonlySet<string>;
  endpoints: ReadonlyArray<{ provider: string; parameters: ReadonlySet<string> }> | undefined;
};

/** The configured models as OpenRouter lists them; a configured id it does not list is absent. */
export type OpenRouterCatalog = ReadonlyMap<string, OpenRouterModelInfo>;

const modelsSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      supported_parameters: z.array(z.string()).nullish(),
    }),
  ),
});

const endpointsSchema = z.object({
  data: z.object({
    id: z.string(),
    endpoints: z.array(
      z.object({
        provider_name: z.string(),
        supported_parameters: z.array(z.string()).nullish(),
      }),
    ),
  }),
});

export type CatalogRequest = {
  baseUrl: string;
  apiKey: string;
  /** The configured models, main model first. */
  models: readonly string[];
  signal?: AbortSignal;
  fetch?: typeof fetch;
};

/**
 * Reads GET /models for the configured ids, then each listed model's endpoints. Throws on a
 * network error, an HTTP error or an undocumented shape of GET /models; a model whose endpoint
 * list cannot be read keeps `endpoints: undefined` (its parameters are then never required).
 */
export async function fetchOpenRouterCatalog(options: CatalogRequest): Promise<OpenRouterCatalog> {
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? globalThis.fetch;
  const signal = options.signal ?? AbortSignal.timeout(10_000);
  const headers = { Authorization: `Bearer ${options.apiKey}` };
  const res = await doFetch(`${base}/models`, { headers, signal });
  if (!res.ok) throw new Error(`OpenRouter GET /models answered HTTP ${res.status}`);
  const parsed = modelsSchema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw new Error("OpenRouter GET /models answered in an undocumented shape");
  const listed = new Map(parsed.data.data.map((m) => [m.id, new Set(m.supported_parameters ?? [])]));
  const catalog = new Map<string, OpenRouterModelInfo>();
  await Promise.all(
    [...new Set(options.models)].map(async (id) => {
      const parameters = listed.get(id);
      if (!parameters) return;
      let endpoints: OpenRouterModelInfo["endpoints"];
      try {
        const answer = await doFetch(`${base}/models/${id}/endpoints`, { headers, signal });
        const body = answer.ok
          ? endpointsSchema.safeParse(await answer.json().catch(() => undefined))
          : undefined;
        if (body?.success) {
          endpoints = body.data.data.endpoints.map((e) => ({
            provider: e.provider_name,
            parameters: new Set(e.supported_parameters ?? []),
          }));
        }
      } catch (error) {
        if (signal.aborted) throw error;
      }
      catalog.set(id, { id, parameters, endpoints });
    }),
  );
  return catalog;
}

export type ModelCheck = {
  /** Configured ids OpenRouter does not list, with the variable that names them. */
  missing: Array<{ id: string; variable: "OPENROUTER_MODEL" | "OPENROUTER_FALLBACK_MODELS" }>;
};

/** Which configured ids the catalog lacks, named by the variable that set them. */
export function missingModels(
  catalog: OpenRouterCatalog,
  model: string,
  fallbacks: readonly string[],
): ModelCheck {
  const configured = [
    { id: model, variable: "OPENROUTER_MODEL" as const },
    ...fallbacks.map((id) => ({ id, variable: "OPENROUTER_FALLBACK_MODELS" as const })),
  ];
  return { missing: configured.filter((m) => !catalog.has(m.id)) };
}
