import { GLOSSARY_ID } from "@/server/brief/glossary-id";
import { BUSINESS_HEADS, SETTING_MODIFIERS } from "@/server/brief/lexicon";
import { requestBrief } from "@/server/brief/read-brief";
import { nounSenses } from "@/server/lexicon/wordnet";
import { mulberry32, pick, type Rng } from "@/server/providers/seeded-random";
import type { Brief } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import { detectDescriptionLanguage } from "@/shared/description-language";
import {
  hasNameOptions,
  type NameOptions,
  type NameStyle,
  nameFitsOptions,
  normalizeNameOptions,
} from "@/shared/name-options";
import { type Facts, isInitialism, MeaningWriter, type Piece, type Source } from "./demo-meanings";
import {
  ACTIVITIES,
  AMBIGUOUS_INDONESIAN_PLACES,
  CLIPS,
  COMPOUND_TAILS,
  EMPTY_WORDS,
  GENERIC_HEADS,
  INDONESIAN,
  INDONESIAN_ANY_MODIFIERS,
  INDONESIAN_MODIFIERS,
  INDONESIAN_NEUTRAL_NOUNS,
  INDONESIAN_PLACES,
  KNOWN_NOUNS,
  LEMMAS,
  PHRASE_TAILS,
  PLAYFUL_WORDS,
  TAILS,
  TIED_WORDS,
  TONE_NAME_WORDS,
} from "./name-words";
import { type OwnWord, ownWords } from "./own-words";
import { NameProviderError, type NameRequest, type NameSuggestion, type NamesProvider } from "./types";

/**
 * Offline brand-name generator for demo mode. Names are made from the brand's brief: word roots
 * of its concepts and offerings (the words themselves, clipped forms, and words tied to them in
 * name-words.ts), its place, its tone, and neutral brand words. No category keyword tables: a
 * name only uses vocabulary tied to what the founder wrote, so a kombucha brewery never gets
 * coffee words. Each meaning names something from the brief. Deterministic for a seed and inputs;
 * no network, no model.
 */

// ---------------------------------------------------------------------------------------------
// Randomness: mulberry32 seeded from a string hash of the inputs. The seed hash stays the plain
// FNV-1a without the shared hash's final mixing: the mixed one would reshuffle every offline name
// run (and "nail" -> "polish" would then hand "Polishly" to a dog groomer as well as a dentist).

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function pickWeighted<T>(rng: Rng, items: readonly T[], weights: readonly number[]): T {
  let total = 0;
  for (const w of weights) total += w;
  let r = rng() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// Reading the brief into name material

/** The noun the word tables use for a word of the brief: "leaves" -> "leaf", "dives" -> "dive". */
export function lemma(word: string): string {
  const w = fold(word);
  const known = LEMMAS[w];
  if (known) return known;
  if (TIED_WORDS[w] !== undefined || INDONESIAN[w] !== undefined) return w;
  const candidates: string[] = [];
  if (w.length > 4 && w.endsWith("ies")) candidates.push(`${w.slice(0, -3)}y`);
  if (w.length > 4 && /(?:ches|shes|sses|xes)$/.test(w)) candidates.push(w.slice(0, -2));
  if (w.length > 3 && w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) candidates.push(w.slice(0, -1));
  if (w.length > 5 && w.endsWith("ed")) candidates.push(w.slice(0, -2), w.slice(0, -1));
  for (const c of candidates) if (TIED_WORDS[c] !== undefined || INDONESIAN[c] !== undefined) return c;
  return candidates[0] ?? w;
}

/** Where a root came from. */
type How = "own" | "clip" | "tied" | "tone" | "include" | "place";

type Root = {
  word: string;
  how: How;
  src: Source;
  /** Relative weight when drawing. */
  weight: number;
  /** Indonesian root: its English reading. */
  gloss?: string;
  lang?: "Indonesian";
};

const letterWord = (w: string) => /^[a-z]+$/.test(w);

/** "kombucha" -> "kombu": a curated short form, never a mechanical cut ("cremation" is not "crema"). */
export function clip(word: string): string | undefined {
  return CLIPS[word];
}

/**
 * The words of a brief item that may become name roots: every word the tables know as a noun,
 * plus the head (last word) of a concept, which names a drawable thing ("kombucha bottle"), and a
 * one-word offering ("gelato"). Not "single" from "single-origin coffee" nor "tax" from "tax returns".
 */
function rootWords(src: Source, words: readonly string[]): string[] {
  return words.filter((w, i) => {
    const l = lemma(w);
    if (KNOWN_NOUNS.has(l) || KNOWN_NOUNS.has(w)) return true;
    // "-ing" words the tables do not know make clumsy names ("Mappingpost").
    if (l.endsWith("ing")) return false;
    if (src.kind === "concept" && i === words.length - 1) return true;
    const written = src.text.split(/[\s-]+/).filter(Boolean).length;
    return src.kind === "offering" && written === 1;
  });
}

const withoutHyphenated = (text: string) => text.replace(/\p{L}+(?:-\p{L}+)+/gu, " ");

/**
 * The words of a phrase a name may take. A hyphenated word ("hand-dyed", "wood-fired",
 * "second-hand", "single-origin") says how a thing is made or what it is like: neither of its
 * words is the thing ("Hand Ramen", "Handwell" for a record store).
 */
function sourceWords(text: string): string[] {
  return fold(withoutHyphenated(text))
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 2 && !EMPTY_WORDS.has(w));
}

/** The words of "what the business is": its head noun and what comes before it. */
function businessParts(business: string): { head?: string; modifiers: string[]; phrase: string } {
  // A long "business" is a sentence, not a noun phrase (an unread description): not quoted back.
  if (business.split(/\s+/).length > 5 || business.length > 40) return { modifiers: [], phrase: "business" };
  const phrase = business
    .replace(/^(?:a|an|the)\s+/i, "")
    .replace(/\s+/g, " ")
    .trim();
  const words = fold(withoutHyphenated(phrase))
    .split(/[^a-z]+/)
    .filter(Boolean);
  // A word of one or two letters is a fragment ("bills w/" read "a bills w"), unless the
  // founder wrote it as an acronym ("PR firm").
  const acronyms = new Set((phrase.match(/\b\p{Lu}{2,5}\b/gu) ?? []).map((a) => a.toLowerCase()));
  const whole = (w: string) => w.length >= 3 || acronyms.has(w);
  const kept = words.filter(whole);
  const head = kept[kept.length - 1];
  return {
    head,
    modifiers: kept.slice(0, -1).filter((w) => !EMPTY_WORDS.has(w)),
    phrase: phrase
      .split(" ")
      .filter((t) => {
        const letters = fold(t).replace(/[^a-z]/g, "");
        return letters === "" || whole(letters);
      })
      .join(" "),
  };
}

const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const titleCase = (text: string) => text.split(/\s+/).map(cap).join(" ");

