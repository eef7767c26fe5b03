import { t } from "@lingui/core/macro";
import { useEffect, useRef, useState } from "react";
import { type LogoDesign, logoDesignSchema } from "@/shared/logo-design";
import { apiErrorMessage } from "@/web/lib/i18n/api-errors";
import { editorApi } from "./api/editor-api";

/** Long enough to let a burst of keystrokes settle, short enough to feel immediate. */
const DEBOUNCE_MS = 90;

export type LivePreview = {
  /** Object URL of the newest preview (the previous one stays until the next arrives). */
  url: string | null;
  pending: boolean;
  error: string | null;
};

/**
 * Re-renders the design on the server after each change: debounced, and a newer change aborts
 * the request for an older one. A design the shared schema refuses is not sent.
 */
export function useLivePreview(logoId: string, design: LogoDesign, initialUrl: string): LivePreview {
  const [state, setState] = useState<LivePreview>({ url: initialUrl, pending: false, error: null });
  const first = useRef(true);
  const objectUrl = useRef<string | null>(null);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!logoDesignSchema.safeParse(design).success) {
      setState((s) => ({ ...s, pending: false }));
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, pending: true }));
    const timer = setTimeout(() => {
      editorApi
        .preview(logoId, design, controller.signal)
        .then((blob) => {
          const url = URL.createObjectURL(blob);
          if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
          objectUrl.current = url;
          setState({ url, pending: false, error: null });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setState((s) => ({
            ...s,
            pending: false,
            error: apiErrorMessage(error, t`The preview could not be updated.`),
          }));
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [logoId, design]);

  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );
  return state;
}
