import { derivePalette } from "@/server/composition/color";
import { getFace } from "@/server/composition/fonts";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locale";
import type { ColorMode, LogoDesign } from "@/shared/logo-design";
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
import { coverageData, encodePng, halve, oneColourPng, type Raw, renderLogoRaw } from "./raster";

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

/**
 * Below this, a direct render is cheap and its anti-aliasing of thin type differs more from an
 * averaged larger render (SSIM 0.97-0.98 at 512 px, raster.test.ts): small sizes are rendered.
 */
const MIN_HALVED_PX = 1024;

/**
 * A drawing's rasters at `sizes` (the longer side), largest first: each size that is half the one
 * before is that one halved (when exactly half, from 1024 px up), so a set of 4096, 2048, 1024 and
 * 512 px is rendered at 4096 and 512 (decision 023).
 * One at a time, each halved in the buffer of the one it came from, so one full-size buffer holds
 * them all: a raster is valid until the next is asked for (decision 024).
 */
export async function* rasters(
  svg: string,
  sizes: readonly number[],
): AsyncGenerator<{ size: number; raw: Raw }> {
  const root = /^<svg\b[^>]*?\swidth="([\d.]+)"\s+height="([\d.]+)"/.exec(svg);
  const [w, h] = root ? [Number(root[1]), Number(root[2])] : [0, 0];
  // The size resvg renders at: the longer side at `size`, the other rounded to the nearest pixel.
  const fitted = (size: number) =>
    w >= h
      ? { width: size, height: Math.round((size * h) / w) }
      : { width: Math.round((size * w) / h), height: size };
  let previous: { size: number; raw: Raw } | undefined;
  for (const size of [...sizes].sort((a, b) => b - a)) {
    // Halved only when the larger raster is exactly twice this size both ways: resvg scales each
    // axis to its rounded pixel count, so otherwise the two would be up to half a pixel apart.
    const target = fitted(size);
    const raw =
      size >= MIN_HALVED_PX &&
      previous?.size === size * 2 &&
      previous.raw.width === target.width * 2 &&
      previous.raw.height === target.height * 2
        ? halve(previous.raw, { inPlace: true })
        : await renderLogoRaw(svg, size);
    previous = { size, raw };
    yield previous;
  }
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
  for await (const { size, raw } of rasters(art.svg, input.sizes))
    files.push({ path: path(`_${size}.png`), data: await encodePng(raw, title) });
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

  const full = versions.find((v) => v.mode === "full");
  if (full) {
    for await (const { size, raw } of rasters(arts.get("full")!.svg, input.sizes))
      files.push({ path: path(full, `_${size}.png`), data: await encodePng(raw, title(full)) });
  }
  const single = versions.filter((v) => v.mode !== "full");
  if (single.length > 0) {
    // Every one-colour version has the same coverage: render it once, compress it once, and
    // give each version its own palette (decision 024).
    const black = (arts.get("black") ?? logoArt(design, { colorMode: "black" })).svg;
    for await (const { size, raw } of rasters(black, input.sizes)) {
      const data = await coverageData(raw);
      for (const version of single) {
        const mode = version.mode as Exclude<ColorMode, "full">;
        files.push({
          path: path(version, `_${size}.png`),
          data: oneColourPng(data, raw, SINGLE_COLOUR[mode](design), title(version)),
        });
      }
    }
  }
  return files;
}
