import { BRIEF_LIMITS, BRIEF_VERSION, type Brief, type BriefNote, type ToneWord } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import { detectDescriptionLanguage } from "@/shared/description-language";
import { GLOSSARY_ID } from "./glossary-id";
import { CATEGORY_BUSINESS, CATEGORY_TONE, TONE_GROUPS } from "./lexicon";
import { readEnglish } from "./read-english";
import { readIndonesian } from "./read-indonesian";
import type { Reading } from "./reading";

/**
 * The offline reading of a description into a brief: what the business is, what it offers, for
 * whom, where, in what tone, and the things to draw and to avoid. English is read with wink-nlp
 * (parts of speech, lemmas, noun phrases); Indonesian through a glossary into English. A
 * description in another script, mostly emoji, or naming nothing drawable gets a brief that says
 * so and has no concepts, so the logo step offers a monogram or abstract mark honestly.
 *
 * Only the description and the category are read: never the chosen name.
 */
export function readBriefOffline(input: { description: string; category: CategoryId }): Brief {
  const text = input.description.normalize("NFC");
  const detected = detectDescriptionLanguage(text);
  const language =
    (detected.kind === "other-language" && detected.language === "Indonesian") ||
    (detected.kind === "english" && looksIndonesian(text))
      ? "id"
      : "en";
  const empty: Reading = {
    business: null,
    offerings: [],
    audience: [],
    place: null,
    concepts: [],
    avoid: [],
    cues: [],
  };
  if (detected.kind === "other-script") return assemble(empty, input.category, language, "other-script");
  if (mostlyEmoji(text)) return assemble(empty, input.category, language, "mostly-emoji");
  const reading =
    language === "id"
      ? readIndonesian(text, input.category)
      : readEnglish(text, {
          software: input.category === "digital-product",
          food: input.category === "food-beverage",
        });
  return assemble(
    reading,
    input.category,
    language,
    reading.concepts.length === 0 ? "nothing-drawable" : null,
  );
}

/** The brief a provider works from: the request's own, or the offline reading of its description. */
export function requestBrief(request: { brief?: Brief; description: string; category: CategoryId }): Brief {
  return request.brief ?? readBriefOffline(request);
}

const ENGLISH_FUNCTION_WORDS = new Set(
  "the a an and or for with of in on at to from by we our you your is are it this that".split(" "),
);
const INDONESIAN_FUNCTION_WORDS = new Set(
  "dan untuk yang dengan dari ke kami kita atau serta juga bagi oleh pada ini itu setiap tiap sampai hingga di dalam dekat khas asli".split(
    " ",
  ),
);

/**
 * A short Indonesian description with few function words ("Tabungan emas online, setoran setiap
 * bulan"): more words the glossary knows as Indonesian (not spelled like the English) than English
 * function words.
 */
export function looksIndonesian(text: string): boolean {
  const tokens = text.toLocaleLowerCase("id").match(/[\p{L}][\p{L}'-]*/gu) ?? [];
  let indonesian = 0;
  let english = 0;
  for (const t of tokens) {
    if (ENGLISH_FUNCTION_WORDS.has(t)) english++;
    else if (INDONESIAN_FUNCTION_WORDS.has(t)) indonesian++;
    else {
      const entry = GLOSSARY_ID.get(t);
      if (entry && entry.en !== t) indonesian++;
    }
  }
  return indonesian >= 2 && indonesian > english * 2;
}

const EMOJI = /\p{Extended_Pictographic}/gu;
const WORD = /\p{L}{2,}/gu;

/** More emoji than words: nothing a reader can rely on. */
export function mostlyEmoji(text: string): boolean {
  const emoji = text.match(EMOJI)?.length ?? 0;
  const words = text.replace(EMOJI, " ").match(WORD)?.length ?? 0;
  return emoji > 0 && emoji >= words;
}

function assemble(
  reading: Reading,
  category: CategoryId,
  language: Brief["language"],
  note: BriefNote | null,
): Brief {
  const drawable = note === null;
  const item = (s: string) => s.length > 0 && s.length <= BRIEF_LIMITS.item;
  const list = (items: string[], max: number) => [...new Set(items.filter(item))].slice(0, max);
  const avoid = list(reading.avoid, BRIEF_LIMITS.avoid);
  const business =
    reading.business && reading.business.length <= BRIEF_LIMITS.business ? reading.business : null;
  const place = reading.place && reading.place.length <= BRIEF_LIMITS.place ? reading.place : null;
  return {
    version: BRIEF_VERSION,
    language,
    source: "offline",
    business: business ?? CATEGORY_BUSINESS[category],
    offerings: drawable ? list(reading.offerings, BRIEF_LIMITS.offerings) : [],
    audience: list(reading.audience, BRIEF_LIMITS.audience),
    place,
    tone: toneOf(reading, category),
    concepts: drawable
      ? list(
          reading.concepts.filter((c) => !avoid.includes(c)),
          BRIEF_LIMITS.concepts,
        )
      : [],
    avoid,
    notes: note ? [note] : [],
  };
}

/** Tone words the description's own words suggest, else the category's. */
function toneOf(reading: Reading, category: CategoryId): ToneWord[] {
  const tone: ToneWord[] = [];
  const lower = (list: string[]) => new Set(list.map((c) => c.toLowerCase()));
  // What the business is speaks first ("a climbing gym" with yoga classes is energetic before
  // calm); within each, the groups in their order (grief before the pet it was for).
  const passes = [lower(reading.business?.split(" ") ?? []), lower([...reading.concepts, ...reading.cues])];
  for (const cues of passes) {
    for (const group of TONE_GROUPS) {
      if (![...group.cues].some((cue) => cues.has(cue))) continue;
      for (const word of group.tone) if (!tone.includes(word)) tone.push(word);
    }
  }
  return (tone.length > 0 ? tone : CATEGORY_TONE[category]).slice(0, BRIEF_LIMITS.tone);
}
