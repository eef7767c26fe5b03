import type { LogoDesign, TypeStyleId } from "./logo-design";
import { displayName } from "./logo-design";

/**
 * Each typeface's own letter spacing in em: one value for mixed-case names, one for names set in
 * capitals (caps want air). The renderer uses them when a design has no spacing of its own; the
 * editor shows them as the "Default" value.
 */
export const TYPE_TRACKING = {
  "serif-bold": { tracking: 0, capsTracking: 0.06 },
  "serif-fine": { tracking: 0.01, capsTracking: 0.12 },
  "serif-italic": { tracking: 0, capsTracking: 0.04 },
  "geometric-bold": { tracking: 0.01, capsTracking: 0.08 },
  "geometric-heavy": { tracking: -0.01, capsTracking: 0.04 },
  "geometric-light": { tracking: 0.05, capsTracking: 0.2 },
  "sport-italic": { tracking: -0.01, capsTracking: 0.02 },
  humanist: { tracking: 0.01, capsTracking: 0.08 },
  "humanist-light": { tracking: 0.03, capsTracking: 0.16 },
  rounded: { tracking: 0, capsTracking: 0.06 },
  condensed: { tracking: 0.02, capsTracking: 0.08 },
  "condensed-light": { tracking: 0.05, capsTracking: 0.16 },
  grotesk: { tracking: -0.02, capsTracking: 0.04 },
  "grotesk-medium": { tracking: 0, capsTracking: 0.08 },
} as const satisfies Record<TypeStyleId, { tracking: number; capsTracking: number }>;

export function isAllCaps(text: string): boolean {
  return text === text.toLocaleUpperCase() && text !== text.toLocaleLowerCase();
}

/** The spacing a design gets without one of its own: its typeface's, for the name as it is set. */
export function defaultLetterSpacing(design: Pick<LogoDesign, "name" | "textCase" | "typeface">): number {
  const own = TYPE_TRACKING[design.typeface];
  return isAllCaps(displayName(design)) ? own.capsTracking : own.tracking;
}