function placeWord(place: string | null): string | undefined {
  if (!place) return undefined;
  const first = (place.split(/[,;/(]/)[0] ?? "").trim();
  const words = first.split(/\s+/).filter(Boolean);
  // "Shopee IG" (where it sells, read as a place) is no place: places have no two-letter words.
  if (words.length === 0 || words.length > 2 || words.some((w) => w.length < 3)) return undefined;
  const joined = words.map(cap).join(" ");
  if (!/^[A-Za-z]+(?: [A-Za-z]+)?$/.test(joined) || joined.replace(/ /g, "").length > 12) return undefined;
  return joined;
}

/** Modifier readings that say a time of day ("at dusk", "in the morning", "morning"). */
const TIME_OF_DAY = /\b(?:morning|dusk|night|evening|dawn)\b/;

function inIndonesia(place: string | null): boolean {
  if (!place) return false;
  return fold(place)
    .split(/[^a-z]+/)
    .some((w) => INDONESIAN_PLACES.has(w));
}

/**
 * Whether the business is in Indonesia: the brief's place, or, when the brief read no place, an
 * Indonesian place the description names ("babi guling the Ubud way"), as the name checks'
 * country does. Words that are also other things ("java", "solo") count only as the brief's place.
 */
function setInIndonesia(brief: Brief, description: string): boolean {
  if (inIndonesia(brief.place)) return true;
  if (brief.place) return false;
  return fold(description)
    .split(/[^a-z]+/)
    .some((w) => INDONESIAN_PLACES.has(w) && !AMBIGUOUS_INDONESIAN_PLACES.has(w));
}

type Head = { word: string; src: Source };

/** Modifiers that only say where a business sells ("web store", "online shop"): no name's second word. */
const ONLY_WHERE = new Set([...SETTING_MODIFIERS, "web", "digital", "internet", "ecommerce", "e"]);

/**
 * Kinds of business and premises ("cafe", "salon", "gym", "producer"), from the Indonesian
 * glossary's English readings of its premises entries. Named by a business other than the one the
 * phrase says, they are its clients' trades or where it works (a social media agency "mostly for
 * cafes and salons"): never a word of its names ("The Cafe Works", "Salon & Rep").
 */
const TRADE_NOUNS: ReadonlySet<string> = new Set([
  ...[...GLOSSARY_ID.values()].filter((e) => e.kind === "place" && !e.en.includes(" ")).map((e) => e.en),
  // Lodgings the glossary reads as things: a massage therapist visiting hotels, content for villas.
  "hotel",
  "villa",
  "resort",
  "hostel",
  "homestay",
]);

/**
 * A head that names a person or a role ("therapist", "producer", "broker") makes a label after
 * any word ("Massage Therapist", "Garut Producer"): the business is then named by what it does.
 */
const ROLE_HEADS = new Set([
  "producer",
  "maker",
  "seller",
  "supplier",
  "distributor",
  "wholesaler",
  "vendor",
]);
const isRoleHead = (word: string) =>
  ROLE_HEADS.has(word) ||
  (/(?:ist|ian|broker|er|or)$/.test(word) &&
    !/(?:center|centre|parlor|parlour|corner|theater|theatre|bar|counter)$/.test(word));

/**
 * Trades whose Indonesian word leads a phrase naturally ("Warung Hangat", "Kedai Ramah"); not
 * "Sekolah Lincah" ("nimble school") for a surf school, nor "Toko" (shop), which a tone word only
 * labels ("Toko Hangat", "Toko Kreatif" for any shop at all).
 */
const ID_HEADS = new Set(["stall", "cafe", "restaurant", "kitchen", "tailor", "market"]);

type Pools = {
  brief: Brief;
  roots: Root[];
  rootWeights: number[];
  tone: Root[];
  include: Root[];
  heads: Head[];
  place?: { word: string; src: Source };
  /** Indonesian nouns for the brief's concepts and offerings. */
  idNouns: Root[];
  idModifiers: ReadonlyArray<readonly [string, string]>;
  idNeutral: Root[];
  /** Whether idNouns are the brief's own (not the neutral images any brief may get). */
  idOwn: boolean;
  /** What the business is, in Indonesian ("Warung" for a coffee stall), when the glossary knows it. */
  idHead?: Root;
  indonesian: boolean;
  avoid: Set<string>;
  own: readonly OwnWord[];
  /** The neutral words of every tone: drawn only once a narrow run has used up the brief's own. */
  neutral: Root[];
  wide: boolean;
  /** The lemmas of the words the founder wrote. */
  written: Set<string>;
  /** The lemmas of what the business is ("wedding", "planner"): its trade's label, not its own. */
  bizWords: Set<string>;
};

function avoidWords(brief: Brief, options: NameOptions): Set<string> {
  const out = new Set<string>();
  for (const item of [...brief.avoid, ...(options.avoid ?? [])]) {
    for (const w of sourceWords(item)) {
      const l = lemma(w);
      out.add(w);
      out.add(l);
      for (const t of (TIED_WORDS[l] ?? "").split(" ").filter(Boolean)) out.add(t);
      const id = INDONESIAN[l];
      if (id) out.add(fold(id));
    }
  }
  return out;
}

/**
 * The Indonesian words the founder wrote for the brief's English concepts, by their English
 * reading ("bengkel" written, "workshop" read): a description in Indonesian names its own trade
 * even where the names' English-Indonesian table has no entry. Single words of things and
 * premises only (not people, generic or time words).
 */
export function writtenIndonesian(description: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const token of description.toLocaleLowerCase("id").match(/\p{L}+/gu) ?? []) {
    const entry = GLOSSARY_ID.get(token);
    if (!entry || (entry.kind !== "thing" && entry.kind !== "place") || entry.en === token) continue;
    if (!out.has(entry.en)) out.set(entry.en, token);
  }
  return out;
}

/** The words of what the business is and offers, with their lemmas. */
function tradeWords(brief: Brief): Set<string> {
  const words = [brief.business, ...brief.offerings].flatMap(sourceWords);
  return new Set(words.flatMap((w) => [w, lemma(w)]));
}

/** A concept of the business's own trade: every word of it among what it is and offers. */
function isTrade(concept: string, trade: ReadonlySet<string>): boolean {
  const words = sourceWords(concept);
  return words.length > 0 && words.every((w) => trade.has(w) || trade.has(lemma(w)));
}

