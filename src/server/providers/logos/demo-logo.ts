import { Resvg } from "@resvg/resvg-js";
import { renderPool } from "../../render/render-pool";
import { ABSTRACT_MARKS, type AbstractMarkId } from "./demo/abstract-marks";
import { renderOptions } from "./demo/fonts";
import { LAYOUTS, type LayoutId } from "./demo/layouts";
import { resolveColors } from "./demo/palettes";
import { hashString, mulberry32, shuffled } from "./demo/random";
import { Sheet } from "./demo/sheet";
import { escapeXml } from "./demo/svg";
import { briefFor } from "./demo/themes";
import { TYPE_STYLES } from "./demo/type-styles";
import { type LogoImage, type LogoProvider, LogoProviderError, type LogoRequest } from "./types";

const SIZE = 1024;
const LAYOUT_IDS = Object.keys(LAYOUTS) as LayoutId[];
const ABSTRACT_IDS = Object.keys(ABSTRACT_MARKS) as AbstractMarkId[];

export type DemoLogo = { svg: string; png: Buffer; width: typeof SIZE; height: typeof SIZE };

/**
 * Composes the SVG. Choices shared by a run (the orderings of layouts, palettes, faces and motifs)
 * come from the seed and the brand; each variant takes a different position in those orderings, so
 * the two options of a run never share a layout.
 */
function composeDemoLogo(req: LogoRequest): { svg: string; sheet: Sheet } {
  const brief = briefFor(req.name, req.category, req.description);
  const runSeed = (hashString(`${req.name}\u0000${req.category}`) ^ req.seed) >>> 0;
  const run = mulberry32(runSeed);
  const variant = Math.abs(Math.trunc(req.variant));
  const at = <T>(items: readonly T[]): T => shuffled(run, items)[variant % items.length] as T;
  const layout = at(LAYOUT_IDS);
  const palette = at(brief.palettes);
  const style = TYPE_STYLES[at(brief.styles)];
  const motif = at(brief.motifs);
  const abstract = at(ABSTRACT_IDS);
  const colors = resolveColors(palette);
  const sheet = new Sheet();
  const rng = mulberry32(hashString(`${runSeed}:${variant}`));
  LAYOUTS[layout](
    { name: req.name, colors, style, motif, abstract, descriptor: brief.descriptor, rng },
    sheet,
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<title>${escapeXml(req.name)}</title>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${colors.bg}"/>` +
    `${sheet.parts.join("")}</svg>`;
  return { svg, sheet };
}

export function renderDemoLogo(req: LogoRequest): DemoLogo {
  const { svg, sheet } = composeDemoLogo(req);
  const options = renderOptions([...sheet.faces], sheet.texts.join(""));
  const png = new Resvg(svg, options).render().asPng();
  return { svg, png, width: SIZE, height: SIZE };
}

export function createDemoLogoProvider(): LogoProvider {
  return {
    mode: "demo",
    async generate(request: LogoRequest): Promise<LogoImage> {
      if (request.signal?.aborted) throw new LogoProviderError("Logo generation was cancelled");
      try {
        const { signal: _signal, ...plain } = request;
        return await renderPool().run("demoLogo", plain);
      } catch (error) {
        throw new LogoProviderError(
          `Demo logo rendering failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
  };
}
