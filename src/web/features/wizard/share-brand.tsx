import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { shareText } from "@/shared/brand";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { toast } from "@/web/lib/toast";
import type { SessionView } from "./api/brand-api";
import { useEnableSharing } from "./api/brand-session";

async function shareUrl(name: string, path: string) {
  const url = `${window.location.origin}${path}`;
  try {
    if (navigator.share) {
      await navigator.share({ title: name, text: shareText(name), url });
    } else {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link copied to clipboard! You can now paste it to share.`);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return;
    toast.error(t`Unable to share. Try copying the URL manually.`);
  }
}

/**
 * Share uses the brand's public page (My brands, point 4), made only when the owner agrees:
 * `share` opens the question when there is no page yet, `dialog` is the question.
 */
export function useShareBrand(session: SessionView | null) {
  const [asking, setAsking] = useState(false);
  const enable = useEnableSharing();
  const name = session?.chosenName?.name ?? "";
  const { t: tr } = useLingui();
  const chosen = session?.chosenName?.name;

  const share = () => {
    if (session?.share.enabled && session.share.path) void shareUrl(name, session.share.path);
    else setAsking(true);
  };
  const create = () => {
    if (!session) return;
    setAsking(false);
    enable.mutate(session.id, {
      onSuccess: ({ share: state }) => {
        if (state.path) void shareUrl(name, state.path);
      },
      onError: () => toast.error(t`Unable to share. Try copying the URL manually.`),
    });
  };

  const dialog = (
    <Dialog
      open={asking}
      title={chosen ? tr`Share ${chosen}` : tr`Share your brand`}
      onClose={() => setAsking(false)}
      description={
        <p>
          {session?.canDownload ? (
            <Trans>
              Sharing makes a public page anyone with the link can open: the name, its meaning and the logo.
              You can turn it off in My brands at any time.
            </Trans>
          ) : (
            <Trans>
              Sharing makes a public page anyone with the link can open: the name, its meaning and the logo
              (watermarked until you pay). You can turn it off in My brands at any time.
            </Trans>
          )}
        </p>
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setAsking(false)}>
          <Trans>Cancel</Trans>
        </Button>
        <Button data-autofocus onClick={create}>
          <Trans>Create page and share</Trans>
        </Button>
      </div>
    </Dialog>
  );
  return { share, dialog };
}
