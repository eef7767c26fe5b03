/** The part of fontkit's API the composition's outlines and the kit's PDFs use (it ships no types). */
declare module "fontkit" {
  type PathCommand = {
    command: "moveTo" | "lineTo" | "quadraticCurveTo" | "bezierCurveTo" | "closePath";
    /** Points in font units, y up. */
    args: number[];
  };
  export type Glyph = {
    id: number;
    advanceWidth: number;
    path: { commands: PathCommand[] };
  };
  /** A glyph's placement after layout, in font units: its advance and its offset from the pen. */
  type GlyphPosition = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
  type GlyphRun = { glyphs: Glyph[]; positions: GlyphPosition[] };
  /** A parsed font; pdfkit accepts it wherever it takes a font file. */
  export type Font = {
    unitsPerEm: number;
    "OS/2"?: { capHeight?: number };
    glyphForCodePoint(codePoint: number): Glyph;
    /** Shapes `text`: `features` turns the named OpenType features on (true) or off (false). */
    layout(text: string, features?: Record<string, boolean> | string[]): GlyphRun;
  };
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
