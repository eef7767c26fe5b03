import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { encodeIco } from "../src/server/images/ico";

/**
 * /favicon.ico (16, 32 and 48 px) from the site's SVG icon, for browsers and pages (like the demo
 * sign-in page) that ask for it without a <link>. Run: npx tsx scripts/favicon.ts
 */
const root = path.resolve(import.meta.dirname, "..");
const svg = fs.readFileSync(path.join(root, "src/web/public/favicon.svg"));
const images = await Promise.all(
  [16, 32, 48].map(async (size) => ({
    png: await sharp(svg, { density: 300 }).resize(size, size).png().toBuffer(),
    width: size,
    height: size,
  })),
);
fs.writeFileSync(path.join(root, "src/web/public/favicon.ico"), encodeIco(images));
console.log("wrote src/web/public/favicon.ico");
