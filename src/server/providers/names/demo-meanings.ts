/**
 * Meanings for the offline name generator. A meaning is an opening sentence that explains how the
 * name is made plus a closing sentence about fit. Each sentence comes from a template; a brand's
 * runs never reuse a template while an unused one fits, so twelve meanings in a row (four runs)
 * read as twelve different explanations rather than one phrase with the words swapped.
 *
 * Templates are plain strings with {slots}, so the generator can recognise which templates earlier
 * runs used from their text alone (see `templatesUsedIn`) without storing anything extra.
 */

export type Piece = {
  /** The word as the name uses it ("brew", "Kopi"). */
  word: string;
  /** A noun phrase it evokes ("fresh coffee"). */
  ev: string;
  lang?: string;
  gloss?: string;
  /** A word taken from the user's own (non-English) description: its meaning is unknown to us. */
  own?: boolean;
};

export type MeaningKind =
  | "compound"
  | "pair"
  | "blend"
  | "suffix"
  | "foreign-phrase"
  | "foreign"
  | "ampersand"
  | "solo"
  | "respell"
  | "phrase"
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
  /** Foreign phrases: how the phrase reads in English ("coffee at dusk"). */
  reading?: string;
};

export type ClosingContext = {
  /** "your café" (never the user's own description text). */
  biz: string;
  /** What the business is about ("fresh coffee"). */
  focus: string;
  tones: readonly string[];
};

type Slots = Record<string, string>;

export type Template = {
  id: string;
  text: string;
  /** Whether the template can describe this name. */
  fits: (f: Facts) => boolean;
  /** Preferred first: templates that say the most about this kind of name. */
  rank: number;
};

/**
 * Foreign names always say which language and what the words mean, and respellings say what they
 * respell, so those kinds use their own templates only.
 */
const FOREIGN_KINDS: readonly MeaningKind[] = ["foreign", "foreign-phrase", "respell"];
const english = (f: Facts) => !f.a.own && f.kind !== "own" && !FOREIGN_KINDS.includes(f.kind);
const two = (f: Facts) => english(f) && f.b !== undefined && f.kind !== "pair";
const derived = (f: Facts) => english(f) && f.kind !== "solo";
const any = english;
const kind =
  (...kinds: MeaningKind[]) =>
  (f: Facts) =>
    kinds.includes(f.kind);

