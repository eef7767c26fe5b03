import { z } from "zod";

/**
 * A logo as data: everything the typesetter needs to draw it again, edit it, or build a brand kit
 * from it. Stored with every generated logo (demo or AI) and shared with the web editor, so the
 * id lists below are the vocabulary both sides agree on; the drawings behind them live on the
 * server (src/server/composition).
 */

/**
 * Version 2 (issue 25): symbols record what they depict, where they come from and under which
 * licence, and a symbol may be an icon from an open set. Version 1 designs are read as version 2
 * (see `upgradeLogoDesign`), so stored designs and editor versions need no rewrite.
 */
export const LOGO_DESIGN_VERSION = 2;

/** How symbol and name are placed. "symbol" is the mark alone (brand kit, favicons). */
export const LOGO_LAYOUTS = [
  "stacked",
  "horizontal",
  "stacked-left",
  "emblem",
  "wordmark",
  "symbol",
] as const;
export type LogoLayout = (typeof LOGO_LAYOUTS)[number];

/**
 * What the symbol sits in. The emblem layout reads "disc" as a solid badge and anything else as
 * an outlined one.
 */
export const LOGO_FRAMES = ["none", "disc", "tile", "ring", "double-ring", "hexagon", "arch"] as const;
export type LogoFrame = (typeof LOGO_FRAMES)[number];

/** Finishing touches of the wordmark layout. */
export const WORDMARK_ORNAMENTS = [
  "none",
  "dot",
  "underline",
  "rules",
  "swash",
  "block",
  "block-rounded",
  "pill",
] as const;
export type WordmarkOrnament = (typeof WORDMARK_ORNAMENTS)[number];

/** Typefaces with their spacing and companion face (see composition/type-styles.ts). */
export const TYPE_STYLE_IDS = [
  "serif-bold",
  "serif-fine",
  "serif-italic",
  "geometric-bold",
  "geometric-heavy",
  "geometric-light",
  "sport-italic",
  "humanist",
  "humanist-light",
  "rounded",
  "condensed",
  "condensed-light",
  "grotesk",
  "grotesk-medium",
] as const;
export type TypeStyleId = (typeof TYPE_STYLE_IDS)[number];

/** Drawn pictograms (composition/marks/motifs.ts). */
export const MOTIF_IDS = [
  "cup",
  "bean",
  "leaf",
  "sprout",
  "wheat",
  "bowl",
  "flame",
  "pizza",
  "cone",
  "donut",
  "burger",
  "glass",
  "cocktail",
  "sunrise",
  "bolt",
  "streaks",
  "chevrons",
  "sneaker",
  "dumbbell",
  "brackets",
  "nodes",
  "cube",
  "cloud",
  "chat",
  "chart",
  "ascend",
  "shield",
  "lock",
  "compass",
  "target",
  "bulb",
  "sparkle",
  "drop",
  "house",
  "gear",
  "pin",
  "plane",
  "bag",
  "tag",
  "hanger",
  "diamond",
  "vase",
  "book",
  "paw",
  "wave",
  "mountain",
  "lotus",
  "flower",
  "heart",
  "cross",
  "community",
  "soundwave",
  "aperture",
  "pen",
  "loaf",
  "croissant",
  "mug",
] as const;
export type MotifId = (typeof MOTIF_IDS)[number];

/**
 * Trades the description can name, each with the motifs that fit it (see
 * server/providers/logos/design/themes.ts). The editor offers a family's motifs as alternatives.
 */
export const MOTIF_FAMILY_IDS = [
  "coffee",
  "tea",
  "bakery",
  "dessert",
  "pizza",
  "noodles",
  "grill",
  "burgers",
  "drinks",
  "beer",
  "juice",
  "breakfast",
  "organic",
  "flowers",
  "sneakers",
  "running",
  "fitness",
  "software",
  "ai",
  "messaging",
  "finance",
  "legal",
  "consulting",
  "cleaning",
  "repair",
  "home",
  "ceramics",
  "bags",
  "fashion",
  "jewellery",
  "beauty",
  "wellness",
  "medical",
  "pet",
  "education",
  "books",
  "travel",
  "ocean",
  "music",
  "photo",
  "creative",
  "marketing",
  "writing",
  "community",
  "logistics",
  "energy",
  "retail",
] as const;
export type MotifFamilyId = (typeof MOTIF_FAMILY_IDS)[number];

