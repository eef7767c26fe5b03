import { type AbstractMarkId, drawAbstract } from "./abstract-marks";
import { withContrast } from "./color";
import { capHeight, type FaceId } from "./fonts";
import { drawMotif, type Ink, type MotifId } from "./motifs";
import type { Colors } from "./palettes";
import { chance, pick, type Rng } from "./random";
import { dot, rect, ring } from "./shapes";
import type { Sheet } from "./sheet";
import { attrs, escapeXml, num, place, polar } from "./svg";
import type { TypeStyle } from "./type-styles";
import { fit, fitStyle, fontAttrs, type TextBlock, trackingFor } from "./typeset";

export type Plan = {
  name: string;
  colors: Colors;
  style: TypeStyle;
  motif: MotifId;
  abstract: AbstractMarkId;
  descriptor?: string;
  rng: Rng;
};

const C = 512;

type Art = (ink: Ink) => string;
type Frame = "plain" | "disc" | "tile" | "ring";

function motifArt(plan: Plan, sheet: Sheet): Art {
  return (ink) => drawMotif(plan.motif, ink, sheet);
}

function abstractArt(plan: Plan): Art {
  return (ink) => drawAbstract(plan.abstract, ink, plan.rng);
}

function drawMark(
  sheet: Sheet,
  colors: Colors,
  art: Art,
  cx: number,
  cy: number,
  size: number,
  frame: Frame,
): void {
  const plain: Ink = { fg: colors.primary, accent: colors.accent, cut: colors.bg };
  if (frame === "plain") {
    sheet.add(place(art(plain), cx, cy, size));
    return;
  }
  if (frame === "ring") {
    const width = size * 0.035;
    sheet.add(
      ring(cx, cy, size / 2 - width / 2, colors.primary, width),
      place(art(plain), cx, cy, size * 0.56),
    );
    return;
  }
  if (frame === "disc") {
    sheet.add(dot(cx, cy, size / 2, colors.primary));
  } else {
    const side = size * 0.9;
    sheet.add(rect(cx - side / 2, cy - side / 2, side, side, side * 0.24, colors.primary));
  }
  const onFill: Ink = { fg: colors.onPrimaryLarge, accent: colors.accentOnPrimary, cut: colors.primary };
  sheet.add(place(art(onFill), cx, cy, size * 0.6));
}

function descriptorBlock(plan: Plan, maxWidth: number, nameSize: number): TextBlock | undefined {
  if (!plan.descriptor) return undefined;
  const maxSize = Math.min(32, Math.max(22, nameSize * 0.28));
  return fit(plan.style.companion, plan.descriptor, { maxWidth, maxSize, trackingEm: 0.32 });
}

/** Space from a name's baseline to the cap top of the line under it: clears descenders. */
function gapBelow(name: TextBlock): number {
  return Math.max(28, name.size * 0.42);
}

function stacked(plan: Plan, sheet: Sheet): void {
  const { colors, rng } = plan;
  const frame = pick<Frame>(rng, ["plain", "plain", "disc", "tile", "ring"]);
  const markSize = frame === "plain" ? 300 : 320;
  const name = fitStyle(plan.style, plan.name, { maxWidth: 740, maxSize: 128, maxLines: 2, maxHeight: 240 });
  const desc = chance(rng, 0.75) ? descriptorBlock(plan, Math.max(name.width, 300), name.size) : undefined;
  const gap = markSize * 0.2;
  const total = markSize + gap + name.height + (desc ? gapBelow(name) + desc.cap : 0);
  let y = C - total / 2 - 8;
  drawMark(sheet, colors, motifArt(plan, sheet), C, y + markSize / 2, markSize, frame);
  y += markSize + gap;
  sheet.text(name, C, y, colors.ink, "middle");
  if (desc) sheet.text(desc, C, y + name.height + gapBelow(name), colors.muted, "middle");
}

