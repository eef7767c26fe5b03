import { contrast, mix } from "@/server/composition/color";
import type { FaceId } from "@/server/composition/fonts";
import { num } from "@/server/composition/svg";
import { brandFaces } from "@/server/kit/kit-fonts";
import { type Box, fitBox, type LogoArt, placeArt, svgDocument } from "@/server/kit/logo-art";
import type { LogoDesign } from "@/shared/logo-design";
import type { MockupSceneId } from "@/shared/mockup-scenes";
import { type CopyStyle, fitLines, type SceneCopy, type SetLine, sceneCopy, setLine } from "./copy";
import { type Arrangement, KRAFT, type Look, lookOf, type Surface } from "./look";

/**
 * The mock-up scenes (issue 32): the logo on the things a business uses, drawn as one SVG each
 * around the composition (no photos). Every scene is a 1200 x 900 board; objects are drawn flat
 * with soft shadows and light falling from the top left. The logo goes in as outlined vectors
 * (the composition's own paths), so the name is exactly the design's; each placement records the
 * printable area of the surface it sits on, which the tests hold the artwork to. The words around
 * it (a card's contact lines, a letter, a website's menu) are the brand's own, set as outlines too.
 */

export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 900;

/** One logo on one surface: where it may go (`within`), and the surface's printable area. */
type Placement = {
  kind: "logo";
  /** The arrangement, or those to choose from: the one that fills the box most (a long name fits a wide surface better as a lock-up, a short one stacked). */
  arrangement: Arrangement | readonly Arrangement[];
  surface: Surface;
  within: Box;
  safe: Box;
  /** Set flush left in its box (lock-ups heading a card, a letter or a page), else centred. */
  left?: boolean;
};
/** A line of copy, set, with the area of its surface it must stay inside. */
type CopyLayer = { kind: "copy"; set: SetLine; safe: Box };
type Layer = string | Placement | CopyLayer;

export type PlacedLogo = { box: Box; safe: Box; art: LogoArt };
export type PlacedCopy = { box: Box; safe: Box; text: string };

export type SceneDrawing = {
  svg: string;
  width: number;
  height: number;
  logos: PlacedLogo[];
  copy: PlacedCopy[];
};

export type SceneOptions = {
  /** The words on the scene; by default the name's own, in English, with no brief. */
  copy?: SceneCopy;
  /** The scene's rendered width in pixels (to hold the logo to `maxLogoPx`). */
  outputWidth?: number;
  /** The largest side the logo may have in the rendered image (512 before the first download). */
  maxLogoPx?: number;
};

const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });
const inset = (b: Box, dx: number, dy = dx): Box =>
  box(b.x + dx, b.y + dy, b.width - 2 * dx, b.height - 2 * dy);
/** Packaging and clothing: stacked, or the lock-up when it fills the surface better. */
const PACKED: readonly Arrangement[] = ["stacked", "lockup"];

const logo = (
  arrangement: Placement["arrangement"],
  surface: Surface,
  within: Box,
  safe: Box = within,
): Placement => ({
  kind: "logo",
  arrangement,
  surface,
  within,
  safe,
});
const flushLeft = (placement: Placement): Placement => ({ ...placement, left: true });

/** A line of copy on a surface whose printable area is `safe`. */
const words =
  (safe: Box) =>
  (text: string, x: number, baseline: number, style: CopyStyle): CopyLayer => {
    const right = safe.x + safe.width - x;
    const left = x - safe.x;
    const room =
      style.anchor === "middle" ? 2 * Math.min(left, right) : style.anchor === "end" ? left : right;
    const maxWidth = Math.min(room, style.maxWidth ?? room);
    return { kind: "copy", set: setLine(text, x, baseline, { ...style, maxWidth }), safe };
  };

/** The faces copy is set in: the brand's two for its own words, a plain sans for app screens. */
function faces(look: Look): { brand: FaceId; second: FaceId; body: FaceId; bold: FaceId } {
  const { primary, secondary } = brandFaces(look.design);
  return { brand: primary, second: secondary, body: "lato-400", bold: "lato-700" };
}

/** Ink that reads on `fill`: white, or near-black. */
const readable = (fill: string) => (contrast(fill, "#FFFFFF") >= 3 ? "#FFFFFF" : "#15171C");
/** The brand colour for a link on paper, or the ink when the colour is too light to read there. */
const link = (look: Look) => (contrast(look.primary, look.paper) >= 3 ? look.primary : look.ink);

const rect = (b: Box, fill: string, extra = "") =>
  `<rect x="${num(b.x)}" y="${num(b.y)}" width="${num(b.width)}" height="${num(b.height)}" fill="${fill}" ${extra}/>`;
const rounded = (b: Box, r: number, fill: string, extra = "") => rect(b, fill, `rx="${num(r)}" ${extra}`);
/** A line of placeholder copy: a rounded bar, as mock-ups show text that is not the brand's. */
const bar = (x: number, y: number, w: number, h: number, fill: string, opacity = 1) =>
  rounded(box(x, y, w, h), h / 2, fill, opacity < 1 ? `fill-opacity="${num(opacity)}"` : "");
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}" ${extra}/>`;

/**
 * A soft contact shadow: the shape's outline a little below it, in rings of widening stroke that
 * fade outwards. A Gaussian blur filter looks the same but costs five times the rest of the scene
 * at 2000 px; the rings cost a few fills.
 */
function shadow(shape: string, opts: { blur?: number; dy?: number; opacity?: number } = {}): string {
  const { blur = 14, dy = 12, opacity = 0.28 } = opts;
  // Rings only, no fill: where they all overlap (at the outline) is darkest, and each wider ring
  // reaches further out, so the shadow fades outwards as a blur does.
  const rings = 10;
  const alpha = 1 - (1 - opacity) ** (1 / rings);
  const bare = shape.replace(/(fill|stroke)="[^"]*"/g, "");
  const layers = Array.from(
    { length: rings },
    (_, i) => `<g stroke-width="${num((blur * 3.4 * (i + 1)) / rings)}">${bare}</g>`,
  ).join("");
  return `<g transform="translate(0 ${dy})" fill="none" stroke="#1A1510" stroke-linejoin="round" stroke-opacity="${num(alpha, 3)}">${layers}</g>`;
}