function buildPools(
  brief: Brief,
  options: NameOptions,
  own: OwnWord[],
  styles: NameStyle[],
  description = "",
  category?: CategoryId,
): Pools {
  const avoid = avoidWords(brief, options);
  const roots: Root[] = [];
  const seen = new Set<string>();
  // A grieving family does not want "Wag" or "Fizz": playful words only when the tone allows.
  const sombre =
    brief.tone.some((t) => t === "calm" || t === "soft" || t === "caring") && !brief.tone.includes("playful");
  const add = (word: string, how: How, src: Source, weight: number) => {
    if (sombre && PLAYFUL_WORDS.has(word)) return;
    if (!letterWord(word) || word.length < 3 || word.length > 9 || avoid.has(word) || seen.has(word)) return;
    if (EMPTY_WORDS.has(word)) return;
    seen.add(word);
    roots.push({ word, how, src, weight });
  };
  const biz = businessParts(brief.business);
  // Where or how the business trades ("street" crepe stand, "mobile" repair): not what it is.
  const settings = new Set(biz.modifiers.filter((m) => SETTING_MODIFIERS.has(m)));
  // An acronym naming the trade ("SEO") is a label, not a word to build names from ("Seopost").
  for (const a of brief.business?.match(/\b\p{Lu}{2,5}\b/gu) ?? []) settings.add(a.toLowerCase());
  const trade = tradeWords(brief);
  const sources: Source[] = [
    ...brief.concepts.map((text, i) => ({ text, kind: "concept" as const, rank: i })),
    ...brief.offerings.map((text, i) => ({ text, kind: "offering" as const, rank: i })),
  ];
  if (biz.modifiers.length > 0) sources.push({ text: biz.phrase, kind: "business", rank: 0 });
  const bizWords = new Set([biz.head, ...biz.modifiers].filter(Boolean).map((w) => lemma(w as string)));
  // A word for any kind of business ("app", "studio") says nothing of this one ("App & Loop").
  const othersTrade = (l: string) => BUSINESS_HEADS.has(l) || (TRADE_NOUNS.has(l) && !bizWords.has(l));
  for (const src of sources) {
    const base = (src.kind === "concept" ? 3 : src.kind === "offering" ? 2.5 : 2) / (1 + src.rank * 0.25);
    const words = rootWords(src, src.kind === "business" ? biz.modifiers : sourceWords(src.text));
    for (const w of words) {
      const l = lemma(w);
      if (avoid.has(l) || settings.has(w) || settings.has(l) || othersTrade(l)) continue;
      if (!ACTIVITIES.has(l)) add(l, "own", src, base);
      const c = clip(l);
      if (c) add(c, "clip", src, base * 0.8);
      // Words tied to an offering are rarer: "cleanings" at a dentist is not house cleaning.
      const tiedWeight = src.kind === "offering" ? base * 0.35 : base * 0.9;
      for (const t of (TIED_WORDS[l] ?? "").split(" ").filter(Boolean)) add(t, "tied", src, tiedWeight);
    }
  }
  const tone: Root[] = [];
  const tones = brief.tone.length > 0 ? brief.tone : ["friendly"];
  for (const t of tones) {
    const src: Source = { text: t, kind: "tone", rank: 0 };
    for (const w of (TONE_NAME_WORDS[t] ?? "").split(" ").filter(Boolean))
      if (!avoid.has(w)) tone.push({ word: w, how: "tone", src, weight: 1 });
  }
  const include = (options.include ?? []).map<Root>((w) => {
    const folded = fold(w).replace(/[^a-z]/g, "");
    return {
      word: folded.length === w.length ? folded : w.toLocaleLowerCase(),
      how: "include",
      src: { text: w, kind: "include", rank: 0 },
      weight: 1,
    };
  });
  const heads: Head[] = [];
  const bizSrc: Source = { text: biz.phrase, kind: "business", rank: 0 };
  if (
    biz.head &&
    !GENERIC_HEADS.has(biz.head) &&
    !isRoleHead(biz.head) &&
    letterWord(biz.head) &&
    !avoid.has(biz.head)
  ) {
    if (biz.modifiers.length > 0 && biz.phrase.length <= 16 && biz.phrase.split(" ").length === 2)
      heads.push({ word: titleCase(biz.phrase), src: bizSrc });
    heads.push({ word: cap(biz.head), src: bizSrc });
  } else if (biz.head && biz.modifiers.some((m) => !ONLY_WHERE.has(m))) {
    // "Web Co." or "Online Co." says where it sells, not what: the modifier before it does.
    const m = biz.modifiers.filter((m) => !ONLY_WHERE.has(m)).at(-1) as string;
    // An acronym keeps its capitals ("Relation PR", never "Relation Pr").
    const acronym = brief.business?.match(/\b\p{Lu}{2,5}\b/gu)?.find((a) => a.toLowerCase() === m);
    const word = acronym ?? cap(m);
    if (!avoid.has(m)) heads.push({ word, src: bizSrc }, { word: `${word} Co.`, src: bizSrc });
  }
  // A one-word offering ("Gelato") is a second word only when the business gives none of its own.
  for (const o of heads.length > 0 ? [] : brief.offerings.slice(0, 2)) {
    const words = sourceWords(o);
    const w = words[0] as string;
    if (words.length === 1 && w.length <= 10 && KNOWN_NOUNS.has(lemma(w)) && !avoid.has(w))
      heads.push({ word: titleCase(w), src: { text: o, kind: "offering", rank: 0 } });
  }
  if (heads.length === 0) heads.push({ word: "Co.", src: bizSrc });
  const pw = placeWord(brief.place);
  const indonesian =
    brief.language === "id" || setInIndonesia(brief, description) || styles.includes("non-english");
  const idNouns: Root[] = [];
  const idSeen = new Set<string>();
  // Indonesian nouns from what the business is about (its concepts and trade), and from its
  // offerings only when those give none ("pelajaran" for surf lessons reads oddly in a name).
  // When the run asks for non-English names, offerings count too: fifteen names need material.
  const conceptual = sources.filter((s) => s.kind !== "offering");
  const asked = styles.includes("non-english");
  const written = brief.language === "id" ? writtenIndonesian(description) : new Map<string, string>();
  for (const src of [...conceptual, ...sources.filter((s) => s.kind === "offering"), bizSrc]) {
    if (src.kind === "offering" && idNouns.length > 0 && !asked) break;
    if (src === bizSrc && idNouns.length > 0) break;
    // A concept outside the trade (its clients, where it trades) gives an Indonesian noun only
    // when the trade gives none: a video agency for food businesses is no "Makanan".
    if (src.kind === "concept" && idNouns.length > 0 && !isTrade(src.text, trade)) continue;
    const words =
      src === bizSrc
        ? biz.head
          ? [biz.head]
          : []
        : src.kind === "business"
          ? biz.modifiers
          : sourceWords(src.text);
    // A whole concept the founder wrote as one Indonesian word ("ojek": motorcycle taxi).
    const whole = src === bizSrc ? undefined : written.get(src.text.toLowerCase());
    for (const w of whole && !words.some((x) => INDONESIAN[lemma(x)]) ? [whole] : words) {
      const l = w === whole ? w : lemma(w);
      // The founder's own word before the table's word for its reading: "beras" written is
      // read "rice", whose table word "nasi" is cooked rice.
      const id = w === whole ? whole : (written.get(l) ?? INDONESIAN[l]);
      // An acronym the founder wrote ("HP", "AC") is no noun for a phrase ("Rumah Hp"); a short
      // word is ("es teh").
      if (!id || !/[aeiou]/.test(id) || new RegExp(`\\b${id.toUpperCase()}\\b`).test(description)) continue;
      if (id.includes(" ") || idSeen.has(id) || avoid.has(id) || avoid.has(l)) continue;
      idSeen.add(id);
      // The English reading is the concept's, not the founder's own word ("ice", not "es").
      const gloss = w === whole ? src.text.toLowerCase() : l;
      idNouns.push({ word: id, how: "own", src, weight: 1, gloss, lang: "Indonesian" });
    }
  }
  // Images tied to no trade: for a run that asks for non-English names when the glossary knows
  // none of the brief's nouns, or once the brief's own have been used up.
  const idNeutral = INDONESIAN_NEUTRAL_NOUNS.filter(([w]) => !avoid.has(w)).map<Root>(
    ([word, gloss, image]) => ({
      word,
      how: "tone",
      src: { text: image, kind: "tone", rank: 0 },
      weight: 1,
      gloss,
      lang: "Indonesian",
    }),
  );
  const idOwn = idNouns.length > 0;
  // An Indonesian name is owed whenever Indonesian is called for, not only when asked for.
  if (indonesian && idNouns.length === 0) idNouns.push(...idNeutral);
  // A time of day suits what is eaten or drunk then ("Kopi Senja", "Es Pagi"), not a trade that
  // has no hour ("Kontraktor Pagi", "Stok Malam", "Pajak Pagi").
  const timed = category === "food-beverage";
  const idModifiers = [
    ...tones.flatMap((t) => INDONESIAN_MODIFIERS[t] ?? []),
    ...INDONESIAN_ANY_MODIFIERS,
  ].filter(([w, gloss]) => !avoid.has(w) && (timed || !TIME_OF_DAY.test(gloss)));
  return {
    brief,
    roots,
    rootWeights: roots.map((r) => r.weight),
    tone,
    include,
    heads,
    place:
      pw && !avoid.has(fold(pw))
        ? { word: pw, src: { text: brief.place ?? pw, kind: "place", rank: 0 } }
        : undefined,
    idNouns,
    idModifiers,
    idNeutral,
    idOwn,
    idHead:
      biz.head && ID_HEADS.has(biz.head) && INDONESIAN[biz.head] && !avoid.has(biz.head)
        ? {
            word: INDONESIAN[biz.head] as string,
            how: "own",
            src: bizSrc,
            weight: 1,
            gloss: biz.head,
            lang: "Indonesian",
          }
        : undefined,
    indonesian,
    avoid,
    own,
    neutral: Object.entries(TONE_NAME_WORDS).flatMap(([t, words]) =>
      words
        .split(" ")
        .filter((w) => !avoid.has(w))
        .map<Root>((word) => ({ word, how: "tone", src: { text: t, kind: "tone", rank: 0 }, weight: 1 })),
    ),
    wide: false,
    written: new Set(sourceWords(description).map(lemma)),
    bizWords,
  };
}

// ---------------------------------------------------------------------------------------------
// Pronounceability and taste

const VOWEL = /[aeiouy]/;
const OK_DOUBLES = new Set([
  "ll",
  "ss",
  "tt",
  "nn",
  "mm",
  "pp",
  "ee",
  "oo",
  "rr",
  "ff",
  "dd",
  "gg",
  "cc",
  "bb",
  "zz",
]);
const OK_ONSETS = new Set(
  "bl br ch cl cr dr fl fr gl gr kl kr pl pr sc sk sl sm sn sp st sw th tr tw wh wr sh ph qu str spr scr spl thr shr squ".split(
    " ",
  ),
);
const OK_VOWEL_PAIRS = new Set("ai au ea ee ei eo ia ie io oa oi oo ou ua ue ui ay ey oy".split(" "));
const BANNED = [
  "fuck",
  "fuk",
  "shit",
  "cunt",
  "dick",
  "cock",
  "puss",
  "slut",
  "whor",
  "rape",
  "nazi",
  "porn",
  "anal",
  "anus",
  "piss",
  "twat",
  "wank",
  "turd",
  "fag",
  "nig",
  "cum",
  "tit",
  "poop",
  "butt",
  "arse",
  "hell",
  "damn",
  "kill",
  "dead",
  "sex",
  "xxx",
  "kkk",
  "isis",
  "jihad",
  "hitler",
  "bitch",
  "crap",
  "vomit",
  "pus",
  "nob",
  "knob",
  "bum",
  "spunk",
];
/** Banned substrings that are fine inside these curated words. */
const BANNED_OK = ["compass", "hello", "shell", "title", "stitch", "petit"];

