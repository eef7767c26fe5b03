import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { ResvgRenderOptions } from "@resvg/resvg-js";
import { create as createFont, type Font, type Glyph } from "fontkit";

/**
 * Open-licence faces (SIL OFL 1.1) shipped as TTF by the @expo-google-fonts packages.
 * resvg only reads TTF/OTF, and the `family` strings are the fonts' own typographic family names.
 */
const FACE_FILES = {
  "montserrat-500": [
    "Montserrat",
    500,
    "normal",
    "@expo-google-fonts/montserrat",
    "500Medium/Montserrat_500Medium.ttf",
  ],
  "montserrat-700": [
    "Montserrat",
    700,
    "normal",
    "@expo-google-fonts/montserrat",
    "700Bold/Montserrat_700Bold.ttf",
  ],
  "montserrat-800": [
    "Montserrat",
    800,
    "normal",
    "@expo-google-fonts/montserrat",
    "800ExtraBold/Montserrat_800ExtraBold.ttf",
  ],
  "montserrat-800i": [
    "Montserrat",
    800,
    "italic",
    "@expo-google-fonts/montserrat",
    "800ExtraBold_Italic/Montserrat_800ExtraBold_Italic.ttf",
  ],
  "lato-400": ["Lato", 400, "normal", "@expo-google-fonts/lato", "400Regular/Lato_400Regular.ttf"],
  "lato-700": ["Lato", 700, "normal", "@expo-google-fonts/lato", "700Bold/Lato_700Bold.ttf"],
  "lato-900": ["Lato", 900, "normal", "@expo-google-fonts/lato", "900Black/Lato_900Black.ttf"],
  "playfair-400": [
    "Playfair Display",
    400,
    "normal",
    "@expo-google-fonts/playfair-display",
    "400Regular/PlayfairDisplay_400Regular.ttf",
  ],
  "playfair-400i": [
    "Playfair Display",
    400,
    "italic",
    "@expo-google-fonts/playfair-display",
    "400Regular_Italic/PlayfairDisplay_400Regular_Italic.ttf",
  ],
  "playfair-700": [
    "Playfair Display",
    700,
    "normal",
    "@expo-google-fonts/playfair-display",
    "700Bold/PlayfairDisplay_700Bold.ttf",
  ],
  "nunito-700": ["Nunito", 700, "normal", "@expo-google-fonts/nunito", "700Bold/Nunito_700Bold.ttf"],
  "nunito-800": [
    "Nunito",
    800,
    "normal",
    "@expo-google-fonts/nunito",
    "800ExtraBold/Nunito_800ExtraBold.ttf",
  ],
  "oswald-500": ["Oswald", 500, "normal", "@expo-google-fonts/oswald", "500Medium/Oswald_500Medium.ttf"],
  "oswald-600": ["Oswald", 600, "normal", "@expo-google-fonts/oswald", "600SemiBold/Oswald_600SemiBold.ttf"],
  "space-500": [
    "Space Grotesk",
    500,
    "normal",
    "@expo-google-fonts/space-grotesk",
    "500Medium/SpaceGrotesk_500Medium.ttf",
  ],
  "space-700": [
    "Space Grotesk",
    700,
    "normal",
    "@expo-google-fonts/space-grotesk",
    "700Bold/SpaceGrotesk_700Bold.ttf",
  ],
  "noto-jp-400": [
    "Noto Sans JP",
    400,
    "normal",
    "@expo-google-fonts/noto-sans-jp",
    "400Regular/NotoSansJP_400Regular.ttf",
  ],
  "noto-jp-700": [
    "Noto Sans JP",
    700,
    "normal",
    "@expo-google-fonts/noto-sans-jp",
    "700Bold/NotoSansJP_700Bold.ttf",
  ],
} as const;

export type FaceId = keyof typeof FACE_FILES;

/** Every face the product draws with, for the production image's font pruning (scripts/prune-fonts.ts). */
export const FACE_IDS = Object.keys(FACE_FILES) as FaceId[];

type Face = {
  family: string;
  weight: number;
  style: "normal" | "italic";
  file: string;
};

const require = createRequire(import.meta.url);

const faces = new Map<FaceId, Face>();

export function getFace(id: FaceId): Face {
  const cached = faces.get(id);
  if (cached) return cached;
  const [family, weight, style, pkg, file] = FACE_FILES[id];
  const face = {
    family,
    weight,
    style,
    file: join(dirname(require.resolve(`${pkg}/package.json`)), file),
  };
  faces.set(id, face);
  return face;
}

type Loaded = { font: Font; capHeight: number };
const loaded = new Map<FaceId, Loaded>();

/**
 * One parsed copy of each face per thread, shared by the outlines here and the kit's PDFs
 * (pdfkit embeds a parsed fontkit font): a face is parsed once, by one parser (decision 018).
 */
