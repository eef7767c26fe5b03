import { Link } from "react-router";
import { MAX_LOGO_GENERATIONS, MAX_NAME_GENERATIONS, PRICE_LABEL } from "@/shared/constants";
import { paths } from "@/shared/routes";
import type { Usage } from "../api/brand-api";

type Kind = "names" | "logos";
const NOUN = { names: "name", logos: "logo" } as const;

/** "Free trial: 1 of 1 name runs used" / "Name runs: 2 of 5" (My brands, point 6). */
export function usageLabel(kind: Kind, usage: Usage): string {
  const noun = NOUN[kind];
  if (usage.plan === "trial") return `Free trial: ${usage.count} of ${usage.limit} ${noun} runs used`;
  if (usage.plan === "closed") return `${noun === "name" ? "Name" : "Logo"} runs: this brand is finished`;
  return `${noun === "name" ? "Name" : "Logo"} runs: ${usage.count} of ${usage.limit}`;
}

export function atLimit(usage: Usage): boolean {
  return usage.plan === "closed" || usage.count >= usage.limit;
}

/** The counter, and at the limit the reason the generate button is disabled. */
export function GenerationCounter({ kind, usage, brandId }: { kind: Kind; usage: Usage; brandId: string }) {
  const reasonId = `${kind}-limit-reason`;
  return (
    <div className="space-y-1">
      <p className="inline-block rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700 text-sm tabular-nums">
        {usageLabel(kind, usage)}
      </p>
      {atLimit(usage) && (
        <p id={reasonId} className="text-slate-600 text-sm">
          {usage.plan === "trial" ? (
            <>
              Your free {NOUN[kind]} run is used.{" "}
              <Link
                to={paths.payment(brandId)}
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                Unlock the package ({PRICE_LABEL})
              </Link>{" "}
              for {MAX_NAME_GENERATIONS} name runs and {MAX_LOGO_GENERATIONS} logo runs.
            </>
          ) : usage.plan === "premium" ? (
            `You've used all ${usage.limit} ${NOUN[kind]} runs for this brand.`
          ) : (
            "Start a new brand to make more."
          )}
        </p>
      )}
    </div>
  );
}

export const limitReasonId = (kind: Kind) => `${kind}-limit-reason`;
