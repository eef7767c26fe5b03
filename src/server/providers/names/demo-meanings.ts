import type { Rng } from "@/server/providers/seeded-random";
import { indonesianPhrase } from "./indonesian-phrases";
import { INDONESIAN, INDONESIAN_TONES } from "./name-words";

/**
 * Meanings for the offline name generator. A meaning says how the name is made and what it takes
 * from the brief (a concept, an offering, the place, the tone), sometimes followed by a sentence
 * tied to something else the founder wrote (the place, the audience, the offerings). Written in
 * the description's language: English, or Indonesian for Indonesian descriptions.
 *
 * Each sentence comes from a template; a brand's runs never reuse a template while an unused one
 * fits, so twelve meanings in a row (four runs) read as twelve different explanations. Templates
 * are plain strings with {slots}, so the generator recognises which templates earlier runs used
 * from their text alone (see `templatesUsedIn`).
 */

/** Where a word of the brief came from. */
export type Source = {
  /** As the brief has it: "fermented tea", "coral", "Padang". */
  text: string;
  kind: "concept" | "offering" | "business" | "place" | "tone" | "include";
  /** Order within its list (0 = first). */
  rank: number;
};

export type Piece = {
  /** The word as the name uses it ("spoke", "Karang"). */
  word: string;
  /**
   * own: a word of the brief; clip: one cut short ("kombu"); tied: a word that belongs to one
   * ("spoke" for bicycle); tone, include, place; tail: a neutral brand word ("works"); head: what
   * the business is ("Brewery"); user: a word of a description in another language, untranslated.
   */
  how: "own" | "clip" | "tied" | "tone" | "include" | "place" | "tail" | "head" | "user";
  src?: Source;
  /** Tails: what the word adds, in English and Indonesian. */
  ev?: readonly [string, string];
  lang?: string;
  /** Indonesian words: the English noun or reading. */
  gloss?: string;
};

export type MeaningKind =
  | "compound"
  | "pair"
  | "blend"
  | "suffix"
  | "foreign-phrase"
  | "foreign-place"
  | "foreign-house"
  | "foreign-mine"
  | "ampersand"
  | "solo"
  | "respell"
  | "phrase"
  | "place"
  | "own";

export type Facts = {
  name: string;
  kind: MeaningKind;
  a: Piece;
  b?: Piece;
  /** Blends: the letters the two words share. */
  shared?: string;
  /** Coined endings: "ly", "ora"... */
  suffix?: string;
  /** Indonesian phrases: how the phrase reads in English ("calm coral"). */
  reading?: string;
};

export type MeaningContext = {
  /** The language the meaning is written in: the reader's (issue 31). */
  language: "en" | "id";
  /** The description's language: an Indonesian brief may carry the founder's own words. */
  sourceLanguage?: "en" | "id";
  /** What the business is, without its article: "kombucha brewery". */
  biz: string;
  place?: string;
  audience: readonly string[];
  offerings: readonly string[];
  tones: readonly string[];
};

type Slots = Record<string, string>;
type Need = "place" | "aud" | "off" | "off2" | "tone" | "tone2" | "biz";

export type Template = {
  id: string;
  lang: "en" | "id";
  text: string;
  /** Whether the template can describe this name. */
  fits: (f: Facts) => boolean;
  /** Context the template needs (a place, an audience...). */
  needs?: readonly Need[];
};

const kind =
  (...kinds: MeaningKind[]) =>
  (f: Facts) =>
    kinds.includes(f.kind);
/** Both words come from the same thing in the brief ("Chain & Wheel", both of the bicycle). */
const sameSource = (f: Facts) =>
  f.b?.src !== undefined && f.a.src?.text === f.b.src.text && f.a.src.kind === f.b.src.kind;
const joined = (f: Facts) => kind("compound", "blend", "phrase", "ampersand")(f) && !sameSource(f);
const joinedSame = (f: Facts) => kind("compound", "blend", "phrase", "ampersand")(f) && sameSource(f);
const fromBrief = (f: Facts) =>
  kind("compound", "blend", "suffix", "solo", "phrase")(f) && f.a.how !== "user";
const userOne = (f: Facts) => f.a.how === "user" && f.b === undefined;
const userTwo = (f: Facts) => f.a.how === "user" && f.b?.how === "user";

