import {
  ABSTRACT_MARK_IDS,
  LOGO_DESIGN_VERSION,
  type LogoDesign,
  type LogoFrame,
  type LogoSymbol,
  type TypeStyleId,
  type WordmarkOrnament,
} from "@/shared/logo-design";
import { contrast, mix } from "../../../composition/color";
import type { LogoRequest } from "../types";
import { paletteColors } from "./palettes";
import { chance, hashString, mulberry32, pick, type Rng, shuffled } from "./random";
import { briefFor } from "./themes";

/**
 * Design direction from the seed and the brief: the designer's choices that the composition
 * then carries out. Choices shared by a run (the orderings of looks, palettes, faces and motifs)
 * come from the seed and the brand; each variant takes a different position in those orderings,
 * so the two options of a run never share a look.
 */

/** The looks a demo run chooses between; each becomes a layout, a symbol kind and its details. */
const LOOKS = ["monogram", "emblem", "horizontal", "stacked", "wordmark", "abstract"] as const;
type Look = (typeof LOOKS)[number];

function runChoices(req: Pick<LogoRequest, "name" | "category" | "description" | "seed" | "variant">) {
  const brief = briefFor(req.name, req.category, req.description);
  const runSeed = (hashString(`${req.name}\u0000${req.category}`) ^ req.seed) >>> 0;
  const run = mulberry32(runSeed);
  const variant = Math.abs(Math.trunc(req.variant));
  const at = <T>(items: readonly T[]): T => shuffled(run, items)[variant % items.length] as T;
  return { brief, runSeed, variant, at };
}

function detail(look: Look, rng: Rng, hasTagline: boolean) {
  let frame: LogoFrame = "none";
  let ornament: WordmarkOrnament = "none";
  let showTagline = hasTagline;
  switch (look) {
    case "monogram":
      frame = pick<LogoFrame>(rng, ["disc", "double-ring", "tile", "hexagon", "arch"]);
      showTagline = chance(rng, 0.6);
      break;
    case "emblem":
      frame = chance(rng, 0.55) ? "disc" : "ring";
      break;
    case "horizontal":
      frame = pick<LogoFrame>(rng, ["none", "none", "disc", "tile"]);
      showTagline = chance(rng, 0.7);
      break;
    case "stacked":
      frame = pick<LogoFrame>(rng, ["none", "none", "disc", "tile", "ring"]);
      showTagline = chance(rng, 0.75);
      break;
    case "wordmark": {
      const choice = pick(rng, ["dot", "underline", "rules", "block", "swash"] as const);
      ornament = choice === "block" ? pick(rng, ["block", "block-rounded", "pill"] as const) : choice;
      showTagline = choice === "rules" || chance(rng, 0.5);
      break;
    }
    case "abstract":
      showTagline = chance(rng, 0.6);
      break;
  }
  return { frame, ornament, showTagline: hasTagline && showTagline };
}

/** The demo generator's design for one option of a run. Deterministic for a request. */
export function pickDemoDesign(req: LogoRequest): LogoDesign {
  const { brief, runSeed, variant, at } = runChoices(req);
  const look = at(LOOKS);
  const palette = at(brief.palettes);
  const typeface = at(brief.styles);
  const abstract = at(ABSTRACT_MARK_IDS);
  const rng = mulberry32(hashString(`${runSeed}:${variant}`));
  const { frame, ornament, showTagline } = detail(look, rng, Boolean(brief.descriptor));
  // A description that names no trade we can draw gets abstract marks, never a guessed pictogram.
  const motif = brief.motifs.length > 0 ? at(brief.motifs) : undefined;
  const symbol: LogoSymbol =
    look === "monogram"
      ? { kind: "monogram", letters: null }
      : look === "abstract" || !motif
        ? { kind: "abstract", id: abstract, variant: Math.floor(rng() * 60) }
        : { kind: "motif", id: motif };
  const layout = look === "monogram" ? "stacked" : look === "abstract" ? "stacked-left" : look;
  return {
    version: LOGO_DESIGN_VERSION,
    name: req.name,
    tagline: showTagline ? (brief.descriptor ?? null) : null,
    layout,
    frame,
    ornament,
    typeface,
    letterSpacing: null,
    textCase: "as-typed",
    colors: paletteColors(palette),
    symbol,
  };
}

/**
 * The design around an AI-drawn symbol: the brief's type and tagline, the symbol's own colours,
 * and a different arrangement for each option of a run.
 */
export function pickTracedDesign(
  req: LogoRequest,
  symbol: Extract<LogoSymbol, { kind: "traced" }>,
  colors: LogoDesign["colors"],
): LogoDesign {
  const { brief, at } = runChoices(req);
  const typeface: TypeStyleId = at(brief.styles);
  const layouts = ["stacked", "horizontal", "stacked-left"] as const;
  return {
    version: LOGO_DESIGN_VERSION,
    name: req.name,
    tagline: brief.descriptor ?? null,
    layout: layouts[Math.abs(Math.trunc(req.variant)) % layouts.length] ?? "stacked",
    frame: "none",
    ornament: "none",
    typeface,
    letterSpacing: null,
    textCase: "as-typed",
    colors,
    symbol,
  };
}

/**
 * Brand colours from a traced symbol's own colours (largest area first): the mark colour is the
 * main colour, the name is set in the darkest one, on a faint tint of the mark colour.
 */
export function colorsFromSymbol(symbolColors: readonly string[]): LogoDesign["colors"] {
  const colors = symbolColors.length > 0 ? [...symbolColors] : ["#222222"];
  const background = mix(colors[0] ?? "#222222", "#FFFFFF", 0.95);
  // A near-white main colour would vanish on the background: the mark colour must stand out.
  const primary = colors.find((c) => contrast(c, background) >= 1.8) ?? "#222222";
  const accent = colors.find((c) => c !== primary && contrast(c, background) >= 1.4) ?? primary;
  const darkest = [...colors].sort((a, b) => contrast(b, background) - contrast(a, background))[0];
  const ink = darkest && contrast(darkest, background) >= 4.5 ? darkest : mix(primary, "#000000", 0.6);
  return { background, ink, primary, accent };
}