export function isPronounceable(name: string): boolean {
  for (const raw of name.toLowerCase().split(/\s+/)) {
    const word = raw.replace(/[.&]/g, "");
    if (word === "") continue;
    if (!/^[a-z]+$/.test(word)) return false;
    if (/(.)\1\1/.test(word)) return false;
    for (let i = 0; i + 1 < word.length; i++) {
      const a = word[i] as string;
      const b = word[i + 1] as string;
      if (a === b && !OK_DOUBLES.has(a + b)) return false;
      if (a === "q" && b !== "u") return false;
    }
    // Letter runs: at most 3 consonants (and a 3-run needs a liquid, nasal, s or h), 2 vowels.
    const runs = word.match(/[aeiou]+|y(?![aeiou])|[^aeiouy]+|y/g) ?? [];
    for (let i = 0; i < runs.length; i++) {
      const run = runs[i] as string;
      const vowels = VOWEL.test(run[0] as string) && !(run === "y" && i === 0);
      if (vowels) {
        if (run.length > 2 || (run.length === 2 && !OK_VOWEL_PAIRS.has(run))) return false;
      } else {
        if (run.length > 3) return false;
        if (run.length === 3 && !/[lrsnmh]/.test(run)) return false;
        if (i === 0 && run.length >= 2 && !OK_ONSETS.has(run)) return false;
      }
    }
  }
  return true;
}

/** Famous names the word parts can accidentally spell. */
const KNOWN_BRANDS = new Set([
  "honeywell",
  "pathmark",
  "leafly",
  "sparkly",
  "goldfield",
  "moneyball",
  "brightway",
  "bitly",
  "forkify",
  "boldly",
]);

function isClean(name: string): boolean {
  let s = name.toLowerCase().replace(/[^a-z]/g, "");
  if (KNOWN_BRANDS.has(s)) return false;
  for (const ok of BANNED_OK) s = s.replace(ok, "_");
  return !BANNED.some((b) => s.includes(b));
}

function normalizeKey(name: string): string {
  return fold(name).replace(/[^a-z0-9]/g, "");
}

/**
 * What a name's checks found, for recent names (decision 039): a run draws the same few hundred
 * candidates from its pools again and again, and its spares and a brand's later runs draw them
 * once more; folding and testing each one anew was a tenth of an offline run's CPU.
 */
type NameChecks = { key: string; clean: boolean; pronounceable?: boolean };
const NAMES_CHECKED = 5000;
const nameChecks = new Map<string, NameChecks>();

function checksOf(name: string): NameChecks {
  let checks = nameChecks.get(name);
  if (!checks) {
    checks = { key: normalizeKey(name), clean: isClean(name) };
    if (nameChecks.size >= NAMES_CHECKED) nameChecks.delete(nameChecks.keys().next().value as string);
    nameChecks.set(name, checks);
  }
  return checks;
}

const keyOf = (name: string) => checksOf(name).key;

function letters(name: string): number {
  return name.replace(/[^A-Za-z]/g, "").length;
}

// ---------------------------------------------------------------------------------------------
// Candidates

// ---------------------------------------------------------------------------------------------
// Candidates

type Strategy =
  | "compound"
  | "pair"
  | "blend"
  | "suffix"
  | "foreign"
  | "ampersand"
  | "solo"
  | "respell"
  | "phrase"
  | "place"
  | "own";

type Candidate = {
  name: string;
  strategy: Strategy;
  /** Root words used, so the three picks don't all lean on the same one. */
  roots: string[];
  score: number;
  facts: Facts;
  /** Made of the user's own words (or a word they asked for) as written: not held to English spelling rules. */
  asWritten?: boolean;
};

const STRATEGIES: readonly Strategy[] = [
  "compound",
  "pair",
  "blend",
  "suffix",
  "foreign",
  "ampersand",
  "solo",
  "respell",
  "phrase",
  "place",
  "own",
];

/** The default mix. Solo words and respellings come only when a style asks. */
const DEFAULT_WEIGHTS: Record<Strategy, number> = {
  compound: 3,
  pair: 2.5,
  blend: 1.5,
  // Coined endings on a concept word ("Grainly") are the same for every business that shares the
  // word, so they are drawn less than the kinds made of two words (recurring names, decision 031).
  suffix: 0.6,
  foreign: 2.5,
  ampersand: 1.5,
  solo: 0,
  respell: 0,
  phrase: 0.7,
  place: 2.5,
  own: 0,
};

/** What each style (src/shared/name-options.ts) lets the generator make. */
const STYLE_STRATEGIES: Readonly<Record<NameStyle, readonly Strategy[]>> = {
  brandable: ["blend", "suffix"],
  evocative: ["solo"],
  compound: ["compound"],
  "real-words": ["pair", "ampersand", "solo", "phrase", "place"],
  "short-phrase": ["pair", "ampersand", "phrase", "place"],
  "non-english": ["foreign", "own"],
  "alternate-spelling": ["respell"],
};

/** Kinds that can never make a name of this many words ("Reef & Tide" counts as two). */
const WORDS_OF_STRATEGY: Readonly<Record<Strategy, ReadonlyArray<1 | 2 | 3>>> = {
  compound: [1],
  blend: [1],
  suffix: [1],
  solo: [1],
  respell: [1],
  foreign: [2],
  own: [1, 2],
  pair: [2, 3],
  place: [2, 3],
  ampersand: [2],
  phrase: [3],
};

function strategyWeights(pools: Pools, options: NameOptions): Record<Strategy, number> {
  const allowed = options.styles ? new Set(options.styles.flatMap((s) => STYLE_STRATEGIES[s])) : undefined;
  const words = options.wordCount === "one" ? 1 : options.wordCount === "two" ? 2 : undefined;
  const out = {} as Record<Strategy, number>;
  for (const s of STRATEGIES) {
    let w = allowed ? (allowed.has(s) ? Math.max(DEFAULT_WEIGHTS[s], 2) : 0) : DEFAULT_WEIGHTS[s];
    if (s === "foreign" && !allowed && pools.brief.language === "id") w = 4.5;
    // English second words ("Coffee Co.") suit an Indonesian description less often.
    if ((s === "pair" || s === "place") && !allowed && pools.brief.language === "id") w = 1;
    if (s === "foreign" && (!pools.indonesian || pools.idNouns.length === 0)) w = 0;
    if (s === "place" && !pools.place) w = 0;
    if (s === "own") w = pools.own.length > 0 && (!allowed || allowed.has("own")) ? 3.5 : 0;
    if (words !== undefined && !WORDS_OF_STRATEGY[s].includes(words as 1 | 2)) w = 0;
    out[s] = w;
  }
  return out;
}

type RootFilter = (r: Root) => boolean;
/** Glued words: no "-ing" forms ("Runninghouse" hides its seam). */
const gluable = (r: Root) => letterWord(r.word) && !r.word.endsWith("ing");
const JOINABLE: RootFilter = (r) => gluable(r) && r.word.length >= 3 && r.word.length <= 7;
const BLEND_START: RootFilter = (r) => gluable(r) && r.word.length >= 4 && r.word.length <= 7;
const SUFFIXABLE: RootFilter = (r) => gluable(r) && r.word.length >= 3 && r.word.length <= 7;
const SOLO_WORD: RootFilter = (r) => r.word.length >= 3 && r.word.length <= 10;
const EVOCATIVE: RootFilter = (r) => letterWord(r.word) && r.word.length >= 4 && r.word.length <= 9;
const RESPELLABLE: RootFilter = (r) => letterWord(r.word) && r.word.length >= 4 && r.word.length <= 8;
const SHORT_NOUN: RootFilter = (r) => r.word.length >= 3 && r.word.length <= 7 && r.how !== "tone";

/**
 * A root of the brief (weighted by how early and how central its source is), sometimes a tone
 * word, and most of the time a word the user asked for when there are any.
 */
function drawRoot(rng: Rng, pools: Pools, ok: RootFilter, toneBias = 0.12): Root | undefined {
  if (pools.include.length > 0 && rng() < 0.75) {
    const wanted = pools.include.filter(ok);
    if (wanted.length > 0) return pick(rng, wanted);
  }
  if (pools.wide && rng() < 0.35) {
    const wide = pools.neutral.filter(ok);
    if (wide.length > 0) return pick(rng, wide);
  }
  if (pools.roots.length > 0 && rng() >= toneBias) {
    for (let attempt = 0; attempt < 4; attempt++) {
      const r = pickWeighted(rng, pools.roots, pools.rootWeights);
      if (ok(r)) return r;
    }
  }
  const tones = pools.tone.filter(ok);
  return tones.length > 0 ? pick(rng, tones) : undefined;
}

function relevance(r: Root): number {
  switch (r.how) {
    case "include":
      return 1.3;
    case "own":
    case "clip":
      return 1.1 - r.src.rank * 0.1;
    case "tied":
      return 1 - r.src.rank * 0.1;
    default:
      return 0.3;
  }
}

const piece = (r: Root, shown = r.word): Piece => ({
  word: shown,
  how: r.how,
  src: r.src,
  lang: r.lang,
  gloss: r.gloss,
});
const tailPiece = (t: string): Piece => ({ word: t, how: "tail", ev: TAILS[t] });

