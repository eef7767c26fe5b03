import { z } from "zod";
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from "./constants";

/**
 * Business description rule (docs/product.md#limits-and-constants): the trimmed text is 50-500 characters.
 * One schema for the form and the API.
 */
/** C0/C1 control characters other than tab and line breaks (PostgreSQL also refuses NUL in text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Characters as a person sees them: an emoji with modifiers or a letter with accents is one. */
export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  return count;
}

/** A generous bound on stored UTF-16 length: 500 visible characters can be long sequences. */
export const DESCRIPTION_MAX_CODE_UNITS = 4000;

export const descriptionSchema = z
  .string({ error: "Business description must be text." })
  .max(DESCRIPTION_MAX_CODE_UNITS * 2, {
    error: `Business description must be at most ${DESCRIPTION_MAX} characters.`,
  })
  .refine((v) => !CONTROL_CHARACTERS.test(v), { error: "Business description contains control characters." })
  .trim()
  .refine((v) => graphemeLength(v) >= DESCRIPTION_MIN, {
    error: `Business description must be at least ${DESCRIPTION_MIN} characters.`,
  })
  .refine((v) => graphemeLength(v) <= DESCRIPTION_MAX && v.length <= DESCRIPTION_MAX_CODE_UNITS, {
    error: `Business description must be at most ${DESCRIPTION_MAX} characters.`,
  });

export type DescriptionStatus = {
  length: number;
  valid: boolean;
  counter: string;
  message: string;
};

const noun = (n: number) => (n === 1 ? "character" : "characters");

/** What the live counter under the textarea says (docs/product.md#screens, step 2), counting visible characters. */
export function describeDescription(raw: string): DescriptionStatus {
  const length = graphemeLength(raw.trim());
  const counter = `${length}/${DESCRIPTION_MAX} characters`;
  if (length < DESCRIPTION_MIN) {
    return {
      length,
      valid: false,
      counter,
      message: `${DESCRIPTION_MIN - length} more ${noun(DESCRIPTION_MIN - length)} needed`,
    };
  }
  if (length > DESCRIPTION_MAX) {
    return {
      length,
      valid: false,
      counter,
      message: `${length - DESCRIPTION_MAX} ${noun(length - DESCRIPTION_MAX)} over limit`,
    };
  }
  if (raw.trim().length > DESCRIPTION_MAX_CODE_UNITS) {
    return { length, valid: false, counter, message: "Too long to save: please use fewer emoji or symbols" };
  }
  return { length, valid: true, counter, message: "Perfect length!" };
}
