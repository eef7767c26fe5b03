import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Award, Package } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { LOCALE_TAGS } from "@/shared/locale";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { downloadFile } from "@/web/lib/download-file";
import { sharedMessage } from "@/web/lib/i18n/api-errors";
import { currentLocale } from "@/web/lib/i18n/i18n";
import { packageAction } from "@/web/lib/package-action";
import { toast } from "@/web/lib/toast";
import { useFocusReturn } from "@/web/lib/use-focus-return";
import { downloadKit, type KitProgress } from "./api/kit-api";

function megabytes(bytes: number): string {
  const value = new Intl.NumberFormat(LOCALE_TAGS[currentLocale()].bcp47, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / 1024 / 1024);
  return `${value} MB`;
}

function progressText(progress: KitProgress): { label: string; value: number | null } {
  if (progress.phase === "building") {
    const { done, total } = progress;
    return {
      label:
        done === 0
          ? t`Building your brand kit...`
          : t`Building your brand kit: ${done} of ${total} parts done`,
      value: progress.total > 0 ? progress.done / progress.total : null,
    };
  }
  const received = megabytes(progress.received);
  const size = progress.total ? megabytes(progress.total) : null;
  return {
    label: size ? t`Downloading: ${received} of ${size}` : t`Downloading: ${received}`,
    value: progress.total ? progress.received / progress.total : null,
  };
}

/**
 * "Download brand kit" and "Licence certificate": both are downloads of the paid brand (the
 * server records them as such). The kit shows its build, then its download, as it goes.
 */
export function KitDownload({
  sessionId,
  onDownloaded,
  gate = (action) => action(),
  downloaded = false,
  className,
}: {
  sessionId: string;
  onDownloaded?: () => void;
  /** Runs a download once the brand's first download is confirmed (see download-confirmation.tsx). */
  gate?: (action: () => void) => void;
  /** Whether the kit itself was downloaded before: its button has its own state. */
  downloaded?: boolean;
  className?: string;
}) {
  const [progress, setProgress] = useState<KitProgress | null>(null);
  const [licenceBusy, setLicenceBusy] = useState(false);
  const [kitDone, setKitDone] = useState(false);
  const busy = progress !== null || licenceBusy;
  const kitButton = useFocusReturn<HTMLButtonElement>(progress !== null);
  const licenceButton = useFocusReturn<HTMLButtonElement>(licenceBusy);

  const navigate = useNavigate();
  const refused = () =>
    toast(t`Premium Feature`, {
      description: sharedMessage("downloadPremium"),
      action: packageAction(sessionId, navigate),
    });

  const kit = async () => {
    setProgress({ phase: "building", done: 0, total: 1 });
    try {
      const result = await downloadKit(sessionId, setProgress);
      if (result.status === 403) refused();
      else if (!result.ok) throw new Error(String(result.status));
      else {
        toast.success(t`Brand kit downloaded`, {
          description: t`Open README.txt first: it says what each file is for.`,
        });
        setKitDone(true);
        onDownloaded?.();
      }
    } catch {
      toast.error(t`The brand kit could not be downloaded. Please try again.`);
    } finally {
      setProgress(null);
    }
  };

  const licence = async () => {
    setLicenceBusy(true);
    try {
      const result = await downloadFile(`/api/sessions/${sessionId}/licence.pdf`, "licence_certificate.pdf");
      if (result.status === 403) refused();
      else if (!result.ok) throw new Error(String(result.status));
      else onDownloaded?.();
    } catch {
      toast.error(t`The licence certificate could not be downloaded. Please try again.`);
    } finally {
      setLicenceBusy(false);
    }
  };

  const shown = progress ? progressText(progress) : null;
  return (
    <div className={className}>
      <div className="grid gap-3">
        <Button ref={kitButton} size="lg" onClick={() => gate(() => void kit())} disabled={busy}>
          {progress ? <Spinner label={t`Preparing the brand kit`} /> : <Package aria-hidden="true" />}
          {downloaded || kitDone ? (
            <Trans>Download brand kit again</Trans>
          ) : (
            <Trans>Download brand kit</Trans>
          )}
        </Button>
        <Button
          ref={licenceButton}
          size="lg"
          variant="secondary"
          onClick={() => gate(() => void licence())}
          disabled={busy}
        >
          {licenceBusy ? <Spinner label={t`Preparing the certificate`} /> : <Award aria-hidden="true" />}
          <Trans>Licence certificate</Trans>
        </Button>
      </div>
      {shown ? (
        <div className="mt-3 space-y-1.5">
          <p className="text-slate-700 text-sm" aria-live="polite">
            {shown.label}
          </p>
          <div
            role="progressbar"
            aria-label={t`Brand kit progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={shown.value === null ? undefined : Math.round(shown.value * 100)}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
              style={{ width: `${Math.max(4, Math.round((shown.value ?? 0.1) * 100))}%` }}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
