import { contrast, derivePalette, mix, relativeLuminance } from "@/server/composition/color";
import type { LogoDesign } from "@/shared/logo-design";

/**
 * Files meant for general use (the master, the printer's PDF, every transparent PNG, the
 * guidelines' examples) are placed on white paper and white web pages far more often than on
 * anything else. A design drawn for a dark background sets its name in a light colour, which
 * vanishes there. Such a design gets a light variant made from its own colours for those files,
 * and keeps its look, on its own background, as the reversed variant.
 */

const WHITE = "#FFFFFF";

/** WCAG AA for text: what the name must reach against the paper it is used on. */
export const NAME_CONTRAST = 4.5;

/** A design whose name does not read on white: its general-use files need the light variant. */
export function isDarkDesign(design: LogoDesign): boolean {
  return contrast(derivePalette(design.colors).ink, WHITE) < NAME_CONTRAST;
}

/**
 * The light variant of a dark design, from its own colours: the paper is its light colour (the
 * name's ink when that is light, else a tint of its background), the name takes the design's
 * dark background colour, and the mark and details keep theirs, pushed just far enough to read
 * (derivePalette does that, as for any design).
 */
export function lightVariant(design: LogoDesign): LogoDesign {
  const { background, ink, primary, accent } = design.colors;
  const paper = relativeLuminance(ink) > 0.75 ? ink : mix(background, WHITE, 0.94);
  return { ...design, colors: { background: paper, ink: background, primary, accent } };
}

/** The design the general-use files are drawn from: the design itself, or its light variant. */
export function generalDesign(design: LogoDesign): LogoDesign {
  return isDarkDesign(design) ? lightVariant(design) : design;
}

/** The reversed variant (the design as chosen, on its own background), for dark designs only. */
export function reversedDesign(design: LogoDesign): LogoDesign | null {
  return isDarkDesign(design) ? design : null;
}
