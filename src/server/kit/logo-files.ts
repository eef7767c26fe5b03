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
import {
  type Band,
  deflater,
  encodePng,
  fittedSize,
  halve,
  logoBands,
  oneColourPng,
  PNG_DEFLATE,
  pngRows,
  type Raw,
  rgbaPng,
} from "./raster";

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
 * Pixels a band holds at most (4096 x 256: 4 MB of RGBA): a 4096 px drawing is rendered and
 * written in 16 bands, a 2048 px one in 4, smaller ones whole. Taller bands saved no measurable
 * CPU (the drawing is parsed once; decision 025).
 */
export const BAND_PIXELS = 4096 * 256;

/** Takes a size's raster band by band, top to bottom; a band is valid only during the call. */
export type RasterSink = { write: (band: Band) => Promise<void> | void };

/**
 * A drawing's rasters at `sizes` (the longer side), each given band by band to its sink: each size
 * that is half the one before is that one halved (when exactly half, from 1024 px up), so a set
 * of 4096, 2048, 1024 and 512 px is rendered at 4096 and 512 (decision 023), and the halved sizes
 * are made band by band from the larger one's bands, each halved in its own buffer: a size's
 * whole raster exists only where its sink puts it together (decisions 024, 025).
 */
export async function rasters(
  svg: string,
  sizes: readonly number[],
  sinkFor: (size: number, pixels: { width: number; height: number }) => RasterSink,
): Promise<void> {
  // Runs of sizes each exactly half the one before, largest first: each run is one render.
  const runs: number[][] = [];
  for (const size of [...sizes].sort((a, b) => b - a)) {
    const run = runs.at(-1);
    const larger = run?.at(-1);
    // Halved only when the larger raster is exactly twice this size both ways: resvg scales each
    // axis to its rounded pixel count, so otherwise the two would be up to half a pixel apart.
    const target = fittedSize(svg, size);
    const above = larger ? fittedSize(svg, larger) : undefined;
    if (
      run &&
      size >= MIN_HALVED_PX &&
      larger === size * 2 &&
      above?.width === target.width * 2 &&
      above.height === target.height * 2
    )
      run.push(size);
    else runs.push([size]);
  }
  for (const run of runs) {
    const sinks = run.map((size) => sinkFor(size, fittedSize(svg, size)));
    // Each halving takes two rows: a band's rows are a multiple of 2 for each halving after it.
    const step = 2 ** (run.length - 1);
    const { width } = fittedSize(svg, run[0]!);
    const rows = Math.max(step, Math.floor(BAND_PIXELS / width / step) * step);
    for await (const band of logoBands(svg, run[0]!, rows)) {
      let raw: Band = band;
      for (const [i, sink] of sinks.entries()) {
        await sink.write(raw);
        if (i + 1 < sinks.length) raw = { ...halve(raw, { inPlace: true }), top: raw.top / 2 };
      }
    }
  }
}

/** A sink that also makes the size's file (or data) once its last band is in. */
type FileSink = RasterSink & { end: () => Promise<Buffer> };

/**
 * A size's rows compressed as PNG image data (`pngRows`) as they come, each band's rows in the
 * buffer of the one before (zlib has taken them when its write resolves): `end` gives the data.
 */
function streamedData(kind: "rgba" | "coverage"): FileSink {
  const stream = deflater(PNG_DEFLATE[kind]);
  let scratch: Buffer | undefined;
  return {
    async write(band) {
      const rows = pngRows(band, kind, scratch);
      if (rows.buffer !== scratch?.buffer) scratch = rows;
      await stream.write(rows);
    },
    end: stream.end,
  };
}

/**
 * Full-colour rasters up to this many pixels (2048 x 2048: 16 MB) are put together from their
 * bands and encoded by sharp, whose zlib compresses them about a third faster than node's at
 * the same level; larger ones (4096 px: 64 MB) are streamed and never whole (decision 025).
 */
const WHOLE_PNG_PIXELS = 2048 * 2048;

/** A size's full-colour PNG (see `WHOLE_PNG_PIXELS`). */
function rgbaFile(pixels: { width: number; height: number }, title: string): FileSink {
  if (pixels.width * pixels.height > WHOLE_PNG_PIXELS) {
    const data = streamedData("rgba");
    return { write: data.write, end: async () => rgbaPng(await data.end(), pixels, title) };
  }
  const whole: Raw = { ...pixels, pixels: Buffer.allocUnsafe(pixels.width * pixels.height * 4) };
  return {
    write: (band) =>
      void band.pixels.copy(whole.pixels, band.top * band.width * 4, 0, band.width * band.height * 4),
    end: () => encodePng(whole, title),
  };
}

/** A drawing's files at `sizes` (`rasters`), each made by its sink, largest first. */
async function rasterFiles(
  svg: string,
  sizes: readonly number[],
  sinkFor: (pixels: { width: number; height: number }) => FileSink,
) {
  const made: Array<{ size: number; pixels: { width: number; height: number }; sink: FileSink }> = [];
  await rasters(svg, sizes, (size, pixels) => {
    const sink = sinkFor(pixels);
    made.push({ size, pixels, sink });
    return sink;
  });
  const files: Array<{ size: number; pixels: { width: number; height: number }; data: Buffer }> = [];
  for (const { size, pixels, sink } of made) files.push({ size, pixels, data: await sink.end() });
  return files;
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
  for (const { size, data } of await rasterFiles(art.svg, input.sizes, (pixels) => rgbaFile(pixels, title)))
    files.push({ path: path(`_${size}.png`), data });
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
    const pngs = await rasterFiles(arts.get("full")!.svg, input.sizes, (pixels) =>
      rgbaFile(pixels, title(full)),
    );
    for (const { size, data } of pngs) files.push({ path: path(full, `_${size}.png`), data });
  }
  const single = versions.filter((v) => v.mode !== "full");
  if (single.length > 0) {
    // Every one-colour version has the same coverage: render it once, compress it once, and
    // give each version its own palette (decision 024).
    const black = (arts.get("black") ?? logoArt(design, { colorMode: "black" })).svg;
    for (const { size, pixels, data } of await rasterFiles(black, input.sizes, () =>
      streamedData("coverage"),
    )) {
      for (const version of single) {
        const mode = version.mode as Exclude<ColorMode, "full">;
        files.push({
          path: path(version, `_${size}.png`),
          data: oneColourPng(data, pixels, SINGLE_COLOUR[mode](design), title(version)),
        });
      }
    }
  }
  return files;
}
