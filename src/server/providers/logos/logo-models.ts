import { requestBrief } from "@/server/brief/read-brief";
import { hashString, mulberry32, shuffled } from "@/server/providers/seeded-random";
import { isDrawable } from "@/shared/brief";
import { getCategory } from "@/shared/categories";
import { LOGO_SIZE } from "@/shared/constants";
import { paletteColors } from "./design/palettes";
import { briefFor } from "./design/themes";
import { toneLook } from "./design/tone";
import type { LogoRequest } from "./types";

/**
 * What each text-to-image model needs: the parameters it understands (FLUX ignores negative
 * prompts and schedulers; fal rejects unknown ones), its step count and guidance, and whether its
 * weights licence allows the commercial use this product sells. Selected by HF_LOGO_MODEL.
 */
export type LogoModelProfile = {
  /** Hugging Face model id. */
  model: string;
  /**
   * "hf": through the Hugging Face inference client and Inference Providers (HF_TOKEN).
   * "fal-lora": fal's flux-lora endpoint called directly with the LoRA weights (FAL_KEY).
   */
  route: "hf" | "fal-lora";
  steps?: number;
  /** Omitted for models that have no guidance parameter (FLUX.1-schnell is guidance-distilled). */
  guidance?: number;
  /** How the size is sent: fal's `image_size` object, or the width/height pair. */
  size: "image_size" | "width_height";
  /** Words the weights were trained to respond to, put first in the prompt. */
  trigger?: string;
  lora?: { url: string; scale: number; endpoint: string };
  licence: string;
  commercialUse: boolean;
};

export const DEFAULT_LOGO_MODEL = "black-forest-labs/FLUX.1-schnell";
export const DEFAULT_LOGO_PROVIDER = "fal-ai" as const;

export const LOGO_MODEL_PROFILES: Record<string, LogoModelProfile> = {
  // Apache-2.0 weights (commercial use allowed), served by fal-ai through Inference Providers;
  // distilled for 1-4 steps, without guidance or negative prompt.
  "black-forest-labs/FLUX.1-schnell": {
    model: "black-forest-labs/FLUX.1-schnell",
    route: "hf",
    steps: 4,
    size: "image_size",
    licence: "apache-2.0",
    commercialUse: true,
  },
  // Better detail, but the FLUX.1 [dev] Non-Commercial License covers the weights.
  "black-forest-labs/FLUX.1-dev": {
    model: "black-forest-labs/FLUX.1-dev",
    route: "hf",
    steps: 28,
    guidance: 3.5,
    size: "image_size",
    licence: "flux-1-dev-non-commercial-license",
    commercialUse: false,
  },
  // The logo-design LoRA is mapped to no Inference Provider; fal's flux-lora endpoint runs it
  // from its weights URL. FLUX.1-dev based, so non-commercial too.
  "Shakker-Labs/FLUX.1-dev-LoRA-Logo-Design": {
    model: "Shakker-Labs/FLUX.1-dev-LoRA-Logo-Design",
    route: "fal-lora",
    steps: 28,
    guidance: 3.5,
    size: "image_size",
    trigger: "wablogo, logo, Minimalist",
    lora: {
      url: "https://huggingface.co/Shakker-Labs/FLUX.1-dev-LoRA-Logo-Design/resolve/main/FLUX-dev-lora-Logo-Design.safetensors",
      scale: 0.8,
      endpoint: "fal-ai/flux-lora",
    },
    licence: "flux-1-dev-non-commercial-license",
    commercialUse: false,
  },
};

/** The profile of a known model, or a cautious one (prompt, size and seed only) for any other. */
export function logoModelProfile(model: string): LogoModelProfile & { known: boolean } {
  const known = LOGO_MODEL_PROFILES[model];
  if (known) return { ...known, known: true };
  return { model, route: "hf", size: "image_size", licence: "unknown", commercialUse: false, known: false };
}

