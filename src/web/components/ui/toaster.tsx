import { useEffect, useState } from "react";
import { loadSonner, onSonnerLoaded, toasterMounted } from "@/web/lib/toast";

type Sonner = Awaited<ReturnType<typeof loadSonner>>;

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
  if (!sonner) return null;
  return (
    <sonner.Toaster
      position="top-center"
      // Below the 64 px header: a toast never hides the navigation.
      offset={{ top: 76 }}
      mobileOffset={{ top: 76, left: 12, right: 12 }}
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
