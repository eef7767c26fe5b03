import { renderPool } from "../../render/render-pool";
import { type LogoImage, type LogoProvider, LogoProviderError, type LogoRequest } from "./types";

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
