import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { derivePalette } from "@/server/composition/color";
import { renderOptions } from "@/server/composition/fonts";
import { BRAND } from "@/shared/brand";
import type { LogoDesign } from "@/shared/logo-design";
import { faviconSvg } from "./icons";
import { SOCIAL_IMAGES } from "./kit-plan";
import { logoArt, placeArt, svgDocument } from "./logo-art";
import { encodePng, renderRaw } from "./raster";
import { socialSvg } from "./social";

/**
 * The kit as step 5 shows it, before and after payment: small tiles (colour versions, the favicon
 * at its real 16 px, a social profile). Without download permission every tile that could be
 * useful as a file is low resolution and watermarked (docs/product.md#download).
 */

export const KIT_PREVIEW_TILES = [
  "full",
  "black",
  "white",
  "mono",
  "favicon-16",
  "favicon-32",
  "profile",
  "banner",
] as const;
export type KitPreviewTile = (typeof KIT_PREVIEW_TILES)[number];

/** Tiles a logo without a stored composition can show (no colour versions). */
export const RASTER_PREVIEW_TILES: readonly KitPreviewTile[] = [
  "full",
  "favicon-16",
  "favicon-32",
  "profile",
  "banner",
];

export type KitPreviewInput = {
  tile: KitPreviewTile;
  marked: boolean;
  source: { design: LogoDesign } | { png: Uint8Array };
};

export type KitPreviewImage = { data: Buffer; type: "image/webp" | "image/png" };

const COLOUR_TILE = 360;
const PROFILE_TILE = 320;
const BANNER_TILE = 600;
const WATERMARK = `${BRAND.productName} · PREVIEW`;

/**
 * A repeating diagonal "PREVIEW" over the whole image, in two tones: a dark shadow under light
 * letters, so it shows as clearly on a dark design as on a light one (and on mid-grey, where one
 * tone alone would nearly vanish). Kit tests require every marked tile to change at least 4% of
 * its pixels by a CIEDE2000 difference of 5 or more, on light, dark and mid-grey designs.
 */
function watermark(width: number, height: number): Buffer {
  const rows: string[] = [];
  const diagonal = Math.hypot(width, height);
  for (let y = -diagonal; y < diagonal * 1.5; y += 56) {
    for (let x = -diagonal; x < diagonal * 1.5; x += 280) {
      const shift = Math.round(y / 56) % 2 === 0 ? 0 : 140;
      rows.push(`<text x="${x + shift}" y="${y}">${WATERMARK}</text>`);
    }
  }
  const text = rows.join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<g transform="rotate(-30 ${width / 2} ${height / 2})" font-family="Montserrat" font-weight="700" font-size="17" letter-spacing="1.5">` +
    `<g transform="translate(1.5 1.5)" fill="#0F172A" fill-opacity="0.3">${text}</g>` +
    `<g fill="#FFFFFF" fill-opacity="0.42">${text}</g></g></svg>`;
  return new Resvg(svg, renderOptions(["montserrat-700"], WATERMARK)).render().asPng();
}

async function finish(png: Buffer, marked: boolean): Promise<KitPreviewImage> {
  let image = sharp(png);
  if (marked) {
    const { width = 1, height = 1 } = await sharp(png).metadata();
    image = sharp(
      await image
        .composite([{ input: watermark(width, height) }])
        .png()
        .toBuffer(),
    );
  }
  return {
    data: await image.webp({ quality: marked ? 72 : 86, alphaQuality: 90 }).toBuffer(),
    type: "image/webp",
  };
}

async function rasterTile(png: Buffer, tile: KitPreviewTile, marked: boolean): Promise<KitPreviewImage> {
  if (tile === "favicon-16" || tile === "favicon-32") {
    const size = tile === "favicon-16" ? 16 : 32;
    return { data: await sharp(png).resize(size, size).png().toBuffer(), type: "image/png" };
  }
  const size = tile === "banner" ? BANNER_TILE : tile === "profile" ? PROFILE_TILE : COLOUR_TILE;
  const height = tile === "banner" ? BANNER_TILE / 3 : size;
  const resized = await sharp(png)
    .resize(size, height, { fit: "contain", background: "#FFFFFF" })
    .flatten({ background: "#FFFFFF" })
    .png()
    .toBuffer();
  return finish(resized, marked);
}

export async function renderKitPreview(input: KitPreviewInput): Promise<KitPreviewImage> {
  const { tile, marked } = input;
  if ("png" in input.source) {
    if (!RASTER_PREVIEW_TILES.includes(tile)) throw new Error(`no ${tile} preview without a composition`);
    return rasterTile(Buffer.from(input.source.png), tile, marked);
  }
  const { design } = input.source;
  switch (tile) {
    case "full":
    case "black":
    case "white":
    case "mono": {
      // Each version on the background it is made for: the brand's own for full colour and one
      // colour (the colours are chosen to read on it), white for black, dark for white.
      const backdrop =
        tile === "black" ? "#FFFFFF" : tile === "white" ? "#1E293B" : derivePalette(design.colors).bg;
      const art = logoArt(design, { colorMode: tile });
      const [w, h] = [COLOUR_TILE, (COLOUR_TILE * 3) / 4];
      const box = { x: w * 0.12, y: h * 0.14, width: w * 0.76, height: h * 0.72 };
      const svg = svgDocument(
        w,
        h,
        `<rect width="${w}" height="${h}" fill="${backdrop}"/>${placeArt(art, box, "t-")}`,
      );
      return finish(await encodePng(renderRaw(svg, { width: w })), marked);
    }
    case "favicon-16":
    case "favicon-32": {
      // Too small to be worth taking: the real favicon, unmarked, so the tab mock-up shows it truly.
      const size = tile === "favicon-16" ? 16 : 32;
      return {
        data: await encodePng(renderRaw(faviconSvg(design, size), { width: size })),
        type: "image/png",
      };
    }
    case "profile": {
      const image = SOCIAL_IMAGES.find((i) => i.id === "profile-400")!;
      return finish(await encodePng(renderRaw(socialSvg(design, image), { width: PROFILE_TILE })), marked);
    }
    case "banner": {
      const image = SOCIAL_IMAGES.find((i) => i.id === "x-banner")!;
      return finish(await encodePng(renderRaw(socialSvg(design, image), { width: BANNER_TILE })), marked);
    }
  }
}
