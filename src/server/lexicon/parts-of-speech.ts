import { indexLine } from "./wordnet";

/**
 * How WordNet uses a word across the four parts of speech: whether it is a noun, verb, adjective
 * or adverb there, and how often each was seen in WordNet's sense-tagged corpus (the index
 * files' tagsense_cnt). Read-only; each index file is opened on first use and searched on disk.
 */

export type PartOfSpeech = "noun" | "verb" | "adj" | "adv";

/** Per part of speech: undefined when WordNet has no such entry, else its tagged-sense count. */
export type PosCounts = Partial<Record<PartOfSpeech, number>>;

const FILES: Record<PartOfSpeech, string> = {
  noun: "index.noun",
  verb: "index.verb",
  adj: "index.adj",
  adv: "index.adv",
};

const line = (pos: PartOfSpeech, lemma: string) => indexLine(FILES[pos], lemma);

/** The tagged-sense count of an index line: the field before the synset offsets. */
function taggedCount(entry: string): number {
  const parts = entry.trim().split(" ");
  const synsets = Number(parts[2]);
  return Number(parts[parts.length - synsets - 1]) || 0;
}

/** How WordNet knows a word (lower case, underscores or spaces between words), per part of speech. */
export function posCounts(word: string): PosCounts {
  const key = word
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "_");
  const out: PosCounts = {};
  if (!key) return out;
  for (const pos of Object.keys(FILES) as PartOfSpeech[]) {
    const entry = line(pos, key);
    if (entry) out[pos] = taggedCount(entry);
  }
  return out;
}

/** Whether WordNet has the word (its base form) as a verb: "run", "book", "sell". */
export function isVerbLemma(word: string): boolean {
  const key = word
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "_");
  return key.length > 0 && line("verb", key) !== undefined;
}
