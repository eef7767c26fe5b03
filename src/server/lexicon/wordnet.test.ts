import { describe, expect, it } from "vitest";
import {
  baseForm,
  broaderTerms,
  closeLexicon,
  definingThings,
  namesAKind,
  nounSenses,
  resembledActivity,
  synonyms,
  withoutAccents,
} from "./wordnet";

describe("WordNet nouns", () => {
  it("undoes plurals, compounds included, and knows irregular ones", () => {
    expect(baseForm("bicycles")).toBe("bicycle");
    expect(baseForm("bakeries")).toBe("bakery");
    expect(baseForm("ice creams")).toBe("ice cream");
    expect(baseForm("ice_cream")).toBe("ice cream");
    expect(baseForm("Loaves")).toBe("loaf");
    expect(baseForm("kombuchaa")).toBeUndefined();
  });

  it("gives the same synset's words as synonyms", () => {
    expect(synonyms("bicycle")).toEqual(expect.arrayContaining(["bike", "cycle"]));
    expect(synonyms("florist")).toContain("flower store");
    expect(synonyms("nothingword")).toEqual([]);
  });

  it("gives broader terms nearest first", () => {
    const levels = broaderTerms("ice cream", 2);
    expect(levels[0]).toContain("frozen dessert");
    expect(levels[1]).toContain("dessert");
    expect(broaderTerms("bicycle", 1)[0]).toContain("wheeled vehicle");
  });

  it("reads synsets by offset with their gloss", () => {
    const [first] = nounSenses("bicycle");
    expect(first?.words).toContain("bicycle");
    expect(first?.gloss).toMatch(/two wheels/);
  });

  it("never takes a definition's modal verb for a thing", () => {
    // "a shop where men can get their hair cut": no tin can.
    expect(definingThings("barbershop")).not.toContain("can");
    // "a clergyman who watches over a group of people": the verb after "who" is no watch.
    expect(definingThings("shepherd")).not.toContain("watch");
    expect(definingThings("watchmaker")).toContain("watch");
  });

  it("tells a kind named after another sort of thing from a thing made of its modifier", () => {
    expect(namesAKind("oyster", "mushroom")).toBe(true);
    expect(namesAKind("sea", "trout")).toBe(true);
    expect(namesAKind("beef", "jerky")).toBe(false);
    expect(namesAKind("coconut", "milk")).toBe(false);
    expect(namesAKind("wine", "bar")).toBe(false);
  });

  it("finds a borrowed word written with its accents ('éclair', 'crème brûlée')", () => {
    expect(baseForm("éclairs")).toBe("eclair");
    expect(baseForm("crème brûlée")).toBe("creme brulee");
    expect(nounSenses("piñata")[0]?.words).toContain("pinata");
    expect(withoutAccents("kürtőskalács")).toBe("kurtoskalacs");
  });

  it("opens its files again after they were closed", () => {
    const before = nounSenses("bicycle");
    closeLexicon();
    expect(nounSenses("bicycle")).toEqual(before);
    expect(baseForm("bakeries")).toBe("bakery");
  });
});

describe("the activity a sport's definition says it resembles", () => {
  it("finds hockey for hurling and baseball for rounders, nothing for a game defined otherwise", () => {
    expect(resembledActivity("hurling")).toBe("hockey");
    expect(resembledActivity("rounders")).toBe("baseball");
    expect(resembledActivity("shinny")).toBe("hockey");
    expect(resembledActivity("badminton")).toBeUndefined();
    // Only an act: a thing "resembling" another is left to its own words.
    expect(resembledActivity("bicycle")).toBeUndefined();
  });
});
