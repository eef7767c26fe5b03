import { BRAND } from "@/shared/brand";
import { JPEG_QUALITY, LOGO_PREVIEW_MAX } from "@/shared/constants";

/**
 * Image work for logos (decisions section 7): 512 px previews, a visibly watermarked one for
 * sessions without download permission, and the download files. The full-resolution original
 * only leaves the server through the download call.
 */

/**
 * sharp (~25 MB), resvg and the font files load on the first image, not at start-up: most
 * requests never touch an image. (The server bundle keeps package imports as they are written,
 * so only an import() inside a function defers one.)
 */
const sharpModule = () => import("sharp").then((m) => m.default);

const WATERMARK_TEXT = `${BRAND.productName} · PREVIEW`;
let watermark: Promise<Buffer> | undefined;

function watermarkOverlay(): Promise<Buffer> {
  watermark ??= renderWatermark().catch((error: unknown) => {
    watermark = undefined;
    throw error;
  });
  return watermark;
}

async function renderWatermark(): Promise<Buffer> {
  const [{ Resvg }, { renderOptions }] = await Promise.all([
    import("@resvg/resvg-js"),
    import("../providers/logos/demo/fonts"),
  ]);
  const size = LOGO_PREVIEW_MAX;
  const rows: string[] = [];
  for (let y = -size; y < size * 2; y += 96) {
    for (let x = -size; x < size * 2; x += 300) {
      const offset = (y / 96) % 2 === 0 ? 0 : 150;
      rows.push(
        `<text x="${x + offset}" y="${y}" font-family="Montserrat" font-weight="700" font-size="22" letter-spacing="2">${WATERMARK_TEXT}</text>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <g transform="rotate(-30 ${size / 2} ${size / 2})" fill="#0f172a" fill-opacity="0.16" stroke="#ffffff" stroke-opacity="0.22" stroke-width="1">${rows.join("")}</g>
  <rect x="0" y="${size - 44}" width="${size}" height="44" fill="#0f172a" fill-opacity="0.72"/>
  <text x="${size / 2}" y="${size - 16}" text-anchor="middle" font-family="Montserrat" font-weight="700" font-size="16" letter-spacing="4" fill="#ffffff">PREVIEW · UNLOCK FULL RESOLUTION</text>
</svg>`;
  return new Resvg(svg, renderOptions(["montserrat-700"], WATERMARK_TEXT)).render().asPng();
}

export type LogoPreviews = { clean: Buffer; marked: Buffer };

export async function makePreviews(png: Buffer): Promise<LogoPreviews> {
  const [sharp, overlay] = await Promise.all([sharpModule(), watermarkOverlay()]);
  const resized = await sharp(png)
    .resize(LOGO_PREVIEW_MAX, LOGO_PREVIEW_MAX, { fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .png()
    .toBuffer();
  const [clean, marked] = await Promise.all([
    sharp(resized).webp({ quality: 86 }).toBuffer(),
    sharp(resized)
      .composite([{ input: overlay }])
      .webp({ quality: 80 })
      .toBuffer(),
  ]);
  return { clean, marked };
}

/** Normalises whatever a provider returned to a PNG and reads its size. */
export async function normalisePng(image: Buffer): Promise<{ png: Buffer; width: number; height: number }> {
  const sharp = await sharpModule();
  const { data, info } = await sharp(image).png().toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/** The compressed download: a JPEG at quality 0.8 on white (spec section 7). */
export async function toCompressedJpeg(png: Buffer | Uint8Array): Promise<Buffer> {
  const sharp = await sharpModule();
  return sharp(png)
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: Math.round(JPEG_QUALITY * 100), mozjpeg: true })
    .toBuffer();
}
