import { useLingui as useLinguiContext } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { CATEGORIES, type CategoryId } from "@/shared/categories";
import { CATEGORY_SELECT_DELAY_MS } from "@/shared/constants";
import { cn } from "@/web/lib/cn";
import { useRovingRadios } from "@/web/lib/use-roving-radios";
import { CategoryIcon } from "../category-icon";
import { categoryText } from "../texts";

/** Step 1: six selectable cards; a choice advances after about 150 ms (docs/product.md#screens). */
export function CategoryStep({
  value,
  onSelect,
}: {
  value: CategoryId | null;
  onSelect: (id: CategoryId) => void;
}) {
  const headingId = useId();
  const [picked, setPicked] = useState<CategoryId | null>(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = useRovingRadios(group);
  // Re-render on a language change: the cards' texts are read from the catalogue below.
  useLinguiContext();
  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (id: CategoryId) => {
    setPicked(id);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSelect(id), CATEGORY_SELECT_DELAY_MS);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="space-y-2 text-center">
        <h1
          id={headingId}
          tabIndex={-1}
          className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl"
        >
          <Trans>What kind of business are you creating a brand for?</Trans>
        </h1>
        <p className="text-slate-600">
          <Trans>Pick the closest fit. It shapes the tone of your names and logos.</Trans>
        </p>
      </div>
      <div
        ref={group}
        role="radiogroup"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {CATEGORIES.map((category) => {
          const selected = picked === category.id;
          const text = categoryText(category.id);
          return (
            // biome-ignore lint/a11y/useSemanticElements: a card-sized radio; native radios cannot hold this layout.
            <button
              key={category.id}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() => choose(category.id)}
              className={cn(
                "group relative flex flex-col items-start gap-3 rounded-2xl border-2 bg-white p-5 text-left transition-all hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md",
                selected ? "border-brand-600 shadow-md ring-4 ring-brand-100" : "border-slate-200",
              )}
            >
              <span
                className={cn(
                  "flex size-11 items-center justify-center rounded-xl transition-colors",
                  selected
                    ? "bg-brand-600 text-white"
                    : "bg-brand-50 text-brand-700 group-hover:bg-brand-100",
                )}
              >
                <CategoryIcon icon={category.icon} className="size-5" />
              </span>
              <span className="font-semibold text-slate-900">{text.name}</span>
              <span className="text-slate-600 text-sm">{text.description}</span>
              {selected && (
                <Check className="absolute top-4 right-4 size-5 text-brand-600" aria-hidden="true" />
              )}
            </button>
          );
        })}
      </div>
      <p className="text-center text-slate-600 text-sm">
        <Trans>Don't worry, you can always change this later.</Trans>
      </p>
    </section>
  );
}
