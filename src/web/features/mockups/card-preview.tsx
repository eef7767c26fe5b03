import { Trans, useLingui } from "@lingui/react/macro";
import { IdCard } from "lucide-react";
import { useId, useState } from "react";
import { mockupsApi } from "./api/mockups-api";
import { SceneImage } from "./scene-image";

/**
 * Step 4: "See it on a card" under a logo option shows that option on a business card
 * (watermarked until paid: the server decides). Nothing is asked for until it is opened.
 */
export function CardPreview({ logoId, optionLabel }: { logoId: string; optionLabel: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 font-medium text-brand-700 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
      >
        <IdCard className="size-4" aria-hidden="true" />
        {open ? <Trans>Hide the card</Trans> : <Trans>See it on a card</Trans>}
      </button>
      <div id={panel} hidden={!open} className="mt-2">
        {open ? (
          <SceneImage
            src={mockupsApi.sceneUrl(logoId, "business-card")}
            alt={t`${optionLabel} on a business card`}
            eager
            className="border border-slate-200"
          />
        ) : null}
      </div>
    </div>
  );
}
