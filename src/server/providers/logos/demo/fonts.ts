import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { ResvgRenderOptions } from "@resvg/resvg-js";

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

type Face = {
  family: string;
  weight: number;
  style: "normal" | "italic";
  file: string;
};

type OpenTypeGlyph = { index: number; advanceWidth?: number };
type OpenTypeFont = {
  unitsPerEm: number;
  tables: { os2?: { sCapHeight?: number } };
  charToGlyph(char: string): OpenTypeGlyph;
  getKerningValue(left: OpenTypeGlyph, right: OpenTypeGlyph): number;
};
type OpenType = { parse(buffer: ArrayBuffer): OpenTypeFont };

const require = createRequire(import.meta.url);
// Loaded through require: the package is UMD, so its named exports are invisible to Node's ESM loader.
const opentype = require("opentype.js") as OpenType;

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

type Loaded = { font: OpenTypeFont; capHeight: number };
const loaded = new Map<FaceId, Loaded>();

function load(id: FaceId): Loaded {
  const cached = loaded.get(id);
  if (cached) return cached;
  const bytes = readFileSync(getFace(id).file);
  const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const entry = { font, capHeight: (font.tables.os2?.sCapHeight || font.unitsPerEm * 0.7) / font.unitsPerEm };
  loaded.set(id, entry);
  return entry;
}

/** Cap height as a fraction of the em. */
export function capHeight(id: FaceId): number {
  return load(id).capHeight;
}

function fallbackFor(id: FaceId): FaceId {
  return getFace(id).weight >= 600 ? "noto-jp-700" : "noto-jp-400";
}

function hasGlyph(font: OpenTypeFont, char: string): boolean {
  return /\s/.test(char) || font.charToGlyph(char).index !== 0;
}

/** Whether the face lacks glyphs for some of the text, so the render needs the CJK fallback. */
function needsFallback(id: FaceId, text: string): boolean {
  const { font } = load(id);
  for (const char of text) if (!hasGlyph(font, char)) return true;
  return false;
}

/**
 * Advance width in px of `text` at `size`, with kerning, plus `tracking` px between characters
 * (resvg adds letter-spacing after every character; callers centre with text-anchor, which ignores
 * the trailing one). resvg sets a whole text element in the fallback face when the face lacks any
 * of its characters, so such text is measured in the fallback face too.
 */
export function measure(id: FaceId, text: string, size: number, tracking = 0): number {
  const { font } = load(needsFallback(id, text) ? fallbackFor(id) : id);
  let units = 0;
  let previous: OpenTypeGlyph | undefined;
  let count = 0;
  for (const char of text) {
    count++;
    const glyph = font.charToGlyph(char);
    if (previous) units += font.getKerningValue(previous, glyph);
    units += glyph.advanceWidth ?? font.unitsPerEm;
    previous = glyph;
  }
  return (units / font.unitsPerEm) * size + tracking * Math.max(0, count - 1);
}

const optionsCache = new Map<string, ResvgRenderOptions>();

/** resvg options that load just the faces an image uses (each loaded file costs render time). */
export function renderOptions(faces: readonly FaceId[], text: string): ResvgRenderOptions {
  const ids = new Set<FaceId>(faces);
  for (const id of faces) if (needsFallback(id, text)) ids.add(fallbackFor(id));
  const sorted = [...ids].sort();
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
