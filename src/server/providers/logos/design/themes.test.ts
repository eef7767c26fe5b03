import { describe, expect, it } from "vitest";
import { MOTIF_FAMILY_IDS, type MotifId } from "@/shared/logo-design";
import { FIT_CASES } from "./fit-cases";
import { pickDemoDesign } from "./pick-design";
import { briefFor, familyMotifs } from "./themes";

/** Motifs a case must never show: its must-not families' motifs that its own family does not share. */
function forbidden(must: (typeof FIT_CASES)[number]["must"], mustNot: readonly string[]): Set<MotifId> {
  const own = new Set(familyMotifs(must));
  return new Set(
    mustNot.flatMap((f) => familyMotifs(f as (typeof MOTIF_FAMILY_IDS)[number])).filter((m) => !own.has(m)),
  );
}

describe("logos fit the business (40 realistic descriptions)", () => {
  it("has at least 40 cases, in English and Indonesian, with fallbacks among them", () => {
    expect(FIT_CASES.length).toBeGreaterThanOrEqual(40);
    expect(FIT_CASES.filter((c) => /\b(dan|yang|di)\b/.test(c.description)).length).toBeGreaterThanOrEqual(8);
    expect(FIT_CASES.filter((c) => c.must === null).length).toBeGreaterThanOrEqual(3);
  });

  for (const c of FIT_CASES) {
    it(`${c.name}: ${c.must ?? "abstract"}${c.tagline ? `, "${c.tagline}"` : ""}`, () => {
      const brief = briefFor(c.name, c.category, c.description);
      expect(brief.family).toBe(c.must);
      if (c.tagline !== undefined) expect(brief.descriptor ?? null).toBe(c.tagline);

      // Every design the demo generator makes for it, across seeds and both options of a run.
      const banned = forbidden(c.must, c.mustNot);
      const allowed = new Set(familyMotifs(c.must));
      for (let seed = 1; seed <= 12; seed++) {
        for (const variant of [0, 1]) {
          const design = pickDemoDesign({ ...c, seed, variant });
          if (design.symbol.kind === "motif") {
            expect(allowed.has(design.symbol.id), `${design.symbol.id} for ${c.name}`).toBe(true);
            expect(banned.has(design.symbol.id)).toBe(false);
          } else {
            expect(["abstract", "monogram"]).toContain(design.symbol.kind);
          }
          if (design.tagline) expect(design.tagline).toBe(brief.descriptor);
        }
      }
    });
  }

  it("never uses a literal mark without a family, and uses the family's marks when there is one", () => {
    const motifsOf = (c: (typeof FIT_CASES)[number]) =>
      Array.from({ length: 24 }, (_, i) => pickDemoDesign({ ...c, seed: i + 1, variant: i % 2 }).symbol)
        .filter((s) => s.kind === "motif")
        .map((s) => (s.kind === "motif" ? s.id : ""));
    for (const c of FIT_CASES) {
      if (c.must === null) expect(motifsOf(c)).toEqual([]);
      else expect(motifsOf(c).length).toBeGreaterThan(0);
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
