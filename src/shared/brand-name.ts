/**
 * The one rule for a brand name, wherever it comes from: a generated run (live or offline), a
 * typed name, an editor rename, a run's "include" words. Taglines follow it too. A name is
 * letters, combining marks, digits, spaces and a few joiners (& ' ’ . , ! ? + -): what our
 * typesetter can set, with no markup, no bidi controls and no invisible characters.
 */

export const NAME_JOINERS = "&'’.,!?+-";
const ALLOWED = /^[\p{L}\p{M}\p{N} &'’.,!?+-]+$/u;
/**
 * Characters that are never shown but change what is shown or compared: controls, format
 * characters (bidi overrides and isolates, zero-width spaces and joiners, word joiners, BOM),
 * every default-ignorable code point (fillers, variation selectors), lone surrogates.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Default_Ignorable_Code_Point}\u2028\u2029]/u;
/** More combining marks in a row than any script needs stack into unreadable text. */
const MARK_PILE = /\p{M}{5,}/u;

export const NAME_RULE_MESSAGE = "Use letters, digits, spaces and & ' . , ! ? + - only.";

/** Why `text` is not a brand name (or tagline), or null when it is one. Checks text as given. */
export function brandNameProblem(text: string): string | null {
  if (HIDDEN.test(text)) return "Names cannot contain control, invisible or direction characters.";
  if (!/[\p{L}\p{N}]/u.test(text)) return "A name needs at least one letter or digit.";
  if (!ALLOWED.test(text) || /^\p{M}/u.test(text) || MARK_PILE.test(text)) return NAME_RULE_MESSAGE;
  return null;
}

export function isBrandName(text: string): boolean {
  return brandNameProblem(text) === null;
}

/** Contains a character no name may hold even after trimming and spacing (used to drop, not clean). */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN.test(text.replace(/[\t\n\r]/g, " "));
}