const en = (id: string, fits: Template["fits"], text: string): Template => ({ id, lang: "en", fits, text });
const id = (tid: string, fits: Template["fits"], text: string): Template => ({
  id: tid,
  lang: "id",
  fits,
  text,
});

/** Opening sentences. {A}/{B} are the quoted words, {Ar}/{Br} what they stand for in the brief. */
export const OPENERS: readonly Template[] = [
  en("en-same-1", joinedSame, "{A} and {B} both belong to {Ar}: {Name} pairs two sides of it."),
  en("en-same-2", joinedSame, "{Name} is made of two words from the same place: {Ar}."),
  id("id-same-1", joinedSame, "{A} dan {B} sama-sama berasal dari {Ar}: {Name} memadukan dua sisinya."),
  en(
    "en-blend-1",
    (f) => kind("blend")(f) && !sameSource(f),
    "{Name} lets {A} and {B} share “{shared}”, running {Ar} straight into {Br}.",
  ),
  en(
    "en-blend-2",
    (f) => kind("blend")(f) && !sameSource(f),
    "Where {A} ends, {B} begins: {Name} folds {Ar} and {Br} into one coined word.",
  ),
  en(
    "en-suffix-1",
    kind("suffix"),
    "{Name} is {A} with a coined “-{suffix}” ending; the root stands for {Ar}.",
  ),
  en("en-suffix-2", kind("suffix"), "Adding “-{suffix}” to {A} turns {Ar} into a word nobody else owns."),
  en("en-respell-1", kind("respell"), "{Name} respells {A}, for {Ar}, so it stands out in a search."),
  en(
    "en-respell-2",
    kind("respell"),
    "Say {Name} aloud and you hear {A}, for {Ar}; the spelling is what makes it yours.",
  ),
  en("en-solo-1", kind("solo"), "{Name} is one plain word, chosen for {Ar}."),
  en("en-solo-2", kind("solo"), "{Name} is a single real word, and it points straight to {Ar}."),
  en("en-pair-1", kind("pair"), "{A} stands for {Ar}, and {B} says plainly what you are."),
  en(
    "en-pair-2",
    kind("pair"),
    "{Name} leads with {A}, for {Ar}, and lets {B} tell people what they will find.",
  ),
  en("en-pair-3", kind("pair"), "Nobody has to guess what {Name} is: {B} says it, and {A} adds {Ar}."),
  en(
    "en-place-1",
    kind("place"),
    "{Name} puts {place} first, so the name says where you are before anything else.",
  ),
  en("en-place-2", kind("place"), "Named for {place}, {Name} pairs where you are with {Br}."),
  en("en-phrase-1", kind("phrase"), "{Name} sounds like somewhere people already know, built around {Ar}."),
  en(
    "en-amp-1",
    (f) => f.kind === "ampersand" && !sameSource(f),
    "Two short words joined like an old shop sign: {A} for {Ar}, {B} for {Br}.",
  ),
  en(
    "en-amp-2",
    (f) => f.kind === "ampersand" && !sameSource(f),
    "{Name} reads like an established house, setting {Ar} beside {Br}.",
  ),
  en("en-phrase-2", kind("phrase"), "With its leading “The”, {Name} reads like a landmark named after {Ar}."),
  en(
    "en-phrase-3",
    kind("phrase"),
    "{Name} could be a street sign or a shopfront: {A} for {Ar}, {B} for {Br}.",
  ),
  en(
    "en-compound-1",
    (f) => f.kind === "compound" && !sameSource(f),
    "{Name} is one word built in two halves: first {A}, for {Ar}, then {B}, for {Br}.",
  ),
  en(
    "en-compound-2",
    (f) => f.kind === "compound" && !sameSource(f),
    "Glue {A} to {B} and you get {Name}: {Ar}, finished with {Br}.",
  ),
  en(
    "en-suffix-3",
    kind("suffix"),
    "{Name} keeps {A} in plain view, for {Ar}, and ends it the way product names often end.",
  ),
  en("en-pair-4", kind("pair"), "Two plain words: {A} points to {Ar}, and {B} names the trade."),
  en(
    "en-amp-3",
    (f) => f.kind === "ampersand" && !sameSource(f),
    "{Name} sets {A} and {B} side by side, as a sign painter would: {Ar} and {Br}.",
  ),
  en("en-place-3", kind("place"), "{Name} starts where you are, {place}, and ends with {Br}."),
  en("en-solo-3", kind("solo"), "Nothing invented here: {Name} is an everyday word, picked for {Ar}."),
  en("en-two-1", joined, "{Name} joins {A}, for {Ar}, with {B}, for {Br}."),
  en("en-two-2", joined, "{A} brings {Ar} and {B} adds {Br}; together they make {Name}."),
  en("en-two-3", joined, "Built from {A} ({Ar}) and {B} ({Br}), {Name} keeps both ideas in view."),
  en("en-two-4", joined, "{Name} starts with {Ar}, through {A}, and lands on {Br}, through {B}."),
  en("en-root-1", fromBrief, "At the root of {Name} is {A}, taken from {Ar}."),
  en("en-root-2", fromBrief, "{Name} grows out of {Ar}: you can hear {A} in it."),
  en("en-fp-1", kind("foreign-phrase"), "“{Name}” is Indonesian for “{reading}”, a phrase built on {Ar}."),
  en(
    "en-fp-2",
    kind("foreign-phrase"),
    "To an Indonesian speaker, {Name} says “{reading}”; to everyone else it is an easy name that still points to {Ar}.",
  ),
  en(
    "en-fpl-1",
    kind("foreign-place"),
    "{Name} sets {A}, the Indonesian word for {gloss}, beside {place}, where you are.",
  ),
  en("en-fh-1", kind("foreign-house"), "In Indonesian, {Name} means “{reading}”: a home for {Ar}."),
  en(
    "en-fm-1",
    kind("foreign-mine"),
    "{Name} is Indonesian for “{reading}”: {A}, for {Ar}, with the friendly “-ku” that makes it feel like yours.",
  ),
  en(
    "en-own-1",
    userOne,
    "{Name} keeps {A} from your own description as it is; the offline generator does not translate, so check how it reads to your customers.",
  ),
  en(
    "en-own-2",
    userOne,
    "Your own word {A} is the whole name here, kept as you wrote it (offline names are not translated).",
  ),
  en(
    "en-own-3",
    userTwo,
    "{Name} pairs your words {A} and {B} as they appear in your description; offline names are not translated, so make sure it says what you mean.",
  ),
  en(
    "en-own-4",
    userTwo,
    "Made from two of your own words, {A} and {B}, without translation: a name your customers may already use.",
  ),

  id(
    "id-blend-1",
    (f) => kind("blend")(f) && !sameSource(f),
    "{Name} melebur {A} dan {B} pada “{shared}”, sehingga {Ar} menyatu dengan {Br}.",
  ),
  id(
    "id-blend-2",
    (f) => kind("blend")(f) && !sameSource(f),
    "Di tempat {A} berakhir, {B} dimulai: {Name} merangkum {Ar} dan {Br} dalam satu kata.",
  ),
  id(
    "id-suffix-1",
    kind("suffix"),
    "{Name} adalah {A} dengan akhiran “-{suffix}”; akar katanya mewakili {Ar}.",
  ),
  id(
    "id-suffix-2",
    kind("suffix"),
    "Akhiran “-{suffix}” mengubah {A}, untuk {Ar}, menjadi kata yang hanya milik Anda.",
  ),
  id(
    "id-respell-1",
    kind("respell"),
    "{Name} mengeja ulang {A}, untuk {Ar}, agar menonjol di hasil pencarian.",
  ),
  id("id-solo-1", kind("solo"), "{Name} adalah satu kata sederhana yang dipilih untuk {Ar}."),
  id("id-pair-1", kind("pair"), "{A} mewakili {Ar}, dan {B} menyebut dengan jelas apa usaha Anda."),
  id(
    "id-pair-2",
    kind("pair"),
    "{Name} dibuka dengan {A}, untuk {Ar}, lalu {B} memberi tahu orang apa yang mereka temukan.",
  ),
  id(
    "id-place-1",
    kind("place"),
    "{Name} menaruh {place} di depan, jadi nama ini langsung menyebut tempat Anda.",
  ),
  id("id-place-2", kind("place"), "Dinamai dari {place}, {Name} memadukan tempat Anda dengan {Br}."),
  id(
    "id-phrase-1",
    kind("phrase"),
    "{Name} terdengar seperti tempat yang sudah dikenal orang, dibangun di sekitar {Ar}.",
  ),
  id(
    "id-amp-1",
    (f) => f.kind === "ampersand" && !sameSource(f),
    "Dua kata pendek seperti papan toko lama: {A} untuk {Ar}, {B} untuk {Br}.",
  ),
  id("id-two-1", joined, "{Name} menggabungkan {A}, untuk {Ar}, dengan {B}, untuk {Br}."),
  id("id-two-2", joined, "{A} membawa {Ar} dan {B} menambahkan {Br}; bersama-sama menjadi {Name}."),
  id("id-root-1", fromBrief, "Akar nama {Name} adalah {A}, diambil dari {Ar}."),
  id(
    "id-fp-1",
    kind("foreign-phrase"),
    "{Name} memadukan {A} dengan {B}: akrab di telinga dan langsung menyebut {Ar}.",
  ),
  id(
    "id-fp-2",
    kind("foreign-phrase"),
    "Dua kata yang biasa dipakai sehari-hari, {A} dan {B}, menjadikan {Name} mudah diingat dan tetap menyebut {Ar}.",
  ),
  id("id-fpl-1", kind("foreign-place"), "{Name} menyandingkan {A} dengan {place}, tempat usaha Anda berada."),
  id(
    "id-fm-1",
    kind("foreign-mine"),
    "{Name}: {A} dengan akhiran “-ku” yang akrab, seakan-akan {Ar} itu milik pelanggan sendiri.",
  ),
  id("id-fh-1", kind("foreign-house"), "{Name}: rumah untuk {Ar}, nama yang mudah diucapkan siapa saja."),
  id(
    "id-own-1",
    userOne,
    "{Name} memakai kata Anda sendiri, {A}, apa adanya; generator offline tidak menerjemahkan, jadi pastikan maknanya pas bagi pelanggan Anda.",
  ),
  id(
    "id-own-2",
    userTwo,
    "{Name} memadukan dua kata Anda sendiri, {A} dan {B}, tanpa diterjemahkan: nama yang mungkin sudah akrab bagi pelanggan Anda.",
  ),
];

