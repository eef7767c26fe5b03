import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Info } from "lucide-react";
import { useCallback } from "react";
import { Link, useNavigate } from "react-router";
import { PACKAGE_NAME, PRICE_LABEL, PRICE_TAX_NOTE } from "@/shared/constants";
import { type Me, useAuth } from "@/web/features/auth/auth-provider";
import { packageAction } from "@/web/lib/package-action";
import { toast } from "@/web/lib/toast";

type SignedInMe = NonNullable<Me>;

/**
 * The get-started checks (docs/product.md#screens) with their toasts: true when a new brand may start.
 * "Sculpt Your Brand Today" and "Create Another Brand" both run them, so no one writes a
 * description only to be refused at "Generate".
 */
export function mayStartBrand(me: SignedInMe, go: (path: string) => void): boolean {
  if (me.start === "trial_used") {
    toast(t`Trial Already Used`, {
      description: t`You've used your free trial. Get the Complete Brand Package to create your brand.`,
      action: packageAction(null, go),
    });
    return false;
  }
  if (me.start === "no_active_premium") {
    toast(t`No Active Premium Sessions`, {
      description: t`Your package was used for a finished brand. Get another package to create a new one.`,
      action: packageAction(null, go),
    });
    return false;
  }
  return true;
}

/** Runs the get-started checks against the server's current answer (a purchase may have just landed). */
export function useNewBrandCheck(): () => Promise<boolean> {
  const auth = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    const state = await auth.refresh().catch(() => null);
    if (!state) {
      toast.error(t`Error`, { description: t`We couldn't reach the server. Please try again.` });
      return false;
    }
    if (state.status !== "signed-in") {
      void auth.signIn("/?start=1");
      return false;
    }
    return mayStartBrand(state.me, navigate);
  }, [auth, navigate]);
}

/** What a new brand will run on: the free trial, an unused purchase, or a package of its own. */
export function newBrandAllowance(me: SignedInMe): "trial" | "unused-purchase" | "package" {
  if (me.premium.hasUnusedPurchase) return "unused-purchase";
  if (!me.trial.hasUsedTrial) return "trial";
  return "package";
}

/** Said on the first step of a new brand, before any typing: what this brand needs. */
export function NewBrandNote() {
  const auth = useAuth();
  const { t } = useLingui();
  if (auth.status !== "signed-in") return null;
  const allowance = newBrandAllowance(auth.me);
  const packageName = PACKAGE_NAME;
  const price = PRICE_LABEL;
  const taxNote = PRICE_TAX_NOTE;
  const text =
    allowance === "trial"
      ? t`This brand uses your free trial: one name run and one logo run, with a watermarked preview. The full files need the package.`
      : allowance === "unused-purchase"
        ? t`This brand will use the ${packageName} you already bought and have not used yet: nothing more to pay.`
        : t`Your free trial is used, so this brand needs its own ${packageName}: ${price} once (${taxNote}). A package covers one brand.`;
  return (
    <aside
      data-testid="new-brand-note"
      className="mb-6 flex gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sky-950 text-sm"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {text}{" "}
        {allowance === "package" && (
          <Link to="/payment" className="font-medium underline underline-offset-4">
            <Trans>See the {price} package</Trans>
          </Link>
        )}
      </p>
    </aside>
  );
}
