import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_MEANING, parseNameReply } from "./parse-names";

const THREE = [
  { name: "Brewlane", meaning: "A lane for brews." },
  { name: "Crema Co", meaning: "Named after espresso foam." },
  { name: "Beanhouse", meaning: "A home for beans." },
];

type Case = { title: string; input: string; expected: Array<{ name: string; meaning?: string }> };

const cases: Case[] = [
  {
    title: "plain JSON array",
    input: JSON.stringify(THREE),
    expected: THREE,
  },
  {
    title: "JSON in a ```json code fence with prose around it",
    input: `Sure! Here are three names for your café:\n\n\`\`\`json\n${JSON.stringify(THREE, null, 2)}\n\`\`\`\n\nLet me know if you want more.`,
    expected: THREE,
  },
  {
    title: "JSON in a bare code fence",
    input: `\`\`\`\n${JSON.stringify(THREE)}\n\`\`\``,
    expected: THREE,
  },
  {
    title: "prose before and after an unfenced array",
    input: `Here you go: ${JSON.stringify(THREE)} Hope these help!`,
    expected: THREE,
  },
  {
    title: "trailing commas",
    input: `[\n {"name": "Brewlane", "meaning": "A lane for brews.",},\n {"name": "Beanhouse", "meaning": "A home for beans."},\n]`,
    expected: [
      { name: "Brewlane", meaning: "A lane for brews." },
      { name: "Beanhouse", meaning: "A home for beans." },
    ],
  },
  {
    title: "single quotes and unquoted keys",
    input: `[{name: 'Brewlane', meaning: 'A lane for brews.'}, {'name': 'Beanhouse', 'meaning': 'A home for beans.'}]`,
    expected: [
      { name: "Brewlane", meaning: "A lane for brews." },
      { name: "Beanhouse", meaning: "A home for beans." },
    ],
  },
  {
    title: 'object with a "names" key',
    input: JSON.stringify({ names: THREE }),
    expected: THREE,
  },
  {
    title: 'object with a "suggestions" key and a description field',
    input: JSON.stringify({ suggestions: [{ name: "Brewlane", description: "A lane for brews." }] }),
    expected: [{ name: "Brewlane", meaning: "A lane for brews." }],
  },
  {
    title: "more than 3 items keeps the first 3",
    input: JSON.stringify([...THREE, { name: "Fourth", meaning: "x" }, { name: "Fifth", meaning: "y" }]),
    expected: THREE,
  },
  {
    title: "array of plain strings gets the default meaning",
    input: `["Brewlane", "Beanhouse"]`,
    expected: [
      { name: "Brewlane", meaning: DEFAULT_MEANING },
      { name: "Beanhouse", meaning: DEFAULT_MEANING },
    ],
  },
  {
    title: "duplicates differing in case are dropped",
    input: JSON.stringify([
      { name: "Brewlane", meaning: "a" },
      { name: "BREWLANE", meaning: "b" },
      { name: "Beanhouse", meaning: "c" },
    ]),
    expected: [
      { name: "Brewlane", meaning: "a" },
      { name: "Beanhouse", meaning: "c" },
    ],
  },
  {
    title:
      "names are cleaned of quotes, markdown and trailing punctuation; empty and over-long names are dropped",
    input: JSON.stringify([
      { name: ' "**Brewlane**." ', meaning: "ok" },
      { name: "   ", meaning: "empty" },
      { name: "A".repeat(41), meaning: "too long" },
      { name: "Beanhouse!", meaning: "" },
    ]),
    expected: [
      { name: "Brewlane", meaning: "ok" },
      { name: "Beanhouse", meaning: DEFAULT_MEANING },
    ],
  },
  {
    title: "truncated array falls back to the individual objects",
    input: `[{"name": "Brewlane", "meaning": "A lane for brews."}, {"name": "Beanhouse", "meaning": "A home for beans."}, {"name": "Cre`,
    expected: [
      { name: "Brewlane", meaning: "A lane for brews." },
      { name: "Beanhouse", meaning: "A home for beans." },
    ],
  },
  {
    title: "objects separated by prose, no array",
    input: `First: {"name": "Brewlane", "meaning": "A lane for brews."}\nSecond: {"name": "Beanhouse", "meaning": "A home for beans."}`,
    expected: [
      { name: "Brewlane", meaning: "A lane for brews." },
      { name: "Beanhouse", meaning: "A home for beans." },
    ],
  },
  {
    title: "Name:/Meaning: fields",
    input: "Name: Brewlane\nMeaning: A lane for brews.\n\nName: Beanhouse\nMeaning: A home for beans.",
    expected: [
      { name: "Brewlane", meaning: "A lane for brews." },
      { name: "Beanhouse", meaning: "A home for beans." },
    ],
  },
  {
    title: "bold markdown fields in a numbered list",
    input:
      "1. **Name:** Brewlane\n   **Meaning:** A lane for brews.\n2. **Name:** Beanhouse\n   **Meaning:** A home for beans.",
    expected: [
      { name: "Brewlane", meaning: "A lane for brews." },
      { name: "Beanhouse", meaning: "A home for beans." },
    ],
  },
  {
    title: "name and meaning on one line",
    input:
      "Brand Name: Brewlane - Meaning: A lane for brews.\nBrand Name: Beanhouse | Meaning: A home for beans.",
    expected: [
      { name: "Brewlane", meaning: "A lane for brews." },
      { name: "Beanhouse", meaning: "A home for beans." },
    ],
  },
  {
    title: "numbered list with bold names and dashes",
    input:
      "Here are some ideas:\n\n1. **Brewlane** - a lane for brews\n2. **Crema Co** – named after espresso foam\n3. **Beanhouse**: a home for beans\n\nGood luck!",
    expected: [
      { name: "Brewlane", meaning: "a lane for brews" },
      { name: "Crema Co", meaning: "named after espresso foam" },
      { name: "Beanhouse", meaning: "a home for beans" },
    ],
  },
  {
    title: "numbered list of bare names gets the default meaning",
    input: "1. Brewlane\n2. Beanhouse\n3) Crema Co",
    expected: [
      { name: "Brewlane", meaning: DEFAULT_MEANING },
      { name: "Beanhouse", meaning: DEFAULT_MEANING },
      { name: "Crema Co", meaning: DEFAULT_MEANING },
    ],
  },
  {
    title: "bulleted list with quoted names",
    input: '- "Brewlane" — a lane for brews\n* "Beanhouse" (a home for beans)\n• Crema Co',
    expected: [
      { name: "Brewlane", meaning: "a lane for brews" },
      { name: "Beanhouse", meaning: "a home for beans" },
      { name: "Crema Co", meaning: DEFAULT_MEANING },
    ],
  },
  {
    title: "list items with nested meaning bullets",
    input:
      "1. **Brewlane**\n   - Meaning: a lane for brews\n2. **Beanhouse**\n   - Meaning: a home for beans",
    expected: [
      { name: "Brewlane", meaning: "a lane for brews" },
      { name: "Beanhouse", meaning: "a home for beans" },
    ],
  },
  {
    title: "list items that are sentences are not names",
    input: "- This would work really well for a café\n- Another thought about your brand here\n- Brewlane",
    expected: [{ name: "Brewlane", meaning: DEFAULT_MEANING }],
  },
  { title: "empty string", input: "", expected: [] },
  { title: "whitespace only", input: "  \n\t ", expected: [] },
  { title: "garbage", input: "}{][::**!!", expected: [] },
  { title: "a refusal with no names", input: "I'm sorry, I can't help with that request.", expected: [] },
  { title: "JSON of the wrong shape", input: `{"foo": [1, 2, 3], "bar": {"baz": null}}`, expected: [] },
];