const DEFS =
  "<defs>" +
  // Light from the top left across a flat object; curved objects use the cylinder.
  '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.16"/><stop offset="0.55" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.10"/></linearGradient>' +
  '<linearGradient id="cylinder" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="0.18" stop-color="#000000" stop-opacity="0.04"/><stop offset="0.34" stop-color="#FFFFFF" stop-opacity="0.20"/><stop offset="0.5" stop-color="#FFFFFF" stop-opacity="0.04"/><stop offset="0.82" stop-color="#000000" stop-opacity="0.08"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></linearGradient>' +
  '<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.10"/><stop offset="0.5" stop-color="#FFFFFF" stop-opacity="0.06"/><stop offset="1" stop-color="#000000" stop-opacity="0.16"/></linearGradient>' +
  "</defs>";

/**
 * The table or wall a scene stands on: lighter where the light falls (upper left), darker towards
 * the edges, in one radial fill (a separate vignette over it cost a quarter of a scene at 2000 px).
 */
function backdrop(top: string, bottom: string, id = "bd"): string {
  return (
    `<radialGradient id="${id}" cx="0.42" cy="0.3" r="0.95"><stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${mix(top, bottom, 0.55)}"/><stop offset="1" stop-color="${mix(bottom, "#000000", 0.12)}"/></radialGradient>` +
    rect(box(0, 0, SCENE_WIDTH, SCENE_HEIGHT), `url(#${id})`)
  );
}

const neutral = () => backdrop("#F1EEE9", "#DAD5CD");
const tinted = (look: Look) =>
  backdrop(mix(look.primary, "#F4F2EE", 0.9), mix(look.primary, "#D9D4CC", 0.82));

/** A flat object: its shadow, its fill, and the light across it. */
function object(shape: (fill: string) => string, fill: string, shade = "url(#sheen)"): string {
  return shadow(shape("#000")) + shape(fill) + shape(shade);
}

// ---------------------------------------------------------------------------------------------
// The scenes. Coordinates are in the 1200 x 900 board.

function businessCard(look: Look, copy: SceneCopy): Layer[] {
  // 85 x 55 mm at 6 units per mm, one card face down (the back) and one face up.
  const back = box(120, 130, 510, 330);
  const front = box(570, 400, 510, 330);
  const card = (b: Box) => (fill: string) => rounded(b, 6, fill);
  const f = faces(look);
  const say = words(box(600, 430, 440, 270));
  return [
    neutral(),
    object(card(back), look.deep),
    logo("primary", "dark", box(215, 205, 320, 180), inset(back, 36)),
    object(card(front), look.paper),
    flushLeft(logo("lockup", "light", box(612, 440, 300, 78), inset(front, 30))),
    say(copy.line, 612, 604, { face: f.second, size: 17, fill: look.ink }),
    ...(copy.offer
      ? [say(copy.offer, 612, 626, { face: f.body, size: 12.5, fill: look.ink, opacity: 0.65 })]
      : []),
    say(copy.phone, 612, 656, { face: f.body, size: 12.5, fill: look.ink, opacity: 0.85 }),
    say(copy.email, 612, 675, { face: f.body, size: 12.5, fill: look.ink, opacity: 0.85 }),
    say(copy.place ? `${copy.web} · ${copy.place}` : copy.web, 612, 694, {
      face: f.body,
      size: 12.5,
      fill: look.ink,
      opacity: 0.85,
    }),
    rect(box(1050, 430, 6, 270), look.primary),
  ];
}

function storefrontSign(look: Look): Layer[] {
  const board = box(120, 120, 960, 180);
  const wall = mix(look.paper, "#D9D2C7", 0.7);
  const awningTop = 318;
  const awningBottom = 420;
  const stripes: string[] = [];
  for (let i = 0; i < 12; i++) {
    const x = 100 + i * 83.4;
    stripes.push(
      rect(box(x, awningTop, 83.4, awningBottom - awningTop), i % 2 === 0 ? look.primary : look.paper),
    );
  }
  const scallops: string[] = [];
  for (let i = 0; i < 12; i++) {
    const cx = 100 + i * 83.4 + 41.7;
    scallops.push(
      `<path d="M${num(cx - 41.7)} ${awningBottom} a41.7 26 0 0 0 83.4 0z" fill="${i % 2 === 0 ? look.primary : look.paper}"/>`,
    );
  }
  const frame = mix(look.deep, "#000000", 0.35);
  const glass = (b: Box) =>
    rect(b, "url(#glass)") +
    `<path d="M${num(b.x + b.width * 0.15)} ${num(b.y)} l${num(b.width * 0.25)} 0 l${num(-b.width * 0.35)} ${num(b.height * 0.55)} l0 ${num(-b.height * 0.3)}z" fill="#FFFFFF" fill-opacity="0.10"/>`;
  const door = box(640, 470, 200, 330);
  return [
    backdrop(mix(wall, "#FFFFFF", 0.2), wall),
    '<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3B4652"/><stop offset="1" stop-color="#1D242C"/></linearGradient>',
    '<linearGradient id="awning" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0.18"/><stop offset="0.35" stop-color="#FFFFFF" stop-opacity="0.10"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></linearGradient>',
    // Pavement.
    rect(box(0, 820, SCENE_WIDTH, 80), "#9C968E"),
    rect(box(0, 820, SCENE_WIDTH, 6), "#B7B1A8"),
    // Shop front: frame, windows, door.
    shadow(rect(box(110, 420, 980, 400), "#000"), { blur: 24, dy: 0, opacity: 0.35 }),
    rect(box(110, 420, 980, 400), frame),
    glass(box(140, 450, 470, 350)),
    glass(box(870, 450, 190, 350)),
    rect(door, mix(frame, "#000000", 0.2)),
    glass(inset(door, 18)),
    logo("symbol", "dark", box(705, 560, 70, 70), inset(door, 24)),
    rect(box(814, 620, 8, 60), "#C9CED4", 'rx="4"'),
    // Fascia board with its lamps.
    object((f) => rect(board, f, 'rx="4"'), look.deep),
    logo("lockup", "dark", box(190, 148, 820, 124), inset(board, 24)),
    ...[300, 600, 900].map(
      (x) =>
        `<path d="M${x} 120 l0 -40 l-36 -10" stroke="#2A2D31" stroke-width="6" fill="none" stroke-linecap="round"/>` +
        `<path d="M${x - 56} 62 l40 0 l-8 18 l-24 0z" fill="#2A2D31"/>` +
        `<path d="M${x - 60} 80 l48 0 l60 48 l-168 0z" fill="#FFF5D6" fill-opacity="0.18"/>`,
    ),
    // The awning over the windows.
    shadow(rect(box(100, awningTop, 1000, awningBottom - awningTop + 20), "#000"), { blur: 14, dy: 16 }),
    ...stripes,
    ...scallops,
    rect(box(100, awningTop, 1000, awningBottom - awningTop + 26), "url(#awning)"),
  ];
}

