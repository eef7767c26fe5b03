import fs from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { renderOptions } from "../src/server/composition/fonts";
import { BRAND } from "../src/shared/brand";
import { PRICE_LABEL } from "../src/shared/constants";

/**
 * Renders the Open Graph card (1200x630) shown when the site is shared, with the same fonts the
 * logo generator ships. Run: npx tsx scripts/og-image.ts
 */
const root = path.resolve(import.meta.dirname, "..");
const examples = ["northbean", "greenleaf-market", "stride-supply"];
const tiles = await Promise.all(
  examples.map(async (slug) => {
    const file = path.join(root, "src/web/assets/examples", `${slug}.webp`);
    return (await sharp(file).resize(250, 250).png().toBuffer()).toString("base64");
  }),
);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef2ff"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect x="72" y="72" width="64" height="64" rx="14" fill="#4f46e5"/>
  <path d="M92 120c6-2 10-8 12-16 2 8 6 14 12 16" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="104" cy="96" r="5" fill="#fbbf24"/>
  <text x="156" y="118" font-family="Montserrat" font-weight="700" font-size="38" fill="#0f172a">${BRAND.productName}</text>
  <text x="72" y="250" font-family="Montserrat" font-weight="800" font-size="64" fill="#0f172a">Your brand name and logo,</text>
  <text x="72" y="330" font-family="Montserrat" font-weight="800" font-size="64" fill="#4f46e5">ready in minutes.</text>
  <text x="72" y="400" font-family="Lato" font-weight="400" font-size="30" fill="#334155">AI names with meanings, professional logos, ${PRICE_LABEL} once.</text>
  ${tiles
    .map(
      (b64, i) =>
        `<rect x="${72 + i * 280}" y="440" width="250" height="150" rx="18" fill="#fff" stroke="#e2e8f0"/><image x="${72 + i * 280}" y="440" width="250" height="150" preserveAspectRatio="xMidYMid slice" href="data:image/png;base64,${b64}"/>`,
    )
    .join("")}
</svg>`;
const png = new Resvg(svg, renderOptions(["montserrat-700", "montserrat-800", "lato-400"], BRAND.productName))
  .render()
  .asPng();
const out = path.join(root, "src/web/public/og-image.png");
fs.writeFileSync(out, await sharp(png).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer());
console.log(`wrote ${out} (${fs.statSync(out).size} bytes)`);
