import { useEffect, useState } from "react";
import { loadSonner, onSonnerLoaded, toasterMounted } from "@/web/lib/toast";

type Sonner = Awaited<ReturnType<typeof loadSonner>>;

/** Where the header's middle is free for a toast (its logo and links sit at the two ends). */
const TOAST_TOP_QUERY = "(min-width: 1024px)";

function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia?.(TOAST_TOP_QUERY).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(TOAST_TOP_QUERY);
    if (!query) return;
    const onChange = () => setWide(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return wide;
}

/** sonner's Toaster, loaded when the browser is idle after first paint (see lib/toast.ts). */
export function Toaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => {
    // Whichever comes first, idle time or a toast() call, starts the load; mount once it arrives.
    const unsubscribe = onSonnerLoaded((m) => setSonner(() => m));
    const load = () => void loadSonner();
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 }) ?? window.setTimeout(load, 1000);
    return () => {
      unsubscribe();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  useEffect(() => {
    if (sonner) toasterMounted();
  }, [sonner]);
  const wide = useWideScreen();
  if (!sonner) return null;
  return (
    <sonner.Toaster
      // Wide screens: in the header's empty middle, above the Back link, "Step n of 5" and the
      // progress bar. Narrower ones have no free band at the top, so toasts rise from the bottom,
      // where no bar or button is fixed.
      position={wide ? "top-center" : "bottom-center"}
      offset={{ top: 6, bottom: 12 }}
      mobileOffset={{ bottom: 12, left: 12, right: 12 }}
      closeButton
      toastOptions={{
        classNames: {
          toast: "!border-slate-200 !bg-white !text-slate-900 !shadow-lg",
          title: "!font-semibold !text-slate-900",
          description: "!text-slate-700",
          error: "!border-red-300 [&_[data-title]]:!text-red-800 [&_[data-icon]]:!text-red-700",
          success: "[&_[data-icon]]:!text-emerald-700",
          actionButton: "!bg-brand-600 !text-white",
        },
      }}
    />
  );
}
