import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { MAX_LOGO_GENERATIONS, MAX_NAME_GENERATIONS, PRICE_LABEL } from "@/shared/constants";
import { paths } from "@/shared/routes";
import { i18n } from "@/web/lib/i18n/i18n";
import type { Usage } from "../api/brand-api";
import { atLimit, type Kind } from "./generation-limit";

/** "Free trial: 1 of 1 name runs used" / "Name runs: 2 of 5" (My brands, point 6). */
function usageLabel(kind: Kind, usage: Usage): string {
  const { count, limit } = usage;
  if (usage.plan === "trial")
    return kind === "names"
      ? i18n._(msg`Free trial: ${count} of ${limit} name runs used`)
      : i18n._(msg`Free trial: ${count} of ${limit} logo runs used`);
  if (usage.plan === "closed")
    return kind === "names"
      ? i18n._(msg`Name runs: this brand is finished`)
      : i18n._(msg`Logo runs: this brand is finished`);
  return kind === "names"
    ? i18n._(msg`Name runs: ${count} of ${limit}`)
    : i18n._(msg`Logo runs: ${count} of ${limit}`);
}

/** The counter, and at the limit the reason the generate button is disabled. */
export function GenerationCounter({ kind, usage, brandId }: { kind: Kind; usage: Usage; brandId: string }) {
  const reasonId = `${kind}-limit-reason`;
  const { t } = useLingui();
  const price = PRICE_LABEL;
  const nameRuns = MAX_NAME_GENERATIONS;
  const logoRuns = MAX_LOGO_GENERATIONS;
  const limit = usage.limit;
  return (
    <div className="space-y-1">
      <p className="inline-block rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700 text-sm tabular-nums">
        {usageLabel(kind, usage)}
      </p>
      {atLimit(usage) && (
        <p id={reasonId} className="text-slate-600 text-sm">
          {usage.plan === "trial" ? (
            kind === "names" ? (
              <Trans>
                Your free name run is used.{" "}
                <Link
                  to={paths.payment(brandId)}
                  className="font-medium text-brand-700 underline underline-offset-4"
                >
                  Unlock the package ({price})
                </Link>{" "}
                for {nameRuns} name runs and {logoRuns} logo runs.
              </Trans>
            ) : (
              <Trans>
                Your free logo run is used.{" "}
                <Link
                  to={paths.payment(brandId)}
                  className="font-medium text-brand-700 underline underline-offset-4"
                >
                  Unlock the package ({price})
                </Link>{" "}
                for {nameRuns} name runs and {logoRuns} logo runs.
              </Trans>
            )
          ) : usage.plan === "premium" ? (
            kind === "names" ? (
              t`You've used all ${limit} name runs for this brand.`
            ) : (
              t`You've used all ${limit} logo runs for this brand.`
            )
          ) : (
            t`Start a new brand to make more.`
          )}
        </p>
      )}
    </div>
  );
}
