import type { LogoDesign } from "@/shared/logo-design";
import { api, renderedBlob, unwrap } from "@/web/lib/api";

export const editorApi = {
  open: (logoId: string) => unwrap(api.logos[":id"].editor.$get({ param: { id: logoId } })),
  save: (logoId: string, design: LogoDesign) =>
    unwrap(api.logos[":id"].versions.$post({ param: { id: logoId }, json: { design } })),
  /** A live preview of a design (WebP), rendered by the server and not saved. */
  async preview(logoId: string, design: LogoDesign, signal: AbortSignal): Promise<Blob> {
    return renderedBlob(`/api/logos/${logoId}/edit-preview`, design, signal);
  },
};

/** A logo as the editor opens it: its design, what its symbol is, the choices offered and whether it may change. */
export type EditorState = Awaited<ReturnType<typeof editorApi.open>>;
