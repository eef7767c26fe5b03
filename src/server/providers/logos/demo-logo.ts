import { renderPool } from "@/server/render/render-pool";
import { pickDemoDesign } from "./design/pick-design";
import { type LogoImage, type LogoProvider, LogoProviderError, type LogoRequest } from "./types";

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
