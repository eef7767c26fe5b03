import { posCounts } from "@/server/lexicon/parts-of-speech";
import { baseForm, namesAKind, nounSenses } from "@/server/lexicon/wordnet";
import { TRADE_METAPHORS } from "@/server/symbols/trade-metaphors";
import { GENERIC_HEADS, GENERIC_WHEN_HEAD, NOT_CONCEPTS, TAUGHT_HEADS } from "./lexicon";

/**
 * Orders concepts by whether a logo can draw them, using the WordNet lexicographer file of the
 * noun's senses: things (animals, artifacts, body parts, food, plants, substances) first, then
 * natural objects, shapes, phenomena and people, then words WordNet does not know, then the
 * activities (acts), then the abstract (events, communication, groups, places...). The business
 * phrase's own words lead, as written, when they are drawable or an activity. Words that only name a time, an
 * amount, a relation or a quality, and words used mostly as adjectives or adverbs ("young",
 * "short", "urban"), are dropped; generic heads ("house", "studio") only stay when nothing else
 * can be drawn. Within a tier, the business phrase's words come first, then the order written.
 */

const THINGS = new Set([5, 6, 8, 13, 20, 27]);
const NEAR_THINGS = new Set([17, 18, 19, 25]);
/** attribute, quantity, relation, time */
const NEVER = new Set([7, 23, 24, 28]);

/** WordNet's lexicographer file of substances and materials ("gel", "wax", "leather"). */
const SUBSTANCE = 27;

const UNKNOWN = 2;
/** An act: an activity a pictogram can show someone doing ("climbing", "yoga"). */
const ACTIVITY = 3;
const ABSTRACT = 4;
/** WordNet's lexicographer file of groups ("membership", "league"). */
const GROUP = 14;
/** WordNet's lexicographer file of events ("bonfire", "race"). */
const EVENT = 11;

/** A concept's tier (lower is more drawable), or null when it is not a concept at all. */
export function drawTier(
  concept: string,
  options: { knownThing?: boolean; senses?: number; trade?: boolean; software?: boolean } = {},
): number | null {
  const word = concept.toLowerCase();
  if (NOT_CONCEPTS.has(word)) return null;
  const multi = word.includes(" ");
  // The reader has already made words singular; a word WordNet would change ("pilates" ->
  // "pilate") is not the same noun.
  const senses = baseForm(word) === word || options.knownThing ? nounSenses(word) : [];
  if (senses.length === 0) {
    if (multi) {
      const last = word.slice(word.lastIndexOf(" ") + 1);
      return (
        drawTier(last, {
          knownThing: true,
          senses: options.senses,
          trade: options.trade,
          software: options.software,
        }) ?? UNKNOWN
      );
    }
    const counts = posCounts(word);
    // Known to WordNet, but not as a noun: "urban", "sell".
    if (
      !options.knownThing &&
      (counts.adj !== undefined || counts.adv !== undefined || counts.verb !== undefined)
    )
      return null;
    return UNKNOWN;
  }
  if (senses.every((s) => NEVER.has(s.lexFile))) return multi ? UNKNOWN : null;
  // A gerund naming an activity ("dog walking") is read as one, whatever its adjective use.
  if (!multi && !options.knownThing && !word.endsWith("ing")) {
    // Mostly a modifier: "young coconut", "short film", "monthly slam", "elderly care".
    const counts = posCounts(word);
    const noun = counts.noun ?? 0;
    const modifier = Math.max(counts.adj ?? -1, counts.adv ?? -1);
    if (modifier >= 0 && (noun < modifier || (noun === 0 && modifier === 0))) return null;
  }
  let tier = ABSTRACT;
  // The first senses only: a word's rare senses say little ("habit" is rarely a garment).
  for (const s of senses.slice(0, options.senses ?? 2)) {
    if (THINGS.has(s.lexFile)) tier = Math.min(tier, 0);
    else if (NEAR_THINGS.has(s.lexFile)) tier = Math.min(tier, 1);
    // An event the business itself holds ("a bonfire society") is drawn as its trade, like an act;
    // not a word mostly used as a verb ("a poetry slam").
    else if (
      s.lexFile === 4 ||
      (s.lexFile === EVENT && (word.endsWith("ing") || (options.trade && !mostlyVerb(word))))
    )
      tier = Math.min(tier, ACTIVITY);
    // The discipline a business practises ("law", "interior design"): a trade its metaphor draws.
    else if (s.lexFile === 9 && options.trade) tier = Math.min(tier, ACTIVITY);
    // So is what a software product handles when that is a message of some kind ("e-signature
    // software", "a newsletter platform").
    else if (s.lexFile === 10 && options.trade && options.software) tier = Math.min(tier, ACTIVITY);
    // And what a software product keeps for a group ("membership software"): its members.
    else if (s.lexFile === GROUP && options.trade && options.software) tier = Math.min(tier, ACTIVITY);
  }
  // An abstract noun WordNet never saw used as one, but saw as a verb: "sell", "slam".
  if (tier >= ACTIVITY && !multi && !options.knownThing && !word.endsWith("ing")) {
    const counts = posCounts(word);
    if ((counts.noun ?? 0) === 0 && (counts.verb ?? 0) > 0) return null;
  }
  // "savings" is not the act of saving: a plural read through its singular is no activity.
  if (tier === ACTIVITY && baseForm(word) !== word) return ABSTRACT;
  return tier;
}

