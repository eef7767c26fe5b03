import type { LogoDesign } from "@/shared/logo-design";
import { derivePalette } from "../composition/color";
import type { KitFile } from "./kit-fonts";
import { SOCIAL_IMAGES, type SocialImage, symbolDesign } from "./kit-plan";
import { type Box, fitBox, logoArt, placeArt, svgDocument } from "./logo-art";
import { svgToPng } from "./raster";

/**
 * Social images: the brand's background colour with the logo inside the area every platform
 * shows (profile pictures are cropped to circles, banners to different shapes per device).
 */

/** The wide arrangement for banners: symbol beside the name, or the name alone. */
function bannerDesign(design: LogoDesign): LogoDesign {
  return { ...design, layout: design.symbol.kind === "none" ? "wordmark" : "horizontal" };
}

type Frame = { logo: Box; decoration?: "right" | "left" };

/** Where the logo goes on each image, in that image's pixels. */
function frameOf(image: SocialImage): Frame {
  const { width: W, height: H } = image;
  const centred = (w: number, h: number): Box => ({ x: (W - w) / 2, y: (H - h) / 2, width: w, height: h });
  switch (image.id) {
    case "profile-400":
    case "profile-1080":
      // A square inside the circle crop, with room to spare.
      return { logo: centred(W * 0.56, H * 0.56) };
    case "open-graph":
      return { logo: centred(W * 0.66, H * 0.46), decoration: "right" };
    case "x-banner":
      return { logo: centred(W * 0.54, H * 0.42), decoration: "right" };
    case "linkedin-banner":
      // The profile picture covers the lower left: the logo sits right of centre.
      return {
        logo: { x: W * 0.4, y: H * 0.27, width: W * 0.5, height: H * 0.46 },
        decoration: "left",
      };
    case "youtube-banner":
      // Inside the 1546 x 423 area shown on every device.
      return { logo: centred(1160, 300), decoration: "right" };
    case "facebook-cover":
      // Phones show the middle 640 px.
      return { logo: centred(460, 140), decoration: "right" };
  }
}

export function socialSvg(design: LogoDesign, image: SocialImage): string {
  const palette = derivePalette(design.colors);
  const frame = frameOf(image);
  const { width: W, height: H } = image;
  const profile = image.id.startsWith("profile");
  const logo = logoArt(profile ? symbolDesign(design) : bannerDesign(design), { colorMode: "full" });
  let decoration = "";
  if (frame.decoration) {
    // The symbol, very large and faint, running off one edge: texture without competing with the logo.
    const mark = logoArt(symbolDesign(design), { colorMode: "mono", monoColor: palette.accent });
    const size = H * 1.25;
    const x = frame.decoration === "right" ? W - size * 0.62 : -size * 0.38;
    decoration = `<g opacity="0.09">${placeArt(mark, { x, y: (H - size) / 2, width: size, height: size }, "d-")}</g>`;
  }
  const placed = placeArt(logo, fitBox(logo, frame.logo), "l-");
  return svgDocument(W, H, `<rect width="${W}" height="${H}" fill="${palette.bg}"/>${decoration}${placed}`);
}

export async function socialFiles(design: LogoDesign, brandName: string): Promise<KitFile[]> {
  const files: KitFile[] = [];
  for (const image of SOCIAL_IMAGES) {
    files.push({ path: image.path, data: await svgToPng(socialSvg(design, image), image.width, brandName) });
  }
  return files;
}
