import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { LogoDesign } from "@/shared/logo-design";
import { kopiSenjaDemo } from "@/test/kit-fixtures";
import { toCmyk } from "./colour-values";
import { PRINT_SUFFIX, SPOT_NAME } from "./kit-plan";
import { logoArt } from "./logo-art";
import { logoFileSet } from "./logo-files";

/**
 * The print PDFs, read the way a printer's tools read them: qpdf for the colour operators in
 * every content stream, Ghostscript for the ink each file lays down (inkcov) and for the plates
 * it separates into (tiffsep).
 */

const work = mkdtempSync(join(tmpdir(), "kit-print-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const design = (seed: number) => kopiSenjaDemo(seed);

/** Every colour operator of every content stream (page and forms), uncompressed by qpdf. */
function colourOperators(pdf: Uint8Array): string[] {
  const input = join(work, "in.pdf");
  const output = join(work, "qdf.pdf");
  writeFileSync(input, pdf);
  execFileSync("qpdf", ["--qdf", "--object-streams=disable", input, output]);
  const text = readFileSync(output, "latin1");
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => /^(\/\S+ (cs|CS)|[\d. ]+ (rg|RG|k|K|g|G|sc|SC|scn|SCN))$/.test(line));
}

function ghostscript(pdf: Uint8Array, args: string[]): string {
  const input = join(work, "gs.pdf");
  writeFileSync(input, pdf);
  return execFileSync("gs", ["-q", "-dNOPAUSE", "-dBATCH", "-r72", ...args, input], { cwd: work }).toString();
}

async function printFiles(d: LogoDesign) {
  const files = await logoFileSet({
    design: d,
    brandName: "Kopi Senja",
    target: "primary",
    modes: ["full", "black", "white", "mono"],
    sizes: [],
    vectors: true,
    created: new Date(),
  });
  const get = (suffix: string) => files.find((f) => f.path.endsWith(suffix))!.data;
  return { cmyk: get(PRINT_SUFFIX.cmyk), spot: get(PRINT_SUFFIX.spot), paths: files.map((f) => f.path) };
}

// Seeds whose drawings keep the knock-out mask and seeds whose drawings do without it.
const SEEDS = [1, 2, 3, 4, 5];

describe("print PDFs", () => {
  it("covers drawings with and without a knock-out mask", () => {
    const masked = SEEDS.filter((seed) => logoArt(design(seed)).svg.includes("<mask"));
    expect(masked.length).toBeGreaterThan(0);
    expect(masked.length).toBeLessThan(SEEDS.length);
  });

  for (const seed of SEEDS) {
    it(`seed ${seed}: the CMYK PDF writes every colour in DeviceCMYK, by the guidelines' conversion`, async () => {
      const d = design(seed);
      const { cmyk, paths } = await printFiles(d);
      expect(paths).toContain("logo/Kopi_Senja_logo_print-cmyk.pdf");
      const ops = colourOperators(cmyk);
      expect(ops.length).toBeGreaterThan(0);
      expect(ops.filter((op) => /\b(rg|RG|g|G|k|K)$/.test(op) || op.includes("DeviceRGB"))).toEqual([]);
      const spaces = new Set(ops.filter((op) => /(cs|CS)$/.test(op)));
      expect([...spaces].filter((space) => !space.startsWith("/DeviceCMYK "))).toEqual([]);
      // The values are the CMYK the guidelines print for the colours the drawing uses.
      const hexes = new Set(
        logoArt(d)
          .svg.match(/#[0-9A-F]{6}\b/gi)!
          .map((h) => h.toUpperCase()),
      );
      hexes.add("#000000").add("#FFFFFF");
      const allowed = new Set(
        [...hexes].map((hex) => {
          const n = Number.parseInt(hex.slice(1), 16);
          return toCmyk((n >> 16) & 255, (n >> 8) & 255, n & 255)
            .map((v) => String(v / 100))
            .join(" ");
        }),
      );
      for (const op of ops.filter((o) => /scn$/i.test(o))) {
        const values = op.split(" ").slice(0, 4).map(Number).map(String).join(" ");
        expect(allowed.has(values), `${op} is one of the drawing's colours`).toBe(true);
      }
      // Ghostscript lays it down as CMYK ink.
      const coverage = ghostscript(cmyk, ["-sDEVICE=inkcov", "-o", "-"]);
      expect(coverage).toMatch(/CMYK OK/);
      const inks = coverage.trim().split(/\s+/).slice(0, 4).map(Number);
      expect(inks.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    }, 30_000);

    it(`seed ${seed}: the one-colour print PDF is a single Separation named "${SPOT_NAME}"`, async () => {
      const { spot } = await printFiles(design(seed));
      const text = (() => {
        colourOperators(spot);
        return readFileSync(join(work, "qdf.pdf"), "latin1");
      })();
      expect(text).toMatch(/\/Separation\s*\/Spot#201\s*\/DeviceCMYK/);
      const ops = colourOperators(spot);
      // The ink, and only inside a knock-out mask (read as luminance, never printed) black and white.
      for (const op of ops) {
        expect(
          [
            "/CS0 cs",
            "/CS0 CS",
            "1 scn",
            "1 SCN",
            "/DeviceCMYK cs",
            "/DeviceCMYK CS",
            "0 0 0 0 scn",
            "0 0 0 0 SCN",
            "0 0 0 1 scn",
            "0 0 0 1 SCN",
          ],
          op,
        ).toContain(op);
      }
      expect(ops).toContain("/CS0 cs");
      // Separated, it is one plate: Spot 1 carries the drawing, the process plates are blank.
      for (const file of readdirSync(work).filter((f) => f.startsWith("sep"))) rmSync(join(work, file));
      ghostscript(spot, ["-sDEVICE=tiffsep", "-o", join(work, "sep.tif")]);
      const plates = readdirSync(work).filter((f) => /^sep\(.+\)\.tif$/.test(f));
      expect(plates.sort()).toEqual([
        "sep(Black).tif",
        "sep(Cyan).tif",
        "sep(Magenta).tif",
        `sep(${SPOT_NAME}).tif`,
        "sep(Yellow).tif",
      ]);
      for (const plate of plates) {
        const stats = await sharp(join(work, plate)).stats();
        const { min, max } = stats.channels[0]!;
        if (plate.includes(SPOT_NAME)) expect(max - min, plate).toBeGreaterThan(100);
        else expect(max - min, `${plate} is blank`).toBe(0);
      }
    }, 30_000);
  }
});
