import { useEffect, useRef, useState } from "react";
import { type LogoDesign, logoDesignSchema } from "@/shared/logo-design";
import { apiErrorMessage } from "@/web/lib/i18n/api-errors";

/** Long enough to let a burst of keystrokes settle, short enough to feel immediate. */
const DEBOUNCE_MS = 90;

export type LivePreview = {
  /** Object URL of the newest preview (the previous one stays until the next arrives). */
  url: string | null;
  pending: boolean;
  error: string | null;
};

/**
 * Re-renders a picture on the server after each change of the design (the editor's logo, a mock-up
 * scene): debounced, and a newer change aborts the request for an older one. A design the shared
 * schema refuses is not sent. For any picture drawn from the design (the logo, a mock-up scene).
 * `target` names what is drawn: until the design is first edited, the saved picture (`initialUrl`)
 * is shown for it without a request; after that, a new target is drawn from the design too.
 * `render` is called with the current design's closure, after the debounce.
 */
export function useLiveRender({
  target,
  design,
  initialUrl,
  render,
  fallbackError,
}: {
  target: string;
  design: LogoDesign;
  initialUrl: string;
  render: (signal: AbortSignal) => Promise<Blob>;
  fallbackError: string;
}): LivePreview {
  const [state, setState] = useState<LivePreview>({ url: initialUrl, pending: false, error: null });
  const last = useRef({ target, design });
  const edited = useRef(false);
  const objectUrl = useRef<string | null>(null);
  const latest = useRef({ render, initialUrl, fallbackError });
  latest.current = { render, initialUrl, fallbackError };

  useEffect(() => {
    const previous = last.current;
    last.current = { target, design };
    if (previous.design !== design) edited.current = true;
    // The first run (twice under StrictMode) shows the saved picture.
    if (previous.target === target && previous.design === design) return;
    if (!edited.current) {
      setState({ url: latest.current.initialUrl, pending: false, error: null });
      return;
    }
    if (!logoDesignSchema.safeParse(design).success) {
      setState((s) => ({ ...s, pending: false }));
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, pending: true }));
    const timer = setTimeout(() => {
      latest.current
        .render(controller.signal)
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
            error: apiErrorMessage(error, latest.current.fallbackError),
          }));
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [target, design]);

  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );
  return state;
}