function makeCandidate(rng: Rng, pools: Pools, strategy: Strategy): Candidate | undefined {
  switch (strategy) {
    case "compound":
      return compound(rng, pools);
    case "pair":
      return pair(rng, pools);
    case "blend":
      return blend(rng, pools);
    case "suffix":
      return suffixed(rng, pools);
    case "foreign": {
      // Indonesian words as the tables or the founder write them: English spelling rules would
      // refuse "Ngaji" or "Nyonya", which every Indonesian reads.
      const c = foreign(rng, pools);
      return c && { ...c, asWritten: true };
    }
    case "ampersand":
      return ampersand(rng, pools);
    case "solo":
      return solo(rng, pools);
    case "respell":
      return respelled(rng, pools);
    case "phrase":
      return phrase(rng, pools);
    case "place":
      return placed(rng, pools);
    case "own":
      return fromOwnWords(rng, pools);
  }
}

function compound(rng: Rng, pools: Pools): Candidate | undefined {
  const a = drawRoot(rng, pools, JOINABLE, 0);
  if (!a) return undefined;
  const tail = pick(rng, COMPOUND_TAILS);
  if (a.word === tail || a.word.endsWith(tail) || tail.startsWith(a.word)) return undefined;
  // "Loopoint", "Fizzside": a doubled letter across the seam reads badly.
  if (a.word.slice(-1) === tail.charAt(0)) return undefined;
  const name = cap(a.word + tail);
  if (letters(name) > 12) return undefined;
  return {
    name,
    strategy: "compound",
    roots: [a.word, tail],
    score: 3 + relevance(a),
    facts: { name, kind: "compound", a: piece(a), b: tailPiece(tail) },
  };
}

/** Whether a root says what the second word already says ("Kombu Kombucha Brewery"). */
/** A thing and the trade named after it: "Flower Florist" and "Tooth Dentist" say it twice. */
const SAME_IDEA: readonly (readonly string[])[] = [
  ["flower", "florist", "floral"],
  ["tooth", "teeth", "dentist", "dental"],
  ["book", "books", "bookshop", "bookstore"],
  ["bread", "bakery", "bake"],
  ["bicycle", "bike", "cycle", "cycling"],
  ["lock", "locksmith"],
  ["perfume", "perfumery"],
  ["barber", "haircut"],
];

function repeats(word: string, second: string): boolean {
  const a = fold(word);
  const b = fold(second);
  const words = b.split(" ");
  if (SAME_IDEA.some((g) => g.includes(a) && words.some((w) => g.includes(w)))) return true;
  const translated = INDONESIAN[lemma(a)];
  return (
    (translated !== undefined && b.split(" ").includes(fold(translated))) ||
    b.includes(a) ||
    a.includes(b.split(" ")[0] ?? b) ||
    b.split(" ").some((w) => w.length >= 4 && a.startsWith(w.slice(0, 4)))
  );
}

/**
 * A word before the business's own name for itself ("Spoke Bicycle Shop") is one tied to what it
 * offers: a word the founder wrote there only labels the trade ("Massage Therapist", "Register
 * App"), and a tone word is filler ("Next App", "Classic Bar").
 */
const PAIR_WORD: RootFilter = (r) => SOLO_WORD(r) && (r.how === "tied" || r.how === "include");
/** Once a narrow run (two words only) has used those up, the founder's own nouns too. */
const PAIR_WORD_WIDE: RootFilter = (r) => SOLO_WORD(r) && r.how !== "tone";

function pair(rng: Rng, pools: Pools): Candidate | undefined {
  const ok = pools.wide ? PAIR_WORD_WIDE : PAIR_WORD;
  const p = drawRoot(rng, pools, ok, 0);
  // A tied word the founder also wrote ("chain" for a shop selling chains) is their own word.
  if (!p || !ok(p) || (!pools.wide && pools.written.has(p.word))) return undefined;
  const head = pick(rng, pools.heads);
  if (repeats(p.word, head.word)) return undefined;
  const first = cap(p.word);
  const name = `${first} ${head.word}`;
  if (letters(name) > 18) return undefined;
  return {
    name,
    strategy: "pair",
    roots: [p.word],
    score: 3 + relevance(p),
    facts: { name, kind: "pair", a: piece(p, first), b: { word: head.word, how: "head", src: head.src } },
  };
}

/** "Padang Kombucha", "Bali Reef Club": the place first, then what the business is about. */
function placed(rng: Rng, pools: Pools): Candidate | undefined {
  const place = pools.place;
  if (!place) return undefined;
  // The place and the business's name for itself is a label ("Garut Producer", "Jakarta
  // Agency"): the place goes with the first things the business is about ("Padang Kombucha").
  const r = drawRoot(rng, pools, SHORT_NOUN, 0);
  if (!r) return undefined;
  if (r.src.kind !== "concept" || r.src.rank > 1 || r.how === "clip") return undefined;
  const second = piece(r, cap(r.word));
  if (repeats(place.word, second.word)) return undefined;
  const name = `${place.word} ${second.word}`;
  if (letters(name) > 18) return undefined;
  return {
    name,
    strategy: "place",
    roots: [fold(place.word), fold(second.word)],
    score: 3.2,
    facts: { name, kind: "place", a: { word: place.word, how: "place", src: place.src }, b: second },
  };
}

function overlap(a: string, b: string): number {
  for (let k = Math.min(3, a.length - 2, b.length - 2); k >= 1; k--) {
    if (a.slice(-k) === b.slice(0, k)) {
      // A single shared vowel reads ambiguously ("Echouse"); a shared consonant or more is clean.
      if (k === 1 && /[aeiouy]/.test(b[0] as string)) return 0;
      return k;
    }
  }
  return 0;
}

/** The seam of a blend of two words, when it reads cleanly; 0 when it does not. */
function blendSeam(a: string, b: string): number {
  const k = overlap(a, b);
  if (k === 0) return 0;
  // Readability: "Markite" hides a word boundary inside a consonant cluster; "Peakeep" puts
  // vowel pairs on both sides of the seam.
  if (k === 1 && /[^aeiou]{2}$/.test(a)) return 0;
  if (/[aeiou]{2}.$/.test(a.slice(0, a.length - k + 1)) && /^.[aeiou]{2}/.test(b.slice(k - 1))) return 0;
  if (/[aeiou]$/.test(b.slice(0, k)) && /^[aeiou]/.test(b.slice(k))) return 0;
  if (k === 1) {
    const seam = b.charAt(0);
    const next = b.charAt(1);
    const soft = /[lnrmwtk]/.test(seam) && /[aeiou]/.test(next);
    const cluster = /[tpbcgfd]/.test(seam) && /[rl]/.test(next);
    if (!soft && !cluster) return 0;
  }
  const n = a.length + b.length - k;
  if (n < 6 || n > 11) return 0;
  if (/(?:ally|ily|est|ing|ed)$/.test(a + b.slice(k))) return 0;
  return k;
}

/**
 * A root with few ways to blend makes the same word for every business that has it
 * ("Trackeroom" for a flight tracker and a period tracker: every root ending in "r" meets only
 * "room"): a stock ending only where the root has several clean seams to choose from. Two words
 * of the business's own different things always may ("Crumbloaf" is not "Chococoa"): few
 * businesses share both (recurring names, decision 031).
 */
const MIN_BLEND_ENDINGS = 4;

function blend(rng: Rng, pools: Pools): Candidate | undefined {
  const a = drawRoot(rng, pools, BLEND_START, 0);
  // A tone word every warm or modern business shares starts the same blends for all of them
  // ("Emberoom", "Gridio"): only once a narrow run has used up the brief's own words.
  if (!a || (a.how === "tone" && !pools.wide)) return undefined;
  const ends: Array<{ word: string; piece: Piece; own: boolean; k: number }> = [];
  for (const r of pools.roots) {
    if (r.word === a.word || !letterWord(r.word) || r.word.length > 6) continue;
    const k = blendSeam(a.word, r.word);
    if (k > 0) ends.push({ word: r.word, piece: piece(r), own: r.src.text !== a.src.text, k });
  }
  for (const t of COMPOUND_TAILS) {
    const k = blendSeam(a.word, t);
    if (k > 0) ends.push({ word: t, piece: tailPiece(t), own: false, k });
  }
  const choices = ends.length >= MIN_BLEND_ENDINGS || pools.wide ? ends : ends.filter((e) => e.own);
  if (choices.length === 0) return undefined;
  const b = pick(rng, choices);
  const name = cap(a.word + b.word.slice(b.k));
  return {
    name,
    strategy: "blend",
    roots: [a.word, b.word],
    score: 2.8 + relevance(a) + (b.piece.how !== "tail" ? 0.4 : 0) + (b.k >= 2 ? 0.3 : 0),
    facts: { name, kind: "blend", a: piece(a), b: b.piece, shared: a.word.slice(-b.k) },
  };
}

