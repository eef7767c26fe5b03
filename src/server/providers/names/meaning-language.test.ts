import { describe, expect, it } from "vitest";
import { templatesOf } from "./demo-meanings";
import { generateDemoNames } from "./demo-names";
import { indonesianPhrase } from "./indonesian-phrases";
import { buildNamesPrompt } from "./openrouter-names";

const KOMBUCHA =
  "A small kombucha brewery in Padang making fermented tea with tropical fruit for young professionals.";
const WARUNG = "Warung kopi kecil di Yogyakarta yang menjual kopi susu dan roti bakar untuk mahasiswa.";

/** A meaning's own words, without the name and the quoted name parts it explains. */
const prose = (name: string, meaning: string) =>
  meaning
    .split(name)
    .join(" ")
    .replace(/“[^”]*”/g, " ");
const ENGLISH_WORDS = /\b(?:the|and|your|is|with|of|for|it|people|name)\b/i;
const INDONESIAN_WORDS = /\b(?:dan|untuk|dengan|Anda|nama|yang|adalah|dari|di)\b/;

const run = (description: string, meaningLanguage: "en" | "id", seed: number) =>
  generateDemoNames({ category: "food-beverage", description, exclude: [], seed, meaningLanguage });

/** Issue 31: meanings are written in the language the person reads; names follow the description. */
describe("meanings in the reader's language", () => {
  it("writes natural Indonesian meanings for an English description, naming what the founder wrote", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const names = run(KOMBUCHA, "id", seed);
      expect(names).toHaveLength(3);
      for (const { name, meaning } of names) {
        const templates = templatesOf(meaning);
        expect(templates.length, meaning).toBeGreaterThan(0);
        expect(
          templates.every((t) => t.startsWith("id-")),
          meaning,
        ).toBe(true);
        expect(prose(name, meaning), meaning).not.toMatch(ENGLISH_WORDS);
        expect(prose(name, meaning), meaning).toMatch(INDONESIAN_WORDS);
      }
      // The run names something specific of this business, said in Indonesian.
      const all = names.map((n) => n.meaning).join(" ");
      expect(all, all).toMatch(/Padang|teh fermentasi|buah tropis|profesional muda|kombucha|teh|buah/);
      // No untranslated English from the brief.
      expect(all).not.toMatch(/fermented tea|tropical fruit|young professionals/);
    }
  });

  it("keeps the same names whatever language the meanings are written in", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const names = (lang: "en" | "id") => run(KOMBUCHA, lang, seed).map((n) => n.name);
      expect(names("id")).toEqual(names("en"));
    }
  });

  it("writes English meanings for an English reader, also of an Indonesian description", () => {
    for (let seed = 1; seed <= 8; seed++) {
      for (const { name, meaning } of run(WARUNG, "en", seed)) {
        expect(
          templatesOf(meaning).every((t) => t.startsWith("en-")),
          meaning,
        ).toBe(true);
        expect(prose(name, meaning), meaning).not.toMatch(/\b(?:untuk|dengan|Anda|adalah)\b/);
      }
    }
  });

  it("says the brief's English words in Indonesian, noun first, and leaves unknown ones unsaid", () => {
    expect(indonesianPhrase("tropical fruit")).toBe("buah tropis");
    expect(indonesianPhrase("young professionals")).toBe("profesional muda");
    expect(indonesianPhrase("coral reefs")).toBe("terumbu karang");
    expect(indonesianPhrase("students")).toBe("mahasiswa");
    expect(indonesianPhrase("a coffee stall")).toBe("warung kopi");
    expect(indonesianPhrase("quantum flux capacitors")).toBeUndefined();
  });

  it("asks the live model for meanings in the reader's language, the request otherwise unchanged", () => {
    const base = { category: "food-beverage" as const, description: KOMBUCHA, exclude: [] };
    const english = buildNamesPrompt(base);
    const indonesian = buildNamesPrompt({ ...base, meaningLanguage: "id" });
    expect(english).not.toMatch(/Indonesian/);
    expect(indonesian).toMatch(/The person reads Indonesian: write every meaning in natural Indonesian/);
    expect(indonesian.replace(/\nThe person reads Indonesian[^\n]*/, "")).toBe(english);
    const warungForEnglish = buildNamesPrompt({ ...base, description: WARUNG, meaningLanguage: "en" });
    expect(warungForEnglish).toMatch(/the person reads English: write every meaning in English/);
    expect(buildNamesPrompt({ ...base, description: WARUNG })).toMatch(/write every meaning in Indonesian/);
  });
});
