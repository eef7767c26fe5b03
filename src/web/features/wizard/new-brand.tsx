import { Trans, useLingui } from "@lingui/react/macro";
import { Info } from "lucide-react";
import { Link } from "react-router";
import { PACKAGE_NAME, PRICE_LABEL, PRICE_TAX_NOTE } from "@/shared/constants";
import { useAuth } from "@/web/features/auth/use-auth";
import { newBrandAllowance } from "./new-brand-check";

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
