import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Download, Sparkles } from "lucide-react";
import { cn } from "@/web/lib/cn";

const NAMES = [
  { name: "Ember & Bean", meaning: msg`The warmth of a fresh roast and the bean behind it` },
  { name: "Kopi Pagi", meaning: msg`Indonesian for “morning coffee”` },
  { name: "Daylight Roasters", meaning: msg`Bright and optimistic, made for early risers` },
] as const;

/**
 * Decorative product composition for the hero: a studio card with a business prompt, name ideas
 * with meanings and two logo tiles, plus floating chips. Pure HTML/CSS/SVG, hidden from assistive
 * technology (the hero copy says the same thing).
 */
export function HeroVisual() {
  const { t } = useLingui();
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="-inset-8 -z-10 absolute rounded-[3rem] bg-[radial-gradient(closest-side,var(--color-brand-100),transparent)]" />

      <div className="relative rounded-2xl border border-slate-200/80 bg-white p-4 shadow-2xl shadow-brand-900/10 sm:p-5">
        <div className="flex items-center gap-2">
          <span className="rounded-full bg-slate-100 px-2.5 py-1 font-medium text-[11px] text-slate-600">
            <Trans>Step 3 of 5 · Names</Trans>
          </span>
          <span className="rounded-full bg-brand-50 px-2.5 py-1 font-medium text-[11px] text-brand-700">
            <Trans>Food &amp; Beverage</Trans>
          </span>
        </div>

        <div className="mt-4 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
          <p className="font-semibold text-[11px] text-slate-500 uppercase tracking-wider">
            <Trans>Your business</Trans>
          </p>
          <p className="mt-1 text-slate-700 text-xs leading-relaxed sm:text-[13px]">
            <Trans>A bright specialty coffee bar roasting Indonesian beans for early risers.</Trans>
          </p>
        </div>

        <ul className="mt-4 space-y-2">
          {NAMES.map((item, i) => (
            <li
              key={item.name}
              className={cn(
                "flex items-center gap-3 rounded-xl px-3 py-2.5 ring-1 ring-inset",
                i === 0 ? "bg-brand-50 ring-2 ring-brand-600" : "bg-white ring-slate-200",
              )}
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900 text-sm">{item.name}</p>
                <p className="truncate text-slate-600 text-xs">{t(item.meaning)}</p>
              </div>
              {i === 0 && (
                <span className="grid size-5 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
                  <Check className="size-3" strokeWidth={3} />
                </span>
              )}
            </li>
          ))}
        </ul>

        <div className="mt-4 grid grid-cols-2 gap-3">
          <div className="relative grid aspect-16/10 place-items-center rounded-xl bg-linear-to-br from-brand-600 to-brand-900 ring-2 ring-accent-400 ring-offset-2">
            <CoffeeMark className="size-16 sm:size-20" />
          </div>
          <div className="grid aspect-16/10 place-items-center rounded-xl bg-amber-50 ring-1 ring-amber-200 ring-inset">
            <span className="font-serif text-2xl text-brand-900 italic tracking-tight sm:text-3xl">
              E&amp;B
            </span>
          </div>
        </div>
      </div>

      <div className="-right-2 sm:-right-6 -bottom-6 absolute flex items-center gap-2.5 rounded-xl bg-white py-2 pr-4 pl-2 shadow-brand-900/10 shadow-lg ring-1 ring-slate-200">
        <span className="grid size-9 place-items-center rounded-lg bg-accent-400 text-slate-900">
          <Download className="size-4" />
        </span>
        <span>
          <span className="block font-semibold text-slate-900 text-xs">
            <Trans>Logo ready</Trans>
          </span>
          <span className="block text-[11px] text-slate-600">1024 × 1024 PNG + JPEG</span>
        </span>
      </div>

      <div className="-top-3 sm:-right-6 absolute right-3 flex items-center gap-1.5 rounded-full bg-slate-900 px-3 py-1.5 font-medium text-white text-xs shadow-lg">
        <Sparkles className="size-3.5 text-accent-400" />
        <Trans>AI-generated</Trans>
      </div>
    </div>
  );
}

/** The sample "Ember & Bean" mark: a coffee bean with an ember spark. */
export function CoffeeMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="30" cy="36" rx="14" ry="19" transform="rotate(35 30 36)" fill="#fff" />
      <path d="M21 26c9 4 9 16 18 20" fill="none" stroke="#4338ca" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="49" cy="14" r="5" fill="#fbbf24" />
    </svg>
  );
}
