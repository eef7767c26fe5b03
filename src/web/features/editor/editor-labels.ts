import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { LogoFrame, LogoLayout, TextCase, TypeStyleId } from "@/shared/logo-design";

/**
 * What the editor calls each choice (the ids are the shared design vocabulary), as catalogue
 * descriptors: the editor shows them with `t(descriptor)` in the UI language.
 */

export const LAYOUT_LABELS: Partial<Record<LogoLayout, MessageDescriptor>> = {
  stacked: msg`Stacked`,
  horizontal: msg`Symbol left`,
  "stacked-left": msg`Left aligned`,
  emblem: msg`Badge`,
  wordmark: msg`Name only`,
};

export const FRAME_LABELS: Record<LogoFrame, MessageDescriptor> = {
  none: msg`No frame`,
  disc: msg`Disc`,
  tile: msg`Tile`,
  ring: msg`Ring`,
  "double-ring": msg`Double ring`,
  hexagon: msg`Hexagon`,
  arch: msg`Arch`,
};

export const TYPEFACE_LABELS: Record<TypeStyleId, MessageDescriptor> = {
  "serif-bold": msg`Serif bold`,
  "serif-fine": msg`Serif fine`,
  "serif-italic": msg`Serif italic`,
  "geometric-bold": msg`Geometric bold`,
  "geometric-heavy": msg`Geometric heavy`,
  "geometric-light": msg`Geometric light`,
  "sport-italic": msg`Sport italic`,
  humanist: msg`Humanist`,
  "humanist-light": msg`Humanist light`,
  rounded: msg`Rounded`,
  condensed: msg`Condensed`,
  "condensed-light": msg`Condensed light`,
  grotesk: msg`Grotesk`,
  "grotesk-medium": msg`Grotesk medium`,
};

export const CASE_LABELS: Record<TextCase, MessageDescriptor> = {
  "as-typed": msg`As typed`,
  upper: msg`UPPER`,
  lower: msg`lower`,
};

/** A motif's name from its id ("coffee-bean" → "Coffee bean"); the ids are English words. */
export function symbolLabel(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, " ");
}
