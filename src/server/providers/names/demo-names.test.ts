import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_IDS, type CategoryId } from "@/shared/categories";
import { detectDescriptionLanguage, offlineLanguageNote } from "@/shared/description-language";
import { NAME_STYLE_IDS, type NameStyle } from "@/shared/name-options";
import { CLOSERS, OPENERS, templatesOf } from "./demo-meanings";
import {
  createDemoNamesProvider,
  generateDemoNames,
  generateDemoNamesDetailed,
  isPronounceable,
} from "./demo-names";
import type { NameRequest } from "./types";

const COFFEE =
  "A cozy neighbourhood café serving single-origin coffee and fresh pastries, with a quiet corner.";

function request(overrides: Partial<NameRequest> = {}): NameRequest {
  return { category: "food-beverage", description: COFFEE, exclude: [], seed: 42, ...overrides };
}

const key = (name: string) => name.toLowerCase();

describe("generateDemoNames", () => {
  it("returns 3 distinct, well-formed names with specific meanings", () => {
    const names = generateDemoNames(request());
    expect(names).toHaveLength(3);
    expect(new Set(names.map((n) => key(n.name))).size).toBe(3);
    for (const n of names) {
      expect(n.name).toBe(n.name.trim());
      expect(n.name).toMatch(/^[A-Z]/);
      expect(n.name.replace(/[^A-Za-z]/g, "").length).toBeGreaterThanOrEqual(3);
      expect(n.name.length).toBeLessThanOrEqual(24);
      expect(n.meaning.length).toBeGreaterThan(30);
      expect(n.meaning).toMatch(/[.!]$/);
      expect(n.meaning).not.toMatch(/undefined|NaN|\{\}|\s{2}/);
    }
  });

  it("never repeats a name across 5 successive runs that feed earlier names into exclude", () => {
    for (const category of CATEGORY_IDS) {
      const seen: string[] = [];
      for (let run = 0; run < 5; run++) {
        const names = generateDemoNames(request({ category, exclude: [...seen], seed: 7 }));
        expect(names).toHaveLength(3);
        for (const n of names) expect(seen.map(key)).not.toContain(key(n.name));
        seen.push(...names.map((n) => n.name));
      }
      expect(new Set(seen.map(key)).size).toBe(15);
    }
  });

  it("honours exclude case-insensitively", () => {
    const first = generateDemoNames(request());
    const again = generateDemoNames(request({ exclude: first.map((n) => n.name.toUpperCase()) }));
    for (const n of again) expect(first.map((f) => key(f.name))).not.toContain(key(n.name));
  });

  it("still returns 3 names when the exclude list is very long", () => {
    const seen: string[] = [];
    for (let run = 0; run < 25; run++) {
      const names = generateDemoNames(
        request({ category: "others", description: "Something for everyone.", exclude: [...seen] }),
      );
      expect(names).toHaveLength(3);
      seen.push(...names.map((n) => n.name));
    }
    expect(new Set(seen.map(key)).size).toBe(seen.length);
  });

  it("is deterministic for a seed and inputs", () => {
    expect(generateDemoNames(request({ seed: 123 }))).toEqual(generateDemoNames(request({ seed: 123 })));
    expect(generateDemoNames(request({ category: "agency", seed: 9 }))).toEqual(
      generateDemoNames(request({ category: "agency", seed: 9 })),
    );
  });

  it("gives different results for different seeds", () => {
    const outputs = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      outputs.add(
        generateDemoNames(request({ seed }))
          .map((n) => n.name)
          .join("|"),
      );
    }
    expect(outputs.size).toBeGreaterThanOrEqual(5);
    expect(generateDemoNames(request({ seed: 1 }))).not.toEqual(generateDemoNames(request({ seed: 2 })));
  });

  it("works for every category, using the category's placeholder as the description", () => {
    for (const category of CATEGORIES) {
      for (let seed = 0; seed < 20; seed++) {
        const names = generateDemoNames(
          request({ category: category.id, description: category.placeholder, seed }),
        );
        expect(names).toHaveLength(3);
        for (const n of names) {
          expect(n.name.trim()).not.toBe("");
          expect(isPronounceable(n.name)).toBe(true);
        }
      }
    }
  });

  it("lets description keywords shape the output", () => {
    const coffeeWords =
      /coffee|kopi|brew|bean|roast|crema|espresso|cup|mocha|arabica|pour|café|morning|ember/i;
    let related = 0;
    for (let seed = 0; seed < 10; seed++) {
      const names = generateDemoNames(request({ seed }));
      if (names.some((n) => coffeeWords.test(n.name) || coffeeWords.test(n.meaning))) related++;
    }
    expect(related).toBe(10);

    // The same category with a different business gets a different vocabulary.
    const bakery = "A small artisan bakery making sourdough bread, croissants and seasonal fruit tarts.";
    const bakeryWords =
      /bake|bread|roti|panis|crumb|loaf|rise|flour|butter|knead|oven|golden|crust|hearth|honey/i;
    for (let seed = 0; seed < 10; seed++) {
      const names = generateDemoNames(request({ description: bakery, seed }));
      expect(names.some((n) => bakeryWords.test(n.name) || bakeryWords.test(n.meaning))).toBe(true);
    }
  });

  it("refers to the actual business in the meanings", () => {
    const names = generateDemoNames(
      request({
        category: "services",
        description: "A bookkeeping service for small online shops that handles taxes and monthly reports.",
      }),
    );
    const meanings = names.map((n) => n.meaning).join(" ");
    expect(meanings).toMatch(/bookkeeping|your service|books|ledger|tally/i);
  });

  it("copes with descriptions that match nothing in the lexicon, or nothing at all", () => {
    for (const description of [
      "",
      "   ",
      "Zxqv wrrt pflm!",
      "Kami menjual kopi susu dan roti bakar di Bandung.",
    ]) {
      for (const category of CATEGORY_IDS) {
        const names = generateDemoNames(request({ category, description }));
        expect(names).toHaveLength(3);
      }
    }
  });

  it("always returns 3 pronounceable, distinct names for arbitrary inputs", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CATEGORY_IDS),
        fc.string({ maxLength: 200 }),
        fc.integer(),
        fc.array(fc.string({ maxLength: 12 }), { maxLength: 10 }),
        (category: CategoryId, description, seed, exclude) => {
          const names = generateDemoNames({ category, description, seed, exclude });
          expect(names).toHaveLength(3);
          expect(new Set(names.map((n) => key(n.name))).size).toBe(3);
          for (const n of names) {
            expect(isPronounceable(n.name)).toBe(true);
            expect(exclude.map(key)).not.toContain(key(n.name));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("isPronounceable", () => {
  it("accepts brandable names and rejects awkward clusters", () => {
    for (const ok of [
      "Brewlane",
      "Stridewell",
      "Verdana Market",
      "Kopi Senja",
      "Salt & Ember",
      "Crumbwell",
    ]) {
      expect(isPronounceable(ok), ok).toBe(true);
    }
    for (const bad of ["Sparkcraft", "Brewwell", "Xqzt", "Aaron", "Glowwworks", "Nglow"]) {
      expect(isPronounceable(bad), bad).toBe(false);
    }
  });
});

describe("createDemoNamesProvider", () => {
  it("is a demo-mode provider that resolves to the generator's names", async () => {
    const provider = createDemoNamesProvider();
    expect(provider.mode).toBe("demo");
    await expect(provider.generate(request())).resolves.toEqual(generateDemoNames(request()));
  });

  it("rejects when the request is already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      createDemoNamesProvider().generate(request({ signal: controller.signal })),
    ).rejects.toMatchObject({
      name: "NameProviderError",
    });
  });
});

describe("meanings (issue: templated phrases, description pasted back)", () => {
  const DESCRIPTIONS: Array<[CategoryId, string]> = [
    ["food-beverage", COFFEE],
    ["services", "A bookkeeping service for small online shops that handles taxes and monthly reports."],
    ["digital-product", "A budgeting app that helps young couples plan shared expenses and save for a home."],
    [
      "retail-ecommerce",
      "An online store selling handmade batik tote bags and scarves from Yogyakarta artisans.",
    ],
    [
      "agency",
      "A small design agency that builds brand identities and websites for independent restaurants.",
    ],
    ["others", "A community running club that meets every Saturday morning in the park for a friendly 5k."],
    ...CATEGORIES.map((c) => [c.id, c.placeholder] as [CategoryId, string]),
  ];

  /** Four runs of one brand, each told the names and meanings before it. */
  function runSet(category: CategoryId, description: string, seed: number, options?: NameRequest["options"]) {
    const names: string[] = [];
    const meanings: string[] = [];
    for (let run = 1; run <= 4; run++) {
      const out = generateDemoNames(
        request({
          category,
          description,
          seed: seed * 31 + run,
          exclude: [...names],
          earlierMeanings: [...meanings],
          options,
        }),
      );
      names.push(...out.map((n) => n.name));
      meanings.push(...out.map((n) => n.meaning));
    }
    return meanings;
  }

  it("every template's fixed words identify it, and only it", () => {
    const facts = {
      name: "Brewlane",
      kind: "compound" as const,
      a: { word: "brew", ev: "freshly brewed coffee", lang: "Indonesian", gloss: "coffee" },
      b: { word: "lane", ev: "a familiar neighbourhood street" },
      shared: "br",
      suffix: "ly",
      reading: "coffee at dusk",
    };
    for (const t of [...OPENERS, ...CLOSERS]) {
      const text = t.text.replace(/\{([A-Za-z0-9]+)\}/g, (_, k: string) =>
        k === "Name" ? facts.name : k.startsWith("A") ? "“alpha”" : k.startsWith("B") ? "“beta”" : `x${k}x`,
      );
      expect(templatesOf(text), t.id).toEqual([t.id]);
      // Enough fixed words that ordinary prose cannot be mistaken for the template.
      expect(
        t.text.replace(/\{[A-Za-z0-9]+\}/g, "").replace(/[^A-Za-z]/g, "").length,
        t.id,
      ).toBeGreaterThanOrEqual(12);
    }
  });

  it("uses no sentence template in more than 1 of the 12 meanings of four runs", () => {
    let sets = 0;
    for (const [category, description] of DESCRIPTIONS) {
      for (let seed = 1; seed <= 8; seed++) {
        const meanings = runSet(category, description, seed);
        expect(meanings).toHaveLength(12);
        const counts = new Map<string, number>();
        for (const m of meanings) {
          const ids = templatesOf(m);
          // One opening and one closing sentence, each recognised.
          expect(ids, m).toHaveLength(2);
          for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
        }
        const repeated = [...counts].filter(([, n]) => n > 1);
        expect(repeated, `${category} seed ${seed}`).toEqual([]);
        sets++;
      }
    }
    expect(sets).toBe(DESCRIPTIONS.length * 8);
  });

  it("keeps templates unique across runs narrowed by controls too", () => {
    for (const options of [
      { styles: ["compound" as const] },
      { styles: ["non-english" as const] },
      { styles: ["evocative" as const] },
      { wordCount: "two" as const },
      { maxLength: 7 },
    ]) {
      for (let seed = 1; seed <= 4; seed++) {
        const meanings = runSet("food-beverage", COFFEE, seed, options);
        const counts = new Map<string, number>();
        for (const m of meanings) for (const id of templatesOf(m)) counts.set(id, (counts.get(id) ?? 0) + 1);
        expect(
          [...counts].filter(([, n]) => n > 1),
          JSON.stringify(options),
        ).toEqual([]);
      }
    }
  });

  it("never pastes the user's description back into a meaning", () => {
    const windows = (text: string) => {
      const words = text.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];
      return words.slice(0, -3).map((_, i) => words.slice(i, i + 4).join(" "));
    };
    for (const [category, description] of DESCRIPTIONS) {
      const quoted = windows(description);
      for (let seed = 0; seed < 10; seed++) {
        for (const n of generateDemoNames(request({ category, description, seed }))) {
          const meaning = windows(n.meaning).join("|");
          for (const w of quoted) expect(meaning, `${n.meaning} repeats “${w}”`).not.toContain(w);
        }
      }
    }
  });
});

