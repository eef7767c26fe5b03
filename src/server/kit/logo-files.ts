import { DEFAULT_LOCALE, type Locale } from "@/shared/locale";
import type { ColorMode, LogoDesign } from "@/shared/logo-design";
import { derivePalette } from "../composition/color";
import { getFace } from "../composition/fonts";
import type { KitFile } from "./kit-fonts";
import { kitFontPath } from "./kit-fonts";
import {
  type ColourVersion,
  colourVersions,
  type KitLayout,
  kitNames,
  PRINT_SUFFIX,
  primaryPath,
  reversedVersion,
  SPOT_NAME,
} from "./kit-plan";
import { kitText } from "./kit-text";
import { type LogoArt, logoArt, onBackgroundArt } from "./logo-art";
import { drawArt, newPdf, type PdfColour } from "./pdf";
import { encodePng, type Raw, recolour, renderRaw } from "./raster";

/** CSS px to PDF points: a logo PDF's page is its art board at 96 px to the inch. */
const PX_TO_PT = 0.75;

/** A vector PDF whose page is the logo's art board (transparent: no page background is drawn). */
export async function logoPdf(
  art: LogoArt,
  title: string,
  created: Date,
  colour: PdfColour = { space: "rgb" },
): Promise<Buffer> {
  const subject =
    colour.space === "cmyk"
      ? "Logo (vector, CMYK for print)"
      : colour.space === "spot"
        ? `Logo (vector, one spot colour: ${colour.name})`
        : "Logo (vector)";
  const { doc, finish } = newPdf({ title, subject, created });
  const width = art.width * PX_TO_PT;
  const height = art.height * PX_TO_PT;
  doc.addPage({ size: [width, height], margin: 0 });
  drawArt(doc, art, { x: 0, y: 0, width, height }, colour);
  return finish();
}

/** The mono version's colour: the mark colour as the logo draws it. */
export function monoColour(design: LogoDesign): string {
  return derivePalette(design.colors).primary;
}

const SINGLE_COLOUR: Record<Exclude<ColorMode, "full">, (design: LogoDesign) => string> = {
  black: () => "#000000",
  white: () => "#FFFFFF",
  mono: monoColour,
};

/**
 * The live-text master: the name as <text> in its typeface, which a design tool can edit. The
 * fonts sit in the kit's fonts/ folder; the @font-face rules point there for viewers that read them.
 */
function liveTextSvg(design: LogoDesign, depth: string): LogoArt {
  const art = logoArt(design, { text: "live" });
  const rules = [...new Set(art.faces)]
    .map((id) => {
      const { family, weight, style } = getFace(id);
      return `@font-face{font-family:"${family}";font-weight:${weight};font-style:${style};src:url("${depth}${kitFontPath(id)}") format("truetype")}`;
    })
    .join("");
  const svg = art.svg.replace(/(<svg\b[^>]*>)/, `$1<defs><style>${rules}</style></defs>`);
  return { ...art, svg };
}

export type LogoSetInput = {
  design: LogoDesign;
  brandName: string;
  /** "primary": the logo as chosen, in logo/ and logo/colour-versions/; else a layout in logo/layouts/. */
  target: "primary" | KitLayout;
  /** Which colour versions, PNG sizes and whether the vector files: the kit splits the work between render workers. */
  modes: ColorMode[];
  sizes: readonly number[];
  vectors: boolean;
  created: Date;
  /** The reversed variant instead (the design as chosen on its own background; `modes` is ignored). */
  reversed?: boolean;
  /** The language of the files' titles (their metadata). */
  locale?: Locale;
};

/** SVG, PDF and PNGs of the reversed variant, in logo/colour-versions/. */
async function reversedFiles(input: LogoSetInput): Promise<KitFile[]> {
  const { design, brandName, created } = input;
  const names = kitNames(brandName);
  const art = onBackgroundArt(design);
  const version = reversedVersion(input.locale);
  const title = kitText(input.locale ?? DEFAULT_LOCALE).fileTitle(brandName, version.label.toLowerCase());
  const path = (suffix: string) => names.colourVersion(version.slug, suffix);
  const files: KitFile[] = [];
  if (input.vectors) {
    files.push({ path: path(".svg"), data: Buffer.from(art.svg) });
    files.push({ path: path(".pdf"), data: await logoPdf(art, title, created) });
  }
  for (const size of input.sizes) {
    files.push({
      path: path(`_${size}.png`),
      data: await encodePng(renderRaw(art.svg, { longest: size }), title),
    });
  }
  return files;
}

/** SVG, PDF and PNGs of some colour versions of one layout. */
export async function logoFileSet(input: LogoSetInput): Promise<KitFile[]> {
  if (input.reversed) return reversedFiles(input);
  const { design, brandName, target, created } = input;
  const names = kitNames(brandName);
  const text = kitText(input.locale ?? DEFAULT_LOCALE);
  const versions = colourVersions(input.locale).filter((v) => input.modes.includes(v.mode));
  const path = (version: ColourVersion, suffix: string) =>
    target === "primary" ? primaryPath(names, version, suffix) : names.layout(target, version.slug, suffix);
  const files: KitFile[] = [];
  const title = (version: ColourVersion) => text.fileTitle(brandName, version.label.toLowerCase());

  const arts = new Map<ColorMode, LogoArt>();
  for (const version of versions) {
    const art = logoArt(design, { colorMode: version.mode });
    arts.set(version.mode, art);
    if (!input.vectors) continue;
    files.push({ path: path(version, ".svg"), data: Buffer.from(art.svg) });
    files.push({ path: path(version, ".pdf"), data: await logoPdf(art, title(version), created) });
  }
  if (input.vectors && target === "primary") {
    // Print files beside the RGB ones: the master in CMYK, and the one-colour version as a single spot ink.
    const full = arts.get("full");
    if (full) {
      files.push({
        path: names.primary(PRINT_SUFFIX.cmyk),
        data: await logoPdf(full, text.fileTitle(brandName, text.cmykTitle), created, { space: "cmyk" }),
      });
    }
    const black = arts.get("black");
    if (black) {
      files.push({
        path: names.colourVersion("one-colour", PRINT_SUFFIX.spot),
        data: await logoPdf(black, text.fileTitle(brandName, text.spotTitle), created, {
          space: "spot",
          name: SPOT_NAME,
          drawn: "#000000",
          alternate: monoColour(design),
        }),
      });
    }
  }
  if (input.vectors && target === "primary" && input.modes.includes("full")) {
    // logo/ is one level below the kit's root, where fonts/ is.
    const live = liveTextSvg(design, "../");
    files.push({ path: names.primary("_live-text.svg"), data: Buffer.from(live.svg) });
  }

  const single = versions.filter((v) => v.mode !== "full");
  for (const size of input.sizes) {
    const suffix = `_${size}.png`;
    const full = versions.find((v) => v.mode === "full");
    if (full) {
      const raw = renderRaw(arts.get("full")!.svg, { longest: size });
      files.push({ path: path(full, suffix), data: await encodePng(raw, title(full)) });
    }
    if (single.length === 0) continue;
    // Every one-colour version has the same coverage: render it once, colour it per version.
    const black: Raw = renderRaw((arts.get("black") ?? logoArt(design, { colorMode: "black" })).svg, {
      longest: size,
    });
    const scratch = Buffer.allocUnsafe(black.pixels.length);
    for (const version of single) {
      const mode = version.mode as Exclude<ColorMode, "full">;
      files.push({
        path: path(version, suffix),
        data: await recolour(black, SINGLE_COLOUR[mode](design), title(version), scratch),
      });
    }
  }
  return files;
}
