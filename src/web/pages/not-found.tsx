import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { paths } from "@/shared/routes";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { usePageMeta } from "@/web/lib/page-meta";
import { PageShell } from "@/web/pages/page-shell";

export default function NotFoundPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Page not found`, description: t`The page you are looking for does not exist.` });
  return (
    <PageShell width="max-w-3xl">
      <div className="flex flex-col items-center gap-6 py-16 text-center">
        <p className="font-semibold text-brand-700 text-sm tracking-wide">404</p>
        <h1 className="font-bold text-4xl text-slate-900 tracking-tight">
          <Trans>Oops! Page not found</Trans>
        </h1>
        <p className="max-w-md text-slate-600">
          <Trans>The page you are looking for doesn't exist or has moved.</Trans>
        </p>
        <Link to={paths.home()} className={buttonVariants()}>
          <Trans>Return to Home</Trans>
        </Link>
      </div>
    </PageShell>
  );
}
