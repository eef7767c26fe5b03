import { isAllCaps } from "@/shared/type-tracking";
import { type Anchor, capHeight, type FaceId, getFace, measure, outlineLine } from "./fonts";
import { attrs, escapeXml, num } from "./svg";
import type { TypeStyle } from "./type-styles";

type SetLine = { text: string; width: number };

/** A name (or descriptor) set in one face at one size, on one or more lines. */
export type TextBlock = {
  face: FaceId;
  lines: SetLine[];
  size: number;
  /** Letter-spacing in px. */
  tracking: number;
  /** Cap height in px: the visual height of a line for layout purposes. */
  cap: number;
  /** Baseline-to-baseline distance in px. */
  leading: number;
  width: number;
  /** From the first line's cap top to the last baseline. */
  height: number;
};

export function trackingFor(style: TypeStyle, text: string): number {
  return style.override ?? (isAllCaps(text) ? style.capsTracking : style.tracking);
}

/** Baseline-to-baseline distance in em: display type sets tighter than body text. */
const LEADING = 1.08;

function block(face: FaceId, texts: string[], size: number, trackingEm: number): TextBlock {
  const tracking = trackingEm * size;
  const lines = texts.map((text) => ({ text, width: measure(face, text, size, tracking) }));
  const cap = capHeight(face) * size;
  const leading = size * LEADING;
  return {
    face,
    lines,
    size,
    tracking,
    cap,
    leading,
    width: Math.max(...lines.map((l) => l.width)),
    height: cap + leading * (lines.length - 1),
  };
}

function fitLines(
  face: FaceId,
  texts: string[],
  trackingEm: number,
  options: FitOptions,
  maxSize: number,
): TextBlock {
  const widest = Math.max(...texts.map((t) => measure(face, t, 100, trackingEm * 100)));
  let size = Math.min(maxSize, (options.maxWidth * 100) / Math.max(widest, 1));
  if (options.maxHeight) {
    size = Math.min(size, options.maxHeight / (capHeight(face) + LEADING * (texts.length - 1)));
  }
  return block(face, texts, size, trackingEm);
}

/** Every way to cut the words into `count` consecutive lines. */
function* breaks(words: string[], count: number, from = 0): Generator<string[]> {
  if (count === 1) {
    yield [words.slice(from).join(" ")];
    return;
  }
  for (let end = from + 1; end <= words.length - count + 1; end++) {
    for (const rest of breaks(words, count - 1, end)) yield [words.slice(from, end).join(" "), ...rest];
  }
}

function balancedLines(face: FaceId, words: string[], count: number, trackingEm: number): string[] {
  let best: string[] = [words.join(" ")];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (const lines of breaks(words, count)) {
    const width = Math.max(...lines.map((t) => measure(face, t, 100, trackingEm * 100)));
    if (width < bestWidth) {
      bestWidth = width;
      best = lines;
    }
  }
  return best;
}

export type FitOptions = {
  maxWidth: number;
  maxSize: number;
  maxHeight?: number;
  /** Lines a multi-word name may break into (at spaces) when that sets it clearly larger. */
  maxLines?: number;
  trackingEm?: number;
};

/** Sets text as large as the box allows, never wider than maxWidth (measured with the face's real advances). */
export function fit(face: FaceId, text: string, options: FitOptions): TextBlock {
  const trackingEm = options.trackingEm ?? 0;
  let best = fitLines(face, [text], trackingEm, options, options.maxSize);
  const words = text.split(" ");
  const most = Math.min(options.maxLines ?? 1, words.length);
  for (let count = 2; count <= most && best.size < options.maxSize * 0.72; count++) {
    const lines = balancedLines(face, words, count, trackingEm);
    const candidate = fitLines(
      face,
      lines,
      trackingEm,
      options,
      options.maxSize * (count === 2 ? 0.86 : 0.74),
    );
    if (candidate.size > best.size * 1.25) best = candidate;
  }
  return best;
}

export function fitStyle(style: TypeStyle, text: string, options: Omit<FitOptions, "trackingEm">): TextBlock {
  return fit(style.face, text, { ...options, trackingEm: trackingFor(style, text) });
}

export function fontAttrs(
  face: FaceId,
  size: number,
  tracking: number,
): Record<string, string | number | undefined> {
  const { family, weight, style } = getFace(face);
  return {
    "font-family": family,
    "font-weight": weight,
    "font-style": style === "italic" ? "italic" : undefined,
    "font-size": size,
    "letter-spacing": tracking ? tracking : undefined,
  };
}

/** Draws a block with the first line's cap top at `top`. */
export function drawBlock(text: TextBlock, x: number, top: number, fill: string, anchor: Anchor): string {
  const font = attrs(fontAttrs(text.face, text.size, text.tracking));
  return text.lines
    .map((line, i) => {
      const baseline = top + text.cap + i * text.leading;
      return `<text x="${num(x)}" y="${num(baseline)}" ${font} fill="${fill}" text-anchor="${anchor}">${escapeXml(line.text)}</text>`;
    })
    .join("");
}

/** The same block as outlined glyphs: one path per line, labelled with the text it spells. */
export function outlineBlock(text: TextBlock, x: number, top: number, fill: string, anchor: Anchor): string {
  return text.lines
    .map((line, i) => {
      const baseline = top + text.cap + i * text.leading;
      const d = outlineLine(text.face, line.text, text.size, text.tracking, x, baseline, anchor);
      return `<path ${attrs({ "data-text": line.text })} fill="${fill}" d="${d}"/>`;
    })
    .join("");
}
