import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { BRAND } from "@/shared/brand";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locale";
import type { LogoDesign } from "@/shared/logo-design";
import type { MockupSceneId } from "@/shared/mockup-scenes";
import { renderOptions } from "../composition/fonts";
import { WATERMARK_TEXTS } from "../images/logo-images";
import { withPngText } from "../images/png-text";
import { renderRaw } from "../kit/raster";
import { drawScene, SCENE_HEIGHT, SCENE_WIDTH } from "./scenes";

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

const overlays = new Map<string, Buffer>();

/** Diagonal rows of the product's name across the whole scene, like the logo previews' mark. */
function watermarkOverlay(width: number, locale: Locale): Buffer {
  const MARK = WATERMARK_TEXTS[locale].mark;
  const cached = overlays.get(`${locale}:${width}`);
  if (cached) return cached;
  const height = Math.round((width * SCENE_HEIGHT) / SCENE_WIDTH);
  const size = Math.round(width / 46);
  const rows: string[] = [];
  for (let y = -height; y < height * 2; y += size * 4.4) {
    const offset = Math.round(y / (size * 4.4)) % 2 === 0 ? 0 : size * 7;
    for (let x = -width + offset; x < width * 2; x += size * 14) {
      rows.push(`<text x="${x}" y="${y}">${MARK}</text>`);
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<g transform="rotate(-30 ${width / 2} ${height / 2})" font-family="Montserrat" font-weight="700" font-size="${size}" letter-spacing="2" fill="#0f172a" fill-opacity="0.17" stroke="#ffffff" stroke-opacity="0.25" stroke-width="1">${rows.join("")}</g></svg>`;
  const png = new Resvg(svg, renderOptions(["montserrat-700"], MARK)).render().asPng();
  overlays.set(`${locale}:${width}`, png);
  return png;
}

export type SceneImageInput = {
  design: LogoDesign;
  scene: MockupSceneId;
  width: number;
  watermarked: boolean;
  /** The watermark's language (the reader's). */
  locale?: Locale;
};

function sceneRaw(input: SceneImageInput) {
  const drawing = drawScene(input.design, input.scene, {
    outputWidth: input.width,
    maxLogoPx: input.watermarked ? WATERMARKED_LOGO_MAX_PX : undefined,
  });
  return renderRaw(drawing.svg, { width: input.width });
}

/** A scene as WebP, for the screens. */
export async function sceneWebp(input: SceneImageInput): Promise<Buffer> {
  const raw = sceneRaw(input);
  const image = sharp(raw.pixels, {
    raw: { width: raw.width, height: raw.height, channels: 4, premultiplied: true },
  });
  return (
    input.watermarked
      ? image.composite([{ input: watermarkOverlay(raw.width, input.locale ?? DEFAULT_LOCALE) }])
      : image
  )
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}

/**
 * A scene as PNG (the kit's, clean). Opaque, so three channels; no adaptive row filters, which
 * on these smooth gradients cost three times the encoding for files a third smaller.
 */
export async function scenePng(input: Omit<SceneImageInput, "watermarked">, title: string): Promise<Buffer> {
  const raw = sceneRaw({ ...input, watermarked: false });
  const png = await sharp(raw.pixels, {
    raw: { width: raw.width, height: raw.height, channels: 4, premultiplied: true },
  })
    .removeAlpha()
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  return withPngText(png, { Title: title, Software: BRAND.productName });
}
