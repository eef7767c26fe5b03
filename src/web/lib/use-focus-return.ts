import { type RefObject, useLayoutEffect, useRef } from "react";
import { pageLandmark } from "./page-anchors";

/**
 * A control disabled while its work runs loses focus (the browser moves it away, and a dialog
 * that started the work cannot give focus back to a disabled control). When the work ends, focus
 * goes back to the control unless the person has moved it somewhere else meanwhile.
 */
export function useFocusReturn<T extends HTMLElement>(busy: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  const wasBusy = useRef(false);
  useLayoutEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const element = ref.current;
    const active = document.activeElement;
    const adrift =
      !active || active === document.body || active === pageLandmark() || element?.contains(active);
    if (element && adrift) element.focus();
  }, [busy]);
  return ref;
}
