import {
  InferenceClient,
  InferenceClientHubApiError,
  InferenceClientInputError,
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
} from "@huggingface/inference";
import { z } from "zod";
import { untilAborted } from "@/server/providers/abort";
import type { ProviderCheck } from "@/server/providers/check";
import { RenderTaskError, renderPool } from "@/server/render/render-pool";
import { tracedDesignFrame } from "./design/pick-design";
import { checkFalKey, falImageResultSchema, LOGO_PROVIDERS_WE_PARSE, runFalQueue } from "./fal-queue";
import {
  buildSymbolPrompt,
  DEFAULT_LOGO_MODEL,
  DEFAULT_LOGO_PROVIDER,
  deriveLogoSeed,
  imageParameters,
  type LogoModelProfile,
  logoModelProfile,
} from "./logo-models";
import { type LogoImage, type LogoProvider, LogoProviderError, type LogoRequest } from "./types";

/**
 * Live logos: the image model draws only the symbol; we remove its background, trace it to
 * vector, and compose it with the name set by our typesetter, exactly as the demo logos are
 * composed. So an AI logo has an exact name and a vector master too.
 */

export const DEFAULT_HF_LOGO_TIMEOUT_MS = 90_000;
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export type AiLogoConfig = {
  model: string;
  /** Inference Provider for the "hf" route. */
  provider?: string;
  /** Hugging Face token: the "hf" route. */
  hfToken?: string;
  /** fal key: the "fal-lora" route. */
  falKey?: string;
  timeoutMs?: number;
  /** Overrides the profile looked up by model id (tests use fresh model ids). */
  profile?: LogoModelProfile;
};

export function createHfLogoProvider(config: AiLogoConfig): LogoProvider {
  const profile = config.profile ?? logoModelProfile(config.model);
  const provider = config.provider ?? DEFAULT_LOGO_PROVIDER;
  // Configuration refuses any other provider first; this keeps a caller from bypassing it.
  if (!(LOGO_PROVIDERS_WE_PARSE as readonly string[]).includes(provider)) {
    throw new Error(`HF_LOGO_PROVIDER=${provider} is not one of ${LOGO_PROVIDERS_WE_PARSE.join(", ")}`);
  }
  const timeoutMs = config.timeoutMs ?? DEFAULT_HF_LOGO_TIMEOUT_MS;
  const client = config.hfToken ? new InferenceClient(config.hfToken) : undefined;

  async function symbolImageUrl(req: LogoRequest, signal: AbortSignal): Promise<string> {
    const prompt = buildSymbolPrompt(req, profile);
    const parameters = imageParameters(profile, deriveLogoSeed(req.seed, req.variant));
    let result: unknown;
    if (profile.route === "fal-lora") {
      if (!config.falKey || !profile.lora) throw new LogoProviderError(`${profile.model} needs FAL_KEY`);
      result = await runFalQueue(
        profile.lora.endpoint,
        { prompt, ...parameters, loras: [{ path: profile.lora.url, scale: profile.lora.scale }] },
        config.falKey,
        signal,
      );
    } else {
      if (!client) throw new LogoProviderError(`${profile.model} needs HF_TOKEN`);
      // The client's hub model-mapping lookup ignores the signal, so race it explicitly.
      result = await untilAborted(
        client.textToImage(
          {
            provider: provider as (typeof LOGO_PROVIDERS_WE_PARSE)[number],
            model: profile.model,
            inputs: prompt,
            parameters,
          },
          // retry_on_error defaults to retrying every 503 immediately and without limit.
          { outputType: "json", retry_on_error: false, signal },
        ),
        signal,
      );
    }
    const parsed = falImageResultSchema.safeParse(result);
    if (!parsed.success) {
      throw new LogoProviderError(`${provider}'s result is not {images: [{url}]}`, 502, true);
    }
    if (parsed.data.has_nsfw_concepts?.some(Boolean)) {
      throw new LogoProviderError("The image provider's content filter refused the picture", 422);
    }
    return parsed.data.images[0]?.url ?? "";
  }

  return {
    mode: "live",
    check: () => checkLogoModel(profile, provider, config),
    async generate(req: LogoRequest): Promise<LogoImage> {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
      try {
        const image = await download(await symbolImageUrl(req, signal), signal);
        // Tracing, composing and rendering are CPU work: off the request thread.
        const frame = tracedDesignFrame(req);
        return await untilAborted(renderPool().run("aiLogo", { image, frame }), signal);
      } catch (err) {
        throw toLogoProviderError(err, req.signal, timeout, timeoutMs);
      }
    },
  };
}

