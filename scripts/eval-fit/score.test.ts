import { describe, expect, it } from "vitest";
import type { FitBusiness } from "./fit-set";
import {
  conceptMatches,
  hasIndonesianPhrase,
  readDesign,
  refusedStemsIn,
  scoreNames,
  scoreRuns,
  scoreSymbols,
  weakName,
} from "./score";

const juiceBar: FitBusiness = {
  id: "juice",
  category: "food-beverage",
  lang: "en",
  description: "A juice bar pressing fruit to order in the market hall, with smoothies and salads.",
  symbol: { accept: ["orange", "citrus", "glass", "straw", "fruit"], refuse: ["coffee", "cup", "mug"] },
  names: { refuse: ["coffee", "crema", "brew"] },
};

const logo = (concept: string | null, kind = "icon") => ({
  id: concept ?? "x",
  kind,
  concept,
  source: null,
  licence: null,
  family: null,
  layout: "stacked",
});

describe("fit scoring", () => {
  it("matches concepts on every word's stem", () => {
    expect(conceptMatches("cup", "coffee cup")).toBe(true);
    expect(conceptMatches("coffee bean", "bean")).toBe(false);
    expect(conceptMatches("box", "boxes")).toBe(true);
    expect(conceptMatches("leaf", "tea leaves")).toBe(true);
    expect(conceptMatches("ice cream", "ice cream cone")).toBe(true);
    expect(conceptMatches("car", "care")).toBe(false);
  });

  it("reads symbol.concept when the design has one, else the motif id, and no pictogram for wordmarks", () => {
    expect(
      readDesign("a", { layout: "stacked", symbol: { kind: "icon", concept: "ice cream cone" } }).concept,
    ).toBe("ice cream cone");
    expect(readDesign("b", { layout: "stacked", symbol: { kind: "motif", id: "cone" } }).concept).toBe(
      "ice cream cone",
    );
    expect(readDesign("c", { layout: "wordmark", symbol: { kind: "motif", id: "cup" } }).concept).toBeNull();
    expect(
      readDesign("d", { layout: "stacked", symbol: { kind: "monogram", letters: null } }).concept,
    ).toBeNull();
  });

  it("fits a logo run with one accepted symbol and no refused one", () => {
    expect(scoreSymbols(juiceBar, [logo("orange slice"), logo(null, "monogram")]).fits).toBe(true);
    expect(scoreSymbols(juiceBar, [logo("orange slice"), logo("coffee cup")]).fits).toBe(false);
    expect(scoreSymbols(juiceBar, [logo("leaf"), logo(null, "abstract")]).fits).toBe(false);
  });

  it("lets the label with more words decide when an accepted and a refused one both match", () => {
    const ink = {
      ...juiceBar,
      symbol: { accept: ["pen", "fountain pen"], refuse: ["fountain", "water fountain"] },
    };
    expect(scoreSymbols(ink, [logo("fountain pen")])).toMatchObject({ fits: true, refused: [] });
    expect(scoreSymbols(ink, [logo("fountain")])).toMatchObject({ fits: false, refused: ["fountain"] });
    // Labels of equal size: the refusal stands.
    const cups = { ...juiceBar, symbol: { accept: ["cup"], refuse: ["cup"] } };
    expect(scoreSymbols(cups, [logo("cup")]).fits).toBe(false);
  });

  it("finds refused stems at word starts, and inside one-word names", () => {
    expect(refusedStemsIn(juiceBar, { name: "Crema & Pantry", meaning: "" })).toEqual(["crema"]);
    expect(refusedStemsIn(juiceBar, { name: "Sunbrew", meaning: "" })).toEqual(["brew"]);
    expect(refusedStemsIn(juiceBar, { name: "Pulp", meaning: "Like a coffee break" })).toEqual(["coffee"]);
    expect(refusedStemsIn(juiceBar, { name: "Pulp & Peel", meaning: "Fresh fruit, pressed" })).toEqual([]);
  });

  it("counts an Indonesian phrase as unclean only when Indonesian was not asked for", () => {
    expect(hasIndonesianPhrase({ name: "Teman Kita", meaning: "" })).toBe(true);
    expect(hasIndonesianPhrase({ name: "Pulp & Peel", meaning: "" })).toBe(false);
    // Indonesian meanings do not say "Indonesian"; the words and "-ku" (my) on a known word do.
    expect(hasIndonesianPhrase({ name: "Nasiku", meaning: "" })).toBe(true);
    expect(hasIndonesianPhrase({ name: "Cuci Bekasi", meaning: "" })).toBe(true);
    expect(hasIndonesianPhrase({ name: "Haiku House", meaning: "" })).toBe(false);
    expect(scoreNames(juiceBar, [{ name: "Rasa Segar", meaning: "" }]).clean).toBe(false);
    const inBali = { ...juiceBar, names: { ...juiceBar.names, expectIndonesian: true } };
    expect(scoreNames(inBali, [{ name: "Rasa Segar", meaning: "" }]).clean).toBe(true);
  });

  it("knows everyday Indonesian trade and tone words, not English respellings", () => {
    // Real Indonesian names the list once missed: a trade word with a place, a tone or "-ku".
    for (const name of [
      "Fisioterapi Surabaya",
      "Iklan Sederhana",
      "Terapi Teduh",
      "Kucingku",
      "Kemasan Garut",
      "Nanas Bekasi",
    ])
      expect(hasIndonesianPhrase({ name, meaning: "" }), name).toBe(true);
    // English words respelled ("photo" -> "Foto", "truck" -> "Truk") are no Indonesian phrase.
    for (const name of ["Foto", "Truk", "Stok", "Kafe", "Kredit Lane", "Ban Works", "Cat Studio"])
      expect(hasIndonesianPhrase({ name, meaning: "" }), name).toBe(false);
  });

  it("counts a name as recurring when two businesses got it", () => {
    const other = { ...juiceBar, id: "other" };
    const run = (id: string, names: string[]) => ({
      id,
      names: names.map((name) => ({ name, meaning: "" })),
      chosenName: names[0]!,
      logos: [logo("orange")],
      designs: [],
    });
    const { summary } = scoreRuns(
      [juiceBar, other],
      [run("juice", ["Pulp", "Zest"]), run("other", ["pulp", "Rind"])],
    );
    expect(summary.recurringNames).toBe(33.3);
    expect(summary.recurring).toEqual([{ name: "pulp", businesses: ["juice", "other"] }]);
    expect(summary.symbolFit).toBe(100);
  });

  it("calls a name weak when it is a fragment, only labels the trade, or pairs two of the founder's words", () => {
    const massage = "Mobile massage therapist visiting offices in Jakarta; deep tissue and sports massage.";
    expect(weakName(massage, "Massage Therapist")).toBe("label");
    expect(weakName(massage, "Next Massage")).toBe("label");
    expect(weakName(massage, "Jakarta Producer")).toBe("label");
    expect(weakName(massage, "Tissue & Sports")).toBe("pairing");
    expect(weakName(massage, "Knead & True")).toBe("pairing");
    expect(weakName(massage, "Office Kneads W")).toBe("fragment");
    // A place with what the founder offers, words of its own, and coined words are names.
    expect(weakName(massage, "Jakarta Massage")).toBeNull();
    expect(weakName(massage, "Knead & Ease")).toBeNull();
    expect(weakName(massage, "The Knead Works")).toBeNull();
    expect(weakName(massage, "Kneadly")).toBeNull();
    expect(weakName(massage, "Massage Co.")).toBeNull();
    expect(weakName("Es teh dan kopi di Bandung.", "Es Teh Bandung")).toBeNull();
  });

  it("reports the share of weak names and of name sets with one", () => {
    const run = {
      id: "juice",
      names: ["Juice Bar", "Pulp & Peel", "Zestwell"].map((name) => ({ name, meaning: "" })),
      chosenName: "Zestwell",
      logos: [logo("orange")],
      designs: [],
    };
    const { scores, summary } = scoreRuns([juiceBar], [run]);
    expect(scores[0]!.weak).toEqual([{ name: "Juice Bar", why: "label" }]);
    expect(summary.weakNames).toBe(33.3);
    expect(summary.weakNameSets).toBe(100);
  });
});
