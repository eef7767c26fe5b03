import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { renderDemoLogo } from "@/server/providers/logos/demo-logo-render";
import { kopiSenjaBrief } from "@/test/kit-fixtures";
import { logoArt } from "./logo-art";
import { BAND_PIXELS, rasters } from "./logo-files";
import {
  encodePng,
  halve,
  logoBands,
  PNG_DEFLATE,
  pngRows,
  type Raw,
  renderLogoRaw,
  renderRaw,
  rgbaPng,
} from "./raster";

/**
 * The kit renders each drawing once, at its largest size, and halves that raster for the smaller
 * sizes (decision 023). The halved files must have the size a direct render has and look like
 * it: SSIM at least 0.98 against the direct render at every size, over white and over black (so
 * both the colours and the coverage count), for logos with thin type, taglines and knock-outs.
 */

const SSIM_MIN = 0.98;

/** Premultiplied RGBA over an opaque backdrop (0 or 255), as grey levels (Rec. 601 luma). */
function luma(raw: Raw, backdrop: number): Float64Array {
  const out = new Float64Array(raw.width * raw.height);
  const p = raw.pixels;
  for (let i = 0, j = 0; j < out.length; i += 4, j++) {
    const under = (backdrop * (255 - p[i + 3]!)) / 255;
    out[j] = 0.299 * (p[i]! + under) + 0.587 * (p[i + 1]! + under) + 0.114 * (p[i + 2]! + under);
  }
  return out;
}

/**
 * Mean SSIM over 8 x 8 windows: of the whole image (the usual figure), and of the windows where
 * the two differ at all (the logo's edges only, a stricter reading printed beside it).
 */
function ssim(a: Float64Array, b: Float64Array, width: number, height: number) {
  const C1 = (0.01 * 255) ** 2;
  const C2 = (0.03 * 255) ** 2;
  let total = 0;
  let windows = 0;
  let same = 0;
  for (let y = 0; y + 8 <= height; y += 8) {
    for (let x = 0; x + 8 <= width; x += 8) {
      let ma = 0;
      let mb = 0;
      for (let dy = 0; dy < 8; dy++)
        for (let dx = 0; dx < 8; dx++) {
          ma += a[(y + dy) * width + x + dx]!;
          mb += b[(y + dy) * width + x + dx]!;
        }
      ma /= 64;
      mb /= 64;
      let va = 0;
      let vb = 0;
      let cov = 0;
      for (let dy = 0; dy < 8; dy++)
        for (let dx = 0; dx < 8; dx++) {
          const da = a[(y + dy) * width + x + dx]! - ma;
          const db = b[(y + dy) * width + x + dx]! - mb;
          va += da * da;
          vb += db * db;
          cov += da * db;
        }
      if (va === 0 && vb === 0 && ma === mb) {
        same += 1;
        continue;
      }
      va /= 63;
      vb /= 63;
      cov /= 63;
      total += ((2 * ma * mb + C1) * (2 * cov + C2)) / ((ma * ma + mb * mb + C1) * (va + vb + C2));
      windows += 1;
    }
  }
  return { image: (total + same) / (windows + same), edges: windows === 0 ? 1 : total / windows };
}

/** The kit's rasters of a drawing (`rasters`), each size's bands put back together. */
async function wholeRasters(svg: string, sizes: readonly number[]) {
  const out: Array<{ size: number; raw: Raw }> = [];
  await rasters(svg, sizes, (size, { width, height }) => {
    const raw = { pixels: Buffer.alloc(width * height * 4), width, height };
    out.push({ size, raw });
    return {
      write: (band) => {
        expect(band.width).toBe(width);
        band.pixels.copy(raw.pixels, band.top * width * 4, 0, band.width * band.height * 4);
      },
    };
  });
  return out;
}

const LOGOS = [
  kopiSenjaBrief,
  {
    name: "Northwind Ledger",
    description: "Bookkeeping for small shops, with monthly reports.",
    category: "services",
  },
  {
    name: "Oak & Ivy Ceramics",
    description: "Handmade ceramic mugs and vases in earthy glazes.",
    category: "retail-ecommerce",
  },
  { name: "Zest", description: "A bakery making sourdough and birthday cakes.", category: "food-beverage" },
] as const;

