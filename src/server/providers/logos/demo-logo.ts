import type { LogoDesign } from "@/shared/logo-design";
import { composeLogo } from "../../composition/compose";
import { renderSvgToPng } from "../../composition/render";
import { renderPool } from "../../render/render-pool";
import { pickDemoDesign } from "./design/pick-design";
import { type LogoImage, type LogoProvider, LogoProviderError, type LogoRequest } from "./types";

export type DemoLogo = { svg: string; png: Buffer; width: number; height: number; design: LogoDesign };

/** The offline generator: a design picked from the seed and the brief, composed and rendered. */
export function renderDemoLogo(req: LogoRequest): DemoLogo {
  return renderDesign(pickDemoDesign(req));
}

export function renderDesign(design: LogoDesign): DemoLogo {
  const logo = composeLogo(design);
  return { svg: logo.svg, png: renderSvgToPng(logo), width: logo.width, height: logo.height, design };
}

export function createDemoLogoProvider(): LogoProvider {
  return {
    mode: "demo",
    async generate(request: LogoRequest): Promise<LogoImage> {
      if (request.signal?.aborted) throw new LogoProviderError("Logo generation was cancelled");
      try {
        // Picking is a few ms of lookups in data the request thread holds anyway; the render pool
        // composes and rasterises (each worker would otherwise load its own copy of that data).
        return await renderPool().run("demoLogo", { design: pickDemoDesign(request) });
      } catch (error) {
        throw new LogoProviderError(
          `Demo logo rendering failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
  };
}
