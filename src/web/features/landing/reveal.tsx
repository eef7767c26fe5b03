import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { prefersReducedMotion, REVEAL_BLOCK_OFFSET, type RevealOffset } from "./motion";

const EASE = "cubic-bezier(0.16, 1, 0.3, 1)";
const DURATION_MS = 700;

type RevealState = "static" | "hidden" | "shown";

/**
 * Fades and slides its content up once the block is `offset` px inside the viewport.
 *
 * Content is visible by default: it is only hidden (before first paint, in a layout effect) when
 * IntersectionObserver exists, reduced motion is off and the block starts below the trigger line, so
 * nothing already on screen (the hero) ever blinks and nothing stays hidden without the observer. Only
 * opacity and transform change, on an inner element, so there is no layout shift and the observed
 * outer box keeps its real position.
 */
export function Reveal({
  children,
  offset = REVEAL_BLOCK_OFFSET,
  delayMs = 0,
  className,
}: {
  children: ReactNode;
  offset?: RevealOffset;
  delayMs?: number;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<RevealState>("static");

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== "function" || prefersReducedMotion()) return;
    if (element.getBoundingClientRect().top < window.innerHeight - offset) return;
    setState("hidden");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState("shown");
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${offset}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [offset]);

  const distance = Math.round(offset / 4);
  const style =
    state === "static"
      ? undefined
      : {
          opacity: state === "hidden" ? 0 : 1,
          transform: state === "hidden" ? `translate3d(0, ${distance}px, 0)` : "none",
          transition: `opacity ${DURATION_MS}ms ${EASE} ${delayMs}ms, transform ${DURATION_MS}ms ${EASE} ${delayMs}ms`,
        };

  return (
    <div
      ref={ref}
      className={className}
      data-reveal={state}
      onFocusCapture={state === "hidden" ? () => setState("shown") : undefined}
    >
      <div className="h-full" style={style}>
        {children}
      </div>
    </div>
  );
}