const any = () => true;
const need = (t: Template, ...needs: Need[]): Template => ({ ...t, needs });

/** Second sentences, each tied to something the founder wrote. */
export const CLOSERS: readonly Template[] = [
  need(en("en-c-place-1", any, "It would sit naturally on a sign in {place}."), "place"),
  need(en("en-c-place-2", any, "People in {place} can say it right the first time."), "place"),
  need(en("en-c-place-3", any, "It can travel beyond {place} without losing its roots."), "place"),
  need(en("en-c-aud-1", any, "Easy for {aud} to remember and pass on."), "aud"),
  need(en("en-c-aud-2", any, "Short enough for {aud} to type from memory."), "aud"),
  need(en("en-c-aud-3", any, "It speaks to {aud} without talking down."), "aud"),
  need(en("en-c-off-1", any, "Whether people come for {off1} or {off2}, the name fits."), "off2"),
  need(en("en-c-off-2", any, "It still fits the day you offer more than {off1}."), "off"),
  need(en("en-c-tone-1", any, "The sound is {tone1} and {tone2}, the feel you are after."), "tone2"),
  need(en("en-c-tone-2", any, "It keeps the {tone1} feel {bizA} should have."), "tone", "biz"),
  need(en("en-c-biz-1", any, "It would look at home above the door of your {biz}."), "biz"),
  need(en("en-c-biz-2", any, "Short enough for a web address, and clear about your {biz}."), "biz"),
  need(en("en-c-biz-3", any, "Say it once on the phone and people can find your {biz} online."), "biz"),
  need(en("en-c-off-3", any, "It says enough to sell your {off1} without spelling everything out."), "off"),
  need(en("en-c-tone-3", any, "Nothing in it fights the {tone1} tone of your {biz}."), "tone", "biz"),

  need(id("id-c-place-1", any, "Nama ini akan terlihat pas di papan nama di {place}."), "place"),
  need(id("id-c-place-2", any, "Orang {place} bisa mengucapkannya tanpa ragu."), "place"),
  need(id("id-c-aud-1", any, "Mudah diingat dan diceritakan ulang oleh {aud}."), "aud"),
  need(id("id-c-aud-2", any, "Cukup pendek untuk diketik {aud} dari ingatan."), "aud"),
  need(id("id-c-off-1", any, "Entah orang datang untuk {off1} atau {off2}, namanya tetap pas."), "off2"),
  need(id("id-c-off-2", any, "Nama ini tetap pas ketika Anda menawarkan lebih dari {off1}."), "off"),
  need(id("id-c-tone-1", any, "Bunyinya terasa {tone1}, sesuai nuansa yang Anda inginkan."), "tone"),
  id("id-c-any-1", any, "Pendek, mudah dieja, dan cocok untuk alamat web."),
  need(id("id-c-off-3", any, "Cukup untuk menawarkan {off1} Anda tanpa harus menjelaskan semuanya."), "off"),
  id("id-c-any-2", any, "Sekali disebut di telepon, orang bisa menemukannya di internet."),
];

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The template's fixed words as a pattern: slots match anything. */
function signature(text: string): RegExp {
  const parts = text.split(/\{[A-Za-z0-9]+\}/);
  return new RegExp(parts.map((p) => escapeRegex(p)).join("[\\s\\S]+?"), "i");
}

