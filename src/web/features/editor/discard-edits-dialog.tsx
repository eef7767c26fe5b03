import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";

/** Asked before Cancel throws away edits that were not saved; keeping on editing is the default. */
export function DiscardEditsDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={t`Discard your changes?`}
      onClose={onKeep}
      description={
        <p>
          <Trans>
            Your edits to this logo are not saved. If you leave now they are lost; your saved logo stays as it
            was.
          </Trans>
        </p>
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDiscard}>
          <Trans>Discard changes</Trans>
        </Button>
        <Button data-autofocus onClick={onKeep}>
          <Trans>Keep editing</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
