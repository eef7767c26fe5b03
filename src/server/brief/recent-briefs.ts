import { recentReadings } from "@/server/recent-readings";
import type { Brief } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import { readBriefOffline } from "./read-brief";

/**
 * The offline readings of recent descriptions (decision 039). A description is read when it is
 * saved, and again by its brand's first name run on the live service (for the language and the
 * notes), which was a tenth of that run's CPU; the reading depends on the text and category alone.
 * Each caller gets a copy of its own.
 */
const recent = recentReadings<Brief>(256);

export function readBriefOfflineRecent(input: { description: string; category: CategoryId }): Brief {
  const brief = recent(`${input.category}\n${input.description}`, () =>
    readBriefOffline({ description: input.description, category: input.category }),
  );
  return structuredClone(brief);
}
