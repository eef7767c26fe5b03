import { Resvg } from "@resvg/resvg-js";
import { derivePalette } from "@/server/composition/color";
import { composeLogo } from "@/server/composition/compose";
import type { FaceId } from "@/server/composition/fonts";
import { BOARD } from "@/server/composition/layouts";
import type { TextMode } from "@/server/composition/sheet";
import { escapeXml, num } from "@/server/composition/svg";
import type { ColorMode, LogoDesign } from "@/shared/logo-design";

/**
 * A logo as a kit file draws it: the composition on a transparent background, its art board
 * cropped to what is drawn plus a small margin, so a horizontal logo is a wide file and not a
 * square with empty space around it.
 */
export type LogoArt = {
  svg: string;
  /** Size of the cropped art board in composition units (px at 1:1). */
  width: number;
  height: number;
  faces: FaceId[];
  texts: string[];
};

export type Box = { x: number; y: number; width: number; height: number };

/** Margin around the drawing, as a share of its longer side: room for anti-aliasing, transparent corners. */
const MARGIN = 0.04;

const boxes = new Map<string, { drawing: Box; board: Box }>();

/**
 * The drawn bounds of a design (from the outlined, full-colour version: every colour version and
 * the live-text version have the same geometry), and the board cropped around them.
 */
export function drawingBounds(design: LogoDesign): { drawing: Box; board: Box } {
  const key = JSON.stringify(design);
  const cached = boxes.get(key);
  if (cached) return cached;
  const outlined = composeLogo(design, { colorMode: "full", background: "transparent" });
  const bbox = new Resvg(outlined.svg, { font: { loadSystemFonts: false } }).getBBox();
  const drawing = bbox
    ? { x: bbox.x, y: bbox.y, width: bbox.width, height: bbox.height }
    : { x: 0, y: 0, width: BOARD, height: BOARD };
  const margin = Math.max(drawing.width, drawing.height) * MARGIN;
  const board = {
    x: Math.floor(drawing.x - margin),
    y: Math.floor(drawing.y - margin),
    width: Math.ceil(drawing.width + margin * 2),
    height: Math.ceil(drawing.height + margin * 2),
  };
  const result = { drawing, board };
  if (boxes.size > 200) boxes.clear();
  boxes.set(key, result);
  return result;
}

const ROOT_FRAME = `width="${BOARD}" height="${BOARD}" viewBox="0 0 ${BOARD} ${BOARD}"`;

/** Gives a composed SVG a new art board (the root element's size and viewBox). */
function reframe(svg: string, board: Box): string {
  if (!svg.includes(ROOT_FRAME)) throw new Error("unexpected SVG root: not a composition");
  return svg.replace(
    ROOT_FRAME,
    `width="${num(board.width)}" height="${num(board.height)}" viewBox="${num(board.x)} ${num(board.y)} ${num(board.width)} ${num(board.height)}"`,
  );
}

const MASK_OPEN = '<mask id="knockout"';
const MASKED_GROUP = '<g mask="url(#knockout)">';

/**
 * The composition cuts what it paints in the background colour out of a transparent logo with a
 * luminance mask, which makes rendering about three times slower. A drawing that never paints in
 * the background colour has nothing to cut: without the mask it renders the same. (Traced symbols
 * cut their near-white parts, so they keep it.)
 */
function withoutIdleMask(svg: string, design: LogoDesign): string {
  if (design.symbol.kind === "traced") return svg;
  const maskStart = svg.indexOf(MASK_OPEN);
  if (maskStart === -1) return svg;
  const maskEnd = svg.indexOf("</mask>", maskStart) + "</mask>".length;
  const groupStart = svg.indexOf(MASKED_GROUP, maskEnd);
  const groupEnd = svg.lastIndexOf("</g></svg>");
  if (groupStart !== maskEnd || groupEnd < groupStart) return svg;
  const body = svg.slice(groupStart + MASKED_GROUP.length, groupEnd);
  const mask = svg.slice(maskStart, maskEnd);
  if (body.includes(`"${derivePalette(design.colors).bg}"`) && !cutsNothing(mask)) return svg;
  return `${svg.slice(0, maskStart)}${body}</svg>`;
}

/**
 * A knock-out mask that paints only in white (every shape with its own fill, nothing translucent)
 * keeps the whole drawing: it cuts nothing, as when what the design paints in the background
 * colour sits where the mask keeps it (a symbol's lines on its filled tile). Decision 024.
 */
