import { derivePalette, relativeLuminance } from "@/server/composition/color";
import { num } from "@/server/composition/svg";
import { encodeIco } from "@/server/images/ico";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locale";
import type { LogoDesign } from "@/shared/logo-design";
import type { KitFile } from "./kit-fonts";
import { APP_ICON_SIZES, FAVICON_SIZES, ICON_FILES, symbolDesign } from "./kit-plan";
import { kitText } from "./kit-text";
import { type LogoArt, logoArt, placeArt, svgDocument } from "./logo-art";
import { svgToPng } from "./raster";

/**
 * Browser and app icons from the symbol. A symbol drawn for a dark background is light, and
 * would vanish on a light browser tab: it gets a rounded tile of the background colour; a symbol
 * drawn for a light background stays transparent.
 */

type IconStyle = "transparent" | "tile" | "full-bleed";

function iconSvg(art: LogoArt, size: number, background: string, style: IconStyle, inset: number): string {
  const pad = size * inset;
  const box = { x: pad, y: pad, width: size - pad * 2, height: size - pad * 2 };
  const backdrop =
    style === "full-bleed"
      ? `<rect width="${size}" height="${size}" fill="${background}"/>`
      : style === "tile"
        ? `<rect width="${size}" height="${size}" rx="${num(size * 0.2)}" fill="${background}"/>`
        : "";
  return svgDocument(size, size, backdrop + placeArt(art, box, "i-"));
}

export function iconPlan(design: LogoDesign) {
  const palette = derivePalette(design.colors);
  const darkBackground = relativeLuminance(palette.bg) < 0.4;
  return {
    art: logoArt(symbolDesign(design), { colorMode: "full" }),
    background: palette.bg,
    themeColour: palette.primary,
    small: (darkBackground ? "tile" : "transparent") as IconStyle,
  };
}

/** The favicon as the browser tab shows it (also the step-5 preview). */
export function faviconSvg(design: LogoDesign, size: number): string {
  const plan = iconPlan(design);
  return iconSvg(plan.art, size, plan.background, plan.small, plan.small === "tile" ? 0.1 : 0.02);
}

function shortName(name: string): string {
  if ([...name].length <= 12) return name;
  return name.split(/\s+/)[0]!.slice(0, 12);
}

export async function iconFiles(
  design: LogoDesign,
  brandName: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<KitFile[]> {
  const plan = iconPlan(design);
  const files: KitFile[] = [];
  const favicons: Array<{ png: Buffer; width: number; height: number }> = [];
  for (const size of FAVICON_SIZES) {
    const png = await svgToPng(faviconSvg(design, size), size);
    favicons.push({ png, width: size, height: size });
    files.push({ path: ICON_FILES.png(size), data: png });
  }
  files.push({ path: ICON_FILES.ico, data: encodeIco(favicons) });
  files.push({ path: ICON_FILES.svg, data: Buffer.from(faviconSvg(design, 64)) });
  // iOS fills transparency with black and rounds the corners itself: an opaque square.
  files.push({
    path: ICON_FILES.apple,
    data: await svgToPng(iconSvg(plan.art, 180, plan.background, "full-bleed", 0.16), 180, brandName),
  });
  for (const size of APP_ICON_SIZES) {
    files.push({
      path: ICON_FILES.app(size),
      data: await svgToPng(
        iconSvg(plan.art, size, plan.background, plan.small, plan.small === "tile" ? 0.12 : 0.06),
        size,
        brandName,
      ),
    });
    // Maskable icons are cropped to any shape inside the central circle of 80%: the symbol stays within it.
    files.push({
      path: ICON_FILES.maskable(size),
      data: await svgToPng(iconSvg(plan.art, size, plan.background, "full-bleed", 0.23), size, brandName),
    });
  }
  const manifest = {
    name: brandName,
    short_name: shortName(brandName),
    icons: [
      ...APP_ICON_SIZES.map((size) => ({
        src: ICON_FILES.app(size).replace("icons/", ""),
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "any",
      })),
      ...APP_ICON_SIZES.map((size) => ({
        src: ICON_FILES.maskable(size).replace("icons/", ""),
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "maskable",
      })),
    ],
    theme_color: plan.themeColour,
    background_color: plan.background,
    display: "standalone",
  };
  files.push({ path: ICON_FILES.manifest, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) });
  files.push({ path: ICON_FILES.head, data: Buffer.from(headSnippet(plan.themeColour, locale)) });
  return files;
}

function headSnippet(themeColour: string, locale: Locale): string {
  return [
    kitText(locale).iconsHead,
    "",
    '<link rel="icon" href="/icons/favicon.ico" sizes="48x48">',
    '<link rel="icon" href="/icons/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
    '<link rel="manifest" href="/icons/site.webmanifest">',
    `<meta name="theme-color" content="${themeColour}">`,
    "",
  ].join("\n");
}
