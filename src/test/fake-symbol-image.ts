import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";

/**
 * Pictures like the ones an image model returns for a symbol prompt: a flat two- or three-colour
 * drawing, centred on an off-white background, 1024 px, with the compression noise of a JPEG.
 */
const DRAWINGS = {
  cup: `<rect width="1024" height="1024" fill="#FAF8F3"/>
    <path d="M300 470h380v90c0 120-85 200-190 200s-190-80-190-200z" fill="#5B3A29"/>
    <path d="M670 500c90 0 90 130 0 130" fill="none" stroke="#5B3A29" stroke-width="34"/>
    <path d="M420 420c-30-40 30-70 0-120M500 420c-30-40 30-70 0-120M580 420c-30-40 30-70 0-120" fill="none" stroke="#D08A4E" stroke-width="26" stroke-linecap="round"/>
    <rect x="260" y="780" width="460" height="34" rx="17" fill="#5B3A29"/>`,
  leaf: `<rect width="1024" height="1024" fill="#FFFFFF"/>
    <path d="M512 220C700 320 760 560 512 800C264 560 324 320 512 220Z" fill="#2F7A4B"/>
    <path d="M512 300V790" stroke="#FFFFFF" stroke-width="22"/>
    <circle cx="700" cy="300" r="70" fill="#E3B23C"/>`,
} as const;

export type FakeSymbol = keyof typeof DRAWINGS;

export async function fakeSymbolImage(kind: FakeSymbol = "cup"): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">${DRAWINGS[kind]}</svg>`;
  const png = new Resvg(svg).render().asPng();
  const jpeg = await sharp(png).jpeg({ quality: 82 }).toBuffer();
  return sharp(jpeg).png().toBuffer();
}
