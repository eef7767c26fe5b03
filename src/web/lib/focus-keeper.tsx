import { useEffect } from "react";
import { pageLandmark } from "./page-anchors";

/** Whether an element can no longer hold focus: removed, disabled, hidden or made inert. */
function cannotHoldFocus(element: HTMLElement): boolean {
  return (
    !element.isConnected ||
    element.matches(":disabled") ||
    element.closest("[inert]") !== null ||
    element.getClientRects().length === 0
  );
}

/**
 * WCAG 2.4.3 (focus order): when the focused element disappears (a step's loading view gives way
 * to its results, a button is disabled while it works, a dialog closes after its opener was
 * replaced), the browser drops focus to <body> and a keyboard user starts again at the top of
 * the page. This puts it on the page's heading instead. A click on an empty spot (the last
 * focused element still there) is left alone.
 */
export function FocusKeeper() {
  useEffect(() => {
    let last: HTMLElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const active = document.activeElement;
      if (!last || (active && active !== document.body)) return;
      if (document.querySelector("dialog[open]") || !cannotHoldFocus(last)) return;
      last = null;
      pageLandmark()?.focus({ preventScroll: true });
    };
    // Chrome moves focus off a removed or disabled element when it next renders, after the DOM
    // change itself: check once that has happened.
    const later = () => {
      clearTimeout(timer);
      requestAnimationFrame(() => {
        timer = setTimeout(check, 0);
      });
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target !== document.body) last = event.target;
    };
    const observer = new MutationObserver(later);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["disabled", "inert", "hidden", "open"],
    });
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", later);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", later);
    };
  }, []);
  return null;
}
