import type { RequestTiming } from "@/server/http/server-timing";
import type { CheckableProvider } from "@/server/providers/check";
import type { Brief } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import type { Locale } from "@/shared/locale";
import type { NameOptions } from "@/shared/name-options";

export type NameSuggestion = { name: string; meaning: string };

export type NameRequest = {
  category: CategoryId;
  description: string;
  /**
   * The brand's brief: what names and meanings are made from (never the chosen name). Runs always
   * pass the stored one; scripts and tests may leave it out and get the offline reading
   * (`requestBrief`).
   */
  brief?: Brief;
  /** Names already suggested in this brand session: never suggest them again. */
  exclude: readonly string[];
  /** Makes the demo generator deterministic; live providers ignore it. */
  seed: number;
  /** Optional controls for this run (style, length, words); none keeps the default run. */
  options?: NameOptions;
  /**
   * Meanings already shown for this brand: the demo generator avoids repeating their sentence
   * templates. Live providers ignore it.
   */
  earlierMeanings?: readonly string[];
  /**
   * The language the person reads (their account's choice, else the request's): meanings are
   * written in it. Names do not follow it (they follow the description and the controls). Absent
   * (scripts, evaluations): the description's language.
   */
  meaningLanguage?: Locale;
  /**
   * Candidates wanted beyond the run's three, ranked after them: the run stores them in place of
   * names other brands were already offered (decision 034). The demo generator makes them; live
   * providers' requests are fixed, and any extra names they return serve the same way.
   */
  spares?: number;
  signal?: AbortSignal;
  /** The request's Server-Timing, which a live provider's calls are timed in. */
  timing?: RequestTiming;
};

/**
 * Thrown when a provider cannot produce names; the route answers with the fallback card
 * (docs/product.md#errors-and-messages).
 */
export class NameProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** The provider answered in a shape its documentation does not describe. */
    readonly undocumented = false,
  ) {
    super(message);
    this.name = "NameProviderError";
  }
}

export interface NamesProvider extends CheckableProvider {
  readonly mode: "live" | "demo";
  /** Returns 1-3 suggestions with non-empty names (and up to `spares` more), or throws NameProviderError. */
  generate(request: NameRequest): Promise<NameSuggestion[]>;
}
