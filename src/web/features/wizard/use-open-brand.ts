import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/shared/routes";
import { isBrandMissing } from "@/web/components/brand-not-found";
import { toast } from "@/web/lib/toast";
import { useOpenBrand } from "./api/brand-session";
import type { Draft } from "./wizard-draft";
import { clampStep, type Step } from "./wizard-steps";

/** Which brand the wizard has open: for which URL brand, and whether that brand was not found. */
type Opened = { brandId: string | null; missing: boolean };

/**
 * Opens the brand the URL names, or restores the latest unfinished session (docs/product.md), and
 * never shows a step past its data; a finished brand opens on its own page in My brands. Step
 * changes within the open brand are the user's own: only a new brand in the URL opens again.
 */
export function useOpenedBrand({
  brandId,
  sessionId,
  step,
  draft,
  goTo,
  onOpen,
}: {
  brandId: string | null;
  /** The session the wizard holds now: a URL naming it needs no loading. */
  sessionId: string | null;
  step: Step;
  draft: Draft;
  goTo: (step: Step, options?: { replace?: boolean; brand?: string | null }) => void;
  /** The brand to hold (null: a fresh one), with the draft it starts from. */
  onOpen: (session: { id: string } | null, draft: Draft) => void;
}) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState<Opened | null>(null);
  const needed = !(opened && opened.brandId === brandId) && !(brandId !== null && brandId === sessionId);
  const load = useOpenBrand(brandId, needed);

  useEffect(() => {
    if (!needed) {
      // The URL now names the brand the wizard already holds (it was just saved or restored).
      if (brandId !== null && opened?.brandId !== brandId && brandId === sessionId)
        setOpened({ brandId, missing: false });
      return;
    }
    if (load.isError) {
      // Not this user's brand (or none at all): the not-found view, not a blank step.
      if (isBrandMissing(load.error)) setOpened({ brandId, missing: true });
      else {
        toast.error("Error", { description: "We couldn't open that brand." });
        setOpened({ brandId, missing: false });
      }
      return;
    }
    if (!load.isSuccess) return;
    const restored = load.data.session;
    if (restored?.isCompleted) {
      navigate(paths.brand(restored.id), { replace: true });
      return;
    }
    const fresh = brandId === "new";
    // An unsaved edit of this brand's description (then a reload) wins over the saved text.
    const nextDraft: Draft = fresh
      ? { category: null, description: "" }
      : restored
        ? draft.sessionId === restored.id && draft.description
          ? draft
          : {
              category: restored.category ?? draft.category,
              description: restored.description ?? draft.description,
              sessionId: restored.id,
            }
        : draft;
    onOpen(restored, nextDraft);
    setOpened({ brandId, missing: false });
    const allowed: Step = restored ? restored.step : !fresh && draft.category ? "details" : "category";
    const target = clampStep(step, allowed);
    if (target !== step || (restored && brandId !== restored.id))
      goTo(target, { replace: true, brand: restored ? restored.id : brandId });
  }, [
    needed,
    load.isError,
    load.error,
    load.isSuccess,
    load.data,
    brandId,
    sessionId,
    opened,
    step,
    draft,
    goTo,
    navigate,
    onOpen,
  ]);

  return {
    loaded: opened !== null,
    missing: opened?.brandId === brandId && opened.missing,
    /** The wizard now holds this brand (a new one saved, or "new" after "Create another"). */
    hold: (id: string) => setOpened({ brandId: id, missing: false }),
  };
}
