import { requestBrief } from "@/server/brief/read-brief";
import { contrast, mix } from "@/server/composition/color";
import { symbolConcept } from "@/server/providers/logos/logo-models";
import type { LogoRequest } from "@/server/providers/logos/types";
import { chance, hashString, mulberry32, pick, type Rng, shuffled } from "@/server/providers/seeded-random";
import { findSymbols, pickRunSymbols, tradeConcepts } from "@/server/symbols/find-symbols";
import { symbolRecord } from "@/server/symbols/symbol-record";
import { type Brief, isDrawable } from "@/shared/brief";
import { LOGOS_PER_RUN } from "@/shared/constants";
import {
  ABSTRACT_MARK_IDS,
  LOGO_DESIGN_VERSION,
  type LogoDesign,
  type LogoFrame,
  type LogoSymbol,
  type TypeStyleId,
  type WordmarkOrnament,
} from "@/shared/logo-design";
import { paletteColors } from "./palettes";
import { taglineFor } from "./tagline";
import { briefFor } from "./themes";
import { toneLook } from "./tone";

/**
 * Design direction from the seed and the brief: the designer's choices that the composition
 * then carries out. Choices shared by a run (the orderings of looks, palettes, faces and motifs)
 * come from the seed and the brand; each variant takes a different position in those orderings,
 * so the two options of a run never share a look.
 */

/**
 * The looks a demo run chooses between; each becomes a layout, a symbol kind and its details.
 * A drawable brief gets a pictogram in both options; monograms and abstract marks are for briefs
 * with nothing to draw (issue 25), and a wordmark-only option never replaces a pictogram.
 */
const PICTOGRAM_LOOKS = ["emblem", "horizontal", "stacked", "stacked-left"] as const;
const LETTER_LOOKS = ["monogram", "abstract"] as const;
type Look = (typeof PICTOGRAM_LOOKS)[number] | (typeof LETTER_LOOKS)[number] | "wordmark";

type RunRequest = Pick<
  LogoRequest,
  "name" | "category" | "description" | "seed" | "variant" | "brief" | "runSeed" | "run" | "brandSeed"
>;

/**
 * What a run is made from: the brief's symbols, tone and tagline. The trade's keyword reading
 * (themes.ts) only supplies the palettes when the brief has no tone words, and a tagline the brief
 * agrees with; the chosen name never changes the symbol.
 */
function runChoices(req: RunRequest) {
  const brief = requestBrief(req);
  // The trade's look is read from the description alone: the chosen name never changes what the
  // business is. The name only keeps the tagline from repeating it.
  const trade = briefFor("", req.category, req.description);
  const look = toneLook(brief.tone, trade) ?? trade;
  const descriptor = taglineFor({
    brief,
    name: req.name,
    category: req.category,
    description: req.description,
  });
  const runSeed = (hashString(`${req.name}\u0000${req.category}`) ^ req.seed) >>> 0;
  const variant = Math.abs(Math.trunc(req.variant));
  // With a brand seed the orderings belong to the brand and each option of each run takes the next
  // place in them (see `distinctPlaces`), so a brand's runs keep showing new designs. Without one
  // (scripts, tests), a run's own seed orders them and the two options take places 0 and 1.
  const stable = req.brandSeed !== undefined;
  // Hashed again: seeds one apart must not start the same orderings.
  const order = mulberry32(hashString(`run:${stable ? req.brandSeed : runSeed}`));
  const position = stable ? (Math.max(1, req.run ?? 1) - 1) * LOGOS_PER_RUN + variant : variant;
  const orderOf = <T>(items: readonly T[]): T[] => shuffled(order, items);
  const at = <T>(items: readonly T[]): T => orderOf(items)[position % items.length] as T;
  return {
    brief,
    runSeed,
    variant,
    position,
    orderOf,
    at,
    palettes: look.palettes,
    styles: look.styles,
    descriptor,
  };
}

/**
 * The symbol of one option: the run's pictograms in turn, so the two options differ. None when
 * the brief has nothing drawable (another script, mostly emoji, no concepts) or nothing fits.
 */
function runSymbol(
  brief: Brief,
  req: Pick<RunRequest, "runSeed" | "run">,
  variant: number,
): LogoSymbol | undefined {
  if (!isDrawable(brief) || brief.notes.length > 0) return undefined;
  const symbols = pickRunSymbols(findSymbols(brief), tradeConcepts(brief));
  if (!symbols || symbols.length === 0) return undefined;
  // A brand's first run shows the best two (a free trial has only that one). A regeneration (a
  // new run seed) may start further down the good ones; the name plays no part. Both options of
  // a run start at the same place (the option seeds differ), so they take two different symbols;
  // without a run seed (scripts, tests) they start at the best.
  const start =
    req.runSeed !== undefined && (req.run ?? 1) > 1 && symbols.length > 2
      ? hashString(`symbols:${req.runSeed}`) % symbols.length
      : 0;
  const choice = symbols[(start + variant) % symbols.length];
  return choice ? symbolRecord(choice) : undefined;
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
    case "stacked-left":
      frame = pick<LogoFrame>(rng, ["none", "none", "tile"]);
      showTagline = chance(rng, 0.6);
      break;
  }
  return { frame, ornament, showTagline: hasTagline && showTagline };
}

