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
    toast("Trial Already Used", {
      description: "You've used your free trial. Get the Complete Brand Package to create your brand.",
      action: packageAction(null, go),
    });
    return false;
  }
  if (me.start === "no_active_premium") {
    toast("No Active Premium Sessions", {
      description: "Your package was used for a finished brand. Get another package to create a new one.",
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
      toast.error("Error", { description: "We couldn't reach the server. Please try again." });
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
  if (auth.status !== "signed-in") return null;
  const allowance = newBrandAllowance(auth.me);
  const text =
    allowance === "trial"
      ? "This brand uses your free trial: one name run and one logo run, with a watermarked preview. The full files need the package."
      : allowance === "unused-purchase"
        ? `This brand will use the ${PACKAGE_NAME} you already bought and have not used yet: nothing more to pay.`
        : `Your free trial is used, so this brand needs its own ${PACKAGE_NAME}: ${PRICE_LABEL} once (${PRICE_TAX_NOTE}). A package covers one brand.`;
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
            See the {PRICE_LABEL} package
          </Link>
        )}
      </p>
    </aside>
  );
}