/**
 * The template's longest fixed stretch in lower case, when it is plain ASCII: a meaning written
 * from the template holds it (the pattern's case-insensitive match pairs an ASCII character only
 * with itself in either case), so a meaning without it needs no pattern test. Each run tests
 * every earlier meaning of the brand against every template, and the lazy patterns made that
 * most of an offline name run's time (decision 037).
 */
function fixedStretch(text: string): string | undefined {
  const longest = text
    .split(/\{[A-Za-z0-9]+\}/)
    .reduce((a, b) => (b.trim().length > a.length ? b.trim() : a), "");
  return /^[\x20-\x7e]+$/.test(longest) ? longest.toLowerCase() : undefined;
}

const SIGNATURES = [...OPENERS, ...CLOSERS].map((t) => ({
  id: t.id,
  re: signature(t.text),
  fixed: fixedStretch(t.text),
}));

/**
 * Recent meanings' templates (decision 039): a brand's every run, and its spares again, test the
 * brand's earlier meanings, the same text each time.
 */
const WRITTEN_CACHED = 2000;
const writtenCache = new Map<string, readonly string[]>();

function writtenFrom(meaning: string): readonly string[] {
  const known = writtenCache.get(meaning);
  if (known) return known;
  const lower = meaning.toLowerCase();
  const ids = SIGNATURES.filter(
    (s) => (s.fixed === undefined || lower.includes(s.fixed)) && s.re.test(meaning),
  ).map((s) => s.id);
  if (writtenCache.size >= WRITTEN_CACHED) writtenCache.delete(writtenCache.keys().next().value as string);
  writtenCache.set(meaning, ids);
  return ids;
}

