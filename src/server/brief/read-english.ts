import type { ItemSentence, ItemToken, ItsFunction } from "wink-nlp";
import { isVerbLemma, posCounts } from "@/server/lexicon/parts-of-speech";
import {
  baseForm,
  broaderTerms,
  isConcrete,
  namesAKind,
  nounSenses,
  synset,
  withoutAccents,
} from "@/server/lexicon/wordnet";
import { TRADE_METAPHORS } from "@/server/symbols/trade-metaphors";
import {
  ADJECTIVE_NOUNS,
  AUDIENCE_NOUNS,
  BUSINESS_HEADS,
  COMPOUNDS,
  EVALUATIVE_ING,
  FILLER_ADJECTIVES,
  GATHERING_HEADS,
  GENERIC_HEADS,
  GENERIC_NOUNS,
  GENERIC_WHEN_HEAD,
  LEARNING_VERBS,
  LIGHT_VERBS,
  MEDIUM_HEADS,
  MEMBERS_HEADS,
  NEGATION_CUES,
  ORGANISATION_HEADS,
  PACKAGING_HEADS,
  PART_HEADS,
  PLACE_PREPOSITIONS,
  PREMISES_HEADS,
  PRICE_TIER_MODIFIERS,
  PRICE_TIERS,
  PRICE_VERBS,
  PRICED_UNITS,
  QUALITY_MODIFIERS,
  REPLACING_HEADS,
  SETTING_MODIFIERS,
  SOFTWARE_MEANS,
  STOCK_HEADS,
  TAUGHT_HEADS,
  VAGUE_AS_HEAD,
} from "./lexicon";
import { englishNlp } from "./nlp";
import { drawTier, isTimeWord, rankConcepts } from "./rank-concepts";
import type { Reading } from "./reading";

/**
 * The English reading: wink-nlp's tokens, parts of speech and lemmas, grouped into noun phrases
 * (adjective and noun runs ending in a noun). Concepts are the nouns of those phrases; a phrase
 * after "not", "no", "without", "never" or "instead of" is something to avoid; a capitalised name
 * after "in", "at", "from" or "based in" is the place.
 */

type Tok = {
  value: string;
  normal: string;
  pos: string;
  lemma: string;
  /** First word of its sentence (its capital says nothing). */
  start: boolean;
  /** A verb with its subject and object ("we ship them"): never part of a noun phrase. */
  clause?: boolean;
};

type Run = {
  toks: Tok[];
  /** The tokens before the run in its sentence, nearest last. */
  before: Tok[];
  /** The token right after the run. */
  after: Tok | undefined;
  /** The tokens after the run to the end of its sentence, nearest first. */
  following?: Tok[];
  sentence: number;
  /** The run is the possessor in "children's clothes". */
  possessor: boolean;
  /**
   * A possessive item of a list sharing the next phrase's head ("lion's mane" of "oyster, lion's
   * mane and shiitake mushrooms"): its other words name a kind of the head, not things of their own.
   */
  namedKind?: boolean;
};

/** How far a delivery or a service reaches ("UK-wide", "nationwide"). */
const REACH =
  /^(?:\p{L}+-wide|worldwide|nationwide|countrywide|internationally|abroad|overseas|everywhere)$/u;

/** WordNet's lexicographer file of communication: messages, reports, updates. */
const COMMUNICATION = 10;

/** Words that are often tagged as nouns where the founder wrote a verb ("dive and plant coral"). */
const VERBISH = new Set(
  (
    "plant dive swim surf fix repair clean cook bake brew grow sell make help teach train paint design " +
    "build print ship deliver cut wash dance play sing walk ride run climb sew tailor roast serve offer " +
    "craft brew host guide protect care cater create plan book order track learn cook share"
  ).split(" "),
);

/** The work of mending a thing, after the thing's name ("watch repair", "clock servicing"). */
const REPAIR_WORK = new Set(["repair", "repairs", "servicing", "restoration", "restorations"]);

/** Words ending in s that are not plurals. */
const NOT_PLURAL = new Set([
  "pilates",
  "clothes",
  "series",
  "species",
  "news",
  "gymnastics",
  "athletics",
  "glasses",
  "sms",
]);

const IRREGULAR: Readonly<Record<string, string>> = {
  children: "child",
  people: "person",
  men: "man",
  women: "woman",
  teeth: "tooth",
  feet: "foot",
  mice: "mouse",
  geese: "goose",
  knives: "knife",
  loaves: "loaf",
  leaves: "leaf",
  shelves: "shelf",
};

/** Endings of adjectives the tagger calls proper nouns at the start of a sentence ("Pediatric"). */
const ADJECTIVE_ENDINGS = /(al|ic|ive|ous|ful|less|able|ible|ed|ish|ary)$/;

/**
 * "bicycles" -> "bicycle", "parlours" -> "parlour" (the model's lemma, kept to our spelling). A
 * noun the lexicon knows only in the plural ("scissors", "pliers", "tongs") stays as written.
 */
export function singular(tok: Pick<Tok, "normal" | "lemma">): string {
  const one = spellingOf(singularForm(tok), tok.normal);
  if (one === tok.normal || nounSenses(one).length > 0 || nounSenses(tok.normal).length === 0) return one;
  return tok.normal;
}

/**
 * "lenses" -> "lens", not "lense": when the form the "-es" ending leaves is a noun and every sense
 * of the "-e" form is one of its senses, the "-e" form is only a variant spelling of it.
 */
function spellingOf(one: string, normal: string): string {
  if (!one.endsWith("se") || !normal.endsWith("ses")) return one;
  const shorter = normal.slice(0, -2);
  const main = new Set(nounSenses(shorter).map((s) => s.offset));
  const variant = nounSenses(one);
  return main.size > 0 && variant.length > 0 && variant.every((s) => main.has(s.offset)) ? shorter : one;
}