/**
 * The places in several orderings (of lengths `sizes`) that position `p` takes: the p-th step
 * through all their combinations with a stride that moves every place each step and is coprime
 * with the number of combinations, so no two positions below that number share a combination,
 * and consecutive positions (the two options of a run) never share the first place.
 */
export function distinctPlaces(sizes: readonly number[], p: number): number[] {
  const total = sizes.reduce((a, b) => a * b, 1);
  const first = sizes[0] ?? 1;
  let stride = 0;
  for (let i = 0, step = 1; i < sizes.length; step *= sizes[i] ?? 1, i++) stride += step;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  // Adding a multiple of the first size keeps the first place moving by one each step.
  for (let tries = 0; gcd(stride, total) !== 1 && tries < total; tries++) stride += first;
  if (gcd(stride, total) !== 1) stride = 1;
  let k = (p * stride) % total;
  return sizes.map((size) => {
    const place = k % size;
    k = Math.floor(k / size);
    return place;
  });
}

/** The demo generator's design for one option of a run. Deterministic for a request. */
export function pickDemoDesign(req: LogoRequest): LogoDesign {
  const { brief, runSeed, variant, position, orderOf, at, palettes, styles, descriptor } = runChoices(req);
  const pictogram = runSymbol(brief, req, variant);
  // A brief with nothing drawable gets monograms and abstract marks, never a guessed pictogram.
  const looks = orderOf<Look>(pictogram ? PICTOGRAM_LOOKS : LETTER_LOOKS);
  const paletteOrder = orderOf(palettes);
  const styleOrder = orderOf(styles);
  const [lookAt, paletteAt, styleAt] = distinctPlaces(
    [looks.length, paletteOrder.length, styleOrder.length],
    position,
  ) as [number, number, number];
  const look = looks[lookAt] as Look;
  const palette = paletteOrder[paletteAt] as (typeof palettes)[number];
  const typeface = styleOrder[styleAt] as (typeof styles)[number];
  const abstract = at(ABSTRACT_MARK_IDS);
  const rng = mulberry32(hashString(`${runSeed}:${variant}`));
  const { frame, ornament, showTagline } = detail(look, rng, Boolean(descriptor));
  const symbol: LogoSymbol =
    pictogram ??
    (look === "monogram"
      ? { kind: "monogram", letters: null, source: "monogram" }
      : { kind: "abstract", id: abstract, variant: Math.floor(rng() * 60), source: "abstract" });
  const layout = look === "monogram" ? "stacked" : look === "abstract" ? "stacked-left" : look;
  return {
    version: LOGO_DESIGN_VERSION,
    name: req.name,
    tagline: showTagline ? (descriptor ?? null) : null,
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
/**
 * What the AI path's design takes from the brief (typeface, tagline, layout, the concept asked
 * for): chosen on the request thread, where the brief's lexical data is already loaded, so the
 * render workers that trace the image never load it.
 */
export type TracedDesignFrame = Omit<LogoDesign, "colors" | "symbol"> & { concept: string | null };

export function tracedDesignFrame(req: LogoRequest): TracedDesignFrame {
  const { at, styles, descriptor } = runChoices(req);
  const typeface: TypeStyleId = at(styles);
  const layouts = ["stacked", "horizontal", "stacked-left"] as const;
  return {
    version: LOGO_DESIGN_VERSION,
    name: req.name,
    tagline: descriptor ?? null,
    layout: layouts[Math.abs(Math.trunc(req.variant)) % layouts.length] ?? "stacked",
    frame: "none",
    ornament: "none",
    typeface,
    letterSpacing: null,
    textCase: "as-typed",
    // What the image model was asked to draw (it may not have drawn exactly that).
    concept: symbolConcept(req),
  };
}

/** The frame completed with the traced symbol and colours taken from it (in the render worker). */
export function completeTracedDesign(
  frame: TracedDesignFrame,
  symbol: Extract<LogoSymbol, { kind: "traced" }>,
  colors: LogoDesign["colors"],
): LogoDesign {
  const { concept, ...design } = frame;
  return { ...design, colors, symbol: { ...symbol, source: "image-model", concept, licence: null } };
}

export function pickTracedDesign(
  req: LogoRequest,
  symbol: Extract<LogoSymbol, { kind: "traced" }>,
  colors: LogoDesign["colors"],
): LogoDesign {
  return completeTracedDesign(tracedDesignFrame(req), symbol, colors);
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
