import { describe, expect, it } from "vitest";
import { isVerbLemma, posCounts } from "./parts-of-speech";

describe("WordNet parts of speech", () => {
  it("says which parts of speech a word has and how often each was seen", () => {
    expect(posCounts("urban")).toEqual({ adj: expect.any(Number) });
    const young = posCounts("young");
    expect(young.adj).toBeGreaterThan(young.noun ?? 0);
    expect(posCounts("honey").noun).toBeGreaterThan(0);
    expect(posCounts("ice cream").noun).toBeDefined();
    expect(posCounts("nothingword")).toEqual({});
  });

  it("knows verbs by their base form", () => {
    expect(isVerbLemma("sell")).toBe(true);
    expect(isVerbLemma("book")).toBe(true);
    expect(isVerbLemma("apiary")).toBe(false);
    expect(isVerbLemma("")).toBe(false);
  });
});
