import { composeLogo } from "@/server/composition/compose";
import { renderSvgToPng } from "@/server/composition/render";
import { traceSymbol } from "@/server/composition/trace";
import { editPreview, makePreviews, normalisePng, toCompressedJpeg } from "@/server/images/logo-images";
import { renderShareCard } from "@/server/images/share-card";
import { fallbackFiles } from "@/server/kit/fallback";
import { type GuidelinesInput, guidelinesPdf, rasterGuidelinesPdf } from "@/server/kit/guidelines-pdf";
import { iconFiles } from "@/server/kit/icons";
import type { KitFile } from "@/server/kit/kit-fonts";
import { DOCUMENT_FILES, kitNames } from "@/server/kit/kit-plan";
import { type LicenceInput, licencePdf } from "@/server/kit/licence-pdf";
import { type LogoSetInput, logoFileSet } from "@/server/kit/logo-files";
import { type KitPreviewInput, renderKitPreview } from "@/server/kit/preview";
import { socialFiles } from "@/server/kit/social";
import { zipKit } from "@/server/kit/zip";
import { kitBusinessCard, kitMockupFile } from "@/server/mockups/kit-mockups";
import { type SceneImageInput, sceneWebp } from "@/server/mockups/render-scene";
import { renderDesign } from "@/server/providers/logos/demo-logo-render";
import {
  colorsFromSymbol,
  completeTracedDesign,
  type TracedDesignFrame,
} from "@/server/providers/logos/design/pick-design";
import { LOGO_PREVIEW_MAX } from "@/shared/constants";
import type { Locale } from "@/shared/locale";
import type { LogoDesign } from "@/shared/logo-design";

/**
 * The CPU-heavy image work, run inside the render pool's worker threads so one user's render
 * never stalls another's request. Inputs and results cross threads by structured clone: plain
 * data and byte arrays only.
 */
export const renderTasks = {
  /**
   * The procedural logo: composition, type measuring and rasterising of a design picked on the
   * request thread (picking needs the brief's lexical data and icon index, which workers never load).
   */
  async demoLogo(input: { design: LogoDesign }) {
    return renderDesign(input.design);
  },
  /**
   * The AI path's composition: the image model's picture of a symbol, background removed, traced
   * to vector, placed with the name in real type, rendered.
   */
  async aiLogo(input: { image: Uint8Array; frame: TracedDesignFrame }) {
    const traced = await traceSymbol(Buffer.from(input.image));
    const design = completeTracedDesign(input.frame, traced.symbol, colorsFromSymbol(traced.colors));
    const logo = composeLogo(design);
    return { png: renderSvgToPng(logo), svg: logo.svg, design, width: logo.width, height: logo.height };
  },
  /** A provider's image as the stored PNG (with the brand name as metadata) and its two previews. */
  async logoFiles(input: { png: Uint8Array; brandName: string }) {
    const normalised = await normalisePng(Buffer.from(input.png), input.brandName);
    return { ...normalised, previews: await makePreviews(normalised.png) };
  },
  /** The editor's live preview of a design: composed and set at preview size, watermarked until paid. */
  async designPreview(input: { design: LogoDesign; watermarked: boolean; locale?: Locale }) {
    const logo = composeLogo(input.design);
    const png = renderSvgToPng(logo, { width: LOGO_PREVIEW_MAX });
    return editPreview(png, input.watermarked, input.locale);
  },
  /** A saved edit's files: the full-resolution PNG (with the name it spells), vector master and previews. */
  async designFiles(input: { design: LogoDesign }) {
    const logo = composeLogo(input.design);
    const normalised = await normalisePng(renderSvgToPng(logo), input.design.name);
    return { ...normalised, svg: logo.svg, previews: await makePreviews(normalised.png) };
  },
  /** The Open Graph card of a public share page. */
  async shareCard(input: Parameters<typeof renderShareCard>[0]) {
    return renderShareCard(input);
  },
  /** The compressed download (docs/product.md#download). */
  async jpeg(png: Uint8Array) {
    return toCompressedJpeg(png);
  },
  /** Brand kit: SVG, PDF and PNG files of some colour versions of one layout. */
  async kitLogoSet(input: LogoSetInput) {
    return logoFileSet(input);
  },
  /** Brand kit: favicons, app icons and the web manifest. */
  async kitIcons(input: { design: LogoSetInput["design"]; brandName: string; locale?: Locale }) {
    return iconFiles(input.design, input.brandName, input.locale);
  },
  /** Brand kit: profile pictures and banners. */
  async kitSocial(input: { design: LogoSetInput["design"]; brandName: string }) {
    return socialFiles(input.design, input.brandName);
  },
  /** Brand kit: brand-guidelines.pdf. */
  async kitGuidelines(input: GuidelinesInput): Promise<KitFile[]> {
    return [{ path: DOCUMENT_FILES.guidelines, data: await guidelinesPdf(input) }];
  },
  /** The licence certificate (in the kit, and on its own). */
  async kitLicence(input: LicenceInput) {
    return licencePdf(input);
  },
  /** Brand kit of a logo without a stored composition: what its original image allows. */
  async kitFallback(input: {
    png: Uint8Array;
    svg: string | null;
    brandName: string;
    created: Date;
    locale?: Locale;
  }) {
    const files = await fallbackFiles({ ...input, names: kitNames(input.brandName) });
    const guidelines = await rasterGuidelinesPdf(input);
    return [...files, { path: DOCUMENT_FILES.guidelines, data: guidelines }];
  },
  /** Brand kit: the zip of everything. */
  async kitZip(input: { root: string; files: KitFile[]; mtime: Date }) {
    const zip = zipKit(input.root, input.files, input.mtime);
    return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  },
  /** A mock-up scene as WebP (the screens' previews and the editor's live scene). */
  async mockupScene(input: SceneImageInput) {
    return sceneWebp(input);
  },
  /** Brand kit: one scene in mockups/, a 2000 px PNG. */
  async kitMockup(input: Parameters<typeof kitMockupFile>[0]): Promise<KitFile[]> {
    return [await kitMockupFile(input)];
  },
  /** Brand kit: the print-ready business card in mockups/. */
  async kitBusinessCard(input: Parameters<typeof kitBusinessCard>[0]): Promise<KitFile[]> {
    return [await kitBusinessCard(input)];
  },
  /** Step 5's preview tiles of the kit (watermarked before payment). */
  async kitPreview(input: KitPreviewInput) {
    return renderKitPreview(input);
  },
};

export type RenderTasks = typeof renderTasks;
export type RenderTaskName = keyof RenderTasks;