const mappingEntrySchema = z.object({ status: z.string(), providerId: z.string(), task: z.string() });

/** The hub's model info with its Inference Provider mapping (an object by provider, or a list). */
const hubModelSchema = z.object({
  inferenceProviderMapping: z
    .union([
      z.record(z.string(), mappingEntrySchema),
      z.array(mappingEntrySchema.extend({ provider: z.string() })),
    ])
    .optional(),
});

/** GET /api/whoami-v2: the account and the token's role and fine-grained permissions. */
const whoamiSchema = z.object({
  type: z.string().optional(),
  name: z.string().optional(),
  isPro: z.boolean().optional(),
  canPay: z.boolean().optional(),
  auth: z
    .object({
      accessToken: z
        .object({
          role: z.string(),
          fineGrained: z
            .object({
              global: z.array(z.string()).optional(),
              scoped: z.array(z.object({ permissions: z.array(z.string()) })).optional(),
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
});

/** The fine-grained permission "Make calls to Inference Providers". */
export const INFERENCE_PROVIDERS_PERMISSION = "inference.serverless.write";

export const HF_HUB_URL = "https://huggingface.co";

/**
 * Start-up check and check:providers. The LoRA route: does fal accept FAL_KEY? The Inference
 * Providers route: may the token call Inference Providers (whoami-v2), does the provider serve
 * the model for text-to-image and is the mapping live (the hub's inferenceProviderMapping), and
 * a note on billing. https://huggingface.co/docs/inference-providers/hub-api,
 * https://huggingface.co/docs/hub/security-tokens, https://huggingface.co/docs/inference-providers/pricing
 */
async function checkLogoModel(
  profile: LogoModelProfile & { known?: boolean },
  provider: string,
  config: AiLogoConfig,
): Promise<ProviderCheck> {
  const findings: ProviderCheck["findings"] = [];
  const warn = (message: string) => findings.push({ level: "warn", message });
  if (!profile.commercialUse) {
    warn(
      `HF_LOGO_MODEL=${profile.model}: its weights licence (${profile.licence}) does not clearly allow the commercial use this product sells; ${DEFAULT_LOGO_MODEL} (apache-2.0) does`,
    );
  }
  if (profile.known === false) {
    warn(`HF_LOGO_MODEL=${profile.model} has no profile: only prompt, size and seed are sent`);
  }
  if (profile.route === "fal-lora") {
    const endpoint = profile.lora?.endpoint ?? "fal-ai/flux-lora";
    findings.push(await checkFalKey(endpoint, config.falKey ?? ""));
    return { service: "logos", findings };
  }
  const headers = { Authorization: `Bearer ${config.hfToken ?? ""}` };
  const signal = AbortSignal.timeout(10_000);
  try {
    const who = await fetch(`${HF_HUB_URL}/api/whoami-v2`, { headers, signal });
    if (who.status === 401) {
      warn(
        'HF_TOKEN is not accepted by Hugging Face: create a fine-grained token with "Make calls to Inference Providers" at huggingface.co/settings/tokens',
      );
    } else if (who.ok) {
      const account = whoamiSchema.safeParse(await who.json().catch(() => undefined));
      if (!account.success) throw new Error("whoami-v2 answered in an undocumented shape");
      const token = account.data.auth?.accessToken;
      const granted = [
        ...(token?.fineGrained?.global ?? []),
        ...(token?.fineGrained?.scoped ?? []).flatMap((s) => s.permissions),
      ];
      if (token?.role === "fineGrained" && !granted.includes(INFERENCE_PROVIDERS_PERMISSION)) {
        warn(
          'HF_TOKEN is a fine-grained token without "Make calls to Inference Providers": edit its permissions at huggingface.co/settings/tokens',
        );
      } else {
        findings.push({
          level: "ok",
          message: `HF_TOKEN (${token?.role ?? "unknown role"} token of ${account.data.name ?? "an account"}) may call Inference Providers`,
        });
      }
      if (account.data.type === "user" && !account.data.isPro && !account.data.canPay) {
        findings.push({
          level: "note",
          message:
            "The Hugging Face account is on the free plan with no payment method: its monthly Inference Providers credit is tiny, and logo runs answer 402 after a few dozen images; subscribe to PRO or add billing at huggingface.co/settings/billing",
        });
      }
    } else {
      throw new Error(`whoami-v2 answered HTTP ${who.status}`);
    }
    const res = await fetch(`${HF_HUB_URL}/api/models/${profile.model}?expand[]=inferenceProviderMapping`, {
      headers,
      signal,
    });
    if (res.status === 404) {
      warn(`HF_LOGO_MODEL=${profile.model} does not exist on the Hugging Face hub`);
      return { service: "logos", findings };
    }
    if (!res.ok) throw new Error(`the hub answered HTTP ${res.status}`);
    const parsed = hubModelSchema.safeParse(await res.json());
    if (!parsed.success) throw new Error("the hub answered in an undocumented shape");
    const mapping = parsed.data.inferenceProviderMapping ?? {};
    const entry = Array.isArray(mapping) ? mapping.find((m) => m.provider === provider) : mapping[provider];
    if (!entry) {
      warn(
        `HF_LOGO_MODEL=${profile.model} is not served by ${provider} through Inference Providers: logo generation will fail; set HF_LOGO_MODEL to a mapped model such as ${DEFAULT_LOGO_MODEL}`,
      );
    } else if (entry.task !== "text-to-image") {
      warn(`HF_LOGO_MODEL=${profile.model} is mapped to ${provider} for ${entry.task}, not text-to-image`);
    } else if (entry.status !== "live") {
      warn(
        `HF_LOGO_MODEL=${profile.model} is only in ${entry.status} on ${provider} (not live): choose a live model such as ${DEFAULT_LOGO_MODEL}`,
      );
    } else {
      findings.push({ level: "ok", message: `${provider} serves ${profile.model} as ${entry.providerId}` });
    }
  } catch (err) {
    warn(
      `Could not check the logo model on the Hugging Face hub: ${err instanceof Error ? err.message : err}`,
    );
  }
  return { service: "logos", findings };
}

/** We download ourselves: the client's own download never checks the HTTP status. */
async function download(url: string, signal: AbortSignal): Promise<Buffer> {
  if (url.startsWith("data:")) {
    const comma = url.indexOf(",");
    if (comma < 0 || !url.slice(0, comma).endsWith(";base64")) {
      throw new LogoProviderError("The image provider returned an unreadable data URL", 502);
    }
    return Buffer.from(url.slice(comma + 1), "base64");
  }
  if (!/^https:\/\//.test(url)) throw new LogoProviderError("The image provider returned no image URL", 502);
  const res = await fetch(url, { signal });
  if (!res.ok) throw new LogoProviderError(`Logo image download failed with HTTP ${res.status}`, res.status);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length === 0) throw new LogoProviderError("Logo image download was empty", 502);
  if (bytes.length > MAX_IMAGE_BYTES) throw new LogoProviderError("Logo image download was too large", 502);
  return bytes;
}

function toLogoProviderError(
  err: unknown,
  callerSignal: AbortSignal | undefined,
  timeout: AbortSignal,
  timeoutMs: number,
): LogoProviderError {
  if (err instanceof LogoProviderError) return err;
  if (timeout.aborted && !callerSignal?.aborted) {
    return new LogoProviderError(`Logo generation timed out after ${timeoutMs} ms`, 504);
  }
  if (callerSignal?.aborted) return new LogoProviderError("Logo generation was cancelled");
  if (err instanceof RenderTaskError && err.task === "aiLogo") {
    return new LogoProviderError(`The image model's picture could not be used: ${err.message}`, 502);
  }
  // The client's HTTP errors carry the request headers (with the token), so copy only message and status.
  if (err instanceof InferenceClientProviderApiError || err instanceof InferenceClientHubApiError) {
    return new LogoProviderError(err.message, err.httpResponse.status);
  }
  // The client found the provider's answer in no shape it knows.
  if (err instanceof InferenceClientProviderOutputError) return new LogoProviderError(err.message, 502, true);
  // The model has no mapping to the provider (or not for text-to-image): nothing was sent.
  if (err instanceof InferenceClientInputError) return new LogoProviderError(err.message, 404);
  return new LogoProviderError(`Logo generation failed: ${err instanceof Error ? err.message : String(err)}`);
}
