import { posCounts } from "@/server/lexicon/parts-of-speech";
import {
  baseForm,
  broaderTerms,
  definingThings,
  isConcrete,
  namesAKind,
  nounSenses,
  resembledActivity,
  type Synset,
  synonyms,
  synset,
  withoutAccents,
} from "@/server/lexicon/wordnet";
import type { Brief } from "@/shared/brief";
import type { MotifId } from "@/shared/logo-design";
import { type IconEntry, type IconSetId, iconEntries } from "./icon-index";
import { TRADE_METAPHORS } from "./trade-metaphors";

/**
 * Symbols from the brief's concepts: the icon vocabulary (icon-index.ts) and our own drawn motifs,
 * searched by the concept's words exactly, then by WordNet synonyms, then by broader terms a level
 * or two up. Concepts come best first and count in that order. Nothing that matches an avoided
 * concept is ever offered; when nothing fits, the answer is empty and the logo step shows
 * monograms and abstract marks instead of a guess.
 */

export type SymbolSource = IconSetId | "procedural";

export type SymbolChoice = {
  source: SymbolSource;
  /** Icon name in its set, or motif id. */
  id: string;
  /** What it draws, in words ("ice cream", "bicycle"). */
  name: string;
  /** The brief's concept it stands for ("ice cream cone"). */
  concept: string;
  /** How it was found. */
  match: "exact" | "synonym" | "metaphor" | "defined" | "narrower" | "broader";
  /** The word or phrase that matched. */
  term: string;
  /** Matched through one of the icon's tags, not its name: what it shows may be another thing. */
  viaTag?: boolean;
  /** Lower is better. */
  score: number;
};

/** Our drawn motifs as vocabulary: what each one shows, name first. */
const MOTIF_WORDS: Partial<Record<MotifId, readonly string[]>> = {
  cup: ["cup", "coffee cup", "teacup"],
  bean: ["coffee bean"],
  leaf: ["leaf"],
  sprout: ["sprout", "seedling"],
  wheat: ["wheat", "grain"],
  bowl: ["bowl", "noodle bowl"],
  flame: ["flame", "fire"],
  pizza: ["pizza"],
  cone: ["ice cream cone", "ice cream", "gelato"],
  donut: ["donut", "doughnut"],
  burger: ["burger", "hamburger"],
  glass: ["wine glass", "wineglass"],
  cocktail: ["cocktail"],
  sunrise: ["sunrise"],
  bolt: ["lightning bolt", "lightning", "bolt"],
  sneaker: ["sneaker", "trainer"],
  dumbbell: ["dumbbell"],
  shield: ["shield"],
  lock: ["padlock", "lock"],
  compass: ["compass"],
  target: ["target"],
  bulb: ["light bulb", "bulb"],
  drop: ["drop", "droplet"],
  house: ["house", "home"],
  gear: ["gear", "cog"],
  pin: ["map pin"],
  plane: ["airplane", "plane"],
  bag: ["shopping bag", "bag"],
  tag: ["price tag", "tag"],
  hanger: ["hanger", "coat hanger"],
  diamond: ["diamond", "gem"],
  vase: ["vase"],
  book: ["book"],
  paw: ["paw", "paw print"],
  wave: ["wave"],
  mountain: ["mountain"],
  lotus: ["lotus"],
  flower: ["flower"],
  heart: ["heart"],
  cross: ["medical cross"],
  pen: ["pen", "fountain pen", "nib"],
  loaf: ["loaf", "bread"],
  croissant: ["croissant"],
  mug: ["beer mug", "beer"],
  chat: ["speech bubble"],
  cloud: ["cloud"],
  chart: ["bar chart", "chart"],
  aperture: ["aperture", "camera lens"],
};

/** Broader terms too general to be drawn for anything in particular. */
const GENERIC = new Set(
  `entity physical entity object whole artifact artefact instrumentality instrumentation device
  container structure construction thing abstraction matter substance food nutrient solid food
  organism being person individual someone somebody worker professional place point area region
  location establishment business shop store workplace act activity group set collection unit
  commodity goods product merchandise covering equipment implement creation product production
  system means way tool part portion piece kind sort type form shape art service merchant
  vehicle conveyance transport beverage drink liquid fluid food product foodstuff dish course
  plant vascular plant animal mammal placental chordate vertebrate invertebrate
  organization organisation institution social group people fare nutriment nourishment
  nutrition sustenance aliment alimentation victuals instrument article`
    .split(/\n|\s{2,}/)
    .flatMap((line) => line.trim().split(" "))
    .filter(Boolean),
);

type Vocab = {
  source: SymbolSource;
  id: string;
  name: string;
  /** Phrases that name it (its name first). */
  names: readonly string[];
  tags: readonly string[];
  /** Its words, space-separated with a space at each end. */
  words: string;
};

type Lookup = {
  byName: Map<string, Vocab[]>;
  byTag: Map<string, Vocab[]>;
  byHead: Map<string, Vocab[]>;
  byFirst: Map<string, Vocab[]>;
};

let lookup: Lookup | undefined;

function push(map: Map<string, Vocab[]>, key: string, v: Vocab) {
  const list = map.get(key);
  if (list) list.push(v);
  else map.set(key, [v]);
}

/** First words of icon names that name the kind of thing, the rest saying which one. */
const KIND_FIRST = new Set(["chart"]);

/**
 * Sets whose names are plain noun phrases, the first word only a modifier ("guide dog", "reminder
 * ribbon", "running shirt"): never found by that first word alone.
 */
const PHRASE_NAMED = new Set<SymbolSource>(["fluent-emoji", "healthicons"]);

/** Sets whose icons are found by their whole name only, never by its last word. */
const WHOLE_NAME_ONLY = new Set<SymbolSource>(["healthicons"]);

