import type { LogoFrame, LogoLayout, WordmarkOrnament } from "@/shared/logo-design";
import type { Palette } from "./color";
import { capHeight } from "./fonts";
import { dot, rect, ring } from "./marks/shapes";
import type { Sheet } from "./sheet";
import { num, polar } from "./svg";
import { drawSymbol, type SymbolPlan } from "./symbol";
import { fit, fitStyle, type TextBlock, trackingFor } from "./typeset";

/** A design resolved for drawing: the name as set, its type and the colours of one colour version. */
export type Plan = SymbolPlan & {
  tagline?: string;
  frame: LogoFrame;
  ornament: WordmarkOrnament;
  colors: Palette;
};

/** Every layout draws on a 1024 px square art board, centred on C. */
export const BOARD = 1024;
const C = BOARD / 2;

function hasSymbol(plan: Plan): boolean {
  return plan.symbol.kind !== "none";
}

function taglineBlock(plan: Plan, maxWidth: number, nameSize: number): TextBlock | undefined {
  if (!plan.tagline) return undefined;
  const maxSize = Math.min(32, Math.max(22, nameSize * 0.28));
  return fit(plan.style.companion, plan.tagline, { maxWidth, maxSize, trackingEm: 0.32 });
}

/** Space from a name's baseline to the cap top of the line under it: clears descenders. */
function gapBelow(name: TextBlock): number {
  return Math.max(28, name.size * 0.42);
}

/** Symbol above the name, centred. Monograms get a larger symbol and a smaller name. */
function stacked(plan: Plan, sheet: Sheet): void {
  if (!hasSymbol(plan)) {
    wordmark(plan, sheet);
    return;
  }
  const { colors } = plan;
  const monogram = plan.symbol.kind === "monogram";
  const markSize = monogram ? 340 : plan.frame === "none" ? 300 : 320;
  const name = fitStyle(plan.style, plan.name, {
    maxWidth: monogram ? 680 : 740,
    maxSize: monogram ? 84 : 128,
    maxLines: 2,
    maxHeight: 240,
  });
  const tagline = taglineBlock(plan, Math.max(name.width, monogram ? 260 : 300), name.size);
  const gap = monogram ? 64 : markSize * 0.2;
  const total = markSize + gap + name.height + (tagline ? gapBelow(name) + tagline.cap : 0);
  let y = C - total / 2 - 8;
  drawSymbol(sheet, plan, C, y + markSize / 2, markSize, plan.frame);
  y += markSize + gap;
  sheet.text(name, C, y, colors.ink, "middle");
  if (tagline) sheet.text(tagline, C, y + name.height + gapBelow(name), colors.muted, "middle");
}

/** Symbol to the left of the name. */
function horizontal(plan: Plan, sheet: Sheet): void {
  if (!hasSymbol(plan)) {
    wordmark(plan, sheet);
    return;
  }
  const { colors } = plan;
  let markSize = 220;
  let gap = 0;
  let name: TextBlock | undefined;
  let tagline: TextBlock | undefined;
  let blockHeight = 0;
  // Mark and text size depend on each other: settle in a few rounds.
  for (let round = 0; round < 3; round++) {
    gap = markSize * 0.22;
    name = fitStyle(plan.style, plan.name, {
      maxWidth: 860 - markSize - gap,
      maxSize: 120,
      maxLines: 3,
      maxHeight: markSize,
    });
    tagline = taglineBlock(plan, Math.max(name.width, 220), name.size * 0.9);
    blockHeight = name.height + (tagline ? gapBelow(name) + tagline.cap : 0);
    markSize = Math.min(300, Math.max(190, blockHeight * 2.5));
  }
  if (!name) return;
  // A long unbreakable name would be set too small beside a mark: put the mark on top instead.
  if (name.size < 46) {
    stacked(plan, sheet);
    return;
  }
  const width = markSize + gap + Math.max(name.width, tagline?.width ?? 0);
  const left = C - width / 2;
  drawSymbol(sheet, plan, left + markSize / 2, C, markSize, plan.frame);
  const x = left + markSize + gap;
  const top = C - blockHeight / 2;
  sheet.text(name, x, top, colors.ink, "start");
  if (tagline) sheet.text(tagline, x, top + name.height + gapBelow(name), colors.muted, "start");
}

/** Symbol above a left-aligned name: a quieter, editorial arrangement. */
function stackedLeft(plan: Plan, sheet: Sheet): void {
  if (!hasSymbol(plan)) {
    wordmark(plan, sheet);
    return;
  }
  const { colors } = plan;
  const markSize = 250;
  const name = fitStyle(plan.style, plan.name, { maxWidth: 740, maxSize: 132, maxLines: 2 });
  const tagline = taglineBlock(plan, Math.max(name.width, 260), name.size);
  const gap = 56;
  const width = Math.max(markSize, name.width, tagline?.width ?? 0);
  const total = markSize + gap + name.height + (tagline ? gapBelow(name) + tagline.cap : 0);
  const left = C - width / 2;
  const top = C - total / 2;
  drawSymbol(sheet, plan, left + markSize / 2, top + markSize / 2, markSize, plan.frame);
  sheet.text(name, left, top + markSize + gap, colors.ink, "start");
  if (tagline) {
    sheet.text(tagline, left, top + markSize + gap + name.height + gapBelow(name), colors.muted, "start");
  }
}

