import { derivePalette } from "@/server/composition/color";
import { composeLogo } from "@/server/composition/compose";
import { escapeXml } from "@/server/composition/svg";
import type { LogoDesign } from "@/shared/logo-design";
import type { KitFile } from "./kit-fonts";
import { SOCIAL_IMAGES, type SocialImage, symbolDesign } from "./kit-plan";
import { type Box, drawingBounds, fitBox, logoArt, placeArt, svgDocument } from "./logo-art";
import { svgToPng } from "./raster";

/**
 * Social images: the brand's background colour with the logo inside the area every platform
 * shows (profile pictures are cropped to circles, banners to different shapes per device).
 */

type Frame = { logo: Box };

/** Where the logo goes on each image, in that image's pixels. */
export function frameOf(image: SocialImage): Frame {
  const { width: W, height: H } = image;
  const centred = (w: number, h: number): Box => ({ x: (W - w) / 2, y: (H - h) / 2, width: w, height: h });
  switch (image.id) {
    case "profile-400":
    case "profile-1080":
      // A square inside the circle crop, with room to spare.
      return { logo: centred(W * 0.56, H * 0.56) };
    case "open-graph":
      return { logo: centred(W * 0.7, H * 0.6) };
    case "x-banner":
      return { logo: centred(W * 0.56, H * 0.5) };
    case "linkedin-banner":
      // The profile picture covers the lower left: the logo sits right of centre.
      return { logo: { x: W * 0.38, y: H * 0.22, width: W * 0.5, height: H * 0.56 } };
    case "youtube-banner":
      // Inside the 1546 x 423 area shown on every device.
      return { logo: centred(1160, 320) };
    case "facebook-cover":
      // Phones show the middle 640 px.
      return { logo: centred(480, 170) };
  }
}

/** The smallest tagline worth setting: its capitals at least this many pixels tall on the image as shown. */
export const MIN_TAGLINE_CAP_PX = 9;

/** Capital height as a share of the font size (the kit's faces are all close to this). */
const CAP_HEIGHT = 0.7;

/** The tagline's font size in composition units, read from the live-text drawing. */
function taglineFontSize(design: LogoDesign): number | null {
  if (!design.tagline) return null;
  const svg = composeLogo(design, { text: "live" }).svg;
  const tagline = escapeXml(design.tagline.toLocaleUpperCase());
  for (const match of svg.matchAll(
    /<text\b[^>]*\bfont-size="([\d.]+)"[^>]*>(?:<textPath\b[^>]*>)?([^<]*)/g,
  )) {
    if (match[2] === tagline) return Number(match[1]);
  }
  return null;
}

/** The tagline's capital height in image pixels when `design` is fitted into `box`. */
export function taglineCapPx(design: LogoDesign, box: Box): number {
  const size = taglineFontSize(design);
  if (size === null) return Number.POSITIVE_INFINITY;
  const { board } = drawingBounds(design);
  const scale = fitBox(board, box).width / board.width;
  return size * CAP_HEIGHT * scale;
}

/**
 * The logo each image shows: the layout as chosen (an emblem stays an emblem), except that a
 * profile picture, cropped to a circle, shows the mark alone unless the logo is already a badge.
 * A tagline too small to read at the image's size is left out rather than shown as a smudge.
 */
export function socialLogo(design: LogoDesign, image: SocialImage): LogoDesign {
  const profile = image.id.startsWith("profile");
  const chosen = profile && design.layout !== "emblem" ? symbolDesign(design) : design;
  const box = frameOf(image).logo;
  return taglineCapPx(chosen, box) >= MIN_TAGLINE_CAP_PX ? chosen : { ...chosen, tagline: null };
}

export function socialSvg(design: LogoDesign, image: SocialImage): string {
  const palette = derivePalette(design.colors);
  const frame = frameOf(image);
  const { width: W, height: H } = image;
  const logo = logoArt(socialLogo(design, image), { colorMode: "full" });
  const placed = placeArt(logo, fitBox(logo, frame.logo), "l-");
  return svgDocument(W, H, `<rect width="${W}" height="${H}" fill="${palette.bg}"/>${placed}`);
}

export async function socialFiles(design: LogoDesign, brandName: string): Promise<KitFile[]> {
  const files: KitFile[] = [];
  for (const image of SOCIAL_IMAGES) {
    files.push({ path: image.path, data: await svgToPng(socialSvg(design, image), image.width, brandName) });
  }
  return files;
}
