import { promisify } from "node:util";
import { deflate as deflateCallback, constants as zlibConstants } from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import type { FaceId } from "@/server/composition/fonts";
import { renderOptions } from "@/server/composition/fonts";
import { PNG_SIGNATURE, pngChunk, withPngText } from "@/server/images/png-text";
import { BRAND } from "@/shared/brand";

/**
 * Pixels for the kit, rendered from vectors: at the size asked for, or at twice it and halved by
 * area averaging (`halve`), which is what the renderer's anti-aliasing does at the smaller size.
 * resvg rasterises; sharp encodes, which is several times faster than resvg's own PNG encoder at
 * 4096 px.
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
  const parts = KNOCKOUT.exec(svg);
  const [x, y, w, h, mw, mh] = (parts?.slice(2, 8) ?? []).map(Number) as number[];
  // The mask's region holds the whole art board (else what lies outside it would be cut).
  if (!parts || x! < 0 || y! < 0 || x! + w! > mw! || y! + h! > mh!)
    return renderReleased(svg, { longest: size });
  const [, open, , , , , , , mask, body] = parts;
  const by = redOf(await renderReleased(`${open}${mask}</svg>`, { longest: size }));
  const drawing = await renderReleased(`${open}${body}</svg>`, { longest: size });
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
  return drawing;
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
 * The coverage of a one-colour render as the compressed image data of a PNG whose pixel values
 * are its alpha (one byte a pixel, each row after filter byte 0): every one-colour version of a
 * drawing at one size shares it, only the palette differs (`oneColourPng`, decision 024).
 */
export async function coverageData(raw: Raw): Promise<Buffer> {
  const { pixels, width, height } = raw;
  const stride = width + 1;
  const rows = Buffer.alloc(stride * height);
  // A word a pixel where the buffer allows (RGBA in memory is ABGR in a little-endian word).
  const aligned = pixels.byteOffset % 4 === 0;
  const all = aligned ? words(pixels) : null;
  for (let y = 0; y < height; y++) {
    const to = y * stride + 1;
    if (all) for (let x = 0, i = y * width; x < width; x++, i++) rows[to + x] = all[i]! >>> 24;
    else for (let x = 0, i = y * width * 4 + 3; x < width; x++, i += 4) rows[to + x] = pixels[i]!;
  }
  // Run-length matching suits a coverage (runs of empty and solid pixels): faster than the
  // default strategy and smaller (at 4096 px 7 ms and 88 KB against 22 ms and 112 KB).
  return deflate(rows, { level: PNG_COMPRESSION, strategy: zlibConstants.Z_RLE });
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
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size.width, 0);
  header.writeUInt32BE(size.height, 4);
  header[8] = 8; // bits per index
  header[9] = 3; // colour type: indexed
  const palette = Buffer.alloc(256 * 3);
  for (let i = 0; i < 256; i++) palette.writeUIntBE(n, i * 3, 3);
  const png = Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("PLTE", palette),
    pngChunk("tRNS", OPACITY_RAMP),
    pngChunk("IDAT", data),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
  return title ? withPngText(png, { Title: title, Software: BRAND.productName }) : png;
}

/** One one-colour version from a render's pixels (see `oneColourPng`). */
export async function recolour(raw: Raw, hex: string, title?: string): Promise<Buffer> {
  return oneColourPng(await coverageData(raw), raw, hex, title);
}

/** Renders an opaque (or transparent) SVG of a fixed pixel size straight to PNG. */
export async function svgToPng(svg: string, width: number, title?: string): Promise<Buffer> {
  return encodePng(renderRaw(svg, { width }), title);
}
