import { once } from "node:events";
import { promisify } from "node:util";
import { createDeflate, deflate as deflateCallback, constants as zlibConstants } from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import type { FaceId } from "@/server/composition/fonts";
import { renderOptions } from "@/server/composition/fonts";
import { PNG_SIGNATURE, pngChunk, withPngText } from "@/server/images/png-text";
import { BRAND } from "@/shared/brand";

/**
 * Pixels for the kit, rendered from vectors: at the size asked for, or at twice it and halved by
 * area averaging (`halve`), which is what the renderer's anti-aliasing does at the smaller size.
 * resvg rasterises, the largest sizes in bands (`logoBands`); sharp encodes whole rasters (several
 * times faster than resvg's own PNG encoder), and banded ones go through a zlib stream
 * (`pngRows`, `deflater`; decision 025).
 */

const deflate = promisify(deflateCallback);

/** zlib level: 4 costs a third less time than the default 6 for files about 5% larger. */
const PNG_COMPRESSION = 4;

export type Raw = { pixels: Buffer; width: number; height: number };

/**
 * Renders an SVG with its longer side at `size` px (or exactly `width` x `height` when the SVG
 * has that aspect). Outlined drawings need no fonts; live text loads just the faces it uses.
 */
export function renderRaw(
  svg: string,
  size: { longest: number } | { width: number },
  fonts?: { faces: FaceId[]; texts: string[] },
): Raw {
  const base =
    fonts && fonts.faces.length > 0 && /<text\b/.test(svg)
      ? renderOptions(fonts.faces, fonts.texts.join(""))
      : { font: { loadSystemFonts: false } };
  let fitTo: { mode: "width" | "height"; value: number };
  if ("width" in size) fitTo = { mode: "width", value: size.width };
  else {
    const resvg = new Resvg(svg, base);
    const landscape = resvg.width >= resvg.height;
    fitTo = { mode: landscape ? "width" : "height", value: size.longest };
  }
  const image = new Resvg(svg, { ...base, fitTo }).render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/**
 * A composed logo on a transparent background: its drawing inside a group under the knock-out
 * luminance mask (composition/compose.ts), which resvg renders several times slower than the two
 * drawings alone (up to ten times at 2048 px).
 */
const KNOCKOUT =
  /^(<svg\b[^>]*\sviewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"[^>]*>(?:<title>[^<]*<\/title>)?)<mask id="knockout" maskUnits="userSpaceOnUse" x="0" y="0" width="(\d+)" height="(\d+)">([\s\S]*?)<\/mask><g mask="url\(#knockout\)">([\s\S]*)<\/g><\/svg>$/;

/**
 * resvg's render is a native pixmap held by a small JS object, and `pixels` is a native copy of
 * it: both are freed only once a collection finds their JS objects and Node then runs their
 * finalizers, and V8 counts neither as heap, so 4096 px renders (64 MB each, twice) piled up
 * between collections (decision 024). Render workers set `collect` to a young-generation
 * collection (the objects are young when they are dropped, and that costs about a millisecond);
 * elsewhere releasing does nothing.
 */
let collect: (() => void) | undefined;

export function setRenderCollector(collector: () => void): void {
  collect = collector;
}

/**
 * Frees the native memory of the renders no longer referenced: a collection, then a timer's wait,
 * after which Node has run the finalizers (one turn of the event loop is not always enough).
 */
export async function releaseRenders(): Promise<void> {
  if (!collect) return;
  collect();
  await new Promise((resolve) => setTimeout(resolve, 1));
}

/** `renderRaw`, its native pixmap freed before it returns (`releaseRenders`). */
export async function renderReleased(
  svg: string,
  size: { longest: number } | { width: number },
): Promise<Raw> {
  const raw = renderRaw(svg, size);
  await releaseRenders();
  return raw;
}

/**
 * A logo's render at its longer side `size`, as `renderRaw`; one with a knock-out mask is drawn as
 * its drawing and its mask rendered apart, each pixel of the drawing then scaled by the mask's
 * luminance times coverage (a grey's premultiplied red), which is what the renderer does with
 * the mask, within one step of rounding (decision 024). The mask is kept as that one byte a pixel
 * and its render freed before the drawing is rendered, so at most one full-size render and its
 * native pixmap exist at a time.
 */
export async function renderLogoRaw(svg: string, size: number): Promise<Raw> {
  const apart = knockoutApart(svg);
  if (!apart) return renderReleased(svg, { longest: size });
  const by = redOf(await renderReleased(apart.mask, { longest: size }));
  const drawing = await renderReleased(apart.drawing, { longest: size });
  applyMask(drawing, by);
  return drawing;
}

/**
 * A logo under the knock-out mask as two plain drawings, its drawing and its mask's content;
 * only when the mask's region holds the whole art board (else what lies outside it would be cut).
 */
function knockoutApart(svg: string): { drawing: string; mask: string } | undefined {
  const parts = KNOCKOUT.exec(svg);
  if (!parts) return undefined;
  const [x, y, w, h, mw, mh] = parts.slice(2, 8).map(Number) as number[];
  if (x! < 0 || y! < 0 || x! + w! > mw! || y! + h! > mh!) return undefined;
  const [, open, , , , , , , mask, body] = parts;
  return { drawing: `${open}${body}</svg>`, mask: `${open}${mask}</svg>` };
}

/** Scales each premultiplied pixel by the mask's value for it (0-255), as the renderer masks. */
function applyMask(drawing: Raw, by: Uint8Array): void {
  const to = words(drawing.pixels);
  for (let i = 0; i < to.length; i++) {
    const m = by[i]!;
    if (m === 255) continue;
    const v = to[i]!;
    if (m === 0 || v === 0) {
      to[i] = 0;
      continue;
    }
    let out = 0;
    for (let shift = 0; shift < 32; shift += 8) out |= Math.round((((v >>> shift) & 255) * m) / 255) << shift;
    to[i] = out >>> 0;
  }
}

/**
 * The pixel size resvg renders an SVG of `width` x `height` at with its longer side at `longest`:
 * the other side rounded to the nearest pixel (each axis is then scaled to its own count).
 */
export function fittedSize(svg: string, longest: number): { width: number; height: number } {
  const root = /^<svg\b[^>]*?\swidth="([\d.]+)"\s+height="([\d.]+)"/.exec(svg);
  const [w, h] = root ? [Number(root[1]), Number(root[2])] : [1, 1];
  return w >= h
    ? { width: longest, height: Math.round((longest * h) / w) }
    : { width: Math.round((longest * w) / h), height: longest };
}

/** A band of a raster: `height` rows from row `top` of the whole. */
export type Band = Raw & { top: number };

/**
 * resvg parsed once for a drawing drawn at `width` x `height` px, rendering any band of rows of
 * it: the drawing's own coordinates are mapped to pixels by a transform (each axis scaled to its
 * pixel count, as a whole render is), and each band crops the canvas to its rows. Parsing and
 * preparing the drawing happen once, so a band costs about its share of the pixels (decision 025).
 */
function bandRenderer(svg: string, width: number, height: number): (top: number, rows: number) => Raw {
  const root = /^<svg\b[^>]*>(?:<title>[^<]*<\/title>)?/.exec(svg);
  const box = /\sviewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(root?.[0] ?? "");
  if (!root || !box || !svg.endsWith("</svg>")) throw new Error("bandRenderer: not a drawing with a viewBox");
  const [x, y, w, h] = box.slice(1).map(Number) as [number, number, number, number];
  const sx = width / w;
  const sy = height / h;
  const open = root[0]
    .replace(/\swidth="[^"]*"/, ` width="${width}"`)
    .replace(/\sheight="[^"]*"/, ` height="${height}"`)
    .replace(/\sviewBox="[^"]*"/, ` viewBox="0 0 ${width} ${height}"`);
  const body = svg.slice(root[0].length, -"</svg>".length);
  const resvg = new Resvg(
    `${open}<g transform="matrix(${sx} 0 0 ${sy} ${-x * sx} ${-y * sy})">${body}</g></svg>`,
    { fitTo: { mode: "original" }, font: { loadSystemFonts: false } },
  );
  // cropByBBox takes resvg's own BBox object: one from the drawing, its fields set per band.
  const crop = resvg.getBBox();
  if (!crop) return (_top, rows) => ({ pixels: Buffer.alloc(width * rows * 4), width, height: rows });
  return (top, rows) => {
    crop.x = 0;
    crop.y = top;
    crop.width = width;
    crop.height = rows;
    resvg.cropByBBox(crop);
    const image = resvg.render();
    return { pixels: image.pixels, width: image.width, height: image.height };
  };
}

/**
 * A logo rendered at its longer side `size` as `renderLogoRaw` renders it, in bands of at most
 * `rows` rows, top to bottom, so the whole raster (64 MB at 4096 px, and twice that inside resvg
 * while it renders) never exists; band renders are released a few at a time (`RELEASE_BYTES`).
 * A band is valid until the next is asked for. A drawing no taller than `rows` comes whole, from
 * `renderLogoRaw`. Anti-aliased edges may differ from a whole render's by rounding, with no seam
 * at the bands' edges (raster.test.ts, decision 025).
 */
export async function* logoBands(svg: string, size: number, rows: number): AsyncGenerator<Band> {
  const { width, height } = fittedSize(svg, size);
  if (height <= rows) {
    yield { ...(await renderLogoRaw(svg, size)), top: 0 };
    return;
  }
  const apart = knockoutApart(svg);
  const drawing = bandRenderer(apart?.drawing ?? svg, width, height);
  const masking = apart && bandRenderer(apart.mask, width, height);
  // Each band's render holds its pixmap and a copy of its pixels, natively, until released; a
  // release (a collection) after each band cost more CPU than rendering the bands, so they are
  // released a few bands' worth at a time.
  let held = 0;
  const rendered = async (raw: Raw) => {
    held += 2 * raw.pixels.length;
    if (held < RELEASE_BYTES) return;
    held = 0;
    await releaseRenders();
  };
  for (let top = 0; top < height; top += rows) {
    const n = Math.min(rows, height - top);
    let by: Uint8Array | undefined;
    if (masking) {
      const mask = masking(top, n);
      by = redOf(mask);
      await rendered(mask);
    }
    const band = drawing(top, n);
    await rendered(band);
    if (by) applyMask(band, by);
    yield { ...band, top };
  }
}

/**
 * Native memory of band renders let pile up before they are released (`logoBands`): measured on
 * the primary logo's raster jobs, releasing after every band (~8 MB) cost ~50% more CPU, after
 * 32 MB ~25%, after 48 MB about none, against a peak ~60-80 MB above the job's start instead
 * of ~170 MB whole (decision 025). A render pool on a tight memory budget sets 16 MB
 * (`setBandRelease`): the largest rise ~43 MB instead of ~62, for ~35% more CPU in those two
 * jobs (decision 033).
 */
export const BAND_RELEASE_MB = 48;
let RELEASE_BYTES = BAND_RELEASE_MB * 2 ** 20;

/** How much native memory of band renders may pile up before it is released (MB). */
export function setBandRelease(mb: number): void {
  RELEASE_BYTES = mb * 2 ** 20;
}

/** A render's red channel, one byte a pixel (the red is the low byte of a little-endian RGBA word). */
function redOf(raw: Raw): Uint8Array {
  const red = new Uint8Array(raw.width * raw.height);
  const all = words(raw.pixels);
  for (let i = 0; i < red.length; i++) red[i] = all[i]! & 255;
  return red;
}

/** Little-endian words: RGBA in memory is ABGR in a Uint32 (every platform Node runs on). */
const words = (bytes: Uint8Array) => new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);

/**
 * A premultiplied render at half the size: each pixel the rounded mean of the 2 x 2 it covers
 * (outside the image counts as transparent, as it is for the renderer at the smaller size). The
 * result stays within SSIM 0.98 of the half-size render when that is exactly half the size
 * (raster.test.ts): the kit
 * renders each drawing once, at its largest size, and halves it for the smaller ones (decision 023).
 */
export function halve(raw: Raw, options: { inPlace?: boolean } = {}): Raw {
  const { pixels, width, height: rows } = raw;
  const w = Math.ceil(width / 2);
  const r = Math.ceil(rows / 2);
  // Word access needs 4-byte alignment: a copy of an input that sits at an odd offset (resvg's
  // own buffers never do). In place, the result is the input's first quarter: each pixel is
  // written after the four it averages were read, and no later pixel reads one written before
  // it (pixel (x, y) reads from row 2y, column 2x on), so the larger raster needs no second buffer.
  const from = words(pixels.byteOffset % 4 === 0 ? pixels : Buffer.from(pixels));
  const out = options.inPlace
    ? Buffer.from(from.buffer, from.byteOffset, w * r * 4)
    : Buffer.from(new ArrayBuffer(w * r * 4));
  const to = words(out);
  for (let y = 0; y < r; y++) {
    const top = 2 * y * width;
    const bottom = 2 * y + 1 < rows ? top + width : -1;
    for (let x = 0; x < w; x++) {
      const i = top + 2 * x;
      const right = 2 * x + 1 < width;
      const a = from[i]!;
      const b = right ? from[i + 1]! : 0;
      const c = bottom >= 0 ? from[bottom + 2 * x]! : 0;
      const d = bottom >= 0 && right ? from[bottom + 2 * x + 1]! : 0;
      // Most of a logo's pixels are empty or inside a flat shape: four equal pixels average to themselves.
      if (a === b && a === c && a === d) {
        to[y * w + x] = a;
        continue;
      }
      let v = 0;
      for (let shift = 0; shift < 32; shift += 8) {
        const sum =
          ((a >>> shift) & 255) + ((b >>> shift) & 255) + ((c >>> shift) & 255) + ((d >>> shift) & 255);
        v |= ((sum + 2) >> 2) << shift;
      }
      to[y * w + x] = v >>> 0;
    }
  }
  return { pixels: out, width: w, height: r };
}

/** resvg's pixels are premultiplied RGBA: sharp undoes that when it writes the PNG. */
export async function encodePng(raw: Raw, title?: string, premultiplied = true): Promise<Buffer> {
  const png = await sharp(raw.pixels, {
    raw: { width: raw.width, height: raw.height, channels: 4, premultiplied },
  })
    .png({ compressionLevel: PNG_COMPRESSION })
    .toBuffer();
  return title ? withPngText(png, { Title: title, Software: BRAND.productName }) : png;
}

/**
 * A zlib stream fed piece by piece (a PNG's image data band by band): each write resolves once
 * zlib has taken the piece, so no more than one piece waits; `end` gives the compressed data.
 */
export function deflater(options: { level: number; strategy?: number }): {
  write: (data: Buffer) => Promise<void>;
  end: () => Promise<Buffer>;
} {
  const stream = createDeflate(options);
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = once(stream, "end");
  ended.catch(() => {}); // an error is thrown by `end`; until then it must not go unhandled
  return {
    write: (data) =>
      new Promise((resolve, reject) => stream.write(data, (error) => (error ? reject(error) : resolve()))),
    async end() {
      stream.end();
      await ended;
      return Buffer.concat(out);
    },
  };
}

/**
 * A render's rows as PNG image data before compression: each row filter byte 0 (none, as sharp
 * wrote these files: a logo's flat colours compress as well unfiltered) and then its pixels,
 * either straight RGBA (the premultiplied render divided by its alpha, rounded to the nearest
 * value) or the alpha alone, one byte a pixel (a one-colour version's coverage).
 */
export function pngRows(raw: Raw, kind: "rgba" | "coverage", scratch?: Buffer): Buffer {
  const { pixels, width, height } = raw;
  const stride = kind === "rgba" ? width * 4 + 1 : width + 1;
  // Every byte is written below: a band's rows can go into the last band's buffer, which saves
  // mapping fresh pages for each band (what zeroing 64 MB mostly cost).
  const rows =
    scratch && scratch.length >= stride * height
      ? scratch.subarray(0, stride * height)
      : Buffer.allocUnsafe(stride * height);
  // A word a pixel (RGBA in memory is ABGR in a little-endian word); a copy of an unaligned input.
  const all = words(pixels.byteOffset % 4 === 0 ? pixels : Buffer.from(pixels));
  for (let y = 0; y < height; y++) {
    rows[y * stride] = 0; // filter: none
    let to = y * stride + 1;
    const end = (y + 1) * width;
    if (kind === "coverage") {
      for (let i = y * width; i < end; i++) rows[to++] = all[i]! >>> 24;
      continue;
    }
    // Opaque and empty pixels are the same premultiplied or not (an empty one is all zeros): the
    // row is copied whole and only partly covered pixels, the few along edges, are divided.
    rows.set(pixels.subarray(y * width * 4, end * 4), to);
    for (let i = y * width; i < end; i++, to += 4) {
      const v = all[i]!;
      const a = v >>> 24;
      if (a === 255 || a === 0) continue;
      const half = a >> 1;
      rows[to] = Math.min(255, ((v & 255) * 255 + half) / a);
      rows[to + 1] = Math.min(255, (((v >>> 8) & 255) * 255 + half) / a);
      rows[to + 2] = Math.min(255, (((v >>> 16) & 255) * 255 + half) / a);
    }
  }
  return rows;
}

/**
 * Compression of each kind of image data. A coverage with zlib's run-length matching (runs of
 * empty and solid pixels: at 4096 px 7 ms and 88 KB against 22 ms and 112 KB by default).
 * Straight RGBA (only the 4096 px full-colour file is written this way) at level 3: node's zlib
 * takes ~100 ms at level 4 for such a file (sharp's took ~75 ms with its unpremultiplying), ~30 ms
 * at 3, for a file of ~410 KB instead of ~215 KB (sharp's ~240 KB); decision 025.
 */
export const PNG_DEFLATE = {
  rgba: { level: 3 },
  coverage: { level: PNG_COMPRESSION, strategy: zlibConstants.Z_RLE },
} as const;

/**
 * The coverage of a one-colour render as the compressed image data of a PNG whose pixel values
 * are its alpha (one byte a pixel, each row after filter byte 0): every one-colour version of a
 * drawing at one size shares it, only the palette differs (`oneColourPng`, decision 024).
 */
export async function coverageData(raw: Raw): Promise<Buffer> {
  return deflate(pngRows(raw, "coverage"), PNG_DEFLATE.coverage);
}

/** A straight-RGBA PNG of `size` from its compressed image data (`pngRows`, `PNG_DEFLATE.rgba`). */
export function rgbaPng(data: Buffer, size: { width: number; height: number }, title?: string): Buffer {
  return pngFile(size, 6, [], data, title); // colour type 6: RGBA
}

/**
 * A PNG of 8 bits a sample from its parts: the header for `size` and `colourType`, the chunks
 * that come before the image data (a palette), the compressed image data, and the title.
 */
function pngFile(
  size: { width: number; height: number },
  colourType: number,
  before: Buffer[],
  data: Buffer,
  title?: string,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size.width, 0);
  header.writeUInt32BE(size.height, 4);
  header[8] = 8; // bits per sample (or per index)
  header[9] = colourType;
  const png = Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    ...before,
    pngChunk("IDAT", data),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
  return title ? withPngText(png, { Title: title, Software: BRAND.productName }) : png;
}

/** Every palette entry is the one colour, entry i at opacity i: index = alpha. */
const OPACITY_RAMP = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

/**
 * A one-colour version in a colour, from its coverage (`coverageData`): an indexed PNG whose
 * palette is that colour at each of the 256 opacities, so every pixel decodes to exactly that
 * colour with the render's alpha, as an RGBA file coloured pixel by pixel would, at a quarter of
 * the bytes to compress and once for all colours.
 */
export function oneColourPng(
  data: Buffer,
  size: { width: number; height: number },
  hex: string,
  title?: string,
): Buffer {
  const n = Number.parseInt(hex.slice(1), 16);
  const palette = Buffer.alloc(256 * 3);
  for (let i = 0; i < 256; i++) palette.writeUIntBE(n, i * 3, 3);
  // Colour type 3: indexed.
  return pngFile(size, 3, [pngChunk("PLTE", palette), pngChunk("tRNS", OPACITY_RAMP)], data, title);
}

/** One one-colour version from a render's pixels (see `oneColourPng`). */
export async function recolour(raw: Raw, hex: string, title?: string): Promise<Buffer> {
  return oneColourPng(await coverageData(raw), raw, hex, title);
}

/** Renders an opaque (or transparent) SVG of a fixed pixel size straight to PNG. */
export async function svgToPng(svg: string, width: number, title?: string): Promise<Buffer> {
  const png = await encodePng(renderRaw(svg, { width }), title);
  // Social images and icons come several to a job, up to 1500 px: their renders are freed one
  // by one rather than left for a collection (~50-65 MB of a social job's peak; decision 033).
  await releaseRenders();
  return png;
}
