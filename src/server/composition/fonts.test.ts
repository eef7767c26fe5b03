import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { capHeight, FACE_IDS, facesNeeded, getFace, measure, outlineLine, renderOptions } from "./fonts";

const LATIN_FACES = FACE_IDS.filter((id) => !id.startsWith("noto-"));

/** The width of the ink resvg draws for `svg`'s content, set with the faces `id` needs. */
function inkWidth(id: (typeof FACE_IDS)[number], text: string, body: string): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="300">${body}</svg>`;
  const box = new Resvg(svg, renderOptions([id], text)).getBBox();
  if (!box) throw new Error(`nothing drawn for ${id}`);
  return box.width;
}

/** The points of SVG path data written by fonts.ts (absolute commands, "x y" pairs). */
function points(d: string): Array<[number, number]> {
  const numbers = d.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  const out: Array<[number, number]> = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) out.push([numbers[i]!, numbers[i + 1]!]);
  return out;
}

describe("fonts", () => {
  it("kerns a pair by the face's GPOS pair adjustments", () => {
    const pair = measure("lato-400", "AV", 100);
    const apart = measure("lato-400", "A", 100) + measure("lato-400", "V", 100);
    expect(pair).toBeLessThan(apart - 5);
    // Tracking is added between characters, after kerning.
    expect(measure("lato-400", "AV", 100, 3)).toBeCloseTo(pair + 3, 6);
  });

  it("kerns every face, its pairs inside GPOS extension lookups too", () => {
    // Montserrat and Playfair Display keep their pairs in extension lookups.
    for (const id of LATIN_FACES) {
      const apart = measure(id, "A", 100) + measure(id, "V", 100);
      expect(measure(id, "AV", 100), id).toBeLessThan(apart - 2);
    }
  });

  it("keeps one glyph per character: no ligatures, so tracking parts every letter", () => {
    // The faces have "fi" and "ff" ligatures; a ligature would take one gap away.
    for (const id of LATIN_FACES)
      expect(measure(id, "office", 100, 10), id).toBeCloseTo(measure(id, "office", 100) + 50, 6);
  });

  it("sets outlines as wide as resvg sets the same live text, tracked or not", () => {
    const text = "AVATAR Toyota Wave";
    for (const id of LATIN_FACES)
      for (const tracking of [0, 8]) {
        const face = getFace(id);
        const live = inkWidth(
          id,
          text,
          `<text x="50" y="200" font-family="${face.family}" font-weight="${face.weight}" font-style="${face.style}" font-size="100" letter-spacing="${tracking}">${text}</text>`,
        );
        const outlines = inkWidth(
          id,
          text,
          `<path d="${outlineLine(id, text, 100, tracking, 50, 200, "start")}"/>`,
        );
        expect(Math.abs(outlines / live - 1), `${id} tracking ${tracking}`).toBeLessThan(0.01);
      }
  });

  it("draws capitals upright on the baseline, cap-height tall, across the measured width", () => {
    const size = 100;
    const width = measure("montserrat-700", "HI", size);
    const d = outlineLine("montserrat-700", "HI", size, 0, 50, 200, "start");
    const xs = points(d).map(([x]) => x);
    const ys = points(d).map(([, y]) => y);
    expect(Math.max(...ys)).toBeCloseTo(200, 0);
    expect(Math.min(...ys)).toBeCloseTo(200 - capHeight("montserrat-700") * size, 0);
    expect(Math.min(...xs)).toBeGreaterThan(50);
    expect(Math.max(...xs)).toBeLessThan(50 + width);
  });

  it("sets a name the face cannot spell in its CJK fallback", () => {
    expect(facesNeeded(["lato-700"], "東京 Cafe")).toEqual(["lato-700", "noto-jp-700"]);
    expect(measure("lato-700", "東京", 100)).toBeCloseTo(measure("noto-jp-700", "東京", 100), 6);
    expect(outlineLine("lato-700", "東京", 100, 0, 0, 100, "start").length).toBeGreaterThan(100);
  });
});
