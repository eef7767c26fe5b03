import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { paths } from "@/shared/routes";
import { buttonVariants } from "@/web/components/ui/button-variants";

/**
 * A brand id that does not exist or belongs to someone else: the same words wherever it is met
 * (the wizard, the payment page), and no hint of which of the two it is.
 */
export function BrandNotFound() {
  return (
    <div className="flex flex-col items-center gap-5 py-16 text-center">
      <p className="font-semibold text-brand-700 text-sm tracking-wide">404</p>
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">
        <Trans>We couldn't find that brand</Trans>
      </h1>
      <p className="max-w-md text-slate-700">
        <Trans>
          This link doesn't lead to one of your brands: it may be mistyped, or the brand belongs to another
          account. Everything you have made is in My brands.
        </Trans>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.brands()} className={buttonVariants()}>
          <Trans>My brands</Trans>
        </Link>
        <Link to={paths.home()} className={buttonVariants({ variant: "secondary" })}>
          <Trans>Return to Home</Trans>
        </Link>
      </div>
    </div>
  );
}
