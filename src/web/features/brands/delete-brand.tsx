import { Trans, useLingui } from "@lingui/react/macro";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";

/** The card's delete button and its confirmation (only for unpaid brands in progress). */
export function DeleteBrandButton({ title, onConfirm }: { title: string; onConfirm: () => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="icon"
        aria-label={t`Delete ${title}`}
        title={t`Delete this brand`}
        className="absolute top-3 right-3 z-10 bg-white/95 shadow-sm"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <Dialog
        open={open}
        title={t`Delete this brand?`}
        onClose={() => setOpen(false)}
        description={
          <div className="space-y-2">
            <p>
              <Trans>
                <span dir="auto">{title}</span>, with its names and logos, will be deleted. You can undo this
                for a few seconds.
              </Trans>
            </p>
            <p>
              <Trans>Deleting a brand does not give back a free trial used on it.</Trans>
            </p>
          </div>
        }
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button data-autofocus variant="secondary" onClick={() => setOpen(false)}>
            <Trans>Keep it</Trans>
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            <Trans>Delete brand</Trans>
          </Button>
        </div>
      </Dialog>
    </>
  );
}
