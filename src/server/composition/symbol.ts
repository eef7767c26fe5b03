import { ICON_DRAWING, type LogoFrame, type LogoSymbol } from "@/shared/logo-design";
import { type Palette, relativeLuminance } from "./color";
import { capHeight } from "./fonts";
import { drawAbstract } from "./marks/abstract-marks";
import { drawMotif, type Ink } from "./marks/motifs";
import { dot, rect, ring } from "./marks/shapes";
import type { Sheet } from "./sheet";
import { attrs, num, place, polar } from "./svg";
import type { TypeStyle } from "./type-styles";
import { fit } from "./typeset";

/** What a symbol needs to be drawn: the design's symbol, name (for monograms), type and colours. */
export type SymbolPlan = {
  symbol: LogoSymbol;
  name: string;
  style: TypeStyle;
  colors: Palette;
  /** Traced symbols keep the colours they were traced with where they sit on the background. */
  ownColors: boolean;
};

const LEAD = /[\p{L}\p{N}]\p{M}*/u;
const SKIP = new Set(["the", "and", "of", "&", "+", "a", "an", "le", "la", "el", "de"]);
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export function initials(name: string): string {
  const ideograph = name.match(CJK)?.[0];
  // One ideograph carries a monogram on its own; pairing it with a Latin capital reads as a typo.
  if (ideograph && name.search(CJK) === name.search(LEAD)) return ideograph;
  const words = name.split(/[\s\-_/.,]+/).filter((w) => LEAD.test(w) && !SKIP.has(w.toLowerCase()));
  const firsts = words.map((w) => w.match(LEAD)?.[0] ?? "");
  if (firsts.length >= 2) return `${firsts[0]}${firsts[1]}`.toLocaleUpperCase();
  const word = words[0] ?? name;
  // A single CamelCase word ("NorthBean") still has two initials.
  const inner = word.slice(1).match(/\p{Lu}/u)?.[0];
  const first = word.match(LEAD)?.[0] ?? word.slice(0, 1);
  return `${first}${inner ?? ""}`.toLocaleUpperCase();
}

function hexagon(cx: number, cy: number, r: number): string {
  const points = [0, 60, 120, 180, 240, 300].map((deg) => polar(cx, cy, r, deg));
  return `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join("L")}Z`;
}

/**
 * A traced symbol scaled into the -100..100 box that drawn marks use, centred. In one colour, its
 * near-white parts (details drawn in the white of the picture) become cut-outs, as they read.
 */
function tracedArt(symbol: Extract<LogoSymbol, { kind: "traced" }>, ink: Ink, own: boolean): string {
  const scale = 190 / Math.max(symbol.width, symbol.height);
  const paths = symbol.paths
    .map((p) => {
      const offset = p.x || p.y ? ` transform="translate(${num(p.x)} ${num(p.y)})"` : "";
      const fill = own ? p.fill : relativeLuminance(p.fill) > 0.8 ? ink.cut : ink.fg;
      return `<path ${attrs({ d: p.d })} fill="${fill}"${offset}/>`;
    })
    .join("");
  return `<g transform="translate(${num((-symbol.width * scale) / 2)} ${num((-symbol.height * scale) / 2)}) scale(${num(scale, 5)})">${paths}</g>`;
}

/**
 * An open icon in our style: its paths scaled to fill the mark box (a 24 grid with a 2-unit margin
 * for the stroke sets), stroked in the mark colour with round caps and joins, a touch lighter than
 * the set's own weight so it sits with the name at logo sizes. The filled sets (Phosphor on a 256
 * grid with about 21 units of margin, Fluent Emoji on 32, Health Icons on 48) are filled in the
 * same colour.
 */
export const ICON_STROKE = 1.75;

function iconArt(symbol: Extract<LogoSymbol, { kind: "icon" }>, ink: Ink): string {
  const { grid, fill, evenOdd, span = grid * (20 / 24) } = ICON_DRAWING[symbol.source];
  const scale = 200 / span;
  const half = grid / 2;
  const paint = fill
    ? `fill="${ink.fg}"${evenOdd ? ' fill-rule="evenodd"' : ""}`
    : `fill="none" stroke="${ink.fg}" stroke-width="${ICON_STROKE}" stroke-linecap="round" stroke-linejoin="round"`;
  return `<g transform="scale(${num(scale, 4)}) translate(${-half} ${-half})"><path ${attrs({ d: symbol.d })} ${paint}/></g>`;
}