/** Half the width of a cup whose rim is `top` wide at `y0` and base `bottom` wide at `y1`, at height y. */
function taper(top: number, bottom: number, y0: number, y1: number, y: number): number {
  return (top + (bottom - top) * ((y - y0) / (y1 - y0))) / 2;
}

function cupShape(cx: number, y0: number, y1: number, top: number, bottom: number) {
  return (fill: string) =>
    `<path d="M${num(cx - top / 2)} ${y0} L${num(cx + top / 2)} ${y0} L${num(cx + bottom / 2)} ${y1} Q${cx} ${y1 + 10} ${num(cx - bottom / 2)} ${y1} Z" fill="${fill}"/>`;
}

function cup(
  look: Look,
  cx: number,
  y0: number,
  y1: number,
  top: number,
  bottom: number,
  band: { fill: string; surface: Surface; arrangement: Placement["arrangement"] } | null,
  paper: { surface: Surface; arrangement: Arrangement } | null,
): Layer[] {
  const shape = cupShape(cx, y0, y1, top, bottom);
  const layers: Layer[] = [shadow(shape("#000"), { blur: 14, dy: 14 }), shape(look.paper)];
  const sleeveTop = y0 + (y1 - y0) * 0.3;
  const sleeveBottom = y0 + (y1 - y0) * 0.72;
  const narrow = taper(top, bottom, y0, y1, sleeveBottom);
  if (band) {
    const w0 = taper(top, bottom, y0, y1, sleeveTop) + 4;
    const w1 = narrow + 4;
    layers.push(
      `<path d="M${num(cx - w0)} ${num(sleeveTop)} L${num(cx + w0)} ${num(sleeveTop)} L${num(cx + w1)} ${num(sleeveBottom)} L${num(cx - w1)} ${num(sleeveBottom)}Z" fill="${band.fill}"/>`,
    );
    // The band's face towards the viewer: its edges turn away, so a margin on each side.
    const safe = box(cx - narrow * 0.84, sleeveTop + 16, narrow * 1.68, sleeveBottom - sleeveTop - 32);
    layers.push(logo(band.arrangement, band.surface, safe, safe));
  } else if (paper) {
    const safe = box(cx - narrow * 0.7, sleeveTop, narrow * 1.4, sleeveBottom - sleeveTop);
    layers.push(logo(paper.arrangement, paper.surface, safe, safe));
  }
  // The roundness of the cup, over the print; then the lid.
  layers.push(shape("url(#cylinder)"));
  const lid = box(cx - top / 2 - 12, y0 - 42, top + 24, 30);
  layers.push(
    shadow(rounded(lid, 10, "#000"), { blur: 4, dy: 6, opacity: 0.25 }),
    `<path d="M${num(cx - top / 2 + 6)} ${y0 - 42} Q${num(cx - top / 2 + 18)} ${y0 - 78} ${num(cx - top * 0.3)} ${y0 - 78} L${num(cx + top * 0.3)} ${y0 - 78} Q${num(cx + top / 2 - 18)} ${y0 - 78} ${num(cx + top / 2 - 6)} ${y0 - 42}Z" fill="${mix(look.paper, "#CFCBC4", 0.5)}"/>`,
    rounded(lid, 10, mix(look.paper, "#E4E0DA", 0.5)),
    rounded(lid, 10, "url(#cylinder)"),
  );
  return layers;
}

function paperCup(look: Look): Layer[] {
  return [
    tinted(look),
    ...cup(look, 300, 420, 780, 220, 166, null, { arrangement: "symbol", surface: "light" }),
    ...cup(look, 700, 200, 800, 420, 310, { fill: look.deep, surface: "dark", arrangement: PACKED }, null),
  ];
}

function takeawayBag(look: Look): Layer[] {
  const body = box(370, 250, 460, 560);
  const kraftDark = mix(KRAFT, "#5A4128", 0.25);
  const serration = Array.from({ length: 23 }, (_, i) => `l10 ${i % 2 === 0 ? -12 : 12}`).join(" ");
  const sticker = { cx: 600, cy: 262, r: 52 };
  const stickerSafe = box(sticker.cx - 34, sticker.cy - 34, 68, 68);
  return [
    neutral(),
    object((f) => rect(body, f), KRAFT, "url(#fold)"),
    // The folded top, with its serrated edge.
    `<path d="M${body.x} ${body.y} l0 -50 ${serration} l0 50z" fill="${kraftDark}"/>`,
    rect(box(body.x, body.y - 4, body.width, 8), "#000000", 'fill-opacity="0.12"'),
    rect(box(body.x + 30, body.y + 8, 3, body.height - 20), "#000000", 'fill-opacity="0.06"'),
    rect(box(body.x + body.width - 33, body.y + 8, 3, body.height - 20), "#000000", 'fill-opacity="0.06"'),
    logo(PACKED, "kraft", box(440, 400, 320, 300), inset(body, 50, 60)),
    // A seal sticker across the fold, in the brand's colour.
    shadow(circle(sticker.cx, sticker.cy, sticker.r, "#000"), { blur: 4, dy: 3, opacity: 0.3 }),
    circle(sticker.cx, sticker.cy, sticker.r, look.deep),
    logo("symbol", "dark", stickerSafe),
  ];
}

