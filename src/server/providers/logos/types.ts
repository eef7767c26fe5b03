import type { CheckableProvider } from "@/server/providers/check";
import type { Brief } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import type { LogoDesign } from "@/shared/logo-design";

export type LogoRequest = {
  /** The chosen brand name, spelled exactly as the logo must show it. */
  name: string;
  category: CategoryId;
  description: string;
  /**
   * The brand's brief: the symbol, tone and palette follow it; the name never changes it. Runs
   * always pass the stored one; scripts and tests may leave it out (`requestBrief`).
   */
  brief?: Brief;
  /** Deterministic seed for this image (the demo generator draws everything from it). */
  seed: number;
  /** 0 or 1 within a run: the two options of one run must differ. */
  variant: number;
  /**
   * The same for both options of a run and new for each run: where a run starts in the brief's
   * list of symbols, so a regeneration may show others while the two options never share one.
   */
  runSeed?: number;
  /**
   * The same for every run of a brand: the orderings of looks, palettes and faces come from it, and
   * each option of each run takes the next place in them, so a brand's runs keep showing new
   * designs instead of drawing each run afresh (which could repeat one). Scripts may leave it out.
   */
  brandSeed?: number;
  /** The brand's logo run this option belongs to (1 for the first): the first shows the best two. */
  run?: number;
  signal?: AbortSignal;
};

export type LogoImage = {
  /** Full-resolution PNG, rendered from `svg` (1024x1024). */
  png: Buffer;
  /** The vector master: the composition with the name as outlined glyphs. */
  svg?: string;
  /**
   * The design the logo was composed from (src/shared/logo-design.ts). Stored with the logo so it
   * can be edited, recomposed and turned into a brand kit; every provider returns one.
   */
  design?: LogoDesign;
  width: number;
  height: number;
};

export class LogoProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** The provider answered in a shape its documentation does not describe. */
    readonly undocumented = false,
  ) {
    super(message);
    this.name = "LogoProviderError";
  }
}

export interface LogoProvider extends CheckableProvider {
  readonly mode: "live" | "demo";
  /** One image per call; a run makes two calls in parallel. Throws LogoProviderError on failure. */
  generate(request: LogoRequest): Promise<LogoImage>;
}