function singularForm(tok: Pick<Tok, "normal" | "lemma">): string {
  const { normal, lemma } = tok;
  if (IRREGULAR[normal]) return IRREGULAR[normal];
  if (NOT_PLURAL.has(normal) || !normal.endsWith("s")) return normal;
  // "menus", "gurus": the model knows them; "bus", "cactus" stay.
  if (/[aeiou]us$/.test(normal) || normal.endsWith("us")) {
    return `${lemma}s` === normal && /[aeiou]$/.test(lemma) ? lemma : normal;
  }
  if (/(ss|is|ics)$/.test(normal)) return normal;
  // "scarves", "calves", "wolves": an "-f" or "-fe" noun, when the "-ve" form the model's lemma
  // may leave is no noun of its own ("gloves" and "olives" are).
  if (normal.endsWith("ves") && nounSenses(normal.slice(0, -1)).length === 0) {
    const stem = normal.slice(0, -3);
    const one = [`${stem}f`, `${stem}fe`].find((w) => nounSenses(w).length > 0);
    if (one) return one;
  }
  // "-es" is the plural ending after a hissing sound or an "o" ("potatoes"); else the "e" is the
  // word's own ("soles" is "sole", not the musical "sol").
  if (
    lemma !== normal &&
    (`${lemma}s` === normal || (`${lemma}es` === normal && /(s|z|x|sh|ch|o)$/.test(lemma)))
  )
    return lemma;
  if (normal.endsWith("ies") && normal.length > 4) return `${normal.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zes)$/.test(normal)) return normal.slice(0, -2);
  return normal.slice(0, -1);
}

const isNoun = (t: Tok) => t.pos === "NOUN" || t.pos === "PROPN";
const isTitle = (t: Tok) => /^\p{Lu}/u.test(t.value);
const isGerund = (t: Tok) => t.normal.length > 5 && t.normal.endsWith("ing") && !EVALUATIVE_ING.has(t.normal);
const isPlural = (t: Tok) => singular(t) !== t.normal;
/** A word in "-ing" WordNet knows as a noun ("drawing", "climbing"), not "king" or "sing". */
const isGerundForm = (t: Pick<Tok, "normal">) =>
  t.normal.length > 5 && t.normal.endsWith("ing") && nounSenses(t.normal).length > 0;
/** A hyphenated participle ("hand-poured", "hand-folding"): an activity or a quality, not a thing. */
const isVerbCompound = (t: Pick<Tok, "normal">) => /^[\p{L}]+-[\p{L}]+(ing|ed)$/u.test(t.normal);
/**
 * "e-signature", "e-bike", "e-books": the thing itself, made electronic. Not an activity
 * ("e-commerce" is selling online, not commerce to draw).
 */
const ELECTRONIC = /^e-(\p{L}{3,})$/u;
const isElectronic = (t: Pick<Tok, "normal">) => {
  const rest = ELECTRONIC.exec(t.normal)?.[1];
  return !!rest && nounSenses(singular({ normal: rest, lemma: rest }))[0]?.lexFile !== 4;
};
/**
 * A people's or a language's name that is also its adjective ("Korean", "Lebanese", "Thai"):
 * every noun sense a person or a language.
 */
function isDemonym(word: string): boolean {
  const senses = nounSenses(word);
  return (
    senses.length > 0 &&
    senses.every((s) => s.lexFile === PERSON_FILE || s.lexFile === 10) &&
    posCounts(word).adj !== undefined
  );
}
/**
 * A language's name ("Japanese", "Mandarin", "Arabic"): one of the word's noun senses is a
 * communication whose broader terms, a few levels up, reach "natural language" (not any speech:
 * a conference is a discussion).
 */
function namesLanguage(word: string): boolean {
  return nounSenses(word).some((s) => {
    if (s.lexFile !== 10) return false;
    let level = s.broader;
    for (let depth = 0; depth < 5 && level.length > 0; depth++) {
      if (level.some((o) => synset(o).words.includes("natural language"))) return true;
      level = level.flatMap((o) => synset(o).broader);
    }
    return false;
  });
}
/** Heads after which a language's name is what is taught ("Arabic tutoring", "Korean classes"). */
const TEACHING_HEADS = new Set(["tutoring", "tutor", "teacher", "conversation", "immersion"]);
/** Words after a language's name that say it is being learnt ("Japanese for beginners"). */
const LEARNERS = new Set(["beginner", "learner", "improver"]);
/**
 * What is learnt is the subject: a language taught is drawn as language itself (speech and
 * letters), not as things of its people or a fruit it shares a name with (a yen sign and a torii
 * for Japanese classes, an orange for Mandarin). Its name before a lesson, a class or a tutor, or
 * on its own for beginners or learners ("Japanese for beginners"; "Italian mostly" of a chef's
 * menu is a cuisine). A people's name on its own names their cooking as readily, so "Indian for
 * beginners: mild curries" and "Thai for beginners: a cookery class" are a cuisine, not a language.
 */
function taughtLanguage(t: Tok, next: Tok | undefined, following: Tok[]): boolean {
  if (!isTitle(t) || !namesLanguage(t.normal)) return false;
  if (next) return TAUGHT_HEADS.has(singular(next)) || TEACHING_HEADS.has(singular(next));
  // "Arabic tutoring online": a gerund the tagger read as a verb ends the run before it.
  if (TEACHING_HEADS.has(following[0]?.normal ?? "")) return true;
  return (
    following[0]?.normal === "for" &&
    following.slice(1, 4).some((f) => isNoun(f) && LEARNERS.has(singular(f))) &&
    !following.some(namesFoodOrCooking)
  );
}
/** A common noun or gerund after a language's name, which the name only qualifies ("Thai cooking"). */
function ownerOfNext(after: Tok | undefined): boolean {
  return !!after && !isTitle(after) && (isNoun(after) || isGerund(after));
}
/**
 * "native speaker": an adjective and a noun WordNet knows together only as a person, whose noun
 * alone has a sense that is a made thing (a loudspeaker), so drawing the noun would draw the wrong
 * sense. A noun before it ("stamp collector", "bus driver") is the trade's thing and stays.
 */
function personNotDevice(t: Tok, next: Tok): boolean {
  if (isNoun(t)) return false;
  const pair = nounSenses(`${t.normal} ${singular(next)}`);
  return (
    pair.length > 0 &&
    pair.every((s) => s.lexFile === PERSON_FILE) &&
    nounSenses(singular(next)).some((s) => s.lexFile === ARTIFACT_FILE)
  );
}
/** A noun whose usual sense is a food ("curries") or whose definition is about food ("cookery"). */
function namesFoodOrCooking(t: Tok): boolean {
  if (!isNoun(t)) return false;
  const [usual] = nounSenses(singular(t));
  return !!usual && (usual.lexFile === FOOD_FILE || /\b(?:food|cook\w*)\b/.test(usual.gloss));
}
/** A word WordNet has as a verb, tagged in its corpus at least as often as a verb as a noun. */
function usuallyVerb(lemma: string): boolean {
  const counts = posCounts(lemma);
  return counts.verb !== undefined && counts.verb >= (counts.noun ?? 0);
}
/** A word in capitals, two to five letters ("SEO", "BBQ"), a plural "s" allowed. */
const isAcronym = (t: Pick<Tok, "value">) => /^\p{Lu}{2,5}s?$/u.test(t.value);
/** A capitalised name in mid-sentence: a place or a brand, never a thing to draw. */
const isName = (t: Tok) => t.pos === "PROPN" && isTitle(t) && !t.start;

function tokensOf(text: string): Tok[][] {
  const nlp = englishNlp();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const sentences: Tok[][] = [];
  // The model's lemma helper is typed for a different call than `out` makes; both come from wink.
  const lemmaOf = its.lemma as unknown as ItsFunction<string>;
  doc.sentences().each((sentence: ItemSentence) => {
    const toks: Tok[] = [];
    let pendingDimension: string | null = null;
    sentence.tokens().each((token: ItemToken) => {
      const type = token.out(its.type) as string;
      const value = token.out(its.value) as string;
      const spaced = (token.out(its.precedingSpaces) as string).length > 0;
      // "3D printing", "2D animation": the tokenizer splits the number from its "D"; they are one
      // word, kept as written.
      if (type === "number") {
        pendingDimension = /^[234]$/.test(value) ? value : null;
        return;
      }
      const dimension = pendingDimension && !spaced && /^d$/i.test(value) ? `${pendingDimension}d` : null;
      pendingDimension = null;
      if (dimension) {
        toks.push({
          value: dimension,
          normal: dimension,
          pos: "NOUN",
          lemma: dimension,
          start: toks.length === 0,
        });
        return;
      }
      if (type !== "word" && type !== "punctuation") return;
      const last = toks[toks.length - 1];
      // "single-origin", "plastic-free": one word, as written.
      if (last && !spaced && (value === "-" || last.value.endsWith("-")) && toks.length > 0) {
        last.value += value;
        last.normal = last.value.toLowerCase();
        last.lemma = last.normal;
        if (value !== "-") last.pos = token.out(its.pos) as string;
        // "hand-poured", "hand-folding", "wood-fired": how it is made, never a thing to draw.
        if (isVerbCompound(last)) last.pos = "ADJ";
        // "make-up", "check-up", "work-out": a verb and its particle are the noun the lexicon
        // writes as one word.
        const joined = last.normal.replace("-", "");
        if (/^\p{L}+-(up|out|off|over|away|down)$/u.test(last.normal) && nounSenses(joined).length > 0) {
          last.normal = joined;
          last.lemma = joined;
          last.pos = "NOUN";
        }
        // "team-building days", "pressure-washing": a two-word name the compound list holds is
        // that name however it is joined, not a participle describing the next word.
        const [first, second] = last.value.split("-");
        if (first && second && COMPOUNDS.has(`${first}_${second}`.toLowerCase())) {
          Object.assign(last, {
            value: first,
            normal: first.toLowerCase(),
            lemma: first.toLowerCase(),
            pos: "NOUN",
          });
          toks.push({
            value: second,
            normal: second.toLowerCase(),
            lemma: second.toLowerCase(),
            pos: "NOUN",
            start: false,
          });
        }
        return;
      }
      toks.push({
        value,
        // The value, not the model's normal form, which respells "parlour" as "parlor".
        normal: value.toLowerCase(),
        pos: token.out(its.pos) as string,
        lemma: (token.out(lemmaOf) as string).toLowerCase(),
        start: toks.length === 0,
      });
    });
    // "mugs and bowls": a plural after "and" and a plural noun is a noun, whatever the tagger says.
    // "car detailing:" a gerund after a noun, taking no object, is a noun ("dog grooming").
    const p0 = (i: number) => toks[i - 1]?.normal ?? "";
    toks.forEach((t, i) => {
      const next = toks[i + 1];
      // "back-to-netball sessions", "back-to-work coaching": what people come back to.
      const back = /^back-to-(\p{L}+)$/u.exec(t.normal);
      if (back?.[1] && !/^(back|to)$/.test(back[1])) {
        t.value = t.value.slice("back-to-".length);
        t.normal = back[1];
        t.lemma = back[1];
        t.pos = "NOUN";
      }
      // "Lawn bowls club", "Our bowls club plays": a verb's third person right before a kind of
      // business, after a name, a possessive or nothing, is the noun the business is about.
      if (
        t.pos === "VERB" &&
        t.normal.endsWith("s") &&
        next &&
        isNoun(next) &&
        (BUSINESS_HEADS.has(singular(next)) || GENERIC_HEADS.has(singular(next))) &&
        (!toks[i - 1] || isNoun(toks[i - 1] as Tok) || POSSESSIVES.has(toks[i - 1]?.normal ?? "")) &&
        nounSenses(singular(t)).length > 0
      ) {
        t.pos = "NOUN";
      }
      // "a street crepe stand folding crepes": a kind of premises after a noun is a noun.
      if (
        t.pos === "VERB" &&
        (GENERIC_WHEN_HEAD.has(t.normal) || BUSINESS_HEADS.has(t.normal)) &&
        toks[i - 1] &&
        isNoun(toks[i - 1] as Tok) &&
        (!next || /^(PUNCT|ADP|CCONJ)$/.test(next.pos) || /ing$/.test(next.normal))
      ) {
        t.pos = "NOUN";
      }
      if (
        t.pos === "VERB" &&
        t.normal.endsWith("ing") &&
        !EVALUATIVE_ING.has(t.normal) &&
        toks[i - 1] &&
        isNoun(toks[i - 1] as Tok) &&
        (!next || next.pos === "PUNCT" || next.pos === "CCONJ" || next.pos === "ADP")
      ) {
        t.pos = "NOUN";
      }
      // "National hedgelaying society": a gerund the lexicon has never seen (a closed compound
      // of a thing and its work) between the sentence's opening word and a kind of business
      // names the trade the business is about; a known verb ("Podcast hosting platform") is left
      // to the tagger.
      if (
        t.pos === "VERB" &&
        t.normal.endsWith("ing") &&
        !EVALUATIVE_ING.has(t.normal) &&
        i === 1 &&
        posCounts(t.lemma).verb === undefined &&
        posCounts(t.normal.slice(0, -3)).verb === undefined &&
        nounSenses(t.normal).length === 0 &&
        next &&
        isNoun(next) &&
        (BUSINESS_HEADS.has(singular(next)) || GENERIC_HEADS.has(singular(next))) &&
        /^(PROPN|NOUN|ADJ)$/.test(toks[0]?.pos ?? "")
      )
        t.pos = "NOUN";
      // "Freelance live sound engineer", "a live music bar": "live" right before a noun, with no
      // subject before it (the sentence's opening word, an article, an adjective, a preposition,
      // a conjunction or a comma), says the thing is played or streamed as it happens; it is no
      // verb.
      const prior = toks[i - 1];
      if (
        t.normal === "live" &&
        t.pos === "VERB" &&
        next &&
        isNoun(next) &&
        (!prior || prior.start || /^(ADJ|DET|ADP|CCONJ|PUNCT)$/.test(prior.pos))
      )
        t.pos = "ADJ";
      // "Tired of forty open tabs?", "Sick of chasing invoices?": the founder's question names
      // a pain, and the feeling is no business.
      if (i === 0 && FEELINGS.has(t.normal) && (next?.normal === "of" || next?.normal === "with"))
        t.pos = "ADJ";
      // "a marketplace for used camera lenses", "notebooks of recycled paper": a participle right
      // after a preposition and before a noun describes it; no verb follows a preposition.
      if (
        t.pos === "VERB" &&
        t.normal.endsWith("ed") &&
        /^(ADP|SCONJ)$/.test(toks[i - 1]?.pos ?? "") &&
        next &&
        (isNoun(next) || next.pos === "ADJ")
      )
        t.pos = "ADJ";
      // "Handmade fudge from our kitchen": a word after a sentence-opening adjective, before a
      // preposition or the end, is the thing it describes (an order takes no adjective first).
      const opening = toks[0];
      if (
        t.pos === "VERB" &&
        i === 1 &&
        opening &&
        !/(ing|ed)$/.test(t.normal) &&
        (!next || /^(PUNCT|ADP|CCONJ)$/.test(next.pos)) &&
        // Mostly an adjective: "thick shakes." (thick is a noun once in the lexicon's counts).
        (posCounts(opening.normal).adj ?? 0) > 2 * (posCounts(opening.normal).noun ?? 0) &&
        posCounts(opening.normal).verb === undefined &&
        nounSenses(t.normal).length > 0
      ) {
        t.pos = "NOUN";
      }
      // "24/7 towing and roadside recovery", "Hull cleaning, polishing and teak care": a gerund
      // opening a list at the start of a sentence (after a number or one word naming what it
      // works on) is the first thing offered, not a verb.
      const opener =
        i === 0 || (i === 1 && (toks[0]?.pos === "NUM" || nounSenses(toks[0]?.normal ?? "").length > 0));
      if (
        t.pos === "VERB" &&
        isGerund(t) &&
        !EVALUATIVE_ING.has(t.normal) &&
        opener &&
        next &&
        (next.value === "," || next.normal === "and" || next.normal === "or" || next.value === ":")
      ) {
        t.pos = "NOUN";
        const first = toks[0];
        if (i === 1 && first && first.pos === "VERB") first.pos = "NOUN";
      }
      // "home cleaning service", "mobile cleaning business": a gerund between a setting and a
      // kind of business names the trade (not "podcast hosting platform", where the noun does);
      // so does one after when it meets ("Thursday night wargaming club"), or after the adjective
      // opening the description ("Free running club", "Friendly knitting group").
      const when = (k: number) => isTimeWord(toks[k]?.normal ?? "");
      const openingCounts = i === 1 && opening?.start ? posCounts(opening.normal) : undefined;
      const openingAdjective = !!openingCounts && (openingCounts.adj ?? 0) > (openingCounts.noun ?? 0);
      if (
        t.pos === "VERB" &&
        isGerund(t) &&
        toks[i - 1] &&
        (SETTING_MODIFIERS.has(toks[i - 1]?.normal ?? "") ||
          when(i - 1) ||
          when(i - 2) ||
          openingAdjective) &&
        next &&
        isNoun(next) &&
        (BUSINESS_HEADS.has(singular(next)) || GENERIC_HEADS.has(singular(next)))
      ) {
        t.pos = "NOUN";
      }
      // "we run small batches", "you can book online", "grow and sell loose leaf", "Book online":
      // a verb in a verb's place, with its object or adverb after it, whatever the tagger says.
      if (
        (isNoun(t) || t.pos === "VERB") &&
        !isPlural(t) &&
        isVerbLemma(t.normal) &&
        next &&
        VERB_OBJECT.has(next.pos)
      ) {
        const p = toks[i - 1];
        const subject =
          p &&
          // Not after the client's possessive: "in your garden each month" is their thing. Nor
          // after the founder's opening a phrase: "I opened my cake shop", "our dance studio" (a
          // possessive is never the subject the verb needs). After a preposition ("in my garage
          // gym", "from our hill farm") the word keeps the reading where-phrases were tuned on.
          ((p.pos === "PRON" &&
            !CLIENTS_OWN.has(p.normal) &&
            !(POSSESSIVES.has(p.normal) && toks[i - 2]?.pos !== "ADP")) ||
            p.pos === "AUX" ||
            p.normal === "to" ||
            (p.pos === "CCONJ" &&
              (toks[i - 2]?.pos === "VERB" || toks.slice(0, i - 1).some((b) => SUBJECTS.has(b.normal)))));
        // "split bills with friends": a word used mostly as a verb, opening a sentence before a
        // plural noun, is an imperative too.
        const counts = t.start && isNoun(next) && isPlural(next) ? posCounts(t.normal) : undefined;
        // "same cleaner every visit, book online": after a comma, before "online" or "now".
        const imperative =
          (p?.value === "," && ADVERB_AFTER.has(next.normal)) ||
          // "snap receipts, log your miles", "for anglers: log every catch", "list yours in
          // minutes", "spot a hedgehog, log it": a word after a comma or a colon, before what is
          // yours, each thing or the thing just named, is an order.
          ((p?.value === "," || p?.value === ":") &&
            (POSSESSIVES.has(next.normal) || ORDER_OBJECTS.has(next.normal))) ||
          // "for prawn farms: log water quality": right after a colon, a word used mostly as a
          // verb, before a noun, opens a list of what is done ("brush control" stays a noun, and
          // so does a name WordNet knows, "steam room").
          (p?.value === ":" &&
            isNoun(next) &&
            mostlyVerb(t.normal) &&
            baseForm(`${t.normal} ${singular(next)}`) === undefined) ||
          (t.start &&
            (next.pos === "DET" ||
              next.pos === "PRON" ||
              ADVERB_AFTER.has(next.normal) ||
              (!!counts && (counts.verb ?? 0) > 2 * Math.max(counts.noun ?? 0, 1))));
        if (subject || imperative) {
          t.pos = "VERB";
          t.clause = true;
        }
      }
      // "Watch repair and servicing", "our watch repair service": a word the tagger read as a
      // verb, opening the sentence or after a determiner, before the repair of a thing is the
      // thing repaired ("Book repairs online" stays an order: a plural at the start).
      if (
        t.pos === "VERB" &&
        !/(ing|ed|s)$/.test(t.normal) &&
        next &&
        REPAIR_WORK.has(next.normal) &&
        ((t.start && !isPlural(next)) ||
          toks[i - 1]?.pos === "DET" ||
          POSSESSIVES.has(toks[i - 1]?.normal ?? "")) &&
        nounSenses(t.normal).some((s) => s.lexFile === ARTIFACT_FILE)
      ) {
        t.pos = "NOUN";
        t.clause = false;
      }
      // "we jet-wash your bins", "we hand-stitch the seams": a hyphenated word between a subject
      // and what a verb takes is the clause's verb when its last part is one.
      const lastPart = /-(\p{L}+)$/u.exec(t.normal)?.[1];
      if (
        lastPart &&
        SUBJECTS.has(toks[i - 1]?.normal ?? "") &&
        (next?.pos === "DET" || next?.pos === "PRON" || POSSESSIVES.has(next?.normal ?? "")) &&
        isVerbLemma(lastPart)
      ) {
        t.pos = "VERB";
        t.clause = true;
      }
      // "an SEO agency", "a BBQ catering van": an acronym modifying a noun names the trade or
      // what it sells, not a brand or a place; it is read as a common noun.
      if (isAcronym(t) && next && next.pos === "NOUN" && !isAcronym(next)) t.pos = "NOUN";
      // "Remote IT support", "IT services for schools": "IT" in capitals before a noun is
      // information technology, not the pronoun, and the noun after it is no verb.
      if (
        t.value === "IT" &&
        next &&
        /^(NOUN|VERB)$/.test(next.pos) &&
        !isAcronym(next) &&
        nounSenses(singular(next)).length > 0
      ) {
        t.pos = "NOUN";
        next.pos = "NOUN";
      }
      // "Shopify stores": a shop platform names the kind of store, inside its phrase.
      if (STORE_PLATFORMS.has(t.normal)) t.pos = "NOUN";
      // "Twitch overlays and emotes": a capitalised platform's name is the platform, never a verb
      // opening the sentence.
      if (PLATFORMS.has(t.normal) && /^\p{Lu}/u.test(t.value) && t.pos === "VERB") {
        t.pos = "PROPN";
        t.clause = false;
      }
      // "rewrites your CV": an acronym owned by someone is a thing, not a brand or a place.
      if (isAcronym(t) && POSSESSIVES.has(toks[i - 1]?.normal ?? "")) t.pos = "NOUN";
      // "Liquid and powdered palm sugar", "red and white wine": a word as much an adjective as a
      // noun, joined by "and"/"or" to an adjective before a noun, describes that noun too.
      const third = toks[i + 3];
      if (
        isNoun(t) &&
        next &&
        /^(and|or)$/.test(next.normal) &&
        toks[i + 2] &&
        (toks[i + 2]?.pos === "ADJ" ||
          (toks[i + 2]?.pos === "VERB" && /ed$/.test(toks[i + 2]?.normal ?? ""))) &&
        third &&
        isNoun(third)
      ) {
        const counts = posCounts(t.normal);
        if ((counts.adj ?? -1) >= Math.max(counts.noun ?? 0, 1)) t.pos = "ADJ";
      }
      // "all year round", "bus rides round Ipswich", "a look round the shop": "round" after "year"
      // or before what it goes round is an adverb or a preposition, no thing to draw.
      if (
        t.normal === "round" &&
        isNoun(t) &&
        (toks[i - 1]?.normal === "year" ||
          /^(DET|PROPN|PRON)$/.test(next?.pos ?? "") ||
          POSSESSIVES.has(next?.normal ?? ""))
      )
        t.pos = "ADP";
      // "whatever the weather", "whatever your budget": a noun after "whatever" is no thing to draw.
      if (
        isNoun(t) &&
        (p0(i) === "whatever" || (p0(i - 1) === "whatever" && /^(DET|PRON)$/.test(toks[i - 1]?.pos ?? "")))
      )
        t.pos = "X";
      // "keep track of", "keep count of": the noun of an idiom, no thing to draw.
      if (isNoun(t) && /^keep(s|ing)?$/.test(toks[i - 1]?.normal ?? "") && next?.normal === "of") t.pos = "X";
      // "and clock in at the club house": a verb with its particle, followed by a preposition or the
      // end of the clause, after "and", "to" or a pronoun, is no thing to draw.
      const p1 = toks[i - 1];
      const follow = toks[i + 2];
      if (
        isNoun(t) &&
        !isPlural(t) &&
        next &&
        PARTICLES.has(next.normal) &&
        (!follow || follow.pos === "ADP" || follow.pos === "PUNCT") &&
        p1 &&
        (p1.pos === "CCONJ" || p1.pos === "PRON" || p1.normal === "to") &&
        isVerbLemma(t.normal)
      )
        t.pos = "VERB";
      // "Tracks all your subscriptions": a sentence opening with a verb's -s form before a
      // determiner or pronoun says what the product does (its subject left out).
      if (
        t.start &&
        isNoun(t) &&
        isPlural(t) &&
        next &&
        (next.pos === "DET" || next.pos === "PRON") &&
        isVerbLemma(singular(t))
      )
        t.pos = "VERB";
      // "New mums struggling with breastfeeding": an -ing word after the people it describes and
      // before a preposition says what they are doing, not a kind of them.
      if (
        isNoun(t) &&
        /ing$/.test(t.normal) &&
        p1 &&
        isNoun(p1) &&
        isPlural(p1) &&
        AUDIENCE_NOUNS.has(singular(p1)) &&
        next?.pos === "ADP" &&
        isVerbLemma(t.lemma)
      )
        t.pos = "VERB";
      // "party DJ": an acronym naming a trade is a noun wherever it stands, never a verb.
      // So is one the tagger read as a name ("A no-logs VPN for travellers").
      if (isAcronym(t) && (t.pos === "VERB" || t.pos === "PROPN") && TRADE_METAPHORS.has(t.normal))
        t.pos = "NOUN";
      // "Stamp collectors society": a sentence opening with a word before two nouns ending in a
      // kind of business names what the business is about, not an order to stamp ("Fly fishing
      // club" stays an activity: the gerund says what is done).
      const after = toks[i + 2];
      if (
        t.start &&
        t.pos === "VERB" &&
        next &&
        isNoun(next) &&
        !isGerund(next) &&
        after &&
        isNoun(after) &&
        (BUSINESS_HEADS.has(singular(after)) || GENERIC_HEADS.has(singular(after))) &&
        nounSenses(t.normal).length > 0
      )
        t.pos = "NOUN";
      // "Life drawing every Thursday", "Rock climbing on Saturdays": a sentence opening with a
      // noun and a gerund the tagger read as its verb names an activity, when what follows the
      // gerund is no object of it (a time, a place, a list or the sentence's end).
      if (
        t.start &&
        isNoun(t) &&
        next?.pos === "VERB" &&
        isGerundForm(next) &&
        (!after ||
          /^(PUNCT|ADP|CCONJ)$/.test(after.pos) ||
          (after.pos === "DET" && /^(every|each)$/.test(after.normal)))
      )
        next.pos = "NOUN";
      // "drum lessons for kids", "guitar classes": a sentence opening with a word before a
      // lesson or class names what is taught, not an order ("Book lessons online" stays one).
      if (
        t.start &&
        t.pos === "VERB" &&
        next &&
        isNoun(next) &&
        TAUGHT_HEADS.has(singular(next)) &&
        !ADVERB_AFTER.has(after?.normal ?? "") &&
        nounSenses(t.normal).length > 0 &&
        (posCounts(t.normal).verb ?? 0) <= 2 * Math.max(posCounts(t.normal).noun ?? 0, 1)
      )
        t.pos = "NOUN";
      // "al pastor", "de gallo": a foreign article and its word name a dish, not a thing to draw.
      if (FOREIGN_ARTICLES.has(t.normal) && next && isNoun(next) && !isTitle(t)) {
        t.pos = "X";
        next.pos = "X";
      }
      // A hyphenated word before a noun describes it ("single-origin coffee").
      // An "e-" word names the thing made electronic ("e-signature software"): a noun.
      if (isElectronic(t)) t.pos = "NOUN";
      else if (t.normal.includes("-") && next && (isNoun(next) || next.pos === "ADJ")) t.pos = "ADJ";
      // "and builds the list", "that sells cakes": a verb the tagger read as a plural noun.
      const prev = toks[i - 1];
      if (
        t.pos === "NOUN" &&
        t.normal.endsWith("s") &&
        prev &&
        (prev.pos === "CCONJ" || /^(that|which|who)$/.test(prev.normal)) &&
        (next?.pos === "DET" ||
          (/^(that|which|who)$/.test(prev.normal) && next && isNoun(next) && isVerbLemma(singular(t))))
      ) {
        t.pos = "VERB";
      }
      // "campaigns that book real sales calls": after "that" a plural subject takes the verb's
      // base form, which the tagger may read as a noun when an object follows.
      if (
        isNoun(t) &&
        !isPlural(t) &&
        prev &&
        /^(that|which|who)$/.test(prev.normal) &&
        toks[i - 2] &&
        isNoun(toks[i - 2] as Tok) &&
        isPlural(toks[i - 2] as Tok) &&
        next &&
        (next.pos === "DET" || next.pos === "ADJ" || next.pos === "PRON" || next.pos === "NUM") &&
        isVerbLemma(t.normal)
      )
        t.pos = "VERB";
      const before = toks[i - 2];
      if (t.pos === "VERB" && toks[i - 1]?.pos === "CCONJ" && before && isNoun(before) && isPlural(before)) {
        const object = toks[i + 1]?.pos === "DET" || toks[i + 1]?.pos === "PRON";
        if (t.normal.endsWith("s") && !object) t.pos = "NOUN";
      }
      // "hardwood logs and kindling": a third person right after a noun, before "and" or a comma
      // and a noun, is the first of the goods listed, not the noun's verb.
      const listed = toks[i + 2];
      if (
        t.pos === "VERB" &&
        t.normal.endsWith("s") &&
        prev?.pos === "NOUN" &&
        (next?.normal === "and" || next?.value === ",") &&
        listed?.pos === "NOUN" &&
        nounSenses(singular(t)).length > 0 &&
        // "Our shop sells, repairs and rents bikes": after a noun with its determiner (the
        // subject), a word never tagged a noun stays the verb ("seed mixes, fat balls" list).
        ((posCounts(singular(t)).noun ?? 0) > 0 || !/^(DET|PRON)$/.test(toks[i - 2]?.pos ?? ""))
      )
        t.pos = "NOUN";
      // "a vetted home cleaner by the hour": a comparative after a noun, ending its phrase, is the
      // person or thing that does the work.
      if (
        t.pos === "ADJ" &&
        t.normal.endsWith("er") &&
        prev?.pos === "NOUN" &&
        (!next || /^(PUNCT|ADP|CCONJ)$/.test(next.pos)) &&
        nounSenses(t.normal).length > 0 &&
        posCounts(t.normal).adj === undefined
      )
        t.pos = "NOUN";
      // "Ships UK-wide.", "Delivers nationwide.": a sentence opening with a verb's "-s" form before
      // how far it reaches has its subject left out; it is no ship. Only a word WordNet's corpus
      // uses at least as often as a verb as a noun: "Cakes nationwide." and "Books worldwide."
      // name the goods sent.
      if (
        i === 0 &&
        /^(NOUN|PROPN)$/.test(t.pos) &&
        t.normal.endsWith("s") &&
        usuallyVerb(t.normal.slice(0, -1)) &&
        next &&
        REACH.test(next.normal) &&
        (!toks[i + 2] || toks[i + 2]?.pos === "PUNCT")
      )
        t.pos = "VERB";
      // "on the cricket green:", "at the village green.": an adjective after a noun, ending a phrase
      // a preposition and an article open, is that phrase's noun; an English adjective stands
      // before its noun there.
      if (
        t.pos === "ADJ" &&
        prev?.pos === "NOUN" &&
        (!next || next.pos === "PUNCT") &&
        nounSenses(t.normal).length > 0
      ) {
        let k = i - 1;
        while (k > 0 && /^(NOUN|ADJ)$/.test(toks[k - 1]?.pos ?? "")) k--;
        if (toks[k - 1]?.pos === "DET" && toks[k - 2]?.pos === "ADP") t.pos = "NOUN";
      }
      // "End of tenancy cleaning for tenants", "out of hours plumbing": an opening "X of Y" before a
      // gerund naming work is that work's unhyphenated modifier ("end-of-tenancy cleaning").
      const work = toks[i + 3];
      if (
        i === 0 &&
        next?.normal === "of" &&
        toks[i + 2] &&
        isNoun(toks[i + 2] as Tok) &&
        work &&
        isGerund(work) &&
        (!toks[i + 4] || /^(PUNCT|ADP|CCONJ)$/.test(toks[i + 4]?.pos ?? ""))
      ) {
        for (const m of [t, next, toks[i + 2] as Tok]) m.pos = "ADJ";
        work.pos = "NOUN";
      }
      // "ironmongery: door handles, hinges and knockers": a list's first item after a colon, a
      // noun and a plural the tagger read as a verb with nothing after it but the list's comma.
      if (
        t.pos === "VERB" &&
        t.normal.endsWith("s") &&
        toks[i - 1] &&
        isNoun(toks[i - 1] as Tok) &&
        before?.normal === ":" &&
        toks[i + 1]?.normal === "," &&
        isPlural(t) &&
        nounSenses(singular(t)).length > 0
      )
        t.pos = "NOUN";
    });
    // "Help desk software", "a job board": a two-word name the lexicon lists is a noun, whatever
    // the tagger read its first word as.
    toks.forEach((t, i) => {
      const next = toks[i + 1];
      if (!next || !listedCompound(t, next, toks[i + 2])) return;
      for (const w of [t, next]) {
        w.pos = "NOUN";
        w.clause = false;
      }
    });
    markCoordinatedVerbs(toks);
    sentences.push(toks);
  });
  return sentences;
}

/**
 * Whether "t next" is a two-word name of the compound list. One the lexicon's dictionary does not
 * know that opens with a word of praise ("professional body") is that name only where it ends the
 * noun phrase, or where it names a practitioner or a practice before a kind of business
 * ("professional organiser services", "personal shopping service"). Before another noun the praise
 * is for that noun's phrase ("professional body piercing", "professional body shop").
 */
function listedCompound(t: Tok, next: Tok, after: Tok | undefined): boolean {
  const name = `${t.normal}_${singular(next)}`;
  if (!COMPOUNDS.has(name)) return false;
  if (!FILLER_ADJECTIVES.has(t.normal) || !after || !isNoun(after) || nounSenses(name).length > 0)
    return true;
  const kind = singular(after);
  const practice = [PERSON_FILE, ACT_FILE].includes(nounSenses(singular(next))[0]?.lexFile ?? -1);
  return practice && (BUSINESS_HEADS.has(kind) || GENERIC_HEADS.has(kind));
}

/** What may follow a verb of a list's later item: its object, a particle or a preposition. */
const AFTER_LIST_VERB = new Set(["DET", "ADJ", "NOUN", "PROPN", "PRON", "NUM", "ADP", "PART"]);

/**
 * Verbs joined to a clause's verb share its form ("who hems trousers, takes in suits and repairs
 * wedding dresses", "send invoices, chase late payments and track expenses"): a word after a
 * comma, "and" or "or" that has the same ending as the clause's verb, is a verb in the lexicon
 * and is followed by what a verb takes is a verb too, not the head of an offering. Only within
 * the sentence, and only once a clause verb has been seen ("mugs, plates and bowls" stay nouns).
 */
function markCoordinatedVerbs(toks: Tok[]): void {
  let form: "s" | "base" | null = null;
  toks.forEach((t, i) => {
    const prev = toks[i - 1];
    const next = toks[i + 1];
    const sForm = t.normal.endsWith("s") && !t.normal.endsWith("ss");
    const base = sForm ? t.normal.replace(/(?:(?<=(?:sh|ch|x|z|ss))es|s)$/, "") : t.normal;
    // "a truck that parks at breweries", "a tuner who tunes and repairs pianos": right after a
    // relative pronoun, a verb's -s form is the clause's verb, whatever the tagger read.
    if (
      isNoun(t) &&
      sForm &&
      /^(that|which|who)$/.test(prev?.normal ?? "") &&
      next &&
      next.pos !== "VERB" &&
      next.pos !== "AUX" &&
      isVerbLemma(base)
    ) {
      t.pos = "VERB";
      t.clause = true;
    }
    const clauseVerb =
      t.clause ||
      (t.pos === "VERB" &&
        !/(ed|ing)$/.test(t.normal) &&
        (i === 0 || prev?.value === ":" || /^(that|which|who|we|they|i|you)$/.test(prev?.normal ?? "")));
    if (clauseVerb) {
      form = t.normal.endsWith("s") && !t.normal.endsWith("ss") ? "s" : "base";
      return;
    }
    if (!form || !prev || !(prev.value === "," || prev.pos === "CCONJ")) return;
    if (!next || !AFTER_LIST_VERB.has(next.pos)) return;
    if ((form === "s") !== sForm || !isVerbLemma(base)) return;
    t.pos = "VERB";
    t.clause = true;
  });
}

/** Whether `tok` (at index i) belongs in a noun phrase. */
function inPhrase(toks: Tok[], i: number): boolean {
  const t = toks[i];
  // A word, or a dimension before its noun ("3d" of "3D printing").
  if (!t || !(/^[\p{L}][\p{L}'-]*$/u.test(t.value) || /^[234]d$/.test(t.normal))) return false;
  const next = toks[i + 1];
  const prev = toks[i - 1];
  if (isNoun(t) || t.pos === "ADJ") return !AUX_LIKE.has(t.normal);
  if (t.clause || (t.pos === "VERB" && prev && /^(that|which|who)$/.test(prev.normal))) return false;
  if (t.pos === "VERB" && next && (isNoun(next) || next.pos === "ADJ")) {
    // "fermented tea", "with bouldering walls", "and lock repairs"; not "we brew tea", and not
    // "a repair shop fixing bikes" or "and selling bicycles" (a clause, not a modifier).
    if (!prev) return /(ed|ing)$/.test(t.normal);
    // "at your bouldering gym": after a possessive too.
    if (/ing$/.test(t.normal))
      return prev.pos === "ADP" || prev.pos === "DET" || prev.pos === "ADJ" || POSSESSIVES.has(prev.normal);
    if (/ed$/.test(t.normal)) return !isNoun(prev);
    return prev.pos === "CCONJ" || prev.value === "," || prev.pos === "DET";
  }
  return false;
}

/** What follows a verb: its object or an adverb ("run small batches", "book online"). */
const VERB_OBJECT = new Set(["DET", "ADJ", "NOUN", "PROPN", "PRON", "NUM", "ADV"]);
const ADVERB_AFTER = new Set(["online", "now", "today", "ahead", "early", "here", "direct", "directly"]);
/** Pronouns that open a clause: "we simmer broth and pull noodles" (pull is a verb). */
const SUBJECTS = new Set(["we", "i", "you", "they", "he", "she"]);
const FOREIGN_ARTICLES = new Set(["al", "el", "del", "de", "la", "le", "les", "los", "las"]);

const AUX_LIKE = new Set(["available", "based", "located", "own"]);

function runsOf(sentences: Tok[][]): Run[] {
  const runs: Run[] = [];
  sentences.forEach((toks, sentence) => {
    let i = 0;
    while (i < toks.length) {
      if (!inPhrase(toks, i)) {
        i++;
        continue;
      }
      const startIndex = i;
      let run: Tok[] = [];
      while (i < toks.length && inPhrase(toks, i)) {
        const t = toks[i] as Tok;
        run.push(t);
        i++;
        // "children's clothes": the possessor is its own run.
        if (toks[i]?.normal === "'s" || toks[i]?.normal === "’s") {
          pushRun(runs, run, toks, startIndex, sentence, true);
          i++;
          run = [];
        }
      }
      pushRun(runs, run, toks, i - run.length, sentence, false);
    }
  });
  return shareHeads(splitVerbs(runs.flatMap(splitRun)));
}

/** Whether WordNet knows a word in at least twice as many senses as a verb as a noun ("log", "scan"; not "brush"). */
function mostlyVerb(word: string): boolean {
  const counts = posCounts(word);
  return (counts.verb ?? 0) >= 2 * Math.max(counts.noun ?? 0, 1);
}

/** Words and marks joining the items of a list. */
const LIST_JOINS = new Set([",", "and", "or", "&"]);

/** Whether only list joiners (", and") stand between the end of `item` and `next`. */
function listedBefore(item: Run, next: Run): boolean {
  const before = next.before;
  let m = before.length - 1;
  while (m >= 0 && LIST_JOINS.has((before[m] as Tok).normal)) m--;
  const joins = before.length - 1 - m;
  return joins >= 1 && joins <= 2 && before[m] === item.toks[item.toks.length - 1];
}

/**
 * "oyster, lion's mane and shiitake mushrooms", "snooker and pool cues": singular items listed
 * before a plural phrase share its head when one of them names a kind of it that WordNet knows
 * ("oyster mushroom", "pool cue"). Each item is read with the head, so the head is the goods and
 * a modifier naming a kind of another sort goes with the setting (rank-concepts.ts); a possessive
 * item ("lion's mane") is read as one phrase, its words a kind's name. A list
 * whose items name no kind of the head shares nothing ("pizza, pasta and craft beers").
 */
function shareHeads(runs: Run[]): Run[] {
  const out = [...runs];
  for (let k = out.length - 1; k > 0; k--) {
    const last = out[k] as Run;
    const head = last.toks[last.toks.length - 1] as Tok;
    const modifier = last.toks[last.toks.length - 2];
    if (last.possessor || !modifier || !isNoun(modifier) || !isNoun(head) || !isPlural(head)) continue;
    const items: Array<{ at: number; possessor?: number }> = [];
    let next = last;
    for (let j = k - 1; j >= 0; j--) {
      const item = out[j] as Run;
      const end = item.toks[item.toks.length - 1] as Tok;
      if (
        item.possessor ||
        item.sentence !== last.sentence ||
        item.toks.length > 2 ||
        !isNoun(end) ||
        isPlural(end) ||
        !listedBefore(item, next)
      )
        break;
      // "lion's mane": the possessor written right before is part of the item.
      const owner = out[j - 1];
      const owned = owner?.possessor && item.before[item.before.length - 2] === owner.toks.at(-1);
      items.push(owned ? { at: j, possessor: j - 1 } : { at: j });
      next = owned ? (owner as Run) : item;
      if (owned) j--;
    }
    const base = singular(head);
    const kind = items.some(({ at }) => {
      const word = singular((out[at] as Run).toks.at(-1) as Tok);
      return baseForm(`${word} ${base}`) !== undefined || namesAKind(word, base);
    });
    if (!kind) continue;
    for (const { at, possessor } of items) {
      const item = out[at] as Run;
      const owner = possessor !== undefined ? (out[possessor] as Run) : undefined;
      out[at] = {
        ...item,
        toks: [
          ...(owner ? [...owner.toks, item.before[item.before.length - 1] as Tok] : []),
          ...item.toks,
          { ...head },
        ],
        ...(owner ? { namedKind: true } : {}),
      };
      if (owner) out[possessor as number] = { ...owner, toks: [] };
    }
  }
  return out.filter((r) => r.toks.length > 0);
}

/**
 * Splits a run where it stops being one phrase: between a capitalised name and the words around
 * it ("in Berlin offering classes"), and at a verb the tagger read as a noun after a plural
 * subject ("parents plan meals", "members dive"): the verb itself is dropped.
 */
function splitRun(run: Run): Run[] {
  const out: Run[] = [];
  let current: Tok[] = [];
  let consumed: Tok[] = [...run.before];
  const flush = (after: Tok | undefined) => {
    while (current.length > 0 && !isNoun(current[current.length - 1] as Tok)) current.pop();
    if (current.length > 0) out.push({ ...run, toks: current, before: consumed.slice(-4), after });
  };
  run.toks.forEach((t, i) => {
    // "offering classes": the verb of a clause, not part of the phrase.
    if (current.length === 0 && EVALUATIVE_ING.has(t.normal)) {
      consumed = [...run.before, ...run.toks.slice(0, i + 1)];
      return;
    }
    const prev = run.toks[i - 1];
    // "a sailing school teaching kids": a participle taking its object, not part of the phrase.
    const next = run.toks[i + 1];
    // "a language school teaching Spanish": after a kind of business, an -ing word starts a clause.
    // Not before a kind of business itself: "event staffing agency" is the agency's trade.
    const participle =
      prev &&
      isNoun(prev) &&
      t.normal.endsWith("ing") &&
      !!next &&
      !(
        i === run.toks.length - 2 &&
        (BUSINESS_HEADS.has(singular(next)) || GENERIC_HEADS.has(singular(next)))
      ) &&
      (AUDIENCE_NOUNS.has(singular(next)) ||
        BUSINESS_HEADS.has(singular(prev)) ||
        GENERIC_HEADS.has(singular(prev)) ||
        GENERIC_WHEN_HEAD.has(singular(prev)));
    if (participle) {
      flush(t);
      consumed = [...run.before, ...run.toks.slice(0, i + 1)];
      current = [];
      return;
    }
    const verbAfterSubject =
      prev &&
      isNoun(prev) &&
      isPlural(prev) &&
      VERBISH.has(t.normal) &&
      !isPlural(t) &&
      i < run.toks.length - 1;
    if (prev && (verbAfterSubject || isName(t) !== isName(prev))) {
      flush(t);
      consumed = [...run.before, ...run.toks.slice(0, i)];
      current = [];
      if (verbAfterSubject || EVALUATIVE_ING.has(t.normal)) {
        consumed.push(t);
        return;
      }
    }
    current.push(t);
  });
  flush(run.after);
  return out;
}

function pushRun(runs: Run[], toks: Tok[], all: Tok[], start: number, sentence: number, possessor: boolean) {
  // A phrase ends in a noun: trailing adjectives and verbs belong to the predicate.
  const trimmed = [...toks];
  while (trimmed.length > 0 && !isNoun(trimmed[trimmed.length - 1] as Tok)) trimmed.pop();
  if (trimmed.length === 0) return;
  runs.push({
    toks: trimmed,
    before: all.slice(Math.max(0, start - 4), start),
    after: all[start + trimmed.length],
    following: all.slice(start + trimmed.length),
    sentence,
    possessor,
  });
}

/**
 * "members dive and plant coral": the tagger reads "dive" and "plant" as nouns. A verb-like word
 * in base form after a plural noun, or after "and"/"to"/a pronoun that follows such a verb, is a
 * verb: coral is the thing, not plants.
 */
function splitVerbs(runs: Run[]): Run[] {
  const out: Run[] = [];
  let lastEndedInVerb = false;
  for (const run of runs) {
    let toks = run.toks;
    const prev = run.before[run.before.length - 1];
    const first = toks[0] as Tok;
    if (
      toks.length > 1 &&
      VERBISH.has(first.normal) &&
      !isPlural(first) &&
      prev &&
      // A possessive is no subject: "our dance studio" keeps its dance.
      ((prev.pos === "PRON" && !POSSESSIVES.has(prev.normal)) ||
        prev.normal === "to" ||
        (prev.pos === "CCONJ" && lastEndedInVerb))
    ) {
      toks = toks.slice(1);
    }
    lastEndedInVerb = false;
    const last = toks[toks.length - 1] as Tok;
    const beforeLast = toks[toks.length - 2];
    if (beforeLast && VERBISH.has(last.normal) && !isPlural(last) && isPlural(beforeLast)) {
      toks = toks.slice(0, -1);
      lastEndedInVerb = true;
    }
    if (toks.length > 0) out.push({ ...run, toks });
  }
  return out;
}

/** "no skating experience needed": what a newcomer need not bring, not a thing to avoid. */
const NOT_NEEDED = new Set(["experience", "knowledge", "skill", "skills", "background"]);

/** Particles of verbs like "clock in", "sign up", "log out". */
const PARTICLES = new Set(["in", "out", "up", "off"]);

function negated(run: Run, previous: Run | undefined, previousNegated: boolean): boolean {
  if (NOT_NEEDED.has(run.toks[run.toks.length - 1]?.normal ?? "")) return false;
  const before = run.before;
  // "Never miss bin day", "don't forget your meds": a verb of lacking between the negation and the
  // thing turns it round; the thing is what the business is about.
  let lacking = false;
  // "we never leave your dog alone", "we don't lose their post": what is the client's own is what
  // the business looks after, whatever it says it never does with it.
  const clientsOwn = CLIENTS_OWN.has(before.at(-1)?.normal ?? "");
  for (let k = before.length - 1; k >= 0; k--) {
    const t = before[k] as Tok;
    // "Never lose your keys" is about the keys; "don't lose sleep over it" is an idiom, its
    // bare object no thing the client keeps.
    if (LACKING_VERBS.has(t.normal))
      lacking = !LOSING.has(t.normal) || POSSESSIVES.has(before[k + 1]?.normal ?? "");
    if (NEGATION_CUES.has(t.normal) || t.normal === "n't") return !lacking && !clientsOwn;
    if (t.normal === "of" && before[k - 1]?.normal === "instead") return true;
    if (t.normal === "than" && before[k - 1]?.normal === "rather") return true;
    // "a replacement for the paper diary": what it replaces ("a spreadsheet replacement for
    // farmers" has named it already).
    const replacing = before[k - 1];
    const replaced = before[k - 2];
    if (t.normal === "for" && REPLACING_HEADS.has(replacing?.normal ?? "") && !(replaced && isNoun(replaced)))
      return true;
    // "pony rides NO (donkeys only!)": a bracket opens an aside the negation does not reach.
    if (t.value === "," || t.value === "." || t.value === "(" || t.pos === "ADP" || isNoun(t)) break;
  }
  // "not coffee or tea": the second is avoided too.
  const joiner = before[before.length - 1];
  return (
    !!previous &&
    previousNegated &&
    previous.sentence === run.sentence &&
    !!joiner &&
    /^(or|nor)$/.test(joiner.normal)
  );
}

/** Verbs whose negation keeps their object: "never miss", "don't forget". */
const LACKING_VERBS = new Set(["miss", "misses", "forget", "forgets", "lose", "loses"]);
/** Of those, verbs of losing: only what is someone's is kept ("never lose your keys"). */
const LOSING = new Set(["lose", "loses"]);

/** Social platforms, written as their names ("reels" only after one). */
const PLATFORMS = new Set([
  "instagram",
  "tiktok",
  "youtube",
  "facebook",
  "linkedin",
  "pinterest",
  "snapchat",
  "discord",
  "twitch",
  "vimeo",
]);
/**
 * Platforms whose posts are videos, or live streams: a business working on one makes video ("we
 * run YouTube channels") or streams ("Twitch overlays"), drawn as that rather than as likes and
 * shares.
 */
const PLATFORM_MEDIA: Readonly<Record<string, string>> = {
  youtube: "video",
  vimeo: "video",
  twitch: "streaming",
};
/** What the platforms of a phrase are drawn as when they are all the business names. */
const PLATFORM_CONCEPTS = new Set(["social media", ...Object.values(PLATFORM_MEDIA)]);
/** "LinkedIn ads", "Instagram advertising": what is bought on a platform is advertising. */
const AD_WORDS = new Set(["ad", "ads", "advert", "adverts", "advertising"]);
/**
 * Clipped nouns read as the word they are cut from ("a paid ads agency" is an advertising agency,
 * "adverts for local shops" advertising): the short form alone names no trade. Not after a noun
 * that makes it a kind of notice ("each job ad").
 */
const CLIPPED_NOUNS: Readonly<Record<string, string>> = { ad: "advertising", advert: "advertising" };
/** What a platform calls its places ("Instagram Reels", "Discord servers"): only after one. */
const PLATFORM_PLACES = new Set(["reels", "server", "servers"]);
const isPlatform = (t: Tok, prev: Tok | undefined) =>
  PLATFORMS.has(t.normal) || (PLATFORM_PLACES.has(t.normal) && !!prev && PLATFORMS.has(prev.normal));
/** Shop platforms: a business building on one makes online stores ("we build Shopify stores"). */
const STORE_PLATFORMS = new Set(["shopify", "woocommerce", "bigcommerce", "shopee", "tokopedia", "etsy"]);
/** "on Instagram", "via TikTok": the platform is a channel, not the work. */
const CHANNEL_PREPOSITIONS = new Set(["on", "via", "through", "over", "in", "at", "from", "with", "by"]);

/**
 * Whether a phrase names whom the business serves: it follows "for" ("pest control for
 * restaurants"), or continues such a list ("and hotels"), in the same sentence.
 */
function forClient(run: Run, previousClient: Run | undefined): boolean {
  const before = [...run.before];
  // "Made for hikers, climbers and long road trips": a word WordNet knows as an adjective that the
  // tagger read as a verb ("long") still only describes the phrase after it.
  const describes = (t: Tok) =>
    /^(DET|ADJ|NUM)$/.test(t.pos) || (t.pos === "VERB" && posCounts(t.normal).adj !== undefined);
  while (before.length > 0 && describes(before[before.length - 1] as Tok)) before.pop();
  const prev = before[before.length - 1];
  if (!prev) return false;
  if (prev.normal === "for") return true;
  return (
    !!previousClient &&
    previousClient.sentence === run.sentence &&
    (prev.normal === "and" || prev.normal === "or" || prev.normal === "&" || prev.value === ",")
  );
}

/**
 * What members own or keep is a thing, not a person or a word describing them: "classic car
 * owners" own a car, "single parents" nothing drawn as a single bed.
 */
function membersThing(concept: string): boolean {
  const head = concept.split(" ").at(-1) ?? concept;
  return !AUDIENCE_NOUNS.has(concept) && isConcrete(head) && !namesPerson(head);
}

/** Bodies of members: whose they are names what they share ("an owners' club"). */
const MEMBER_BODIES = new Set(
  "club association society group forum network circle guild union community".split(" "),
);

/**
 * "Electric vehicle owners' club", "the vintage Land Rover owners' association": people named by
 * what they own or keep, whose body of members the next phrase is, share that thing; the club is
 * about it as much as an owners' app is.
 */
function membersOf(run: Run, next: Run | undefined): boolean {
  const body = next?.toks.at(-1);
  // "owners' club": a plural's apostrophe is written after it, the run no possessor of its own.
  const mark = next?.before.at(-1);
  const owning =
    run.possessor || (!!mark && /^['’]s?$/.test(mark.value) && next?.before.at(-2) === run.toks.at(-1));
  return (
    owning &&
    run.toks.length > 1 &&
    !!next &&
    !!body &&
    next.sentence === run.sentence &&
    MEMBER_BODIES.has(singular(body))
  );
}

/** Verbs that say a business makes a website ("we build sites", "designing websites"). */
const MAKING_VERBS = new Set(
  "build builds building design designs designing develop develops developing make makes making create creates creating".split(
    " ",
  ),
);

/** The run is websites its sentence's making verb takes as object ("we design and build Webflow sites"). */
function madeWebsites(run: Run): boolean {
  const head = run.toks[run.toks.length - 1];
  if (!head || !/^(web)?sites?$/.test(head.normal)) return false;
  // Past the platform or the kind named before them ("Webflow sites", "fast marketing sites").
  const toks = [...run.before, ...run.toks.slice(0, -1)];
  let k = toks.length - 1;
  while (k >= 0 && /^(PROPN|NOUN|ADJ|DET)$/.test(toks[k]?.pos ?? "")) k--;
  const verb = toks[k];
  if (verb && verb.pos === "VERB" && MAKING_VERBS.has(verb.normal)) return true;
  // "a studio building websites": the participle read as a noun, skipped above; only before "web"
  // words, since "building sites" are where builders work.
  const ing = toks.slice(k + 1).find((t) => t.normal.endsWith("ing") && MAKING_VERBS.has(t.normal));
  return !!ing && /^web/.test(head.normal);
}

/** Verbs whose object is whom a product serves: "helps dental clinics cut no-shows". */
const HELPING_VERBS = new Set([
  "help",
  "helps",
  "helping",
  "let",
  "lets",
  "allow",
  "allows",
  "enable",
  "enables",
]);

/**
 * "an app that helps dental clinics cut no-shows": the phrase between a helping verb and the verb
 * it helps to do names the users, ranked as clients after what the product does.
 */
function helped(run: Run): boolean {
  const before = [...run.before];
  const skip = () => {
    while (before.length > 0 && /^(DET|ADJ|NUM)$/.test((before[before.length - 1] as Tok).pos)) before.pop();
  };
  skip();
  // "we get founders and coaches booked": past the people joined before it.
  const joinedNoun = () => {
    const noun = before[before.length - 2];
    return /^(and|or|,)$/.test(before[before.length - 1]?.value ?? "") && !!noun && isNoun(noun);
  };
  while (joinedNoun()) {
    before.splice(-2);
    skip();
  }
  const prev = before[before.length - 1];
  const after = run.after;
  if (!prev || !after) return false;
  // "get founders booked on podcasts": the people the work is done for ("get documents
  // notarised" is the work itself).
  if (GETTING_VERBS.has(prev.normal)) {
    const head = singular(run.toks[run.toks.length - 1] as Tok);
    const person = AUDIENCE_NOUNS.has(head) || namesPerson(head);
    return person && after.pos === "VERB" && after.normal.endsWith("ed");
  }
  return (
    HELPING_VERBS.has(prev.normal) &&
    (after.pos === "VERB" || (after.normal === "to" && after.pos === "PART"))
  );
}

/** ", with proper pistachios": "with" opening a clause after a comma. */
function madeWith(run: Run): boolean {
  const before = [...run.before];
  while (before.length > 0 && /^(DET|ADJ|NUM|PROPN)$/.test((before[before.length - 1] as Tok).pos))
    before.pop();
  return before[before.length - 1]?.normal === "with" && before[before.length - 2]?.value === ",";
}

/** Verbs whose past participle before "with" says what a dish holds ("stuffed with cheese"). */
const FILLING_VERBS = new Set(
  "stuffed filled topped dusted drizzled glazed layered loaded rolled sprinkled".split(" "),
);

/**
 * "Stuffed by hand with cheese and loroco", "filled with custard": what a dish is filled or topped
 * with, "with" after such a participle and at most two words of how ("by hand").
 */
function filledWith(run: Run): boolean {
  const before = [...run.before];
  while (before.length > 0 && /^(DET|ADJ|NUM|PROPN)$/.test((before[before.length - 1] as Tok).pos))
    before.pop();
  if (before.pop()?.normal !== "with") return false;
  return before.slice(-3).some((t) => FILLING_VERBS.has(t.normal));
}

/** A phrase listed after the one before it ("pistachios, hand-stretched filo and clarified butter"). */
function listedAfter(run: Run): boolean {
  const before = [...run.before];
  const described = (t: Tok) =>
    /^(DET|ADJ|NUM)$/.test(t.pos) ||
    (t.pos === "PROPN" && isTitle(t)) ||
    (t.pos === "VERB" && t.normal.endsWith("ed"));
  while (before.length > 0 && described(before[before.length - 1] as Tok)) before.pop();
  return /^(,|and|or|&)$/.test(before[before.length - 1]?.value ?? "");
}

/** Verbs whose object, before a past participle, is whom the work is done for. */
const GETTING_VERBS = new Set(["get", "gets", "getting", "got"]);

/** A phrase after "in", "at" or "from": where the business trades or comes from, not what it does. */
/** "plus a recital", "plus Friday night tournaments": the run follows "plus". */
function afterPlus(run: Run): boolean {
  return wordsBefore(run).at(-1)?.normal === "plus";
}

/** The words before a run, past its articles, adjectives and numbers. */
function wordsBefore(run: Run): Tok[] {
  const before = [...run.before];
  while (before.length > 0 && /^(DET|ADJ|NUM)$/.test((before[before.length - 1] as Tok).pos)) before.pop();
  return before;
}

/**
 * "we also have diapers and pet food": what a business also has is on the side. Only "have": what
 * it also sells, stocks or offers is still of its trade ("a cheese shop; we also sell wine" draws
 * the wine beside the cheese, "a dry cleaner, also offers alterations" the scissors).
 */
const ALSO_VERBS = new Set(["have", "has"]);

/** Whether the run is what "also" adds: "we also have diapers". */
function afterAlso(run: Run): boolean {
  const before = wordsBefore(run);
  return ALSO_VERBS.has(before.at(-1)?.normal ?? "") && before.at(-2)?.normal === "also";
}

/** The preposition a run follows, past its articles and adjectives ("at the farmers market"). */
function prepositionOf(run: Run): string | undefined {
  const before = [...run.before];
  // "along the Atlantic coast": a name before the noun is part of its phrase, and so is a
  // name's possessive ("in St Mark's church hall").
  // "opposite the library": a word of place the tagger read as an adjective is still its preposition.
  const skipped = (t: Tok) =>
    (/^(DET|ADJ|NUM)$/.test(t.pos) && !BESIDE.has(t.normal)) ||
    (t.pos === "PROPN" && isTitle(t)) ||
    (t.pos === "PART" && t.normal === "'s");
  while (before.length > 0 && skipped(before[before.length - 1] as Tok)) before.pop();
  const prev = before[before.length - 1]?.normal;
  // "next to the university library", "close to the station": a two-word preposition of place.
  if (prev === "to" && NEXT_TO.has(before[before.length - 2]?.normal ?? "")) return "next";
  // "getting to hospital appointments", "trips to the coast": where people are taken.
  if (prev === "to" && TAKEN_TO.has(before[before.length - 2]?.normal ?? "")) return "towards";
  // "Customers ride off to the flower market", "riders head down to the coast": with a particle
  // between ("head" only so: "head to toe" is no going).
  const going = before[before.length - 3]?.normal ?? "";
  if (
    prev === "to" &&
    GOING_PARTICLES.has(before[before.length - 2]?.normal ?? "") &&
    (TAKEN_TO.has(going) || /^head(s|ed|ing)?$/.test(going))
  )
    return "towards";
  // "we talk to the printer so you don't have to": whom the business deals with on the way.
  if (prev === "to" && TALKED_TO.has(before[before.length - 2]?.normal ?? "")) return "towards";
  return prev;
}

const TALKED_TO = new Set("talk talks talking speak speaks speaking chat chats chatting".split(" "));

const NEXT_TO = new Set(["next", "close"]);
/** Particles between a verb of going and "to" ("ride off to", "head down to", "go back to"). */
const GOING_PARTICLES = new Set(["off", "down", "up", "back", "over", "out", "on", "straight"]);
const TAKEN_TO = new Set(
  "get gets getting go goes going travel travelling traveling trip trips ride rides lift lifts journey journeys run runs transport transfer transfers".split(
    " ",
  ),
);

function where(run: Run): boolean {
  const prev = prepositionOf(run);
  // "made from organic cotton" is a material, not a place.
  const before = run.before.filter((t) => !/^(DET|ADJ|NUM)$/.test(t.pos));
  const made = before[before.length - 2]?.normal === "made";
  if (prev === "on") {
    const head = singular(run.toks[run.toks.length - 1] as Tok);
    return ON_PLACES.has(head) || ON_GROUND_FILES.has(nounSenses(head)[0]?.lexFile ?? -1);
  }
  return !!prev && (PLACE_PREPOSITIONS.has(prev) || BESIDE.has(prev) || prev === "towards") && !made;
}

/** The business's phrase heads a thing one can draw that is no person ("packed lunches", not "a network"). */
function sellsThing(run: Run | undefined): boolean {
  const head = run?.toks.at(-1);
  if (!head) return false;
  const word = singular(head);
  return isConcrete(word) && nounSenses(word)[0]?.lexFile !== PERSON_FILE;
}

/** WordNet's lexicographer files of acts and of cognition (disciplines: "engineering", "law"). */
const FIELD_FILES = new Set([4, 9]);

/**
 * "in civil engineering", "in palliative care": a phrase right after "in" whose head is a
 * discipline or an activity, not a place, a building or a time.
 */
function practisedField(run: Run): boolean {
  if (prepositionOf(run) !== "in" || run.before.at(-1)?.normal !== "in") return false;
  const head = run.toks.at(-1) as Tok;
  if (!isNoun(head) || isName(head)) return false;
  const [usual] = nounSenses(singular(head));
  return usual !== undefined && FIELD_FILES.has(usual.lexFile);
}

/** Verbs after which "in" names the trade ("we specialise in greenhouses"), not where it is. */
const IN_TRADE_VERBS = new Set(
  "specialise specialises specialising specialize specializes specializing deal deals dealing trade trades trading invest invests".split(
    " ",
  ),
);

/** Broader terms of buildings and rooms: "in" before one says where the work is done. */
const BUILDING_WORDS = new Set(["building", "edifice", "room"]);

/**
 * "grind them on a stone mill in the old barn", "in our kitchen": "in" before a building or a
 * room says where the business works, not what it offers (as "at" does); before other things it
 * often says how ("shipped in plastic-free packaging").
 */
function inBuilding(run: Run): boolean {
  if (prepositionOf(run) !== "in") return false;
  const before = run.before.filter((t) => !/^(DET|ADJ|NUM)$/.test(t.pos));
  if (IN_TRADE_VERBS.has(before[before.length - 2]?.normal ?? "")) return false;
  const head = singular(run.toks[run.toks.length - 1] as Tok);
  return broaderTerms(head, 4).some((level) => level.some((w) => BUILDING_WORDS.has(w)));
}

/**
 * "on the harbour road", "on campus", "a sauna on a trailer": a way, a front or a vehicle the
 * business stands on, not a topic.
 */
const ON_PLACES = new Set(
  "road street avenue boulevard lane corner beach waterfront seafront harbour harbor square campus coast island promenade pier boardwalk highway trailer truck van wheels green".split(
    " ",
  ),
);

/**
 * WordNet's lexicographer files of locations and natural objects: "on the slopes of the
 * Croix-Rousse", "on the village green" say where the business stands, as a road does.
 */
const ON_GROUND_FILES = new Set([15, 17]);

/**
 * Prepositions that only say where something is ("hidden behind a barbershop door", "by the
 * reservoir") or how it is had ("by appointment", "by phone").
 */
const BESIDE = new Set([
  "behind",
  "beside",
  "inside",
  "outside",
  "above",
  "below",
  "beneath",
  // "under the railway bridge", "under the frangipani trees".
  "under",
  "underneath",
  "opposite",
  "next",
  "by",
]);

const POSSESSIVES = new Set(["your", "my", "our", "their"]);
/** The possessives of whom a business serves. */
const CLIENTS_OWN = new Set(["your", "their"]);
/** The founder's possessives ("my collie", "our parrot", "my aunt"). */
const FOUNDERS_OWN = new Set(["my", "our"]);
/** Feelings a founder's opening question names ("Tired of...?"). */
const FEELINGS = new Set(["tired", "sick", "bored"]);
/** What an order after a comma or a colon takes ("list yours", "log every catch"). */
const ORDER_OBJECTS = new Set(["yours", "every", "each", "it", "them"]);
// "after their exams": what the client has done before they come is theirs too.
const OWNED_PREPOSITIONS = new Set(["with", "to", "on", "at", "in", "from", "into", "after"]);

/**
 * "with your phone", "to your home or hotel": a thing of the client's own that the business comes
 * to or works with, not what it offers; ranked with where it trades.
 */
function owned(run: Run): boolean {
  const before = run.before;
  for (let k = before.length - 1; k >= 0; k--) {
    const t = before[k] as Tok;
    if (POSSESSIVES.has(t.normal))
      return (
        OWNED_PREPOSITIONS.has(before[k - 1]?.normal ?? "") ||
        // "export for your accountant", "a gift for their nan": a person of the client's own whom a
        // thing is for is someone in the client's life, not the business's trade.
        (before[k - 1]?.normal === "for" && CLIENTS_OWN.has(t.normal) && personHead(run))
      );
    // "to your home or hotel"; not a list's next item ("on your website, waitlist and reminders").
    if (!(isNoun(t) || /^(DET|ADJ|NUM)$/.test(t.pos) || t.normal === "or")) return false;
  }
  return false;
}

/** The run ends in a word naming a person ("accountant", "nan"). */
function personHead(run: Run): boolean {
  const head = run.toks.at(-1);
  return !!head && namesPerson(singular(head));
}

/**
 * "lean your bike on the rack", "refill your bottle", "park your car": at a food or drink
 * business, the client's own thing that is no food or drink is what they come with, not what is
 * served ("enjoy your coffee" is still the coffee).
 */
function carriedByClient(run: Run): boolean {
  const head = run.toks.at(-1);
  if (!head || nounSenses(singular(head))[0]?.lexFile === FOOD_FILE) return false;
  for (let k = run.before.length - 1; k >= 0; k--) {
    const t = run.before[k] as Tok;
    if (CLIENTS_OWN.has(t.normal)) return true;
    if (t.pos !== "ADJ") return false;
  }
  return false;
}

/**
 * A unit of sale ("packages", "plans", "rates") followed by its price: "start at", "from" with no
 * word after it (the amount is no word), "cost".
 */
function priced(run: Run): boolean {
  const head = run.toks.at(-1);
  if (!head || !PRICED_UNITS.has(singular(head))) return false;
  const after = run.after?.normal ?? "";
  if (PRICE_VERBS.has(after)) return true;
  if (after !== "from") return false;
  const rest = (run.following ?? []).filter((t) => t !== run.after);
  return !rest.some(
    (t) => /\p{L}/u.test(t.value) && !/^(?:just|only|per|a|an)$/.test(t.normal) && !isTimeWord(t.normal),
  );
}

/** Quantifiers of "on every label", "with each order". */
const EACH = new Set(["every", "each"]);
/** Prepositions of a thing that comes with each sale ("on every label", "with each order"). */
const EACH_PREPOSITIONS = new Set(["on", "with", "in", "inside"]);

/**
 * "macros on every label", "a free check with every sale", "a note in each box": what comes with
 * each sale is a detail of how it is sold, not what is offered; ranked with the setting.
 */
function withEach(run: Run): boolean {
  const words = [...run.before, ...run.toks.slice(0, -1)];
  const k = words.findLastIndex((t) => EACH.has(t.normal));
  if (k < 0 || words.slice(k + 1).some((t) => !/^(ADJ|NOUN|PROPN)$/.test(t.pos))) return false;
  return EACH_PREPOSITIONS.has(words[k - 1]?.normal ?? "");
}

/** Prepositions that set a time by an event ("before your train", "after the match"). */
const TIME_PREPOSITIONS = new Set(["before", "after", "until", "till", "during"]);

/**
 * "pick them up before your train", "pints after the match": the event a time is set by is the
 * client's day, not something the business offers.
 */
function timedBy(run: Pick<Run, "before">): boolean {
  const before = run.before;
  for (let k = before.length - 1; k >= 0; k--) {
    const t = before[k] as Tok;
    if (TIME_PREPOSITIONS.has(t.normal)) return true;
    if (!(/^(DET|ADJ|NUM)$/.test(t.pos) || POSSESSIVES.has(t.normal))) return false;
  }
  return false;
}

/** Words after a phrase that make it a term of a visit ("vouchers accepted", "dogs welcome"). */
const TERMS_AFTER = new Set(["accepted", "welcome", "welcomed", "allowed"]);

/** Verbs telling the client what to bring ("bring a flask", "bring your own mat"). */
const BRING_VERBS = new Set(["bring", "bringing", "pack"]);

/**
 * "bring a flask and a tow float": what the client is told to bring is their own, not what the
 * business offers; ranked with where it trades. A list continues it ("and a tow float"). "Bring
 * your own jars" is how a refill shop sells, so only "a", "an" or "some" before the thing count.
 */
function brought(run: Run, previous: Run | undefined, previousBrought: boolean): boolean {
  const before = run.before;
  for (let k = before.length - 1; k >= 0; k--) {
    const t = before[k] as Tok;
    if (BRING_VERBS.has(t.normal)) return t.pos === "VERB" || k === 0;
    if (!/^(a|an|some|ADJ|NUM)$/.test(t.pos === "DET" ? t.normal : t.pos)) break;
  }
  return (
    previousBrought &&
    !!previous &&
    previous.sentence === run.sentence &&
    before.length > 0 &&
    before.every((t) => /^(and|or|,)$/.test(t.normal) || t.pos === "DET")
  );
}

function placeOf(run: Run): boolean {
  const names = run.toks.every(isName);
  if (!names) return false;
  // "in Bali", "based in Austin", "in rural Kenya".
  const before = [...run.before];
  if (before[before.length - 1]?.pos === "ADJ") before.pop();
  const prev = before[before.length - 1];
  return !!prev && PLACE_PREPOSITIONS.has(prev.normal);
}

const surface = (toks: Tok[]) =>
  toks
    .map((t) => (isName(t) || isAcronym(t) || STORE_PLATFORMS.has(t.normal) ? t.value : t.normal))
    .join(" ")
    .replace(/ - /g, "-")
    .replace(/ (['’]s)\b/g, "$1");

/**
 * `software`: the business makes a digital product (its category says so). Its business phrase
 * then names the product by what it does and what kind of thing it is ("a booking engine", "a
 * habit tracker app"): the kind, a thing or a person taken literally ("engine", "tracker"), is not
 * what it does, so it ranks after the function ("booking", "habit").
 */
export function readEnglish(text: string, options: { software?: boolean; food?: boolean } = {}): Reading {
  const sentences = tokensOf(text);
  const runs = runsOf(sentences);
  const reading: Reading = {
    business: null,
    offerings: [],
    audience: [],
    place: null,
    concepts: [],
    avoid: [],
    cues: sentences.flat().flatMap((t) => [t.normal, singular(t)]),
  };

  let previous: Run | undefined;
  let previousNegated = false;
  let previousBrought = false;
  /** "children's" before the business phrase: kept in it ("children's clothes"). */
  let possessor: string | null = null;
  const businessConcepts: string[] = [];
  /** The business phrase's head nouns ("house" in "a tea house"). */
  const businessHeads = new Set<string>();
  /** The business phrase's modifiers that only say where it trades ("street" crepe stand). */
  const settings = new Set<string>();
  /** A software product's literal kind ("engine" of a booking engine): after what it does. */
  const products = new Set<string>();
  /** A head that only packs the goods ("box" of "lamb boxes"): after where they come from too. */
  const packings = new Set<string>();
  const otherConcepts: string[] = [];
  /** The noun a modifier was written before ("manicure" of "gel manicures"). */
  const headOf = new Map<string, string>();
  const noteHeads = (concepts: string[], written: string) => {
    const text = written.toLowerCase();
    for (const c of concepts) {
      const head = concepts.find((h) => h !== c && text.includes(`${c} ${h}`));
      if (head && !headOf.has(c)) headOf.set(c, head);
    }
  };
  /** Activities the client's own place is for ("bouldering" of "at your bouldering gym"). */
  const servedActivities: string[] = [];
  /** The people the last phrase after "for" named ("for women"), whose field may follow. */
  let peopleFor: Run | undefined;
  /**
   * "a walk tracker for dog owners", "booking software for dog groomers": a software product's
   * users named by what they keep or practise have that thing as its subject (the dog), drawn
   * first, as the activity of a client's own place is; the people stay whom it serves.
   */
  const usersTrade = (run: Run, next?: Run): string[] => {
    // "software for prawn farms", "booking software for tattoo studios": the premises of a trade
    // stand for its people when the product names nothing of its own ("membership software for
    // sports clubs" handles memberships). "groomers": an agent noun WordNet lacks names a person too.
    const namesNothing = businessConcepts.every((c) => GENERIC_HEADS.has(c));
    const isPeople = (word: string) =>
      AUDIENCE_NOUNS.has(word) ||
      namesPerson(word) ||
      (namesNothing && (GENERIC_WHEN_HEAD.has(word) || BUSINESS_HEADS.has(word))) ||
      (nounSenses(word).length === 0 && /(er|or|ist)$/.test(word));
    const own = singular(run.toks.at(-1) as Tok);
    const named = next && !isPeople(own) ? next : run;
    const head = singular(named.toks.at(-1) as Tok);
    const people = isPeople(head);
    // "for driving instructors": a gerund the tagger read as a verb was cut from its phrase.
    const before = [...run.before];
    const cut: Tok[] = [];
    while (before.length > 1 && isGerund(before.at(-1) as Tok) && before.at(-2)?.normal === "for")
      cut.unshift(before.pop() as Tok);
    // "for plumbing and heating engineers": an item listed before the people shares their head.
    const modifiers = named === run ? [...cut, ...run.toks.slice(0, -1)] : [...cut, ...run.toks];
    // "A photo editor for food bloggers" is about photos: a product named by the means it handles
    // keeps it first.
    const means = businessConcepts.some((c) => SOFTWARE_MEANS.has(c));
    if (!options.software || !people || means || modifiers.length === 0) return [];
    return conceptsOf(modifiers).filter((c) => c !== head && !AUDIENCE_NOUNS.has(c));
  };
  /** Concepts of the phrases after "for" once the business is known ("for banks and insurers"). */
  const clientConcepts: string[] = [];
  /** Concepts of the phrases that say where it trades ("at the farmers market", "from a farm"). */
  const settingConcepts: string[] = [];
  /** The client's own things the business comes to or works with ("with your phone"). */
  const ownedConcepts: string[] = [];
  let previousClient = false;
  let previousIngredient = false;
  /** The last phrase read as on the side ("plus tournaments"). */
  let extraRun: Run | undefined;
  /** The last phrase read as where the business trades. */
  let whereRun: Run | undefined;
  /** The phrase read as what the business is. */
  let businessRun: Run | undefined;
  // "plastic-free": plastic is to be avoided.
  for (const t of sentences.flat()) {
    const free = /^([\p{L}]+)-free$/u.exec(t.normal);
    if (free?.[1]) reading.avoid.push(singular({ normal: free[1], lemma: free[1] }));
  }
  const joined = new Set<Run>();
  // "Fungus in your lens or a sticky shutter? We repair film cameras": a question put to the
  // reader is their problem; the business is what the first sentence after it names.
  const opening = openingSentence(sentences);
  const named = businessSentence(sentences, runs, opening);
  const first = named.sentence;
  const opened = named.run ?? openedBusiness(runs, first, sentences);
  const served = servedOpening(sentences[first]);
  for (const [r, run] of runs.entries()) {
    if (joined.has(run)) continue;
    const isNegated = negated(run, previous, previousNegated);
    const isBrought = brought(run, previous, previousBrought);
    previousBrought = isBrought;
    const afterFor = forClient(run, previousClient ? previous : undefined);
    // "an online shop for handmade kites": a business phrase naming nothing of its own has its
    // trade after "for"; once it names something ("an agency for banks"), what follows is a client.
    // Once something else it does has been named ("a short-video agency making TikTok content for
    // skincare brands"), the phrase after "for" is whom that is for, not its trade.
    const offeredFirst = previous !== businessRun && otherConcepts.length > 0;
    const trade =
      afterFor && !!reading.business && businessConcepts.length === 0 && !previousClient && !offeredFirst;
    const client: boolean = (afterFor && (businessConcepts.length > 0 || offeredFirst)) || helped(run);
    previousClient = client;
    if (!run.possessor) possessor = possessor && previous?.possessor ? possessor : null;
    // "at the end of the pier", "at weddings and product launches": a phrase continuing one that
    // says where the business trades says where too.
    const continuesWhere =
      !!previous &&
      previous === whereRun &&
      previous.sentence === run.sentence &&
      /^(of|and|or)$/.test(prepositionOf(run) ?? "");
    previous = run;
    previousNegated = isNegated;

    if (placeOf(run)) {
      reading.place ??= run.toks.map((t) => t.value).join(" ");
      continue;
    }
    const head = run.toks[run.toks.length - 1] as Tok;
    // A software product opening its description with a thing and a person's word ("sheet music
    // reader", "podcast player") is the device that handles the thing, not whom it serves.
    const product =
      options.software &&
      !reading.business &&
      run.sentence === first &&
      !run.possessor &&
      run.toks.slice(0, -1).some((t) => isNoun(t) && !isName(t) && !AUDIENCE_NOUNS.has(singular(t)));
    if (!product && (AUDIENCE_NOUNS.has(singular(head)) || AUDIENCE_NOUNS.has(head.normal))) {
      const kept = run.toks.filter((t) => !FILLER_ADJECTIVES.has(t.normal) || t === head);
      if (!isNegated) reading.audience.push(surface(kept));
      if (!isNegated && afterFor) servedActivities.push(...usersTrade(run));
      else if (!isNegated && membersOf(run, runs[r + 1]))
        servedActivities.push(...conceptsOf(run.toks.slice(0, -1)).filter(membersThing));
      possessor = run.possessor ? `${surface(kept)}'s` : null;
      peopleFor = afterFor && !isNegated ? run : undefined;
      continue;
    }
    // "a network for women in civil engineering", "a forum for parents in home education": the
    // field the people a group is for work in is what they do, drawn first, not where it meets.
    // Not when the business sells a thing ("packed lunches for workers in construction": lunches).
    const field = peopleFor?.sentence === run.sentence && practisedField(run) && !sellsThing(businessRun);
    peopleFor = undefined;
    if (field && !isNegated) {
      servedActivities.push(...conceptsOf(run.toks));
      continue;
    }

    // "lion's mane mushrooms": the possessive's words are the name of a kind of the goods, no
    // things of their own (a lion for a mushroom farm).
    const concepts = conceptsOf(run.namedKind ? [head] : run.toks, {
      platforms: !CHANNEL_PREPOSITIONS.has(prepositionOf(run) ?? ""),
      // "Discord servers": the platform's name may end the run before its places.
      before: run.before.at(-1),
      after: run.after,
      following: run.following,
    });
    // "We design and build Webflow sites": websites are a generic word in most descriptions ("order
    // on our website"), but what a business makes when they are the object of its making verb.
    if (concepts.length === 0 && madeWebsites(run)) concepts.push("website");
    if (isNegated) {
      reading.avoid.push(...concepts);
      continue;
    }
    // "A spreadsheet replacement for sheep farmers": what a product replaces is what it is not,
    // and the phrase after "for" names its trade.
    if (REPLACING_HEADS.has(singular(head))) {
      reading.avoid.push(...concepts.filter((c) => c !== singular(head)));
      continue;
    }
    const kept = run.toks.filter(
      (t, k) =>
        !FILLER_ADJECTIVES.has(t.normal) &&
        (!isName(t) || isPlatform(t, run.toks[k - 1] ?? run.before.at(-1))) &&
        (k === run.toks.length - 1 || !isTimeWord(t.normal)),
    );
    // "we run instagram + tiktok": the platforms alone say the business is social media (video
    // when they all carry video: "we run YouTube").
    const platformsOnly =
      concepts.length > 0 &&
      concepts.every((c) => PLATFORM_CONCEPTS.has(c)) &&
      kept.every((t, k) => isPlatform(t, kept[k - 1] ?? run.before.at(-1)) || !/\p{L}/u.test(t.value));
    const meaningful = concepts.length > 0;
    const kind = BUSINESS_HEADS.has(singular(head));
    // "our parrot Kees greets them", "our dog sleeps under the gamelan": the founder's pet, once
    // the business is known, keeps them company; it is no offering and no setting either, and is
    // left out of the brief so that it does not turn the trade's word to an animal's sense (a
    // skate shop's skate read as the fish beside "our parrot Mango").
    if (reading.business && pet(run)) continue;
    // "After twenty years cooking on cruise ships I opened a roti shop": the story before the
    // business the founder opened says where they come from, not what they sell.
    if (
      run.sentence < first ||
      (opened && run.sentence === first && runs.indexOf(run) < runs.indexOf(opened)) ||
      // "Before founding our events agency I managed a ski chalet": the rest is what came first.
      (opened &&
        run.sentence === first &&
        runs.indexOf(run) > runs.indexOf(opened) &&
        foundedFirst(opened)) ||
      formerJob(run) ||
      circumstance(run) ||
      // "NHS vouchers accepted", "dogs welcome": the terms of a visit, not what is offered.
      TERMS_AFTER.has(run.after?.normal ?? "") ||
      run.toks.every((t) => served.has(t)) ||
      // "Warehouse near Turnberry.": premises after the opening sentence say where it trades.
      (run.sentence > first &&
        PREMISES_HEADS.has(singular(head)) &&
        (!run.after || PLACE_PREPOSITIONS.has(run.after.normal)))
    ) {
      settingConcepts.push(...concepts);
      continue;
    }
    // "with a pro plan for custom goals": a price tier says how it is sold.
    if (
      PRICE_TIERS.has(singular(head)) &&
      [...run.toks, run.before.at(-1)].some((t) => PRICE_TIER_MODIFIERS.has(t?.normal ?? ""))
    )
      continue;
    // "Packages start at $2,800", "Plans from $65", "day rates from $1,500": a unit of sale with its
    // price says what it costs, not what is offered.
    if (priced(run)) continue;
    if (
      !reading.business &&
      run.sentence === first &&
      // "We help dairy farms cut their bills": whom it helps is not what it is.
      !helped(run) &&
      (meaningful || kind) &&
      !run.possessor &&
      kept.length > 0 &&
      // "Learn to sail from your sofa: an online course": where it is used is not what it is.
      !owned(run) &&
      !where(run)
    ) {
      let lastKept = kept[kept.length - 1] as Tok;
      let phrase = [possessor, surface(kept)].filter(Boolean).join(" ");
      // "a yoga and pilates studio": a short phrase joined by "and" to the next is one business.
      const next = runs[r + 1];
      const joiner = run.after;
      if (
        next &&
        joiner &&
        (joiner.normal === "and" || joiner.normal === "&") &&
        next.before[next.before.length - 1] === joiner &&
        next.sentence === run.sentence &&
        kept.length <= 2 &&
        !isPlural(lastKept) &&
        !placeOf(next)
      ) {
        const nextKept = next.toks.filter((t) => !FILLER_ADJECTIVES.has(t.normal) && !isName(t));
        const nextHead = next.toks[next.toks.length - 1] as Tok;
        if (nextKept.length > 0 && !AUDIENCE_NOUNS.has(singular(nextHead))) {
          phrase = `${phrase} and ${surface(nextKept)}`;
          lastKept = nextKept[nextKept.length - 1] as Tok;
          concepts.push(...conceptsOf(next.toks));
          businessHeads.add(singular(nextHead));
          joined.add(next);
        }
      }
      reading.business = platformsOnly
        ? concepts.includes("social media")
          ? "social media"
          : (concepts[0] as string)
        : possessor || isPlural(lastKept) || lastKept.normal === "clothes"
          ? phrase
          : `${/^[aeiou]/.test(phrase) || /^[AEFHILMNORSX]\p{Lu}/u.test(phrase) ? "an" : "a"} ${phrase}`;
      // "Japanese kitchen knives", "organic cotton baby clothes": a plural head is the goods
      // themselves, drawn before what kind they are (a singular head is often the premises:
      // "kombucha brewery").
      const goods = concepts.at(-1);
      const plural = isPlural(lastKept) || lastKept.normal === "clothes";
      // "lamb boxes", "snack hampers": a head that only packs the goods is no goods itself.
      const packed = goods !== undefined && PACKAGING_HEADS.has(goods) && concepts.length > 1;
      if (
        plural &&
        !packed &&
        lastKept === head &&
        goods === singular(head) &&
        concepts.length > 1 &&
        isConcrete(goods) &&
        // "sheep farmers", "swimming teachers": people are no goods; what they work with leads.
        nounSenses(goods)[0]?.lexFile !== 18
      ) {
        concepts.pop();
        // "custom steel bicycle frames": goods that are a part of the made thing before them are
        // drawn after that thing, which leads.
        const whole = concepts.at(-1);
        if (partOfWhole(goods, whole)) concepts.unshift(concepts.pop() as string, goods);
        else concepts.unshift(goods);
      }
      // "a wedding and party DJ": a person practising a trade drawn through its metaphor leads
      // the occasions or gatherings it serves (the turntable, not the wedding rings). So does one
      // serving an occasion and acts of its kind ("wedding and elopement photographer"); acts
      // alone are what is taught or done ("yoga and pilates teacher").
      const trade = concepts.at(-1);
      const firstFile = (c: string) => nounSenses(c)[0]?.lexFile ?? -1;
      const occasion = (c: string) => [11, 14].includes(firstFile(c));
      const served = concepts.slice(0, -1);
      if (
        trade === singular(lastKept) &&
        concepts.length > 1 &&
        TRADE_METAPHORS.has(trade) &&
        namesPerson(trade) &&
        served.some(occasion) &&
        served.every((c) => occasion(c) || firstFile(c) === 4)
      )
        concepts.unshift(concepts.pop() as string);
      businessConcepts.push(...concepts);
      businessHeads.add(singular(head));
      businessRun = run;
      noteHeads(concepts, phrase);
      const product = concepts.at(-1);
      if (options.software && product && concepts.length > 1 && isConcrete(product)) products.add(product);
      if (product && PACKAGING_HEADS.has(product) && concepts.length > 1) {
        products.add(product);
        packings.add(product);
      }
      // "an online course: learn pottery", "a newsletter about museums": a digital product that
      // is a medium is drawn by its subject; the medium comes after, with the setting.
      if (options.software && product && product === singular(head) && MEDIUM_HEADS.has(product))
        products.add(product);
      // "a charity that trains assistance dogs": the kind of organisation is drawn after what it
      // does, when it says what that is.
      if (
        product &&
        product === singular(head) &&
        (ORGANISATION_HEADS.has(product) || GATHERING_HEADS.has(product))
      )
        products.add(product);
      // "a school uniform bank": the goods a bank stocks are drawn, the bank after them.
      const stocked = concepts.at(-2);
      if (
        product &&
        product === singular(head) &&
        STOCK_HEADS.has(product) &&
        stocked &&
        isConcrete(stocked.split(" ").at(-1) ?? stocked)
      )
        products.add(product);
      // "audio bedtime stories", "video lessons in pottery": the means a digital product comes
      // through, modifying the thing it is, only says what form that takes ("a photo editor" and
      // "photo sharing" are about photos: the head is a device or an activity there).
      const formOnly =
        options.software &&
        !!product &&
        product === singular(head) &&
        !products.has(product) &&
        !isGerund(head) &&
        !GENERIC_HEADS.has(product);
      const modifiers = kept.slice(0, -1);
      // "canal boat cafe", "train station kiosk": a word before the place that says which place
      // it is belongs to the setting too (no food: "pie van" keeps its pie).
      const sitedUntil = options.food ? modifiers.findLastIndex((t) => sitedIn(t)) : -1;
      modifiers.forEach((t, k) => {
        if (
          SETTING_MODIFIERS.has(t.normal) ||
          (formOnly && SOFTWARE_MEANS.has(t.normal)) ||
          servedIn(t, lastKept) ||
          (options.food &&
            (sitedIn(t) ||
              (k < sitedUntil && isNoun(t) && nounSenses(singular(t))[0]?.lexFile !== FOOD_FILE)))
        )
          settings.add(singular(t));
      });
      continue;
    }
    // Outside the business phrase a phrase's head names the thing and its modifiers the kind
    // ("stunt kites", "box kites"): the head comes first. (In the business phrase the head is
    // often the premises, "kombucha brewery", so the order written stands there.)
    const headConcept = concepts.at(-1);
    // "thirty short video lessons", "a photo report": outside the business phrase, the means a
    // digital product's thing comes through only says what form it takes; so does the means of a
    // message any business sends ("a photo update after every visit").
    const headWord = singular(head);
    const message = run.toks.length > 1 && nounSenses(headWord)[0]?.lexFile === COMMUNICATION;
    if ((options.software || message) && headConcept && !trade) {
      const form = (message ? concepts.filter((c) => c !== headWord) : concepts.slice(0, -1)).filter((c) =>
        SOFTWARE_MEANS.has(c),
      );
      for (const c of form) concepts.splice(concepts.indexOf(c), 1);
    }
    if (trade && headConcept) {
      businessConcepts.push(...concepts);
      businessHeads.add(headConcept);
    }
    // "my grandmother's baklava the way she did, with proper pistachios, filo and clarified
    // butter": a clause set off by a comma saying what a food is made with lists ingredients,
    // ranked after what is sold ("crepes with Nutella and banana" are still what is sold).
    const ingredient: boolean =
      !!options.food &&
      !client &&
      !!businessRun &&
      ((businessRun.sentence === run.sentence && prepositionOf(run) === "with" && madeWith(run)) ||
        filledWith(run) ||
        (previousIngredient && listedAfter(run)));
    previousIngredient = ingredient;
    const ownedThing =
      !client &&
      (owned(run) ||
        ingredient ||
        isBrought ||
        overMedium(run) ||
        answered(run) ||
        withEach(run) ||
        (!!options.food && carriedByClient(run)));
    const setting = !client && (where(run) || continuesWhere || ownedThing);
    whereRun = setting && !ownedThing ? run : undefined;
    if (!client && !setting) noteHeads(concepts, run.toks.map((t) => t.normal).join(" "));
    // "at your bouldering gym": the activity the client's own place is for is what the business
    // serves, as an activity learnt is ("learn to sail"); the place stays with the setting.
    if (ownedThing && !ingredient && concepts.length > 1) {
      const done = concepts.slice(0, -1).filter((c) => c.endsWith("ing") && drawTier(c) !== null);
      servedActivities.push(...done);
      concepts.splice(0, concepts.length, ...concepts.filter((c) => !done.includes(c)));
    }
    if (client && afterFor) {
      const next = runs[r + 1];
      const sharing =
        !!next && next.sentence === run.sentence && /^(and|or|&)$/.test(run.after?.normal ?? "");
      servedActivities.push(
        ...usersTrade(run, sharing && next && listedBefore(run, next) ? next : undefined),
      );
    }
    // "custom steel bicycle frames", "vintage car parts": a head naming a part of the made thing
    // before it is drawn after that thing.
    const whole = concepts.at(-2);
    const partOf = partOfWhole(headConcept, whole);
    (client ? clientConcepts : ownedThing ? ownedConcepts : setting ? settingConcepts : otherConcepts).push(
      ...(partOf && whole && headConcept
        ? [whole, headConcept, ...concepts.slice(0, -2)]
        : concepts.length > 1 && headConcept
          ? [headConcept, ...concepts.slice(0, -1)]
          : concepts),
    );
    // Where it trades or gets things ("at breweries", "from mountain dairies") and whom it serves
    // are not what it offers ("in" often says how: "shipped in plastic-free packaging").
    // Nor is the event a time is set by ("before your train").
    const elsewhere =
      (setting &&
        (ownedThing ||
          continuesWhere ||
          /^(at|from|near|across|around|on|towards)$/.test(prepositionOf(run) ?? "") ||
          BESIDE.has(prepositionOf(run) ?? "") ||
          inBuilding(run))) ||
      timedBy(run);
    // "report lost pets with a photo": the means a digital product works through is not something
    // it offers; it stays a concept, ranked with the setting.
    const meansOnly = options.software && !trade && concepts.every((c) => SOFTWARE_MEANS.has(c));
    // "Comics and graphic novels, plus Friday night tournaments": what comes after "plus", to the
    // end of its sentence, is on the side, a concept but not the trade's own.
    // So, for a digital product, are the features set off by ", with" ("audio stories, with a
    // sleep timer and a night mode"): what it has, not what it is.
    const feature = options.software && !client && !trade && prepositionOf(run) === "with" && madeWith(run);
    // So is what a business "also" has ("we also have diapers and pet food").
    const extra = afterPlus(run) || afterAlso(run) || feature || extraRun?.sentence === run.sentence;
    extraRun = extra ? run : undefined;
    if (meaningful && kept.length > 0 && !client && !elsewhere && !meansOnly && !extra)
      reading.offerings.push(surface(kept));
  }
  // "learn to sail", "teaches kids how to knit": the activity learnt is what a course or an app
  // is about, as a gerund WordNet knows ("sailing").
  const learnt = [...sentences.flatMap(learntActivities), ...servedActivities];
  // "We swim in the sea at Tynemouth every morning": a description that names no business in its
  // opening sentence but says what the founders do there is about that activity ("swimming").
  // So is one whose opening phrase is only where they do it ("We row on the canal").
  const businessWhere =
    businessRun?.sentence === first &&
    /^(on|in|at|along|across|around|through|over)$/.test(prepositionOf(businessRun) ?? "");
  if (!reading.business || businessWhere) learnt.push(...doneActivities(sentences[first] ?? []));
  reading.concepts = rankConcepts([
    ...learnt.map((concept) => ({ concept, business: true })),
    ...businessConcepts.map((concept) => ({
      concept,
      business: true,
      modifies: headOf.get(concept),
      head: businessHeads.has(concept),
      packing: packings.has(concept),
      setting:
        (settings.has(concept) && !businessHeads.has(concept)) ||
        products.has(concept) ||
        // "Our AI listens to your dog's bark", "snap a photo of a leaf": the means heading the
        // phrase comes after what it handles ("a photo editor" is about photos).
        (options.software &&
          (SETTING_MODIFIERS.has(concept) || (SOFTWARE_MEANS.has(concept) && businessHeads.has(concept)))),
      software: options.software,
    })),
    ...otherConcepts.map((concept) => ({
      concept,
      business: false,
      modifies: headOf.get(concept),
      setting: options.software && SOFTWARE_MEANS.has(concept),
    })),
    ...settingConcepts.map((concept) => ({ concept, business: false, where: true })),
    ...ownedConcepts.map((concept) => ({ concept, business: false, setting: true })),
    ...clientConcepts.map((concept) => ({ concept, business: false, client: true })),
  ]);
  reading.concepts = foodsOfEarlier(withoutRefreshments(reading.concepts, reading.business, text, options));
  return reading;
}

