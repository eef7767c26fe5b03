import {
  ColorMode,
  Hierarchical,
  PathSimplifyMode,
  type Config as TraceConfig,
  vectorizeRaw,
} from "@neplex/vectorizer";
import sharp from "sharp";
import { type LogoSymbol, tracedPathSchema } from "@/shared/logo-design";

/**
 * Turns an image model's picture of a symbol on a plain background into a vector symbol: remove
 * the background by a threshold on the border colour, trim to the drawing, trace the colour
 * regions to paths. CPU-heavy, like rendering: callers may run it in a worker.
 */

export type TracedSymbol = Extract<LogoSymbol, { kind: "traced" }>;

export type TraceResult = {
  symbol: TracedSymbol;
  /** The drawing's colours by area, largest first (#RRGGBB). */
  colors: string[];
};

export class TraceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TraceError";
  }
}

/** Traced at this size at most: plenty for a symbol, and tracing time grows with the area. */
const WORK_SIZE = 512;
/** Colour distance (RGB, 0..441) within which a pixel counts as background. */
const BACKGROUND_TOLERANCE = 40;
/** Light fringe left by anti-aliasing against the background is dropped up to this distance. */
const FRINGE_TOLERANCE = 110;
const MAX_PATHS = 600;

type Raster = { data: Buffer; width: number; height: number };

function distance(data: Buffer, i: number, rgb: readonly [number, number, number]): number {
  const dr = (data[i] ?? 0) - rgb[0];
  const dg = (data[i + 1] ?? 0) - rgb[1];
  const db = (data[i + 2] ?? 0) - rgb[2];
  return Math.sqrt(dr * dr + dg * dg + db * db);
}

/** The background colour: the median of the border pixels, channel by channel. */
function borderColor({ data, width, height }: Raster): [number, number, number] {
  const channels: [number[], number[], number[]] = [[], [], []];
  const sample = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    if ((data[i + 3] ?? 0) < 128) return;
    for (let c = 0; c < 3; c++) channels[c]?.push(data[i + c] ?? 0);
  };
  for (let x = 0; x < width; x++) {
    sample(x, 0);
    sample(x, height - 1);
  }
  for (let y = 0; y < height; y++) {
    sample(0, y);
    sample(width - 1, y);
  }
  const median = (values: number[]) => {
    if (values.length === 0) return 255;
    values.sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? 255;
  };
  return [median(channels[0]), median(channels[1]), median(channels[2])];
}

/**
 * Makes the background transparent: every pixel close to the border colour, inside the symbol
 * too (the white of a cup's handle is background showing through, and reads as a cut-out in a
 * one-colour version), then the anti-aliased fringe along those regions' edges.
 */
export function removeBackground(raster: Raster): number {
  const { data, width, height } = raster;
  const bg = borderColor(raster);
  const isBackground = new Uint8Array(width * height);
  for (let p = 0; p < width * height; p++) {
    const i = p * 4;
    if ((data[i + 3] ?? 0) < 128 || distance(data, i, bg) <= BACKGROUND_TOLERANCE) isBackground[p] = 1;
  }
  // One ring of fringe: foreground pixels touching the background that are still close to it.
  const fringe: number[] = [];
  for (let p = 0; p < width * height; p++) {
    if (isBackground[p]) continue;
    const x = p % width;
    const touches =
      (x > 0 && isBackground[p - 1]) ||
      (x < width - 1 && isBackground[p + 1]) ||
      (p >= width && isBackground[p - width]) ||
      (p < width * (height - 1) && isBackground[p + width]);
    if (touches && distance(data, p * 4, bg) < FRINGE_TOLERANCE) fringe.push(p);
  }
  for (const p of fringe) isBackground[p] = 1;
  let foreground = 0;
  for (let p = 0; p < width * height; p++) {
    if (isBackground[p]) data[p * 4 + 3] = 0;
    else {
      data[p * 4 + 3] = 255;
      foreground++;
    }
  }
  return foreground;
}