/** Opening sentences. `{A}`/`{B}` are the quoted words, `{Aev}`/`{Bev}` what they evoke. */
export const OPENERS: readonly Template[] = [
  // How particular kinds of name are made.
  {
    id: "blend-1",
    rank: 0,
    fits: kind("blend"),
    text: "{Name} is a portmanteau: {A} and {B} overlap on “{shared}”, blending {Aev} with {Bev}.",
  },
  {
    id: "blend-2",
    rank: 0,
    fits: kind("blend"),
    text: "{Name} melts {A} into {B} where they share “{shared}”, so one word carries {Aev} and {Bev}.",
  },
  {
    id: "suffix-1",
    rank: 0,
    fits: kind("suffix"),
    text: "{Name} is {A} with a light “-{suffix}” ending, which keeps {Aev} but makes it a name you can own.",
  },
  {
    id: "suffix-2",
    rank: 0,
    fits: kind("suffix"),
    text: "Adding “-{suffix}” to {A} turns {Aev} into a coined word of its own.",
  },
  {
    id: "respell-1",
    rank: 0,
    fits: kind("respell"),
    text: "{Name} respells {A} so it still says {Aev} but looks distinctive in a search.",
  },
  {
    id: "respell-2",
    rank: 0,
    fits: kind("respell"),
    text: "A familiar word with a twist of spelling: {A} becomes {Name}, keeping {Aev} while standing apart.",
  },
  {
    id: "foreign-phrase-1",
    rank: 0,
    fits: kind("foreign-phrase"),
    text: "“{Name}” is {lang} for “{reading}”, evoking {Aev} and {Bev}.",
  },
  {
    id: "foreign-phrase-2",
    rank: 0,
    fits: kind("foreign-phrase"),
    text: "In {lang}, {Name} reads as “{reading}”: {Aev} together with {Bev}.",
  },
  {
    id: "foreign-1",
    rank: 0,
    fits: kind("foreign"),
    text: "{Name} is the {lang} word for “{gloss}”, and it carries {Aev}.",
  },
  {
    id: "foreign-2",
    rank: 0,
    fits: kind("foreign"),
    text: "From {lang}: {Name} means “{gloss}” and hints at {Aev}.",
  },
  {
    id: "foreign-3",
    rank: 0,
    fits: kind("foreign"),
    text: "Borrowed from {lang}, where it means “{gloss}”, {Name} brings {Aev} with it.",
  },
  {
    id: "foreign-4",
    rank: 0,
    fits: kind("foreign"),
    text: "In {lang}, “{gloss}” is {Name}: a short word with {Aev} behind it.",
  },
  {
    id: "foreign-5",
    rank: 0,
    fits: kind("foreign"),
    text: "{Name} means “{gloss}” in {lang}, a fitting image of {Aev}.",
  },
  {
    id: "foreign-6",
    rank: 0,
    fits: kind("foreign"),
    text: "To a {lang} speaker, {Name} simply says “{gloss}”; to everyone else it suggests {Aev}.",
  },
  {
    id: "foreign-phrase-3",
    rank: 0,
    fits: kind("foreign-phrase"),
    text: "{Name} translates from {lang} as “{reading}”, bringing {Aev} and {Bev} into one phrase.",
  },
  {
    id: "foreign-phrase-4",
    rank: 0,
    fits: kind("foreign-phrase"),
    text: "Say it in {lang} and {Name} means “{reading}”; the words carry {Aev} and {Bev}.",
  },
  {
    id: "foreign-phrase-5",
    rank: 0,
    fits: kind("foreign-phrase"),
    text: "A phrase in {lang}, {Name} means “{reading}” and brings together {Aev} and {Bev}.",
  },
  {
    id: "foreign-phrase-6",
    rank: 0,
    fits: kind("foreign-phrase"),
    text: "{Name} stands for “{reading}” in {lang}, with {Aev} at its heart.",
  },
  {
    id: "foreign-any-1",
    rank: 1,
    fits: kind("foreign", "foreign-phrase"),
    text: "Rooted in {lang}, {Name} starts from {A} ({Aabout}) and suggests {Aev}.",
  },
  {
    id: "foreign-any-2",
    rank: 1,
    fits: kind("foreign", "foreign-phrase"),
    text: "{Name} borrows {A} from {lang}, where it means “{gloss}”, for a name full of {Aev}.",
  },
  {
    id: "foreign-any-3",
    rank: 1,
    fits: kind("foreign", "foreign-phrase"),
    text: "The {lang} word {A} (“{gloss}”) gives {Name} its sense of {Aev}.",
  },
  {
    id: "foreign-any-4",
    rank: 1,
    fits: kind("foreign", "foreign-phrase"),
    text: "Taken from {lang}, {A} means “{gloss}”, and {Name} keeps {Aev} close.",
  },
  {
    id: "ampersand-1",
    rank: 0,
    fits: kind("ampersand"),
    text: "Two short words joined like an old shop sign: {Aev} and {Bev}.",
  },
  {
    id: "ampersand-2",
    rank: 0,
    fits: kind("ampersand"),
    text: "{A} & {B} reads like an established house, pairing {Aev} with {Bev}.",
  },
  {
    id: "pair-1",
    rank: 0,
    fits: kind("pair"),
    text: "{A} stands for {Aev}, and {B} tells people plainly what you offer.",
  },
  {
    id: "pair-2",
    rank: 0,
    fits: kind("pair"),
    text: "A plain {B} after {A} keeps the name clear, while {A} adds {Aev}.",
  },
  {
    id: "phrase-1",
    rank: 0,
    fits: kind("phrase"),
    text: "{Name} sounds like a place people already know: {Aev}, set in a familiar phrase.",
  },
  {
    id: "phrase-2",
    rank: 0,
    fits: kind("phrase"),
    text: "With its leading “The”, {Name} feels like a landmark built around {Aev}.",
  },
  {
    id: "solo-1",
    rank: 0,
    fits: kind("solo"),
    text: "{Name} is a real word people already know, and it evokes {Aev}.",
  },
  {
    id: "solo-2",
    rank: 0,
    fits: kind("solo"),
    text: "One familiar word, {Name}, chosen because it suggests {Aev}.",
  },
  {
    id: "solo-3",
    rank: 0,
    fits: kind("solo"),
    text: "{Name} needs no explaining: the word itself suggests {Aev}.",
  },
  {
    id: "respell-3",
    rank: 0,
    fits: kind("respell"),
    text: "{Name} is {A} spelled with a twist, so it keeps {Aev} and gains a look of its own.",
  },
  {
    id: "respell-4",
    rank: 0,
    fits: kind("respell"),
    text: "Spelled differently from {A} on purpose, {Name} still suggests {Aev}.",
  },
  {
    id: "respell-5",
    rank: 0,
    fits: kind("respell"),
    text: "{Name} changes the spelling of the familiar {A}, as many modern brands do, and keeps {Aev}.",
  },
  {
    id: "respell-6",
    rank: 0,
    fits: kind("respell"),
    text: "Say it aloud and {Name} still points to {A}; the new spelling makes it easier to own online.",
  },
  {
    id: "respell-7",
    rank: 0,
    fits: kind("respell"),
    text: "A fresh spelling of {A}: {Name} hints at {Aev} while standing out on a screen.",
  },
  {
    id: "respell-8",
    rank: 0,
    fits: kind("respell"),
    text: "{Name} plays with how {A} is spelled, a nod to {Aev} that is hard to mistake.",
  },
  // Names built from the words of a description we cannot translate: said honestly.
  {
    id: "own-1",
    rank: 0,
    fits: (f) => f.a.own === true && f.b === undefined,
    text: "{Name} keeps {A} from your own description as it is; the offline generator does not translate, so check how it reads to your customers.",
  },
  {
    id: "own-2",
    rank: 0,
    fits: (f) => f.a.own === true && f.b === undefined,
    text: "Your own word {A} is the whole name here, kept as you wrote it (offline names are not translated).",
  },
  {
    id: "own-3",
    rank: 0,
    fits: (f) => f.a.own === true && f.b?.own === true,
    text: "{Name} pairs your words {A} and {B} as they appear in your description; offline names are not translated, so make sure it says what you mean.",
  },
  {
    id: "own-4",
    rank: 0,
    fits: (f) => f.a.own === true && f.b?.own === true,
    text: "Made from two of your own words, {A} and {B}, without translation: a name your customers may already use.",
  },
  // Any name made of two parts.
  { id: "two-1", rank: 1, fits: two, text: "{Name} joins {A} and {B}, so {Aev} meets {Bev}." },
  { id: "two-2", rank: 1, fits: two, text: "{Name} pairs {A} ({Aabout}) with {B} ({Babout}) in one name." },
  {
    id: "two-3",
    rank: 1,
    fits: two,
    text: "Put {A} next to {B} and you get a name that carries {Aev} as well as {Bev}.",
  },
  {
    id: "two-4",
    rank: 1,
    fits: two,
    text: "Two ideas share one name here: {A} brings {Aev}, and {B} adds {Bev}.",
  },
  {
    id: "two-5",
    rank: 1,
    fits: two,
    text: "{Name} starts with {A}, for {Aev}, and lands on {B}, for {Bev}.",
  },
  {
    id: "two-6",
    rank: 1,
    fits: two,
    text: "Built on {A} and {B}, {Name} suggests {Aev} with a touch of {Bev}.",
  },
  {
    id: "two-7",
    rank: 1,
    fits: two,
    text: "The first part, {A}, hints at {Aev}; the second, {B}, at {Bev}.",
  },
  { id: "two-8", rank: 1, fits: two, text: "Read {Name} aloud and you hear {A} and {B}: {Aev}, then {Bev}." },
  {
    id: "two-9",
    rank: 1,
    fits: two,
    text: "With {A} up front and {B} behind it, {Name} links {Aev} to {Bev}.",
  },
  { id: "two-10", rank: 1, fits: two, text: "{A} gives the name {Aev}; {B} gives it {Bev}." },
  {
    id: "two-11",
    rank: 1,
    fits: two,
    text: "Behind {Name} are two plain words, {A} and {B}, picked for {Aev} and {Bev}.",
  },
  {
    id: "two-12",
    rank: 1,
    fits: two,
    text: "{Name} ties {A} to {B}, so the name holds both {Aev} and {Bev}.",
  },
  { id: "two-13", rank: 1, fits: two, text: "One name, two meanings: {A} for {Aev} and {B} for {Bev}." },
  { id: "two-14", rank: 1, fits: two, text: "Half {A}, half {B}: {Name} balances {Aev} against {Bev}." },
  // Any name made from a word.
  { id: "root-1", rank: 2, fits: derived, text: "{Name} grows out of {A} ({Aabout}), a nod to {Aev}." },
  { id: "root-2", rank: 2, fits: derived, text: "At its root is {A}, which brings to mind {Aev}." },
  { id: "root-3", rank: 2, fits: derived, text: "{Name} is shaped from {A}, so it quietly suggests {Aev}." },
  { id: "root-4", rank: 2, fits: derived, text: "The name leans on a single idea carried by {A}: {Aev}." },
  {
    id: "root-5",
    rank: 2,
    fits: derived,
    text: "{Name} keeps the spirit of {A} in a form you can register and own.",
  },
  { id: "root-6", rank: 2, fits: derived, text: "From {A} comes {Name}, a compact word for {Aev}." },
  { id: "root-7", rank: 2, fits: derived, text: "{A} sits at the heart of {Name}, bringing {Aev} with it." },
  { id: "root-8", rank: 2, fits: derived, text: "{Name} builds on {A}, chosen because it suggests {Aev}." },
  // Any name at all.
  { id: "any-1", rank: 3, fits: any, text: "{Name} calls up an image of {Aev}." },
  { id: "any-2", rank: 3, fits: any, text: "Say {Name} and people think of {Aev}." },
  { id: "any-3", rank: 3, fits: any, text: "Everything about {Name} points to {Aev}." },
  { id: "any-4", rank: 3, fits: any, text: "{Name} was picked for the way it suggests {Aev}." },
  { id: "any-5", rank: 3, fits: any, text: "The idea at the centre of {Name} is {Aev}." },
  { id: "any-6", rank: 3, fits: any, text: "{Name} carries a quiet promise of {Aev}." },
  { id: "any-7", rank: 3, fits: any, text: "There is {Aev} in both the sound and the sense of {Name}." },
  { id: "any-8", rank: 3, fits: any, text: "{Name} puts {Aev} at the front of your brand." },
  { id: "any-9", rank: 3, fits: any, text: "People who hear {Name} will picture {Aev}." },
  { id: "any-10", rank: 3, fits: any, text: "{Name} is a short way of saying {Aev}." },
  { id: "any-11", rank: 3, fits: any, text: "Behind {Name} is one simple image: {Aev}." },
  { id: "any-12", rank: 3, fits: any, text: "{Name} lets {Aev} speak for the business." },
];