/**
 * "a coffee timer: weigh your beans", "a coffee roaster selling beans": a food named after the first
 * concept that WordNet lists, with it, as a food of its own that is no kind of the word alone is
 * that food (coffee beans are seeds, not legumes). Chicken and salad stay as they are (a chicken
 * salad is a salad), and only foods: "dog" and "house" are no dog house.
 */
function foodsOfEarlier(concepts: string[]): string[] {
  const out: string[] = [];
  const food = (word: string) => nounSenses(word)[0]?.lexFile === FOOD_FILE;
  const otherFood = (m: string, c: string) => {
    const pair = `${m} ${c}`;
    if (m.includes(" ") || c.includes(" ") || !food(c) || !food(pair) || !baseForm(pair)) return false;
    // "pizza, pies": a pizza pie is the pizza itself, no other food the pies could be.
    if (nounSenses(pair)[0]?.offset === nounSenses(m)[0]?.offset) return false;
    return !broaderTerms(pair, 4).some((level) => level.includes(c));
  };
  for (const [k, c] of concepts.entries()) {
    // Only the first concept, the trade's own thing, names the later food ("coffee").
    const earlier = k > 0 && concepts[0] && otherFood(concepts[0], c) ? concepts[0] : undefined;
    const read = earlier ? `${earlier} ${c}` : c;
    if (!out.includes(read)) out.push(read);
  }
  return out;
}

