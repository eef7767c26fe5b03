import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { measure, renderOptions } from "@/server/composition/fonts";
import { WATERMARK_TEXTS } from "@/server/images/logo-images";
import { withPngText } from "@/server/images/png-text";
import { renderRaw } from "@/server/kit/raster";
import { BRAND } from "@/shared/brand";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locale";
import type { LogoDesign } from "@/shared/logo-design";
import type { MockupSceneId } from "@/shared/mockup-scenes";
import type { SceneCopy } from "./copy";
import { drawScene } from "./scenes";

/**
 * Scenes to pixels, inside the render pool. Previews are WebP about 1024 px wide; the editor's live
 * scene is smaller (its 150 ms budget); the kit's are PNG at 2000 px. Before the first confirmed
 * download a scene is watermarked and its logo is held to 512 px (docs/product.md#download).
 */

export const SCENE_PREVIEW_WIDTH = 1024;
export const SCENE_EDITOR_WIDTH = 640;
export const SCENE_KIT_WIDTH = 2000;
/** The logo's largest side inside a watermarked scene, in image pixels. */
export const WATERMARKED_LOGO_MAX_PX = 512;

/** A watermark as the pixels it covers: their indices and premultiplied RGBA, ready to blend. */
type Mark = { at: Uint32Array; rgba: Uint8Array };
const marks = new Map<string, Mark>();

/** Diagonal rows of the product's name across the whole scene, like the logo previews' mark. */
function watermark(width: number, height: number, locale: Locale): Mark {
  const key = `${locale}:${width}`;
  const cached = marks.get(key);
  if (cached) return cached;
  const MARK = WATERMARK_TEXTS[locale].mark;
  const size = Math.round(width / 46);
  // Each mark's own length apart (the Indonesian one is longer), so the rows never run together.
  const step = measure("montserrat-700", MARK, size, 2) + size * 3;
  const rows: string[] = [];
  for (let y = -height; y < height * 2; y += size * 4.4) {
    const offset = Math.round(y / (size * 4.4)) % 2 === 0 ? 0 : step / 2;
    for (let x = -width + offset; x < width * 2; x += step) {
      rows.push(`<text x="${x}" y="${y}">${MARK}</text>`);
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<g transform="rotate(-30 ${width / 2} ${height / 2})" font-family="Montserrat" font-weight="700" font-size="${size}" letter-spacing="2" fill="#0f172a" fill-opacity="0.17" stroke="#ffffff" stroke-opacity="0.25" stroke-width="1">${rows.join("")}</g></svg>`;
  const pixels = new Resvg(svg, renderOptions(["montserrat-700"], MARK)).render().pixels;
  const words = new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.byteLength >> 2);
  let count = 0;
  for (let i = 0; i < words.length; i++) if (words[i] !== 0) count++;
  const at = new Uint32Array(count);
  const rgba = new Uint8Array(count * 4);
  for (let i = 0, n = 0; i < words.length; i++) {
    if (words[i] === 0) continue;
    at[n] = i;
    rgba.set(pixels.subarray(i * 4, i * 4 + 4), n * 4);
    n++;
  }
  const mark = { at, rgba };
  marks.set(key, mark);
  return mark;
}

/**
 * The watermark laid over a rendered scene in place ("source over", premultiplied). Only the
 * pixels the mark covers are touched: compositing a whole overlay image cost as much as drawing
 * the scene.
 */
function stamp(pixels: Uint8Array, mark: Mark): void {
  const { at, rgba } = mark;
  for (let n = 0; n < at.length; n++) {
    const o = at[n]! * 4;
    const m = n * 4;
    const keep = 255 - rgba[m + 3]!;
    for (let c = 0; c < 4; c++) pixels[o + c] = (rgba[m + c]! + (pixels[o + c]! * keep + 127) / 255) | 0;
  }
}

export type SceneImageInput = {
  design: LogoDesign;
  scene: MockupSceneId;
  width: number;
  watermarked: boolean;
  /** The watermark's language (the reader's). */
  locale?: Locale;
  /** The words on the scene (the brand's name, brief and contact lines, in the reader's language). */
  copy?: SceneCopy;
};

/**
 * A scene's pixels. Every scene paints its whole board, so they are opaque: premultiplied and
 * straight alpha are the same, and the encoders are told so (no unpremultiplying pass).
 */
function sceneRaw(input: SceneImageInput) {
  const drawing = drawScene(input.design, input.scene, {
    outputWidth: input.width,
    maxLogoPx: input.watermarked ? WATERMARKED_LOGO_MAX_PX : undefined,
    copy: input.copy,
  });
  const raw = renderRaw(drawing.svg, { width: input.width });
  if (input.watermarked) stamp(raw.pixels, watermark(raw.width, raw.height, input.locale ?? DEFAULT_LOCALE));
  return sharp(raw.pixels, { raw: { width: raw.width, height: raw.height, channels: 4 } }).removeAlpha();
}

/** A scene as WebP, for the screens. */
export async function sceneWebp(input: SceneImageInput): Promise<Buffer> {
  return sceneRaw(input).webp({ quality: 82, effort: 1 }).toBuffer();
}

/**
 * A scene as PNG (the kit's, clean). Opaque, so three channels; no adaptive row filters, which
 * on these smooth gradients cost three times the encoding for files a third smaller.
 */
export async function scenePng(input: Omit<SceneImageInput, "watermarked">, title: string): Promise<Buffer> {
  const png = await sceneRaw({ ...input, watermarked: false })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  return withPngText(png, { Title: title, Software: BRAND.productName });
}