function bag(x: number, y: number, w: number, h: number, fill: string, handle: string): string[] {
  const b = box(x, y, w, h);
  const hole = (hx: number) => circle(hx, y + 34, 7, "#000000", 'fill-opacity="0.35"');
  const rope = (hx: number) =>
    `<path d="M${hx} ${y + 34} C${hx} ${y - 150} ${hx + w - 2 * (hx - x)} ${y - 150} ${x + w - (hx - x)} ${y + 34}" stroke="${handle}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  return [
    rope(x + w * 0.3),
    object((f) => rect(b, f), fill, "url(#fold)"),
    rect(box(x, y, w, 60), "#FFFFFF", 'fill-opacity="0.08"'),
    rect(box(x, y + 60, w, 3), "#000000", 'fill-opacity="0.10"'),
    hole(x + w * 0.3),
    hole(x + w * 0.7),
  ];
}

function shoppingBag(look: Look): Layer[] {
  const backBag = box(170, 330, 380, 470);
  const frontBag = box(500, 250, 450, 570);
  return [
    tinted(look),
    ...bag(backBag.x, backBag.y, backBag.width, backBag.height, look.paper, look.primary),
    logo("symbol", "light", box(270, 470, 180, 180), inset(backBag, 40, 80)),
    ...bag(
      frontBag.x,
      frontBag.y,
      frontBag.width,
      frontBag.height,
      look.deep,
      mix(look.deep, "#000000", 0.4),
    ),
    logo(PACKED, "dark", box(560, 390, 330, 330), inset(frontBag, 40, 90)),
  ];
}

function tag(b: Box, fill: string): string {
  const c = 36;
  const path = (f: string) =>
    `<path d="M${b.x + c} ${b.y} L${b.x + b.width - c} ${b.y} L${b.x + b.width} ${b.y + c} L${b.x + b.width} ${b.y + b.height - 8} Q${b.x + b.width} ${b.y + b.height} ${b.x + b.width - 8} ${b.y + b.height} L${b.x + 8} ${b.y + b.height} Q${b.x} ${b.y + b.height} ${b.x} ${b.y + b.height - 8} L${b.x} ${b.y + c}Z" fill="${f}"/>`;
  const hx = b.x + b.width / 2;
  return (
    `<path d="M${hx} ${b.y + 40} C${hx - 30} ${b.y - 60} ${hx + 40} ${b.y - 140} ${hx + 10} ${b.y - 260}" stroke="#8A7A66" stroke-width="4" fill="none"/>` +
    object(path, fill) +
    circle(hx, b.y + 40, 13, "#FFFFFF", `stroke="${mix(fill, "#000000", 0.25)}" stroke-width="5"`) +
    circle(hx, b.y + 40, 8, mix("#F1EEE9", "#DAD5CD", 0.4))
  );
}

function productTag(look: Look, copy: SceneCopy): Layer[] {
  const first = box(250, 230, 330, 520);
  const second = box(650, 290, 300, 470);
  return [
    backdrop("#EFEAE2", "#D8D1C6"),
    tag(first, look.paper),
    logo("primary", "light", box(280, 330, 270, 250), inset(first, 24, 80)),
    words(inset(first, 24, 40))(copy.offer ?? copy.line, 415, 640, {
      face: faces(look).second,
      size: 16,
      fill: look.ink,
      opacity: 0.8,
      anchor: "middle",
    }),
    words(inset(first, 24, 40))(copy.price, 415, 676, {
      face: faces(look).brand,
      size: 24,
      fill: look.ink,
      anchor: "middle",
    }),
    tag(second, look.deep),
    logo("symbol", "dark", box(700, 420, 200, 200), inset(second, 30, 80)),
    words(inset(second, 30, 60))(copy.price, 800, 690, {
      face: faces(look).brand,
      size: 22,
      fill: readable(look.deep),
      anchor: "middle",
    }),
  ];
}

/** A phone with its screen filled by `screen`; returns the layers and the screen's box. */
function phone(b: Box): { frame: string; screen: Box; glass: string } {
  const screen = inset(b, 14);
  const frame =
    shadow(rounded(b, 58, "#000"), { blur: 24, dy: 24, opacity: 0.35 }) +
    rounded(b, 58, "#17181B") +
    rounded(inset(b, 3), 55, "none", 'stroke="#3A3C42" stroke-width="2"');
  // The island and the glass glare go over whatever the screen shows.
  const glass =
    rounded(box(b.x + b.width / 2 - 56, screen.y + 14, 112, 30), 15, "#0B0B0D") +
    `<path d="M${screen.x} ${screen.y + 60} L${screen.x + screen.width * 0.6} ${screen.y} L${screen.x + screen.width} ${screen.y} L${screen.x} ${screen.y + screen.height * 0.55}Z" fill="#FFFFFF" fill-opacity="0.05"/>`;
  return { frame, screen, glass };
}

const screenClip = (id: string, screen: Box) =>
  `<clipPath id="${id}"><rect x="${screen.x}" y="${screen.y}" width="${screen.width}" height="${screen.height}" rx="46"/></clipPath>`;

function appIcon(look: Look, b: Box, r: number): Layer[] {
  return [
    shadow(rounded(b, r, "#000"), { blur: 4, dy: 3, opacity: 0.25 }),
    rounded(b, r, look.own),
    // A mark already in a badge fills the icon (no badge inside a tile); a bare mark gets room.
    logo("symbol", "own", inset(b, b.width * (look.design.frame === "none" ? 0.16 : 0.02)), inset(b, 0)),
    rounded(b, r, "url(#sheen)"),
  ];
}

