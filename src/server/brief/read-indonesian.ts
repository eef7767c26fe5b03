import type { CategoryId } from "@/shared/categories";
import { GLOSSARY_ID, GLOSSARY_MAX_WORDS, type GlossaryEntry } from "./glossary-id";
import { BUSINESS_HEADS, NEGATION_CUES, PLACE_PREPOSITIONS } from "./lexicon";
import { rankConcepts } from "./rank-concepts";
import type { Reading } from "./reading";

/**
 * The Indonesian reading: words looked up in the glossary (longest phrase first), so concepts
 * come out in English. Indonesian puts the head first ("toko roti" is a bread shop), so the
 * business is the first kind of premises followed by the things right after it.
 */

/** The premises a business of each category has when the description names none. */
const CATEGORY_HEAD: Readonly<Record<CategoryId, string>> = {
  "food-beverage": "producer",
  services: "service",
  "digital-product": "app",
  "retail-ecommerce": "shop",
  agency: "studio",
  others: "business",
};

type Found = { entry: GlossaryEntry; index: number; end: number; negated: boolean; client?: boolean };

/** "untuk", "bagi": what follows, once the business has named something, is whom it serves. */
const FOR_CLIENTS = new Set(["untuk", "bagi"]);

/** The glossary's entry for the longest phrase starting at word `i`. */
function entryAt(lower: readonly string[], i: number): GlossaryEntry | undefined {
  for (let n = Math.min(GLOSSARY_MAX_WORDS, lower.length - i); n >= 1; n--) {
    const entry = GLOSSARY_ID.get(lower.slice(i, i + n).join(" "));
    if (entry) return entry;
  }
  return undefined;
}

export function readIndonesian(text: string, category: CategoryId): Reading {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  const lower = words.map((w) => w.toLocaleLowerCase("id"));
  const found: Found[] = [];
  let place: string | null = null;
  let negation = false;
  let client = false;
  for (let i = 0; i < words.length; ) {
    const word = words[i] as string;
    if (FOR_CLIENTS.has(lower[i] as string)) {
      // "untuk restoran", "untuk usaha makanan": premises or businesses follow, so clients;
      // "untuk jual beli rumah" says what it does.
      const next = entryAt(lower, i + 1);
      const clients =
        next?.kind === "place" ||
        (next?.kind === "generic" && BUSINESS_HEADS.has(next.en.split(" ").at(-1) ?? ""));
      client = clients && found.some((f) => f.entry.kind === "thing" || f.entry.kind === "place");
      i++;
      continue;
    }
    if (PLACE_PREPOSITIONS.has(lower[i] as string)) client = false;
    if (NEGATION_CUES.has(lower[i] as string)) {
      negation = true;
      i++;
      continue;
    }
    // "di Padang", "dari Bukittinggi": a capitalised name after a place word is the place.
    if (PLACE_PREPOSITIONS.has(lower[i - 1] ?? "") && /^\p{Lu}/u.test(word)) {
      let end = i;
      while (end < words.length && /^\p{Lu}/u.test(words[end] as string)) end++;
      place ??= words.slice(i, end).join(" ");
      i = end;
      continue;
    }
    let matched = 0;
    for (let n = Math.min(GLOSSARY_MAX_WORDS, words.length - i); n >= 1; n--) {
      const entry = GLOSSARY_ID.get(lower.slice(i, i + n).join(" "));
      if (entry) {
        found.push({ entry, index: i, end: i + n, negated: negation, ...(client ? { client } : {}) });
        matched = n;
        break;
      }
    }
    if (matched === 0) {
      // A negation reaches the next word the glossary knows, across one unknown word at most.
      if (negation && found.length > 0 && found[found.length - 1]?.negated === false) negation = false;
      i++;
    } else {
      i += matched;
      negation = false;
    }
  }

  const things = found.filter((f) => f.entry.kind === "thing" && !f.negated);
  const headAt = found.findIndex((f) => f.entry.kind === "place" && !f.negated);
  let business: string | null = null;
  let businessThings: Found[] = [];
  if (headAt >= 0) {
    const head = found[headAt] as Found;
    // The things written right after the head describe it: "rumah makan rendang".
    // Words that only say how it is sold or kept ("aplikasi pencatat keuangan") are passed over.
    let at = headAt + 1;
    let end = head.end;
    while (found[at] && found[at]?.index === end && found[at]?.entry.kind === "generic") {
      end = (found[at] as Found).end;
      at++;
    }
    const next = found[at];
    if (next && next.entry.kind === "thing" && !next.negated && next.index === end) businessThings.push(next);
    const phrase = [...businessThings.map((f) => f.entry.en), head.entry.en].join(" ");
    business = `${/^[aeiou]/.test(phrase) ? "an" : "a"} ${phrase}`;
  } else if (things[0]) {
    businessThings = [things[0]];
    // "aplikasi kasir" has its head; a thing alone gets the category's ("a kite shop"), never
    // twice ("an app app").
    const head = CATEGORY_HEAD[category];
    const en = things[0].entry.en;
    const phrase = en === head || en.endsWith(` ${head}`) ? en : `${en} ${head}`;
    business = `${/^[aeiou]/.test(phrase) ? "an" : "a"} ${phrase}`;
  }

  const unique = (list: string[]) => [...new Set(list)];
  const concepts = rankConcepts([
    ...businessThings.map((f) => ({ concept: f.entry.en, business: true, knownThing: true })),
    ...things.map((f) => ({ concept: f.entry.en, business: false, knownThing: true, client: f.client })),
  ]);
  return {
    business,
    offerings: unique(things.filter((f) => !businessThings.includes(f) && !f.client).map((f) => f.entry.en)),
    audience: unique(found.filter((f) => f.entry.kind === "people" && !f.negated).map((f) => f.entry.en)),
    place,
    concepts,
    avoid: unique(found.filter((f) => f.negated && f.entry.kind === "thing").map((f) => f.entry.en)),
    cues: [...found.map((f) => f.entry.en), ...lower],
  };
}
