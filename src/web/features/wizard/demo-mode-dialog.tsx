import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { demoNoteTitle } from "@/web/lib/demo-words";

/**
 * The note before a first run on a site whose names or logos come from the offline stand-ins
 * (docs/product.md#demo-mode). Its own chunk: the landing page loads it only when "Sculpt Your
 * Brand Today" needs it (issue 30, Speed).
 */
export default function DemoModeDialog({
  open,
  names,
  logos,
  onClose,
  onContinue,
}: {
  open: boolean;
  names: boolean;
  logos: boolean;
  onClose: () => void;
  onContinue: () => void;
}) {
  const { t } = useLingui();
  // Whole phrases per case, so each language can word them (the Indonesian walk showed English here).
  const demoParts =
    names && logos ? t`brand names and logos` : names ? t`brand names` : logos ? t`logos` : "";
  const demoSources =
    names && logos
      ? t`our offline name generator and our built-in logo designer`
      : names
        ? t`our offline name generator`
        : logos
          ? t`our built-in logo designer`
          : "";
  return (
    <Dialog
      open={open}
      title={demoNoteTitle()}
      onClose={onClose}
      description={
        <div className="space-y-2">
          <p>
            <Trans>
              On this site your {demoParts} come from {demoSources}, not from the AI models. They are quicker
              and simpler, everything else works the same, and your brand is saved as usual.
            </Trans>
          </p>
        </div>
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button data-autofocus wrap onClick={onContinue}>
          <Trans>Continue with Demo Mode</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