const SUFFIXES = ["ly", "io", "ora", "ana", "ify", "r", "ery", "let"] as const;
type Suffix = (typeof SUFFIXES)[number];
// "-ora" and "-ana" read as Latin and sit badly on English roots ("Dronana"): kept for completeness, never drawn.
// "-ly" leads, but not so far that two businesses with one root always get one name: with it
// nearly alone on a consonant, a shared root gave one coinage ("Reportly", "Lensly") to both
// (decision 031).
const SUFFIX_WEIGHTS = [1.5, 1, 0, 0, 0.5, 0.5, 1, 0.7];

function applySuffix(word: string, suffix: Suffix): string | undefined {
  const endsVowel = /[aeiou]$/.test(word);
  switch (suffix) {
    case "ly":
      return /[lyaeiou]$/.test(word) ? undefined : `${word}ly`;
    case "ify":
      return endsVowel || word.endsWith("y") ? undefined : `${word}ify`;
    case "r":
      return word.endsWith("er") && word.length >= 5 ? `${word.slice(0, -2)}r` : undefined;
    // "Crumbery", "Beanery": a place for the thing, on a short root ending in a plain consonant.
    case "ery":
      return word.length <= 6 && /[aeiou][bdgkmnp]$/.test(word) ? `${word}ery` : undefined;
    // "Lenslet", "Pulplet": a small one of the thing; not on a person ("Carerlet").
    case "let":
      return word.length <= 5 && !/(?:[aeioulty]|er)$/.test(word) ? `${word}let` : undefined;
    default: {
      const stemmed = /[aeiou]$/.test(word) ? word.slice(0, -1) : word;
      if (stemmed.length < 3 || stemmed.length > 5 || !/[aeiou][lnrdmstv]$/.test(stemmed)) return undefined;
      if (suffix === "ora" && /or$|er$/.test(stemmed)) return undefined;
      return stemmed + suffix;
    }
  }
}

function suffixed(rng: Rng, pools: Pools): Candidate | undefined {
  const a = drawRoot(rng, pools, SUFFIXABLE, 0);
  if (!a) return undefined;
  const suffix = pickWeighted(rng, SUFFIXES, SUFFIX_WEIGHTS);
  // A tone word with "-ly" is an everyday adverb, no coined name ("Clearly", "Kindly"), and
  // with another ending it is the same coinage for every business of that tone ("Gridio").
  if (a.how === "tone" && (suffix === "ly" || !pools.wide)) return undefined;
  const coined = applySuffix(a.word, suffix);
  if (!coined || coined === a.word) return undefined;
  const name = cap(coined);
  const n = letters(name);
  if (n < 4 || n > 10) return undefined;
  return {
    name,
    strategy: "suffix",
    roots: [a.word],
    score: 2.8 + relevance(a) - (suffix === "r" || suffix === "ify" ? 0.3 : 0),
    facts: { name, kind: "suffix", a: piece(a), suffix },
  };
}

/**
 * An Indonesian phrase from the brief's own nouns: "Kopi Hangat" (warm coffee), "Karang Bali"
 * (the reef, in Bali), "Rumah Selam" (a home for diving). Only when the description is in
 * Indonesian, the place is in Indonesia, or the run asks for non-English names.
 */
function foreign(rng: Rng, pools: Pools): Candidate | undefined {
  const nouns = pools.wide && rng() < 0.4 ? pools.idNeutral : pools.idNouns;
  if (nouns.length === 0) return undefined;
  const n = pick(rng, nouns);
  const noun = cap(n.word);
  const r = rng();
  const placed = pools.place && inIndonesia(pools.brief.place) && !pools.place.word.includes(" ");
  // An image tied to no trade ("Langit") is every such business's: its place mostly makes it this
  // one's (not always: the place kind may have taken the place already).
  if (placed && pools.place && (r < 0.3 || (n.how === "tone" && r < 0.7))) {
    const name = `${noun} ${pools.place.word}`;
    return {
      name,
      strategy: "foreign",
      roots: [n.word, fold(pools.place.word)],
      score: 3.3,
      facts: {
        name,
        kind: "foreign-place",
        a: piece(n, noun),
        b: { word: pools.place.word, how: "place", src: pools.place.src },
        reading: `${n.gloss} from ${pools.place.word}`,
      },
    };
  }
  if (r < 0.55 && r >= 0.45 && !n.word.includes(" ") && n.word.length <= 7) {
    // "Kopiku": my coffee, the way Indonesians name a small shop.
    const name = cap(`${n.word}ku`);
    return {
      name,
      strategy: "foreign",
      roots: [n.word, "ku"],
      score: 3.1,
      facts: { name, kind: "foreign-mine", a: piece(n, cap(n.word)), reading: `my ${n.gloss}` },
    };
  }
  if (r < 0.45 && n.word !== "rumah") {
    const name = `Rumah ${noun}`;
    return {
      name,
      strategy: "foreign",
      roots: [n.word, "rumah"],
      score: 3.1,
      facts: {
        name,
        kind: "foreign-house",
        a: piece(n, noun),
        b: { word: "Rumah", how: "tail", lang: "Indonesian", gloss: "house" },
        reading: `the ${n.gloss} house`,
      },
    };
  }
  if (pools.idModifiers.length === 0) return undefined;
  const [mod, gloss] = pick(rng, pools.idModifiers);
  const head = pools.idHead;
  const toneMods = pools.idModifiers.filter(([w]) => !INDONESIAN_ANY_MODIFIERS.some(([a]) => a === w));
  if (head && r >= 0.55 && r < 0.75 && toneMods.length > 0) {
    const [mod, gloss] = pick(rng, toneMods);
    // "Warung Hangat": what the business is, and how it feels.
    const name = `${titleCase(head.word)} ${cap(mod)}`;
    const reading = /^(?:at|in|of|under)\b/.test(gloss) ? `${head.gloss} ${gloss}` : `${gloss} ${head.gloss}`;
    return {
      name,
      strategy: "foreign",
      roots: [head.word, mod],
      score: 3.2,
      facts: {
        name,
        kind: "foreign-phrase",
        a: piece(head, titleCase(head.word)),
        b: { word: cap(mod), how: "tone", lang: "Indonesian", gloss },
        reading,
      },
    };
  }
  if (mod === n.word) return undefined;
  const name = `${noun} ${cap(mod)}`;
  const reading = /^(?:at|in|of|under)\b/.test(gloss) ? `${n.gloss} ${gloss}` : `${gloss} ${n.gloss}`;
  return {
    name,
    strategy: "foreign",
    roots: [n.word, mod],
    score: 3.2,
    facts: {
      name,
      kind: "foreign-phrase",
      a: piece(n, noun),
      b: { word: cap(mod), how: "tone", lang: "Indonesian", gloss },
      reading,
    },
  };
}

/**
 * "Comb & Blade", "Loaf & Crumb": a word of the brief and another word tied to the same thing.
 * Two words the founder wrote side by side read as a list ("Chicken & Jerky", "Deposit & Salon"),
 * and a tone word is no partner for a noun ("Insurer & True").
 */
function ampersand(rng: Rng, pools: Pools): Candidate | undefined {
  const a = drawRoot(rng, pools, SHORT_NOUN, 0);
  // From the first things the business is about: a pair from a passing concept ("Frame & Lens"
  // for an app that sends photos) is what every business naming that concept gets.
  if (!a || a.how === "tone" || a.how === "place" || (a.src.rank > 1 && !pools.wide)) return undefined;
  // The trade's own kind is a label beside a thing of it ("Florist & Stem", "Clinic & Care").
  // So is what it calls itself ("Bakery & Crumb", "Planner & Vow", "Wedding & Ring"): the label
  // every business of the trade shares, so the same pair recurs between them (decision 031).
  // A compound head holds it too ("barber" of a barbershop, "book" of a bookshop).
  if (TRADE_NOUNS.has(a.word) || [...pools.bizWords].some((w) => w.startsWith(a.word))) return undefined;
  const partners = pools.roots.filter(
    (r) =>
      r.how === "tied" &&
      (r.src.text === a.src.text || pools.wide) &&
      r.word !== a.word &&
      // A tied word the founder also wrote makes a list of two written words ("Ramen & Broth").
      !(pools.written.has(r.word) && pools.written.has(a.word) && !pools.wide) &&
      r.word.length >= 3 &&
      r.word.length <= 7,
  );
  const b = partners.length > 0 ? pick(rng, partners) : undefined;
  if (!b || !letterWord(a.word) || !letterWord(b.word)) return undefined;
  if (a.word.slice(0, 4) === b.word.slice(0, 4) || a.word.startsWith(b.word) || b.word.startsWith(a.word))
    return undefined;
  const name = `${cap(a.word)} & ${cap(b.word)}`;
  return {
    name,
    strategy: "ampersand",
    roots: [a.word, b.word],
    score: 2.8 + relevance(a),
    facts: { name, kind: "ampersand", a: piece(a, cap(a.word)), b: piece(b, cap(b.word)) },
  };
}

