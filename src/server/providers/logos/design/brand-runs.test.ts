import { describe, expect, it } from "vitest";
import { requestBrief } from "@/server/brief/read-brief";
import { seedFrom } from "@/server/domain/generate-names";
import { distinctPlaces, pickDemoDesign } from "./pick-design";

describe("a brand's runs keep showing new designs", () => {
  it("never gives two positions below the number of combinations the same places", () => {
    for (const sizes of [
      [4, 4, 4],
      [4, 5, 3],
      [2, 6, 2],
      [4, 2, 2],
      [2, 1, 1],
    ]) {
      const total = sizes.reduce((a, b) => a * b, 1);
      const seen = new Set<string>();
      for (let p = 0; p < total; p++) {
        const places = distinctPlaces(sizes, p);
        places.forEach((place, i) => {
          expect(place).toBeGreaterThanOrEqual(0);
          expect(place).toBeLessThan(sizes[i]!);
        });
        seen.add(places.join(","));
        // The two options of a run (consecutive positions) never share the first place.
        if (p > 0 && sizes[0]! > 1) expect(distinctPlaces(sizes, p - 1)[0]).not.toBe(places[0]);
      }
      expect(seen.size, sizes.join("x")).toBe(total);
    }
  });

  it("gives three runs of a brand six different designs, for every one of 150 brands", () => {
    const description =
      "A cozy neighbourhood coffee shop roasting single-origin beans, with fresh pastries and a reading corner.";
    const brief = requestBrief({ category: "food-beverage", description });
    for (let b = 0; b < 150; b++) {
      const id = `brand-${b}`;
      const designs = [1, 2, 3].flatMap((run) =>
        [0, 1].map((variant) =>
          JSON.stringify(
            pickDemoDesign({
              name: "Bean There",
              category: "food-beverage",
              description,
              brief,
              seed: seedFrom(id, "logo", run, variant),
              variant,
              runSeed: seedFrom(id, "logo", run),
              brandSeed: seedFrom(id, "logo"),
              run,
            }),
          ),
        ),
      );
      expect(new Set(designs).size, id).toBe(6);
    }
  });
});
