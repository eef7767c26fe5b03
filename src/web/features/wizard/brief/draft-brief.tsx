import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { applyBriefCorrection, type BriefCorrection } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import { describeDescription } from "@/shared/description";
import { WithQuery } from "@/web/lib/query";
import { queryKeys } from "@/web/lib/query-keys";
import { brandApi } from "../api/brand-api";
import { BriefPanel } from "./brief-panel";

/** How long typing pauses before the description is read. */
const READ_DELAY_MS = 700;

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Step 2 before the description is saved: how it would be read, as the person pauses typing, so a
 * wrong reading can be corrected before the first run (a free trial has only one). The correction
 * is kept by the wizard and saved with the brand.
 */
export function DraftBrief(props: {
  category: CategoryId;
  text: string;
  correction: BriefCorrection | null;
  onCorrect: (correction: BriefCorrection) => void;
}) {
  return (
    <WithQuery>
      <DraftBriefContent {...props} />
    </WithQuery>
  );
}

function DraftBriefContent({
  category,
  text,
  correction,
  onCorrect,
}: {
  category: CategoryId;
  text: string;
  correction: BriefCorrection | null;
  onCorrect: (correction: BriefCorrection) => void;
}) {
  const description = useSettled(text.trim(), READ_DELAY_MS);
  const valid = describeDescription(description).valid;
  const read = useQuery({
    queryKey: queryKeys.briefRead(category, description),
    queryFn: () => brandApi.readBrief({ category, description }),
    enabled: valid,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  if (!valid || !read.data) return null;
  const brief = correction ? applyBriefCorrection(read.data.brief, correction) : read.data.brief;
  return (
    <BriefPanel
      brief={brief}
      // The server's reading says the description as read; a correction is shown as corrected.
      reading={correction ? null : read.data.reading}
      save={async (next) => onCorrect({ ...correction, ...next })}
    />
  );
}