function phoneHomeScreen(look: Look, copy: SceneCopy): Layer[] {
  const body = box(200, 60, 380, 790);
  const { frame, screen, glass } = phone(body);
  const wall = `<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(look.primary, "#FFFFFF", 0.55)}"/><stop offset="1" stop-color="${mix(look.accent, look.deep, 0.35)}"/></linearGradient>`;
  const size = 64;
  const gap = (screen.width - 40 - 4 * size) / 3;
  const tones = ["#FFFFFF", "#F2F3F5", "#E6E8EC", "#FAFAFA"];
  const layers: Layer[] = [neutral(), wall, screenClip("screen", screen), frame];
  layers.push(`<g clip-path="url(#screen)">${rect(screen, "url(#wall)")}</g>`);
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 4; col++) {
      const b = box(screen.x + 20 + col * (size + gap), screen.y + 90 + row * (size + 34), size, size);
      if (row === 1 && col === 1) layers.push(...appIcon(look, b, 16));
      else {
        layers.push(rounded(b, 16, tones[(row + col) % 4]!, 'fill-opacity="0.55"'));
        layers.push(bar(b.x + 14, b.y + size + 10, size - 28, 6, "#FFFFFF", 0.7));
      }
    }
  }
  const brand = box(screen.x + 20 + size + gap, screen.y + 90 + size + 34, size, size);
  const label = box(brand.x - gap / 2, brand.y + size + 4, size + gap, 18);
  layers.push(
    words(label)(copy.name, brand.x + size / 2, brand.y + size + 17, {
      face: "lato-700",
      size: 11,
      fill: "#FFFFFF",
      anchor: "middle",
    }),
  );
  const dock = box(screen.x + 12, screen.y + screen.height - 108, screen.width - 24, 92);
  layers.push(rounded(dock, 32, "#FFFFFF", 'fill-opacity="0.3"'));
  for (let col = 0; col < 4; col++) {
    layers.push(
      rounded(
        box(dock.x + 14 + col * (size + gap - 2), dock.y + 14, size, size),
        16,
        "#FFFFFF",
        'fill-opacity="0.6"',
      ),
    );
  }
  layers.push(glass);
  // The icon itself, large, beside the phone.
  layers.push(...appIcon(look, box(700, 290, 320, 320), 72));
  return layers;
}

function phoneSplash(look: Look): Layer[] {
  const body = box(400, 40, 400, 830);
  const { frame, screen, glass } = phone(body);
  return [
    tinted(look),
    screenClip("screen", screen),
    frame,
    `<g clip-path="url(#screen)">${rect(screen, look.own)}</g>`,
    logo("primary", "own", box(screen.x + 40, 300, screen.width - 80, 290), inset(screen, 30, 80)),
    rounded(box(560, 760, 80, 6), 3, look.dark ? "#FFFFFF" : look.ink, 'fill-opacity="0.25"'),
    rounded(box(560, 760, 34, 6), 3, look.primary),
    glass,
  ];
}

function websiteHeader(look: Look, copy: SceneCopy): Layer[] {
  const win = box(90, 80, 1020, 740);
  const nav = box(90, 134, 1020, 84);
  const hero = box(90, 218, 1020, 602);
  const heroShade = `<linearGradient id="hero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.08"/><stop offset="1" stop-color="#000000" stop-opacity="0.18"/></linearGradient>`;
  const f = faces(look);
  const chrome = words(box(360, 94, 480, 26));
  const menu = words(box(600, 140, 490, 72));
  const heroSays = words(box(130, 258, 610, 520));
  const onHero = readable(look.deep);
  const headline = fitLines(copy.line, 560, { face: f.brand, size: 44 }, 2);
  const lead = headline.size * 1.22;
  const top = 440 - (headline.lines.length - 1) * lead;
  const below = top + (headline.lines.length - 1) * lead;
  const sub = [copy.offer, copy.place].filter((v): v is string => v !== null);
  const ctaTop = below + 34 + sub.length * 28;
  const navX = [660, 752, 844];
  return [
    neutral(),
    heroShade,
    `<clipPath id="win"><rect x="${win.x}" y="${win.y}" width="${win.width}" height="${win.height}" rx="14"/></clipPath>`,
    shadow(rounded(win, 14, "#000"), { blur: 24, dy: 20, opacity: 0.3 }),
    `<g clip-path="url(#win)">` +
      rect(win, "#FFFFFF") +
      rect(box(90, 80, 1020, 54), "#E9E9EC") +
      circle(120, 107, 7, "#FF5F57") +
      circle(142, 107, 7, "#FEBC2E") +
      circle(164, 107, 7, "#28C840") +
      rounded(box(360, 94, 480, 26), 13, "#FFFFFF") +
      rect(nav, look.paper) +
      rect(box(90, 216, 1020, 2), "#000000", 'fill-opacity="0.06"') +
      rounded(box(930, 156, 140, 40), 20, look.primary) +
      rect(hero, look.deep) +
      rect(hero, "url(#hero)") +
      rounded(box(150, ctaTop, 190, 54), 27, look.accent) +
      "</g>",
    chrome(copy.web, 600, 112, { face: f.body, size: 13, fill: "#5F6368", anchor: "middle" }),
    ...copy.nav.slice(1).map((item, i) =>
      menu(item, navX[i]!, 182, {
        face: f.second,
        size: 15,
        fill: look.ink,
        anchor: "middle",
        maxWidth: 88,
      }),
    ),
    menu(copy.cta, 1000, 181, {
      face: f.second,
      size: 14,
      fill: readable(look.primary),
      anchor: "middle",
      maxWidth: 124,
    }),
    ...headline.lines.map((text, i) =>
      heroSays(text, 150, top + i * lead, { face: f.brand, size: headline.size, fill: onHero }),
    ),
    ...sub.map((text, i) =>
      heroSays(text, 150, below + 40 + i * 28, { face: f.body, size: 18, fill: onHero, opacity: 0.8 }),
    ),
    heroSays(copy.cta, 245, ctaTop + 33, {
      face: f.second,
      size: 17,
      fill: readable(look.accent),
      anchor: "middle",
      maxWidth: 170,
    }),
    flushLeft(logo("lockup", "light", box(130, 146, 420, 60), box(110, 140, 500, 72))),
    logo("symbol", "dark", box(760, 370, 280, 300), inset(hero, 40)),
  ];
}

