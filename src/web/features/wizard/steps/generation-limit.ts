import type { Usage } from "../api/brand-api";

export type Kind = "names" | "logos";

export function atLimit(usage: Usage): boolean {
  return usage.plan === "closed" || usage.count >= usage.limit;
}

export const limitReasonId = (kind: Kind) => `${kind}-limit-reason`;