/** Geometric compositions (composition/marks/abstract-marks.ts); `variant` picks among a mark's arrangements. */
export const ABSTRACT_MARK_IDS = [
  "quads",
  "petals",
  "arcs",
  "eclipse",
  "stripes",
  "facets",
  "diamonds",
  "rings",
  "blocks",
  "halftone",
  "burst",
  "loop",
] as const;
export type AbstractMarkId = (typeof ABSTRACT_MARK_IDS)[number];

export const TEXT_CASES = ["as-typed", "upper", "lower"] as const;
export type TextCase = (typeof TEXT_CASES)[number];

/** Colour versions of one design: the brand colours, or one colour on any background. */
export const COLOR_MODES = ["full", "black", "white", "mono"] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: "must be a #RRGGBB colour" })
  .transform((v) => v.toUpperCase());

/** SVG path data only: commands, numbers and separators (it is written into an attribute). */
const pathData = z
  .string()
  .min(1)
  .max(400_000)
  .regex(/^[MmLlHhVvCcSsQqTtAaZz0-9eE.,\s+-]+$/, { error: "must be SVG path data" });

const finite = z.number().finite();

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const CONTROL = /[\u0000-\u001F\u007F]/;

export const tracedPathSchema = z.object({
  d: pathData,
  fill: hexColor,
  /** Offset of the path in the symbol's own coordinates. */
  x: finite.default(0),
  y: finite.default(0),
});

/** Open icon sets symbols may come from (licences recorded in docs/decisions/013). */
export const ICON_SET_IDS = ["tabler", "lucide", "phosphor", "fluent-emoji", "healthicons"] as const;
export type IconSetId = (typeof ICON_SET_IDS)[number];

/** Each set's title, as the step, the kit README and the licence certificate name it. */
export const ICON_SET_TITLES: Record<IconSetId, string> = {
  tabler: "Tabler Icons",
  lucide: "Lucide",
  phosphor: "Phosphor Icons",
  "fluent-emoji": "Fluent Emoji High Contrast",
  healthicons: "Health Icons",
};

/**
 * How a set's paths are drawn: Tabler and Lucide are stroke paths on a 24 grid, Phosphor's
 * regular weight filled outlines on a 256 grid, Fluent Emoji's high-contrast shapes filled on a
 * 32 grid, Health Icons filled on a 48 grid with holes cut by the even-odd rule. `span` is how much
 * of the grid a drawing fills, when it is not the 20 of 24 of the stroke sets (the emoji fill 30 of
 * their 32: drawn at the grid's scale they would stand a size larger than the other icons).
 */
export const ICON_DRAWING: Record<
  IconSetId,
  { grid: number; fill: boolean; evenOdd?: boolean; span?: number }
> = {
  tabler: { grid: 24, fill: false },
  lucide: { grid: 24, fill: false },
  phosphor: { grid: 256, fill: true },
  "fluent-emoji": { grid: 32, fill: true, span: 30 },
  healthicons: { grid: 48, fill: true, evenOdd: true },
};

/** Where a symbol comes from: an open icon set, our drawings, the name's letters, or the image model. */
export const SYMBOL_SOURCES = [
  ...ICON_SET_IDS,
  "procedural",
  "monogram",
  "abstract",
  "image-model",
  "none",
] as const;
export type SymbolSource = (typeof SYMBOL_SOURCES)[number];

const plainWords = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((v) => !CONTROL.test(v) && !/[<>{}]/.test(v), { error: "must be plain words" });

/**
 * What a symbol depicts in plain words ("ice cream cone"), its source and its licence ("MIT").
 * Optional on every kind, so version 1 designs read as they are; `symbolProvenance` fills in
 * what a kind implies.
 */
const provenance = {
  concept: plainWords(80).nullable().optional(),
  source: z.enum(SYMBOL_SOURCES).optional(),
  licence: plainWords(40).nullable().optional(),
};