describe("descriptions in other languages and scripts", () => {
  const INDONESIAN = "Kami menjual kopi susu dan roti bakar di Bandung untuk anak muda yang suka nongkrong.";
  const RUSSIAN = "Магазин свечей и мыла ручной работы с натуральными ароматами для вашего дома и подарков.";
  const ARABIC = "مخبز عربي تقليدي يقدم الخبز الطازج والمعجنات والحلويات الشرقية كل صباح في جاكرتا";
  const JAPANESE = "ベーカリー：毎朝焼きたてのパンとクロワッサン、コーヒーをお届けする小さなお店です。";

  function styles(description: string, category: CategoryId = "food-beverage") {
    const out: Array<{ name: string; meaning: string; style: string }> = [];
    for (let seed = 0; seed < 10; seed++)
      out.push(...generateDemoNamesDetailed(request({ category, description, seed })));
    return out;
  }

  it("detects the language or script of a description", () => {
    expect(detectDescriptionLanguage(COFFEE)).toEqual({ kind: "english" });
    expect(detectDescriptionLanguage(INDONESIAN)).toEqual({ kind: "other-language", language: "Indonesian" });
    expect(detectDescriptionLanguage(RUSSIAN)).toMatchObject({ kind: "other-script", script: "Cyrillic" });
    expect(detectDescriptionLanguage(ARABIC)).toMatchObject({ kind: "other-script", script: "Arabic" });
    expect(detectDescriptionLanguage(JAPANESE)).toMatchObject({ kind: "other-script", script: "Japanese" });
    // English with a few Indonesian dish names is still English.
    expect(
      detectDescriptionLanguage("A warung serving nasi goreng and es teh to students near the campus."),
    ).toEqual({
      kind: "english",
    });
    expect(offlineLanguageNote({ kind: "english" })).toBeNull();
    expect(offlineLanguageNote(detectDescriptionLanguage(RUSSIAN))).toMatch(
      /Cyrillic.*AI mode handles all languages better/,
    );
  });

  it("builds names from the description's own words, and says so", () => {
    const indonesian = styles(INDONESIAN);
    const own = indonesian.filter((n) => n.style === "own");
    expect(own.length).toBeGreaterThanOrEqual(5);
    for (const n of own) {
      expect(
        n.name
          .toLowerCase()
          .split(" ")
          .every((w) => INDONESIAN.toLowerCase().includes(w)),
        n.name,
      ).toBe(true);
      expect(n.meaning).toMatch(/your own (description|word)|your words|own words/i);
      expect(n.meaning).toMatch(/translat/);
    }
    // Cyrillic and kana words are spelled in Latin letters, with the original shown in the meaning.
    const russian = styles(RUSSIAN, "retail-ecommerce").filter((n) => n.style === "own");
    expect(russian.length).toBeGreaterThan(0);
    for (const n of russian) {
      expect(n.name).toMatch(/^[A-Z][a-z]+(?: [A-Z][a-z]+)?$/);
      expect(n.meaning).toMatch(/\p{Script=Cyrillic}/u);
    }
    expect(styles(JAPANESE).some((n) => n.style === "own" && /Pan|Kurowassan|Koohii/.test(n.name))).toBe(
      true,
    );
  });

  it("falls back to the category, without pretending, when the script cannot be spelled offline", () => {
    const arabic = styles(ARABIC);
    expect(arabic).toHaveLength(30);
    expect(arabic.filter((n) => n.style === "own")).toEqual([]);
    for (const n of arabic) expect(n.meaning).not.toMatch(/your own|your words/);
  });
});

