import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Download, FileImage } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { downloadFile } from "@/web/lib/download-file";
import { sharedMessage } from "@/web/lib/i18n/api-errors";
import { packageAction } from "@/web/lib/package-action";
import { toast } from "@/web/lib/toast";
import { useFocusReturn } from "@/web/lib/use-focus-return";
import { useDownloadConfirmation } from "./download-confirmation";
import { KitDownload } from "./kit-download";

/**
 * The paid brand's downloads, the same on step 5 and on the brand page (one size, one style):
 * the PNG, the compressed JPEG, the brand kit and the licence certificate. The first of them asks
 * for the confirmation once. "Download Again" appears only once the PNG itself was downloaded;
 * the kit's button has its own state.
 */
export function LogoDownloads({
  sessionId,
  confirmed,
  downloads,
  onDownloaded,
  className,
}: {
  sessionId: string;
  confirmed: boolean;
  downloads: { png: boolean; kit: boolean };
  /** After any download or the confirmation: the caller reloads the brand. */
  onDownloaded: () => void;
  className?: string;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<"png" | "jpg" | null>(null);
  const [pngDone, setPngDone] = useState(false);
  const pngButton = useFocusReturn<HTMLButtonElement>(busy === "png");
  const jpgButton = useFocusReturn<HTMLButtonElement>(busy === "jpg");
  const { gate, dialog } = useDownloadConfirmation(sessionId, confirmed, onDownloaded);

  const download = async (format: "png" | "jpg") => {
    setBusy(format);
    try {
      const result = await downloadFile(
        `/api/sessions/${sessionId}/download?format=${format}`,
        `logo.${format}`,
      );
      if (result.status === 403) {
        toast(t`Premium Feature`, {
          description: sharedMessage("downloadPremium"),
          action: packageAction(sessionId, navigate),
        });
      } else if (!result.ok) throw new Error(String(result.status));
      else {
        if (format === "png") setPngDone(true);
        onDownloaded();
      }
    } catch {
      toast.error(sharedMessage(format === "png" ? "downloadFailed" : "compressedDownloadFailed"));
    } finally {
      setBusy(null);
    }
  };

  const pngDownloaded = downloads.png || pngDone;
  return (
    <div className={className}>
      <div className="flex flex-col gap-3">
        <Button
          ref={pngButton}
          size="lg"
          onClick={() => gate(() => void download("png"))}
          disabled={busy !== null}
        >
          {busy === "png" ? <Spinner label={t`Preparing download`} /> : <Download aria-hidden="true" />}
          {pngDownloaded ? <Trans>Download Again</Trans> : <Trans>Download Logo</Trans>}
        </Button>
        <Button
          ref={jpgButton}
          size="lg"
          variant="secondary"
          onClick={() => gate(() => void download("jpg"))}
          disabled={busy !== null}
        >
          {busy === "jpg" ? <Spinner label={t`Preparing download`} /> : <FileImage aria-hidden="true" />}
          <Trans>Download Compressed Version</Trans>
        </Button>
        <KitDownload
          sessionId={sessionId}
          gate={gate}
          downloaded={downloads.kit}
          onDownloaded={onDownloaded}
        />
      </div>
      {dialog}
    </div>
  );
}