function load(id: FaceId): Loaded {
  const cached = loaded.get(id);
  if (cached) return cached;
  const font = createFont(readFileSync(getFace(id).file));
  const capHeight = (font["OS/2"]?.capHeight || font.unitsPerEm * 0.7) / font.unitsPerEm;
  const entry = { font, capHeight };
  loaded.set(id, entry);
  return entry;
}

/** The face parsed by fontkit (for pdfkit, which takes a parsed font in place of a file). */
export function parsedFace(id: FaceId): Font {
  return load(id).font;
}

/** Cap height as a fraction of the em. */
export function capHeight(id: FaceId): number {
  return load(id).capHeight;
}

function fallbackFor(id: FaceId): FaceId {
  return getFace(id).weight >= 600 ? "noto-jp-700" : "noto-jp-400";
}

function glyphFor(font: Font, char: string): Glyph {
  return font.glyphForCodePoint(char.codePointAt(0) ?? 0);
}

function hasGlyph(font: Font, char: string): boolean {
  return /\s/.test(char) || glyphFor(font, char).id !== 0;
}

/** Whether the face lacks glyphs for some of the text, so the render needs the CJK fallback. */
function needsFallback(id: FaceId, text: string): boolean {
  const { font } = load(id);
  for (const char of text) if (!hasGlyph(font, char)) return true;
  return false;
}

/**
 * Every feature fontkit's shaper applies by default, off, bar kerning: substitutions (ligatures,
 * contextual and localised forms, composed characters) would change which glyphs spell the name,
 * and mark and cursive positioning is not part of a Latin name's spacing. Characters map to glyphs
 * one to one, so outlines spell the name as typed, and tracked names keep their letters apart.
 */
const KERNING_ONLY: Record<string, boolean> = {
  kern: true,
  ...Object.fromEntries(
    [
      "rvrn",
      "ltra",
      "ltrm",
      "rtla",
      "rtlm",
      "frac",
      "numr",
      "dnom",
      "ccmp",
      "locl",
      "rlig",
      "mark",
      "mkmk",
      "calt",
      "clig",
      "liga",
      "rclt",
      "curs",
      "vert",
    ].map((tag) => [tag, false]),
  ),
};

/** A line laid out in font units: each glyph's kerned advance and its offset from the pen. */
type Shaped = Array<{ glyph: Glyph; advance: number; dx: number; dy: number }>;

const SHAPED_LIMIT = 2000;
const shapedCache = new Map<string, Shaped>();

/**
 * `text` laid out in the face with the face's own kerning, as the live text renderer sets it: the
 * GPOS `kern` feature's pair adjustments, wherever the face keeps them (extension lookups too), or
 * the legacy `kern` table in a face without GPOS kerning. Fitting a name measures the same text at
 * many sizes, so layouts are kept per face and text (font units do not depend on size).
 */
function shaped(id: FaceId, text: string): Shaped {
  const key = `${id}\u0000${text}`;
  const cached = shapedCache.get(key);
  if (cached) return cached;
  const { font } = load(id);
  const run = font.layout(text, KERNING_ONLY);
  const out: Shaped = run.glyphs.map((glyph, i) => {
    const position = run.positions[i];
    return {
      glyph,
      advance: position?.xAdvance ?? glyph.advanceWidth ?? font.unitsPerEm,
      dx: position?.xOffset ?? 0,
      dy: position?.yOffset ?? 0,
    };
  });
  if (shapedCache.size >= SHAPED_LIMIT) shapedCache.clear();
  shapedCache.set(key, out);
  return out;
}

/**
 * A line of text laid out glyph by glyph, in px: each glyph's pen position from the line's start,
 * its kerned advance and its offset from the pen.
 */
type GlyphRun = {
  font: Font;
  size: number;
  glyphs: Array<{ glyph: Glyph; x: number; advance: number; dx: number; dy: number }>;
  width: number;
};

/**
 * Lays out `text` at `size` with the face's kerning (see shaped), plus `tracking` px between
 * characters (resvg adds letter-spacing after every character; callers centre with text-anchor,
 * which ignores the trailing one). resvg sets a whole text element in the fallback face when the
 * face lacks any of its characters, so such text is laid out in the fallback face too.
 */
function glyphRun(id: FaceId, text: string, size: number, tracking: number): GlyphRun {
  const face = needsFallback(id, text) ? fallbackFor(id) : id;
  const { font } = load(face);
  const scale = size / font.unitsPerEm;
  const glyphs: GlyphRun["glyphs"] = [];
  let x = 0;
  for (const [i, { glyph, advance, dx, dy }] of shaped(face, text).entries()) {
    if (i > 0) x += tracking;
    glyphs.push({ glyph, x, advance: advance * scale, dx: dx * scale, dy: dy * scale });
    x += advance * scale;
  }
  return { font, size, glyphs, width: x };
}

/** Advance width in px of `text` at `size`, as it is set (see glyphRun). */
export function measure(id: FaceId, text: string, size: number, tracking = 0): number {
  return glyphRun(id, text, size, tracking).width;
}

export type Anchor = "start" | "middle" | "end";

