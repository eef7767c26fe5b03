import { describe, expect, it } from "vitest";
import { drawTier, rankConcepts } from "./rank-concepts";

describe("rankConcepts", () => {
  it("puts things before people and places, and those before the abstract", () => {
    expect(
      rankConcepts([
        { concept: "poetry", business: false },
        { concept: "guest", business: false },
        { concept: "lantern", business: false },
      ]),
    ).toEqual(["lantern", "guest", "poetry"]);
  });

  it("keeps a word with a stand-in of its own that the lexicon would drop, after the drawable", () => {
    // WordNet knows "cv" only as a communication, which alone would be no concept.
    expect(drawTier("cv")).toBeNull();
    expect(
      rankConcepts([
        { concept: "cv", business: false },
        { concept: "recruiter", business: false },
      ]),
    ).toEqual(["recruiter", "cv"]);
  });

  it("lets an event the business holds lead, as a trade, but not an event merely mentioned", () => {
    expect(drawTier("bonfire", { trade: true })).toBe(3);
    expect(drawTier("bonfire")).toBe(4);
    expect(
      rankConcepts([
        { concept: "bonfire", business: true },
        { concept: "society", business: true, head: true },
        { concept: "barrel", business: false },
      ]),
    ).toEqual(["bonfire", "barrel"]);
  });

  it("lets the business phrase's drawable words lead, as written", () => {
    expect(
      rankConcepts([
        { concept: "kombucha", business: true },
        { concept: "brewery", business: true, head: true },
        { concept: "bottle", business: false },
      ]),
    ).toEqual(["kombucha", "brewery", "bottle"]);
  });

  it("drops times, amounts, modifiers and verbs, and keeps generic heads only as a last resort", () => {
    for (const word of ["thursday", "autumn", "young", "urban", "monthly", "sell", "anytime"]) {
      expect(drawTier(word), word).toBeNull();
    }
    expect(
      rankConcepts([
        { concept: "tea", business: true },
        { concept: "house", business: true, head: true },
      ]),
    ).toEqual(["tea"]);
    expect(rankConcepts([{ concept: "studio", business: true, head: true }])).toEqual(["studio"]);
  });

  it("puts the business's own trade before its setting, and both before its clients", () => {
    expect(
      rankConcepts([
        { concept: "street", business: true, setting: true },
        { concept: "crepe", business: true },
        { concept: "bank", business: false, client: true },
        { concept: "banana", business: false },
      ]),
    ).toEqual(["crepe", "banana", "street", "bank"]);
    expect(
      rankConcepts([
        { concept: "design", business: true },
        { concept: "bank", business: false, client: true },
      ]),
    ).toEqual(["design", "bank"]);
  });

  it("keeps glossary words WordNet does not know", () => {
    expect(rankConcepts([{ concept: "rendang", business: true, knownThing: true }])).toEqual(["rendang"]);
  });
});
