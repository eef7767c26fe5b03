import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { LogoDesign } from "@/shared/logo-design";
import { guidelinesPdf, logoTypefaces, paletteSwatches } from "./guidelines-pdf";
import { logoArt } from "./logo-art";
import { generalDesign } from "./variants";

/** The guidelines describe the logo they come with: its colours, its typefaces, its artwork. */

const work = mkdtempSync(join(tmpdir(), "kit-guidelines-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function pageText(pdf: Uint8Array, page: number): string {
  const file = join(work, "g.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-f", String(page), "-l", String(page), "-layout", file, "-"])
    .toString()
    .replace(/\s+/g, " ");
}

const base: LogoDesign = {
  version: 2,
  name: "Kopi Senja",
  tagline: null,
  layout: "horizontal",
  frame: "none",
  ornament: "none",
  typeface: "serif-bold",
  letterSpacing: null,
  textCase: "as-typed",
  colors: { background: "#F7F1E8", ink: "#2B1A12", primary: "#6B4430", accent: "#C28A55" },
  symbol: { kind: "motif", id: "cup" },
};
const dark: LogoDesign = {
  ...base,
  colors: { background: "#231813", ink: "#F4E7D6", primary: "#D49A62", accent: "#8E5B3C" },
};

describe("brand guidelines", () => {
  it("lists only the colours the logo draws with, and its background labelled as such", () => {
    for (const design of [
      base,
      { ...base, tagline: "Coffee bar" },
      { ...base, ornament: "dot" as const, layout: "wordmark" as const },
    ]) {
      const svg = logoArt(design).svg.toUpperCase();
      const swatches = paletteSwatches(design);
      const background = swatches.filter((s) => s.name === "Background");
      expect(background).toEqual([expect.objectContaining({ colour: "#F7F1E8" })]);
      for (const swatch of swatches.filter((s) => s.name !== "Background")) {
        expect(svg, `${swatch.name} ${swatch.colour}`).toContain(`"${swatch.colour}"`);
      }
      expect(new Set(swatches.map((s) => s.colour)).size).toBe(swatches.length);
    }
    // A logo without a tagline has no tagline colour.
    expect(paletteSwatches(base).map((s) => s.name)).not.toContain("Tagline");
    expect(paletteSwatches({ ...base, tagline: "Coffee bar" }).map((s) => s.name)).toContain("Tagline");
    // A dark design: the light variant's colours, its paper as the background, the design's own background for the reversed version.
    const swatches = paletteSwatches(generalDesign(dark), dark);
    expect(swatches).toContainEqual(expect.objectContaining({ name: "Background", colour: "#F4E7D6" }));
    // The design's dark background is the light variant's name colour, and behind the reversed version.
    expect(swatches).toContainEqual(
      expect.objectContaining({
        name: "Name",
        colour: "#231813",
        use: expect.stringMatching(/reversed version/),
      }),
    );
  });

  it("names one typeface per family, and only those the logo uses", async () => {
    expect(logoTypefaces(base).map((t) => t.family)).toEqual(["Playfair Display"]);
    expect(logoTypefaces({ ...base, tagline: "Coffee bar" }).map((t) => t.family)).toEqual([
      "Playfair Display",
      "Montserrat",
    ]);
    const heavy = logoTypefaces({ ...base, typeface: "geometric-heavy", tagline: "Coffee bar" });
    expect(heavy.map((t) => t.family)).toEqual(["Montserrat"]);
    expect(heavy[0]!.faces.length).toBe(2);

    const pdf = await guidelinesPdf({ design: base, brandName: "Kopi Senja", created: new Date() });
    const typography = pageText(pdf, 6);
    expect(typography).toContain("One typeface carries the brand");
    expect(typography).toContain("Playfair Display");
    expect(typography).not.toContain("Montserrat");
    const palette = pageText(pdf, 5);
    expect(palette).toContain("Background");
    expect(palette).not.toContain("Tagline");
  });
});
