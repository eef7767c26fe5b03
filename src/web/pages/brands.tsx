import { Trans, useLingui } from "@lingui/react/macro";
import { ImageOff, Plus } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "@/web/features/auth/use-auth";
import { type BrandCard, useBrands } from "@/web/features/brands/api/brands-api";
import { categoryLabel, formatDate, STATUS_LABEL, STATUS_STYLE } from "@/web/features/brands/brand-labels";
import { DeleteBrandButton } from "@/web/features/brands/delete-brand";
import { useBrandDeletion } from "@/web/features/brands/use-brand-deletion";
import { cn } from "@/web/lib/cn";
import { usePageMeta } from "@/web/lib/page-meta";
import { WithQuery } from "@/web/lib/query";
import { PageShell } from "@/web/pages/page-shell";
import { SignInRequired } from "@/web/pages/sign-in-required";

function Card({ brand, onDelete }: { brand: BrandCard; onDelete: (title: string) => void }) {
  const { t } = useLingui();
  const title = brand.name ?? t`Untitled brand`;
  return (
    <li className="relative">
      <Link
        to={paths.brand(brand.id)}
        className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-400 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
      >
        <div className="flex aspect-square items-center justify-center bg-slate-50">
          {brand.logoUrl ? (
            <img
              src={brand.logoUrl}
              alt=""
              width={512}
              height={512}
              loading="lazy"
              draggable={false}
              className="size-full object-contain"
            />
          ) : (
            <div className="flex flex-col items-center gap-2 text-slate-500">
              <ImageOff className="size-8" aria-hidden="true" />
              <span className="text-sm">
                <Trans>No logo yet</Trans>
              </span>
            </div>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <div className="flex items-start justify-between gap-2">
            <h2 dir="auto" className="min-w-0 break-words font-semibold text-lg text-slate-900 leading-snug">
              {title}
            </h2>
            <span
              className={cn(
                "shrink-0 rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset",
                STATUS_STYLE[brand.status],
              )}
            >
              {STATUS_LABEL[brand.status]}
            </span>
          </div>
          <p className="text-slate-600 text-sm">{categoryLabel(brand.category)}</p>
          <p className="mt-auto pt-2 text-slate-500 text-xs">
            <Trans>
              Started <time dateTime={brand.createdAt}>{formatDate(brand.createdAt)}</time>
            </Trans>
          </p>
        </div>
      </Link>
      {/* Only an unpaid brand in progress may be deleted (the server checks the same). */}
      {brand.status === "in_progress" && (
        <DeleteBrandButton title={title} onConfirm={() => onDelete(title)} />
      )}
    </li>
  );
}

/** /brands: every brand the user has made, newest first, paid or not (My brands, point 1). */
export default function BrandsPage() {
  return (
    <WithQuery>
      <BrandsPageContent />
    </WithQuery>
  );
}

function BrandsPageContent() {
  const { t } = useLingui();
  usePageMeta({ title: t`My brands`, description: t`Every brand you have made, paid for or in progress.` });
  const auth = useAuth();
  const signedIn = auth.status === "signed-in";
  const brands = useBrands(signedIn);
  const deletion = useBrandDeletion();

  if (auth.status === "signed-out") return <SignInRequired what={t`your brands`} />;
  const list = (brands.data?.pages.flatMap((p) => p.brands) ?? []).filter((b) => !deletion.hidden.has(b.id));
  return (
    <PageShell width="max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight">
            <Trans>My brands</Trans>
          </h1>
          <p className="text-slate-600">
            <Trans>Everything you have made stays here: open a brand to continue or download it again.</Trans>
          </p>
        </div>
        <Link to={paths.home({ step: "category", brand: "new" })} className={buttonVariants()}>
          <Plus aria-hidden="true" />
          <Trans>Start a new brand</Trans>
        </Link>
      </div>

      <div className="mt-8">
        {!signedIn || brands.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label={t`Loading your brands`} className="[&>span:first-child]:size-8" />
          </div>
        ) : brands.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
            <p>
              <Trans>We couldn't load your brands. Please try again.</Trans>
            </p>
            <Button variant="secondary" className="mt-4" onClick={() => void brands.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="rounded-2xl border border-slate-300 border-dashed px-6 py-16 text-center">
            <h2 className="font-semibold text-slate-900 text-xl">
              <Trans>No brands yet</Trans>
            </h2>
            <p className="mt-2 text-slate-600">
              <Trans>Describe your business and get names and logos in minutes.</Trans>
            </p>
          </div>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-5 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
              {list.map((brand) => (
                <Card key={brand.id} brand={brand} onDelete={(title) => deletion.remove(brand.id, title)} />
              ))}
            </ul>
            {brands.hasNextPage ? (
              <div className="mt-8 flex justify-center">
                <Button
                  variant="secondary"
                  disabled={brands.isFetchingNextPage}
                  onClick={() => void brands.fetchNextPage()}
                >
                  {brands.isFetchingNextPage ? t`Loading...` : t`Show more brands`}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </PageShell>
  );
}