/** Which templates earlier meanings were written from. */
export function templatesUsedIn(meanings: readonly string[]): Set<string> {
  return new Set(meanings.flatMap(writtenFrom));
}

/** The ids of the templates one meaning was written from (tests and diagnostics). */
export function templatesOf(meaning: string): string[] {
  return [...writtenFrom(meaning)];
}

const quote = (w: string) => `“${w}”`;
/**
 * A word in capitals spelt letter by letter ("SEO", "HVAC"), not read as a word ("NASA", "SUSHI",
 * a "NEW" for emphasis): two letters, three that are not consonant-vowel-consonant, or four or five
 * with at most one vowel.
 */
export function isInitialism(word: string): boolean {
  if (!/^\p{Lu}{2,5}$/u.test(word)) return false;
  const vowels = (word.match(/[AEIOU]/g) ?? []).length;
  if (word.length === 2) return true;
  if (word.length === 3) return !/^[^AEIOU][AEIOU][^AEIOU]$/.test(word);
  return vowels <= 1;
}

/** "an SEO", "a VPN": an initialism takes the article of its first letter's name. */
export const withArticle = (word: string) => {
  const first = word.split(/\s/)[0] ?? word;
  const an = isInitialism(first)
    ? /^[AEFHILMNORSX]/.test(first)
    : /^(?:[aeio]|u(?!ni|s[eu]|tr)|hour|honest)/i.test(word);
  return `${an ? "an" : "a"} ${word}`;
};

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** "tea leaf" -> "daun teh": each word from the glossary, head noun first; undefined when one is unknown. */
export function toIndonesian(text: string): string | undefined {
  const words = fold(text)
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 2) return undefined;
  const single = (w: string) => INDONESIAN[w] ?? INDONESIAN[w.replace(/s$/, "")];
  const out = words.map(single);
  if (out.some((w) => w === undefined)) return undefined;
  return (out as string[]).reverse().join(" ");
}

