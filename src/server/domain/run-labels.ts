import { NAMES_PER_RUN } from "@/shared/constants";
import { type GenerationKind, generationLimit } from "./quota";

/** One run of a brand as stored: its number, how many results it kept, and when it was made. */
export type RunStat = { run: number; items: number; at: Date };

export type RunLabel = { run: number; label: string; counted: boolean };

/**
 * The labels runs carry on the steps, matching the generation counter (issue 29, point 4): the
 * free trial's run is the "Free run", the package's runs are "Run k of 5" in the order they
 * counted, and a name run that kept fewer than three names was not counted ("Extra run").
 * The run numbers stored with results stay as they are (seeds are made from them).
 */
export function runLabels(kind: GenerationKind, runs: RunStat[], purchasedAt: Date | null): RunLabel[] {
  const limit = generationLimit(kind, true);
  let counted = 0;
  return [...runs]
    .sort((a, b) => a.run - b.run)
    .map((r) => {
      if (!purchasedAt || r.at < purchasedAt) return { run: r.run, label: "Free run", counted: true };
      if (kind === "names" && r.items < NAMES_PER_RUN)
        return { run: r.run, label: "Extra run (not counted)", counted: false };
      counted += 1;
      return { run: r.run, label: `Run ${counted} of ${limit}`, counted: true };
    });
}
