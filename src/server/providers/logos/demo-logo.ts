import type { LogoDesign } from "@/shared/logo-design";
import { composeLogo } from "../../composition/compose";
import { renderSvgToPng } from "../../composition/render";
import { renderPool } from "../../render/render-pool";
import { pickDemoDesign } from "./design/pick-design";
import { type LogoImage, type LogoProvider, LogoProviderError, type LogoRequest } from "./types";

export type DemoLogo = { svg: string; png: Buffer; width: number; height: number; design: LogoDesign };

/** The offline generator: a design picked from the seed and the brief, composed and rendered. */
export function renderDemoLogo(req: LogoRequest): DemoLogo {
  const design = pickDemoDesign(req);
  const logo = composeLogo(design);
  return { svg: logo.svg, png: renderSvgToPng(logo), width: logo.width, height: logo.height, design };
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