const always = () => true;

/** Closing sentences: how the name suits the business, in the category's tone. */
export const CLOSERS: readonly Template[] = [
  { id: "fit-1", rank: 0, fits: always, text: "For {biz}, it feels {t1} and {t2}." },
  { id: "fit-2", rank: 0, fits: always, text: "{t1} and {t2}: a good match for {biz}." },
  { id: "fit-3", rank: 0, fits: always, text: "It sounds {t1} and is easy to say, which suits {biz}." },
  { id: "fit-4", rank: 0, fits: always, text: "It gives {biz} {at1} name people will repeat." },
  { id: "fit-5", rank: 0, fits: always, text: "Easy to spell, easy to search, and clearly about {focus}." },
  {
    id: "fit-6",
    rank: 0,
    fits: always,
    text: "It would look at home on a sign, a card or a website for {biz}.",
  },
  { id: "fit-7", rank: 0, fits: always, text: "{At1}, {t2} choice that leaves room for {biz} to grow." },
  { id: "fit-8", rank: 0, fits: always, text: "Customers should find it {t1} from the first hello." },
  {
    id: "fit-9",
    rank: 0,
    fits: always,
    text: "It reads well in a logo and stays short enough for a web address.",
  },
  { id: "fit-10", rank: 0, fits: always, text: "The tone is {t1} without trying too hard, right for {biz}." },
  {
    id: "fit-11",
    rank: 0,
    fits: always,
    text: "It stays memorable after one hearing, which matters for {biz}.",
  },
  {
    id: "fit-12",
    rank: 0,
    fits: always,
    text: "It works as well on social media as it does over the phone.",
  },
  { id: "fit-13", rank: 0, fits: always, text: "It signals {focus} while still sounding {t2}." },
  { id: "fit-14", rank: 0, fits: always, text: "A name like this gives {biz} something {t1} to build on." },
  { id: "fit-15", rank: 0, fits: always, text: "It stands apart from the usual names around {focus}." },
  { id: "fit-16", rank: 0, fits: always, text: "Friendly, {t1} and to the point, it suits {biz}." },
];

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The template's fixed words as a pattern: slots match anything. */
function signature(text: string): RegExp {
  const parts = text.split(/\{[A-Za-z0-9]+\}/);
  return new RegExp(parts.map((p) => escapeRegex(p)).join("[\\s\\S]+?"), "i");
}

