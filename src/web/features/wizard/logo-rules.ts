import type { SessionView } from "./api/brand-api";

/**
 * The logo step shows only logos made for the name chosen now (docs/product.md#generation). Of a logo's
 * saved edits it shows the newest (and the selected one); earlier versions stay in the history.
 */
export function logosOfChosenName(session: SessionView) {
  const mine = session.logos.filter((l) => l.name === session.chosenName?.name);
  const newest = new Map<string, number>();
  for (const l of mine)
    if (l.parentId) newest.set(l.originId, Math.max(newest.get(l.originId) ?? 0, l.version));
  return mine.filter((l) => !l.parentId || l.isSelected || l.version === newest.get(l.originId));
}

/** Whether a logo run would be allowed now (the server decides; this only avoids a doomed auto-run). */
export function mayGenerateLogos(session: SessionView) {
  const { count, limit } = session.usage.logos;
  return count < limit && (session.isActivePremium || session.logos.length === 0);
}
