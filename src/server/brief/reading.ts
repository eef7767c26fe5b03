/** What a reader finds in a description, before limits, tone and notes make it a brief. */
export type Reading = {
  /** What the business is, as a short noun phrase ("a kombucha brewery"), if the text says. */
  business: string | null;
  offerings: string[];
  audience: string[];
  place: string | null;
  /** Things to draw, plain English, singular, best first. */
  concepts: string[];
  avoid: string[];
  /** Words (English) that may suggest a tone. */
  cues: string[];
};
