import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { LogoDesign } from "@/shared/logo-design";
import { changedShare, ciede2000, rgbToLab } from "@/test/colour-difference";
import { kopiSenjaDemo } from "@/test/kit-fixtures";
import { KIT_PREVIEW_TILES, renderKitPreview } from "./preview";

const base = kopiSenjaDemo(4, 0);

/** The same design on a light, a dark and a mid-grey background. */
const DESIGNS: Record<string, LogoDesign> = {
  light: {
    ...base,
    colors: { background: "#FFFFFF", ink: "#111827", primary: "#2563EB", accent: "#F59E0B" },
  },
  dark: { ...base, colors: { background: "#0B0F1A", ink: "#F8FAFC", primary: "#60A5FA", accent: "#FBBF24" } },
  "mid-grey": {
    ...base,
    colors: { background: "#808080", ink: "#FFFFFF", primary: "#1F2937", accent: "#E5E7EB" },
  },
};

/** Tiles too small to be worth taking: shown true, never watermarked (docs/product.md#download). */
const UNMARKED = new Set(["favicon-16", "favicon-32"]);
const MIN_SHARE = 0.04;

describe("CIEDE2000", () => {
  it("matches published reference pairs", () => {
    // Sharma, Wu and Dalal (2005), table 1: pairs 1 and 17.
    expect(ciede2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 3);
    expect(ciede2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 3);
    expect(ciede2000(rgbToLab(255, 255, 255), rgbToLab(255, 255, 255))).toBe(0);
  });
});

describe("watermarked kit preview tiles", () => {
  for (const [look, design] of Object.entries(DESIGNS)) {
    for (const tile of KIT_PREVIEW_TILES) {
      it(`${tile} on a ${look} design changes at least 4% of pixels visibly`, async () => {
        const [clean, marked] = await Promise.all([
          renderKitPreview({ tile, marked: false, source: { design } }),
          renderKitPreview({ tile, marked: true, source: { design } }),
        ]);
        const share = await changedShare(clean.data, marked.data);
        if (UNMARKED.has(tile)) expect(share).toBe(0);
        else expect(share, `${(share * 100).toFixed(2)}% changed`).toBeGreaterThanOrEqual(MIN_SHARE);
      });
    }
  }

  for (const [look, colour] of [
    ["light", "#F8FAFC"],
    ["dark", "#0B0F1A"],
    ["mid-grey", "#808080"],
  ] as const) {
    it(`a logo without a composition (${look}): every marked tile changes at least 4% of pixels`, async () => {
      const png = await sharp({ create: { width: 512, height: 512, channels: 3, background: colour } })
        .png()
        .toBuffer();
      for (const tile of ["full", "profile", "banner"] as const) {
        const [clean, marked] = await Promise.all([
          renderKitPreview({ tile, marked: false, source: { png } }),
          renderKitPreview({ tile, marked: true, source: { png } }),
        ]);
        const share = await changedShare(clean.data, marked.data);
        expect(share, `${tile}: ${(share * 100).toFixed(2)}% changed`).toBeGreaterThanOrEqual(MIN_SHARE);
      }
    });
  }
});
