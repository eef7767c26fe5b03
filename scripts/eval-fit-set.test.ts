import { describe, expect, it } from "vitest";
import { FIT_CASES } from "../src/server/providers/logos/design/fit-cases";
import { CATEGORY_IDS } from "../src/shared/categories";
import { descriptionSchema } from "../src/shared/description";
import { fitSetChecksum, loadFitSet } from "./eval-fit/fit-set";

/**
 * The fit evaluation's labelled set is frozen: it was written before any tuning of the generators,
 * so a figure measured on it cannot be improved by editing the labels. Changing a business or a
 * label changes this checksum and fails the test; a new set needs a new version and a decision.
 */
const FROZEN_CHECKSUM = "8761fa47f6cdf778739da6cf498fd91f4ab449a96d5ce96f751cbb9958dd3726";

const set = loadFitSet();
const businesses = set.businesses;

describe("the fit evaluation set", () => {
  it("is frozen: its content matches the recorded checksum", () => {
    expect(fitSetChecksum(set)).toBe(FROZEN_CHECKSUM);
  });

  it("has at least 150 businesses with unique ids", () => {
    expect(businesses.length).toBeGreaterThanOrEqual(150);
    expect(new Set(businesses.map((b) => b.id)).size).toBe(businesses.length);
    for (const b of businesses) expect(b.id).toMatch(/^[a-z0-9-]+$/);
  });

  it("covers all six categories and both languages", () => {
    for (const category of CATEGORY_IDS) {
      expect(businesses.filter((b) => b.category === category).length, category).toBeGreaterThanOrEqual(20);
    }
    const indonesian = businesses.filter((b) => b.lang === "id").length;
    expect(indonesian).toBeGreaterThanOrEqual(Math.round(businesses.length * 0.12));
    expect(businesses.length - indonesian).toBeGreaterThan(indonesian);
  });

  it("has descriptions the app accepts and labels of the right shape", () => {
    for (const b of businesses) {
      expect(descriptionSchema.safeParse(b.description).success, b.id).toBe(true);
      expect(b.description.length, b.id).toBeLessThanOrEqual(400);
      expect(b.symbol.accept.length, b.id).toBeGreaterThanOrEqual(3);
      expect(b.symbol.refuse.length, b.id).toBeGreaterThanOrEqual(1);
      expect(b.names.refuse.length, b.id).toBeGreaterThanOrEqual(1);
      for (const word of [...b.symbol.accept, ...b.symbol.refuse, ...b.names.refuse]) {
        expect(word, b.id).toMatch(/^[a-z][a-z -]*$/);
      }
      // A concept is either fitting or wrong, never both.
      expect(
        b.symbol.accept.filter((a) => b.symbol.refuse.includes(a)),
        b.id,
      ).toEqual([]);
      if (b.lang === "id") expect(b.names.expectIndonesian, b.id).toBe(true);
    }
  });

  it("shares no business with the generator's own fit cases", () => {
    const known = new Set(FIT_CASES.map((c) => c.description.toLowerCase()));
    for (const b of businesses) expect(known.has(b.description.toLowerCase()), b.id).toBe(false);
  });
});
