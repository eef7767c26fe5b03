import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { BRAND } from "@/shared/brand";
import type { FaceId } from "../composition/fonts";
import { renderOptions } from "../composition/fonts";
import { withPngText } from "../images/png-text";

/**
 * Pixels for the kit, rendered from vectors: at the size asked for, or at twice it and halved by
 * area averaging (`halve`), which is what the renderer's anti-aliasing does at the smaller size.
 * resvg rasterises; sharp encodes, which is several times faster than resvg's own PNG encoder at
 * 4096 px.
 */

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

/** Little-endian words: RGBA in memory is ABGR in a Uint32 (every platform Node runs on). */
const words = (bytes: Uint8Array) => new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);

/**
 * A premultiplied render at half the size: each pixel the rounded mean of the 2 x 2 it covers
 * (outside the image counts as transparent, as it is for the renderer at the smaller size). The
 * result stays within SSIM 0.98 of the half-size render when that is exactly half the size
 * (raster.test.ts): the kit
 * renders each drawing once, at its largest size, and halves it for the smaller ones (decision 023).
 */
export function halve(raw: Raw): Raw {
  const { pixels, width, height: rows } = raw;
  const w = Math.ceil(width / 2);
  const r = Math.ceil(rows / 2);
  // Word access needs 4-byte alignment: a fresh ArrayBuffer for the result, a copy of an input
  // that sits at an odd offset (resvg's own buffers never do).
  const out = Buffer.from(new ArrayBuffer(w * r * 4));
  const to = words(out);
  const from = words(pixels.byteOffset % 4 === 0 ? pixels : Buffer.from(pixels));
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
 * A one-colour version in another colour, from the pixels of one already rendered: the coverage
 * (alpha) is the drawing, so the result is the same as rendering it again in that colour. Written
 * unpremultiplied, so every covered pixel is exactly that colour.
 */
export async function recolour(raw: Raw, hex: string, title?: string, into?: Buffer): Promise<Buffer> {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const source = raw.pixels;
  // Callers colouring one drawing several times pass one buffer for all: at 4096 px each is 64 MB
  // that the garbage collector would otherwise hold until it next runs (decision 018).
  const pixels = into && into.length === source.length ? into : Buffer.allocUnsafe(source.length);
  const words = source.byteOffset % 4 === 0 && pixels.byteOffset % 4 === 0;
  if (words && new Uint8Array(new Uint32Array([1]).buffer)[0] === 1) {
    // A pixel at a time as one little-endian word (RGBA in memory is ABGR in the word): the
    // kit's largest cost after rendering was this loop a byte at a time (issue 27).
    const from = new Uint32Array(source.buffer, source.byteOffset, source.length >> 2);
    const to = new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length >> 2);
    const colour = (r | (g << 8) | (b << 16)) >>> 0;
    for (let i = 0; i < from.length; i++) to[i] = ((from[i]! & 0xff000000) | colour) >>> 0;
  } else {
    for (let i = 0; i < source.length; i += 4) {
      pixels[i] = r;
      pixels[i + 1] = g;
      pixels[i + 2] = b;
      pixels[i + 3] = source[i + 3]!;
    }
  }
  return encodePng({ pixels, width: raw.width, height: raw.height }, title, false);
}

/** Renders an opaque (or transparent) SVG of a fixed pixel size straight to PNG. */
export async function svgToPng(svg: string, width: number, title?: string): Promise<Buffer> {
  return encodePng(renderRaw(svg, { width }), title);
}
