import { GLOSSARY_ID } from "@/server/brief/glossary-id";
import { INDONESIAN } from "./name-words";

/**
 * The brief's English words (offerings, audience, what the business is) said in Indonesian, for
 * meanings written to a person who reads Indonesian (issue 31). The brief keeps them in English;
 * this reads the project's own glossaries backwards, noun first as Indonesian puts it ("tropical
 * fruit" is "buah tropis"). A phrase it cannot say well stays untranslated (undefined), and the
 * meaning then leaves it out rather than mixing languages.
 */

/** Describing words the glossaries do not carry (they hold things, places and people). */
const ADJECTIVES: Readonly<Record<string, string>> = {
  young: "muda",
  old: "lama",
  small: "kecil",
  little: "kecil",
  big: "besar",
  local: "lokal",
  fresh: "segar",
  tropical: "tropis",
  fermented: "fermentasi",
  organic: "organik",
  handmade: "buatan tangan",
  homemade: "rumahan",
  traditional: "tradisional",
  modern: "modern",
  electric: "listrik",
  vintage: "antik",
  healthy: "sehat",
  calm: "tenang",
  quiet: "tenang",
  nervous: "yang gugup",
  busy: "yang sibuk",
  new: "baru",
  first: "pertama",
  working: "pekerja",
  hot: "panas",
  cold: "dingin",
  iced: "es",
  sweet: "manis",
  spicy: "pedas",
  green: "hijau",
  natural: "alami",
  luxury: "mewah",
  premium: "premium",
  custom: "pesanan",
  private: "privat",
  online: "daring",
  professional: "profesional",
  professionals: "profesional",
  pediatric: "anak",
  family: "keluarga",
  road: "jalan raya",
  mountain: "gunung",
};

/** Nouns a brief often carries that the glossaries lack. */
const NOUNS: Readonly<Record<string, string>> = {
  commuter: "para pelaju",
  "e-bike": "sepeda listrik",
  brewery: "tempat pembuatan",
  club: "klub",
  diving: "selam",
  scuba: "selam",
  studio: "studio",
  kombucha: "kombucha",
};

let reversed: Map<string, string> | undefined;

/** English gloss -> the first Indonesian word the glossary gives for it (its most common one). */
function englishToIndonesian(): Map<string, string> {
  if (reversed) return reversed;
  reversed = new Map();
  for (const [id, entry] of GLOSSARY_ID) {
    const en = entry.en.toLowerCase();
    if (!reversed.has(en)) reversed.set(en, id);
  }
  return reversed;
}

const singular = (word: string) =>
  word.endsWith("ies") ? `${word.slice(0, -3)}y` : word.replace(/(?<=[^s])s$/, "");

/** One English word or fixed phrase, as the glossaries have it. */
function lookup(text: string): string | undefined {
  const glossary = englishToIndonesian();
  for (const form of [text, singular(text)]) {
    const found = glossary.get(form) ?? INDONESIAN[form] ?? NOUNS[form];
    if (found) return found;
  }
  return undefined;
}

/** "tropical fruit" -> "buah tropis", "young professionals" -> "profesional muda"; undefined when unsure. */
export function indonesianPhrase(text: string): string | undefined {
  const clean = text
    .toLowerCase()
    .replace(/^(?:a|an|the)\s+/, "")
    .replace(/[^\p{L}\s-]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!clean) return undefined;
  const whole = lookup(clean);
  if (whole) return whole;
  const words = clean.split(/\s+/);
  if (words.length > 3) return undefined;
  // The head noun is the last word: found, its describing words follow it, each one known.
  const head = lookup(words.at(-1) as string) ?? ADJECTIVES[words.at(-1) as string];
  if (!head) return undefined;
  const modifiers = words.slice(0, -1).map((w) => ADJECTIVES[w] ?? lookup(w));
  if (modifiers.some((m) => m === undefined)) return undefined;
  return [head, ...(modifiers as string[]).reverse()].join(" ");
}