/** One real word on its own ("Fathom"): the evocative style. */
function solo(rng: Rng, pools: Pools): Candidate | undefined {
  const a = drawRoot(rng, pools, EVOCATIVE, 0.3);
  if (!a) return undefined;
  const name = cap(a.word);
  return {
    name,
    strategy: "solo",
    roots: [a.word],
    score: 2.9 + relevance(a),
    facts: { name, kind: "solo", a: piece(a) },
  };
}

/** "The Spoke House": a short phrase that sounds like a place. */
function phrase(rng: Rng, pools: Pools): Candidate | undefined {
  const a = drawRoot(rng, pools, (r) => letterWord(r.word) && r.word.length <= 8, 0);
  if (!a) return undefined;
  const tail = pick(rng, PHRASE_TAILS);
  if (tail === a.word) return undefined;
  const name = `The ${cap(a.word)} ${cap(tail)}`;
  if (letters(name) > 16) return undefined;
  return {
    name,
    strategy: "phrase",
    roots: [a.word, tail],
    score: 2.8 + relevance(a),
    facts: { name, kind: "phrase", a: piece(a), b: tailPiece(tail) },
  };
}

/** Familiar spelling shifts, each keeping the word recognisable ("craft" -> "kraft", "light" -> "lite"). */
const RESPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ck/, "k"],
  [/ph/, "f"],
  [/ight/, "ite"],
  [/qu/, "kw"],
  [/^c(?=[aoulr])/, "k"],
  [/(?<=[aeiou])c(?=[aou])/, "k"],
  [/(?<=[^aeiou])i(?=[^aeiouy])/, "y"],
  [/(?<=[^aeiouy])y(?=[^aeiou])/, "i"],
  [/(?<=[^aeiou])er$/, "r"],
  [/(?<=[^aeiou])e$/, ""],
  [/(?<=[aeiou][^aeious])s$/, "z"],
  [/cks?$|x$/, "x"],
  [/oa/, "o"],
  [/ee/, "ea"],
];

function respelled(rng: Rng, pools: Pools): Candidate | undefined {
  const a = drawRoot(rng, pools, RESPELLABLE, 0);
  if (!a) return undefined;
  const rules = RESPELLINGS.filter(([re]) => re.test(a.word));
  if (rules.length === 0) return undefined;
  let word = a.word;
  const [first, second] = [pick(rng, rules), pick(rng, rules)];
  word = word.replace(first[0], first[1]);
  if (rng() < 0.3 && second !== first && second[0].test(word)) word = word.replace(second[0], second[1]);
  if (word === a.word) return undefined;
  const name = cap(word);
  const n = letters(name);
  if (n < 4 || n > 9) return undefined;
  return {
    name,
    strategy: "respell",
    roots: [a.word],
    score: 2.8 + relevance(a),
    facts: { name, kind: "respell", a: piece(a) },
  };
}

/**
 * Names from the words of a description in another language or script, kept as written: one
 * word, or two that stand next to each other in the description ("Kopi Susu").
 */
