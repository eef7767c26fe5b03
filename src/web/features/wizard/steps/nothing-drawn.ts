import type { SessionView } from "../api/brand-api";

type Logo = SessionView["logos"][number];

/** Whether a run's logos all use letters or abstract marks: the brief had nothing to draw. */
export function nothingDrawn(logos: readonly Logo[]): boolean {
  return (
    logos.length > 0 && logos.every((l) => l.symbol?.kind === "monogram" || l.symbol?.kind === "abstract")
  );
}
