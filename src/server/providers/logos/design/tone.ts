import type { ToneWord } from "@/shared/brief";
import type { TypeStyleId } from "@/shared/logo-design";
import type { PaletteId } from "./palettes";

/**
 * What the brief's tone words look like: palettes and typefaces in order of fit. Tone comes from
 * the founder's description (grief and care read calm and soft, children's things playful, oud
 * and jewellery luxurious, clinics clean, food warm), so two trades with the same category no
 * longer share one fixed palette.
 */

type ToneLook = { palettes: readonly PaletteId[]; styles: readonly TypeStyleId[] };

const TONES: Record<ToneWord, ToneLook> = {
  calm: { palettes: ["mist", "sage", "dusk", "blush"], styles: ["serif-fine", "humanist-light", "rounded"] },
  soft: { palettes: ["blush", "dusk", "mist", "sage"], styles: ["serif-fine", "rounded", "humanist-light"] },
  caring: {
    palettes: ["sage", "mist", "blush", "dusk"],
    styles: ["humanist-light", "rounded", "serif-fine"],
  },
  playful: {
    palettes: ["playful", "pop", "berry", "mint", "ember"],
    styles: ["rounded", "geometric-heavy", "humanist"],
  },
  friendly: {
    palettes: ["ember", "playful", "mint", "ocean"],
    styles: ["rounded", "humanist", "geometric-bold"],
  },
  warm: {
    palettes: ["bakery", "terracotta", "espresso", "tomato", "harvest"],
    styles: ["serif-bold", "rounded", "serif-italic"],
  },
  natural: { palettes: ["leaf", "sage", "forest", "harvest"], styles: ["humanist", "serif-bold", "rounded"] },
  fresh: { palettes: ["mint", "leaf", "ocean"], styles: ["rounded", "geometric-bold", "humanist"] },
  clean: {
    palettes: ["teal", "ocean", "mint", "indigo"],
    styles: ["humanist", "geometric-light", "grotesk-medium"],
  },
  modern: {
    palettes: ["indigo", "mint", "slate", "violet"],
    styles: ["grotesk", "geometric-bold", "geometric-light"],
  },
  minimal: {
    palettes: ["slate", "mist", "atelier", "teal"],
    styles: ["geometric-light", "grotesk-medium", "humanist-light"],
  },
  technical: {
    palettes: ["indigo", "midnight", "slate", "teal"],
    styles: ["grotesk", "grotesk-medium", "geometric-bold"],
  },
  trustworthy: {
    palettes: ["navy", "teal", "ocean", "slate"],
    styles: ["humanist", "serif-bold", "geometric-bold"],
  },
  professional: { palettes: ["navy", "slate", "teal"], styles: ["humanist", "serif-bold", "geometric-bold"] },
  bold: {
    palettes: ["blaze", "cobalt", "coral", "volt"],
    styles: ["geometric-heavy", "condensed", "grotesk"],
  },
  energetic: {
    palettes: ["volt", "blaze", "cobalt", "ember"],
    styles: ["sport-italic", "condensed", "geometric-heavy"],
  },
  rugged: {
    palettes: ["forest", "roastery", "slate"],
    styles: ["condensed", "serif-bold", "geometric-heavy"],
  },
  classic: { palettes: ["navy", "espresso", "plum"], styles: ["serif-bold", "serif-fine"] },
  elegant: {
    palettes: ["atelier", "noir", "plum", "dusk"],
    styles: ["serif-fine", "serif-italic", "geometric-light"],
  },
  luxurious: { palettes: ["noir", "atelier", "plum"], styles: ["serif-fine", "serif-italic", "serif-bold"] },
  traditional: { palettes: ["espresso", "terracotta", "navy", "plum"], styles: ["serif-bold", "serif-fine"] },
  creative: { palettes: ["coral", "pop", "violet", "ink"], styles: ["grotesk", "condensed", "serif-italic"] },
};

/** Loud palettes that grief, care and calm never get (bright orange, neon, black and yellow). */
const LOUD: ReadonlySet<PaletteId> = new Set([
  "blaze",
  "volt",
  "playful",
  "ember",
  "coral",
  "pop",
  "ink",
  "tomato",
]);
/** Black-and-gold and near-black palettes that children's and playful things never get. */
const SOMBRE: ReadonlySet<PaletteId> = new Set(["noir", "atelier", "ink", "midnight", "roastery"]);
/** Typefaces too heavy or sporty for calm and luxurious tones; too severe for playful ones. */
const HARD_TYPE: ReadonlySet<TypeStyleId> = new Set([
  "geometric-heavy",
  "sport-italic",
  "condensed",
  "grotesk",
]);
const SEVERE_TYPE: ReadonlySet<TypeStyleId> = new Set([
  "serif-fine",
  "serif-italic",
  "condensed-light",
  "geometric-light",
]);

const QUIET_TONES: readonly ToneWord[] = ["calm", "soft", "caring"];
const REFINED_TONES: readonly ToneWord[] = ["luxurious", "elegant"];

/**
 * Palettes and typefaces for tone words (first word first), without what one of the words rules
 * out (calm never gets loud colours, playful never black and gold). Undefined without tone words.
 */
export function toneLook(
  tone: readonly ToneWord[],
  fallback: ToneLook,
): { palettes: PaletteId[]; styles: TypeStyleId[] } | undefined {
  if (tone.length === 0) return undefined;
  const quiet = tone.some((t) => QUIET_TONES.includes(t));
  const refined = tone.some((t) => REFINED_TONES.includes(t));
  const playful = tone.includes("playful");
  const paletteOk = (p: PaletteId) => !((quiet || refined) && LOUD.has(p)) && !(playful && SOMBRE.has(p));
  const styleOk = (s: TypeStyleId) =>
    !((quiet || refined) && HARD_TYPE.has(s)) && !(playful && SEVERE_TYPE.has(s));
  // Interleave the tone words' lists so the first word leads and the others still show.
  const interleave = <T>(lists: ReadonlyArray<readonly T[]>): T[] => {
    const out: T[] = [];
    const longest = Math.max(...lists.map((l) => l.length));
    for (let i = 0; i < longest; i++) for (const l of lists) if (l[i] !== undefined) out.push(l[i] as T);
    return [...new Set(out)];
  };
  const looks = tone.map((t) => TONES[t]);
  const palettes = interleave(looks.map((l) => l.palettes)).filter(paletteOk);
  const styles = interleave(looks.map((l) => l.styles)).filter(styleOk);
  return {
    palettes: palettes.length > 0 ? palettes : fallback.palettes.filter(paletteOk),
    styles: styles.length > 0 ? styles : fallback.styles.filter(styleOk),
  };
}
