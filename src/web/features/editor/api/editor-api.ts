import type { LogoColors, LogoDesign, LogoSymbol, SymbolSource } from "@/shared/logo-design";
import { api, unwrap } from "@/web/lib/api";
import type { SessionView } from "@/web/lib/session-view";

export type EditorState = {
  logo: { id: string; sessionId: string; name: string; version: number; originId: string };
  design: LogoDesign;
  /** What the symbol depicts, where it comes from and its licence. */
  symbol: { concept: string | null; source: SymbolSource; licence: string | null };
  choices: {
    /** Pictograms from the same vocabulary the generator uses (the logo's own first). */
    symbols: Array<{ key: string; label: string; symbol: LogoSymbol }>;
    motifs: string[];
    abstracts: string[];
    traced: { colors: string[]; recolorable: boolean } | null;
    palettes: Array<{ id: string; colors: LogoColors }>;
  };
  /** False once the brand is downloaded (its logo is final), or for a logo of an earlier name. */
  editable: boolean;
  watermarked: boolean;
};

export const editorApi = {
  open: (logoId: string) => unwrap<EditorState>(api.logos[":id"].editor.$get({ param: { id: logoId } })),
  save: (logoId: string, design: LogoDesign) =>
    unwrap<{ logoId: string; session: SessionView }>(
      api.logos[":id"].versions.$post({ param: { id: logoId }, json: { design } }),
    ),
  /** A live preview of a design (WebP), rendered by the server and not saved. */
  async preview(logoId: string, design: LogoDesign, signal: AbortSignal): Promise<Blob> {
    const res = await fetch(`/api/logos/${logoId}/edit-preview`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ design }),
      signal,
    });
    if (!res.ok) await unwrap(res);
    return res.blob();
  },
};
