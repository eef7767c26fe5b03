import { z } from "zod";
import { hasHiddenCharacters, isBrandName } from "./brand-name";
import { CONTROL_CHARACTERS } from "./description";

/**
 * Optional controls that shape the next name run (step 3). One schema for the form and the API;
 * every field is optional and an empty object keeps the default (3 names, any style).
 */

export const NAME_STYLES = [
  { id: "brandable", label: "Brandable", hint: "Invented words that sound like a brand (Zenora, Brewly)" },
  { id: "evocative", label: "Evocative", hint: "One real word that suggests a feeling (Ember, Harbor)" },
  { id: "compound", label: "Compound", hint: "Two words joined into one (Brewlane)" },
  { id: "real-words", label: "Real words", hint: "Plain dictionary words, unchanged (Copper Kitchen)" },
  { id: "short-phrase", label: "Short phrase", hint: "Two or three words (Salt & Ember)" },
  { id: "non-english", label: "Non-English", hint: "Words from other languages (Kopi Senja)" },
  { id: "alternate-spelling", label: "Alternate spelling", hint: "A familiar word respelled (Kraftr)" },
] as const;

export type NameStyle = (typeof NAME_STYLES)[number]["id"];
export const NAME_STYLE_IDS = NAME_STYLES.map((s) => s.id) as [NameStyle, ...NameStyle[]];

export const WORD_COUNTS = ["any", "one", "two"] as const;
export type WordCount = (typeof WORD_COUNTS)[number];

export const NAME_MAX_LENGTH_MIN = 4;
export const NAME_MAX_LENGTH_MAX = 24;
export const MAX_INCLUDE_WORDS = 3;
export const MAX_AVOID_WORDS = 10;

/** Styles that always make names of more than one word, and those that always make one word. */
const MULTI_WORD_STYLES: readonly NameStyle[] = ["short-phrase"];
const ONE_WORD_STYLES: readonly NameStyle[] = ["brandable", "evocative", "compound", "alternate-spelling"];

/** Letters and digits only: what a domain and a "max length" count (spaces and "&" do not). */
export function nameLength(name: string): number {
  return name.replace(/[^\p{L}\p{N}]/gu, "").length;
}

export function wordsOf(name: string): string[] {
  return name
    .split(/\s+/)
    .map((w) => w.trim())
    .filter((w) => w !== "" && w !== "&");
}

/** Case- and accent-insensitive form used to compare names with include/avoid words. */
export function foldWord(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("en")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

const word = z
  .string({ error: "Words must be text." })
  .max(100)
  .refine((v) => !CONTROL_CHARACTERS.test(v) && !hasHiddenCharacters(v), {
    error: "Words cannot contain control, invisible or direction characters.",
  })
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(2, { error: "Each word needs at least 2 letters." })
      .max(20, { error: "Each word can have at most 20 letters." })
      .regex(/^[\p{L}\p{N}][\p{L}\p{N}'’-]*$/u, {
        error: "Use single words of letters or digits (no spaces or symbols).",
      })
      // An included word ends up in a name: it keeps the name rule too.
      .refine(isBrandName, { error: "Use single words of letters or digits (no spaces or symbols)." }),
  );

