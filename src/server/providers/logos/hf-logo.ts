import {
  InferenceClient,
  InferenceClientHubApiError,
  InferenceClientProviderApiError,
} from "@huggingface/inference";
import { getCategory } from "@/shared/categories";
import { LOGO_GUIDANCE_SCALE, LOGO_INFERENCE_STEPS, LOGO_SIZE } from "@/shared/constants";
import { untilAborted } from "../abort";
import { type LogoImage, type LogoProvider, LogoProviderError, type LogoRequest } from "./types";

/** A FLUX.1-dev logo-design LoRA; the hub maps it to a fal-ai LoRA endpoint. */
export const DEFAULT_HF_LOGO_MODEL = "Shakker-Labs/FLUX.1-dev-LoRA-Logo-Design";
export const DEFAULT_HF_LOGO_TIMEOUT_MS = 90_000;
export const HF_LOGO_PROVIDER = "fal-ai";
export const HF_LOGO_SCHEDULER = "DPMSolverMultistepScheduler";
export const LOGO_NEGATIVE_PROMPT = [
  "blurry",
  "low quality",
  "watermark",
  "signature",
  "extra text",
  "misspelled text",
  "distorted letters",
  "photo",
  "photorealistic",
  "3d render",
  "busy background",
  "cluttered",
  "gradient background",
  "mockup",
  "multiple logos",
].join(", ");

export type HfLogoConfig = {
  token: string;
  model: string;
  timeoutMs?: number;
};

type PromptInput = Pick<LogoRequest, "name" | "category" | "description"> & { variant?: number };

// The two options of a run get different layouts, not just different seeds.
const VARIANT_LAYOUTS = [
  "a simple iconic symbol placed above the brand name",
  "a wordmark with a small emblem to the left of the brand name",
] as const;

export function buildLogoPrompt(req: PromptInput): string {
  const category = getCategory(req.category);
  const description = req.description.replace(/\s+/g, " ").trim();
  const layout = VARIANT_LAYOUTS[Math.abs(req.variant ?? 0) % VARIANT_LAYOUTS.length];
  // "wablogo, logo, Minimalist" are the trigger words of the default logo LoRA.
  return [
    "wablogo, logo, Minimalist",
    `a clean, professional flat vector logo for a ${category.name.toLowerCase()} brand called "${req.name}"`,
    `the logo shows the text "${req.name}" spelled exactly like that, in clear legible lettering, with no other words`,
    `${layout}, centred, balanced composition, generous margins`,
    `style: ${category.tone}, flat colours, crisp shapes, limited palette, no shadows, no photo elements`,
    "isolated on a plain solid white background",
    `the business: ${description}`,
  ].join(", ");
}

/** A non-negative 31-bit seed: fal and diffusers reject larger or negative ones. */
export function deriveLogoSeed(seed: number, variant: number): number {
  const base = Number.isFinite(seed) ? Math.trunc(seed) : 0;
  // Mixing in the variant keeps the two options of a run apart even if a caller reuses one seed.
  let h = (base ^ Math.imul(variant + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) % 2_147_483_647;
}

export function createHfLogoProvider(config: HfLogoConfig): LogoProvider {
  const client = new InferenceClient(config.token);
  const timeoutMs = config.timeoutMs ?? DEFAULT_HF_LOGO_TIMEOUT_MS;

  return {
    mode: "live",
    async generate(req: LogoRequest): Promise<LogoImage> {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
      try {
        // The client's hub model-mapping lookup ignores the signal, so race it explicitly.
        const imageUrl = await untilAborted(
          client.textToImage(
            {
              provider: HF_LOGO_PROVIDER,
              model: config.model,
              inputs: buildLogoPrompt(req),
              parameters: {
                scheduler: HF_LOGO_SCHEDULER,
                num_inference_steps: LOGO_INFERENCE_STEPS,
                guidance_scale: LOGO_GUIDANCE_SCALE,
                width: LOGO_SIZE,
                height: LOGO_SIZE,
                // fal reads the size from image_size; width/height are the HF-standard names.
                image_size: { width: LOGO_SIZE, height: LOGO_SIZE },
                negative_prompt: LOGO_NEGATIVE_PROMPT,
                seed: deriveLogoSeed(req.seed, req.variant),
                num_images: 1,
                enable_safety_checker: false,
                enhance_prompt: false,
                clip_skip: 2,
                output_format: "png",
              },
            },
            // retry_on_error defaults to retrying every 503 immediately and without limit.
            { outputType: "url", retry_on_error: false, signal },
          ),
          signal,
        );
        // We download ourselves because the client's own download never checks the HTTP status.
        const res = await fetch(imageUrl, { signal });
        if (!res.ok) {
          throw new LogoProviderError(`Logo image download failed with HTTP ${res.status}`, res.status);
        }
        const bytes = Buffer.from(await res.arrayBuffer());
        return await toPng(bytes);
      } catch (err) {
        throw toLogoProviderError(err, req.signal, timeout, timeoutMs);
      }
    },
  };
}

async function toPng(bytes: Buffer): Promise<LogoImage> {
  if (bytes.length === 0) throw new LogoProviderError("Logo image download was empty");
  try {
    const { default: sharp } = await import("sharp");
    const { data, info } = await sharp(bytes).png().toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (err) {
    throw new LogoProviderError(`Logo image could not be decoded: ${errorMessage(err)}`);
  }
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
  // The client's HTTP errors carry the request headers (with the token), so copy only message and status.
  if (err instanceof InferenceClientProviderApiError || err instanceof InferenceClientHubApiError) {
    return new LogoProviderError(err.message, err.httpResponse.status);
  }
  return new LogoProviderError(`Logo generation failed: ${errorMessage(err)}`);
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