/**
 * "a running club ..., with a coffee afterwards", "talks, workshops and pizza": a club or a meetup
 * whose own subject is no food meets for that subject; the food and drink named after it are the
 * refreshments, not a concept of its trade. A supper club or a food business keeps them, and so
 * does one whose goods the food names ("packets of vegetable and flower seeds").
 */
function withoutRefreshments(
  concepts: string[],
  business: string | null | undefined,
  text: string,
  options: { software?: boolean; food?: boolean },
): string[] {
  // "a running club meeting every Saturday": the tagger may run the verb after into the phrase.
  const gathers = (business ?? "")
    .toLowerCase()
    .split(" ")
    .some((w) => MEMBERS_HEADS.has(w));
  const written = text.toLowerCase();
  const usualFood = (word: string) => !word.includes(" ") && nounSenses(word)[0]?.lexFile === FOOD_FILE;
  // "coffee and cake": a word with a food sense among others (a cake of soap) is that food when
  // joined to a food.
  const joined = (a: string, b: string) =>
    new RegExp(`\\b${a}s?,? (?:and|or|&) ${b}s?\\b`, "u").test(written);
  const food = (word: string) =>
    usualFood(word) ||
    (!word.includes(" ") &&
      nounSenses(word).some((s) => s.lexFile === FOOD_FILE) &&
      concepts.some((o) => o !== word && usualFood(o) && (joined(o, word) || joined(word, o))));
  // "a cooking club", "a wine club": a subject defined by food keeps the food named after it.
  const aboutFood = (word: string) => {
    const [usual] = nounSenses(word);
    return (
      !!usual && (usual.lexFile === FOOD_FILE || /\b(?:food|cook\w*|bak\w*|drink\w*)\b/.test(usual.gloss))
    );
  };
  const first = concepts[0];
  if (options.food || options.software || !gathers || !first || aboutFood(first)) return concepts;
  const modifies = (c: string) =>
    [...written.matchAll(new RegExp(`\\b${c}s? (?:(?:and|or|&) \\p{L}+ )?(\\p{L}+)`, "gu"))].some((m) =>
      concepts.some((h) => h !== c && (m[1] === h || m[1] === `${h}s` || m[1] === `${h}es`)),
    );
  return concepts.filter((c, k) => k === 0 || !food(c) || modifies(c));
}

