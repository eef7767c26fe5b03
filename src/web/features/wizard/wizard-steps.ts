import { WIZARD_STEPS } from "@/shared/constants";

export const STEPS = ["landing", "category", "details", "names", "logos", "download"] as const;
export type Step = (typeof STEPS)[number];

export function isStep(value: string | null): value is Step {
  return value !== null && (STEPS as readonly string[]).includes(value);
}

/** "Step X of 5": category is 1 ... download is 5 (docs/product.md#screens). */
export function stepNumber(step: Exclude<Step, "landing">): number {
  return STEPS.indexOf(step);
}

export function stepPercent(step: Exclude<Step, "landing">): number {
  return Math.round((stepNumber(step) / WIZARD_STEPS) * 100);
}

export function previousStep(step: Step): Step {
  return STEPS[Math.max(0, STEPS.indexOf(step) - 1)]!;
}

/** The furthest step a session's data allows (a reload never lands past what was saved). */
export function clampStep(wanted: Step, allowed: Step): Step {
  return STEPS.indexOf(wanted) <= STEPS.indexOf(allowed) ? wanted : allowed;
}