/** A round badge with the name along the top arc and the tagline along the bottom. */
function emblem(plan: Plan, sheet: Sheet): void {
  const { colors, style } = plan;
  const R = 340;
  const band = 110;
  const inner = R - band;
  const mid = inner + band / 2;
  const face = style.face;
  const trackingEm = trackingFor(style, plan.name) + 0.06;
  const cap = capHeight(face);
  const topSpan = plan.tagline ? 150 : 190;
  let size = (band * 0.44) / cap;
  const baseline = mid - (size * cap) / 2;
  const perHundred = fit(face, plan.name, { maxWidth: 1e6, maxSize: 100, trackingEm }).width;
  size = Math.min(size, (baseline * ((topSpan * Math.PI) / 180) * 100) / perHundred);
  if (size < 44) {
    banner(plan, sheet);
    return;
  }
  const solid = plan.frame === "disc";
  const textColor = solid ? colors.onPrimary : colors.ink;
  const detail = solid ? colors.onPrimary : colors.primary;
  if (solid) {
    sheet.add(
      dot(C, C, R, colors.primary),
      dot(C, C, inner, colors.bg),
      ring(C, C, R - 14, colors.onPrimary, 3),
      ring(C, C, inner - 16, colors.primary, 4),
    );
  } else {
    sheet.add(ring(C, C, R - 6, colors.primary, 12), ring(C, C, inner, colors.primary, 4));
  }
  const topRadius = mid - (size * cap) / 2;
  sheet.arcText(
    plan.name,
    face,
    size,
    trackingEm * size,
    { cx: C, cy: C, r: topRadius, startDeg: -topSpan / 2, sweepDeg: topSpan },
    textColor,
  );
  if (plan.tagline) {
    const tagFace = style.companion;
    const tagCap = capHeight(tagFace);
    const bottomSpan = 110;
    let tagSize = (band * 0.26) / tagCap;
    const tagWidth = fit(tagFace, plan.tagline, { maxWidth: 1e6, maxSize: 100, trackingEm: 0.3 }).width;
    tagSize = Math.min(
      tagSize,
      ((mid + (tagSize * tagCap) / 2) * ((bottomSpan * Math.PI) / 180) * 100) / tagWidth,
    );
    const bottomRadius = mid + (tagSize * tagCap) / 2;
    sheet.arcText(
      plan.tagline,
      tagFace,
      tagSize,
      0.3 * tagSize,
      { cx: C, cy: C, r: bottomRadius, startDeg: 180 + bottomSpan / 2, sweepDeg: -bottomSpan },
      textColor,
    );
    for (const deg of [90, 270]) sheet.add(dot(...polar(C, C, mid, deg), 7, detail));
  } else {
    for (const [deg, r] of [
      [164, 5],
      [180, 8],
      [196, 5],
    ] as const)
      sheet.add(dot(...polar(C, C, mid, deg), r, detail));
  }
  if (hasSymbol(plan)) drawSymbol(sheet, plan, C, C, inner * 2 * 0.7, "none");
}

/** Emblem for names too long to arc: a ribbon across a double ring. */
function banner(plan: Plan, sheet: Sheet): void {
  const { colors } = plan;
  const R = 330;
  sheet.add(ring(C, C, R, colors.primary, 8), ring(C, C, R - 22, colors.primary, 3));
  if (hasSymbol(plan)) drawSymbol(sheet, plan, C, C - 118, 230, "none");
  const name = fitStyle(plan.style, plan.name, { maxWidth: 680, maxSize: 84, maxLines: 2 });
  const padY = Math.max(22, name.size * 0.42);
  const height = name.height + padY * 2 + name.size * 0.12;
  const width = Math.min(880, Math.max(640, name.width + name.size * 1.6 + 40));
  const cy = C + 88;
  const y0 = cy - height / 2;
  const y1 = cy + height / 2;
  const x0 = C - width / 2;
  const x1 = C + width / 2;
  const notch = Math.min(30, height * 0.3);
  sheet.add(
    `<path d="M${num(x0)} ${num(y0)}H${num(x1)}L${num(x1 - notch)} ${num(cy)}L${num(x1)} ${num(y1)}H${num(x0)}L${num(x0 + notch)} ${num(cy)}Z" fill="${colors.primary}"/>`,
  );
  sheet.text(name, C, cy - name.height / 2, colors.onPrimary, "middle");
  const tagline = taglineBlock(plan, 380, 80);
  if (tagline) sheet.text(tagline, C, y1 + 54, colors.muted, "middle");
  else
    for (const [dx, r] of [
      [-28, 5],
      [0, 8],
      [28, 5],
    ] as const)
      sheet.add(dot(C + dx, y1 + 64, r, colors.primary));
}