function vocabulary(): Lookup {
  if (lookup) return lookup;
  const items: Vocab[] = [
    ...Object.entries(MOTIF_WORDS).map(([id, names = []]) => ({
      source: "procedural" as const,
      id,
      name: names[0] ?? id,
      names,
      tags: [],
      words: ` ${names.flatMap((n) => n.split(" ")).join(" ")} `,
    })),
    ...iconEntries().map((e: IconEntry) => ({
      source: e.set,
      id: e.id,
      name: e.name,
      // Those sets name things as they come ("kidneys", "blueberries"); a concept is in base form.
      names: PHRASE_NAMED.has(e.set) ? [...new Set([e.name, normalizeConcept(e.name)])] : [e.name],
      tags: e.tags,
      words: e.words,
    })),
  ];
  lookup = { byName: new Map(), byTag: new Map(), byHead: new Map(), byFirst: new Map() };
  for (const v of items) {
    // A name that says first what kind of thing it is ("chart donut", "chart candle": charts by
    // their shape, tagged with it) draws that kind: found by its name and its kind, never as a
    // doughnut, a candle or bubble tea by its last word or its tags.
    const kindFirst = KIND_FIRST.has(v.name.split(" ")[0] ?? "") && v.name.includes(" ");
    for (const n of v.names) {
      push(lookup.byName, n, v);
      const parts = n.split(" ");
      // A medical icon's first words say which medical kind it is ("ppe gown", "blood bag"): it
      // is found by its whole name, never as a wedding gown or a shopping bag by its last word.
      // "teacup without handle" draws no handle.
      if (parts.length > 1 && !kindFirst && !WHOLE_NAME_ONLY.has(v.source) && !parts.includes("without"))
        push(lookup.byHead, parts.at(-1) ?? n, v);
      if (parts.length > 1 && !PHRASE_NAMED.has(v.source)) push(lookup.byFirst, parts[0] ?? n, v);
    }
    if (!kindFirst) for (const t of v.tags) push(lookup.byTag, t, v);
  }
  return lookup;
}

const ARTICLES = /^(?:a|an|the)\s+/;

