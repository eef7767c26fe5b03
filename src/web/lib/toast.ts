import type { ExternalToast } from "sonner";

/**
 * Toasts without putting sonner on the landing page's critical path: the library loads after
 * first paint (or at the first toast), and toasts wait until its Toaster has mounted, so none
 * is lost. Same call shapes as sonner's toast().
 */
type Sonner = typeof import("sonner");

let loading: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const listeners = new Set<(sonner: Sonner) => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then((sonner) => {
    loaded = sonner;
    for (const listener of listeners) listener(sonner);
    return sonner;
  });
  return loading;
}

/** Calls back once sonner has loaded (at once if it already has). */
export function onSonnerLoaded(listener: (sonner: Sonner) => void): () => void {
  if (loaded) listener(loaded);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toasterMounted() {
  markMounted();
}

type Kind = "message" | "success" | "error";

function show(kind: Kind, title: string, options?: ExternalToast) {
  void loadSonner().then(async ({ toast: sonner }) => {
    await mounted;
    if (kind === "message") sonner(title, options);
    else sonner[kind](title, options);
  });
}

export const toast = Object.assign(
  (title: string, options?: ExternalToast) => show("message", title, options),
  {
    success: (title: string, options?: ExternalToast) => show("success", title, options),
    error: (title: string, options?: ExternalToast) => show("error", title, options),
  },
);
