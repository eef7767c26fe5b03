import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18n } from "@/web/lib/i18n/i18n";

/**
 * The shared schemas' messages (name controls, "I already have a name", the brief form) in the UI
 * language (issue 31). The schemas keep their English, which the API also sends; these are matched
 * by that exact text, and anything not listed shows as it is.
 */
const EXACT: Record<string, MessageDescriptor> = {
  "Type your brand name.": msg`Type your brand name.`,
  "Brand names can have at most 80 characters.": msg`Brand names can have at most 80 characters.`,
  "Names cannot contain control characters.": msg`Names cannot contain control characters.`,
  "Names cannot contain control, invisible or direction characters.": msg`Names cannot contain control, invisible or direction characters.`,
  "A name needs at least one letter or digit.": msg`A name needs at least one letter or digit.`,
  "Each word needs at least 2 letters.": msg`Each word needs at least 2 letters.`,
  "Each word can have at most 20 letters.": msg`Each word can have at most 20 letters.`,
  "Use single words of letters or digits (no spaces or symbols).": msg`Use single words of letters or digits (no spaces or symbols).`,
  "Words cannot contain control, invisible or direction characters.": msg`Words cannot contain control, invisible or direction characters.`,
  "A short phrase has more than one word: choose another style or allow two words.": msg`A short phrase has more than one word: choose another style or allow two words.`,
};

/** Field names the brief schema puts in its messages. */
const BRIEF_LABELS: Record<string, MessageDescriptor> = {
  "The business": msg`The business`,
  Offerings: msg`Offerings`,
  Audience: msg`Audience`,
  Place: msg`Place`,
  "Things to draw": msg`Things to draw`,
  "Things to avoid": msg`Things to avoid`,
  Tone: msg`Tone`,
};

const label = (text: string) => (BRIEF_LABELS[text] ? i18n._(BRIEF_LABELS[text]) : text);

export function validationText(message: string): string {
  const exact = EXACT[message];
  if (exact) return i18n._(exact);
  let m = /^“(.+)” is longer than the maximum length of (\d+) letters\.$/u.exec(message);
  if (m) {
    const [, word = "", max = ""] = m;
    return i18n._(msg`“${word}” is longer than the maximum length of ${max} letters.`);
  }
  m = /^“(.+)” is both a word to include and a word to avoid\.$/u.exec(message);
  if (m) {
    const word = m[1] ?? "";
    return i18n._(msg`“${word}” is both a word to include and a word to avoid.`);
  }
  m = /^At most (\d+) words to (include|avoid)\.$/.exec(message);
  if (m) {
    const max = m[1] ?? "";
    return m[2] === "include"
      ? i18n._(msg`At most ${max} words to include.`)
      : i18n._(msg`At most ${max} words to avoid.`);
  }
  m = /^(.+) can have at most (\d+) characters\.$/.exec(message);
  if (m?.[1] && BRIEF_LABELS[m[1]]) {
    const field = label(m[1]);
    const max = m[2] ?? "";
    return i18n._(msg`${field} can have at most ${max} characters.`);
  }
  m = /^(.+) cannot be empty\.$/.exec(message);
  if (m?.[1] && BRIEF_LABELS[m[1]]) {
    const field = label(m[1]);
    return i18n._(msg`${field} cannot be empty.`);
  }
  m = /^Tone: at most (\d+) words\.$/.exec(message);
  if (m) {
    const max = m[1] ?? "";
    return i18n._(msg`Tone: at most ${max} words.`);
  }
  m = /^(.+): at most (\d+)\.$/.exec(message);
  if (m?.[1] && BRIEF_LABELS[m[1]]) {
    const field = label(m[1]);
    const max = m[2] ?? "";
    return i18n._(msg`${field}: at most ${max}.`);
  }
  return message;
}