/** The symbol's art in the -100..100 box, or undefined for symbols that are not art (monogram, none). */
function art(plan: SymbolPlan, ink: Ink, own: boolean, sheet: Sheet): string | undefined {
  const { symbol } = plan;
  if (symbol.kind === "motif") return drawMotif(symbol.id, ink, sheet);
  if (symbol.kind === "icon") return iconArt(symbol, ink);
  if (symbol.kind === "abstract") return drawAbstract(symbol.id, ink, symbol.variant);
  if (symbol.kind === "traced") return tracedArt(symbol, ink, own);
  return undefined;
}

/** Stroke widths of outlined frames were drawn for a 340 px symbol; they scale with it. */
const FRAME_BASE = 340;

/**
 * Draws the symbol centred on (cx, cy) in a square of side `size`, inside its frame. A filled
 * frame (disc, tile, arch) carries the art in the colours made to sit on the mark colour.
 */
export function drawSymbol(
  sheet: Sheet,
  plan: SymbolPlan,
  cx: number,
  cy: number,
  size: number,
  frame: LogoFrame,
): void {
  const { colors } = plan;
  const k = size / FRAME_BASE;
  let inner = 1;
  let dy = 0;
  let filled = false;
  switch (frame) {
    case "none":
      break;
    case "ring": {
      const width = size * 0.035;
      sheet.add(ring(cx, cy, size / 2 - width / 2, colors.primary, width));
      inner = 0.56;
      break;
    }
    case "disc":
      sheet.add(dot(cx, cy, size / 2, colors.primary));
      inner = 0.6;
      filled = true;
      break;
    case "tile": {
      const side = size * 0.9;
      sheet.add(rect(cx - side / 2, cy - side / 2, side, side, side * 0.23, colors.primary));
      inner = 0.6;
      filled = true;
      break;
    }
    case "double-ring":
      sheet.add(
        ring(cx, cy, size / 2 - 5 * k, colors.primary, 10 * k),
        ring(cx, cy, size / 2 - 24 * k, colors.primary, 3 * k),
      );
      inner = 0.52;
      break;
    case "hexagon":
      sheet.add(
        `<path d="${hexagon(cx, cy, size / 2)}" fill="none" stroke="${colors.primary}" stroke-width="${num(12 * k)}" stroke-linejoin="round"/>`,
      );
      inner = 0.5;
      break;
    case "arch": {
      const w = size * 0.8;
      const x0 = cx - w / 2;
      const top = cy - size / 2;
      const y1 = cy + size / 2;
      sheet.add(
        `<path d="M${num(x0)} ${num(y1)}V${num(top + w / 2)}A${num(w / 2)} ${num(w / 2)} 0 0 1 ${num(x0 + w)} ${num(top + w / 2)}V${num(y1)}Z" fill="${colors.primary}"/>`,
      );
      inner = 0.56;
      dy = size * 0.06;
      filled = true;
      break;
    }
  }

  if (plan.symbol.kind === "monogram") {
    drawMonogramLetters(sheet, plan, cx, cy + dy, size, frame, filled);
    return;
  }
  const ink: Ink = filled
    ? { fg: colors.onPrimaryLarge, accent: colors.accentOnPrimary, cut: colors.primary }
    : { fg: colors.primary, accent: colors.accent, cut: colors.bg };
  const content = art(plan, ink, plan.ownColors && !filled, sheet);
  if (content) sheet.add(place(content, cx, cy + dy, size * inner));
}

function drawMonogramLetters(
  sheet: Sheet,
  plan: SymbolPlan,
  cx: number,
  cy: number,
  size: number,
  frame: LogoFrame,
  filled: boolean,
): void {
  if (plan.symbol.kind !== "monogram") return;
  const letters = plan.symbol.letters ?? initials(plan.name);
  const face = plan.style.face;
  const span = [...letters].length > 1 ? 0.56 : 0.4;
  const capMax = size * (frame === "hexagon" ? 0.32 : frame === "none" ? 0.5 : 0.36);
  const mono = fit(face, letters, {
    maxWidth: size * (frame === "none" ? 0.9 : span),
    maxSize: capMax / capHeight(face),
    trackingEm: 0.02,
  });
  const color = filled ? plan.colors.onPrimaryLarge : plan.colors.primaryText;
  sheet.text(mono, cx, cy - mono.cap / 2, color, "middle");
}
