import type { CategoryId } from "@/shared/categories";

export type LogoRequest = {
  /** The chosen brand name, spelled exactly as the logo must show it. */
  name: string;
  category: CategoryId;
  description: string;
  /** Deterministic seed for this image (the demo generator draws everything from it). */
  seed: number;
  /** 0 or 1 within a run: the two options of one run must differ. */
  variant: number;
  signal?: AbortSignal;
};

export type LogoImage = {
  /** Full-resolution PNG (1024x1024 for the demo generator). */
  png: Buffer;
  /** Vector source when the generator has one. */
  svg?: string;
  width: number;
  height: number;
};

export class LogoProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "LogoProviderError";
  }
}

export interface LogoProvider {
  readonly mode: "live" | "demo";
  /** One image per call; a run makes two calls in parallel. Throws LogoProviderError on failure. */
  generate(request: LogoRequest): Promise<LogoImage>;
}
