import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { WIZARD_STEPS } from "@/shared/constants";
import { Button } from "@/web/components/ui/button";
import { MAIN_ID } from "@/web/lib/page-anchors";
import { type Step, stepNumber, stepPercent } from "./wizard-steps";

/** Progress "Step X of 5" with a percentage, a Back button, then the step. */
export function WizardFrame({
  step,
  onBack,
  backDisabled,
  children,
}: {
  step: Exclude<Step, "landing">;
  onBack: () => void;
  backDisabled?: boolean;
  children: ReactNode;
}) {
  const n = stepNumber(step);
  const percent = stepPercent(step);
  const { t } = useLingui();
  const total = WIZARD_STEPS;
  return (
    <main id={MAIN_ID} className="mx-auto w-full max-w-4xl px-4 pt-24 pb-16 sm:px-6">
      <div className="mb-8 space-y-3">
        <div className="flex items-center justify-between gap-4 text-sm">
          <Button variant="ghost" size="sm" onClick={onBack} disabled={backDisabled} className="-ml-3">
            <ArrowLeft aria-hidden="true" />
            <Trans>Back</Trans>
          </Button>
          <p className="font-medium text-slate-700">
            <Trans>
              Step {n} of {total}
            </Trans>
            <span className="ml-2 text-slate-500">{percent}%</span>
          </p>
        </div>
        <div
          role="progressbar"
          aria-label={t`Step ${n} of ${total}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      {children}
    </main>
  );
}