function cutsNothing(mask: string): boolean {
  const inner = mask.slice(mask.indexOf(">") + 1);
  if (/opacity|url\(/.test(inner)) return false;
  const shapes = inner.match(/<(?:path|rect|circle|ellipse|polygon|polyline|line|text|use)\b[^>]*>/g) ?? [];
  if (shapes.some((shape) => !/\sfill="/.test(shape))) return false;
  const paints = inner.match(/\s(?:fill|stroke)="[^"]*"/g) ?? [];
  return paints.every((paint) => /="(?:#FFFFFF|none)"$/i.test(paint));
}

/** Padding of a logo drawn on its own background, as a share of the drawing's shorter side. */
const BACKGROUND_PAD = 0.3;

/** The art board of a logo on its own background: the drawing with room around it. */
function backgroundBoard(design: LogoDesign): Box {
  const { drawing } = drawingBounds(design);
  const pad = Math.min(drawing.width, drawing.height) * BACKGROUND_PAD;
  return {
    x: Math.floor(drawing.x - pad),
    y: Math.floor(drawing.y - pad),
    width: Math.ceil(drawing.width + pad * 2),
    height: Math.ceil(drawing.height + pad * 2),
  };
}

/**
 * The logo in full colour on its own background colour, which fills the whole (padded) art
 * board: the reversed variant of a design drawn for a dark background.
 */
export function onBackgroundArt(design: LogoDesign): LogoArt {
  const board = backgroundBoard(design);
  const composed = composeLogo(design, { colorMode: "full", background: "design" });
  const bg = derivePalette(design.colors).bg;
  const rect = `<rect width="${BOARD}" height="${BOARD}" fill="${bg}"/>`;
  if (!composed.svg.includes(rect)) throw new Error("unexpected SVG: no background");
  const svg = reframe(composed.svg, board).replace(
    rect,
    `<rect x="${num(board.x)}" y="${num(board.y)}" width="${num(board.width)}" height="${num(board.height)}" fill="${bg}"/>`,
  );
  return { svg, width: board.width, height: board.height, faces: composed.faces, texts: composed.texts };
}

function composeArt(
  design: LogoDesign,
  options: { colorMode?: ColorMode; text?: TextMode; monoColor?: string } = {},
): LogoArt {
  const { board } = drawingBounds(design);
  const composed = composeLogo(design, {
    colorMode: options.colorMode ?? "full",
    background: "transparent",
    text: options.text ?? "outlined",
    monoColor: options.monoColor,
  });
  return {
    svg: reframe(withoutIdleMask(composed.svg, design), board),
    width: board.width,
    height: board.height,
    faces: composed.faces,
    texts: composed.texts,
  };
}

const arts = new Map<string, LogoArt>();

/**
 * The logo on its cropped art board, transparent, in one colour version. Kept per worker like
 * the bounds: one kit asks for the same drawing many times (the guidelines alone about twenty),
 * and composing it (type outlined to paths) cost ~0.25 s per kit (decision 023). Callers copy
 * before they change anything (`{ ...art, svg }`).
 */
export function logoArt(
  design: LogoDesign,
  options: { colorMode?: ColorMode; text?: TextMode; monoColor?: string } = {},
): LogoArt {
  const key = JSON.stringify([design, options.colorMode, options.text, options.monoColor]);
  const cached = arts.get(key);
  if (cached) return cached;
  const art = composeArt(design, options);
  if (arts.size > 200) arts.clear();
  arts.set(key, art);
  return art;
}

/**
 * Ids inside an SVG made unique with a prefix, so several drawings can share one document
 * (the composition names its knock-out mask "knockout" in every logo).
 */
export function prefixIds(svg: string, prefix: string): string {
  return svg
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
}

/** The art as an element placed in a box of another SVG, scaled to fit and centred. */
export function placeArt(art: Pick<LogoArt, "svg">, box: Box, prefix: string): string {
  const open = art.svg.match(/^<svg\b[^>]*>/)?.[0];
  if (!open) throw new Error("not an SVG document");
  const viewBox = open.match(/viewBox="([^"]+)"/)?.[1];
  const inner = art.svg
    .slice(open.length, art.svg.lastIndexOf("</svg>"))
    .replace(/<title>[^<]*<\/title>/, "");
  return `<svg x="${num(box.x)}" y="${num(box.y)}" width="${num(box.width)}" height="${num(box.height)}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet">${prefixIds(inner, prefix)}</svg>`;
}

/** A box of the given aspect ratio fitted (centred) into `within`. */
export function fitBox(aspect: { width: number; height: number }, within: Box): Box {
  const scale = Math.min(within.width / aspect.width, within.height / aspect.height);
  const width = aspect.width * scale;
  const height = aspect.height * scale;
  return {
    x: within.x + (within.width - width) / 2,
    y: within.y + (within.height - height) / 2,
    width,
    height,
  };
}

/** An SVG document of the given pixel size holding `content`. */
export function svgDocument(width: number, height: number, content: string, title?: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (title ? `<title>${escapeXml(title)}</title>` : "") +
    `${content}</svg>`
  );
}
