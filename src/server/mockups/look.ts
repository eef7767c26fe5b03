import { contrast, derivePalette, mix, relativeLuminance } from "@/server/composition/color";
import { symbolDesign } from "@/server/kit/kit-plan";
import { type LogoArt, logoArt } from "@/server/kit/logo-art";
import { generalDesign, isDarkDesign } from "@/server/kit/variants";
import type { LogoDesign } from "@/shared/logo-design";

/**
 * The brand's materials for the mock-up scenes, from the design's own colours: a light paper (the
 * general-use design's background), a deep colour for dark materials (the design's own background
 * when it is drawn for a dark one, else the darkest brand colour that carries white), and the
 * logo in the arrangement and colour version each surface needs.
 */

/** Arrangements a scene asks for: the horizontal lock-up on signs, the mark alone on icons. */
export type Arrangement = "primary" | "lockup" | "stacked" | "symbol";

/** What the logo is printed on: light paper, the deep brand colour, kraft card, or its own background. */
export type Surface = "light" | "dark" | "kraft" | "own";

const WHITE = "#FFFFFF";
const NEAR_BLACK = "#15171C";
export const KRAFT = "#C8A57C";

export type Look = {
  design: LogoDesign;
  dark: boolean;
  /** Light paper: white or the light variant's tint. */
  paper: string;
  /** Ink for placeholder lines on paper. */
  ink: string;
  /** The dark brand material (sign boards, bags, shirts). */
  deep: string;
  /** The design's own background (app icons, splash screens, posts). */
  own: string;
  primary: string;
  accent: string;
  art: (arrangement: Arrangement, surface: Surface) => LogoArt;
};

function arranged(design: LogoDesign, arrangement: Arrangement): LogoDesign {
  const withSymbol = design.symbol.kind !== "none";
  switch (arrangement) {
    case "primary":
      return design;
    case "symbol":
      return { ...symbolDesign(design), tagline: null };
    case "lockup":
      return { ...design, layout: withSymbol ? "horizontal" : "wordmark", tagline: null };
    case "stacked":
      return withSymbol ? { ...design, layout: "stacked" } : { ...design, layout: "wordmark" };
  }
}

/** The darkest brand colour white reads on, or the brand colour pushed dark. */
function deepColour(design: LogoDesign): string {
  const palette = derivePalette(design.colors);
  if (isDarkDesign(design)) return palette.bg;
  const candidates = [design.colors.primary, design.colors.ink, design.colors.accent]
    .filter((c) => contrast(c, WHITE) >= 4.5)
    .sort((a, b) => relativeLuminance(b) - relativeLuminance(a));
  return candidates[0] ?? mix(design.colors.primary, NEAR_BLACK, 0.6);
}

export function lookOf(design: LogoDesign): Look {
  const dark = isDarkDesign(design);
  const general = generalDesign(design);
  const generalPalette = derivePalette(general.colors);
  const own = derivePalette(design.colors);
  const deep = deepColour(design);
  const kraftInk = contrast(deep, KRAFT) >= 3 ? deep : mix(deep, NEAR_BLACK, 0.7);
  const cache = new Map<string, LogoArt>();
  const art = (arrangement: Arrangement, surface: Surface): LogoArt => {
    const key = `${arrangement}/${surface}`;
    let made = cache.get(key);
    if (!made) {
      if (surface === "light") made = logoArt(arranged(general, arrangement));
      else if (surface === "own") made = logoArt(arranged(design, arrangement));
      else if (surface === "kraft")
        made = logoArt(arranged(general, arrangement), { colorMode: "mono", monoColor: kraftInk });
      // The reversed version on dark materials: a dark design as chosen, a light one in white.
      else if (dark) made = logoArt(arranged(design, arrangement));
      else made = logoArt(arranged(design, arrangement), { colorMode: "white" });
      cache.set(key, made);
    }
    return made;
  };
  return {
    design,
    dark,
    paper: generalPalette.bg,
    ink: generalPalette.ink,
    deep,
    own: own.bg,
    primary: generalPalette.primary,
    accent: own.accent,
    art,
  };
}
