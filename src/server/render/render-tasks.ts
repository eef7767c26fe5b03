import { LOGO_PREVIEW_MAX } from "@/shared/constants";
import type { LogoDesign } from "@/shared/logo-design";
import { composeLogo } from "../composition/compose";
import { renderSvgToPng } from "../composition/render";
import { traceSymbol } from "../composition/trace";
import { editPreview, makePreviews, normalisePng, toCompressedJpeg } from "../images/logo-images";
import { renderShareCard } from "../images/share-card";
import { renderDemoLogo } from "../providers/logos/demo-logo";
import { colorsFromSymbol, pickTracedDesign } from "../providers/logos/design/pick-design";
import type { LogoRequest } from "../providers/logos/types";

/**
 * The CPU-heavy image work, run inside the render pool's worker threads so one user's render
 * never stalls another's request. Inputs and results cross threads by structured clone: plain
 * data and byte arrays only.
 */
export const renderTasks = {
  /** The procedural logo: composition, type measuring and rasterising. */
  async demoLogo(request: Omit<LogoRequest, "signal">) {
    return renderDemoLogo(request);
  },
  /**
   * The AI path's composition: the image model's picture of a symbol, background removed, traced
   * to vector, placed with the name in real type, rendered.
   */
  async aiLogo(input: { image: Uint8Array; request: Omit<LogoRequest, "signal"> }) {
    const traced = await traceSymbol(Buffer.from(input.image));
    const design = pickTracedDesign(input.request, traced.symbol, colorsFromSymbol(traced.colors));
    const logo = composeLogo(design);
    return { png: renderSvgToPng(logo), svg: logo.svg, design, width: logo.width, height: logo.height };
  },
  /** A provider's image as the stored PNG (with the brand name as metadata) and its two previews. */
  async logoFiles(input: { png: Uint8Array; brandName: string }) {
    const normalised = await normalisePng(Buffer.from(input.png), input.brandName);
    return { ...normalised, previews: await makePreviews(normalised.png) };
  },
  /** The editor's live preview of a design: composed and set at preview size, watermarked until paid. */
  async designPreview(input: { design: LogoDesign; watermarked: boolean }) {
    const logo = composeLogo(input.design);
    const png = renderSvgToPng(logo, { width: LOGO_PREVIEW_MAX });
    return editPreview(png, input.watermarked);
  },
  /** A saved edit's files: the full-resolution PNG (with the name it spells), vector master and previews. */
  async designFiles(input: { design: LogoDesign }) {
    const logo = composeLogo(input.design);
    const normalised = await normalisePng(renderSvgToPng(logo), input.design.name);
    return { ...normalised, svg: logo.svg, previews: await makePreviews(normalised.png) };
  },
  /** The Open Graph card of a public share page. */
  async shareCard(input: { preview: Uint8Array; name: string; meaning: string }) {
    return renderShareCard(input);
  },
  /** The compressed download (spec section 7). */
  async jpeg(png: Uint8Array) {
    return toCompressedJpeg(png);
  },
};

export type RenderTasks = typeof renderTasks;
export type RenderTaskName = keyof RenderTasks;
