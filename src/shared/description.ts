import { z } from "zod";
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from "./constants";

/**
 * Business description rule (spec section 5): the trimmed text is 50-500 characters.
 * One schema for the form and the API.
 */
/** C0/C1 control characters other than tab and line breaks (PostgreSQL also refuses NUL in text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const descriptionSchema = z
  .string({ error: "Business description must be text." })
  .refine((v) => !CONTROL_CHARACTERS.test(v), { error: "Business description contains control characters." })
  .trim()
  .min(DESCRIPTION_MIN, { error: `Business description must be at least ${DESCRIPTION_MIN} characters.` })
  .max(DESCRIPTION_MAX, { error: `Business description must be at most ${DESCRIPTION_MAX} characters.` });

export type DescriptionStatus = {
  length: number;
  valid: boolean;
  counter: string;
  message: string;
};

/** What the live counter under the textarea says (spec section 5). */
export function describeDescription(raw: string): DescriptionStatus {
  const length = raw.trim().length;
  const counter = `${length}/${DESCRIPTION_MAX} characters`;
  if (length < DESCRIPTION_MIN) {
    return { length, valid: false, counter, message: `${DESCRIPTION_MIN - length} more characters needed` };
  }
  if (length > DESCRIPTION_MAX) {
    return { length, valid: false, counter, message: `${length - DESCRIPTION_MAX} characters over limit` };
  }
  return { length, valid: true, counter, message: "Perfect length!" };
}