describe("controls (styles, length, words), each honoured on 30 runs", () => {
  /**
   * 30 runs: six brands of five runs each (a package's name generations), every run excluding
   * the brand's earlier names as the server does.
   */
  function thirtyRuns(
    options: NameRequest["options"],
    category: CategoryId = "food-beverage",
    description = COFFEE,
  ) {
    const all: Array<{ name: string; meaning: string; style: string }> = [];
    for (let brand = 0; brand < 6; brand++) {
      const seen: string[] = [];
      for (let run = 1; run <= 5; run++) {
        const names = generateDemoNamesDetailed(
          request({ category, description, seed: brand * 100 + run, exclude: [...seen], options }),
        );
        expect(names.length, `brand ${brand} run ${run} of ${JSON.stringify(options)}`).toBe(3);
        all.push(...names);
        seen.push(...names.map((n) => n.name));
      }
      expect(new Set(seen.map(key)).size).toBe(15);
    }
    expect(all).toHaveLength(90);
    return all;
  }
  const letterCount = (name: string) => name.replace(/[^\p{L}\p{N}]/gu, "").length;
  const wordCount = (name: string) => name.split(/\s+/).filter((w) => w !== "&").length;

  it("maximum length", () => {
    for (const maxLength of [6, 8]) {
      for (const n of thirtyRuns({ maxLength }))
        expect(letterCount(n.name), n.name).toBeLessThanOrEqual(maxLength);
    }
  });

  it("one word and two words", () => {
    for (const n of thirtyRuns({ wordCount: "one" })) expect(wordCount(n.name), n.name).toBe(1);
    for (const n of thirtyRuns({ wordCount: "two" }, "services", CATEGORIES[1]!.placeholder))
      expect(wordCount(n.name), n.name).toBe(2);
  });

  it("words to include", () => {
    for (const n of thirtyRuns({ include: ["brew"] })) expect(n.name.toLowerCase(), n.name).toContain("brew");
    // A word the lexicon does not know still works, and its meaning does not invent a gloss.
    for (const n of thirtyRuns(
      { include: ["zest", "nova"] },
      "digital-product",
      CATEGORIES[2]!.placeholder,
    )) {
      expect(n.name.toLowerCase(), n.name).toMatch(/zest|nova/);
    }
  });

  it("words to avoid", () => {
    const avoid = ["coffee", "brew", "bean", "kopi", "house"];
    for (const n of thirtyRuns({ avoid })) {
      for (const w of avoid) expect(n.name.toLowerCase(), n.name).not.toContain(w);
    }
  });

  it("each style", () => {
    const expected: Record<NameStyle, (n: { name: string; meaning: string; style: string }) => boolean> = {
      brandable: (n) => ["blend", "suffix"].includes(n.style) && wordCount(n.name) === 1,
      evocative: (n) => n.style === "solo" && wordCount(n.name) === 1,
      compound: (n) => n.style === "compound" && wordCount(n.name) === 1,
      "real-words": (n) => ["pair", "ampersand", "solo", "phrase"].includes(n.style),
      "short-phrase": (n) => ["pair", "ampersand", "phrase"].includes(n.style) && wordCount(n.name) >= 2,
      "non-english": (n) =>
        n.style === "foreign" && /Indonesian|Latin|Italian|Spanish|Javanese/.test(n.meaning),
      "alternate-spelling": (n) =>
        n.style === "respell" && wordCount(n.name) === 1 && /spell/i.test(n.meaning),
    };
    for (const style of NAME_STYLE_IDS) {
      for (const n of thirtyRuns({ styles: [style] }))
        expect(expected[style](n), `${style}: ${n.name} (${n.style})`).toBe(true);
    }
  });

  it("combined controls", () => {
    for (const n of thirtyRuns({ styles: ["compound", "brandable"], maxLength: 9, avoid: ["house"] })) {
      expect(letterCount(n.name)).toBeLessThanOrEqual(9);
      expect(n.name.toLowerCase()).not.toContain("house");
      expect(["compound", "blend", "suffix"]).toContain(n.style);
    }
  });

  it("without controls, a run is the default run (3 names, the same output as before options existed)", () => {
    expect(generateDemoNames(request({ options: {} }))).toEqual(generateDemoNames(request()));
    expect(generateDemoNames(request({ options: { styles: [], wordCount: "any" } }))).toEqual(
      generateDemoNames(request()),
    );
  });
});
