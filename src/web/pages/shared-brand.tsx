import { Trans, useLingui } from "@lingui/react/macro";
import { Sparkles } from "lucide-react";
import { Link, useParams } from "react-router";
import { BRAND } from "@/shared/brand";
import { paths } from "@/shared/routes";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Spinner } from "@/web/components/ui/spinner";
import { usePublicBrand } from "@/web/features/brands/api/brands-api";
import { categoryLabel } from "@/web/features/brands/brand-labels";
import { usePageMeta } from "@/web/lib/page-meta";
import { WithQuery } from "@/web/lib/query";
import { PageShell } from "@/web/pages/page-shell";

/** /b/:slug: a brand its owner chose to share, for anyone with the link (My brands, point 4). */
export default function SharedBrandPage() {
  return (
    <WithQuery>
      <SharedBrandPageContent />
    </WithQuery>
  );
}

function SharedBrandPageContent() {
  const { t } = useLingui();
  const { slug = "" } = useParams();
  const query = usePublicBrand(slug);
  const brand = query.data?.brand;
  usePageMeta({
    title: brand ? brand.name : t`A brand`,
    description: brand ? brand.meaning : t`A brand made with ${BRAND.productName}.`,
  });

  return (
    <PageShell width="max-w-3xl">
      {query.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label={t`Loading the brand`} className="[&>span:first-child]:size-8" />
        </div>
      ) : !brand ? (
        <div className="space-y-4 py-16 text-center">
          <h1 className="font-bold text-2xl text-slate-900">
            <Trans>This brand page is not shared</Trans>
          </h1>
          <p className="text-slate-600">
            <Trans>Its owner may have turned sharing off, or the link is mistyped.</Trans>
          </p>
          <Link to={paths.home()} className={buttonVariants()}>
            <Trans>Make your own brand</Trans>
          </Link>
        </div>
      ) : (
        <article className="space-y-8 text-center">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
            {categoryLabel(brand.category)}
          </p>
          {brand.hasLogo ? (
            <img
              src={`/api/share/${slug}/logo.webp`}
              alt={t`Logo of ${brand.name}`}
              width={512}
              height={512}
              draggable={false}
              onContextMenu={(event) => event.preventDefault()}
              className="mx-auto aspect-square w-full max-w-md rounded-3xl border border-slate-200 bg-white object-contain shadow-sm"
            />
          ) : null}
          <div className="space-y-3">
            <h1 dir="auto" className="break-words font-bold text-4xl text-slate-900 tracking-tight">
              {brand.name}
            </h1>
            {brand.meaning ? (
              <p dir="auto" className="mx-auto max-w-xl text-lg text-slate-700">
                {brand.meaning}
              </p>
            ) : null}
          </div>
          <div className="rounded-2xl bg-brand-50 px-6 py-8">
            <p className="font-semibold text-slate-900">
              <Trans>Starting something too?</Trans>
            </p>
            <p className="mt-1 text-slate-700">
              <Trans>Get brand names with their meanings and a logo in minutes.</Trans>
            </p>
            <Link to={paths.home()} className={buttonVariants({ size: "lg", className: "mt-4" })}>
              <Sparkles aria-hidden="true" />
              <Trans>Make your own brand</Trans>
            </Link>
          </div>
        </article>
      )}
    </PageShell>
  );
}