/** A word WordNet's corpus uses more often as a verb than as a noun ("slam"). */
function mostlyVerb(word: string): boolean {
  const counts = posCounts(word);
  return (counts.verb ?? 0) > (counts.noun ?? 0);
}

/** A word that only says when or how often ("weekly", "thursday"): left out of the business phrase. */
export function isTimeWord(word: string): boolean {
  const w = word.toLowerCase();
  if (/^(daily|weekly|monthly|yearly|annual|nightly|weekend|weekday)$/.test(w)) return true;
  const senses = nounSenses(w);
  return senses.length > 0 && senses.every((s) => s.lexFile === 28);
}

export type ConceptSource = {
  concept: string;
  /** Written in the phrase that says what the business is. */
  business: boolean;
  /**
   * A glossary's word right after a head any trade may have ("desain grafis" of "agensi desain
   * grafis"): it names the trade as the head of the phrase would.
   */
  namesTrade?: boolean;
  /** The head of that phrase ("house" in "a tea house"). */
  head?: boolean;
  /** From a glossary: a thing by construction, even when WordNet does not know the word. */
  knownThing?: boolean;
  /** A modifier of the business phrase that says where or how it trades ("street", "home"). */
  setting?: boolean;
  /** Said after "in", "at" or "from" ("at the library"): after what is as drawable. */
  where?: boolean;
  /** Who the business serves ("an agency for banks"): drawn only after its own trade. */
  client?: boolean;
  /**
   * The business phrase's head that only packs its goods ("box" of "lamb boxes"): a setting
   * drawn after where the goods come from ("from our hill farm").
   */
  packing?: boolean;
  /** The business makes a digital product: what it handles may be a message ("signature"). */
  software?: boolean;
  /** The offering this word modifies where it was written ("gel" of "gel manicures"). */
  modifies?: string;
};

/** Where a concept goes: its own trade and offerings, then its setting, then its clients. */
const rankPlace = (s: ConceptSource) => (s.client ? 2 : s.setting || s.where ? 1 : 0);