/** The smallest box holding every opaque pixel, or undefined when there is none. */
function opaqueBox({ data, width, height }: Raster) {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((data[(y * width + x) * 4 + 3] ?? 0) === 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return right < 0 ? undefined : { left, top, width: right - left + 1, height: bottom - top + 1 };
}

function hex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

/** Colours by area, in 32 levels per channel (enough to tell a drawing's flat colours apart). */
function dominantColors({ data }: Raster): string[] {
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i + 3] ?? 0) === 0) continue;
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    const bucket = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    bucket.n++;
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    buckets.set(key, bucket);
  }
  return [...buckets.values()]
    .sort((a, b) => b.n - a.n)
    .slice(0, 6)
    .map((c) => hex(Math.round(c.r / c.n), Math.round(c.g / c.n), Math.round(c.b / c.n)));
}

function traceConfig(coarse: boolean): TraceConfig {
  return {
    colorMode: ColorMode.Color,
    hierarchical: Hierarchical.Stacked,
    filterSpeckle: coarse ? 16 : 6,
    colorPrecision: coarse ? 5 : 6,
    layerDifference: coarse ? 40 : 24,
    mode: PathSimplifyMode.Spline,
    cornerThreshold: 60,
    lengthThreshold: 4,
    maxIterations: 10,
    spliceThreshold: 45,
    pathPrecision: 1,
  };
}

const PATH_ELEMENT = /<path\b([^>]*)\/>/g;

function attribute(attrs: string, name: string): string | undefined {
  return attrs.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
}

/** The tracer's SVG read strictly: path data, a flat fill and an optional translate, nothing else. */
export function parseTracedSvg(svg: string): TracedSymbol["paths"] {
  const paths: TracedSymbol["paths"] = [];
  for (const match of svg.matchAll(PATH_ELEMENT)) {
    const attrs = match[1] ?? "";
    const transform = attribute(attrs, "transform");
    const offset = transform?.match(/^translate\((-?[\d.]+)[ ,]+(-?[\d.]+)\)$/);
    if (transform && !offset) throw new TraceError(`Unexpected transform in traced SVG: ${transform}`);
    const parsed = tracedPathSchema.safeParse({
      d: attribute(attrs, "d")?.trim(),
      fill: attribute(attrs, "fill"),
      x: offset ? Number(offset[1]) : 0,
      y: offset ? Number(offset[2]) : 0,
    });
    if (!parsed.success) throw new TraceError("The traced SVG has a path that is not plain path data");
    paths.push(parsed.data);
  }
  return paths;
}

export async function traceSymbol(image: Buffer, signal?: AbortSignal): Promise<TraceResult> {
  let raster: Raster;
  try {
    const { data, info } = await sharp(image)
      .flatten({ background: "#ffffff" })
      .ensureAlpha()
      .resize(WORK_SIZE, WORK_SIZE, { fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    raster = { data, width: info.width, height: info.height };
  } catch (error) {
    throw new TraceError(`The image could not be decoded: ${error instanceof Error ? error.message : error}`);
  }
  const foreground = removeBackground(raster);
  const area = raster.width * raster.height;
  // A blank (or blacked-out) picture leaves nothing; a full-bleed scene leaves no background.
  if (foreground < area * 0.002) throw new TraceError("The image has no symbol on its background");
  if (foreground > area * 0.9) throw new TraceError("The image has no plain background around the symbol");
  const box = opaqueBox(raster);
  if (!box) throw new TraceError("The image has no symbol on its background");
  const pad = Math.round(Math.max(box.width, box.height) * 0.02) + 2;
  const { data, info } = await sharp(raster.data, {
    raw: { width: raster.width, height: raster.height, channels: 4 },
  })
    .extract(box)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const trimmed: Raster = { data, width: info.width, height: info.height };
  const colors = dominantColors(trimmed);
  let paths: TracedSymbol["paths"] = [];
  for (const coarse of [false, true]) {
    const svg = await vectorizeRaw(
      trimmed.data,
      { width: trimmed.width, height: trimmed.height },
      traceConfig(coarse),
      signal,
    );
    paths = parseTracedSvg(svg);
    if (paths.length <= MAX_PATHS) break;
  }
  if (paths.length === 0) throw new TraceError("Tracing found no shapes in the image");
  return {
    symbol: {
      kind: "traced",
      width: trimmed.width,
      height: trimmed.height,
      paths: paths.slice(0, MAX_PATHS),
    },
    colors,
  };
}