/** Duplicates (ignoring case and accents) collapse to one entry. */
const wordList = (max: number, what: string) =>
  z
    .array(word, { error: `${what} must be a list of words.` })
    .max(max, { error: `At most ${max} ${what.toLowerCase()}.` })
    .transform((list) => {
      const seen = new Set<string>();
      return list.filter((w) => {
        const key = foldWord(w);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    });

export const nameOptionsSchema = z
  .object({
    styles: z
      .array(z.enum(NAME_STYLE_IDS, { error: "Choose styles from the list." }))
      .max(NAME_STYLE_IDS.length)
      .transform((list) => [...new Set(list)])
      .optional(),
    maxLength: z
      .number({ error: "Maximum length must be a number." })
      .int({ error: "Maximum length must be a whole number." })
      .min(NAME_MAX_LENGTH_MIN, { error: `Maximum length must be at least ${NAME_MAX_LENGTH_MIN} letters.` })
      .max(NAME_MAX_LENGTH_MAX, { error: `Maximum length must be at most ${NAME_MAX_LENGTH_MAX} letters.` })
      .optional(),
    include: wordList(MAX_INCLUDE_WORDS, "Words to include").optional(),
    avoid: wordList(MAX_AVOID_WORDS, "Words to avoid").optional(),
    wordCount: z.enum(WORD_COUNTS, { error: "Choose any, one word or two words." }).optional(),
  })
  .strict()
  .superRefine((o, ctx) => {
    const include = o.include ?? [];
    const avoid = new Set((o.avoid ?? []).map(foldWord));
    for (const w of include) {
      if (o.maxLength !== undefined && nameLength(w) > o.maxLength) {
        ctx.addIssue({
          code: "custom",
          path: ["include"],
          message: `“${w}” is longer than the maximum length of ${o.maxLength} letters.`,
        });
      }
      if ([...avoid].some((a) => foldWord(w).includes(a))) {
        ctx.addIssue({
          code: "custom",
          path: ["avoid"],
          message: `“${w}” is both a word to include and a word to avoid.`,
        });
      }
    }
    const styles = o.styles ?? [];
    if (styles.length > 0 && o.wordCount === "one" && styles.every((s) => MULTI_WORD_STYLES.includes(s))) {
      ctx.addIssue({
        code: "custom",
        path: ["wordCount"],
        message: "A short phrase has more than one word: choose another style or allow two words.",
      });
    }
    if (styles.length > 0 && o.wordCount === "two" && styles.every((s) => ONE_WORD_STYLES.includes(s))) {
      ctx.addIssue({
        code: "custom",
        path: ["wordCount"],
        message:
          "Those styles make one-word names: add Real words, Short phrase or Non-English, or allow one word.",
      });
    }
  });

export type NameOptions = z.output<typeof nameOptionsSchema>;

/** The body of POST /sessions/:id/names: no body, `{}` or `{ options }` all mean "as before". */
export const generateNamesSchema = z.object({ options: nameOptionsSchema.optional() }).strict();

/** Options with nothing set are the default run; stored and compared in this normal form. */
export function normalizeNameOptions(options: NameOptions | undefined): NameOptions {
  const out: NameOptions = {};
  if (!options) return out;
  if (options.styles && options.styles.length > 0) out.styles = [...options.styles].sort();
  if (options.maxLength !== undefined) out.maxLength = options.maxLength;
  if (options.include && options.include.length > 0) out.include = options.include;
  if (options.avoid && options.avoid.length > 0) out.avoid = options.avoid;
  if (options.wordCount && options.wordCount !== "any") out.wordCount = options.wordCount;
  return out;
}

export function hasNameOptions(options: NameOptions | undefined): boolean {
  return Object.keys(normalizeNameOptions(options)).length > 0;
}

/** Whether a name keeps the hard rules (length, words, include, avoid); styles are the generator's. */
export function nameFitsOptions(name: string, options: NameOptions | undefined): boolean {
  const o = normalizeNameOptions(options);
  if (o.maxLength !== undefined && nameLength(name) > o.maxLength) return false;
  const words = wordsOf(name);
  if (o.wordCount === "one" && words.length !== 1) return false;
  if (o.wordCount === "two" && words.length !== 2) return false;
  const folded = foldWord(name);
  if (o.avoid?.some((w) => folded.includes(foldWord(w)))) return false;
  if (o.include && !o.include.some((w) => folded.includes(foldWord(w)))) return false;
  return true;
}

/** A one-line summary of the options, for the run history ("Brandable · max 8 · one word"). */
export function describeNameOptions(options: NameOptions | undefined): string {
  const o = normalizeNameOptions(options);
  const parts: string[] = [];
  if (o.styles) parts.push(o.styles.map((s) => NAME_STYLES.find((x) => x.id === s)?.label ?? s).join(", "));
  if (o.maxLength !== undefined) parts.push(`max ${o.maxLength} letters`);
  if (o.wordCount === "one") parts.push("one word");
  if (o.wordCount === "two") parts.push("two words");
  if (o.include) parts.push(`with ${o.include.join(" / ")}`);
  if (o.avoid) parts.push(`without ${o.avoid.join(", ")}`);
  return parts.join(" · ");
}
