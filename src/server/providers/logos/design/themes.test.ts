import { describe, expect, it } from "vitest";
import type { Brief } from "@/shared/brief";
import { MOTIF_FAMILY_IDS } from "@/shared/logo-design";
import { FIT_CASES } from "./fit-cases";
import { pickDemoDesign } from "./pick-design";
import { taglineFor } from "./tagline";
import { briefFor, familyMotifs } from "./themes";

/** The brief a case's description gives, with what to draw set as a founder would correct it. */
function briefOf(concepts: string[], notes: Brief["notes"] = []): Brief {
  return {
    version: 1,
    language: "en",
    source: "user",
    business: "a business",
    offerings: [],
    audience: [],
    place: null,
    tone: [],
    concepts,
    avoid: [],
    notes,
  };
}

const brief_ = (c: (typeof FIT_CASES)[number]) => briefFor(c.name, c.category, c.description);

describe("logos fit the business (40 realistic descriptions)", () => {
  it("has at least 40 cases, in English and Indonesian, with fallbacks among them", () => {
    expect(FIT_CASES.length).toBeGreaterThanOrEqual(40);
    expect(FIT_CASES.filter((c) => /\b(dan|yang|di)\b/.test(c.description)).length).toBeGreaterThanOrEqual(8);
    expect(FIT_CASES.filter((c) => c.must === null).length).toBeGreaterThanOrEqual(3);
  });

  for (const c of FIT_CASES) {
    it(`${c.name}: ${c.must ?? "abstract"}${c.tagline ? `, "${c.tagline}"` : ""}`, () => {
      const trade = brief_(c);
      expect(trade.family).toBe(c.must);
      if (c.tagline !== undefined) expect(trade.descriptor ?? null).toBe(c.tagline);

      // The trade's reading sets the tagline only; the symbol comes from the brief, not the name.
      for (let seed = 1; seed <= 6; seed++) {
        for (const variant of [0, 1]) {
          const brief = briefOf(
            c.must ? [c.must, ...familyMotifs(c.must)] : [],
            c.must ? [] : ["nothing-drawable"],
          );
          const design = pickDemoDesign({ ...c, brief, seed, variant });
          const renamed = pickDemoDesign({ ...c, name: "Another Name Entirely", brief, seed, variant });
          if (c.must === null) expect(["abstract", "monogram"]).toContain(design.symbol.kind);
          else expect(["icon", "motif"]).toContain(design.symbol.kind);
          if (design.symbol.kind === "icon" || design.symbol.kind === "motif") {
            expect(design.symbol.concept).toBeTruthy();
            expect(renamed.symbol.kind === design.symbol.kind && renamed.symbol.concept).toBe(
              design.symbol.concept,
            );
          }
          if (design.tagline) expect(design.tagline).toBe(taglineFor({ ...c, brief }));
        }
      }
    });
  }

  it("draws pictograms in both options whenever the brief is drawable, letters or abstract marks otherwise", () => {
    for (const c of FIT_CASES.slice(0, 12)) {
      const drawable = briefOf(["bicycle", "mountain"]);
      const kinds = [0, 1].map(
        (variant) => pickDemoDesign({ ...c, brief: drawable, seed: 5, variant }).symbol,
      );
      expect(kinds.map((s) => s.kind).every((k) => k === "icon" || k === "motif")).toBe(true);
      const ids = kinds.map((s) => ("id" in s ? s.id : ""));
      expect(new Set(ids).size).toBe(2);
      const blank = [0, 1].map(
        (variant) =>
          pickDemoDesign({ ...c, brief: briefOf([], ["mostly-emoji"]), seed: 5, variant }).symbol.kind,
      );
      for (const k of blank) expect(["abstract", "monogram"]).toContain(k);
    }
  });

  it("keeps a descriptor short and does not repeat the name", () => {
    expect(briefFor("Run Club", "others", "A running club for weekend runners").descriptor).toBeUndefined();
    const brief = briefFor(
      "Bakehouse",
      "food-beverage",
      "A family bakehouse: a sourdough bakery in the old town with wood-fired ovens and long queues",
    );
    expect(brief.descriptor).toBe("SOURDOUGH BAKERY");
    for (const c of FIT_CASES) {
      const d = briefFor(c.name, c.category, c.description).descriptor;
      if (d) expect(d.length).toBeLessThanOrEqual(26);
    }
  });

  it("every family draws at least one motif", () => {
    for (const id of MOTIF_FAMILY_IDS) expect(familyMotifs(id).length, id).toBeGreaterThan(0);
  });
});

describe("a description's trade read once for a brand's logos", () => {
  it("gives each caller its own copy of the same reading", () => {
    const description = "Wood-fired sourdough loaves and pastries from a village bakery.";
    const first = briefFor("", "food-beverage", description);
    first.descriptor = "changed by a caller";
    const again = briefFor("", "food-beverage", description);
    expect(again.descriptor).not.toBe("changed by a caller");
    expect(again).toEqual(briefFor("", "food-beverage", description));
    expect(again.family).toBe(first.family);
  });

  it("reads a name, a category or a description it has not seen on its own", () => {
    const description = "Wood-fired sourdough loaves and pastries from a village bakery.";
    expect(briefFor("", "food-beverage", description).family).not.toBe(
      briefFor("", "services", "Emergency plumber for leaks, boilers and blocked drains.").family,
    );
  });
});
