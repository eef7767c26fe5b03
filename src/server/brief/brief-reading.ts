import { indonesianPhrase } from "@/server/providers/names/indonesian-phrases";
import { INDONESIAN_TONES } from "@/server/providers/names/name-words";
import { type Brief, briefLine } from "@/shared/brief";
import type { Locale } from "@/shared/locale";

/**
 * The brief's one line ("a kombucha brewery · fermented tea, fruit · playful") in each language
 * the product speaks (issue 31), so the screen shows it in the person's language and a switch
 * needs no new request. The brief itself stays in English; the Indonesian line says its words
 * through the project's glossaries, and a word they lack is shown as the brief has it.
 */
export function briefReadings(brief: Brief | null): Record<Locale, string> | null {
  if (!brief) return null;
  const say = (text: string) => indonesianPhrase(text) ?? text;
  return {
    en: briefLine(brief),
    id: briefLine({
      business: brief.business ? say(brief.business) : "",
      offerings: brief.offerings.map(say),
      tone: brief.tone.map((t) => INDONESIAN_TONES[t] ?? t),
    }),
  };
}