describe("parseNameReply", () => {
  it.each(cases)("$title", ({ input, expected }) => {
    const result = parseNameReply(input);
    expect(result.map((r) => r.name)).toEqual(expected.map((e) => e.name));
    expected.forEach((e, i) => {
      if (e.meaning !== undefined) expect(result[i]?.meaning).toBe(e.meaning);
    });
  });

  it("never throws and returns at most 3 items with non-empty names for arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => {
        const result = parseNameReply(s);
        expect(result.length).toBeLessThanOrEqual(3);
        for (const r of result) {
          expect(r.name.trim()).not.toBe("");
          expect(r.name.length).toBeLessThanOrEqual(40);
          expect(typeof r.meaning).toBe("string");
        }
      }),
      { numRuns: 500 },
    );
  });

  it("never throws on arbitrary JSON-ish and list-ish text", () => {
    const fragment = fc.oneof(
      fc.constantFrom(
        "[",
        "]",
        "{",
        "}",
        ",",
        ":",
        '"',
        "'",
        "```",
        "```json\n",
        '"name"',
        '"meaning"',
        "name:",
        "Meaning:",
        "**",
        "\n",
        "1. ",
        "- ",
        "null",
        "\\",
        "\\u12",
      ),
      fc.string({ maxLength: 12 }),
      fc.json(),
    );
    const jsonish = fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(jsonish, (s) => {
        const result = parseNameReply(s);
        expect(result.length).toBeLessThanOrEqual(3);
        const keys = new Set(result.map((r) => r.name.toLowerCase()));
        expect(keys.size).toBe(result.length);
        for (const r of result) {
          expect(r.name.trim()).not.toBe("");
          expect(r.name).toBe(r.name.trim());
        }
      }),
      { numRuns: 500 },
    );
  });

  it("handles arbitrary values of name/meaning inside valid JSON", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.anything(), meaning: fc.anything() }), { maxLength: 6 }),
        (items) => {
          let text: string;
          try {
            text = JSON.stringify(items);
          } catch {
            return;
          }
          const result = parseNameReply(text);
          expect(result.length).toBeLessThanOrEqual(3);
          for (const r of result) expect(r.name.trim()).not.toBe("");
        },
      ),
      { numRuns: 300 },
    );
  });

  it("is not fooled by a huge input", () => {
    const big = `${"[".repeat(5000)}${"x".repeat(200_000)}`;
    expect(parseNameReply(big)).toEqual([]);
  });
});