/** Maps a point of a glyph drawn at the origin to its place on the page. */
type Place = (x: number, y: number) => readonly [number, number];

/**
 * A glyph's outline as SVG path data: font units (y up) scaled to `size` px, moved right by `dx`
 * px, each point then placed on the page.
 */
function pathData(glyph: Glyph, scale: number, dx: number, place: Place): string {
  const out: string[] = [];
  const p = (args: readonly number[], i: number) => {
    const [px, py] = place(dx + args[i]! * scale, -args[i + 1]! * scale);
    return `${fmt(px)} ${fmt(py)}`;
  };
  for (const { command, args } of glyph.path.commands) {
    if (command === "closePath") out.push("Z");
    else if (command === "moveTo") out.push(`M${p(args, 0)}`);
    else if (command === "lineTo") out.push(`L${p(args, 0)}`);
    else if (command === "quadraticCurveTo") out.push(`Q${p(args, 0)} ${p(args, 2)}`);
    else if (command === "bezierCurveTo") out.push(`C${p(args, 0)} ${p(args, 2)} ${p(args, 4)}`);
  }
  return out.join("");
}

function fmt(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** The outlines of a line of text as SVG path data, baseline at `baseline`, anchored at `x`. */
export function outlineLine(
  id: FaceId,
  text: string,
  size: number,
  tracking: number,
  x: number,
  baseline: number,
  anchor: Anchor,
): string {
  const run = glyphRun(id, text, size, tracking);
  const start = anchor === "start" ? x : anchor === "middle" ? x - run.width / 2 : x - run.width;
  const scale = size / run.font.unitsPerEm;
  return run.glyphs
    .map(({ glyph, x: pen, dx, dy }) =>
      pathData(glyph, scale, dx, (gx, gy) => [start + pen + gx, baseline - dy + gy]),
    )
    .join("");
}

/**
 * Outlines of text set along a circular arc around (cx, cy), centred on the arc as SVG's
 * textPath with startOffset 50% and text-anchor middle does it: each glyph's midpoint (half its
 * kerned advance past its pen position) sits on the arc, turned to its tangent. `startDeg` and `sweepDeg` follow polar(): 0 degrees is up, positive
 * sweep runs clockwise (text along the top), negative anticlockwise (text along the bottom).
 */
export function outlineArc(
  id: FaceId,
  text: string,
  size: number,
  tracking: number,
  arc: { cx: number; cy: number; r: number; startDeg: number; sweepDeg: number },
): string {
  const run = glyphRun(id, text, size, tracking);
  const arcLength = (Math.abs(arc.sweepDeg) * Math.PI * arc.r) / 180;
  const offset = arcLength / 2 - run.width / 2;
  const direction = Math.sign(arc.sweepDeg) || 1;
  return run.glyphs
    .map(({ glyph, x: pen, advance, dx, dy }) => {
      const along = offset + pen + advance / 2;
      const deg = arc.startDeg + (direction * (along / arc.r) * 180) / Math.PI;
      const a = ((deg - 90) * Math.PI) / 180;
      const px = arc.cx + arc.r * Math.cos(a);
      const py = arc.cy + arc.r * Math.sin(a);
      // The tangent in the direction of travel: clockwise along the top, anticlockwise along the bottom.
      const turn = direction > 0 ? a + Math.PI / 2 : a - Math.PI / 2;
      const cos = Math.cos(turn);
      const sin = Math.sin(turn);
      return pathData(glyph, size / run.font.unitsPerEm, dx - advance / 2, (gx, gy) => [
        px + gx * cos - (gy - dy) * sin,
        py + gx * sin + (gy - dy) * cos,
      ]);
    })
    .join("");
}

/** The face that sets `text` as the renderer does: `id`, or its CJK fallback when `id` lacks glyphs. */
export function faceCovering(id: FaceId, text: string): FaceId {
  return needsFallback(id, text) ? fallbackFor(id) : id;
}

/** The faces text set in `faces` needs: those faces plus the fallbacks for missing glyphs, sorted. */
export function facesNeeded(faces: readonly FaceId[], text: string): FaceId[] {
  const ids = new Set<FaceId>(faces);
  for (const id of faces) if (needsFallback(id, text)) ids.add(fallbackFor(id));
  return [...ids].sort();
}

const optionsCache = new Map<string, ResvgRenderOptions>();

/** resvg options that load just the faces an image uses (each loaded file costs render time). */
export function renderOptions(faces: readonly FaceId[], text: string): ResvgRenderOptions {
  const sorted = facesNeeded(faces, text);
  const key = sorted.join(",");
  const cached = optionsCache.get(key);
  if (cached) return cached;
  const first = getFace(sorted[0] ?? "montserrat-700");
  const options: ResvgRenderOptions = {
    fitTo: { mode: "original" },
    font: {
      fontFiles: sorted.map((id) => getFace(id).file),
      loadSystemFonts: false,
      defaultFontFamily: first.family,
    },
  };
  optionsCache.set(key, options);
  return options;
}