function heart(x: number, y: number, stroke: string): string {
  return `<path d="M${x} ${y + 6} c-6 -10 -22 -8 -22 4 c0 10 14 18 22 24 c8 -6 22 -14 22 -24 c0 -12 -16 -14 -22 -4z" fill="none" stroke="${stroke}" stroke-width="3.5" stroke-linejoin="round"/>`;
}

function instagramPost(look: Look, copy: SceneCopy): Layer[] {
  const card = box(310, 40, 580, 830);
  const image = box(310, 120, 580, 580);
  const f = faces(look);
  const say = words(box(330, 52, 540, 808));
  const handle = copy.handle.slice(1);
  const caption = fitLines(
    `${copy.line}${copy.offer ? ` · ${copy.offer}` : ""}`,
    530,
    { face: f.body, size: 14 },
    2,
  );
  return [
    tinted(look),
    object((fill) => rounded(card, 18, fill), "#FFFFFF", "none"),
    circle(352, 80, 24, look.own, `stroke="${look.primary}" stroke-width="3"`),
    logo("symbol", "own", box(338, 66, 28, 28)),
    say(handle, 390, 78, { face: f.bold, size: 15, fill: "#262626", maxWidth: 400 }),
    say(copy.place ?? copy.line, 390, 97, { face: f.body, size: 12.5, fill: "#737373", maxWidth: 400 }),
    circle(850, 80, 3, "#262626") + circle(840, 80, 3, "#262626") + circle(860, 80, 3, "#262626"),
    rect(image, look.own),
    logo("primary", "own", inset(image, 80), inset(image, 40)),
    heart(352, 722, "#262626"),
    `<path d="M392 738 a17 17 0 1 1 8 14 l-10 4 3 -10z" fill="none" stroke="#262626" stroke-width="3.5" stroke-linejoin="round"/>`,
    `<path d="M438 724 l36 0 -22 36 -4 -18z M448 742 l26 -18" fill="none" stroke="#262626" stroke-width="3.5" stroke-linejoin="round"/>`,
    `<path d="M842 722 l26 0 0 36 -13 -10 -13 10z" fill="none" stroke="#262626" stroke-width="3.5" stroke-linejoin="round"/>`,
    say(copy.likes, 334, 788, { face: f.bold, size: 14, fill: "#262626" }),
    say(handle, 334, 809, { face: f.bold, size: 14, fill: "#262626" }),
    ...caption.lines.map((line, i) =>
      say(line, 334, 829 + i * 19, { face: f.body, size: caption.size, fill: "#262626" }),
    ),
  ];
}

function instagramProfile(look: Look, copy: SceneCopy): Layer[] {
  const body = box(400, 40, 400, 830);
  const { frame, screen, glass } = phone(body);
  const ring = `<linearGradient id="ring" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#F9A43A"/><stop offset="0.5" stop-color="#E1306C"/><stop offset="1" stop-color="#833AB4"/></linearGradient>`;
  const avatar = { cx: 476, cy: 210, r: 50 };
  const f = faces(look);
  const say = words(inset(screen, 16, 0));
  const layers: Layer[] = [
    tinted(look),
    ring,
    screenClip("screen", screen),
    frame,
    `<g clip-path="url(#screen)">${rect(screen, "#FFFFFF")}</g>`,
    say(copy.handle.slice(1), 600, 130, {
      face: f.bold,
      size: 15,
      fill: "#262626",
      anchor: "middle",
      maxWidth: 240,
    }),
    circle(avatar.cx, avatar.cy, avatar.r + 6, "none", 'stroke="url(#ring)" stroke-width="4"'),
    circle(avatar.cx, avatar.cy, avatar.r, look.own),
    logo(
      "symbol",
      "own",
      box(avatar.cx - 32, avatar.cy - 32, 64, 64),
      box(avatar.cx - 35, avatar.cy - 35, 70, 70),
    ),
  ];
  for (const [i, x] of [590, 660, 730].entries()) {
    layers.push(
      say(copy.counts[i]!, x, 206, { face: f.bold, size: 15, fill: "#262626", anchor: "middle" }),
      say(copy.stats[i]!, x, 224, {
        face: f.body,
        size: 10.5,
        fill: "#262626",
        anchor: "middle",
        maxWidth: 68,
      }),
    );
  }
  layers.push(
    say(copy.name, 434, 290, { face: f.bold, size: 13, fill: "#262626" }),
    say(copy.line, 434, 308, { face: f.body, size: 12, fill: "#262626" }),
    say(copy.place ?? copy.offer ?? copy.email, 434, 325, { face: f.body, size: 12, fill: "#262626" }),
    rounded(box(434, 344, 160, 34), 8, "#0095F6"),
    rounded(box(604, 344, 160, 34), 8, "#EFEFEF"),
    say(copy.follow, 514, 366, { face: f.bold, size: 13, fill: "#FFFFFF", anchor: "middle", maxWidth: 150 }),
    say(copy.message, 684, 366, { face: f.bold, size: 13, fill: "#262626", anchor: "middle", maxWidth: 150 }),
  );
  // The grid of posts: the brand's colours, its mark on some.
  const tile = (screen.width - 4) / 3;
  const fills = [
    look.own,
    look.deep,
    mix(look.primary, "#FFFFFF", 0.75),
    look.primary,
    look.paper,
    look.deep,
  ];
  const grid: Layer[] = [];
  for (let i = 0; i < 6; i++) {
    const b = box(screen.x + (i % 3) * (tile + 2), 400 + Math.floor(i / 3) * (tile + 2), tile, tile);
    grid.push(rect(b, fills[i]!));
    if (i === 0) grid.push(logo("symbol", "own", inset(b, 30)));
    if (i === 5) grid.push(logo("symbol", "dark", inset(b, 30)));
    if (i === 4) grid.push(logo("lockup", "light", inset(b, 14, 40)));
  }
  layers.push(...grid, glass);
  return layers;
}