/** The name alone, with an optional ornament. */
function wordmark(plan: Plan, sheet: Sheet): void {
  const { colors } = plan;
  // A full stop after a name that already ends in punctuation would read as a typo.
  const ornament = plan.ornament === "dot" && /[\p{P}]$/u.test(plan.name) ? "underline" : plan.ornament;
  if (ornament === "block" || ornament === "block-rounded" || ornament === "pill") {
    const name = fitStyle(plan.style, plan.name, { maxWidth: 720, maxSize: 132, maxLines: 2 });
    const padX = name.size * 0.5;
    const above = name.size * 0.4;
    const below = name.size * 0.36;
    const w = name.width + padX * 2;
    const h = name.height + above + below;
    const tagline = taglineBlock(plan, Math.max(w, 300), name.size);
    const tagGap = 44;
    const total = h + (tagline ? tagGap + tagline.cap : 0);
    const top = C - total / 2;
    const rx = ornament === "block" ? 0 : ornament === "pill" && name.lines.length === 1 ? h / 2 : 14;
    sheet.add(rect(C - w / 2, top, w, h, rx, colors.primary));
    sheet.text(name, C, top + above, colors.onPrimary, "middle");
    if (tagline) sheet.text(tagline, C, top + h + tagGap, colors.muted, "middle");
    return;
  }
  const name = fitStyle(plan.style, plan.name, {
    maxWidth: ornament === "dot" ? 700 : 760,
    maxSize: 176,
    maxLines: 3,
    maxHeight: 420,
  });
  const tagline = taglineBlock(plan, Math.max(name.width * 0.8, 300), name.size);
  const s = name.size;
  const extra = ornament === "underline" || ornament === "swash" ? s * 0.42 : 0;
  const total = name.height + extra + (tagline ? gapBelow(name) + tagline.cap : 0);
  const top = C - total / 2;
  const baseline = top + name.height;
  const lastWidth = name.lines.at(-1)?.width ?? name.width;
  if (ornament === "dot") {
    const r = Math.max(8, s * 0.085);
    const shift = name.lines.length === 1 ? (s * 0.05 + 2 * r) / 2 : 0;
    sheet.text(name, C - shift, top, colors.ink, "middle");
    sheet.add(dot(C - shift + lastWidth / 2 + s * 0.05 + r, baseline - r, r, colors.accentMark));
  } else {
    sheet.text(name, C, top, colors.ink, "middle");
  }
  if (ornament === "underline") {
    const w = Math.min(200, Math.max(80, name.width * 0.22));
    const h = Math.max(8, s * 0.07);
    sheet.add(rect(C - w / 2, baseline + s * 0.3, w, h, h / 2, colors.primary));
  }
  if (ornament === "swash") {
    const x0 = C - name.width * 0.46;
    const x1 = C + name.width * 0.5;
    const y0 = baseline + s * 0.3;
    const t = Math.max(5, s * 0.05);
    const cx = C - name.width * 0.1;
    const cyTop = y0 + s * 0.16;
    sheet.add(
      `<path d="M${num(x0)} ${num(y0)}Q${num(cx)} ${num(cyTop)} ${num(x1)} ${num(y0 - s * 0.1)}Q${num(cx)} ${num(cyTop + t * 2)} ${num(x0)} ${num(y0)}Z" fill="${colors.primary}"/>`,
    );
  }
  if (ornament === "rules" && !tagline) {
    for (const y of [top - s * 0.36, baseline + s * 0.34]) {
      sheet.add(rect(C - name.width / 2, y - 1.5, name.width, 3, 0, colors.primary));
    }
  }
  if (tagline) {
    const tagTop = baseline + extra + gapBelow(name);
    sheet.text(tagline, C, tagTop, colors.muted, "middle");
    if (ornament === "rules") {
      const side = Math.max(36, (name.width - tagline.width) / 2 - 28);
      const y = tagTop + tagline.cap / 2 - 1.5;
      for (const x of [C - tagline.width / 2 - 24 - side, C + tagline.width / 2 + 24]) {
        sheet.add(rect(x, y, side, 3, 0, colors.primary));
      }
    }
  }
}

/** The symbol alone, large (brand kit, app icons, favicons). */
function symbolOnly(plan: Plan, sheet: Sheet): void {
  if (!hasSymbol(plan)) {
    wordmark(plan, sheet);
    return;
  }
  drawSymbol(sheet, plan, C, C, plan.symbol.kind === "monogram" ? 620 : 600, plan.frame);
}

export const LAYOUTS = {
  stacked,
  horizontal,
  "stacked-left": stackedLeft,
  emblem,
  wordmark,
  symbol: symbolOnly,
} satisfies Record<LogoLayout, (plan: Plan, sheet: Sheet) => void>;
