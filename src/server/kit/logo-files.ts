import type { ColorMode, LogoDesign } from "@/shared/logo-design";
import { derivePalette } from "../composition/color";
import { getFace } from "../composition/fonts";
import type { KitFile } from "./kit-fonts";
import { kitFontPath } from "./kit-fonts";
import { COLOUR_VERSIONS, type ColourVersion, type KitLayout, kitNames, primaryPath } from "./kit-plan";
import { type LogoArt, logoArt } from "./logo-art";
import { drawArt, newPdf } from "./pdf";
import { encodePng, type Raw, recolour, renderRaw } from "./raster";

/** CSS px to PDF points: a logo PDF's page is its art board at 96 px to the inch. */
const PX_TO_PT = 0.75;

/** A vector PDF whose page is the logo's art board (transparent: no page background is drawn). */
export async function logoPdf(art: LogoArt, title: string, created: Date): Promise<Buffer> {
  const { doc, finish } = newPdf({ title, subject: "Logo (vector)", created });
  const width = art.width * PX_TO_PT;
  const height = art.height * PX_TO_PT;
  doc.addPage({ size: [width, height], margin: 0 });
  drawArt(doc, art, { x: 0, y: 0, width, height });
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
};

/** SVG, PDF and PNGs of some colour versions of one layout. */
export async function logoFileSet(input: LogoSetInput): Promise<KitFile[]> {
  const { design, brandName, target, created } = input;
  const names = kitNames(brandName);
  const versions = COLOUR_VERSIONS.filter((v) => input.modes.includes(v.mode));
  const path = (version: ColourVersion, suffix: string) =>
    target === "primary" ? primaryPath(names, version, suffix) : names.layout(target, version.slug, suffix);
  const files: KitFile[] = [];
  const title = (version: ColourVersion) => `${brandName} logo, ${version.label.toLowerCase()}`;

  const arts = new Map<ColorMode, LogoArt>();
  for (const version of versions) {
    const art = logoArt(design, { colorMode: version.mode });
    arts.set(version.mode, art);
    if (!input.vectors) continue;
    files.push({ path: path(version, ".svg"), data: Buffer.from(art.svg) });
    files.push({ path: path(version, ".pdf"), data: await logoPdf(art, title(version), created) });
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
    for (const version of single) {
      const mode = version.mode as Exclude<ColorMode, "full">;
      files.push({
        path: path(version, suffix),
        data: await recolour(black, SINGLE_COLOUR[mode](design), title(version)),
      });
    }
  }
  return files;
}
