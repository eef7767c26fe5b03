import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { composeLogo } from "@/server/composition/compose";
import { kopiSenjaDemo } from "@/test/kit-fixtures";
import { colourValues, toCmyk } from "./colour-values";
import { kitNames, otherLayouts, symbolDesign } from "./kit-plan";
import { drawingBounds, logoArt } from "./logo-art";
import { recolour } from "./raster";

const design = (seed: number) => kopiSenjaDemo(seed);

function alphaOf(svg: string, width = 256) {
  const image = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false },
  }).render();
  // `pixels` copies the whole image on every read: read it once.
  const pixels = image.pixels;
  const alpha: number[] = [];
  for (let i = 3; i < pixels.length; i += 4) alpha.push(pixels[i]!);
  return alpha;
}

describe("kit drawings", () => {
  it("crops the art board to the drawing, with transparent margins", () => {
    const d = { ...design(3), layout: "horizontal" as const };
    const { drawing, board } = drawingBounds(d);
    expect(board.width).toBeGreaterThan(board.height * 1.5);
    expect(board.x).toBeLessThan(drawing.x);
    expect(board.x + board.width).toBeGreaterThan(drawing.x + drawing.width);
    const art = logoArt(d);
    expect(art.svg).toContain(`width="${board.width}" height="${board.height}"`);
    const alpha = alphaOf(art.svg);
    expect(alpha[0]).toBe(0);
    expect(alpha.some((a) => a > 0)).toBe(true);
  });

  it("drops the knock-out mask only where nothing is cut out, with the same pixels", () => {
    let dropped = 0;
    let kept = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const d = design(seed);
      const masked = composeLogo(d, { background: "transparent" }).svg;
      const art = logoArt(d);
      if (art.svg.includes('mask="url(#knockout)"')) {
        kept += 1;
        continue;
      }
      dropped += 1;
      const { board } = drawingBounds(d);
      const reference = masked.replace(
        'width="1024" height="1024" viewBox="0 0 1024 1024"',
        `width="${board.width}" height="${board.height}" viewBox="${board.x} ${board.y} ${board.width} ${board.height}"`,
      );
      const a = alphaOf(art.svg, 768);
      const b = alphaOf(reference, 768);
      // The same shapes: only anti-aliased edges differ (the mask anti-aliases them a second time,
      // so they come out a little lighter), never whether a pixel is mostly covered.
      const shape = (alpha: number) => alpha >= 160;
      const flipped = a.filter((v, i) => shape(v) !== shape(b[i]!) && Math.abs(v - b[i]!) > 96).length;
      const covered = b.filter((v) => v > 0).length;
      expect(covered, `seed ${seed}`).toBeGreaterThan(1000);
      expect(flipped, `seed ${seed}`).toBe(0);
      expect(a.filter((v, i) => v < b[i]! - 8).length, `seed ${seed}: never lighter without the mask`).toBe(
        0,
      );
    }
    expect(dropped).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
  });

  it("outlines the master's name and keeps it as text in the live-text version", () => {
    const d = design(5);
    expect(logoArt(d).svg).not.toMatch(/<text\b/);
    expect(logoArt(d, { text: "live" }).svg).toMatch(/<text\b/);
  });

  it("recolours a one-colour render exactly, whatever the coverage and the buffer's alignment", async () => {
    const aligned = Buffer.alloc(256 * 4);
    // The same pixels at an odd offset in a larger buffer: the byte-at-a-time path.
    const unaligned = Buffer.alloc(256 * 4 + 1).subarray(1);
    for (const pixels of [aligned, unaligned]) for (let a = 0; a < 256; a++) pixels[a * 4 + 3] = a;
    for (const [pixels, hex] of [
      [aligned, "#FFFFFF"],
      [aligned, "#6B4430"],
      [unaligned, "#6B4430"],
    ] as const) {
      const png = await recolour({ pixels, width: 256, height: 1 }, hex);
      const data = await sharp(png).ensureAlpha().raw().toBuffer();
      const n = Number.parseInt(hex.slice(1), 16);
      for (let a = 1; a < 256; a++) {
        expect([...data.subarray(a * 4, a * 4 + 4)]).toEqual([(n >> 16) & 255, (n >> 8) & 255, n & 255, a]);
      }
    }
  });

  it("gives a logo without a symbol its initials where only a mark fits, and no symbol-based layouts", () => {
    const d = { ...design(2), symbol: { kind: "none" as const }, layout: "wordmark" as const };
    expect(symbolDesign(d).symbol).toEqual({ kind: "monogram", letters: null });
    expect(otherLayouts(d).map((l) => l.layout)).toEqual(["symbol"]);
    expect(otherLayouts({ ...design(2), layout: "emblem" }).map((l) => l.layout)).toEqual([
      "horizontal",
      "stacked",
      "symbol",
      "wordmark",
    ]);
  });
});

describe("kit names and colour values", () => {
  it("names files by the spec's rule", () => {
    const names = kitNames("Café Olé & Co");
    expect(names.zip).toBe("Café_Olé_Co_brand_kit.zip");
    expect(names.primary(".svg")).toBe("logo/Café_Olé_Co_logo.svg");
  });

  it("writes HEX, RGB and CMYK", () => {
    expect(colourValues("#6b4430")).toEqual({ hex: "#6B4430", rgb: "107, 68, 48", cmyk: "0, 36, 55, 58" });
    expect(toCmyk(0, 0, 0)).toEqual([0, 0, 0, 100]);
    expect(toCmyk(255, 255, 255)).toEqual([0, 0, 0, 0]);
  });
});