/** An English word of the brief in Indonesian; one the glossaries lack is quoted as written. */
const inIndonesian = (text: string) => toIndonesian(text) ?? indonesianPhrase(text) ?? quote(text);

/**
 * The context in the meaning's language: for a person who reads Indonesian, the brief's English
 * offerings and audience in Indonesian, and those the glossaries cannot say left out (a closer
 * about them would mix languages).
 */
export function contextFor(ctx: MeaningContext): MeaningContext {
  if (ctx.language !== "id") return ctx;
  // A word of an Indonesian description that is no English gloss is the founder's own: kept.
  const own = ctx.sourceLanguage === "id";
  const said = (list: readonly string[]) =>
    list
      .map((item) => indonesianPhrase(item) ?? (own ? item : undefined))
      .filter((item): item is string => item !== undefined);
  return { ...ctx, audience: said(ctx.audience), offerings: said(ctx.offerings) };
}

/** What a piece stands for, as a noun phrase in the meaning's language. */
function role(p: Piece, ctx: MeaningContext): string {
  const idn = ctx.language === "id";
  const src = p.src;
  if (p.how === "tail") return p.ev ? p.ev[idn ? 1 : 0] : "";
  if (p.how === "include") return idn ? "kata yang Anda minta" : "the word you asked for";
  if (p.how === "place") return src?.text ?? p.word;
  if (p.how === "head") return idn ? "jenis usaha Anda" : `what you are`;
  if (p.how === "tone" && p.lang && src)
    return idn ? `gambaran ${p.word.toLowerCase()}` : `the image of ${src.text}`;
  if (p.how === "tone") {
    const tone = src?.text ?? "";
    if (idn) return `nuansa ${INDONESIAN_TONES[tone] ?? tone}`;
    return `${withArticle(tone)} feel`;
  }
  if (!src) return p.gloss ?? p.word;
  const text = src.text;
  if (src.kind === "offering") return idn ? `${inIndonesian(text)} Anda` : `your ${text}`;
  if (src.kind === "business")
    return idn ? `${toIndonesian(ctx.biz) ?? indonesianPhrase(ctx.biz) ?? "usaha"} Anda` : `your ${ctx.biz}`;
  const named = idn ? inIndonesian(text) : `the ${text}`;
  const same = fold(text) === fold(p.word) || fold(p.gloss ?? "") === fold(text);
  if (p.how === "clip") return idn ? `${named}, dipendekkan` : `${named}, cut short`;
  const plural = /[^s]s$/.test(text.trim()) || /\b(?:people|children|clothes)$/i.test(text);
  if (p.how === "own" && same && !p.lang)
    return idn ? `${named} itu sendiri` : `${named} ${plural ? "themselves" : "itself"}`;
  return named;
}

