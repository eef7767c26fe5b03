import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Lock, Pencil, Plus, Share2 } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { PRICE_LABEL } from "@/shared/constants";
import { paths } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { KitPreview } from "@/web/features/kit/kit-preview";
import { LogoDownloads } from "@/web/features/kit/logo-downloads";
import { MockupCarousel } from "@/web/features/mockups/mockup-carousel";
import { packageName, taxNote } from "../texts";

const NEXT_STEPS: MessageDescriptor[] = [
  msg`Check the name is free: search your country's trademark register and the domain you want.`,
  msg`Claim your social handles with the same name before someone else does.`,
  msg`Put the logo on your website, storefront, packaging and business cards.`,
  msg`Open the brand kit's README.txt and brand-guidelines.pdf: they say which file to use where (SVG or PDF for print and signs, PNG for the web).`,
];

/** Step 5: the finished brand, its downloads and what to do next. */
export function DownloadStep({
  brandId,
  brandName,
  meaning,
  logoUrl,
  logoId,
  canDownload,
  editHref,
  confirmed,
  downloads,
  busy,
  onDownload,
  onShare,
  onCreateAnother,
  onKitDownloaded,
}: {
  brandId: string;
  brandName: string;
  meaning: string;
  logoUrl: string | null;
  logoId: string | null;
  canDownload: boolean;
  /** The logo editor for the chosen logo, while the brand is not downloaded yet. */
  editHref?: string | null;
  /** Whether the brand's first download was confirmed (asked once). */
  confirmed: boolean;
  /** Which files were downloaded ("Download Again" follows the PNG itself). */
  downloads: { png: boolean; kit: boolean };
  busy: "png" | "jpg" | null;
  onDownload: (format: "png" | "jpg") => void;
  onShare: () => void;
  onCreateAnother: () => void;
  /** After a download or the confirmation: reload the brand. */
  onKitDownloaded: () => void;
}) {
  const nextHeadingId = useId();
  const needsId = useId();
  const headingId = useId();
  const { t } = useLingui();
  const price = PRICE_LABEL;
  const pkg = packageName();
  const tax = taxNote();
  return (
    <section aria-labelledby={headingId} className="space-y-8">
      <div className="space-y-2 text-center">
        <h1
          id={headingId}
          tabIndex={-1}
          className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl"
        >
          <Trans>Congratulations! Your Brand is Ready</Trans>
        </h1>
        <p className="text-slate-600">
          {canDownload ? (
            <Trans>
              Here is <span dir="auto">{brandName}</span>, ready for the world.
            </Trans>
          ) : (
            <Trans>
              Here is <span dir="auto">{brandName}</span>. Unlock the package to download it.
            </Trans>
          )}
        </p>
      </div>
      <div className="grid items-center gap-8 md:grid-cols-2">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: blocking the image menu is a courtesy (docs/product.md#download), not a control. */}
        <div
          className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
          onContextMenu={(event) => event.preventDefault()}
        >
          {logoUrl ? (
            <img
              src={logoUrl}
              alt={t`${brandName} logo`}
              width={512}
              height={512}
              draggable={false}
              className="aspect-square w-full select-none object-contain"
            />
          ) : null}
          {editHref ? (
            <div className="border-slate-200 border-t p-3 text-center">
              <Link to={editHref} className={buttonVariants({ variant: "secondary", size: "sm" })}>
                <Pencil aria-hidden="true" />
                <Trans>Edit logo</Trans>
              </Link>
              <p className="mt-2 text-slate-500 text-xs">
                <Trans>Colours, type, layout, symbol and spelling. Free until you download.</Trans>
              </p>
            </div>
          ) : null}
        </div>
        <div className="min-w-0 space-y-5">
          <div>
            <p dir="auto" className="break-words font-bold text-3xl text-slate-900 tracking-tight">
              {brandName}
            </p>
            <p dir="auto" className="mt-2 text-slate-600">
              {meaning}
            </p>
          </div>
          {canDownload ? (
            <LogoDownloads
              sessionId={brandId}
              confirmed={confirmed}
              downloads={downloads}
              onDownloaded={onKitDownloaded}
            />
          ) : (
            <div className="space-y-3">
              <Link
                to={paths.payment(brandId)}
                className={buttonVariants({ size: "lg", wrap: true, className: "w-full" })}
              >
                <Lock aria-hidden="true" />
                <Trans>
                  Unlock download: {price} <span className="font-normal text-sm">+ tax</span>
                </Trans>
              </Link>
              <p id={needsId} className="text-slate-600 text-sm">
                <Trans>
                  The preview is watermarked. The {pkg} unlocks the full-resolution logo and the brand kit
                  with commercial rights, once, for {price} ({tax}).
                </Trans>
              </p>
              <div className="flex flex-col gap-3">
                <Button
                  variant="secondary"
                  onClick={() => onDownload("png")}
                  disabled={busy !== null}
                  aria-describedby={needsId}
                >
                  <Lock aria-hidden="true" />
                  <Trans>Download Logo</Trans>
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => onDownload("jpg")}
                  disabled={busy !== null}
                  aria-describedby={needsId}
                >
                  <Lock aria-hidden="true" />
                  <Trans>Download Compressed Version</Trans>
                </Button>
              </div>
              <p className="text-slate-500 text-xs">
                <Trans>Both downloads need the package.</Trans>
              </p>
            </div>
          )}
          <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
            <Button variant="secondary" onClick={onShare}>
              <Share2 aria-hidden="true" />
              <Trans>Share</Trans>
            </Button>
            <Button variant="ghost" onClick={onCreateAnother}>
              <Plus aria-hidden="true" />
              <Trans>Create Another Brand</Trans>
            </Button>
          </div>
        </div>
      </div>
      {/* Issue 32: the logo on the things a business uses. */}
      {logoId ? <MockupCarousel logoId={logoId} brandName={brandName} confirmed={confirmed} /> : null}
      <KitPreview sessionId={brandId} logoId={logoId} brandName={brandName} canDownload={canDownload} />
      <aside aria-labelledby={nextHeadingId} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
        <h2 id={nextHeadingId} className="font-semibold text-lg text-slate-900">
          <Trans>What's next?</Trans>
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
          {NEXT_STEPS.map((tip) => (
            <li key={tip.id}>{t(tip)}</li>
          ))}
        </ol>
      </aside>
    </section>
  );
}