/** A concept as lower-case words, its last word in WordNet's base form ("bicycles" -> "bicycle"). */
export function normalizeConcept(text: string): string {
  // "café", "jalapeño", "crème brûlée": WordNet and the icon sets write them without accents.
  const plain = withoutAccents(text.toLowerCase())
    .replace(/[_-]+/g, " ")
    .replace(/[^\p{L}\p{N}' ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(ARTICLES, "");
  if (!plain) return plain;
  const whole = baseForm(plain);
  if (whole) return whole;
  const words = plain.split(" ");
  const last = words.at(-1) ?? "";
  const base = last.length > 3 ? baseForm(last) : undefined;
  return [...words.slice(0, -1), base && !base.includes(" ") ? base : last].join(" ");
}

/** Contiguous parts of a phrase, longest first, with how much less each says than the whole. */
function parts(phrase: string): Array<{ text: string; penalty: number }> {
  const words = phrase.split(" ");
  const out: Array<{ text: string; penalty: number }> = [];
  for (let len = words.length; len >= 1; len--) {
    for (let start = words.length - len; start >= 0; start--) {
      const text = words.slice(start, start + len).join(" ");
      if (len === 1 && words.length > 1 && text.length < 3) continue;
      // The head (last word) says most of what the whole does; a modifier alone says less.
      const isHead = start + len === words.length;
      out.push({ text, penalty: (words.length - len) * 3 + (isHead ? 0 : 0.5) });
    }
  }
  return out;
}

/**
 * Matches of one phrase in the vocabulary, with how well each matches. `strict` (a part of a
 * concept, or a word the lexicon supplied) takes names only: a tag or a composite name matched
 * on part of a concept says too little ("panel" of a solar panel is not a "tabs" icon).
 */
function matchPhrase(
  phrase: string,
  strict = false,
): Array<{ v: Vocab; quality: number; tag?: true; part?: true }> {
  const { byName, byTag, byHead, byFirst } = vocabulary();
  const out: Array<{ v: Vocab; quality: number; tag?: true; part?: true }> = [];
  for (const v of byName.get(phrase) ?? []) out.push({ v, quality: SET_COST[v.source] });
  if (out.length === 0) {
    const spaced = closedCompoundName(phrase, byName);
    for (const v of spaced ? (byName.get(spaced) ?? []) : [])
      out.push({ v, quality: 0.1 + SET_COST[v.source] });
  }
  if (strict) return out;
  for (const v of byHead.get(phrase) ?? []) out.push({ v, quality: 1.8 + SET_COST[v.source], part: true });
  for (const v of byFirst.get(phrase) ?? []) out.push({ v, quality: 2.2 + SET_COST[v.source], part: true });
  for (const v of byTag.get(phrase) ?? []) out.push({ v, quality: TAG_COST + SET_COST[v.source], tag: true });
  return out;
}

/**
 * "mooncake", "hotpot": a word written closed that an icon names in two ("moon cake"), each part of
 * three letters or more, when no icon is named by the closed word itself.
 */
export function closedCompoundName(word: string, byName: ReadonlyMap<string, unknown>): string | undefined {
  if (word.includes(" ")) return undefined;
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const spaced = `${word.slice(0, cut)} ${word.slice(cut)}`;
    if (byName.has(spaced)) return spaced;
  }
  return undefined;
}

/**
 * What a source costs beside an equal match: our motifs first, then Tabler, Lucide (the same
 * stroke style), then the filled sets that only draw what the stroke sets lack: Phosphor, Fluent
 * Emoji, Health Icons (docs/decisions/035).
 */
const SET_COST: Record<SymbolSource, number> = {
  procedural: -0.3,
  tabler: 0,
  lucide: 0.05,
  phosphor: 0.3,
  "fluent-emoji": 0.35,
  healthicons: 0.35,
};

/**
 * A tag alone is weak evidence: tags name what an icon is used for, not what it shows ("tea" on a
 * coffee cup, "watch" on binoculars). It costs more than a name unless another of the brief's
 * concepts is among the icon's words too (a corroborated tag).
 */
const TAG_COST = 3.5;
const CORROBORATED_TAG_COST = 1.6;
/**
 * A synonym in the concept's own sense drawn by an icon's name ("rug" for carpet) says a little
 * more than an icon carrying the concept's word among its tags, which may be another picture (a
 * spiral shell tagged carpet).
 */
const SYNONYM_COST = TAG_COST - 0.5;
/** What a concept's definition names costs more than a synonym: another thing, if a near one. */
const DEFINED_COST = 4.2;
/** A synonym's stand-in ("apiarist" as a beekeeper's hive) costs a little more than a trade's own. */
const SYNONYM_METAPHOR_COST = 2.2;
/**
 * The thing in another word for a person ("bread" of "bread maker" for a baker) costs more than
 * what a definition names: a trade's product the founder wrote ("gingerbread") comes first.
 */
const PERSONS_THING_COST = DEFINED_COST + 1;
/** WordNet's lexicographer file of possessions: a coin, a postage stamp, money. */
const POSSESSION = 21;

/**
 * The thing in another word for a person that names them by what they work with: "coin" of
 * "coin collector" (a numismatist), "map" of "map maker". Undefined unless the sense is a
 * person's, the synonym's last word a person and the rest a thing (not "baby sitter").
 */
function personsThing(synonym: string, meant: Synset | undefined): string | undefined {
  if (meant?.lexFile !== PERSON) return undefined;
  const words = synonym.split(" ");
  if (words.length < 2) return undefined;
  if (nounSenses(words.at(-1) ?? "")[0]?.lexFile !== PERSON) return undefined;
  const thing = words.slice(0, -1).join(" ");
  const usual = nounSenses(thing)[0];
  return usual && (PHYSICAL.has(usual.lexFile) || usual.lexFile === POSSESSION) ? thing : undefined;
}

/**
 * Whether a synonym is drawn in the sense it shares with the concept: its own most frequent sense
 * is one of the concept's first senses. An icon shows a word's usual meaning, so "gift" (a
 * present) does not draw a talent agency's "talent", nor a "watch" (a timepiece) a scout.
 */
export function sameSense(concept: string, synonym: string, senseLimit = 2): boolean {
  const usual = nounSenses(synonym)[0];
  if (!usual) return false;
  return nounSenses(concept)
    .slice(0, senseLimit)
    .some((s) => s.offset === usual.offset);
}

/** Words too common to tell one sense from another. */
const SENSE_STOP = new Set(
  "the and for with that which who someone somebody something from into used use such etc any some one two its their other".split(
    " ",
  ),
);

/** The words that say what a sense is: its own words, its definition's, and its broader terms'. */
function senseWords(s: Synset): Set<string> {
  const text = [
    ...s.words,
    s.gloss.split(/;\s*"/)[0] ?? "",
    ...s.broader.flatMap((o) => synset(o).words),
  ].join(" ");
  return new Set(
    (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length > 2 && !SENSE_STOP.has(w)),
  );
}

/**
 * The sense of `term` that a set of words points at: the one sharing most of them, the first
 * (most frequent) sense on a tie with it, undefined when no sense shares any.
 */
function senseAmong(term: string, words: ReadonlySet<string>): Synset | undefined {
  let best: Synset | undefined;
  let most = 0;
  for (const s of nounSenses(term)) {
    const shared = [...senseWords(s)].filter((w) => w !== term && words.has(w)).length;
    if (shared > most) {
      best = s;
      most = shared;
    }
  }
  return best;
}

/**
 * Whether an icon found by `term` draws the sense `meant`. An icon's tags say which sense its
 * name has (Tabler's "bike" is tagged bicycle and cycling: a bicycle, while WordNet's first
 * "bike" is a motorcycle; "track" is tagged railway); without such words it shows the word's
 * usual, first sense (a "gear" is a cog, not horse gear).
 */
export function drawsSense(icon: { words: string }, term: string, meant: Synset | undefined): boolean {
  const senses = nounSenses(term);
  if (!meant || senses.length < 2 || !senses.some((s) => s.offset === meant.offset)) return true;
  const own = new Set(term.split(" "));
  const words = new Set(icon.words.split(" ").filter((w) => w && !own.has(w)));
  const drawn = senseAmong(term, words) ?? senses[0];
  return drawn?.offset === meant.offset;
}

/** WordNet's lexicographer file of communication (documents, messages, signs). */
const COMMUNICATION = 10;

/** A word whose usual sense is a document or message ("certificate", "receipt"), not a thing. */
export function paperOnly(concept: string): boolean {
  return nounSenses(concept)[0]?.lexFile === COMMUNICATION;
}

/** Lexicographer files of things a pictogram shows: animals, artifacts, body, food, objects, plants, shapes... */
const PHYSICAL = new Set([5, 6, 8, 13, 17, 20, 25, 27]);
/** WordNet's lexicographer file of places: drawn as things too (a route as a path or a road). */
const LOCATION = 15;

/** A word's first five letters: "visually" and "visual", "impaired" and "impairments" meet. */
const stem = (w: string) => w.slice(0, 5);

/**
 * Whether an icon found by a word read in a sense other than its usual one shows that sense.
 * Its own words say which sense it draws, compared by stems (an icon's tags are written freely:
 * "visually impaired" for WordNet's "visual impairments"). A name match is refused only when its
 * words point at another sense (the "pool" icon tagged water and ladder for pool the game); a tag
 * match, weaker evidence, only shows a sense its words point at (no pilcrow tagged "blind").
 */
export function showsSense(
  icon: { name: string; words: string },
  term: string,
  meant: Synset,
  viaTag: boolean,
): boolean {
  // An icon named by a compound WordNet knows draws the sense its name is a kind of ("swimming
  // pool" is a kind of pool as an excavation).
  // Living things and foods are a sort of their own: a dog's coat is no garment, a plant's cutting
  // no blade, but a tomato plant is drawn as its fruit.
  const thing = (x: Synset) =>
    ORGANIC.has(x.lexFile) ? "organic" : PHYSICAL.has(x.lexFile) || x.lexFile === LOCATION;
  const named = icon.name !== term ? nounSenses(icon.name)[0] : undefined;
  const above = named ? upTo(named, 3) : undefined;
  const kind = above && nounSenses(term).find((s) => above.has(s.offset));
  if (kind) return thing(kind) === thing(meant);
  const own = new Set(term.split(" ").map(stem));
  const words = new Set(
    icon.words
      .split(" ")
      .filter((w) => w.length > 2)
      .map(stem)
      .filter((w) => !own.has(w)),
  );
  let drawn: Synset | undefined;
  let most = 0;
  for (const s of nounSenses(term)) {
    const shared = new Set([...senseWords(s)].map(stem).filter((w) => !own.has(w) && words.has(w))).size;
    if (shared > most) {
      drawn = s;
      most = shared;
    }
  }
  // WordNet's shades of one word within a kind ("route" as a path or as a road, "board" as a
  // plank or a circuit board, "sound" as an event or as audio) are drawn alike; a thing is not
  // drawn for people or a game.
  // An icon with no words but the bare name draws what the word usually means ("coat", untagged).
  if (!drawn && words.size === 0 && icon.name === term) drawn = nounSenses(term)[0];
  return drawn ? thing(drawn) === thing(meant) : !viaTag;
}

/**
 * The sense a word of a concept's definition or a broader term is used in: the broader term of
 * the concept it names ("saddlery" is "gear for a horse", gear as equipment), else the sense sharing most words
 * with the definition and the brief's concepts, else its first.
 */
export function definedSense(
  term: string,
  concept: string,
  context: ReadonlySet<string>,
): Synset | undefined {
  const [sense] = nounSenses(concept);
  const senses = nounSenses(term);
  // Its broader terms up to six levels ("saddlery" -> gear -> equipment -> ...; a "duck" is a
  // bird four levels up, through anseriform, water and aquatic birds).
  const above = new Set<number>();
  let level = sense ? sense.broader : [];
  for (let depth = 0; depth < 6 && level.length > 0; depth++) {
    for (const o of level) above.add(o);
    level = level.flatMap((o) => synset(o).broader);
  }
  const broader = senses.find((s) => above.has(s.offset));
  if (broader) return broader;
  const words = new Set([...context, ...(sense ? senseWords(sense) : [])]);
  return senseAmong(term, words) ?? senses[0];
}

/** A sense's broader synsets up to `levels` steps up, with the sense itself. */
function upTo(s: Synset, levels: number): Set<number> {
  const out = new Set<number>([s.offset]);
  let level = s.broader;
  for (let depth = 0; depth < levels && level.length > 0; depth++) {
    for (const o of level) out.add(o);
    level = level.flatMap((o) => synset(o).broader);
  }
  return out;
}

/**
 * The sense of a one-word concept that the brief's other concepts point at, when that is not the
 * word's usual (first) sense: another concept is a kind of it or it a kind of another, or both
 * are kinds of the same thing one step up ("shutter" is a kind of blind: a window blind, not the
 * blind as people; "snooker" is a kind of pool: the game, not a swimming pool). Undefined when the
 * usual sense is so linked too, or none is: without such a link an icon shows the usual sense.
 */
export function senseInBrief(
  concept: string,
  others: readonly string[],
  chosen: ReadonlyMap<string, Synset> = new Map(),
): Synset | undefined {
  if (concept.includes(" ")) return undefined;
  const senses = nounSenses(concept);
  if (senses.length < 2) return undefined;
  const near = others
    .filter((o) => o !== concept)
    .flatMap((o) => {
      const read = chosen.get(o);
      return read ? [read] : nounSenses(o).slice(0, 2);
    })
    .filter((o) => !senses.some((s) => s.offset === o.offset));
  // Any link keeps the usual sense; only a kind of another sense named beside it moves the word there.
  // Each near concept's broader synsets, walked once for every sense compared with them.
  const nearUp = new Map(near.map((o) => [o, upTo(o, 3)]));
  const related = (s: Synset) => {
    const up = upTo(s, 3);
    return near.some(
      (o) =>
        nearUp.get(o)!.has(s.offset) ||
        up.has(o.offset) ||
        s.broader.some((b) => o.broader.includes(b) && !synset(b).words.every((w) => GENERIC.has(w))),
    );
  };
  // A word already read in another sense also draws its kinds there ("shutters" beside blinds
  // read as window screens are window shutters, not a camera's).
  const read = new Set([...chosen.values()].map((o) => o.offset));
  const kindOf = (s: Synset) => {
    const up = upTo(s, 3);
    return near.some((o) => nearUp.get(o)!.has(s.offset) || (read.has(o.offset) && up.has(o.offset)));
  };
  const [usual, ...rest] = senses;
  if (!usual || related(usual)) return undefined;
  // "houseplant cuttings", "a dog's coat": a later sense among animals or plants, when another
  // concept is first of all of that sort and the usual sense is none (a cut, a garment).
  const living = new Set(
    others
      .filter((o) => o !== concept && !chosen.has(o))
      .map((o) => nounSenses(o)[0]?.lexFile)
      .filter((f): f is number => f !== undefined && LIVING.has(f)),
  );
  return (
    rest.find(kindOf) ?? (ORGANIC.has(usual.lexFile) ? undefined : rest.find((s) => living.has(s.lexFile)))
  );
}

/** WordNet's lexicographer files of animals and plants ... */
const LIVING = new Set([5, 20]);
/** ... and of them with foods, one sort to draw (a tomato as a fruit or as the plant). */
const ORGANIC = new Set([...LIVING, 13]);

/**
 * The senses the brief's concepts are read in, where not their usual one, in two rounds: a word
 * read in its second sense points its neighbours at theirs ("blinds" read as a window screen makes
 * "shutters" window shutters, not a camera's).
 */
export function sensesInBrief(concepts: readonly string[]): Map<string, Synset> {
  const first = new Map<string, Synset>();
  for (const c of concepts) {
    const s = senseInBrief(c, concepts);
    if (s) first.set(c, s);
  }
  const out = new Map<string, Synset>();
  for (const c of concepts) {
    const s = senseInBrief(c, concepts, first);
    if (s) out.set(c, s);
  }
  return out;
}

/**
 * How much less a concept says for being a word of many meanings ("bar", "street", "record",
 * "release"): WordNet's count of its noun senses beyond three, a little each.
 */
function ambiguity(concept: string): number {
  if (concept.includes(" ")) return 0;
  return Math.min(2.5, Math.max(0, nounSenses(concept).length - 3) * 0.35);
}

/** Phrases an avoided concept rules out: itself, its base form and its synonyms. */
function avoidPhrases(avoid: readonly string[]): string[][] {
  const out: string[][] = [];
  for (const a of avoid) {
    const n = normalizeConcept(a);
    if (!n) continue;
    for (const p of new Set([n, ...synonyms(n, 1)])) out.push(p.split(" "));
  }
  return out;
}

/** A single word WordNet tags more often as an adjective than as a noun ("small", "fresh"). */
function mostlyAdjective(word: string): boolean {
  if (word.includes(" ")) return false;
  const counts = posCounts(word);
  return counts.adj !== undefined && (counts.noun ?? 0) <= counts.adj;
}

const has = (v: Vocab, word: string) => v.words.includes(` ${word} `);
const avoided = (v: Vocab, rules: string[][]) => rules.some((words) => words.every((w) => has(v, w)));

/** WordNet's lexicographer file of foods. */
const FOOD = 13;
/** WordNet's lexicographer file of substances and materials ("sugar", "gel"). */
const SUBSTANCE_FILE = 27;
/** ... of made things and of people. */
const ARTIFACT = 6;
const PERSON = 18;

/** The synsets above a noun's first sense, up to three levels, with the sense itself. */
function lineage(word: string): Set<number> {
  const [sense] = nounSenses(word);
  const out = new Set<number>(sense ? [sense.offset] : []);
  let level = sense ? sense.broader : [];
  for (let depth = 0; depth < 3 && level.length > 0; depth++) {
    for (const o of level) out.add(o);
    level = level.flatMap((o) => synset(o).broader);
  }
  return out;
}

/**
 * Whether an icon found through a tag draws another dish made with the concept rather than the
 * concept itself: a pizza tagged "cheese", a cake tagged "egg". Both are foods, and neither is a
 * kind of the other.
 */
export function anotherFood(concept: string, iconName: string): boolean {
  const [c] = nounSenses(concept);
  const [i] = nounSenses(iconName);
  if (!c || !i || c.lexFile !== FOOD || i.lexFile !== FOOD || c.offset === i.offset) return false;
  return !lineage(concept).has(i.offset) && !lineage(iconName).has(c.offset);
}

/** Whether a word's first sense is a food or a drink. */
function isFood(word: string): boolean {
  return nounSenses(word)[0]?.lexFile === FOOD;
}

const ANIMAL = 5;
const BODY = 8;

/**
 * Whether a word of an animal's definition names where it lives or what it meets, not the animal:
 * a salmon that migrates "from salt to fresh water" is no salt. An animal is drawn as an animal
 * or its body. (A dish keeps the ingredients its definition names: fried rice "with eggs".)
 */
export function circumstance(concept: string, term: string): boolean {
  const [c] = nounSenses(concept);
  const [t] = nounSenses(term);
  return c?.lexFile === ANIMAL && !!t && t.lexFile !== ANIMAL && t.lexFile !== BODY;
}

/**
 * Whether an icon found through a food's tag is named after no thing at all: the "menu" icon
 * (three bars, tagged hamburger) is a list of options, not a burger.
 */
export function foodTagOnNoThing(concept: string, iconName: string): boolean {
  const food = nounSenses(concept)
    .slice(0, 2)
    .some((s) => s.lexFile === FOOD);
  const [i] = nounSenses(iconName.replace(/ \d+$/, ""));
  return food && !!i && !PHYSICAL.has(i.lexFile);
}

/**
 * Whether an icon found by one word of its composite name draws something else than that word:
 * the name, or the part of it from that word on ("ice cream" of "ice cream bowl"), is a WordNet
 * compound of another sort (an act, a place, or a food when the word is none: ice skating, a bus
 * stop, ice cream) and no kind of the word; or the name read either way round (kind-first sets
 * write "court basketball") is a kind of the word only in a rarer sense than its first two (a
 * basketball court is a court as a playing area, not a court of law) and of another sort than
 * its usual one (a tea bag holds tea as leaves, a food like tea the drink). A food is another thing
 * unless the brief's words point at a food sense of the word (the "ice" of fruit ice pops).
 */
export function namesAnotherThing(
  term: string,
  iconName: string,
  context: ReadonlySet<string> = new Set(),
): boolean {
  const words = iconName.replace(/ \d+$/, "").split(" ");
  const at = words.indexOf(term);
  if (at < 0 || words.length < 2) return false;
  const senses = nounSenses(term);
  if (senses.length === 0) return false;
  const kindOf = (s: Synset | undefined) => {
    const up = s ? upTo(s, 3) : new Set<number>();
    return senses.filter((t) => up.has(t.offset));
  };
  for (let end = words.length; end > at + 1; end--) {
    const compound = nounSenses(words.slice(at, end).join(" "))[0];
    if (!compound) continue;
    if (kindOf(compound).length > 0) break;
    const food = senses[0]?.lexFile === FOOD || senseAmong(term, context)?.lexFile === FOOD;
    if (compound.lexFile === ACT || compound.lexFile === LOCATION || (compound.lexFile === FOOD && !food))
      return true;
    break;
  }
  for (const name of [words.join(" "), [...words].reverse().join(" ")]) {
    const compound = nounSenses(name)[0];
    // A compound that is itself a sense of the word ("coffee bean" is a coffee) draws it.
    if (!compound || senses.some((t) => t.offset === compound.offset)) continue;
    const kinds = kindOf(compound);
    // Of the same sort as its usual sense ("tea bag" is a kind of tea as leaves), it draws it too.
    const usual = senses[0]?.lexFile;
    if (kinds.length > 0) return !kinds.some((k) => senses.slice(0, 2).includes(k) || k.lexFile === usual);
  }
  return false;
}

/** WordNet's lexicographer file of acts. */
const ACT = 4;

/** What a tag match of a trade with a metaphor of its own costs more, so the metaphor's first thing (1.2) leads. */
const OWN_METAPHOR_BEFORE_TAG = 0.5;

/**
 * Whether an icon found through a made thing's tag is named after a person wearing or using it:
 * the "nurse" icon tagged "hat" is a nurse, not a hat for a hat shop.
 */
export function personTaggedWithThing(concept: string, iconName: string): boolean {
  const [c] = nounSenses(concept);
  const [i] = nounSenses(iconName.replace(/ \d+$/, ""));
  return c?.lexFile === ARTIFACT && i?.lexFile === PERSON;
}

/** The most a choice's match may cost, its concept's rank aside, and still be offered (beyond it, the fit is a guess). */
const MAX_FIT = 11;

/** The last answer: a run's two options ask for the same brief one after the other. */
let last: { key: string; choices: SymbolChoice[] } | undefined;

/** Ranked symbols for a brief, best first, one entry per symbol. */
export function findSymbols(brief: Pick<Brief, "concepts" | "avoid">, limit = 400): SymbolChoice[] {
  const key = JSON.stringify([brief.concepts, brief.avoid, limit]);
  if (last?.key === key) return last.choices;
  const choices = rankSymbols(brief, limit);
  last = { key, choices };
  return choices;
}

function rankSymbols(brief: Pick<Brief, "concepts" | "avoid">, limit: number): SymbolChoice[] {
  const rules = avoidPhrases(brief.avoid);
  const best = new Map<string, SymbolChoice>();
  const consider = (
    v: Vocab,
    concept: string,
    match: SymbolChoice["match"],
    term: string,
    score: number,
    rank: number,
    viaTag = false,
  ) => {
    if (avoided(v, rules) || score - rank > MAX_FIT) return;
    // Simpler icons first: fewer name words, no numbered variant.
    const total = score + 0.15 * (v.name.split(" ").length - 1) + (/\d$/.test(v.id) ? 0.1 : 0);
    const key = `${v.source}:${v.id}`;
    const seen = best.get(key);
    // At equal cost, a match by the icon's name (a metaphor) says more than one through its tags.
    if (!seen || seen.score > total || (seen.score === total && seen.viaTag && !viaTag))
      best.set(key, {
        source: v.source,
        id: v.id,
        name: v.name,
        concept,
        match,
        term,
        score: total,
        ...(viaTag ? { viaTag } : {}),
      });
  };

  /** A trade's stand-ins ("insurance": an umbrella), the nth costing `cost(n)` above the icon's. */
  const considerStandIns = (
    things: readonly string[],
    concept: string,
    rank: number,
    cost: (order: number) => number,
  ) => {
    things.forEach((thing, order) => {
      for (const { v, quality } of matchPhrase(thing, true))
        consider(v, concept, "metaphor", thing, cost(order) + quality, rank);
    });
  };

  const concepts = brief.concepts.slice(0, 8).map(normalizeConcept);
  const conceptWords = new Set(concepts.flatMap((c) => c.split(" ")).filter((w) => w.length > 2));
  const readIn = sensesInBrief(concepts);
  concepts.forEach((concept, index) => {
    const raw = brief.concepts[index] ?? concept;
    if (!concept) return;
    // A word the rest of the brief reads in another than its usual sense ("blinds" beside
    // shutters) is drawn only by icons of that sense (not braille for "blind").
    const inBrief = readIn.get(concept);
    const rank = index * 3 + ambiguity(concept);
    const whole = concept.split(" ");
    const others = [...conceptWords].filter((w) => !whole.includes(w));
    const phrases = parts(concept);
    // A trade of two or more words written down with its own metaphor is drawn through it before
    // an icon that only carries those words among its tags, often in another sense ("home care"
    // on a cleaning brush).
    const own = TRADE_METAPHORS.get(concept);
    const ownFirst = own && whole.length > 1 ? OWN_METAPHOR_BEFORE_TAG : 0;
    for (const { text, penalty } of phrases) {
      const names = text === concept ? undefined : new Set(matchPhrase(text, true).map((m) => m.v));
      for (const { v, quality, tag, part } of matchPhrase(text)) {
        // A composite name that WordNet knows as another thing ("ice cream", "bus stop" for ice
        // or a bus) or as a kind of the word in a sense the brief does not give it ("basketball
        // court" for a court of law).
        if (part && !inBrief && !whole.includes(" ") && namesAnotherThing(text, v.name, conceptWords))
          continue;
        // "perfume bottle": the perfume icon tagged "bottle" draws the whole concept; not one
        // named after only some of the words of a concept with a stand-in of its own ("drum
        // machine": a washing machine tagged drum).
        const covers =
          whole.length > 1 &&
          whole.every((w) => has(v, w)) &&
          (!own || whole.every((w) => v.name.split(" ").includes(w)));
        // A part of a concept matches names only, unless the icon's words cover the whole concept,
        // or the part is the head of a food or drink named with what flavours it ("ginger tea",
        // "iced drink"): a cup tagged tea draws it as the tea alone would.
        if (names && !names.has(v) && !covers && !(tag && text === whole.at(-1) && isFood(text))) continue;
        if (inBrief && !showsSense(v, text, inBrief, Boolean(tag))) continue;
        if (
          tag &&
          (anotherFood(text, v.name) || foodTagOnNoThing(text, v.name) || personTaggedWithThing(text, v.name))
        )
          continue;
        // A tag another concept of the brief backs up ("hive" tagged "honey" for an apiary).
        const cost =
          tag && others.some((w) => has(v, w)) ? quality - TAG_COST + CORROBORATED_TAG_COST : quality;
        consider(
          v,
          raw,
          "exact",
          text,
          rank +
            (covers ? Math.min(0.8, penalty + cost) : penalty + cost) +
            (tag && !whole.every((w) => v.name.split(" ").includes(w)) ? ownFirst : 0),
          rank,
          Boolean(tag) && !covers,
        );
      }
    }
    // What a trade with no picture of its own is drawn as (insurance: an umbrella), after its own
    // words: the whole concept, else its head.
    // A head's metaphor says less than the whole's ("motorbike taxi" is no car).
    const metaphors = own ?? TRADE_METAPHORS.get(whole.at(-1) ?? "") ?? [];
    considerStandIns(metaphors, raw, rank, (order) => rank + (own ? 1.2 : 4.2) + order * 0.4);
    // The lexicon's words for the longest part WordNet knows.
    const known = phrases.find((p) => (p.text.includes(" ") || p.text.length > 2) && baseForm(p.text));
    if (!known) return;
    // A part's synonyms come from its first sense only: "wall" of a climbing wall is no "stack".
    const senseLimit = known.penalty > 0 ? 1 : 2;
    const knownSenses = nounSenses(known.text).slice(0, senseLimit);
    for (const syn of synonyms(known.text, senseLimit)) {
      if (!sameSense(known.text, syn, senseLimit)) continue;
      const meant = knownSenses.find((s) => s.words.includes(syn));
      const drawn = matchPhrase(syn, true);
      for (const { v, quality } of drawn) {
        if (!drawsSense(v, syn, meant)) continue;
        consider(v, raw, "synonym", syn, rank + known.penalty + SYNONYM_COST + quality, rank);
      }
      // "powder brows": a part of the body with no picture of its own, whose synonym has none
      // either, is drawn as what the synonym's definition names ("eyebrow": hair above the eye).
      if (
        drawn.length === 0 &&
        meant?.lexFile === BODY &&
        !syn.includes(" ") &&
        matchPhrase(known.text, true).length === 0
      )
        definingThings(syn).forEach((term, order) => {
          if (GENERIC.has(term) || mostlyAdjective(term)) return;
          const sense = definedSense(term, syn, conceptWords);
          for (const { v, quality } of matchPhrase(term, true)) {
            if (!drawsSense(v, term, sense)) continue;
            const cost = DEFINED_COST + 0.5 + order * 0.3;
            consider(v, raw, "defined", term, rank + known.penalty + cost + quality, rank);
          }
        });
      // A person with no stand-in of their own drawn as their synonym's in the word's usual sense
      // ("apiarist": a beekeeper's hive; a nurse is no nursemaid's pram). Not for things: "mount"
      // is no synonym of a mountain, nor "laundry" of an appliance's washing.
      if (meant?.lexFile === PERSON && meant === knownSenses[0] && metaphors.length === 0) {
        considerStandIns(
          TRADE_METAPHORS.get(syn) ?? [],
          raw,
          rank,
          (order) => rank + known.penalty + SYNONYM_METAPHOR_COST + order * 0.4,
        );
      }
      // A person named by what they work with in another word for them ("numismatist" is a
      // "coin collector", "cartographer" a "map maker"): that thing.
      const thing = personsThing(syn, meant);
      if (thing) {
        const thingSense = definedSense(thing, known.text, conceptWords);
        for (const { v, quality } of matchPhrase(thing, true)) {
          if (!drawsSense(v, thing, thingSense)) continue;
          consider(v, raw, "defined", thing, rank + known.penalty + PERSONS_THING_COST + quality, rank);
        }
      }
    }
    // An animal no icon is named after is drawn as a kind of it that one is ("sheep": a ewe or a
    // ram), before what its definition names ("related to the goat"). Only animals: a kind of
    // another thing is often another thing to look at (a croissant for a bun, a gem for art).
    const [usual] = knownSenses;
    if (known.text === concept && usual?.lexFile === ANIMAL && !vocabulary().byName.has(concept)) {
      for (const kind of usual.narrower.map(synset)) {
        for (const word of kind.words) {
          for (const { v, quality } of matchPhrase(word, true)) {
            // Unless its words show another sense ("ram" is first computer memory).
            const own = new Set(v.words.split(" ").filter((w) => w && w !== word));
            const drawn = senseAmong(word, own);
            if (drawn && drawn.offset !== kind.offset) continue;
            consider(v, raw, "narrower", word, rank + SYNONYM_COST + 0.5 + quality, rank);
          }
        }
      }
    }
    // What the concept's definition names, for words with no picture of their own: "riding"
    // ("riding a horse") -> horse, "apiary" -> beehive, "stargazing" -> star. Words WordNet
    // mostly uses as adjectives ("small") and the over-general are left out.
    definingThings(known.text).forEach((term, order) => {
      if (GENERIC.has(term) || mostlyAdjective(term)) return;
      if (circumstance(known.text, term)) return;
      const meant = definedSense(term, known.text, conceptWords);
      for (const { v, quality } of matchPhrase(term, true)) {
        if (!drawsSense(v, term, meant)) continue;
        consider(v, raw, "defined", term, rank + known.penalty + DEFINED_COST + order * 0.3 + quality, rank);
      }
      // A person with no stand-in of their own is drawn by what they make or sell, the first thing
      // their definition names, as that thing's stand-in when it has no icon ("jeweller": someone
      // who makes jewelry, a gem); not where they work ("a waiter who manages wine service in a
      // hotel" draws no hotel's bed), and only in the sense its stand-ins are for (a guard "keeps
      // watch", no timepiece).
      if (usual?.lexFile !== PERSON || metaphors.length > 0 || order > 0) return;
      if (meant && meant.offset !== nounSenses(term)[0]?.offset) return;
      considerStandIns(
        TRADE_METAPHORS.get(term) ?? [],
        raw,
        rank,
        (place) => rank + known.penalty + DEFINED_COST + SYNONYM_METAPHOR_COST - 1 + place * 0.4,
      );
    });
    // A sport or game drawn as the one its definition says it resembles ("hurling", a game
    // resembling hockey: a hockey stick), after what its definition names.
    const like = resembledActivity(known.text);
    if (like) {
      for (const { v, quality } of matchPhrase(like, true)) {
        consider(v, raw, "defined", like, rank + known.penalty + 4.5 + quality, rank);
      }
    }
    // Broader terms only for things (a "bicycle" is a "wheeled vehicle"); the broader terms of a
    // process or a quality ("synergy", "trust") name nothing drawable.
    if (!isConcrete(known.text)) return;
    broaderTerms(known.text, 3).forEach((level, depth) => {
      for (const term of level) {
        if (GENERIC.has(term)) continue;
        const meant = definedSense(term, known.text, conceptWords);
        for (const { v, quality } of matchPhrase(term, true)) {
          if (!drawsSense(v, term, meant)) continue;
          consider(v, raw, "broader", term, rank + known.penalty + 7 + depth * 1.5 + quality, rank);
        }
      }
    });
  });

  return [...best.values()].sort((a, b) => a.score - b.score || a.id.localeCompare(b.id)).slice(0, limit);
}

/**
 * A word WordNet does not know, without an English plural "s" ("pupusas", "tteokbokkis"): a
 * borrowed dish is written in the plural as an English noun is, and its concept is singular.
 */
function withoutPlural(word: string): string {
  return baseForm(word) ?? (/[^s]s$/.test(word) && word.length > 4 ? word.slice(0, -1) : word);
}

/**
 * The brief's concepts that belong to its trade: named in what the business is or what it offers
 * (every word of the concept among theirs), as opposed to where it trades, its setting or its
 * clients ("yarn" and "kit" of "hand-dyed merino yarn and knitting kits ... from a farm studio").
 */
export function tradeConcepts(brief: Pick<Brief, "concepts" | "business" | "offerings">): Set<string> {
  const words = new Set(
    [brief.business ?? "", ...brief.offerings]
      .join(" ")
      .toLowerCase()
      .match(/\p{L}+/gu)
      ?.flatMap((w) => [w, baseForm(w) ?? w, withoutPlural(w)]) ?? [],
  );
  // Each phrase in base forms ("kitchen knife"), apart from the others.
  const text = [brief.business ?? "", ...brief.offerings]
    .map((p) =>
      (p.toLowerCase().match(/\p{L}+/gu) ?? []).map((w) => baseForm(w) ?? withoutPlural(w)).join(" "),
    )
    .join(" | ");
  // "oyster mushrooms": the modifier names a kind of the head, no thing of the trade of its own;
  // "kitchen knives", "bathroom tiles": a room modifying a thing says where it is used.
  const room = (c: string) => broaderTerms(c, 1)[0]?.includes("room") ?? false;
  // "palm sugar lattes": an ingredient (a food WordNet also knows as a substance) written before
  // the food it goes into is in it, no thing of the trade to draw beside it; a meal stays
  // ("tiffin lunches"). A name WordNet lacks is read by its last word ("palm sugar" is a sugar).
  const senses = (c: string) => {
    const own = nounSenses(c);
    return own.length > 0 ? own : nounSenses(c.split(" ").at(-1) ?? c);
  };
  const ingredient = (c: string) => {
    const files = senses(c)
      .slice(0, 2)
      .map((s) => s.lexFile);
    return files[0] === FOOD && files.includes(SUBSTANCE_FILE);
  };
  const flavours = (c: string, h: string) => ingredient(c) && isFood(h);
  const kind = (c: string) =>
    brief.concepts.some(
      (h) => h !== c && text.includes(`${c} ${h}`) && (namesAKind(c, h) || room(c) || flavours(c, h)),
    );
  return new Set(
    brief.concepts.filter(
      (c) =>
        normalizeConcept(c)
          .split(" ")
          .every((w) => words.has(w)) && !kind(c),
    ),
  );
}

/**
 * The symbols a run's options take in turn: the best, a second that differs from it, then up to
 * two more good ones; null when nothing fits, one entry when only one thing does. The
 * second is another thing drawn for the same concept, else another concept of the trade (`trade`,
 * see `tradeConcepts`) drawn plainly, else a near one of any concept, else another icon of the
 * first concept, and a far-off concept (where it trades, its clients) only after those.
 */
export function pickRunSymbols(
  choices: readonly SymbolChoice[],
  trade?: ReadonlySet<string>,
): SymbolChoice[] | null {
  const first = choices[0];
  if (!first) return null;
  const head = (c: SymbolChoice) => c.name.split(" ")[0];
  const key = (c: SymbolChoice) => `${c.source}:${c.id}`;
  const others = choices.filter((c) => key(c) !== key(first));
  // Drawn by its own name or as its trade's metaphor, not through a tag or the lexicon, and for a
  // concept of few meanings ("chart bar" is a name match of "bar", but not of a dumpling bar).
  // A name match on a modifier ("hand" of "hand-folding") is not the thing itself.
  const ownWords = (c: SymbolChoice) => {
    const concept = normalizeConcept(c.concept);
    return c.term === concept || c.term === concept.split(" ").at(-1);
  };
  // A trade's metaphor is written for that trade, whatever else its word means ("design").
  const direct = (c: SymbolChoice) =>
    (c.match === "exact" && c.name === c.term && ownWords(c) && ambiguity(c.concept) < 1.4) ||
    c.match === "metaphor";
  // Another thing drawn for the very concept ("ice cream" beside an "ice cream cone", a lock
  // beside a locksmith's key) ...
  const last = (c: SymbolChoice) => c.name.split(" ").at(-1);
  const sameThing = others.find(
    (c) =>
      c.concept === first.concept &&
      last(c) !== last(first) &&
      c.match !== "broader" &&
      direct(c) &&
      c.score <= first.score + 1.5,
  );
  // ... or else another concept drawn as plainly, never a composite that only shares a word
  // ("building airport") ...
  const differs = (c: SymbolChoice) => c.concept !== first.concept && head(c) !== head(first);
  const otherConcept = (within: number, ofTrade: boolean, exact = false) =>
    others.find(
      (c) =>
        differs(c) &&
        direct(c) &&
        (!exact || c.match === "exact") &&
        c.score <= first.score + within &&
        (!ofTrade || !trade || trade.has(c.concept)),
    );
  // A name match on a modifier of a two-word concept ("school" of "school uniform", not "voice"
  // of "voice-over") draws another thing, not another reading of the concept.
  const modifierOnly = (c: SymbolChoice) => {
    const words = c.concept.split(" ");
    return words.length > 1 && words.slice(0, -1).includes(c.term) && c.term !== words.at(-1);
  };
  // ... or else another reading of the same concept (another icon of the same thing, found by
  // its name: a tag may belong to another picture, "watch" on binoculars), rather than a
  // far-fetched one ("bed" for a mushroom farm). Far-fetched only when nothing else is
  // left: the two options must still differ.
  const sameConcept = (differentName: boolean) =>
    others.find(
      (c) =>
        c.concept === first.concept &&
        c.match !== "broader" &&
        !c.viaTag &&
        !modifierOnly(c) &&
        c.score <= first.score + 4 &&
        (!differentName || c.id !== first.id),
    );
  // Another icon of the first concept found through a tag, when it costs about as much as the
  // first (an astronomy society's meteor or planet, not a balloon for its star parties), or a
  // little more (a yarn shop's spool, not the farm it ships from).
  const tagged = (within: number) =>
    others.find(
      (c) =>
        c.concept === first.concept &&
        c.match !== "broader" &&
        c.id !== first.id &&
        last(c) !== last(first) &&
        !modifierOnly(c) &&
        c.score <= first.score + within,
    );
  // Another thing of the trade found through a tag, its definition or a longer name, near the
  // first in cost (a lemonade's lemon), before a concept outside the trade drawn by its name (the
  // trailer it is served from).
  const ofTrade = (within: number) =>
    trade
      ? others.find(
          (c) =>
            differs(c) && trade.has(c.concept) && c.match !== "broader" && c.score <= first.score + within,
        )
      : undefined;
  // A concept outside the trade (where it trades, its clients) comes after every reading of the
  // trade's own.
  // A thing of the trade the founder named, drawn by its own name, before a stand-in for the
  // first concept that costs about as much ("taco truck": the truck, not a chef's hat).
  // A paper the trade hands over ("certificates for insurance") is no thing of its own: a
  // chimney sweep is drawn by its brushes, not its certificate.
  // And none for a trade whose work is people, drawn as a group of them (recruitment, staffing): the
  // things it names are where the people it places work ("warehouse and forklift drivers",
  // "cruise ship crew"), not its goods.
  const placesPeople = others.some(
    (c) => c.concept === first.concept && c.match === "metaphor" && c.term === "users",
  );
  const namedThing =
    sameThing?.match === "metaphor" && !placesPeople
      ? others.find(
          (c) =>
            differs(c) &&
            direct(c) &&
            c.match === "exact" &&
            !paperOnly(c.concept) &&
            !!trade?.has(c.concept) &&
            c.score <= sameThing.score + 1.5,
        )
      : undefined;
  const second =
    namedThing ??
    sameThing ??
    otherConcept(8, true) ??
    // Another drawing of the first concept close in cost (a martini beside a cocktail) before a
    // thing of the trade far below it (the horse of "a converted horse trailer").
    tagged(2.5) ??
    otherConcept(16, true, true) ??
    tagged(1) ??
    // Another drawing of the first concept close in cost (a guitar pick beside a guitar) before a
    // far-off stand-in for another ("repair": a wrench).
    tagged(2.5) ??
    otherConcept(16, true) ??
    sameConcept(true) ??
    tagged(4) ??
    ofTrade(4) ??
    otherConcept(16, false) ??
    sameConcept(false) ??
    others.find((c) => differs(c) && c.match !== "broader" && ambiguity(c.concept) < 1.4) ??
    others.find((c) => differs(c) && c.match !== "broader") ??
    others.find((c) => differs(c)) ??
    others.find((c) => head(c) !== head(first)) ??
    others[0];
  if (!second) return [first];
  // Further good ones, each a different thing, so regenerating shows other pictograms too.
  const picked = [first, second];
  // Only plain depictions of a concept's own words or its metaphor, and of a word of few meanings:
  // no composites ("baby bottle" for a kombucha bottle, "chart candle" for a candle), nothing
  // reached through the lexicon, no "road" for a street crepe stand or "box" for box kites.
  for (const c of others) {
    if (picked.length >= 4 || c.score > first.score + 5) break;
    if (!direct(c)) continue;
    if (picked.every((p) => head(p) !== head(c) && last(p) !== last(c) && p.id !== c.id)) picked.push(c);
  }
  return picked;
}
