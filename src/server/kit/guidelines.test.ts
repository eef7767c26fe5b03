import { describe, expect, it } from "vitest";
import type { LogoDesign } from "@/shared/logo-design";
import { KOPI_SENJA_DARK, kopiSenjaDesign, pdfText } from "@/test/kit-fixtures";
import { guidelinesPdf, logoTypefaces, paletteSwatches } from "./guidelines-pdf";
import { logoArt } from "./logo-art";
import { generalDesign } from "./variants";

/** The guidelines describe the logo they come with: its colours, its typefaces, its artwork. */

const base = kopiSenjaDesign;
const dark: LogoDesign = { ...base, colors: KOPI_SENJA_DARK };

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
    const typography = pdfText(pdf, 6);
    expect(typography).toContain("One typeface carries the brand");
    expect(typography).toContain("Playfair Display");
    expect(typography).not.toContain("Montserrat");
    const palette = pdfText(pdf, 5);
    expect(palette).toContain("Background");
    expect(palette).not.toContain("Tagline");
  });
});