function render(text: string, slots: Slots): string {
  let out = text.replace(/\{([A-Za-z0-9]+)\}/g, (_, key: string) => slots[key] ?? "");
  // Capitalise the first letter, even behind an opening quote.
  out = out.replace(/^([“"]?)(\p{Ll})/u, (_, q: string, c: string) => q + c.toUpperCase());
  // A word the slots happen to double ("the tea tea leaf").
  out = out.replace(/\b(\p{L}+) \1\b/giu, "$1");
  return out;
}

function available(t: Template, ctx: MeaningContext): boolean {
  for (const n of t.needs ?? []) {
    if (n === "place" && !ctx.place) return false;
    if (n === "aud" && ctx.audience.length === 0) return false;
    if (n === "off" && ctx.offerings.length === 0) return false;
    if (n === "off2" && ctx.offerings.length < 2) return false;
    if (n === "tone" && ctx.tones.length === 0) return false;
    if (n === "tone2" && ctx.tones.length < 2) return false;
    if (n === "biz" && !ctx.biz) return false;
  }
  return true;
}

/**
 * Chooses a template that fits and has not been used (in this brand's earlier runs or in this
 * run), at random. When every fitting template has been used it takes the one used longest ago.
 */
function choose(
  rng: Rng,
  templates: readonly Template[],
  ok: (t: Template) => boolean,
  used: Map<string, number>,
  freshOnly = false,
): Template | undefined {
  const fitting = templates.filter(ok);
  if (fitting.length === 0) return undefined;
  const fresh = fitting.filter((t) => !used.has(t.id));
  if (fresh.length > 0) {
    // Specific templates (for this kind of name) before the general ones.
    const specific = fresh.filter((t) => !/-(?:two|root)-/.test(t.id));
    const pool = specific.length > 0 && rng() < 0.6 ? specific : fresh;
    return pool[Math.floor(rng() * pool.length)] as Template;
  }
  if (freshOnly) return undefined;
  return fitting.reduce((a, b) => ((used.get(a.id) ?? 0) <= (used.get(b.id) ?? 0) ? a : b));
}

export class MeaningWriter {
  /** Template id -> order of use (earlier runs first). */
  private readonly used = new Map<string, number>();
  private clock = 0;

  private readonly ctx: MeaningContext;

  constructor(
    private readonly rng: Rng,
    ctx: MeaningContext,
    earlierMeanings: readonly string[],
  ) {
    this.ctx = contextFor(ctx);
    for (const tid of templatesUsedIn(earlierMeanings)) this.used.set(tid, this.clock++);
  }

  write(f: Facts): string {
    const ctx = this.ctx;
    const lang = ctx.language;
    const idn = lang === "id";
    const opener = choose(this.rng, OPENERS, (t) => t.lang === lang && t.fits(f), this.used);
    if (!opener) return f.name;
    this.used.set(opener.id, this.clock++);
    const placeNamed = f.kind === "place" || f.kind === "foreign-place";
    // A name of neutral words (a tone word and a tail) says nothing of the brief by itself: its
    // second sentence must (the place, the audience, an offering or the business).
    const briefless = ![f.a, f.b].some(
      (p) => p && ["own", "clip", "tied", "place", "include", "user"].includes(p.how),
    );
    const specific = (t: Template) => (t.needs ?? []).some((n) => n !== "tone" && n !== "tone2");
    const closer =
      briefless || this.rng() < 0.85
        ? choose(
            this.rng,
            CLOSERS,
            (t) =>
              t.lang === lang &&
              available(t, ctx) &&
              !(placeNamed && t.needs?.includes("place")) &&
              (!briefless || specific(t)),
            this.used,
            !briefless,
          )
        : undefined;
    if (closer) this.used.set(closer.id, this.clock++);
    const tones = ctx.tones.map((t) => (idn ? (INDONESIAN_TONES[t] ?? t) : t));
    const t1 = tones.length > 0 ? (tones[Math.floor(this.rng() * tones.length)] as string) : "";
    const t2 = tones.find((t) => t !== t1) ?? "";
    const offs = ctx.offerings.slice(0, 2);
    const slots: Slots = {
      Name: f.name,
      A: quote(f.a.word),
      B: f.b ? quote(f.b.word) : "",
      Ar: role(f.a, ctx),
      Br: f.b ? role(f.b, ctx) : "",
      shared: f.shared ?? "",
      suffix: f.suffix ?? "",
      reading: f.reading ?? "",
      gloss: f.a.gloss ?? "",
      place: ctx.place ?? "",
      // One audience at a time: the founder's whole list would quote the description back.
      aud: ctx.audience[Math.floor(this.rng() * ctx.audience.length)] ?? "",
      off1: offs[0] ?? "",
      off2: offs[1] ?? "",
      biz: ctx.biz,
      bizA: ctx.biz ? withArticle(ctx.biz) : "",
      tone1: t1,
      tone2: t2,
    };
    const first = render(opener.text, slots);
    return closer ? `${first} ${render(closer.text, slots)}` : first;
  }
}