/** Words opening a clause that says when or on what condition, not what is sold. */
const CIRCUMSTANCE_CUES = new Set(["when", "whenever", "if", "unless"]);

/** "plus a damson jelly when the trees allow": the clause's phrases are circumstance. */
function circumstance(run: Run): boolean {
  for (let k = run.before.length - 1; k >= 0; k--) {
    const t = run.before[k] as Tok;
    if (CIRCUMSTANCE_CUES.has(t.normal)) return k > 0;
    if (t.value === "," || t.value === ";" || t.value === ":" || isNoun(t)) return false;
  }
  return false;
}

/**
 * "I was a gas engineer", "we were both producers at the BBC", "Former joiner", "run by an
 * ex-firefighter": what the founder did before is their story, ranked with the setting.
 */
function formerJob(run: Run): boolean {
  const opening = run.toks[0] as Tok;
  if (/^(former|ex|retired)$/.test(opening.normal) || /^ex-\p{L}/u.test(opening.normal)) return true;
  const before = [...run.before];
  while (before.length > 0 && /^(DET|ADJ|NUM)$/.test((before[before.length - 1] as Tok).pos)) before.pop();
  const verb = before[before.length - 1]?.normal ?? "";
  if (/^(former|ex|formerly)$/.test(verb)) return true;
  return /^(was|were)$/.test(verb) && SUBJECTS.has(before[before.length - 2]?.normal ?? "");
}

