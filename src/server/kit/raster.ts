import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { BRAND } from "@/shared/brand";
import type { FaceId } from "../composition/fonts";
import { renderOptions } from "../composition/fonts";
import { withPngText } from "../images/png-text";

/**
 * Pixels for the kit, always rendered from vectors at the size asked for (never a rescaled
 * bitmap). resvg rasterises; sharp encodes, which is several times faster than resvg's own PNG
 * encoder at 4096 px.
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
