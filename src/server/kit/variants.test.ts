import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { contrast, derivePalette } from "@/server/composition/color";
import type { LogoColors, LogoDesign } from "@/shared/logo-design";
import { kopiSenjaDesign } from "@/test/kit-fixtures";
import type { KitFile } from "./kit-fonts";
import { logoFileSet } from "./logo-files";
import { generalDesign, isDarkDesign, NAME_CONTRAST, reversedDesign } from "./variants";

/**
 * Every logo file of the kit, rendered over white and over the background it is made for: the
 * name must read on both. The designs are name-only (no symbol, tagline or ornament), so the
 * two commonest colours of a render are the backdrop and the name.
 */

const DESIGNS: Record<string, LogoColors> = {
  // Light: the usual case, drawn on a light background.
  espresso: { background: "#F7F1E8", ink: "#2B1A12", primary: "#6B4430", accent: "#C28A55" },
  indigo: { background: "#F5F7FC", ink: "#10183A", primary: "#3D5AFE", accent: "#00BFA6" },
  // Dark: light name on a dark background.
  roastery: { background: "#231813", ink: "#F4E7D6", primary: "#D49A62", accent: "#8E5B3C" },
  midnight: { background: "#0D1226", ink: "#EEF1FF", primary: "#7C8CFF", accent: "#3EE6C1" },
  volt: { background: "#111214", ink: "#FFFFFF", primary: "#D4FF3A", accent: "#FF5B2E" },
  noir: { background: "#141414", ink: "#F2EBDD", primary: "#C9A45C", accent: "#F2EBDD" },
  // Mid-tone backgrounds, one with a white name and one with a dark one.
  "slate-white": { background: "#4F6B7E", ink: "#FFFFFF", primary: "#F2C14E", accent: "#E8E8E8" },
  "sand-dark": { background: "#B89B72", ink: "#1C1C1C", primary: "#5A3B1E", accent: "#FFFFFF" },
};

function nameOnly(colors: LogoColors): LogoDesign {
  return {
    ...kopiSenjaDesign,
    layout: "wordmark",
    typeface: "geometric-bold",
    colors,
    symbol: { kind: "none" },
  };
}

const WHITE = "#FFFFFF";
const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`.toUpperCase();

/** The two commonest colours of an image flattened over `backdrop`: the backdrop (or a logo's own background) and the name. */
async function twoColours(png: Buffer, backdrop: string): Promise<[string, string]> {
  const { data } = await sharp(png)
    .flatten({ background: backdrop })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<string, number>();
  for (let i = 0; i < data.length; i += 3) {
    const key = hex(data[i]!, data[i + 1]!, data[i + 2]!);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [first, second] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (!second) throw new Error(`one colour only: ${first?.[0]}`);
  return [first![0], second![0]];
}

async function nameContrast(png: Buffer, backdrop: string): Promise<number> {
  const [a, b] = await twoColours(png, backdrop);
  return contrast(a, b);
}

const svgPng = (svg: string) =>
  Buffer.from(
    new Resvg(svg, { fitTo: { mode: "width", value: 600 }, font: { loadSystemFonts: false } })
      .render()
      .asPng(),
  );

const work = mkdtempSync(join(tmpdir(), "kit-variants-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A PDF's page as transparent pixels (poppler's cairo renderer), to be set over each backdrop. */
function pdfPng(pdf: Uint8Array): Buffer {
  const file = join(work, "logo.pdf");
  writeFileSync(file, pdf);
  execFileSync("pdftocairo", ["-r", "150", "-png", "-transp", "-singlefile", file, join(work, "page")]);
  return readFileSync(join(work, "page.png"));
}

async function kitLogoFiles(design: LogoDesign): Promise<KitFile[]> {
  const common = {
    brandName: "Kopi Senja",
    target: "primary" as const,
    sizes: [512],
    vectors: true,
    created: new Date(),
  };
  const files = await logoFileSet({
    ...common,
    design: generalDesign(design),
    modes: ["full", "black", "white", "mono"],
  });
  const reversed = reversedDesign(design);
  if (reversed)
    files.push(...(await logoFileSet({ ...common, design: reversed, modes: [], reversed: true })));
  return files;
}

describe("dark, light and mid-tone designs in the kit", () => {
  it("tells dark designs from light ones by whether the name reads on white", () => {
    expect(
      Object.entries(DESIGNS)
        .filter(([, c]) => isDarkDesign(nameOnly(c)))
        .map(([id]) => id),
    ).toEqual(["roastery", "midnight", "volt", "noir", "slate-white"]);
    // A light design is left exactly as chosen.
    expect(generalDesign(nameOnly(DESIGNS.espresso!))).toEqual(nameOnly(DESIGNS.espresso!));
    expect(reversedDesign(nameOnly(DESIGNS.espresso!))).toBeNull();
  });

  it("makes the light variant from the design's own colours", () => {
    const roastery = generalDesign(nameOnly(DESIGNS.roastery!));
    // Cream paper, the roast brown for the name.
    expect(roastery.colors.background).toBe("#F4E7D6");
    expect(derivePalette(roastery.colors).ink).toBe("#231813");
    expect(roastery.colors.primary).toBe("#D49A62");
  });

  for (const [id, colors] of Object.entries(DESIGNS)) {
    it(`${id}: every logo file's name reads over white and over its intended background`, async () => {
      const design = nameOnly(colors);
      const dark = isDarkDesign(design);
      const files = await kitLogoFiles(design);
      const paths = files.map((f) => f.path);
      expect(
        paths.some((p) => p.includes("_reversed")),
        "a reversed version only for dark designs",
      ).toBe(dark);
      const general = derivePalette(generalDesign(design).colors);
      let checked = 0;
      for (const file of files) {
        // The live-text master needs the fonts installed: it is the outlined master as text.
        if (file.path.includes("_live-text")) continue;
        const version = file.path.match(/_logo_(black|white|one-colour|reversed)[._]/)?.[1] ?? "full";
        const png = file.path.endsWith(".png")
          ? Buffer.from(file.data)
          : file.path.endsWith(".svg")
            ? svgPng(Buffer.from(file.data).toString())
            : pdfPng(file.data);
        // The background each version is made for (the reversed version brings its own).
        const intended =
          version === "white" ? "#1E293B" : version === "reversed" ? derivePalette(colors).bg : general.bg;
        // Text reaches WCAG AA; the one-colour version is the mark colour, held to the graphics level.
        const min = version === "one-colour" ? 3 : NAME_CONTRAST;
        // The spot PDF's colour on screen is only its ink's stand-in (the ink is chosen with the
        // printer): it must read on white paper.
        const spot = file.path.endsWith("_spot.pdf");
        const backdrops = version === "white" ? [intended] : spot ? [WHITE] : [WHITE, intended];
        for (const backdrop of backdrops) {
          const measured = await nameContrast(png, backdrop).catch((e) => {
            throw new Error(`${file.path}: ${e.message}`);
          });
          expect(measured, `${file.path} over ${backdrop}`).toBeGreaterThanOrEqual(min);
          checked += 1;
        }
      }
      // SVG, PDF and PNG of four versions (the white one on dark only), the two print PDFs, the reversed version.
      expect(checked).toBe(dark ? 30 : 24);
    }, 60_000);
  }
});
