import { Trans, useLingui } from "@lingui/react/macro";
import { Copy, ExternalLink, Globe } from "lucide-react";
import { useId } from "react";
import { shareText } from "@/shared/brand";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/lib/toast";
import { type ShareState, useSetSharing } from "./api/brands-api";

/** The owner's switch for a brand's public page, and its link once on (My brands, point 4). */
export function SharePanel({
  brandId,
  brandName,
  share,
}: {
  brandId: string;
  brandName: string;
  share: ShareState;
}) {
  const { t } = useLingui();
  const setSharing = useSetSharing(brandId);
  const switchId = useId();
  const url = share.path ? `${window.location.origin}${share.path}` : null;

  const toggle = () =>
    setSharing.mutate(!share.enabled, {
      onError: () => toast.error(t`Error`, { description: t`We couldn't change sharing. Please try again.` }),
    });

  const shareLink = async () => {
    if (!url) return;
    try {
      if (navigator.share) await navigator.share({ title: brandName, text: shareText(brandName), url });
      else {
        await navigator.clipboard.writeText(url);
        toast.success(t`Link copied to clipboard! You can now paste it to share.`);
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      toast.error(t`Unable to share. Try copying the URL manually.`);
    }
  };

  return (
    <section
      aria-labelledby={`${switchId}-heading`}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="space-y-1">
          <h2 id={`${switchId}-heading`} className="flex items-center gap-2 font-semibold text-slate-900">
            <Globe className="size-4 text-brand-700" aria-hidden="true" />
            <Trans>Public page</Trans>
          </h2>
          <p id={`${switchId}-hint`} className="text-slate-600 text-sm">
            <Trans>
              A page anyone with the link can see: the name, its meaning and the logo (watermarked until
              paid). Turn it off at any time.
            </Trans>
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={share.enabled}
          aria-labelledby={`${switchId}-heading`}
          aria-describedby={`${switchId}-hint`}
          disabled={setSharing.isPending}
          onClick={toggle}
          className={
            "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 disabled:opacity-60 " +
            (share.enabled ? "bg-brand-600" : "bg-slate-300")
          }
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${share.enabled ? "translate-x-6" : "translate-x-1"}`}
          />
        </button>
      </div>
      {url && share.enabled ? (
        <div className="space-y-3">
          <p className="break-all rounded-lg bg-slate-50 px-3 py-2 font-mono text-slate-800 text-sm">{url}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void shareLink()}>
              <Copy aria-hidden="true" />
              <Trans>Share link</Trans>
            </Button>
            <a
              href={share.path ?? "#"}
              target="_blank"
              rel="noreferrer"
              className="inline-flex h-9 items-center gap-2 rounded-xl px-3 font-semibold text-brand-700 text-sm hover:bg-brand-50"
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              <Trans>Open public page</Trans>
            </a>
          </div>
        </div>
      ) : null}
    </section>
  );
}