function beside(plan: Plan, sheet: Sheet): void {
  const { colors, rng } = plan;
  const frame = pick<Frame>(rng, ["plain", "plain", "disc", "tile"]);
  const wantsDesc = chance(rng, 0.7);
  let markSize = 220;
  let gap = 0;
  let name: TextBlock | undefined;
  let desc: TextBlock | undefined;
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
    desc = wantsDesc ? descriptorBlock(plan, Math.max(name.width, 220), name.size * 0.9) : undefined;
    blockHeight = name.height + (desc ? gapBelow(name) + desc.cap : 0);
    markSize = Math.min(300, Math.max(190, blockHeight * 2.5));
  }
  if (!name) return;
  // A long unbreakable name would be set too small beside a mark: put the mark on top instead.
  if (name.size < 46) {
    stacked(plan, sheet);
    return;
  }
  const width = markSize + gap + Math.max(name.width, desc?.width ?? 0);
  const left = C - width / 2;
  drawMark(sheet, colors, motifArt(plan, sheet), left + markSize / 2, C, markSize, frame);
  const x = left + markSize + gap;
  const top = C - blockHeight / 2;
  sheet.text(name, x, top, colors.ink, "start");
  if (desc) sheet.text(desc, x, top + name.height + gapBelow(name), colors.muted, "start");
}

