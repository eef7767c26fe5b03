import { Mail, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import {
  LOADING_MESSAGE_INTERVAL_MS,
  LOGO_COUNTDOWN_SECONDS,
  LOGO_LOADING_MESSAGES,
} from "@/shared/constants";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { cn } from "@/web/lib/cn";
import type { LogoOption } from "../api/brand-api";
import { FALLBACK_MEANING } from "./names-step";

/** The loading view: five messages rotating every 2 s and a 30-second countdown (spec section 2). */
export function LogoLoading() {
  const [tick, setTick] = useState(0);
  const [seconds, setSeconds] = useState(LOGO_COUNTDOWN_SECONDS);
  useEffect(() => {
    const rotate = setInterval(() => setTick((t) => t + 1), LOADING_MESSAGE_INTERVAL_MS);
    const count = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => {
      clearInterval(rotate);
      clearInterval(count);
    };
  }, []);
  return (
    <div className="flex flex-col items-center gap-5 rounded-2xl border border-slate-200 border-dashed px-6 py-16 text-center">
      <Spinner label="Generating logos" className="[&>span:first-child]:size-10" />
      <p aria-live="polite" className="font-semibold text-lg text-slate-900">
        {LOGO_LOADING_MESSAGES[tick % LOGO_LOADING_MESSAGES.length]}
      </p>
      <p className="text-slate-600 text-sm tabular-nums">Estimated time: approximately {seconds} seconds</p>
    </div>
  );
}

/** Step 4: the logo options of the latest run; choosing one saves it and moves on. */
export function LogosStep({
  brandName,
  options,
  generating,
  failed,
  selectedId,
  selecting,
  usage,
  premium,
  supportEmail,
  onRegenerate,
  onRetry,
  onSelect,
}: {
  brandName: string;
  options: LogoOption[];
  generating: boolean;
  failed: boolean;
  selectedId: string | null;
  selecting: boolean;
  usage: { count: number; limit: number };
  /** Regeneration is a premium feature: without premium the server refuses and the toast explains. */
  premium: boolean;
  supportEmail: string;
  onRegenerate: () => void;
  onRetry: () => void;
  onSelect: (id: string) => void;
}) {
  return (
    <section aria-labelledby="logos-heading" aria-busy={generating} className="space-y-6">
      {generating ? (
        <>
          <h1
            id="logos-heading"
            className="text-center font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl"
          >
            Designing logos for {brandName}
          </h1>
          <LogoLoading />
        </>
      ) : failed ? (
        <div role="alert" className="space-y-4 rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
          <h1 id="logos-heading" className="font-bold text-red-900 text-xl">
            We couldn't create your logos
          </h1>
          <p className="text-red-900">
            {FALLBACK_MEANING}{" "}
            <a
              href={`mailto:${supportEmail}`}
              className="inline-flex items-center gap-1 font-medium underline underline-offset-4"
            >
              <Mail className="size-4" aria-hidden="true" />
              {supportEmail}
            </a>
          </p>
          <Button onClick={onRetry}>Try Again</Button>
        </div>
      ) : (
        <>
          <div className="space-y-2 text-center">
            <h1 id="logos-heading" className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
              Choose your perfect logo
            </h1>
            <p className="text-slate-600">
              Previews for {brandName}. The full-resolution file comes with your download.
            </p>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700 text-sm tabular-nums">
              Generations: {usage.count}/{usage.limit}
            </p>
            <Button
              variant="secondary"
              onClick={onRegenerate}
              disabled={selecting || (premium && usage.count >= usage.limit)}
            >
              <RefreshCw aria-hidden="true" />
              Generate New Logos
            </Button>
          </div>
          {options.length === 0 && (
            <p className="rounded-2xl border border-slate-200 border-dashed px-6 py-10 text-center text-slate-700">
              No logos for {brandName} yet.{" "}
              {premium || usage.count < usage.limit
                ? "Generate logos for this name, or go back and choose a name you already have logos for."
                : "Go back and choose a name you already have logos for, or unlock the full package to make more."}
            </p>
          )}
          <div role="radiogroup" aria-labelledby="logos-heading" className="grid gap-5 sm:grid-cols-2">
            {options.map((option, index) =>
              "error" in option ? (
                <div
                  key={`error-${index}`}
                  role="alert"
                  className="flex aspect-square flex-col items-center justify-center gap-2 rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900 text-sm"
                >
                  <p>{option.message}</p>
                  <a href={`mailto:${supportEmail}`} className="font-medium underline underline-offset-4">
                    {supportEmail}
                  </a>
                </div>
              ) : (
                // biome-ignore lint/a11y/useSemanticElements: an image-sized radio; native radios cannot hold this layout.
                <button
                  key={option.id}
                  type="button"
                  role="radio"
                  aria-checked={selectedId === option.id}
                  aria-label={`Logo option ${index + 1} for ${brandName}`}
                  disabled={selecting}
                  onClick={() => onSelect(option.id)}
                  onContextMenu={(event) => event.preventDefault()}
                  className={cn(
                    "group relative overflow-hidden rounded-2xl border-2 bg-white transition-all hover:-translate-y-0.5 hover:shadow-lg disabled:cursor-wait",
                    selectedId === option.id
                      ? "border-brand-600 ring-4 ring-brand-100"
                      : "border-slate-200 hover:border-brand-500",
                  )}
                >
                  <img
                    src={option.url}
                    alt=""
                    width={512}
                    height={512}
                    draggable={false}
                    className="aspect-square w-full animate-pulse select-none bg-slate-100 object-contain [&:is([data-loaded])]:animate-none"
                    onLoad={(event) => event.currentTarget.setAttribute("data-loaded", "")}
                  />
                </button>
              ),
            )}
          </div>
        </>
      )}
    </section>
  );
}