export function rankConcepts(sources: ConceptSource[]): string[] {
  const seen = new Set<string>();
  const ranked: {
    concept: string;
    tier: number;
    business: boolean;
    head: boolean;
    at: number;
    place: number;
    where: boolean;
    packing: boolean;
  }[] = [];
  const generic: string[] = [];
  /** Generic words modifying the business phrase's head: its trade ("a design agency"). */
  const trade: string[] = [];
  // What is learnt is the subject: a generic word before a lesson or a course ("a design course",
  // "marketing workshops") is what is taught, drawn before the course itself.
  const taught = sources.some((s) => s.business && s.head && TAUGHT_HEADS.has(s.concept.toLowerCase()));
  sources.forEach((s, at) => {
    const concept = s.concept.toLowerCase();
    if (seen.has(concept)) return;
    seen.add(concept);
    if (GENERIC_HEADS.has(concept) || (s.head && GENERIC_WHEN_HEAD.has(concept))) {
      generic.push(concept);
      const subject = s.business && !s.head && !s.setting;
      const tier = subject ? drawTier(concept, { senses: 3 }) : null;
      if ((tier !== null && tier <= ACTIVITY) || (subject && taught && TRADE_METAPHORS.has(concept)))
        trade.push(concept);
      return;
    }
    // The business phrase's words are read over one more sense ("film" festival: a film strip).
    // and so are the glossary's, written as things ("emas": gold, whose metal is its third sense).
    // The business phrase's head was read as a noun in context: a word the lexicon knows only as
    // a verb ("podcast") still names the business.
    const read = drawTier(concept, {
      knownThing: s.knownThing || (s.business && s.head),
      senses: s.business || s.knownThing ? 3 : 2,
      trade: s.business && !s.setting,
      software: s.software,
    });
    // The business phrase's own trade with a metaphor of its own is drawn through it, whatever
    // WordNet calls the word ("scout troop" is a group, "photographer" a person); of a glossary's
    // words only the head ("agen properti" is an agent, not property).
    const drawnTrade =
      s.business && !s.setting && (s.head || s.namesTrade || !s.knownThing) && TRADE_METAPHORS.has(concept);
    // Any other word with a metaphor is kept, last among the abstract, however the lexicon sees
    // it ("your CV", a noun WordNet has seen only as a communication).
    const tier = drawnTrade
      ? Math.min(read ?? ACTIVITY, ACTIVITY)
      : (read ?? (TRADE_METAPHORS.has(concept) ? ABSTRACT : null));
    if (tier === null) return;
    ranked.push({
      concept,
      tier,
      business: s.business,
      head: Boolean(s.head),
      at,
      place: rankPlace(s),
      where: Boolean(s.where),
      packing: Boolean(s.packing),
    });
  });
  // An offering drawn through a stand-in of its own comes before the material it is made with,
  // however much more drawable that is ("gel manicures": a manicure's hand and polish, not a gel
  // bottle). Only a material: "minibus trips" and "naming strategy" are about their modifier.
  const byConcept = new Map(ranked.map((r) => [r.concept, r]));
  for (const s of sources) {
    const modifier = byConcept.get(s.concept.toLowerCase());
    const head = s.modifies ? byConcept.get(s.modifies.toLowerCase()) : undefined;
    if (!modifier || !head || modifier.place !== head.place) continue;
    // "oyster mushrooms", "sea trout", "cherry tomatoes": the modifier names a kind of the head,
    // not a second thing to draw (an oyster shell for a mushroom farm); it goes with the setting.
    if (namesAKind(modifier.concept, head.concept)) {
      modifier.place = 1;
      continue;
    }
    if (modifier.business || !TRADE_METAPHORS.has(head.concept)) continue;
    if (nounSenses(modifier.concept)[0]?.lexFile !== SUBSTANCE) continue;
    if (modifier.tier < head.tier) modifier.tier = head.tier;
  }
  // What the business phrase names comes first, as written, when it can be drawn or done
  // ("kombucha brewery", "climbing gym"); then everything else, most drawable first; a setting
  // ("street crepe stand") and the clients ("pest control for restaurants") come last.
  const lead = (r: (typeof ranked)[number]) => r.business && r.place === 0 && r.tier <= ACTIVITY;
  ranked.sort(
    (a, b) =>
      a.place - b.place ||
      Number(a.packing) - Number(b.packing) ||
      Number(lead(b)) - Number(lead(a)) ||
      (lead(a)
        ? 0
        : a.tier - b.tier || Number(a.where) - Number(b.where) || Number(b.business) - Number(a.business)) ||
      a.at - b.at,
  );
  // Among the business phrase's modifiers a thing comes before a person or a setting ("gourmet
  // popcorn", "seaside oyster bar"): they keep their slots, filled most drawable first.
  const slots = ranked.flatMap((r, i) => (lead(r) && !r.head ? [i] : []));
  const modifiers = slots.map((i) => ranked[i]!).sort((a, b) => a.tier - b.tier || a.at - b.at);
  slots.forEach((slot, k) => {
    ranked[slot] = modifiers[k]!;
  });
  // A business phrase with nothing of its own to draw names its trade with a generic word ("a
  // design agency for banks"): that trade comes before its offerings and clients.
  // A generic word with no stand-in of its own ("practice management software") is drawn only
  // through icons tagged with it, often in another sense (a music practice's metronome): it
  // comes after the offerings, before the setting and the clients.
  // A course is drawn through what it teaches when it names nothing else to draw ("a design
  // course"; "a puppy training course" draws the puppy).
  const named = ranked.some((r) => lead(r) && !(taught && r.head && TAUGHT_HEADS.has(r.concept)))
    ? []
    : trade;
  const own = ranked.filter((r) => r.place === 0).map((r) => r.concept);
  const out = [
    ...named.filter((t) => TRADE_METAPHORS.has(t)),
    ...own,
    ...named.filter((t) => !TRADE_METAPHORS.has(t)),
    ...ranked.filter((r) => r.place > 0).map((r) => r.concept),
  ];
  return out.length > 0 ? out : generic.filter((g) => drawTier(g) !== null);
}
