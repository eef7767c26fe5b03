import { useEffect, useState } from "react";
import type { CategoryId } from "@/shared/categories";

const DRAFT_KEY = "brand-wizard-draft";

/** What the details step holds before it is saved; `sessionId` says which brand it belongs to. */
export type Draft = { category: CategoryId | null; description: string; sessionId?: string | null };

export const EMPTY_WIZARD_DRAFT: Draft = { category: null, description: "" };

function readDraft(): Draft {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (raw) return JSON.parse(raw);
  } catch {
    // Private mode or malformed: start empty.
  }
  return EMPTY_WIZARD_DRAFT;
}

/** Steps 1 and 2 before they are saved, kept in the tab's storage so a reload keeps the text. */
export function useWizardDraft() {
  const [draft, setDraft] = useState(readDraft);
  useEffect(() => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  }, [draft]);
  return [draft, setDraft] as const;
}
