import { composeLogo } from "@/server/composition/compose";
import { renderSvgToPng } from "@/server/composition/render";
import type { LogoDesign } from "@/shared/logo-design";
import { pickDemoDesign } from "./design/pick-design";
import type { LogoRequest } from "./types";

// Apart from the provider (demo-logo.ts), which runs this in the render pool: the pool's tasks
// import it, so it must not import the pool.
export type DemoLogo = { svg: string; png: Buffer; width: number; height: number; design: LogoDesign };

/** The offline generator: a design picked from the seed and the brief, composed and rendered. */
export function renderDemoLogo(req: LogoRequest): DemoLogo {
  return renderDesign(pickDemoDesign(req));
}

/** A design picked already (on the request thread), composed and rendered. */
export function renderDesign(design: LogoDesign): DemoLogo {
  const logo = composeLogo(design);
  return { svg: logo.svg, png: renderSvgToPng(logo), width: logo.width, height: logo.height, design };
}