function tShirt(look: Look): Layer[] {
  const shirt = (f: string) =>
    `<path d="M520 130 Q600 178 680 130 L800 168 Q860 190 900 300 L820 352 L770 300 L778 820 Q600 836 422 820 L430 300 L380 352 L300 300 Q340 190 400 168Z" fill="${f}"/>`;
  const folds = `<linearGradient id="folds" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.20"/><stop offset="0.2" stop-color="#000000" stop-opacity="0.02"/><stop offset="0.45" stop-color="#FFFFFF" stop-opacity="0.10"/><stop offset="0.7" stop-color="#000000" stop-opacity="0.04"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></linearGradient>`;
  return [
    neutral(),
    folds,
    shadow(shirt("#000"), { blur: 14, dy: 14, opacity: 0.3 }),
    shirt(look.deep),
    `<path d="M520 130 Q600 178 680 130 Q600 200 520 130Z" fill="${mix(look.deep, "#000000", 0.35)}"/>`,
    `<path d="M516 128 Q600 190 684 128" fill="none" stroke="${mix(look.deep, "#FFFFFF", 0.12)}" stroke-width="10"/>`,
    logo(PACKED, "dark", box(475, 250, 250, 230), box(450, 215, 300, 480)),
    shirt("url(#folds)"),
    `<path d="M430 300 Q440 560 428 800 M770 300 Q760 560 772 800" fill="none" stroke="#000000" stroke-opacity="0.08" stroke-width="6"/>`,
  ];
}

function apron(look: Look): Layer[] {
  const apronPath = (f: string) =>
    `<path d="M500 150 L700 150 L706 330 Q790 338 806 380 L812 820 Q812 850 782 850 L418 850 Q388 850 388 820 L394 380 Q410 338 494 330Z" fill="${f}"/>`;
  const stitch = mix(look.deep, "#FFFFFF", 0.35);
  const pocket = box(460, 640, 280, 150);
  return [
    backdrop("#EEE9E1", "#D6CEC2"),
    `<path d="M504 152 C480 20 720 20 696 152" fill="none" stroke="${mix(look.deep, "#000000", 0.2)}" stroke-width="16"/>`,
    `<path d="M396 372 C320 380 300 440 250 520 M804 372 C880 380 900 440 950 520" fill="none" stroke="${mix(look.deep, "#000000", 0.2)}" stroke-width="16" stroke-linecap="round"/>`,
    object(apronPath, look.deep),
    `<path d="M512 162 L688 162 L694 340 M406 388 L400 836 L800 836 L794 388" fill="none" stroke="${stitch}" stroke-width="2.5" stroke-dasharray="9 7"/>`,
    logo(PACKED, "dark", box(460, 370, 280, 230), box(420, 350, 360, 270)),
    rect(pocket, "#000000", 'fill-opacity="0.10"'),
    rect(inset(pocket, 8), "none", `stroke="${stitch}" stroke-width="2.5" stroke-dasharray="9 7"`),
    `<path d="M600 648 L600 782" stroke="${stitch}" stroke-width="2.5" stroke-dasharray="9 7"/>`,
  ];
}

function emailSignature(look: Look, copy: SceneCopy): Layer[] {
  const win = box(110, 70, 980, 760);
  const f = faces(look);
  const mail = words(box(150, 136, 900, 430));
  const sign = words(box(520, 590, 550, 200));
  const body = fitLines(copy.mail, 860, { face: f.body, size: 17 }, 3);
  const regardsAt = 330 + body.lines.length * 26 + 24;
  return [
    neutral(),
    `<clipPath id="win"><rect x="${win.x}" y="${win.y}" width="${win.width}" height="${win.height}" rx="12"/></clipPath>`,
    shadow(rounded(win, 12, "#000"), { blur: 24, dy: 18, opacity: 0.28 }),
    `<g clip-path="url(#win)">` +
      rect(win, "#FFFFFF") +
      rect(box(110, 70, 980, 56), "#F3F4F6") +
      circle(140, 98, 7, "#FF5F57") +
      circle(162, 98, 7, "#FEBC2E") +
      circle(184, 98, 7, "#28C840") +
      rounded(box(920, 84, 140, 28), 14, "#2563EB") +
      rect(box(160, 186, 880, 1), "#E5E7EB") +
      rect(box(160, 232, 880, 1), "#E5E7EB") +
      rect(box(160, 570, 880, 1), "#E5E7EB") +
      rect(box(500, 600, 2, 150), look.primary, 'fill-opacity="0.6"') +
      [0, 1, 2].map((i) => circle(540 + i * 34, 770, 11, look.primary)).join("") +
      "</g>",
    words(box(924, 84, 132, 28))(copy.send, 990, 103, {
      face: f.bold,
      size: 14,
      fill: "#FFFFFF",
      anchor: "middle",
    }),
    mail(copy.to, 160, 167, { face: f.body, size: 15, fill: "#6B7280" }),
    mail("sari@example.com", 240, 167, { face: f.body, size: 15, fill: "#111827" }),
    mail(copy.subject, 160, 213, { face: f.body, size: 15, fill: "#6B7280" }),
    mail(copy.subjectLine, 240, 213, { face: f.bold, size: 15, fill: "#111827" }),
    mail(copy.hello, 160, 286, { face: f.body, size: 17, fill: "#374151" }),
    ...body.lines.map((text, i) =>
      mail(text, 160, 330 + i * 26, { face: f.body, size: body.size, fill: "#374151" }),
    ),
    mail(copy.regards, 160, regardsAt, { face: f.body, size: 17, fill: "#374151" }),
    sign(copy.team, 528, 620, { face: f.second, size: 20, fill: look.ink }),
    sign(copy.line, 528, 646, { face: f.body, size: 14, fill: look.ink, opacity: 0.7 }),
    sign(copy.phone, 528, 684, { face: f.body, size: 14, fill: "#374151" }),
    sign(copy.email, 528, 706, { face: f.body, size: 14, fill: "#374151" }),
    sign(copy.place ? `${copy.web} · ${copy.place}` : copy.web, 528, 728, {
      face: f.body,
      size: 14,
      fill: link(look),
    }),
    flushLeft(logo("lockup", "light", box(160, 610, 310, 110), box(150, 590, 340, 150))),
  ];
}

