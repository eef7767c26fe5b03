import { t } from "@lingui/core/macro";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { type Me, useAuth } from "@/web/features/auth/use-auth";
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
