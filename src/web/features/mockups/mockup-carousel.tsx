import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight, RotateCw } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import type { MockupSceneId } from "@/shared/mockup-scenes";
import { Button } from "@/web/components/ui/button";
import { WithQuery } from "@/web/lib/query";
import { mockupsApi, useMockupList } from "./api/mockups-api";
import { SceneImage } from "./scene-image";
import { SCENE_LABELS } from "./scene-labels";

/**
 * The logo on the things a business uses (issue 32), on step 5 and the brand page: a carousel of
 * the scenes that suit the business. Keyboard (arrow keys, Home, End, the two buttons) and touch
 * (the strip scrolls and snaps to a slide under a swipe); each slide says which of how many it is.
 */
export function MockupCarousel(props: Props) {
  return (
    <WithQuery>
      <Carousel {...props} />
    </WithQuery>
  );
}

type Props = {
  logoId: string;
  brandName: string;
  /** Whether the brand's first download was confirmed: the scenes lose their watermark then. */
  confirmed?: boolean;
};

function Carousel({ logoId, brandName, confirmed = false }: Props) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const list = useMockupList(logoId, confirmed);
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const scenes = list.data?.scenes ?? [];
  const count = scenes.length;
  const label = (id: MockupSceneId) => i18n._(SCENE_LABELS[id]);
  const slideLabel = (id: MockupSceneId, at: number) => {
    const scene = label(id);
    const position = at + 1;
    return t`${scene}, ${position} of ${count}`;
  };
  const altText = (id: MockupSceneId) => {
    const scene = label(id);
    return t`The ${brandName} logo on: ${scene}`;
  };

  // Another logo starts at its first scene.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the logo changes, not on every render
  useEffect(() => setIndex(0), [logoId]);

  const go = useCallback(
    (next: number) => {
      const target = Math.max(0, Math.min(count - 1, next));
      setIndex(target);
      const el = strip.current;
      const slide = el?.children[target] as HTMLElement | undefined;
      if (el && slide) {
        const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        el.scrollTo?.({ left: slide.offsetLeft - el.offsetLeft, behavior: reduce ? "auto" : "smooth" });
      }
    },
    [count],
  );

  // A swipe or a trackpad scroll moves the strip itself: the current slide follows it.
  const onScroll = () => {
    const el = strip.current;
    const first = el?.children[0] as HTMLElement | undefined;
    if (!el || !first || first.offsetWidth === 0) return;
    const gap = count > 1 ? (el.children[1] as HTMLElement).offsetLeft - first.offsetLeft : first.offsetWidth;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    setIndex(atEnd ? count - 1 : Math.round(el.scrollLeft / gap));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined || (event.target as HTMLElement).closest("select, input, textarea")) return;
    event.preventDefault();
    go(next);
  };

  const current = scenes[index];
  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription={t`carousel`}
      onKeyDown={onKeyDown}
      className="min-w-0 space-y-3"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-lg text-slate-900">
            <Trans>See it in the world</Trans>
          </h2>
          {list.data?.watermarked ? (
            <p className="text-slate-600 text-sm">
              <Trans>Watermarked previews: the clean pictures come with your download.</Trans>
            </p>
          ) : null}
        </div>
        {count > 1 && (
          <div className="flex items-center gap-2">
            <span className="text-slate-600 text-sm tabular-nums" aria-hidden="true">
              {index + 1} / {count}
            </span>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t`Previous scene`}
              onClick={() => go(index - 1)}
              disabled={index === 0}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t`Next scene`}
              onClick={() => go(index + 1)}
              disabled={index >= count - 1}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>

      {list.isPending ? (
        <div className="flex gap-4 overflow-hidden" role="status">
          <span className="sr-only">
            <Trans>Loading the scenes</Trans>
          </span>
          {[0, 1, 2].map((i) => (
            <div
              key={i}
              aria-hidden="true"
              className="aspect-[4/3] w-[85%] shrink-0 animate-pulse rounded-xl bg-slate-100 sm:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.667rem)]"
            />
          ))}
        </div>
      ) : list.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 border-dashed px-4 py-10 text-center text-slate-700"
        >
          <p>
            <Trans>We couldn't load the scenes.</Trans>
          </p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            <RotateCw aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          {/* Scroll snapping gives touch its swipe; the strip is focusable so the keys work from it. */}
          <div
            ref={strip}
            onScroll={onScroll}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
            tabIndex={0}
            className="-mx-1 flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain scroll-smooth px-1 pb-2 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 motion-reduce:scroll-auto [scrollbar-width:thin]"
          >
            {scenes.map((scene, i) => (
              // biome-ignore lint/a11y/useSemanticElements: a slide of the carousel pattern (WAI-ARIA APG), not a set of form fields.
              <div
                key={scene.id}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={slideLabel(scene.id, i)}
                aria-current={i === index ? "true" : undefined}
                className="w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.667rem)]"
              >
                <SceneImage
                  src={mockupsApi.sceneUrl(logoId, scene.id, list.data.watermarked)}
                  alt={altText(scene.id)}
                  eager={i === 0}
                  className="border border-slate-200"
                />
                <p className="mt-2 text-slate-700 text-sm">{label(scene.id)}</p>
              </div>
            ))}
          </div>
          <p aria-live="polite" className="sr-only">
            {current ? slideLabel(current.id, index) : ""}
          </p>
        </>
      )}
    </section>
  );
}
