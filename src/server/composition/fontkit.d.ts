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
  type LazyArray<T> = { get(index: number): T };
  type ValueRecord = { xAdvance?: number };
  export type Coverage =
    | { version: 1; glyphs: number[] }
    | { version: 2; rangeRecords: Array<{ start: number; end: number; startCoverageIndex: number }> };
  export type ClassDef =
    | { version: 1; startGlyph: number; classValueArray: number[] }
    | { version: 2; classRangeRecord: Array<{ start: number; end: number; class: number }> };
  /** A GPOS pair-adjustment subtable: pairs of glyphs (format 1) or of glyph classes (format 2). */
  export type PairPos =
    | {
        version: 1;
        coverage: Coverage;
        pairSets: LazyArray<Array<{ secondGlyph: number; value1?: ValueRecord }>>;
      }
    | {
        version: 2;
        coverage: Coverage;
        classDef1: ClassDef;
        classDef2: ClassDef;
        classRecords: LazyArray<LazyArray<{ value1?: ValueRecord } | undefined>>;
      };
  type Gpos = {
    scriptList: Array<{ tag: string; script: { defaultLangSys?: { featureIndexes: number[] } } }>;
    featureList: Array<{ tag: string; feature: { lookupListIndexes: number[] } }>;
    lookupList: LazyArray<{ lookupType: number; subTables: unknown[] }>;
  };
  /** A parsed font; pdfkit accepts it wherever it takes a font file. */
  export type Font = {
    unitsPerEm: number;
    "OS/2"?: { capHeight?: number };
    GPOS?: Gpos;
    glyphForCodePoint(codePoint: number): Glyph;
    layout: (...args: unknown[]) => unknown;
  };
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
