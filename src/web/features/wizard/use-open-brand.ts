import { t } from "@lingui/core/macro";
import { type Dispatch, type SetStateAction, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/shared/routes";
import { isBrandMissing } from "@/web/components/brand-missing";
import { toast } from "@/web/lib/toast";
import { useOpenBrand } from "./api/brand-session";
import type { Draft } from "./wizard-draft";
import { clampStep, type Step } from "./wizard-steps";

/** Which brand the wizard has open: for which URL brand, and whether that brand was not found. */
export type Opened = { brandId: string | null; missing: boolean };

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
  opened,
  setOpened,
}: {
  brandId: string | null;
  /** The session the wizard holds now: a URL naming it needs no loading. */
  sessionId: string | null;
  step: Step;
  draft: Draft;
  goTo: (step: Step, options?: { replace?: boolean; brand?: string | null }) => void;
  /** The brand to hold (null: a fresh one), with the draft it starts from. */
  onOpen: (session: { id: string } | null, draft: Draft) => void;
  /** Held by the wizard, which also marks a brand it saved or started as open. */
  opened: Opened | null;
  setOpened: Dispatch<SetStateAction<Opened | null>>;
}) {
  const navigate = useNavigate();
  // Only a change of the brand in the URL opens a brand: the wizard's own moves (a brand saved,
  // "Create another") mark their brand as open first, and until the URL follows, the old brand in
  // it must not open again. So the decision is taken once per URL brand, as it changes.
  const [seen, setSeen] = useState<string | null | undefined>(undefined);
  const [opening, setOpening] = useState<string | null | undefined>(undefined);
  if (brandId !== seen) {
    setSeen(brandId);
    const held = opened?.brandId === brandId || (brandId !== null && brandId === sessionId);
    setOpening(held ? undefined : brandId);
    // The URL now names the brand the wizard already holds (it was just saved or restored).
    if (held && opened?.brandId !== brandId) setOpened({ brandId, missing: false });
  }
  const needed = opening === brandId && opened?.brandId !== brandId;
  const load = useOpenBrand(brandId, needed);

  useEffect(() => {
    if (!needed) return;
    if (load.isError) {
      // Not this user's brand (or none at all): the not-found view, not a blank step.
      setOpening(undefined);
      if (isBrandMissing(load.error)) setOpened({ brandId, missing: true });
      else {
        toast.error(t`Error`, { description: t`We couldn't open that brand.` });
        setOpened({ brandId, missing: false });
      }
      return;
    }
    if (!load.isSuccess) return;
    // Applied once: a later move of the wizard's own must not apply this load again.
    setOpening(undefined);
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
    step,
    draft,
    goTo,
    navigate,
    onOpen,
    setOpened,
  ]);

  return {
    loaded: opened !== null,
    missing: opened?.brandId === brandId && opened.missing,
  };
}
