import { Resvg } from "@resvg/resvg-js";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { renderOptions } from "@/server/composition/fonts";
import type { Database } from "@/server/db/schema";
import { BRAND } from "@/shared/brand";
import { JPEG_QUALITY, LOGO_PREVIEW_MAX } from "@/shared/constants";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locale";
import { withPngText } from "./png-text";

/**
 * Image work for logos (docs/product.md#download): 512 px previews, a visibly watermarked one for
 * sessions without download permission, and the download files. The full-resolution original
 * only leaves the server through the download call.
 */

/** The watermark's words in each language (issue 31): across the image, and on the band below. */
export const WATERMARK_TEXTS: Record<Locale, { mark: string; band: string }> = {
  en: { mark: `${BRAND.productName} · PREVIEW`, band: "PREVIEW · UNLOCK FULL RESOLUTION" },
  id: { mark: `${BRAND.productName} · PRATINJAU`, band: "PRATINJAU · BUKA RESOLUSI PENUH" },
};
const watermarks = new Map<Locale, Buffer>();

function watermarkOverlay(locale: Locale): Buffer {
  const cached = watermarks.get(locale);
  if (cached) return cached;
  const { mark, band } = WATERMARK_TEXTS[locale];
  // Room for the longest mark: the English one keeps the spacing its stored previews were made with.
  const step = locale === DEFAULT_LOCALE ? 300 : Math.round(mark.length * 15);
  const size = LOGO_PREVIEW_MAX;
  const rows: string[] = [];
  for (let y = -size; y < size * 2; y += 96) {
    for (let x = -size; x < size * 2; x += step) {
      const offset = (y / 96) % 2 === 0 ? 0 : step / 2;
      rows.push(
        `<text x="${x + offset}" y="${y}" font-family="Montserrat" font-weight="700" font-size="22" letter-spacing="2">${mark}</text>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <g transform="rotate(-30 ${size / 2} ${size / 2})" fill="#0f172a" fill-opacity="0.16" stroke="#ffffff" stroke-opacity="0.22" stroke-width="1">${rows.join("")}</g>
  <rect x="0" y="${size - 44}" width="${size}" height="44" fill="#0f172a" fill-opacity="0.72"/>
  <text x="${size / 2}" y="${size - 16}" text-anchor="middle" font-family="Montserrat" font-weight="700" font-size="16" letter-spacing="4" fill="#ffffff">${band}</text>
</svg>`;
  const overlay = new Resvg(svg, renderOptions(["montserrat-700"], `${mark}${band}`)).render().asPng();
  watermarks.set(locale, overlay);
  return overlay;
}

export type LogoPreviews = { clean: Buffer; marked: Buffer };

export async function makePreviews(png: Buffer): Promise<LogoPreviews> {
  const resized = await sharp(png)
    .resize(LOGO_PREVIEW_MAX, LOGO_PREVIEW_MAX, { fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .png()
    .toBuffer();
  const [clean, marked] = await Promise.all([
    sharp(resized).webp({ quality: 86 }).toBuffer(),
    sharp(resized)
      .composite([{ input: watermarkOverlay(DEFAULT_LOCALE) }])
      .webp({ quality: 80 })
      .toBuffer(),
  ]);
  return { clean, marked };
}

/**
 * The watermarked preview in another language than the stored (English) one, made from the clean
 * preview on the server: the clean image itself never leaves it.
 */
export async function markedPreview(clean: Uint8Array, locale: Locale): Promise<Buffer> {
  return sharp(clean)
    .composite([{ input: watermarkOverlay(locale) }])
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * The 512 px preview a reader may see: clean once the brand is paid for; otherwise watermarked in
 * the reader's language, the stored English one or one marked here from the clean preview (which
 * itself never leaves the server unpaid). Null when the logo has no preview.
 */
export async function readablePreview(
  // The image store's reader (storage/image-store.ts) by shape: its type would close an import circle.
  images: {
    read(db: Kysely<Database>, logoId: string, file: "preview" | "preview_marked"): Promise<Buffer | null>;
  },
  db: Kysely<Database>,
  logoId: string,
  { clean, locale }: { clean: boolean; locale: Locale },
): Promise<Uint8Array | null> {
  const translated = !clean && locale !== DEFAULT_LOCALE;
  const stored = await images.read(db, logoId, clean || translated ? "preview" : "preview_marked");
  if (!stored || !translated) return stored;
  return markedPreview(stored, locale);
}

/**
 * The editor's live preview: a logo already rendered at preview size, watermarked unless the brand
 * is paid for. One WebP, no resizing: this runs on every change and must stay fast.
 */
export async function editPreview(
  png: Buffer,
  watermarked: boolean,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Buffer> {
  const image = sharp(png).flatten({ background: "#ffffff" });
  return (watermarked ? image.composite([{ input: watermarkOverlay(locale) }]) : image)
    .webp({ quality: watermarked ? 80 : 86, effort: 2 })
    .toBuffer();
}

/**
 * Normalises whatever a provider returned to a PNG, reads its size, and records in the file the
 * brand name it was made for.
 */
export async function normalisePng(
  image: Buffer,
  brandName: string,
): Promise<{ png: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(image).png().toBuffer({ resolveWithObject: true });
  const png = withPngText(data, { Title: brandName, Software: BRAND.productName });
  return { png, width: info.width, height: info.height };
}

/** The compressed download: a JPEG at quality 0.8 on white (docs/product.md#download). */
export async function toCompressedJpeg(png: Buffer | Uint8Array): Promise<Buffer> {
  return sharp(png)
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: Math.round(JPEG_QUALITY * 100), mozjpeg: true })
    .toBuffer();
}
