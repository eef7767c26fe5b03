import { msg } from "@lingui/core/macro";
import { NAMES_PER_RUN } from "@/shared/constants";
import {
  type NameOptions,
  type NameStyle,
  nameOptionsSchema,
  normalizeNameOptions,
  type WordCount,
} from "@/shared/name-options";
import { i18n } from "@/web/lib/i18n/i18n";
import { validationText } from "../validation-texts";

/** What the form holds: text as typed, turned into options by the shared schema. */
export type ControlsDraft = {
  styles: NameStyle[];
  maxLength: string;
  wordCount: WordCount;
  include: string;
  avoid: string;
};

export const EMPTY_DRAFT: ControlsDraft = {
  styles: [],
  maxLength: "",
  wordCount: "any",
  include: "",
  avoid: "",
};

export function draftFrom(options: NameOptions | undefined): ControlsDraft {
  const o = normalizeNameOptions(options);
  return {
    styles: o.styles ?? [],
    maxLength: o.maxLength === undefined ? "" : String(o.maxLength),
    wordCount: o.wordCount ?? "any",
    include: (o.include ?? []).join(", "),
    avoid: (o.avoid ?? []).join(", "),
  };
}

const words = (text: string) =>
  text
    .split(/[,\n]/)
    .map((w) => w.trim())
    .filter(Boolean);

/** The draft as the API's options, or the first problem in the words the schema uses. */
export function parseDraft(draft: ControlsDraft): { options: NameOptions } | { error: string } {
  const raw = {
    ...(draft.styles.length > 0 ? { styles: draft.styles } : {}),
    ...(draft.maxLength ? { maxLength: Number(draft.maxLength) } : {}),
    ...(draft.wordCount !== "any" ? { wordCount: draft.wordCount } : {}),
    ...(words(draft.include).length > 0 ? { include: words(draft.include) } : {}),
    ...(words(draft.avoid).length > 0 ? { avoid: words(draft.avoid) } : {}),
  };
  const parsed = nameOptionsSchema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    return { error: message ? validationText(message) : i18n._(msg`Check the controls.`) };
  }
  return { options: normalizeNameOptions(parsed.data) };
}

/**
 * What a run gives, said before it runs: three names, counted once; with controls, that they
 * may leave fewer, and that a package's run that does is not counted (the server keeps both
 * promises; the first run may be the trial's one run, which stays spent).
 */
export function runPromise(controls: string, run: "first" | "next"): string {
  const perRun = NAMES_PER_RUN;
  if (!controls) return i18n._(msg`A run gives ${perRun} names and counts once.`);
  return run === "next"
    ? i18n._(
        msg`A run gives ${perRun} names and counts once. If your controls (${controls}) leave fewer, you get the names that fit and the run is not counted.`,
      )
    : i18n._(
        msg`A run gives ${perRun} names. If your controls (${controls}) leave fewer, you get the names that fit.`,
      );
}
