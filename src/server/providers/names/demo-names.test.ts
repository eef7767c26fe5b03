import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_IDS, type CategoryId } from "@/shared/categories";
import { createDemoNamesProvider, generateDemoNames, isPronounceable } from "./demo-names";
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
