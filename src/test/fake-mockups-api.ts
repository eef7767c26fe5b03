import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import type { LogoDesign } from "@/shared/logo-design";
import {
  MOCKUP_SCENE_IDS,
  MOCKUP_SCENE_LABELS,
  MOCKUP_SCENES_PER_LOGO,
  type MockupListReply,
} from "@/shared/mockup-scenes";

/**
 * The mock-up endpoints of issue 32 as the contract in src/shared/mockup-scenes.ts says (the
 * server side is built in parallel): the scene list, one scene's WebP, and the editor's live
 * scene. Records every request, so tests can say what the page asked for.
 */
export function fakeMockupsApi({ watermarked = true, failList = false } = {}) {
  const requests: Array<{ method: string; path: string; design?: LogoDesign }> = [];
  const state = { failList };
  const webp = () =>
    new HttpResponse(new Uint8Array([0x52, 0x49, 0x46, 0x46]), { headers: { "Content-Type": "image/webp" } });
  const server = setupServer(
    http.get("*/api/logos/:id/mockups", ({ request }) => {
      requests.push({ method: "GET", path: new URL(request.url).pathname });
      if (state.failList) {
        return HttpResponse.json({ error: { code: "internal", message: "Boom" } }, { status: 500 });
      }
      const reply: MockupListReply = {
        // The server's English labels: the page must show its own, translated by id.
        scenes: MOCKUP_SCENE_IDS.slice(0, MOCKUP_SCENES_PER_LOGO).map((id) => ({
          id,
          label: `server: ${MOCKUP_SCENE_LABELS[id]}`,
        })),
        watermarked,
      };
      return HttpResponse.json(reply);
    }),
    http.get("*/api/logos/:id/mockups/:scene", ({ request }) => {
      requests.push({ method: "GET", path: new URL(request.url).pathname });
      return webp();
    }),
    http.post("*/api/logos/:id/edit-preview/mockups/:scene", async ({ request }) => {
      const body = (await request.json()) as { design: LogoDesign };
      requests.push({ method: "POST", path: new URL(request.url).pathname, design: body.design });
      return webp();
    }),
  );
  return { server, requests, state };
}
