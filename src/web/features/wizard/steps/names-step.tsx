import { Check, Mail, RefreshCw } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { cn } from "@/web/lib/cn";
import type { NameSuggestion } from "../api/brand-api";

export const FALLBACK_MEANING =
  "Sorry, the model is currently not working. Please contact us for assistance.";

/** Step 3: the latest run's names as selectable cards, with the generation counter. */
export function NamesStep({
  names,
  failed,
  generating,
  choosing,
  chosen,
  usage,
  premium,
  supportEmail,
  onRegenerate,
  onChoose,
}: {
  names: NameSuggestion[];
  failed: boolean;
  generating: boolean;
  choosing: string | null;
  chosen: string | null;
  usage: { count: number; limit: number };
  /** Regeneration is a premium feature: without premium the server refuses and the toast explains. */
  premium: boolean;
  supportEmail: string;
  onRegenerate: () => void;
  onChoose: (name: string) => void;
}) {
  const busy = generating || choosing !== null;
  return (
    <section aria-labelledby="names-heading" aria-busy={generating} className="space-y-6">
      <div className="space-y-2 text-center">
        <h1 id="names-heading" className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
          Here are your AI-generated brand names
        </h1>
        <p className="text-slate-600">Pick the one that feels right. You'll design its logo next.</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700 text-sm tabular-nums">
          Generations: {usage.count}/{usage.limit}
        </p>
        <Button
          variant="secondary"
          onClick={onRegenerate}
          disabled={busy || (premium && usage.count >= usage.limit)}
        >
          <RefreshCw aria-hidden="true" className={cn(generating && "animate-spin")} />
          Generate New Names
        </Button>
      </div>
      {generating ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 border-dashed py-16">
          <Spinner label="Generating names" className="[&>span:first-child]:size-8" />
          <p className="text-slate-700">Brainstorming names for your brand...</p>
        </div>
      ) : failed ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
          <h2 className="font-semibold text-lg text-red-900">Error</h2>
          <p className="mt-1 text-red-900">{FALLBACK_MEANING}</p>
          <a
            href={`mailto:${supportEmail}`}
            className="mt-3 inline-flex items-center gap-2 font-medium text-red-900 underline underline-offset-4"
          >
            <Mail className="size-4" aria-hidden="true" />
            {supportEmail}
          </a>
        </div>
      ) : (
        <div role="radiogroup" aria-labelledby="names-heading" className="grid gap-4 md:grid-cols-3">
          {names.map((suggestion) => {
            const selected = chosen === suggestion.name;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a card-sized radio; native radios cannot hold this layout.
              <button
                key={suggestion.name}
                type="button"
                role="radio"
                aria-checked={selected}
                disabled={busy}
                onClick={() => onChoose(suggestion.name)}
                className={cn(
                  "relative flex flex-col gap-2 rounded-2xl border-2 bg-white p-6 text-left transition-all hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md disabled:cursor-wait",
                  selected ? "border-brand-600 ring-4 ring-brand-100" : "border-slate-200",
                )}
              >
                <span className="break-words font-bold text-2xl text-slate-900 tracking-tight">
                  {suggestion.name}
                </span>
                <span className="text-slate-600 text-sm leading-relaxed">{suggestion.meaning}</span>
                {choosing === suggestion.name && <Spinner label="Saving your choice" className="mt-2" />}
                {selected && choosing === null && (
                  <Check className="absolute top-4 right-4 size-5 text-brand-600" aria-hidden="true" />
                )}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
