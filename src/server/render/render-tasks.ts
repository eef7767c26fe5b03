import { makePreviews, normalisePng, toCompressedJpeg } from "../images/logo-images";
import { renderShareCard } from "../images/share-card";
import { renderDemoLogo } from "../providers/logos/demo-logo";
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
  /** A provider's image as the stored PNG (with the brand name as metadata) and its two previews. */
  async logoFiles(input: { png: Uint8Array; brandName: string }) {
    const normalised = await normalisePng(Buffer.from(input.png), input.brandName);
    return { ...normalised, previews: await makePreviews(normalised.png) };
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
