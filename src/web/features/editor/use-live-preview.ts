import { t } from "@lingui/core/macro";
import type { LogoDesign } from "@/shared/logo-design";
import { type LivePreview, useLiveRender } from "@/web/lib/use-live-render";
import { editorApi } from "./api/editor-api";

export type { LivePreview };

/**
 * Re-renders the design on the server after each change: debounced, and a newer change aborts
 * the request for an older one. A design the shared schema refuses is not sent.
 */
export function useLivePreview(logoId: string, design: LogoDesign, initialUrl: string): LivePreview {
  return useLiveRender({
    target: logoId,
    design,
    initialUrl,
    render: (signal) => editorApi.preview(logoId, design, signal),
    fallbackError: t`The preview could not be updated.`,
  });
}
