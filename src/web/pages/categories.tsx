import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import { Link, Navigate } from "react-router";
import { paths } from "@/shared/routes";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { useAuth } from "@/web/features/auth/use-auth";
import { usePageMeta } from "@/web/lib/page-meta";
import { PageShell } from "@/web/pages/page-shell";

/** Guarded placeholder (docs/product.md#screens), inside the site's frame with a way onward. */
export default function CategoriesPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Categories` });
  const auth = useAuth();
  if (auth.status === "signed-out") return <Navigate to={paths.home()} replace />;
  return (
    <PageShell width="max-w-3xl">
      {auth.status === "loading" ? (
        <p className="py-24 text-center text-slate-700">
          <Trans>Loading...</Trans>
        </p>
      ) : (
        <div className="space-y-6 py-16 text-center">
          <h1 className="font-bold text-3xl text-slate-900">
            <Trans>Categories Page (Coming Soon)</Trans>
          </h1>
          <p className="text-slate-600">
            <Trans>
              Meanwhile, pick a category as the first step of a new brand, or open the brands you have made.
            </Trans>
          </p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.home({ step: "category", brand: "new" })} className={buttonVariants()}>
              <Trans>Start a new brand</Trans>
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to={paths.brands()} className={buttonVariants({ variant: "secondary" })}>
              <Trans>My brands</Trans>
            </Link>
          </div>
        </div>
      )}
    </PageShell>
  );
}