/** Verbs with which a founder says they set the business up ("I opened a ...", "we started a ..."). */
const OPENING_VERBS = new Set([
  "opened",
  "open",
  "started",
  "start",
  "launched",
  "founded",
  "began",
  "run",
  "runs",
  "own",
]);

/**
 * "our parrot Kees", "my collie rides in the passenger seat": an animal of the founder's own,
 * named or doing something, is a pet.
 */
function pet(run: Run): boolean {
  const head = run.toks.at(-1) as Tok;
  if (!FOUNDERS_OWN.has(run.before.at(-1)?.normal ?? "")) return false;
  if (nounSenses(singular(head))[0]?.lexFile !== ANIMAL_FILE) return false;
  const after = run.after;
  return !!after && ((after.pos === "PROPN" && isTitle(after)) || after.pos === "VERB");
}

/**
 * "sessions online over video", "advice via email or phone": a medium the work is done over is
 * how it reaches the client, not what it offers ("over 200 videos" is a number).
 */
function overMedium(run: Run): boolean {
  const before = [...run.before];
  while (before.length > 0 && /^(DET|ADJ)$/.test((before[before.length - 1] as Tok).pos)) before.pop();
  if (!/^(over|via)$/.test(before.at(-1)?.normal ?? "")) return false;
  const head = singular(run.toks.at(-1) as Tok);
  return nounSenses(head)
    .slice(0, 2)
    .some((s) => s.lexFile === COMMUNICATION);
}