/** The fal-style parameters for one image: only what the profile says the model understands. */
export function imageParameters(profile: LogoModelProfile, seed: number): Record<string, unknown> {
  const parameters: Record<string, unknown> = {
    seed,
    num_images: 1,
    enable_safety_checker: true,
    output_format: "png",
  };
  if (profile.size === "image_size") parameters.image_size = { width: LOGO_SIZE, height: LOGO_SIZE };
  else Object.assign(parameters, { width: LOGO_SIZE, height: LOGO_SIZE });
  if (profile.steps !== undefined) parameters.num_inference_steps = profile.steps;
  if (profile.guidance !== undefined) parameters.guidance_scale = profile.guidance;
  return parameters;
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

/** A rough colour word for a hex colour: image models follow names better than codes. */
export function colorName(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const chroma = max - min;
  if (chroma < 0.12) return light < 0.2 ? "black" : light > 0.85 ? "white" : "grey";
  let hue = 0;
  if (max === r) hue = ((g - b) / chroma) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  hue = (hue * 60 + 360) % 360;
  const tone = light < 0.3 ? "deep " : light > 0.72 ? "light " : "";
  if (hue >= 10 && hue < 45 && light < 0.45) return `${tone}brown`;
  const names: Array<[number, string]> = [
    [15, "red"],
    [45, "orange"],
    [70, "yellow"],
    [160, "green"],
    [200, "teal"],
    [250, "blue"],
    [290, "purple"],
    [330, "magenta"],
    [360, "red"],
  ];
  return `${tone}${names.find(([limit]) => hue < limit)?.[1] ?? "red"}`;
}

/**
 * What the image model is asked to draw for one option of a run: the brief's concepts in turn
 * (plain English whatever the description's language), or nothing when the brief has nothing
 * drawable. The chosen name plays no part.
 */
export function symbolConcept(
  req: Pick<LogoRequest, "brief" | "description" | "category" | "variant">,
): string | null {
  const brief = requestBrief(req);
  if (!isDrawable(brief) || brief.notes.length > 0) return null;
  const concepts = brief.concepts.slice(0, 2);
  return concepts[Math.abs(Math.trunc(req.variant)) % concepts.length] ?? null;
}

/**
 * The image model draws only the symbol: our typesetter sets the name, so the prompt asks for no
 * lettering at all. Built from the brief's concept, its tone's palette and the business; the two
 * options of a run draw the brief's first two concepts, and a brief with nothing drawable gets
 * abstract marks.
 */
export function buildSymbolPrompt(
  req: Omit<LogoRequest, "signal">,
  profile: Pick<LogoModelProfile, "trigger">,
): string {
  const category = getCategory(req.category);
  // Read from the description alone: the chosen name never changes what the business is.
  const trade = briefFor("", req.category, req.description);
  const look = toneLook(requestBrief(req).tone, trade) ?? trade;
  const run = mulberry32((hashString(`${req.name}\u0000${req.category}`) ^ req.seed) >>> 0);
  const palette = paletteColors(shuffled(run, look.palettes)[0] ?? "ink");
  const concept = symbolConcept(req);
  const description = req.description.replace(/\s+/g, " ").trim();
  // Nothing drawable: a pictogram would be a guess, so both options ask for an abstract mark.
  const subject = concept
    ? `a simple pictorial symbol of ${concept}`
    : "a simple abstract geometric mark built from bold shapes";
  return [
    profile.trigger,
    `${subject} for a ${category.name.toLowerCase()} brand`,
    `flat vector icon, ${category.tone}, two or three flat colours: ${colorName(palette.primary)} and ${colorName(palette.accent)}`,
    "crisp clean edges, solid fills, centred with a wide empty margin",
    "no text, no letters, no words, no numbers, no watermark",
    "isolated on a plain white background, no shadow, no gradient, no frame, no mockup",
    `the business: ${description}`,
  ]
    .filter(Boolean)
    .join(", ");
}