function fromOwnWords(rng: Rng, pools: Pools): Candidate | undefined {
  if (pools.own.length === 0) return undefined;
  const shown = (w: OwnWord) =>
    cap(
      /^[a-z]+$/.test(w.latin) && w.original !== w.latin && /\p{Script=Latin}/u.test(w.original)
        ? w.original
        : w.latin,
    );
  const own = (w: OwnWord): Piece => ({ word: w.original, how: "user" });
  const a = pick(rng, pools.own);
  if (pools.avoid.has(fold(a.latin))) return undefined;
  const next = pools.own.find((w) => w.position === a.position + 1);
  if (next && rng() < 0.5 && !pools.avoid.has(fold(next.latin))) {
    const name = `${shown(a)} ${shown(next)}`;
    if (letters(name) > 18) return undefined;
    return {
      name,
      strategy: "own",
      roots: [a.latin, next.latin],
      score: 3.2,
      facts: { name, kind: "own", a: own(a), b: own(next) },
      asWritten: true,
    };
  }
  const name = shown(a);
  if (letters(name) < 4) return undefined;
  return {
    name,
    strategy: "own",
    roots: [a.latin],
    score: 3,
    facts: { name, kind: "own", a: own(a) },
    asWritten: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Putting it together

const CANDIDATES_PER_ROUND = 40;

/** A candidate the request allows: pronounceable, clean, new, clear of what to avoid, within the controls. */
function acceptable(c: Candidate, pools: Pools, options: NameOptions, excluded: Set<string>): boolean {
  const checks = checksOf(c.name);
  if (!c.asWritten) {
    checks.pronounceable ??= isPronounceable(c.name);
    if (!checks.pronounceable) return false;
  }
  if (!checks.clean) return false;
  const key = checks.key;
  if (excluded.has(key)) return false;
  if (c.roots.some((r) => pools.avoid.has(fold(r)))) return false;
  for (const w of pools.avoid) if (w.length >= 4 && key.includes(w)) return false;
  return nameFitsOptions(c.name, options);
}

export type DemoName = NameSuggestion & { style: Strategy };

/**
 * Recent briefs' pools (decision 039): a brand's runs, and each run's spares, draw from the same
 * pools, and building them (lemmas, WordNet, glossary) was a tenth of a run's CPU. A pool is
 * never changed after it is built, only its `wide` flag per draw, so each draw gets a copy.
 */
const POOLS_CACHED = 64;
const poolsCache = new Map<string, Pools>();

function poolsFor(brief: Brief, options: NameOptions, description: string, category?: CategoryId): Pools {
  const key = JSON.stringify([brief, options, description, category ?? null]);
  let pools = poolsCache.get(key);
  if (pools) poolsCache.delete(key);
  else {
    // A description the reader could not make concepts of (another script) still gives names
    // from its own words; a readable one gives them from the brief.
    const language = detectDescriptionLanguage(description);
    const own = brief.concepts.length === 0 ? ownWords(description, language) : [];
    pools = buildPools(brief, options, own, options.styles ?? [], description, category);
    if (poolsCache.size >= POOLS_CACHED) poolsCache.delete(poolsCache.keys().next().value as string);
  }
  poolsCache.set(key, pools);
  return { ...pools, wide: false };
}

/**
 * Up to three distinct names with meanings, within the request's controls; deterministic for a
 * seed and inputs. Fewer than three only when the controls leave too little room.
 */
export function generateDemoNamesDetailed(req: NameRequest): DemoName[] {
  const options = normalizeNameOptions(req.options);
  const brief = requestBrief(req);
  const optionsKey = hasNameOptions(options) ? `|${JSON.stringify(options)}` : "";
  const briefKey = [brief.business, brief.concepts, brief.offerings, brief.place, brief.tone, brief.avoid]
    .flat()
    .join("|");
  const rng = mulberry32(
    hashString(`${req.seed}|${req.category}|${fold(req.description).trim()}|${briefKey}${optionsKey}`),
  );
  const pools = poolsFor(brief, options, req.description, req.category);
  const excluded = new Set(req.exclude.map(normalizeKey));
  const weightsBy = strategyWeights(pools, options);
  const strategies = STRATEGIES.filter((s) => weightsBy[s] > 0);
  const weights = strategies.map((s) => weightsBy[s]);
  const rounds = hasNameOptions(options) ? 30 : 10;

  const picked: Candidate[] = [];
  // Indonesian names a run owes: two of three for an Indonesian description whose brief gives
  // Indonesian nouns of its own (a second phrase of the neutral images would be a stock phrase
  // shared with other businesses), one otherwise.
  const foreignOwed = !pools.indonesian ? 0 : brief.language === "id" && pools.idOwn ? 2 : 1;
  const pickedKeys = new Set<string>();
  const usedRoots = new Set<string>();
  const usedStrategies = new Set<Strategy>();

  for (let round = 0; round < rounds && picked.length < 3 && strategies.length > 0; round++) {
    // Narrow controls or a long history can use up the brief's own words: widen to neutral ones.
    if (round >= 10) pools.wide = true;
    const byStrategy = new Map<Strategy, Candidate[]>();
    for (let i = 0; i < CANDIDATES_PER_ROUND; i++) {
      const c = makeCandidate(rng, pools, pickWeighted(rng, strategies, weights));
      if (!c || !acceptable(c, pools, options, excluded) || pickedKeys.has(keyOf(c.name))) continue;
      c.score += rng() * 1.2;
      const list = byStrategy.get(c.strategy) ?? [];
      list.push(c);
      byStrategy.set(c.strategy, list);
    }
    for (const list of byStrategy.values()) list.sort((x, y) => y.score - x.score);
    // Early rounds insist on different kinds of name and no shared roots; later rounds relax
    // that so long exclusion lists (or narrow controls) can't starve the generator.
    const strictKinds = round < Math.min(5, rounds / 2) && strategies.length >= 3;
    // Shared roots are let in later than repeated kinds: three names on one word ("Reachside",
    // "Reachwell") read as one name three times.
    const strict = round < Math.min(9, rounds - 1);
    const foreignPicked = picked.filter((c) => c.strategy === "foreign").length;
    const available = strategies.filter(
      (s) =>
        (byStrategy.get(s)?.length ?? 0) > 0 &&
        !(strictKinds && usedStrategies.has(s) && !(s === "foreign" && foreignPicked < foreignOwed)),
    );
    while (picked.length < 3 && available.length > 0) {
      // An Indonesian description leads with an Indonesian name and gets a second one second
      // (one of three read as a token); a description set in Indonesia (or a run asking for
      // other languages) gets one at the latest third.
      const foreignSoFar = picked.filter((c) => c.strategy === "foreign").length;
      const leadForeign =
        available.includes("foreign") &&
        foreignSoFar < foreignOwed &&
        (brief.language === "id" ? picked.length === foreignSoFar : picked.length === 2);
      const strategy = leadForeign
        ? "foreign"
        : pickWeighted(
            rng,
            available,
            available.map((s) => weightsBy[s]),
          );
      available.splice(available.indexOf(strategy), 1);
      const choices = (byStrategy.get(strategy) ?? []).filter(
        (c) => !pickedKeys.has(keyOf(c.name)) && !(strict && c.roots.some((r) => usedRoots.has(r))),
      );
      const before = picked.length;
      for (const choice of strictKinds || leadForeign ? choices.slice(0, 1) : choices) {
        if (picked.length >= 3) break;
        if (pickedKeys.has(keyOf(choice.name))) continue;
        if (strict && choice.roots.some((r) => usedRoots.has(r))) continue;
        picked.push(choice);
        pickedKeys.add(keyOf(choice.name));
        for (const r of choice.roots) usedRoots.add(r);
        usedStrategies.add(strategy);
        if (strictKinds) break;
      }
      // The second owed Indonesian name comes from the same round's phrases, on other words.
      if (leadForeign && picked.length > before && foreignSoFar + 1 < foreignOwed) available.push("foreign");
    }
  }
  if (picked.length < 3 && (!options.styles || options.styles.includes("compound"))) {
    fillExhaustively(pools, options, excluded, pickedKeys, picked);
  }

  const biz = businessParts(brief.business);
  const writer = new MeaningWriter(
    rng,
    {
      language: req.meaningLanguage ?? brief.language,
      sourceLanguage: brief.language,
      biz: biz.phrase,
      place: brief.place ?? undefined,
      audience: brief.audience,
      offerings: brief.offerings,
      tones: brief.tone,
    },
    req.earlierMeanings ?? [],
  );
  const acronyms = acronymsIn(req.description);
  return picked.slice(0, 3).map((c) => {
    const name = withAcronyms(c.name, acronyms);
    let meaning = writer.write(c.facts);
    if (name !== c.name) {
      meaning = meaning
        .split(c.name)
        .join(name)
        .replace(/“([^”]+)”/g, (_quoted, w) => `“${withAcronyms(w, acronyms)}”`);
    }
    return { name, meaning, style: c.strategy };
  });
}

/** A word of two letters or more written all in capitals ("SEO", "CAKES"). */
const inCapitals = (w: string) => w.length >= 2 && w === w.toUpperCase() && w !== w.toLowerCase();

/**
 * The acronyms a description spells in capitals ("SEO", "IT"), by their lower case: spelt letter
 * by letter (isInitialism), never written otherwise elsewhere in it, and not an everyday noun in
 * capitals for emphasis ("wedding CAKES"; WordNet knows "IT" only as information technology). None
 * when the description is written mostly in capitals (shouting is not spelling).
 */
export function acronymsIn(description: string): Map<string, string> {
  const words = description.match(/\p{L}+/gu) ?? [];
  const capitals = words.filter(inCapitals);
  const out = new Map<string, string>();
  if (words.length >= 4 && capitals.length * 2 > words.length) return out;
  for (const w of capitals) {
    const lower = w.toLowerCase();
    if (!isInitialism(w) || words.some((o) => o !== w && o.toLowerCase() === lower)) continue;
    if (!abbreviationOrUnknown(lower)) continue;
    out.set(lower, w);
  }
  return out;
}

/**
 * No noun sense in WordNet, or a sense with a longer word it abbreviates: its initials
 * ("information technology") or its letters in order ("hr" of "hour").
 */
function abbreviationOrUnknown(lower: string): boolean {
  const senses = nounSenses(lower);
  if (senses.length === 0) return true;
  const abbreviates = (w: string) => {
    const parts = w.split(/[\s-]+/);
    if (w.length <= lower.length || parts.includes(lower) || w[0] !== lower[0]) return false;
    const initials = parts
      .filter((p) => !/^(?:of|and|the)$/.test(p))
      .map((p) => p[0])
      .join("");
    let at = 0;
    for (const ch of w) if (ch === lower[at]) at++;
    return w.includes(".") || initials === lower || at === lower.length;
  };
  return senses.some((s) => s.words.some(abbreviates));
}

/**
 * A name's words that are the description's acronyms, spelt as it spells them ("Smile SEO"), and
 * its other words in capitals set as words ("Grain Sushi Bar").
 */
export function withAcronyms(name: string, acronyms: Map<string, string>): string {
  return name.replace(/\p{L}+/gu, (w) => {
    const acronym = acronyms.get(w.toLowerCase());
    if (acronym) return acronym;
    // A word the description wrote in capitals for emphasis ("a SUSHI bar") is set as a word.
    return inCapitals(w) ? cap(w.toLowerCase()) : w;
  });
}

export function generateDemoNames(req: NameRequest): NameSuggestion[] {
  return generateDemoNamesDetailed(req).map(({ name, meaning }) => ({ name, meaning }));
}

/**
 * A run's spares: a second draw on another seed, clear of the run's own names and their
 * meanings' templates, so the run's three stay exactly what they were without spares.
 */
function spareNames(request: NameRequest, names: NameSuggestion[]): NameSuggestion[] {
  return generateDemoNames({
    ...request,
    seed: (Math.imul(request.seed, 0x9e3779b1) + 1) >>> 0,
    exclude: [...request.exclude, ...names.map((n) => n.name)],
    earlierMeanings: [...(request.earlierMeanings ?? []), ...names.map((n) => n.meaning)],
  }).slice(0, request.spares);
}

/** Walks every root x tail compound in order; only reached when exclusions ate the random picks. */
function fillExhaustively(
  pools: Pools,
  options: NameOptions,
  excluded: Set<string>,
  pickedKeys: Set<string>,
  picked: Candidate[],
) {
  // Last resort: the neutral words of every tone, so long exclusion lists never run dry.
  const roots = [...pools.include, ...pools.roots, ...pools.tone, ...pools.neutral].filter(
    (r) => letterWord(r.word) && !pools.avoid.has(r.word),
  );
  for (const a of roots) {
    for (const tail of COMPOUND_TAILS) {
      if (picked.length >= 3) return;
      if (a.word === tail) continue;
      const name = cap(a.word + tail);
      const c: Candidate = {
        name,
        strategy: "compound",
        roots: [a.word, tail],
        score: 0,
        facts: { name, kind: "compound", a: piece(a), b: tailPiece(tail) },
      };
      if (pickedKeys.has(keyOf(name)) || !acceptable(c, pools, options, excluded)) continue;
      pickedKeys.add(keyOf(name));
      picked.push(c);
    }
  }
}

export function createDemoNamesProvider(): NamesProvider {
  return {
    mode: "demo",
    async generate(request: NameRequest): Promise<NameSuggestion[]> {
      if (request.signal?.aborted) throw new NameProviderError("Name generation was cancelled.");
      const names = generateDemoNames(request);
      if (names.length === 0)
        throw new NameProviderError("The demo generator found no names within those controls.");
      return request.spares ? [...names, ...spareNames(request, names)] : names;
    },
  };
}
