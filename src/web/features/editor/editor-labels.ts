import type { LogoFrame, LogoLayout, TextCase, TypeStyleId } from "@/shared/logo-design";

/** What the editor calls each choice (the ids are the shared design vocabulary). */

export const LAYOUT_LABELS: Partial<Record<LogoLayout, string>> = {
  stacked: "Stacked",
  horizontal: "Symbol left",
  "stacked-left": "Left aligned",
  emblem: "Badge",
  wordmark: "Name only",
};

export const FRAME_LABELS: Record<LogoFrame, string> = {
  none: "No frame",
  disc: "Disc",
  tile: "Tile",
  ring: "Ring",
  "double-ring": "Double ring",
  hexagon: "Hexagon",
  arch: "Arch",
};

export const TYPEFACE_LABELS: Record<TypeStyleId, string> = {
  "serif-bold": "Serif bold",
  "serif-fine": "Serif fine",
  "serif-italic": "Serif italic",
  "geometric-bold": "Geometric bold",
  "geometric-heavy": "Geometric heavy",
  "geometric-light": "Geometric light",
  "sport-italic": "Sport italic",
  humanist: "Humanist",
  "humanist-light": "Humanist light",
  rounded: "Rounded",
  condensed: "Condensed",
  "condensed-light": "Condensed light",
  grotesk: "Grotesk",
  "grotesk-medium": "Grotesk medium",
};

export const CASE_LABELS: Record<TextCase, string> = {
  "as-typed": "As typed",
  upper: "UPPER",
  lower: "lower",
};

export function symbolLabel(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, " ");
}