/** Verbs of replying: what they take is how clients reach the business ("we answer the phone"). */
const ANSWERING = new Set(["answer", "answers", "answering", "answered", "return", "returns", "returning"]);

/**
 * "and we answer the phone", "we return every call": the phone or the message answered is how the
 * business is reached, not what it offers; ranked with where it trades.
 */
function answered(run: Run): boolean {
  const verb = wordsBefore(run).at(-1);
  if (!verb || !ANSWERING.has(verb.normal) || verb.pos !== "VERB") return false;
  const head = singular(run.toks.at(-1) as Tok);
  return ANSWERED_MEDIA.has(head);
}

/** What a business answers or returns when clients get in touch. */
const ANSWERED_MEDIA = new Set([
  "phone",
  "telephone",
  "call",
  "email",
  "message",
  "text",
  "enquiry",
  "inquiry",
]);

/** "Before founding our events agency, I...": a sentence that opens with what was founded. */
function foundedFirst(run: Run): boolean {
  const before = run.before.filter((t) => !/^(DET|ADJ|NUM)$/.test(t.pos) && !POSSESSIVES.has(t.normal));
  return (
    before.length === 2 &&
    before[0]?.normal === "before" &&
    OPENING_GERUNDS.has(before[1]?.normal ?? "") &&
    run.before.length < 4
  );
}

/** The opening verbs as gerunds, after a word that turns from the story ("before starting"). */
const OPENING_GERUNDS = new Set(["starting", "opening", "founding", "launching"]);
const STORY_TURNS = new Set(["before", "after", "since"]);

/**
 * The phrase of the first sentence that a founder's opening verb takes, when a story comes before
 * it ("After twenty years cooking on cruise ships I opened a tiny roti shop"): that phrase is what
 * the business is. Undefined when the sentence opens with the business itself.
 */
function openedBusiness(runs: Run[], first: number, sentences: Tok[][]): Run | undefined {
  const found = runs.find((run) => {
    if (run.sentence !== first) return false;
    // "I opened a tiny Caribbean roti shop": past its article, adjectives and names.
    const sentence = sentences[run.sentence] ?? [];
    const before = sentence.slice(0, Math.max(sentence.indexOf(run.toks[0] as Tok), 0));
    const skipped = (t: Tok) =>
      /^(DET|ADJ|NUM)$/.test(t.pos) || POSSESSIVES.has(t.normal) || (t.pos === "PROPN" && isTitle(t));
    while (before.length > 0 && skipped(before[before.length - 1] as Tok)) before.pop();
    // "I finally started making my grandmother's baklava": what the opening verb's gerund makes,
    // with an adverb allowed between the founder and the verb.
    const gerund = before[before.length - 1];
    if (
      gerund?.pos === "VERB" &&
      gerund.normal.endsWith("ing") &&
      OPENING_VERBS.has(before[before.length - 2]?.normal ?? "")
    )
      before.pop();
    if (before[before.length - 2]?.pos === "ADV") before.splice(before.length - 2, 1);
    // "took over an oyster bed": taking a business over is setting it up.
    const takenOver =
      before.at(-1)?.normal === "over" && /^(took|take|taken)$/.test(before.at(-2)?.normal ?? "");
    if (takenOver) before.pop();
    const verb = before[before.length - 1];
    // "I spent a decade as a ship's cook before starting a recruitment agency", "Before founding
    // our events agency I managed a ski chalet": what a founder set up after their story.
    if (verb && OPENING_GERUNDS.has(verb.normal) && STORY_TURNS.has(before[before.length - 2]?.normal ?? ""))
      return true;
    // "I opened", "my aunt founded": the founder or their family.
    const subject = before[before.length - 2]?.normal ?? "";
    const family = FAMILY.has(subject) && FOUNDERS_OWN.has(before[before.length - 3]?.normal ?? "");
    // "I came home to Whitstable and took over...", "... and opened a bakery": a second verb of
    // the founder's, in the past (not "we rehabilitate owls and run school visits").
    const founderBefore =
      subject === "and" &&
      (takenOver || /ed$/.test(verb?.normal ?? "")) &&
      sentence.slice(0, sentence.indexOf(verb as Tok)).some((t) => SUBJECTS.has(t.normal));
    return (
      !!verb &&
      (OPENING_VERBS.has(verb.normal) || takenOver) &&
      (SUBJECTS.has(subject) || family || founderBefore)
    );
  });
  return found && runs.some((r) => r.sentence === first && runs.indexOf(r) < runs.indexOf(found))
    ? found
    : undefined;
}

/** Words of an opening that tell the founder's story before the business ("Bit of background"). */
const STORY_WORDS = new Set(
  "background story intro introduction history bio years yrs decade decades was were spent worked grew studied retrained retired furloughed quit".split(
    " ",
  ),
);
/** Members of a founder's family whose story a description may open with. */
const FAMILY = new Set(
  "father dad mother mum mom grandmother grandfather gran granny grandma grandad grandpa nan uncle aunt great-uncle great-aunt parents husband wife brother sister son daughter".split(
    " ",
  ),
);

/** "My father fished out of Tegal...": a sentence that opens with the founder's family tells a story. */
function familyOpening(toks: Tok[]): boolean {
  return FOUNDERS_OWN.has(toks[0]?.normal ?? "") && FAMILY.has(toks[1]?.normal ?? "");
}

/** "So I built an app...", "So we started a...": the founder making something because of a story. */
function soMade(toks: Tok[]): boolean {
  return (
    toks[0]?.normal === "so" &&
    SUBJECTS.has(toks[1]?.normal ?? "") &&
    MADE_VERBS.has(toks[toks[2]?.pos === "ADV" ? 3 : 2]?.normal ?? "")
  );
}

/** Words that sum up what a rambling description has been about ("Basically we sell..."). */
const SUMMARY_WORDS = new Set(
  "basically essentially mainly mostly primarily principally yeah nutshell".split(" "),
);
/** Verbs a founder says what they sell with, right after "we" or "I" ("We sell backpacks"). */
const SELLING_VERBS = new Set("sell sells make makes bake bakes brew brews grow grows".split(" "));

/**
 * "Bit of background first: I spent 12 years as a paramedic... Basically we sell jacket potatoes":
 * a description that opens with the founder's story names the business later: in the last
 * sentence that sums it up ("basically", "mainly", "we sell", "it's a"), in a closing phrase with
 * no verb headed by a kind of business or a person of a trade ("Canoe & kayak club, non-profit",
 * "Yacht charter brokers"), in one about "our" kind of business ("Our surf forecast app gives"),
 * else where the founder says they built or opened it. That sentence is read as the opening one,
 * from the phrase that names the business; the story before it is the setting.
 */
