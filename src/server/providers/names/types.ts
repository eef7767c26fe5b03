import type { CategoryId } from "@/shared/categories";
import type { CheckableProvider } from "../check";

export type NameSuggestion = { name: string; meaning: string };

export type NameRequest = {
  category: CategoryId;
  description: string;
  /** Names already suggested in this brand session: never suggest them again. */
  exclude: readonly string[];
  /** Makes the demo generator deterministic; live providers ignore it. */
  seed: number;
  signal?: AbortSignal;
};

/** Thrown when a provider cannot produce names; the route answers with the spec's fallback card. */
export class NameProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "NameProviderError";
  }
}

export interface NamesProvider extends CheckableProvider {
  readonly mode: "live" | "demo";
  /** Returns 1-3 suggestions with non-empty names, or throws NameProviderError. */
  generate(request: NameRequest): Promise<NameSuggestion[]>;
}