function letterhead(look: Look, copy: SceneCopy): Layer[] {
  const envelope = box(90, 500, 440, 230);
  const sheet = box(390, 50, 570, 806);
  const f = faces(look);
  const page = words(inset(sheet, 40, 36));
  const text = { face: f.body, size: 14, fill: look.ink };
  const first = fitLines(copy.letter, 490, text, 4);
  const second = fitLines(copy.letterMore, 490, text, 2);
  const lead = 22;
  const firstAt = 300;
  const secondAt = firstAt + first.lines.length * lead + 14;
  const regardsAt = secondAt + second.lines.length * lead + 26;
  const contact = [copy.place, copy.phone, copy.email, copy.web].filter((v): v is string => v !== null);
  return [
    backdrop("#E9E5DE", "#CFC8BD"),
    object((fill) => rect(envelope, fill), look.paper),
    `<path d="M${envelope.x} ${envelope.y} L${envelope.x + 220} ${envelope.y + 120} L${envelope.x + 440} ${envelope.y}" fill="none" stroke="#000000" stroke-opacity="0.08" stroke-width="2"/>`,
    flushLeft(logo("lockup", "light", box(114, 660, 170, 46), box(104, 640, 200, 80))),
    object((fill) => rect(sheet, fill), look.paper),
    flushLeft(logo("lockup", "light", box(430, 96, 250, 70), box(420, 86, 290, 110))),
    ...contact.map((line, i) =>
      page(line, 920, 106 + i * 17, {
        face: f.body,
        size: 11.5,
        fill: look.ink,
        opacity: 0.7,
        anchor: "end",
        maxWidth: 200,
      }),
    ),
    rect(box(430, 200, 490, 2), look.primary, 'fill-opacity="0.7"'),
    page(copy.greeting, 430, 262, { ...text, size: 14.5 }),
    ...first.lines.map((line, i) => page(line, 430, firstAt + i * lead, { ...text, size: first.size })),
    ...second.lines.map((line, i) => page(line, 430, secondAt + i * lead, { ...text, size: second.size })),
    page(copy.regards, 430, regardsAt, text),
    `<path transform="translate(0 ${regardsAt - 650})" d="M434 690 c20 -30 30 -10 22 8 c-6 14 20 -22 34 -10 c10 8 -6 16 6 14 c16 -2 24 -16 40 -12" fill="none" stroke="${look.ink}" stroke-width="2.5" stroke-linecap="round"/>`,
    page(copy.team, 430, regardsAt + 76, { face: f.second, size: 13.5, fill: look.ink }),
    rect(box(390, 800, 570, 6), look.primary),
    words(box(410, 812, 530, 36))(`${copy.web} · ${copy.email}`, 675, 834, {
      face: f.body,
      size: 10.5,
      fill: look.ink,
      opacity: 0.6,
      anchor: "middle",
    }),
  ];
}

const SCENES: Record<MockupSceneId, (look: Look, copy: SceneCopy) => Layer[]> = {
  "business-card": businessCard,
  "storefront-sign": storefrontSign,
  "paper-cup": paperCup,
  "takeaway-bag": takeawayBag,
  "shopping-bag": shoppingBag,
  "product-tag": productTag,
  "phone-home-screen": phoneHomeScreen,
  "phone-splash": phoneSplash,
  "website-header": websiteHeader,
  "instagram-post": instagramPost,
  "instagram-profile": instagramProfile,
  "t-shirt": tShirt,
  apron,
  "email-signature": emailSignature,
  letterhead,
};

/** Shrinks a box about its centre so its longer side is at most `max`. */
function capped(b: Box, max: number): Box {
  const scale = Math.min(1, max / Math.max(b.width, b.height));
  if (scale === 1) return b;
  const width = b.width * scale;
  const height = b.height * scale;
  return box(b.x + (b.width - width) / 2, b.y + (b.height - height) / 2, width, height);
}

/** A scene as one SVG document, with where each logo went (in board units). */
export function drawScene(
  design: LogoDesign,
  scene: MockupSceneId,
  options: SceneOptions = {},
): SceneDrawing {
  const look = lookOf(design);
  const pxPerUnit = (options.outputWidth ?? SCENE_WIDTH) / SCENE_WIDTH;
  const logos: PlacedLogo[] = [];
  const copy: PlacedCopy[] = [];
  const parts = SCENES[scene](look, options.copy ?? sceneCopy({ name: design.name })).map((layer) => {
    if (typeof layer === "string") return layer;
    if (layer.kind === "copy") {
      copy.push({ box: layer.set.box, safe: layer.safe, text: layer.set.text });
      return layer.set.svg;
    }
    const choices = typeof layer.arrangement === "string" ? [layer.arrangement] : layer.arrangement;
    const area = (a: LogoArt) => {
      const fitted = fitBox(a, layer.within);
      return fitted.width * fitted.height;
    };
    const art = choices
      .map((arrangement) => look.art(arrangement, layer.surface))
      .reduce((best, next) => (area(next) > area(best) * 1.05 ? next : best));
    let placed = fitBox(art, layer.within);
    if (options.maxLogoPx) placed = capped(placed, options.maxLogoPx / pxPerUnit);
    if (layer.left) placed = { ...placed, x: layer.within.x };
    logos.push({ box: placed, safe: layer.safe, art });
    return placeArt(art, placed, `m${logos.length}-`);
  });
  const svg = svgDocument(SCENE_WIDTH, SCENE_HEIGHT, DEFS + parts.join(""));
  return { svg, width: SCENE_WIDTH, height: SCENE_HEIGHT, logos, copy };
}
