import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { REFUND_WINDOW_DAYS } from "@/shared/constants";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { sharedMessage } from "@/web/lib/i18n/api-errors";
import { packageAction } from "@/web/lib/package-action";
import { toast } from "@/web/lib/toast";
import { confirmDownload } from "./api/kit-api";

/**
 * The first download of a brand (PNG, JPEG, kit or licence) asks once, in a dialog, what it
 * means: the logo becomes final, and under the Terms the refund right ends for downloaded
 * content. The answer is recorded on the server (its own call) before any download starts; after
 * that, downloads go straight through.
 */
export function useDownloadConfirmation(sessionId: string, confirmed: boolean, onConfirmed?: () => void) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(confirmed);
  const pending = useRef<(() => void) | null>(null);

  /** Runs `action` now if the download is confirmed, else after the user confirms in the dialog. */
  const gate = useCallback(
    (action: () => void) => {
      if (done || confirmed) {
        action();
        return;
      }
      pending.current = action;
      setOpen(true);
    },
    [done, confirmed],
  );

  const cancel = () => {
    pending.current = null;
    setOpen(false);
  };

  const accept = async () => {
    setSaving(true);
    try {
      const result = await confirmDownload(sessionId);
      if (result.status === 403) {
        toast(t`Premium Feature`, {
          description: sharedMessage("downloadPremium"),
          action: packageAction(sessionId, navigate),
        });
        cancel();
        return;
      }
      if (!result.ok) throw new Error(String(result.status));
      setDone(true);
      setOpen(false);
      onConfirmed?.();
      const action = pending.current;
      pending.current = null;
      action?.();
    } catch {
      toast.error(sharedMessage("downloadFailed"));
    } finally {
      setSaving(false);
    }
  };

  const dialog = (
    <Dialog
      open={open}
      title={t`Download your logo?`}
      onClose={cancel}
      description={
        <div className="space-y-2 text-sm">
          <p>
            <Trans>Downloading makes this logo final: it can no longer be edited.</Trans>
          </p>
          <p>
            <Trans>
              Under our Terms, the {REFUND_WINDOW_DAYS}-day refund right ends for content you have downloaded.
              We ask once for this brand; later downloads start straight away.
            </Trans>
          </p>
        </div>
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={cancel} disabled={saving}>
          <Trans>Not yet</Trans>
        </Button>
        <Button data-autofocus onClick={() => void accept()} disabled={saving}>
          {saving ? t`Confirming...` : t`Download`}
        </Button>
      </div>
    </Dialog>
  );

  return { gate, dialog };
}