export const logoSymbolSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("motif"), id: z.enum(MOTIF_IDS), ...provenance }),
  /** An icon of an open set, drawn from its paths (ICON_DRAWING says on what grid, stroked or filled). */
  z.object({
    kind: z.literal("icon"),
    source: z.enum(ICON_SET_IDS),
    id: z.string().regex(/^[a-z0-9-]{1,64}$/, { error: "must be an icon name" }),
    d: pathData.max(40_000),
    concept: plainWords(80),
    licence: plainWords(40),
  }),
  z.object({
    kind: z.literal("abstract"),
    id: z.enum(ABSTRACT_MARK_IDS),
    variant: z.number().int().min(0).max(999).default(0),
    ...provenance,
  }),
  /** The name's initials (or the given letters) set in the logo's typeface. */
  z.object({
    kind: z.literal("monogram"),
    letters: z
      .string()
      .trim()
      .min(1)
      .max(3)
      .refine((v) => !CONTROL.test(v), { error: "must not contain control characters" })
      .nullable()
      .default(null),
    ...provenance,
  }),
  /** A vector symbol traced from an image: paths in their own coordinate box. */
  z.object({
    kind: z.literal("traced"),
    width: z.number().positive().max(10_000),
    height: z.number().positive().max(10_000),
    paths: z.array(tracedPathSchema).min(1).max(600),
    ...provenance,
  }),
  z.object({ kind: z.literal("none"), ...provenance }),
]);

export const logoColorsSchema = z.object({
  background: hexColor,
  /** The name. */
  ink: hexColor,
  /** The symbol and frames. */
  primary: hexColor,
  /** Details. */
  accent: hexColor,
});

const logoDesignV2Schema = z.object({
  version: z.literal(LOGO_DESIGN_VERSION),
  /** The brand name exactly as it should read (the text case is applied when setting it). */
  name: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .refine((v) => !CONTROL.test(v), { error: "must not contain control characters" }),
  tagline: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .refine((v) => !CONTROL.test(v), { error: "must not contain control characters" })
    .nullable(),
  layout: z.enum(LOGO_LAYOUTS),
  frame: z.enum(LOGO_FRAMES),
  ornament: z.enum(WORDMARK_ORNAMENTS),
  typeface: z.enum(TYPE_STYLE_IDS),
  /** Extra letter spacing of the name in em; null keeps the typeface's own spacing. */
  letterSpacing: z.number().min(-0.1).max(0.6).nullable(),
  textCase: z.enum(TEXT_CASES),
  colors: logoColorsSchema,
  symbol: logoSymbolSchema,
});

/** A stored design of any version as the current one: version 1 differs only in its symbols' records. */
export function upgradeLogoDesign(raw: unknown): unknown {
  if (raw && typeof raw === "object" && !Array.isArray(raw) && (raw as { version?: unknown }).version === 1) {
    return { ...raw, version: LOGO_DESIGN_VERSION };
  }
  return raw;
}

/** A logo design, of this version or read from an earlier one. */
export const logoDesignSchema = z.preprocess(upgradeLogoDesign, logoDesignV2Schema);

export type LogoColors = z.infer<typeof logoColorsSchema>;
export type LogoSymbol = z.infer<typeof logoSymbolSchema>;
export type TracedPath = z.infer<typeof tracedPathSchema>;
export type LogoDesign = z.infer<typeof logoDesignSchema>;

/** What a symbol depicts, where it comes from and its licence, with what its kind implies filled in. */
export function symbolProvenance(symbol: LogoSymbol): {
  concept: string | null;
  source: SymbolSource;
  licence: string | null;
} {
  const implied: Record<LogoSymbol["kind"], SymbolSource> = {
    motif: "procedural",
    icon: "tabler",
    abstract: "abstract",
    monogram: "monogram",
    traced: "image-model",
    none: "none",
  };
  return {
    concept: symbol.concept ?? null,
    source: symbol.source ?? implied[symbol.kind],
    licence: symbol.licence ?? null,
  };
}

/** The name as it is set: the spelling is the user's, the case the design's. */
export function displayName(design: Pick<LogoDesign, "name" | "textCase">): string {
  if (design.textCase === "upper") return design.name.toLocaleUpperCase();
  if (design.textCase === "lower") return design.name.toLocaleLowerCase();
  return design.name;
}

/** A stored design (JSON text or an object) that still parses; an older shape of the schema counts as none. */
export function parseStoredDesign(value: unknown): LogoDesign | null {
  if (value === null || value === undefined) return null;
  const parsed = logoDesignSchema.safeParse(typeof value === "string" ? JSON.parse(value) : value);
  return parsed.success ? parsed.data : null;
}
