import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Pause, Play } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useMediaQuery } from "@/web/lib/use-media-query";
import { prefersReducedMotion } from "./motion";

// Only a site without a recorded walkthrough draws it, so the landing page does not carry it.
const HowToPlaceholder = lazy(() => import("./how-to-placeholder"));

const VIDEO_LABEL = msg`Walkthrough video: describing a business, choosing a brand name and logo, and downloading it`;

/** One encoding of the walkthrough; its pixel size sets the box's aspect ratio. */
export type VideoRendition = { src: string; poster?: string; width: number; height: number };

/**
 * Below Tailwind's `sm` the desktop recording would be shown about 330 px wide, its text shrunk
 * to a quarter of its size; phones get the recording made on a phone instead (issue 29, item 12).
 */
const PHONE_VIDEO_QUERY = "(max-width: 639px)";

/**
 * The How to Use video slot. The box takes the chosen video's aspect ratio (wide on desktop, a
 * portrait phone recording on narrow screens), so nothing is letterboxed or cut. Without a video
 * it shows an illustrated placeholder in a 16:10 box.
 */
export function HowToVideo({ wide, phone }: { wide?: VideoRendition; phone?: VideoRendition }) {
  const narrow = useMediaQuery(PHONE_VIDEO_QUERY);
  const video = narrow && phone ? phone : wide;
  const frame =
    "relative w-full overflow-hidden rounded-2xl bg-slate-100 shadow-brand-900/10 shadow-xl ring-1 ring-slate-900/10";
  if (!video) {
    return (
      <div className={`${frame} aspect-16/10`}>
        <Suspense fallback={null}>
          <HowToPlaceholder />
        </Suspense>
      </div>
    );
  }
  const ratio = video.width / video.height;
  return (
    <div
      className={`${frame} mx-auto`}
      style={{
        aspectRatio: `${video.width} / ${video.height}`,
        // A portrait video never grows taller than the screen below the 64 px header.
        maxWidth: ratio < 1 ? `min(100%, 24rem, calc((100svh - 6rem) * ${ratio.toFixed(4)}))` : undefined,
      }}
    >
      <InViewVideo src={video.src} poster={video.poster} />
    </div>
  );
}

/**
 * Muted loop that loads nothing until it is scrolled into view (preload="none"), plays only while
 * visible, and stays paused with controls under prefers-reduced-motion.
 */
function InViewVideo({ src, poster }: { src: string; poster?: string }) {
  const { t } = useLingui();
  const ref = useRef<HTMLVideoElement>(null);
  const [reduced, setReduced] = useState(false);
  const [playing, setPlaying] = useState(false);
  // Pausing is the visitor's choice and lasts: scrolling away and back does not restart it.
  const [paused, setPaused] = useState(false);
  const pausedRef = useRef(false);
  const update = useRef<() => void>(() => {});

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const query =
      typeof window.matchMedia === "function" ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
    const hasObserver = typeof IntersectionObserver === "function";
    let inView = !hasObserver;
    update.current = () => {
      const reduce = prefersReducedMotion();
      const shouldPlay = inView && !reduce && !pausedRef.current;
      setReduced(reduce);
      setPlaying(shouldPlay);
      try {
        if (shouldPlay) void video.play()?.catch(() => {});
        else video.pause();
      } catch {
        // media playback unavailable (e.g. non-browser environments)
      }
    };
    const observer = hasObserver
      ? new IntersectionObserver(
          (entries) => {
            inView = entries.some((entry) => entry.isIntersecting);
            update.current();
          },
          { threshold: 0.35 },
        )
      : null;
    observer?.observe(video);
    const onChange = () => update.current();
    query?.addEventListener?.("change", onChange);
    update.current();
    return () => {
      observer?.disconnect();
      query?.removeEventListener?.("change", onChange);
    };
  }, []);

  const toggle = () => {
    pausedRef.current = !pausedRef.current;
    setPaused(pausedRef.current);
    update.current();
  };

  return (
    <>
      <video
        ref={ref}
        className="size-full object-cover"
        src={src}
        poster={poster}
        muted
        loop
        playsInline
        autoPlay={playing}
        preload="none"
        controls={reduced}
        aria-label={t(VIDEO_LABEL)}
      />
      {!reduced && (
        // WCAG 2.2.2: moving content that lasts more than five seconds can be paused.
        <button
          type="button"
          onClick={toggle}
          className="absolute right-3 bottom-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-slate-900/85 px-4 font-medium text-sm text-white shadow-lg hover:bg-slate-900 focus-visible:outline-3 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
        >
          {paused ? (
            <Play className="size-4" aria-hidden="true" />
          ) : (
            <Pause className="size-4" aria-hidden="true" />
          )}
          {paused ? t`Play video` : t`Pause video`}
        </button>
      )}
    </>
  );
}
