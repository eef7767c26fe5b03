import { type ColorMode, displayName, type LogoDesign } from "@/shared/logo-design";
import { derivePalette, type Palette, singleColorPalette } from "./color";
import type { FaceId } from "./fonts";
import { BOARD, LAYOUTS, type Plan } from "./layouts";
import { Sheet, type TextMode } from "./sheet";
import { escapeXml } from "./svg";
import { TYPE_STYLES } from "./type-styles";

/**
 * The one place where a symbol and a brand name set in real type become a logo. The demo
 * generator, the AI path (a traced symbol), the editor and the brand kit all come through here;
 * none of them places type on its own. Pure: no I/O, the same design gives the same SVG.
 */

export type ComposeOptions = {
  /** "full" is the brand colours; the others draw everything in one colour. */
  colorMode?: ColorMode;
  /**
   * "design" is the design's background colour, "transparent" leaves it out (cut-outs become
   * holes), or any #RRGGBB. Default: "design" in full colour, "transparent" otherwise.
   */
  background?: "design" | "transparent" | string;
  /** "outlined" glyph paths (self-contained, the default) or live <text> (editable, needs the fonts). */
  text?: TextMode;
  /** The colour of the "mono" version; the design's mark colour by default. */
  monoColor?: string;
};

export type ComposedLogo = {
  svg: string;
  width: number;
  height: number;
  /** Faces the name and tagline are set in, and the strings set: what live text needs to render. */
  faces: FaceId[];
  texts: string[];
};

const HEX = /^#[0-9A-Fa-f]{6}$/;
const BLACK = "#000000";
const WHITE = "#FFFFFF";

function modeColor(mode: Exclude<ColorMode, "full">, options: ComposeOptions, palette: Palette): string {
  if (mode === "black") return BLACK;
  if (mode === "white") return WHITE;
  return options.monoColor && HEX.test(options.monoColor) ? options.monoColor.toUpperCase() : palette.primary;
}

/** Roles drawn as luminance: white keeps, black cuts out. */
function maskPalette(mode: ColorMode): Palette {
  if (mode !== "full") return singleColorPalette(WHITE, BLACK);
  return {
    ...singleColorPalette(WHITE, BLACK),
    onPrimary: WHITE,
    onPrimaryLarge: WHITE,
    accentOnPrimary: WHITE,
  };
}

export function composeLogo(design: LogoDesign, options: ComposeOptions = {}): ComposedLogo {
  const mode = options.colorMode ?? "full";
  const textMode = options.text ?? "outlined";
  const base = derivePalette(design.colors);
  const backgroundOption = options.background ?? (mode === "full" ? "design" : "transparent");
  const transparent = backgroundOption === "transparent";
  const background =
    backgroundOption === "design" || transparent
      ? base.bg
      : HEX.test(backgroundOption)
        ? backgroundOption.toUpperCase()
        : base.bg;

  const colors: Palette =
    mode === "full"
      ? { ...base, bg: background }
      : singleColorPalette(modeColor(mode, options, base), background);

  const style = TYPE_STYLES[design.typeface];
  const plan: Plan = {
    name: displayName(design),
    tagline: design.tagline ? design.tagline.toLocaleUpperCase() : undefined,
    symbol: design.symbol,
    frame: design.frame,
    ornament: design.ornament,
    style: design.letterSpacing === null ? style : { ...style, override: design.letterSpacing },
    colors,
    ownColors: mode === "full",
  };

  const sheet = new Sheet(textMode);
  LAYOUTS[design.layout](plan, sheet);
  let body = sheet.parts.join("");
  if (transparent) {
    // What the design paints in the background colour (cut-outs, text knocked out of a filled
    // shape) must become a hole: the same drawing again, as a luminance mask.
    const mask = new Sheet(textMode, "m-");
    LAYOUTS[design.layout]({ ...plan, colors: maskPalette(mode), ownColors: false }, mask);
    body =
      `<mask id="knockout" maskUnits="userSpaceOnUse" x="0" y="0" width="${BOARD}" height="${BOARD}">${mask.parts.join("")}</mask>` +
      `<g mask="url(#knockout)">${body}</g>`;
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${BOARD}" height="${BOARD}" viewBox="0 0 ${BOARD} ${BOARD}">` +
    `<title>${escapeXml(design.name)}</title>` +
    (transparent ? "" : `<rect width="${BOARD}" height="${BOARD}" fill="${background}"/>`) +
    `${body}</svg>`;
  return { svg, width: BOARD, height: BOARD, faces: [...sheet.faces], texts: sheet.texts };
}
