import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, ImageOff, Pencil } from "lucide-react";
import { Link, useParams } from "react-router";
import { paths } from "@/shared/routes";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "@/web/features/auth/use-auth";
import { useBrand } from "@/web/features/brands/api/brands-api";
import { categoryLabel, formatDate, STATUS_LABEL, STATUS_STYLE } from "@/web/features/brands/brand-labels";
import { Receipts } from "@/web/features/brands/receipts";
import { SharePanel } from "@/web/features/brands/share-panel";
import { brandStatusOf } from "@/web/features/brands/status";
import { LogoDownloads } from "@/web/features/kit/logo-downloads";
import { MockupCarousel } from "@/web/features/mockups/mockup-carousel";
import { ApiRequestError } from "@/web/lib/api";
import { cn } from "@/web/lib/cn";
import { usePageMeta } from "@/web/lib/page-meta";
import { WithQuery } from "@/web/lib/query";
import { invalidateBrand } from "@/web/lib/query-keys";
import { PageShell } from "@/web/pages/page-shell";
import { SignInRequired } from "@/web/pages/sign-in-required";

/**
 * /brands/:id: one brand, forever. A paid brand downloads again from here; one in progress
 * continues where it stopped. Receipts and the public page live here too.
 */
export default function BrandPage() {
  return (
    <WithQuery>
      <BrandPageContent />
    </WithQuery>
  );
}

function BrandPageContent() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const auth = useAuth();
  const client = useQueryClient();
  const signedIn = auth.status === "signed-in";
  const brand = useBrand(id, signedIn && /^[0-9a-f-]{36}$/.test(id));
  const name = brand.data?.session.chosenName?.name;
  usePageMeta({ title: name ?? t`Brand`, description: t`Your brand: download, receipts and sharing.` });

  if (auth.status === "signed-out") return <SignInRequired what={t`this brand`} />;

  if (!signedIn || brand.isPending) {
    return (
      <PageShell>
        <div className="flex justify-center py-24">
          <Spinner label={t`Loading your brand`} className="[&>span:first-child]:size-8" />
        </div>
      </PageShell>
    );
  }
  if (brand.isError) {
    const missing = brand.error instanceof ApiRequestError && brand.error.status < 500;
    return (
      <PageShell>
        <div role="alert" className="space-y-4 py-16 text-center">
          <h1 className="font-bold text-2xl text-slate-900">
            {missing ? t`We couldn't find that brand` : t`We couldn't load this brand`}
          </h1>
          <p className="text-slate-600">
            {missing ? t`It may belong to another account.` : t`Please check your connection and try again.`}
          </p>
          <Link to={paths.brands()} className={buttonVariants({ variant: "secondary" })}>
            <ArrowLeft aria-hidden="true" />
            <Trans>All brands</Trans>
          </Link>
        </div>
      </PageShell>
    );
  }

  const { session, receipts, share } = brand.data;
  const status = brandStatusOf(session);
  const selected = session.logos.find((l) => l.isSelected) ?? null;
  const shown =
    selected ?? [...session.logos].reverse().find((l) => l.name === session.chosenName?.name) ?? null;
  const downloadable = session.canDownload && selected !== null;
  const downloaded = Boolean(selected?.isDownloaded);

  return (
    <PageShell>
      <Link
        to={paths.brands()}
        className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-3 print:hidden" })}
      >
        <ArrowLeft aria-hidden="true" />
        <Trans>All brands</Trans>
      </Link>
      <div className="mt-4 grid gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="space-y-4">
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {shown ? (
              <img
                src={`${shown.url}?v=${session.canDownload ? "full" : "preview"}`}
                alt={t`Logo for ${session.chosenName?.name ?? "this brand"}`}
                width={512}
                height={512}
                draggable={false}
                onContextMenu={(event) => event.preventDefault()}
                className="aspect-square w-full object-contain"
              />
            ) : (
              <div className="flex aspect-square flex-col items-center justify-center gap-2 bg-slate-50 text-slate-500">
                <ImageOff className="size-10" aria-hidden="true" />
                <p className="text-sm">
                  <Trans>No logo chosen yet</Trans>
                </p>
              </div>
            )}
          </div>
          {selected && !session.isCompleted && session.isPremium && (
            <Link
              to={paths.brandEdit(session.id, { logo: selected.id, from: "brand" })}
              className={buttonVariants({ variant: "secondary", className: "w-full print:hidden" })}
            >
              <Pencil aria-hidden="true" />
              <Trans>Edit logo</Trans>
            </Link>
          )}
          {session.isCompleted && selected ? (
            <p className="text-slate-600 text-sm">
              <Trans>This logo was downloaded, so it is final.</Trans>
            </p>
          ) : null}
        </div>
        <div className="min-w-0 space-y-6">
          <div className="space-y-2">
            <span
              className={cn(
                "inline-block rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset",
                STATUS_STYLE[status],
              )}
            >
              {STATUS_LABEL[status]}
            </span>
            <h1
              dir="auto"
              className="break-words font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl"
            >
              {session.chosenName?.name ?? t`Untitled brand`}
            </h1>
            {session.chosenName?.meaning ? (
              <p dir="auto" className="text-lg text-slate-700">
                {session.chosenName.meaning}
              </p>
            ) : null}
            <p className="text-slate-600 text-sm">
              <Trans>
                {categoryLabel(session.category)} · started{" "}
                <time dateTime={session.createdAt}>{formatDate(session.createdAt)}</time>
              </Trans>
            </p>
          </div>

          {downloadable ? (
            <LogoDownloads
              sessionId={session.id}
              confirmed={Boolean(session.downloadConfirmation)}
              downloads={session.downloads ?? { png: downloaded, kit: false }}
              className="print:hidden"
              onDownloaded={() => void invalidateBrand(client)}
            />
          ) : !session.isCompleted ? (
            <div className="space-y-2 print:hidden">
              <Link
                to={paths.home({ step: session.step, brand: session.id })}
                className={buttonVariants({ size: "lg", className: "w-full sm:w-auto" })}
              >
                <Trans>Continue building</Trans>
                <ArrowRight aria-hidden="true" />
              </Link>
              <p className="text-slate-600 text-sm">
                <Trans>Picks up at the step where you stopped.</Trans>
              </p>
            </div>
          ) : null}

          {session.chosenName ? (
            <SharePanel brandId={session.id} brandName={session.chosenName.name} share={share} />
          ) : null}
          <Receipts receipts={receipts} brandId={session.id} />
        </div>
      </div>
      {/* Issue 32: the logo on the things a business uses. */}
      {shown ? (
        <div className="mt-10 print:hidden">
          <MockupCarousel
            logoId={shown.id}
            brandName={session.chosenName?.name ?? shown.name}
            confirmed={Boolean(session.downloadConfirmation)}
          />
        </div>
      ) : null}
    </PageShell>
  );
}
