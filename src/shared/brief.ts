import { z } from "zod";
import { CONTROL_CHARACTERS } from "./description";

/**
 * The brief: one structured reading of a brand's description, made once per brand and stored with
 * it. Names, symbols, palettes, taglines and the image model's prompt are made from it, never from
 * the chosen name. The person sees it in one line on steps 2 and 3 and may correct it; a correction
 * is not a generation and steers the runs after it.
 *
 * Concepts are plain English whatever the description's language ("ice cream cone", "bicycle"),
 * because the symbol vocabulary and the image model read English.
 */

export const BRIEF_VERSION = 1;

/** Languages a description is read in (the brief's `language`). */
export const BRIEF_LANGUAGES = ["en", "id"] as const;
export type BriefLanguage = (typeof BRIEF_LANGUAGES)[number];

/**
 * The tone words palettes, typefaces and looks follow. A fixed vocabulary, so a correction is a
 * choice of chips and every word has a visual meaning.
 */
export const TONE_WORDS = [
  "calm",
  "soft",
  "caring",
  "playful",
  "friendly",
  "warm",
  "natural",
  "fresh",
  "clean",
  "modern",
  "minimal",
  "technical",
  "trustworthy",
  "professional",
  "bold",
  "energetic",
  "rugged",
  "classic",
  "elegant",
  "luxurious",
  "traditional",
  "creative",
] as const;
export type ToneWord = (typeof TONE_WORDS)[number];

/** Limits of the editable fields (the correction form shows them; the server enforces them). */
export const BRIEF_LIMITS = {
  business: 80,
  item: 40,
  offerings: 8,
  audience: 4,
  place: 60,
  tone: 4,
  concepts: 8,
  avoid: 8,
} as const;

/**
 * Why a brief has nothing to draw: another script the reader cannot understand, mostly emoji, or
 * words that name nothing drawable. The logo step says so beside its monogram and abstract options.
 */
export const BRIEF_NOTES = ["other-script", "mostly-emoji", "nothing-drawable"] as const;
export type BriefNote = (typeof BRIEF_NOTES)[number];

/** Who wrote the brief as it stands: the offline reader, the live model, or the person. */
export const BRIEF_SOURCES = ["offline", "live", "user"] as const;
export type BriefSource = (typeof BRIEF_SOURCES)[number];

const cleanText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max * 4, { error: `${label} can have at most ${max} characters.` })
    .refine((v) => !CONTROL_CHARACTERS.test(v), { error: `${label} cannot contain control characters.` })
    .transform((v) => v.normalize("NFC").replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, { error: `${label} cannot be empty.` })
        .max(max, { error: `${label} can have at most ${max} characters.` })
        .refine((v) => !/[<>{}]/.test(v), { error: `${label} cannot contain < > { or }.` }),
    );

const list = (max: number, label: string, item = cleanText(BRIEF_LIMITS.item, label)) =>
  z.array(item).max(max, { error: `${label}: at most ${max}.` });

/** The fields a person may correct, each with its limit. */
export const briefFieldsSchema = z.object({
  /** What the business is, as a short noun phrase: "a kombucha brewery". */
  business: cleanText(BRIEF_LIMITS.business, "The business"),
  /** What it sells or does: "fermented tea", "fruit". */
  offerings: list(BRIEF_LIMITS.offerings, "Offerings"),
  /** Who it is for: "couples", "families with young children". */
  audience: list(BRIEF_LIMITS.audience, "Audience"),
  /** Where it is, as written: "Padang", "Bali". */
  place: cleanText(BRIEF_LIMITS.place, "Place").nullable(),
  tone: z
    .array(z.enum(TONE_WORDS, { error: "Choose tone words from the list." }))
    .max(BRIEF_LIMITS.tone, { error: `Tone: at most ${BRIEF_LIMITS.tone} words.` }),
  /** Things to draw, best first, in plain English: "kombucha bottle", "tea leaf". */
  concepts: list(BRIEF_LIMITS.concepts, "Things to draw"),
  /** Things the symbol and the names must not show: "coffee cup". */
  avoid: list(BRIEF_LIMITS.avoid, "Things to avoid"),
});
export type BriefFields = z.infer<typeof briefFieldsSchema>;

/** A correction: any subset of the fields (at least one). */
export const briefCorrectionSchema = briefFieldsSchema
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "Nothing to correct." });
export type BriefCorrection = z.infer<typeof briefCorrectionSchema>;

/** The brief as stored with a brand (user_sessions.brief) and returned by the API. */
export const briefSchema = briefFieldsSchema.extend({
  version: z.literal(BRIEF_VERSION),
  /** The description's language. */
  language: z.enum(BRIEF_LANGUAGES),
  source: z.enum(BRIEF_SOURCES),
  notes: z.array(z.enum(BRIEF_NOTES)).max(BRIEF_NOTES.length),
});
export type Brief = z.infer<typeof briefSchema>;

/** Whether the brief names anything a symbol can show. */
export const isDrawable = (brief: Pick<Brief, "concepts">): boolean => brief.concepts.length > 0;

/** The one line steps 2 and 3 show: "a kombucha brewery · fermented tea, fruit · playful". */
export function briefLine(brief: {
  business: string;
  offerings: readonly string[];
  /** Tone words, or their renderings in the reader's language. */
  tone: readonly string[];
}): string {
  return [brief.business, brief.offerings.slice(0, 3).join(", "), brief.tone.join(", ")]
    .filter((part) => part.length > 0)
    .join(" · ");
}

/**
 * A correction merged over a brief: the person's fields win, the brief becomes theirs, things to
 * avoid leave the things to draw, and a brief with things to draw has no "nothing drawable" note.
 * The server stores this; step 2 shows it for a description not saved yet.
 */
export function applyBriefCorrection(brief: Brief, correction: BriefCorrection): Brief {
  const fields = Object.fromEntries(
    Object.entries(correction).filter(([, value]) => value !== undefined),
  ) as Partial<BriefFields>;
  const merged: Brief = { ...brief, ...fields, source: "user" };
  const concepts = merged.concepts.filter((c) => !merged.avoid.includes(c));
  const notes: BriefNote[] =
    concepts.length > 0 ? [] : brief.notes.length > 0 ? brief.notes : ["nothing-drawable"];
  return { ...merged, concepts, notes };
}