function businessSentence(sentences: Tok[][], runs: Run[], first: number): { sentence: number; run?: Run } {
  // The opening sentence, or the one after a greeting or an aside naming nothing ("Hiya!",
  // "Honestly never thought I'd be writing this!!").
  const opener = sentences[first] ?? [];
  const greeting =
    opener.filter((t) => /\p{L}/u.test(t.value)).length <= 3 || !opener.some((t) => t.pos === "NOUN");
  const story =
    sentences
      .slice(first, first + (greeting ? 2 : 1))
      .some((toks) => toks.some((t) => STORY_WORDS.has(t.normal)) || familyOpening(toks)) ||
    // "... minutes away. So I built an app that shows free parking spaces": what came before the
    // founder's "so" was the story.
    sentences.slice(first + 1).some((toks) => soMade(toks));
  // "Plasterer with 15 years on the tools.": an opening that names the trade first is no story.
  // "I'm" may be read as a phrase of its own: the business is the phrase after it.
  const [openingRun, next] = runs.filter((r) => r.sentence === first);
  const opening = openingRun && next && openingRun.toks.every((t) => SELF.test(t.normal)) ? next : openingRun;
  // "We are a dog grooming salon", "Our florist shop": what the founder says they are or run
  // names the business.
  const named =
    opening &&
    !formerJob(opening) &&
    ((opensSentence(opening) && namesKind(opening)) || introducesOwn(opening) || ownKind(opening));
  if (!story || named) return { sentence: first };
  const runsIn = (k: number) => runs.filter((r) => r.sentence === k);
  const after = (k: number, i: number) => {
    const toks = sentences[k] as Tok[];
    return runsIn(k).find((r) => toks.indexOf(r.toks[0] as Tok) > i);
  };
  for (let k = sentences.length - 1; k > first; k--) {
    const toks = sentences[k] as Tok[];
    // "Also a swap marketplace for members": something on the side.
    if (/^(also|plus)$/.test(toks[0]?.normal ?? "")) continue;
    // "Mainly wedding cakes", "We're a paddleboard shop basically": the phrase after the word
    // that sums up, else the one before it.
    const summary = toks.findIndex(
      (t) => SUMMARY_WORDS.has(t.normal) || (t === toks[0] && /^(just|only)$/.test(t.normal)),
    );
    if (summary >= 0) {
      const before = runsIn(k).filter((r) => toks.indexOf(r.toks[0] as Tok) < summary);
      return { sentence: k, run: after(k, summary) ?? before.at(-1) };
    }
    const subject = toks.findIndex((t) => t.pos !== "ADV" && t.pos !== "INTJ");
    const said = toks[subject]?.normal ?? "";
    const verb = toks[subject + 1]?.normal ?? "";
    // "We sell backpacks", "It's a crossword app", "We're fencing contractors".
    // Not "We sell at the Saturday market": where they sell, not what.
    if (
      (SUBJECTS.has(said) && SELLING_VERBS.has(verb) && toks[subject + 2]?.pos !== "ADP") ||
      (/^(it|we|this|i)$/.test(said) && /^('s|’s|is|are|'re|’re|am|'m|’m)$/.test(verb)) ||
      (/^(it's|it’s|we're|we’re|i'm|i’m)$/.test(said) && toks[subject + 1]?.pos === "DET")
    )
      return { sentence: k, run: after(k, subject) };
    const run = runsIn(k)[0];
    if (run && (closingPhrase(run, toks) || ownKind(run))) return { sentence: k, run };
  }
  // "So our son and I built a booking system for small campsites".
  for (let k = first + 1; k < sentences.length; k++) {
    const toks = sentences[k] as Tok[];
    const made = toks.findIndex(
      (t, i) => MADE_VERBS.has(t.normal) && /^(DET|PRON)$/.test(toks[i + 1]?.pos ?? ""),
    );
    if (made >= 0) return { sentence: k, run: after(k, made) };
  }
  return { sentence: first };
}

/** Verbs with which a founder says they made or set up what they sell ("built the app"). */
const MADE_VERBS = new Set([
  "built",
  "build",
  "created",
  "developed",
  "launched",
  "opened",
  "founded",
  "started",
]);

/** "Our surf forecast app gives...", "Our bowls club plays...": the founder's own kind of business. */
function ownKind(run: Run): boolean {
  const head = run.toks[run.toks.length - 1] as Tok;
  const [owner, ...rest] = run.before;
  return (
    /^(our|my)$/.test(owner?.normal ?? "") &&
    rest.every((t) => /^(NOUN|ADJ|VERB)$/.test(t.pos)) &&
    head.pos === "NOUN" &&
    (BUSINESS_HEADS.has(singular(head)) || GENERIC_HEADS.has(singular(head)))
  );
}

/** A phrase opening its sentence, with no verb after it, that names a kind of business or a person. */
function closingPhrase(run: Run, toks: Tok[]): boolean {
  const rest = toks.slice(toks.indexOf(run.toks[run.toks.length - 1] as Tok) + 1);
  return (
    run.toks[run.toks.length - 1]?.pos === "NOUN" &&
    opensSentence(run) &&
    !rest.some((t) => t.pos === "VERB" || t.pos === "AUX") &&
    namesKind(run)
  );
}

/** Only articles, adjectives, adverbs or a participle before the phrase in its sentence. */
const opensSentence = (run: Run) =>
  run.before.every((t) => /^(DET|ADJ|ADV|INTJ|PUNCT)$/.test(t.pos) || /ed$/.test(t.normal));

/** "I'm a wedding photographer", "We are a dog grooming salon", "I run a small bakery". */
function introducesOwn(run: Run): boolean {
  const said = run.before
    .filter((t) => !/^(DET|ADJ|ADV|INTJ|PUNCT)$/.test(t.pos) && !/ed$/.test(t.normal))
    .map((t) => t.normal.replace("’", "'"))
    .join(" ");
  return SELF.test(said);
}

/** The founder saying what they are or run: "I'm", "we are", "I run", "we own". */
const SELF = /^(?:(?:i|we) (?:'m|am|'re|are|run|own)|i'm|we're)$/;

/** The phrase's head is a kind of business ("club", "studio") or a person ("brokers", "plasterer"). */
function namesKind(run: Run): boolean {
  const head = singular(run.toks[run.toks.length - 1] as Tok);
  const kinds = [BUSINESS_HEADS, GENERIC_HEADS, GATHERING_HEADS, ORGANISATION_HEADS, TAUGHT_HEADS];
  return kinds.some((kind) => kind.has(head)) || namesPerson(head);
}

/**
 * The sentence that says what the business is: the first, unless the description opens with
 * questions to the reader ("Housebound?", "Greasy oven you've been ignoring?") and goes on.
 */
function openingSentence(sentences: Tok[][]): number {
  const k = sentences.findIndex((toks) => toks[toks.length - 1]?.value !== "?");
  return Math.max(k, 0);
}

/**
 * "For parents packing school lunches: bento boxes...", "Sleep-deprived new parents: log feeds":
 * an opening sentence that names whom the business serves before a colon says who it is for, and
 * what it is comes after the colon. The tokens before that colon, else none.
 */
function servedOpening(toks: Tok[] | undefined): Set<Tok> {
  const colon = toks?.findIndex((t) => t.value === ":") ?? -1;
  if (!toks || colon <= 0) return new Set();
  const opening = toks.slice(0, colon);
  const audience = (t: Tok) => AUDIENCE_NOUNS.has(singular(t)) || AUDIENCE_NOUNS.has(t.normal);
  const firstNoun = opening.find((t) => isNoun(t) && !FILLER_ADJECTIVES.has(t.normal));
  // "Owners' club for classic cars:" names the business itself, whoever it is for ("school
  // lunches" names no school).
  const kind = opening.some(
    (t, k) =>
      (BUSINESS_HEADS.has(singular(t)) || GENERIC_HEADS.has(singular(t))) &&
      !(opening[k + 1] && isNoun(opening[k + 1] as Tok)),
  );
  // "Youth football academy:" is an academy; "Sleep-deprived new parents:" are whom it serves.
  const afterFirst = firstNoun && opening[opening.indexOf(firstNoun) + 1];
  const firstHead = !!firstNoun && !(afterFirst && isNoun(afterFirst));
  const served =
    opening[0]?.normal === "for" ? opening.some(audience) : !!firstNoun && firstHead && audience(firstNoun);
  // A person of a trade introduced after the colon is the business, whatever the opening names.
  if (introducedAfter(toks.slice(colon + 1))) return new Set(opening);
  return served && !kind ? new Set(opening) : new Set();
}

/**
 * "Care homes and sheltered housing across the Wirral: a mobile hairdresser who comes to...":
 * after the colon "a" or "an" introduces a person of a trade or a kind of business, so what comes
 * before the colon is whom or where it serves.
 */
function introducedAfter(after: Tok[]): boolean {
  if (!/^(a|an)$/.test(after[0]?.normal ?? "")) return false;
  let k = 1;
  while (after[k + 1] && /^(ADJ|NOUN|PROPN|VERB)$/.test(after[k]?.pos ?? "") && isNoun(after[k + 1] as Tok))
    k++;
  const head = after[k];
  // "a mobile hairdresser who comes to...", not "a luthier's bench": the person or business
  // itself, said with what it does or at the end of the sentence.
  const then = after[k + 1];
  if (!head || !isNoun(head) || !(!then || /^(who|that|which|,|\.)$/.test(then.normal))) return false;
  return BUSINESS_HEADS.has(singular(head)) || namesPerson(singular(head));
}

/**
 * The drawable nouns of a phrase, in the order written, singular; a noun an adjective stands for
 * comes after the phrase's own nouns ("wooden toys" draws toys before wood).
 */
function conceptsOf(
  toks: Tok[],
  options: { platforms?: boolean; before?: Tok; after?: Tok; following?: Tok[] } = {},
): string[] {
  const out: string[] = [];
  const fromAdjectives: string[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i] as Tok;
    const next = toks[i + 1];
    // "we run instagram + tiktok", "TikTok and Instagram Reels content": a platform the business
    // works on is drawn as its medium; one it is only reached through ("order on WhatsApp") is not.
    if (isPlatform(t, toks[i - 1] ?? options.before)) {
      if (next && AD_WORDS.has(next.normal)) {
        if (options.platforms) out.push("advertising");
        i++;
      } else if (options.platforms) out.push(PLATFORM_MEDIA[t.normal] ?? "social media");
      continue;
    }
    // "Shopify stores", "WooCommerce sites": an online store, its clients' trade after "for";
    // "sell on Etsy" is only a channel.
    if (STORE_PLATFORMS.has(t.normal)) {
      if (options.platforms) out.push("online store");
      continue;
    }
    // "a water taxi", "the water bus": a road vehicle for people named for the water it goes on
    // is a boat (a "water truck" carries water on the road).
    if (next && t.normal === "water" && isNoun(next) && passengerVehicle(singular(next))) {
      out.push("boat");
      i++;
      continue;
    }
    if (
      next &&
      (listedCompound(t, next, toks[i + 2] ?? options.following?.[0]) ||
        namedDish(t, next) ||
        borrowedPair(t, next))
    ) {
      out.push(`${t.normal} ${singular(next)}`);
      i++;
      continue;
    }
    // "an app for learning Bahasa Indonesia", "learn Japanese with us": a language's name right
    // after a verb of learning is what is taught, though it reads as a name; not one that says
    // whose the next noun is ("teaching Thai cooking", "Japanese calligraphy").
    if (
      i === 0 &&
      LEARNING_VERBS.has(options.before?.normal ?? "") &&
      isTitle(t) &&
      namesLanguage(t.normal) &&
      !ownerOfNext(next ?? options.after)
    ) {
      out.push("language");
      continue;
    }
    // "audio by native speakers": two words WordNet has only as a person, whose last word alone
    // may be a device (a speaker), name the person; neither is drawn.
    if (next && personNotDevice(t, next)) {
      i++;
      continue;
    }
    if (isName(t) || EVALUATIVE_ING.has(t.normal) || isVerbCompound(t)) continue;
    // "craft gin", "Korean fried chicken": how it is made or where it comes from, before its noun.
    // Founders writing fast in lowercase ("french macarons") mean the same.
    // A people's and its language's name, not a sound's ("dental" is a consonant) nor a kind of
    // person ("junior", "volunteer").
    const people = () => {
      const files = nounSenses(t.normal).map((s) => s.lexFile);
      return isDemonym(t.normal) && files.includes(PERSON_FILE) && files.includes(10);
    };
    if (taughtLanguage(t, next, options.following ?? [])) {
      out.push("language");
      continue;
    }
    if (
      next &&
      (QUALITY_MODIFIERS.has(t.normal) || (isTitle(t) && isDemonym(t.normal)) || (isNoun(next) && people()))
    )
      continue;
    let word: string | null = null;
    const electronic = isElectronic(t) ? ELECTRONIC.exec(t.normal)?.[1] : undefined;
    // "e-reader": a device, not a person who reads.
    if (electronic)
      word = AUDIENCE_NOUNS.has(electronic) ? t.normal : singular({ normal: electronic, lemma: electronic });
    else if (isGerund(t)) word = t.normal;
    else if (ADJECTIVE_NOUNS[t.normal]) word = ADJECTIVE_NOUNS[t.normal] as string;
    else if (madeThingModifier(t, next)) {
      // "a short-video agency": the thing a hyphenated modifier names, after the phrase's nouns.
      fromAdjectives.push(t.normal.slice(t.normal.lastIndexOf("-") + 1));
      continue;
    } else if (
      t.start &&
      t.pos === "PROPN" &&
      next &&
      ADJECTIVE_ENDINGS.test(t.normal) &&
      // "Chiropractic care": a trade drawn through its stand-in is the noun it names.
      !TRADE_METAPHORS.has(t.normal) &&
      (posCounts(t.normal).noun === undefined ||
        (posCounts(t.normal).adj ?? -1) >= (posCounts(t.normal).noun ?? 0) - 1)
    )
      word = null;
    else if (isNoun(t))
      word = (toks[i - 1]?.pos === "NOUN" ? undefined : CLIPPED_NOUNS[singular(t)]) ?? singular(t);
    else if (t.pos === "VERB" && next && !/(ed|ing)$/.test(t.normal)) word = t.normal;
    // "a PR firm", "an HR consultancy": a two-letter acronym before a kind of business, naming a
    // trade drawn through its metaphor (not "a UK agency").
    // So does one heading its phrase ("a wedding DJ"), or naming the trade of the work that
    // follows it ("UX testing", "PR outreach").
    const tradeAcronym =
      isAcronym(t) &&
      (!next ||
        BUSINESS_HEADS.has(singular(next)) ||
        GENERIC_HEADS.has(singular(next)) ||
        GENERIC_NOUNS.has(singular(next)) ||
        isGerund(next) ||
        tradesWork(next)) &&
      TRADE_METAPHORS.has(t.normal);
    // "TV wall mounting", "PC repairs": a two-letter acronym the lexicon knows as a made thing.
    const madeAcronym = isAcronym(t) && nounSenses(t.normal).some((s) => s.lexFile === ARTIFACT_FILE);
    if (!word || (word.length < 3 && !tradeAcronym && !madeAcronym) || !/^[\p{L}-]+$/u.test(word)) continue;
    if (GENERIC_NOUNS.has(word) || FILLER_ADJECTIVES.has(word) || AUDIENCE_NOUNS.has(word)) continue;
    // "camping gear", "all the gear": equipment in general; a cog only as a modifier ("gear tuning").
    if (VAGUE_AS_HEAD.has(word) && !next) continue;
    // "equine physiotherapy", "canine massage": an adjective standing for an animal says whom the
    // practice treats, drawn in the order written like a noun ("horse physiotherapy").
    if (
      ADJECTIVE_NOUNS[t.normal] === word &&
      word !== t.normal &&
      nounSenses(word)[0]?.lexFile !== ANIMAL_FILE
    )
      fromAdjectives.push(word);
    else {
      // "bookshop", "skatestore": a closed compound of what is sold and a shop names it first,
      // as "a tea house" draws tea.
      const sold = /^(\p{L}{3,}?)(shop|store)$/u.exec(word)?.[1];
      if (sold && !GENERIC_NOUNS.has(sold) && nounSenses(sold).length > 0) out.push(sold);
      out.push(word);
    }
  }
  return [...out, ...fromAdjectives];
}

/**
 * "UX testing", "PR outreach": a noun after a trade's acronym that is the trade's work, no thing
 * and no trade drawn for itself; "PR photography" is photography, "AI meal planner" a meal, "DJ
 * equipment" equipment.
 */
function tradesWork(t: Tok): boolean {
  if (!isNoun(t)) return false;
  const word = singular(t);
  return nounSenses(word).length > 0 && !isConcrete(word) && !TRADE_METAPHORS.has(word);
}

/**
 * "Thai boat noodles", "kettle chips", "pan pizza": a made thing that is no food, naming a food,
 * says what it is cooked or served in, or where it was first sold; the food is drawn, the thing
 * after everything the business offers. So does a part of the body that is no food, naming what
 * the food is made from or how it is eaten ("bone broth", "hand pies").
 */
function servedIn(t: Tok, head: Tok): boolean {
  if (!isNoun(t) || !isNoun(head) || isName(t)) return false;
  const files = nounSenses(singular(t)).map((s) => s.lexFile);
  return (
    nounSenses(singular(head))[0]?.lexFile === FOOD_FILE &&
    (files[0] === ARTIFACT_FILE || files[0] === BODY_FILE) &&
    !files.includes(FOOD_FILE)
  );
}

/** What a place is, a few kinds up: a building or other structure, a way, a site. */
const PLACE_KINDS = new Set(["structure", "way", "facility", "site", "area", "thoroughfare"]);

/**
 * "stadium concessions", "ferry cafe", "station kiosk": in a food or drink business's own phrase,
 * a place or a craft that carries people before the head says where the food is served; the
 * food is what is drawn.
 */
function sitedIn(t: Tok): boolean {
  if (!isNoun(t) || isName(t)) return false;
  const word = singular(t);
  if (nounSenses(word)[0]?.lexFile === FOOD_FILE) return false;
  const kinds = broaderTerms(word, 4);
  // "Korean grill restaurant", "cafe bakery": a kind of eating place is the business's own kind,
  // drawn by how it cooks or serves, not where it serves.
  if (kinds.some((level) => level.includes("restaurant"))) return false;
  return kinds.some((level) =>
    level.some((term) => PLACE_KINDS.has(term) || term === "craft" || term === "vehicle"),
  );
}

/**
 * Kinds WordNet files vehicles that carry people under: a taxi or an ambulance is a car, a bus
 * public transport. Not "motor vehicle" itself: a water truck or a water bike is a truck or a
 * motorbike that carries or sprays water, not a boat.
 */
const PASSENGER_VEHICLE_KINDS = new Set(["car", "public transport", "passenger vehicle"]);

/** Whether a noun's usual sense is a road vehicle for people ("taxi", "bus"), within a few kinds up. */
function passengerVehicle(word: string): boolean {
  return broaderTerms(word, 3).some((level) => level.some((term) => PASSENGER_VEHICLE_KINDS.has(term)));
}

/**
 * "jacket potatoes", "cottage pie", "pound cake": two nouns WordNet lists as one food, the first of
 * which names no ingredient ("jacket" is clothing), are that dish, not a second thing to draw.
 * "pocket money", "credit card", "petty cash": two nouns it lists as one kind of money or holding
 * are that, not a pocket or a card; so are two it lists as one part of the body ("root canal").
 * Only foods, money and the body: "law firm" and "chess club" keep their trade apart from its
 * kind of business.
 */
function namedDish(t: Tok, next: Tok): boolean {
  if (!isNoun(t) || !isNoun(next) || isName(t)) return false;
  const pair = `${t.normal} ${singular(next)}`;
  if (baseForm(pair) !== pair) return false;
  const file = nounSenses(pair)[0]?.lexFile;
  // "a root canal specialist", "wisdom teeth": two nouns WordNet lists as one part of the body are
  // that part, not a plant's root by a waterway.
  if (file === POSSESSION_FILE || file === BODY_FILE) return true;
  const first = nounSenses(t.normal)[0]?.lexFile;
  return file === FOOD_FILE && first !== undefined && !INGREDIENT_FILES.has(first);
}

/**
 * "crème brûlée", "foie gras", "feng shui": two words WordNet lists as one noun, the first of which
 * is no English word on its own (a borrowed name), are that one thing.
 */
function borrowedPair(t: Tok, next: Tok): boolean {
  if (!/^(NOUN|PROPN|ADJ)$/.test(t.pos) || !/^(NOUN|PROPN)$/.test(next.pos)) return false;
  // No English word at all: "civil engineering" keeps its adjective's reading.
  if (Object.keys(posCounts(withoutAccents(t.normal))).length > 0) return false;
  return baseForm(`${t.normal} ${singular(next)}`) !== undefined;
}

/** WordNet's lexicographer file of people. */
const PERSON_FILE = 18;

/** Whether a word's usual sense is a person ("plasterer", "brokers" once singular). */
function namesPerson(word: string): boolean {
  return nounSenses(word)[0]?.lexFile === PERSON_FILE;
}

/** WordNet's lexicographer file of foods and drinks. */
const FOOD_FILE = 13;
/** WordNet's lexicographer file of animals. */
const ANIMAL_FILE = 5;
/** WordNet's lexicographer file of parts of the body. */
const BODY_FILE = 8;
/** WordNet's lexicographer file of made things. */
const ARTIFACT_FILE = 6;
/** WordNet's lexicographer file of acts ("shopping", "tutoring"). */
const ACT_FILE = 4;

/**
 * Whether `part` ("frame", "string", "part") names a part of `whole`, the made thing written before
 * it ("bicycle frames", "guitar strings", "car parts"). Not a picture, a photo or a painting: a
 * frame holds those, and "picture frames" are frames.
 */
function partOfWhole(part: string | undefined, whole: string | undefined): boolean {
  return (
    !!part &&
    !!whole &&
    PART_HEADS.has(part) &&
    nounSenses(whole)[0]?.lexFile === ARTIFACT_FILE &&
    !broaderTerms(whole, 3).some((level) => level.includes("creation"))
  );
}

/** WordNet's lexicographer file of money and what is owned. */
const POSSESSION_FILE = 21;
/** Animals, foods, plants and substances: a first word of these is an ingredient ("peanut butter", "sourdough bread"). */
const INGREDIENT_FILES = new Set([5, FOOD_FILE, 20, 27]);

/**
 * "short-video", "wide-screen": a hyphenated modifier of an adjective and a made thing (WordNet's
 * artifacts and communications) names that thing ("full-service", "small-batch", "same-day" name
 * none; "hand-made" is how, not what).
 */
function madeThingModifier(t: Tok, next: Tok | undefined): boolean {
  if (t.pos !== "ADJ" || !next || !isNoun(next) || isVerbCompound(t) || isElectronic(t)) return false;
  const parts = /^(\p{L}+)-(\p{L}{3,})$/u.exec(t.normal);
  if (!parts) return false;
  const [, first = "", last = ""] = parts;
  const lexFile = nounSenses(last)[0]?.lexFile;
  return (posCounts(first).adj ?? 0) > 0 && (lexFile === 6 || lexFile === 10);
}

/** "sail" -> "sailing", "code" -> "coding", "swim" -> "swimming". */
function gerundOf(verb: string): string {
  if (/[^aeiou]e$/.test(verb) && !/(ee|ye|oe)$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}

/**
 * What "we" or "I" do, said by the verb right after (an adverb allowed between): "We swim in the
 * sea" is swimming. Kept when WordNet knows the gerund as an act (noun.act), so a verb that only
 * moves goods ("we sell", "we deliver") or says too little gives nothing.
 */
function doneActivities(toks: Tok[]): string[] {
  const at = toks.findIndex((t) => SUBJECTS.has(t.normal) && t.normal !== "you" && t.normal !== "they");
  if (at < 0) return [];
  let k = at + 1;
  if (toks[k]?.pos === "ADV") k++;
  const verb = toks[k];
  if (verb?.pos !== "VERB" || !isVerbLemma(verb.lemma) || LIGHT_VERBS.has(verb.lemma)) return [];
  if (OPENING_VERBS.has(verb.normal) || HELPING_VERBS.has(verb.normal)) return [];
  const gerund = gerundOf(verb.lemma);
  return nounSenses(gerund)[0]?.lexFile === ACT_FILE ? [gerund] : [];
}

/**
 * The activities a sentence says are learnt or taught: a verb after "learn to", "learn how to",
 * "teach(es) ... to/how to", kept when WordNet knows its gerund as a noun ("learn to sail" is
 * sailing; "learn to relax" is nothing to draw).
 */
function learntActivities(toks: Tok[]): string[] {
  const out: string[] = [];
  toks.forEach((t, i) => {
    if (!LEARNING_VERBS.has(t.normal)) return;
    for (let k = i + 1; k < Math.min(toks.length, i + 5); k++) {
      const w = toks[k] as Tok;
      if (w.normal !== "to") continue;
      const verb = toks[k + 1];
      if (verb?.pos !== "VERB" || !isVerbLemma(verb.normal) || LIGHT_VERBS.has(verb.normal)) return;
      const gerund = gerundOf(verb.normal);
      if (nounSenses(gerund).length > 0) out.push(gerund);
      return;
    }
  });
  return out;
}
