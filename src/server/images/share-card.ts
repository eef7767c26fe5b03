import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { type FaceId, measure, renderOptions } from "@/server/composition/fonts";
import { escapeXml } from "@/server/composition/svg";
import { SHARE_TEXTS } from "@/server/i18n/share-texts";
import type { Locale } from "@/shared/locale";

const WIDTH = 1200;
const HEIGHT = 630;
const LOGO = 470;
const TEXT_X = 640;
const TEXT_WIDTH = WIDTH - TEXT_X - 70;

/** Greedy word wrap by measured width; the last allowed line ends with an ellipsis if cut. */
function wrap(face: FaceId, text: string, size: number, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (measure(face, next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && measure(face, `${last}…`, size) > width) last = last.replace(/\s*\S+$/, "");
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

/**
 * The Open Graph card (1200x630) of a public share page: the logo preview on the left, the name
 * and its meaning on the right, set in the product's own faces.
 */
export async function renderShareCard(input: {
  preview: Uint8Array;
  name: string;
  meaning: string;
  locale: Locale;
}) {
  const madeWith = SHARE_TEXTS[input.locale].madeWith;
  const nameSize = Math.min(
    72,
    Math.max(40, (TEXT_WIDTH * 72) / Math.max(measure("montserrat-800", input.name, 72), 1)),
  );
  const nameLines = wrap("montserrat-800", input.name, nameSize, TEXT_WIDTH, 2);
  const meaningLines = wrap("lato-400", input.meaning, 28, TEXT_WIDTH, 4);
  let y = 150 + nameSize;
  const parts: string[] = [];
  for (const line of nameLines) {
    parts.push(
      `<text x="${TEXT_X}" y="${y}" font-family="Montserrat" font-weight="800" font-size="${nameSize.toFixed(1)}" fill="#0f172a">${escapeXml(line)}</text>`,
    );
    y += nameSize * 1.1;
  }
  y += 18;
  for (const line of meaningLines) {
    parts.push(
      `<text x="${TEXT_X}" y="${y}" font-family="Lato" font-weight="400" font-size="28" fill="#334155">${escapeXml(line)}</text>`,
    );
    y += 40;
  }
  parts.push(
    `<text x="${TEXT_X}" y="${HEIGHT - 60}" font-family="Montserrat" font-weight="700" font-size="22" letter-spacing="1" fill="#4f46e5">${escapeXml(madeWith)}</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="#f8fafc"/>
<rect x="40" y="40" width="${LOGO + 40}" height="${LOGO + 40}" rx="28" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>
${parts.join("\n")}
</svg>`;
  const text = `${input.name}${input.meaning}${madeWith}`;
  const base = new Resvg(svg, renderOptions(["montserrat-800", "lato-400", "montserrat-700"], text))
    .render()
    .asPng();
  const logo = await sharp(input.preview)
    .resize(LOGO, LOGO, { fit: "contain", background: "#ffffff" })
    .png()
    .toBuffer();
  return sharp(base)
    .composite([{ input: logo, left: 60, top: 60 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
