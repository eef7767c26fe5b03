import { Resvg, type ResvgRenderOptions } from "@resvg/resvg-js";
import type { ComposedLogo } from "./compose";
import { renderOptions } from "./fonts";

/**
 * Rasterising is the CPU-heavy step of every logo, kept in this one function so it can move to a
 * worker pool. Outlined logos need no fonts; live text loads just the faces it uses.
 */
export function renderSvgToPng(
  logo: Pick<ComposedLogo, "svg" | "faces" | "texts">,
  options: { width?: number } = {},
): Buffer {
  const base: ResvgRenderOptions =
    logo.faces.length > 0 && /<text\b/.test(logo.svg)
      ? renderOptions(logo.faces, logo.texts.join(""))
      : { font: { loadSystemFonts: false } };
  const fitTo: ResvgRenderOptions["fitTo"] = options.width
    ? { mode: "width", value: options.width }
    : { mode: "original" };
  return new Resvg(logo.svg, { ...base, fitTo }).render().asPng();
}
