import { describe, expect, it } from "vitest";
import { capHeight, facesNeeded, measure, outlineLine } from "./fonts";

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
