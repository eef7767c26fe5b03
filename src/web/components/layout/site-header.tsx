import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { NAV_SCROLL_THRESHOLD_PX } from "@/shared/constants";
import { paths } from "@/shared/routes";
import { cn } from "@/web/lib/cn";
import { anchorHref, LANDING_SECTIONS, MAIN_ID } from "@/web/lib/page-anchors";
import { LanguageSwitch } from "./language-switch";
import { Wordmark } from "./logo-mark";

const LANDING_ANCHORS = [
  { href: anchorHref(LANDING_SECTIONS.features), label: msg`Features` },
  { href: anchorHref(LANDING_SECTIONS.howToUse), label: msg`How to Use` },
  { href: anchorHref(LANDING_SECTIONS.examples), label: msg`Examples` },
  { href: anchorHref(LANDING_SECTIONS.pricing), label: msg`Pricing` },
] as const;

/** Smooth only here: a page-wide smooth scroll would also animate route changes. */
function scrollToSection(event: React.MouseEvent, href: string) {
  const target = document.getElementById(href.slice(1));
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  history.replaceState(history.state, "", href);
}

/** Below 768 px the section links fold into a menu button (a disclosure, closed by Escape). */
function MobileSections() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!buttonRef.current?.parentElement?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);
  return (
    <div className="relative md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Sections`}
        onClick={() => setOpen((v) => !v)}
        className="flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
      </button>
      {open ? (
        <nav
          id={panelId}
          aria-label={t`Sections`}
          className="absolute right-0 mt-2 w-56 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          {LANDING_ANCHORS.map((a) => (
            <a
              key={a.href}
              href={a.href}
              onClick={(event) => {
                setOpen(false);
                scrollToSection(event, a.href);
              }}
              className="block px-4 py-3 font-medium text-slate-700 text-sm hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none"
            >
              {t(a.label)}
            </a>
          ))}
        </nav>
      ) : null}
    </div>
  );
}

/**
 * Fixed top bar: logo and product name, optional section anchors, and a right-hand slot for the
 * auth area. Past 50 px of scroll it turns translucent with blur and a shadow (docs/product.md#screens).
 */
export function SiteHeader({ anchors = false, right }: { anchors?: boolean; right?: ReactNode }) {
  const { t } = useLingui();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300",
        scrolled ? "bg-white/80 shadow-md backdrop-blur-md" : "bg-white",
      )}
    >
      <a
        href={anchorHref(MAIN_ID)}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        <Trans>Skip to content</Trans>
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home()} className="rounded-lg" aria-label={t`BrandSculpt home`}>
          <Wordmark />
        </Link>
        {anchors ? (
          <nav aria-label={t`Sections`} className="hidden items-center gap-1 md:flex">
            {LANDING_ANCHORS.map((a) => (
              <a
                key={a.href}
                href={a.href}
                onClick={(event) => scrollToSection(event, a.href)}
                className="rounded-lg px-3 py-2 font-medium text-slate-700 text-sm hover:bg-slate-100 hover:text-slate-900"
              >
                {t(a.label)}
              </a>
            ))}
          </nav>
        ) : null}
        <div className="flex min-w-9 items-center justify-end gap-1">
          <LanguageSwitch compact />
          {right}
          {anchors ? <MobileSections /> : null}
        </div>
      </div>
    </header>
  );
}
