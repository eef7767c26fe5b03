import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Issue 31: both languages have the same messages, and every Indonesian one is written. */
const root = path.resolve(import.meta.dirname, "../../locales");

function entries(file: string): Map<string, string> {
  const text = fs.readFileSync(file, "utf8");
  const map = new Map<string, string>();
  const unquote = (s: string) => JSON.parse(`"${s}"`) as string;
  // Lingui writes one quoted line per msgid and msgstr (no wrapping); the header has an empty msgid.
  for (const m of text.matchAll(
    /^(?:msgctxt "((?:[^"\\]|\\.)*)"\n)?msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm,
  )) {
    if (m[2] === "") continue;
    map.set(`${m[1] ? `${unquote(m[1])}\u0004` : ""}${unquote(m[2]!)}`, unquote(m[3]!));
  }
  return map;
}

const areas = fs.readdirSync(path.join(root, "en")).filter((f) => f.endsWith(".po"));

describe("the catalogues", () => {
  it("have one file per area in each language", () => {
    expect(
      fs
        .readdirSync(path.join(root, "id"))
        .filter((f) => f.endsWith(".po"))
        .sort(),
    ).toEqual(areas.sort());
  });

  it.each(areas)("%s: the same messages in en and id, none left empty in id", (area) => {
    const en = entries(path.join(root, "en", area));
    const id = entries(path.join(root, "id", area));
    expect([...id.keys()].sort()).toEqual([...en.keys()].sort());
    const empty = [...id].filter(([, value]) => value.trim() === "").map(([key]) => key);
    expect(empty, `untranslated in id/${area}`).toEqual([]);
  });

  it("say one message one way: a text in several areas has one Indonesian translation", () => {
    // Every area a screen needs is loaded into one catalogue, so two translations of one text
    // would show whichever area loaded last.
    const seen = new Map<string, { area: string; text: string }>();
    const differing: string[] = [];
    for (const area of areas) {
      for (const [key, text] of entries(path.join(root, "id", area))) {
        const first = seen.get(key);
        if (!first) seen.set(key, { area, text });
        else if (first.text !== text)
          differing.push(`${key}: ${first.area} "${first.text}", ${area} "${text}"`);
      }
    }
    expect(differing).toEqual([]);
  });
});