describe("kit rasters: rendered once, halved for the smaller sizes", () => {
  const lowest = { image: 1, edges: 1 };
  afterAll(() => {
    console.info(
      `lowest SSIM: ${lowest.image.toFixed(4)} (image), ${lowest.edges.toFixed(4)} (edge windows only)`,
    );
  });

  it("halving averages each 2 x 2 block, and an odd edge with transparency", () => {
    // 3 x 2 premultiplied pixels: the last column has no right-hand neighbour.
    const pixels = Buffer.from([
      ...[255, 0, 0, 255],
      ...[0, 0, 255, 255],
      ...[10, 10, 10, 10],
      ...[255, 0, 0, 255],
      ...[0, 0, 255, 255],
      ...[10, 10, 10, 10],
    ]);
    const half = halve({ pixels, width: 3, height: 2 });
    expect([half.width, half.height]).toEqual([2, 1]);
    expect([...half.pixels]).toEqual([128, 0, 128, 255, 5, 5, 5, 5]);
  });

  it("halving in place gives the same pixels in the input's first quarter", () => {
    const raw = renderRaw(logoArt(renderDemoLogo({ ...LOGOS[0]!, seed: 7919, variant: 0 }).design).svg, {
      longest: 1024,
    });
    const copy = halve(raw);
    const inPlace = halve(raw, { inPlace: true });
    expect(inPlace.pixels.buffer).toBe(raw.pixels.buffer);
    expect([inPlace.width, inPlace.height]).toEqual([copy.width, copy.height]);
    expect(inPlace.pixels.equals(copy.pixels)).toBe(true);
    expect(halve(inPlace, { inPlace: true }).pixels.equals(halve(copy).pixels)).toBe(true);
  });

  it("renders a knock-out logo as its drawing and its mask apart, as the masked render within rounding", async () => {
    let masked = 0;
    for (const [i, brief] of LOGOS.entries()) {
      const logo = renderDemoLogo({ ...brief, seed: 7919 * (i + 1), variant: i % 2 });
      for (const colorMode of ["full", "black"] as const) {
        const svg = logoArt(logo.design, { colorMode }).svg;
        if (!svg.includes('mask="url(#knockout)"')) continue;
        masked += 1;
        const direct = renderRaw(svg, { longest: 1024 });
        const apart = await renderLogoRaw(svg, 1024);
        expect([apart.width, apart.height]).toEqual([direct.width, direct.height]);
        // Every byte within one step of rounding but a handful of edge pixels, and none far off
        // where the drawing is solid.
        let off = 0;
        for (let j = 0; j < direct.pixels.length; j++)
          if (Math.abs(direct.pixels[j]! - apart.pixels[j]!) > 2) off++;
        expect(off, `${brief.name} ${colorMode}`).toBeLessThan(direct.pixels.length / 20_000);
        const score = ssim(luma(apart, 255), luma(direct, 255), direct.width, direct.height);
        expect(score.image, `${brief.name} ${colorMode}`).toBeGreaterThanOrEqual(0.999);
      }
    }
    expect(masked).toBeGreaterThan(0);
  });

  for (const [i, brief] of LOGOS.entries()) {
    it(`${brief.name}: every size has the direct render's size and SSIM >= ${SSIM_MIN} to it`, async () => {
      const logo = renderDemoLogo({ ...brief, seed: 7919 * (i + 1), variant: i % 2 });
      for (const colorMode of ["full", "black"] as const) {
        const svg = logoArt(logo.design, { colorMode }).svg;
        for (const { size, raw } of await wholeRasters(svg, [512, 1024, 2048, 4096])) {
          const direct = renderRaw(svg, { longest: size });
          expect([raw.width, raw.height], `${colorMode} ${size}`).toEqual([direct.width, direct.height]);
          if (size === 4096 || size === 512) continue; // rendered directly
          for (const backdrop of [255, 0]) {
            const score = ssim(luma(raw, backdrop), luma(direct, backdrop), raw.width, raw.height);
            lowest.image = Math.min(lowest.image, score.image);
            lowest.edges = Math.min(lowest.edges, score.edges);
            expect(score.image, `${colorMode} ${size} px over ${backdrop}`).toBeGreaterThanOrEqual(SSIM_MIN);
          }
        }
      }
    }, 60_000);
  }

  it("renders in bands with no seam: as the whole render within rounding, row by row", async () => {
    const rows = BAND_PIXELS / 4096;
    const seen = { ssim: 1, rowShare: 0, offShare: 0 };
    for (const [i, brief] of LOGOS.entries()) {
      const logo = renderDemoLogo({ ...brief, seed: 7919 * (i + 1), variant: i % 2 });
      for (const colorMode of ["full", "black"] as const) {
        const svg = logoArt(logo.design, { colorMode }).svg;
        const whole = await renderLogoRaw(svg, 4096);
        const { width, height } = whole;
        const banded: Raw = { pixels: Buffer.alloc(width * height * 4), width, height };
        let bands = 0;
        for await (const band of logoBands(svg, 4096, rows)) {
          expect([band.width, band.top]).toEqual([width, bands * rows]);
          band.pixels.copy(banded.pixels, band.top * width * 4, 0, width * band.height * 4);
          bands += 1;
        }
        expect(bands).toBe(Math.ceil(height / rows));
        const label = `${brief.name} ${colorMode}`;
        // A seam would be a row (or two, at a band's edge) unlike the whole render's: no row has
        // more than a few of its bytes different, and few bytes anywhere differ by more than 2.
        let off = 0;
        for (let y = 0; y < height; y++) {
          let differ = 0;
          for (let j = y * width * 4; j < (y + 1) * width * 4; j++) {
            const d = Math.abs(banded.pixels[j]! - whole.pixels[j]!);
            if (d > 0) differ += 1;
            if (d > 2) off += 1;
          }
          seen.rowShare = Math.max(seen.rowShare, differ / (width * 4));
          expect(differ, `${label} row ${y}`).toBeLessThan(width * 4 * 0.02);
        }
        seen.offShare = Math.max(seen.offShare, off / banded.pixels.length);
        expect(off, label).toBeLessThan(banded.pixels.length / 200);
        for (const backdrop of [255, 0]) {
          const score = ssim(luma(banded, backdrop), luma(whole, backdrop), width, height);
          seen.ssim = Math.min(seen.ssim, score.image);
          expect(score.image, `${label} over ${backdrop}`).toBeGreaterThanOrEqual(0.999);
        }
      }
    }
    console.info(
      `bands against whole renders: lowest SSIM ${seen.ssim.toFixed(5)}, most bytes different in a row ${(100 * seen.rowShare).toFixed(3)}%, most bytes more than 2 apart ${(100 * seen.offShare).toFixed(4)}%`,
    );
  }, 120_000);

  it("writes straight RGBA PNG rows: what sharp's encoder writes within rounding", async () => {
    const raw = renderRaw(logoArt(renderDemoLogo({ ...LOGOS[2]!, seed: 7919 * 3, variant: 0 }).design).svg, {
      longest: 512,
    });
    const ours = rgbaPng(deflateSync(pngRows(raw, "rgba"), PNG_DEFLATE.rgba), raw);
    const [a, b] = await Promise.all(
      [ours, await encodePng(raw)].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })),
    );
    expect([a!.info.width, a!.info.height, a!.info.channels]).toEqual([raw.width, raw.height, 4]);
    let edge = 0;
    let most = 0;
    for (let j = 0; j < a!.data.length; j++) {
      most = Math.max(most, Math.abs(a!.data[j]! - b!.data[j]!));
      if (j % 4 === 3 && a!.data[j]! > 0 && a!.data[j]! < 255) edge += 1;
    }
    expect(most).toBeLessThanOrEqual(1);
    expect(edge).toBeGreaterThan(0); // partly covered pixels were unpremultiplied
  });
});
