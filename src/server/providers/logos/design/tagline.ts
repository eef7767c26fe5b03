import { GLOSSARY_ID } from "@/server/brief/glossary-id";
import {
  BUSINESS_HEADS,
  CATEGORY_BUSINESS,
  EVALUATIVE_ING,
  GENERIC_HEADS,
  GENERIC_NOUNS,
  GENERIC_WHEN_HEAD,
  SETTING_MODIFIERS,
} from "@/server/brief/lexicon";
import type { Brief } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import { briefFor, echoesName, fold, MAX_DESCRIPTOR } from "./themes";

/**
 * The small line under a logo's name: what the business is, in its own words ("KOMBUCHA
 * BREWERY"). It is read from the brief, the one reading of the description that the names and the
 * symbols also follow, so a correction of the brief changes it too. The trade keyword table
 * (themes.ts) only offers its word when the brief agrees with it: its triggers are broader than
 * its words, and alone it put CAFE under a social media agency and RUNNING under a market research
 * firm (issue 25).
 */
export function taglineFor(input: {
  brief: Brief;
  name: string;
  category: CategoryId;
  description: string;
}): string | undefined {
  const { brief, name } = input;
  const own = businessLine(brief, name);
  if (own) return own;
  const trade = briefFor(name, input.category, input.description).descriptor;
  return trade && agreesWithBrief(trade, brief) ? trade : undefined;
}

/** At most this many words: a tagline names a trade, it does not describe it. */
const MAX_WORDS = 4;
const ARTICLE = /^(?:a|an|the)\s+/i;
/** Words that make a phrase a fragment of a sentence rather than a trade's name. */
const LINKING = new Set(["with", "for", "of", "in", "on", "at", "to", "from", "by", "that", "which", "who"]);
/** A letter word: hyphens and apostrophes only between letters ("e-signature", "mid-century"). */
const WORD = /^\p{L}{2,}(?:['’-]\p{L}+)*$/u;
const DEFAULT_BUSINESS = new Set(Object.values(CATEGORY_BUSINESS).map((b) => b.toLowerCase()));

/**
 * The brief's business phrase as a tagline, when it names a trade: a few whole words, not only
 * generic or setting words ("an app", "an online store"), none of the name's words. English only, unless the
 * person wrote it: an Indonesian description's brief names the business in English for the
 * symbol vocabulary, and an English line under an Indonesian brand would not be theirs.
 */
function businessLine(brief: Brief, name: string): string | undefined {
  if (brief.language !== "en" && brief.source !== "user") return undefined;
  if (brief.notes.length > 0) return undefined;
  const business = brief.business.trim().toLowerCase();
  if (DEFAULT_BUSINESS.has(business)) return undefined;
  const words = business.replace(ARTICLE, "").split(/\s+/).filter(Boolean);
  // "a bakery baking manakish", "a dental clinic offering check-ups": the trade ends before the
  // verb ("pet grooming" and "home cleaning service" name the trade with theirs).
  const verb = words.findIndex((w, i) => i > 0 && isVerbAfterTrade(w, words[i - 1] as string));
  const parts = verb > 0 ? words.slice(0, verb) : words;
  // "a photography business" is a photography trade; the word adds nothing under a name.
  if (parts.length > 1 && parts.at(-1) === "business") parts.pop();
  if (parts.length === 0 || parts.length > MAX_WORDS) return undefined;
  if (!parts.every((p) => WORD.test(p) && !LINKING.has(p))) return undefined;
  // "an app", "an online store": nothing of the trade itself.
  if (parts.every((p) => isGeneric(p) || SETTING_MODIFIERS.has(p))) return undefined;
  if (parts.length === 1 && GENERIC_WHEN_HEAD.has(parts[0] as string)) return undefined;
  const echoes = echoesName(name);
  if (parts.some((p) => echoes(p))) return undefined;
  const line = parts.join(" ");
  return line.length <= MAX_DESCRIPTOR ? line.toLocaleUpperCase(brief.language) : undefined;
}

/** An -ing word after a word that names a trade or its premises ("bakery", "choir", "clinic"). */
function isVerbAfterTrade(word: string, before: string): boolean {
  if (EVALUATIVE_ING.has(word)) return true;
  return word.endsWith("ing") && /(?:ery|ry|ist|er|ic|ir|or|shop|studio|bar|house)$/.test(before);
}

/** A word every business could use of itself; "research" or "design" name a trade beside "agency". */
function isGeneric(word: string): boolean {
  return GENERIC_NOUNS.has(word) || BUSINESS_HEADS.has(word);
}

/** A word's comparable form: folded, without a plural ending ("burgers" and "burger" agree). */
const stem = (word: string) => fold(word).replace(/(?:es|s)$/, "");

/**
 * Whether every word of the trade table's descriptor is something the brief says the business is
 * or sells (its things to draw may be its clients': a social media agency for cafes draws a cup). An Indonesian descriptor's words are compared through the glossary
 * ("KEDAI KOPI" is a coffee shop).
 */
function agreesWithBrief(descriptor: string, brief: Brief): boolean {
  const said = new Set(
    [brief.business, ...brief.offerings].flatMap((t) =>
      t
        .split(/[\s-]+/)
        .filter(Boolean)
        .map(stem),
    ),
  );
  const words = descriptor.toLocaleLowerCase(brief.language).split(/\s+/);
  const glossed = words.map((word) => (brief.language === "id" ? GLOSSARY_ID.get(word) : undefined));
  // "TOKO" (shop), "AGENCY": a kind of premises alone says nothing of the trade (BENGKEL does).
  const onlyPremises = words.every((word, i) => {
    const english = glossed[i]?.en ?? word;
    return isGeneric(english) || GENERIC_HEADS.has(english);
  });
  if (onlyPremises) return false;
  return words.every((word, i) => (glossed[i]?.en ?? word).split(/[\s-]+/).every((w) => said.has(stem(w))));
}