const LEAD = /[\p{L}\p{N}]\p{M}*/u;
const SKIP = new Set(["the", "and", "of", "&", "+", "a", "an", "le", "la", "el", "de"]);

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function initials(name: string): string {
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

function monogram(plan: Plan, sheet: Sheet): void {
  const { colors, rng } = plan;
  const letters = initials(plan.name);
  const frame = pick(rng, ["disc", "double-ring", "tile", "hexagon", "arch"] as const);
  const D = 340;
  const name = fitStyle(plan.style, plan.name, { maxWidth: 680, maxSize: 84, maxLines: 2 });
  const desc = chance(rng, 0.6) ? descriptorBlock(plan, Math.max(name.width, 260), name.size) : undefined;
  const gap = 64;
  const total = D + gap + name.height + (desc ? gapBelow(name) + desc.cap : 0);
  const top = C - total / 2 - 8;
  const cy = top + D / 2;
  const solid = frame === "disc" || frame === "tile" || frame === "arch";
  const letterColor = solid ? colors.onPrimaryLarge : withContrast(colors.primary, colors.bg, 4.5);
  if (frame === "disc") sheet.add(dot(C, cy, D / 2, colors.primary));
  if (frame === "tile") {
    const side = D * 0.9;
    sheet.add(rect(C - side / 2, cy - side / 2, side, side, side * 0.22, colors.primary));
  }
  if (frame === "arch") {
    const w = D * 0.8;
    const x0 = C - w / 2;
    const y1 = cy + D / 2;
    sheet.add(
      `<path d="M${num(x0)} ${num(y1)}V${num(top + w / 2)}A${num(w / 2)} ${num(w / 2)} 0 0 1 ${num(x0 + w)} ${num(top + w / 2)}V${num(y1)}Z" fill="${colors.primary}"/>`,
    );
  }
  if (frame === "double-ring") {
    sheet.add(ring(C, cy, D / 2 - 5, colors.primary, 10), ring(C, cy, D / 2 - 24, colors.primary, 3));
  }
  if (frame === "hexagon") {
    sheet.add(
      `<path d="${hexagon(C, cy, D / 2)}" fill="none" stroke="${colors.primary}" stroke-width="12" stroke-linejoin="round"/>`,
    );
  }
  const span = [...letters].length > 1 ? 0.56 : 0.4;
  const letterCapMax = D * (frame === "hexagon" ? 0.32 : 0.36);
  const mono = fit(plan.style.face, letters, {
    maxWidth: D * span,
    maxSize: letterCapMax / capHeight(plan.style.face),
    trackingEm: 0.02,
  });
  const letterCy = frame === "arch" ? cy + D * 0.06 : cy;
  sheet.text(mono, C, letterCy - mono.cap / 2, letterColor, "middle");
  const nameTop = top + D + gap;
  sheet.text(name, C, nameTop, colors.ink, "middle");
  if (desc) sheet.text(desc, C, nameTop + name.height + gapBelow(name), colors.muted, "middle");
}

function arcPath(sheet: Sheet, r: number, span: number, bottom: boolean): string {
  const id = sheet.id("arc");
  const [x0, y0] = polar(C, C, r, bottom ? 180 + span / 2 : -span / 2);
  const [x1, y1] = polar(C, C, r, bottom ? 180 - span / 2 : span / 2);
  const large = span > 180 ? 1 : 0;
  sheet.add(
    `<defs><path id="${id}" d="M${num(x0)} ${num(y0)}A${num(r)} ${num(r)} 0 ${large} ${bottom ? 0 : 1} ${num(x1)} ${num(y1)}"/></defs>`,
  );
  return id;
}

function arcText(
  sheet: Sheet,
  text: string,
  face: FaceId,
  size: number,
  tracking: number,
  pathId: string,
  fill: string,
): void {
  sheet.uses(face, text);
  sheet.add(
    `<text ${attrs({ ...fontAttrs(face, size, tracking), fill, "text-anchor": "middle" })}><textPath xlink:href="#${pathId}" startOffset="50%">${escapeXml(text)}</textPath></text>`,
  );
}

function emblem(plan: Plan, sheet: Sheet): void {
  const { colors, rng, style } = plan;
  const R = 340;
  const band = 110;
  const inner = R - band;
  const mid = inner + band / 2;
  const face = style.face;
  const trackingEm = trackingFor(style, plan.name) + 0.06;
  const cap = capHeight(face);
  const topSpan = plan.descriptor ? 150 : 190;
  let size = (band * 0.44) / cap;
  const baseline = mid - (size * cap) / 2;
  const perHundred = fit(face, plan.name, { maxWidth: 1e6, maxSize: 100, trackingEm }).width;
  size = Math.min(size, (baseline * ((topSpan * Math.PI) / 180) * 100) / perHundred);
  if (size < 44) {
    banner(plan, sheet);
    return;
  }
  const solid = chance(rng, 0.55);
  const textColor = solid ? colors.onPrimary : colors.ink;
  const detail = solid ? colors.onPrimary : colors.primary;
  if (solid) {
    sheet.add(
      dot(C, C, R, colors.primary),
      dot(C, C, inner, colors.bg),
      ring(C, C, R - 14, colors.onPrimary, 3),
    );
    sheet.add(ring(C, C, inner - 16, colors.primary, 4));
  } else {
    sheet.add(ring(C, C, R - 6, colors.primary, 12), ring(C, C, inner, colors.primary, 4));
  }
  const topId = arcPath(sheet, mid - (size * cap) / 2, topSpan, false);
  arcText(sheet, plan.name, face, size, trackingEm * size, topId, textColor);
  if (plan.descriptor) {
    const descFace = style.companion;
    const descCap = capHeight(descFace);
    const bottomSpan = 110;
    let descSize = (band * 0.26) / descCap;
    const descWidth = fit(descFace, plan.descriptor, { maxWidth: 1e6, maxSize: 100, trackingEm: 0.3 }).width;
    descSize = Math.min(
      descSize,
      ((mid + (descSize * descCap) / 2) * ((bottomSpan * Math.PI) / 180) * 100) / descWidth,
    );
    const bottomId = arcPath(sheet, mid + (descSize * descCap) / 2, bottomSpan, true);
    arcText(sheet, plan.descriptor, descFace, descSize, 0.3 * descSize, bottomId, textColor);
    for (const deg of [90, 270]) sheet.add(dot(...polar(C, C, mid, deg), 7, detail));
  } else {
    for (const [deg, r] of [
      [164, 5],
      [180, 8],
      [196, 5],
    ] as const)
      sheet.add(dot(...polar(C, C, mid, deg), r, detail));
  }
  drawMark(sheet, colors, motifArt(plan, sheet), C, C, inner * 2 * 0.7, "plain");
}

/** Emblem for names too long to arc: a ribbon across a double ring. */
function banner(plan: Plan, sheet: Sheet): void {
  const { colors } = plan;
  const R = 330;
  sheet.add(ring(C, C, R, colors.primary, 8), ring(C, C, R - 22, colors.primary, 3));
  drawMark(sheet, colors, motifArt(plan, sheet), C, C - 118, 230, "plain");
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
  const desc = descriptorBlock(plan, 380, 80);
  if (desc) sheet.text(desc, C, y1 + 54, colors.muted, "middle");
  else
    for (const [dx, r] of [
      [-28, 5],
      [0, 8],
      [28, 5],
    ] as const)
      sheet.add(dot(C + dx, y1 + 64, r, colors.primary));
}

function wordmark(plan: Plan, sheet: Sheet): void {
  const { colors, rng } = plan;
  // A full stop after a name that already ends in punctuation would read as a typo.
  const treatments = /[\p{P}]$/u.test(plan.name)
    ? (["underline", "rules", "block", "swash"] as const)
    : (["dot", "underline", "rules", "block", "swash"] as const);
  const treatment = pick(rng, treatments);
  const wantsDesc = treatment === "rules" || chance(rng, 0.5);
  if (treatment === "block") {
    const name = fitStyle(plan.style, plan.name, { maxWidth: 720, maxSize: 132, maxLines: 2 });
    const padX = name.size * 0.5;
    const above = name.size * 0.4;
    const below = name.size * 0.36;
    const w = name.width + padX * 2;
    const h = name.height + above + below;
    const desc = wantsDesc ? descriptorBlock(plan, Math.max(w, 300), name.size) : undefined;
    const descGap = 44;
    const total = h + (desc ? descGap + desc.cap : 0);
    const top = C - total / 2;
    const rx = name.lines.length === 1 ? pick(rng, [0, 14, h / 2]) : 14;
    sheet.add(rect(C - w / 2, top, w, h, rx, colors.primary));
    sheet.text(name, C, top + above, colors.onPrimary, "middle");
    if (desc) sheet.text(desc, C, top + h + descGap, colors.muted, "middle");
    return;
  }
  const name = fitStyle(plan.style, plan.name, {
    maxWidth: treatment === "dot" ? 700 : 760,
    maxSize: 176,
    maxLines: 3,
    maxHeight: 420,
  });
  const desc = wantsDesc ? descriptorBlock(plan, Math.max(name.width * 0.8, 300), name.size) : undefined;
  const s = name.size;
  const extra = treatment === "underline" || treatment === "swash" ? s * 0.42 : 0;
  const total = name.height + extra + (desc ? gapBelow(name) + desc.cap : 0);
  const top = C - total / 2;
  const baseline = top + name.height;
  const lastWidth = name.lines.at(-1)?.width ?? name.width;
  if (treatment === "dot") {
    const r = Math.max(8, s * 0.085);
    const shift = name.lines.length === 1 ? (s * 0.05 + 2 * r) / 2 : 0;
    sheet.text(name, C - shift, top, colors.ink, "middle");
    sheet.add(
      dot(
        C - shift + lastWidth / 2 + s * 0.05 + r,
        baseline - r,
        r,
        withContrast(colors.accent, colors.bg, 3),
      ),
    );
  } else {
    sheet.text(name, C, top, colors.ink, "middle");
  }
  if (treatment === "underline") {
    const w = Math.min(200, Math.max(80, name.width * 0.22));
    const h = Math.max(8, s * 0.07);
    sheet.add(rect(C - w / 2, baseline + s * 0.3, w, h, h / 2, colors.primary));
  }
  if (treatment === "swash") {
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
  if (treatment === "rules" && !desc) {
    for (const y of [top - s * 0.36, baseline + s * 0.34]) {
      sheet.add(rect(C - name.width / 2, y - 1.5, name.width, 3, 0, colors.primary));
    }
  }
  if (desc) {
    const descTop = baseline + extra + gapBelow(name);
    sheet.text(desc, C, descTop, colors.muted, "middle");
    if (treatment === "rules") {
      const side = Math.max(36, (name.width - desc.width) / 2 - 28);
      const y = descTop + desc.cap / 2 - 1.5;
      for (const x of [C - desc.width / 2 - 24 - side, C + desc.width / 2 + 24]) {
        sheet.add(rect(x, y, side, 3, 0, colors.primary));
      }
    }
  }
}

function abstract(plan: Plan, sheet: Sheet): void {
  const { colors, rng } = plan;
  const markSize = 250;
  const name = fitStyle(plan.style, plan.name, { maxWidth: 740, maxSize: 132, maxLines: 2 });
  const desc = chance(rng, 0.6) ? descriptorBlock(plan, Math.max(name.width, 260), name.size) : undefined;
  const gap = 56;
  const width = Math.max(markSize, name.width, desc?.width ?? 0);
  const total = markSize + gap + name.height + (desc ? gapBelow(name) + desc.cap : 0);
  const left = C - width / 2;
  const top = C - total / 2;
  drawMark(sheet, colors, abstractArt(plan), left + markSize / 2, top + markSize / 2, markSize, "plain");
  sheet.text(name, left, top + markSize + gap, colors.ink, "start");
  if (desc)
    sheet.text(desc, left, top + markSize + gap + name.height + gapBelow(name), colors.muted, "start");
}

export const LAYOUTS = {
  monogram,
  emblem,
  beside,
  stacked,
  wordmark,
  abstract,
} satisfies Record<string, (plan: Plan, sheet: Sheet) => void>;

export type LayoutId = keyof typeof LAYOUTS;