const SIGNATURES = new Map<string, RegExp>([...OPENERS, ...CLOSERS].map((t) => [t.id, signature(t.text)]));

/** Which templates earlier meanings were written from. */
export function templatesUsedIn(meanings: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const meaning of meanings) {
    for (const [id, re] of SIGNATURES) if (re.test(meaning)) used.add(id);
  }
  return used;
}

/** The ids of the templates one meaning was written from (tests and diagnostics). */
export function templatesOf(meaning: string): string[] {
  return [...SIGNATURES].filter(([, re]) => re.test(meaning)).map(([id]) => id);
}

const quote = (w: string) => `“${w}”`;

function about(p: Piece): string {
  return p.lang && p.gloss ? `${p.lang} for “${p.gloss}”` : p.ev;
}

function render(text: string, slots: Slots): string {
  const out = text.replace(/\{([A-Za-z0-9]+)\}/g, (_, key: string) => slots[key] ?? "");
  // Capitalise the first letter, even behind an opening quote.
  return out.replace(/^([“"]?)(\p{Ll})/u, (_, q: string, c: string) => q + c.toUpperCase());
}

const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;

type Rng = () => number;

/**
 * Chooses the best-ranked template that fits and has not been used (in this brand's earlier
 * runs or in this run); among equals, at random. When every fitting template has been used it
 * takes the one used longest ago, so long histories still read as varied as they can.
 */
function choose(rng: Rng, templates: readonly Template[], f: Facts, used: Map<string, number>): Template {
  const fitting = templates.filter((t) => t.fits(f));
  const fresh = fitting.filter((t) => !used.has(t.id));
  if (fresh.length > 0) {
    const best = Math.min(...fresh.map((t) => t.rank));
    const top = fresh.filter((t) => t.rank === best);
    return top[Math.floor(rng() * top.length)] as Template;
  }
  return fitting.reduce((a, b) => ((used.get(a.id) ?? 0) <= (used.get(b.id) ?? 0) ? a : b));
}

export class MeaningWriter {
  /** Template id -> order of use (earlier runs first). */
  private readonly used = new Map<string, number>();
  private clock = 0;

  constructor(
    private readonly rng: Rng,
    private readonly context: ClosingContext,
    earlierMeanings: readonly string[],
  ) {
    for (const id of templatesUsedIn(earlierMeanings)) this.used.set(id, this.clock++);
  }

  write(f: Facts): string {
    const opener = choose(this.rng, OPENERS, f, this.used);
    this.used.set(opener.id, this.clock++);
    const closer = choose(this.rng, CLOSERS, f, this.used);
    this.used.set(closer.id, this.clock++);
    const tones = this.context.tones.length > 0 ? this.context.tones : ["distinctive"];
    const t1 = tones[Math.floor(this.rng() * tones.length)] as string;
    const rest = tones.filter((t) => t !== t1);
    const t2 = rest.length > 0 ? (rest[Math.floor(this.rng() * rest.length)] as string) : "memorable";
    const slots: Slots = {
      Name: f.name,
      A: quote(f.a.word),
      B: f.b ? quote(f.b.word) : "",
      Aev: f.a.ev,
      Bev: f.b?.ev ?? "",
      Aabout: about(f.a),
      Babout: f.b ? about(f.b) : "",
      shared: f.shared ?? "",
      suffix: f.suffix ?? "",
      reading: f.reading ?? "",
      lang: f.a.lang ?? "",
      gloss: f.a.gloss ?? "",
      biz: this.context.biz,
      focus: this.context.focus,
      t1,
      t2,
      at1: withArticle(t1),
      At1: withArticle(t1),
    };
    return `${render(opener.text, slots)} ${render(closer.text, slots)}`;
  }
}
