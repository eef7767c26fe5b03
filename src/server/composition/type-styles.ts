import type { TypeStyleId } from "@/shared/logo-design";
import type { FaceId } from "./fonts";

export type TypeStyle = {
  face: FaceId;
  /** Letter-spacing in em for mixed-case names. */
  tracking: number;
  /** Letter-spacing in em when the name is already all capitals (caps want air). */
  capsTracking: number;
  /** Small-caps-style secondary line paired with this face. */
  companion: FaceId;
  /** A design's own letter spacing in em, used whatever the case. */
  override?: number;
};

export const TYPE_STYLES = {
  "serif-bold": { face: "playfair-700", tracking: 0, capsTracking: 0.06, companion: "montserrat-500" },
  "serif-fine": { face: "playfair-400", tracking: 0.01, capsTracking: 0.12, companion: "montserrat-500" },
  "serif-italic": { face: "playfair-400i", tracking: 0, capsTracking: 0.04, companion: "lato-700" },
  "geometric-bold": { face: "montserrat-700", tracking: 0.01, capsTracking: 0.08, companion: "lato-700" },
  "geometric-heavy": {
    face: "montserrat-800",
    tracking: -0.01,
    capsTracking: 0.04,
    companion: "montserrat-500",
  },
  "geometric-light": {
    face: "montserrat-500",
    tracking: 0.05,
    capsTracking: 0.2,
    companion: "montserrat-500",
  },
  "sport-italic": {
    face: "montserrat-800i",
    tracking: -0.01,
    capsTracking: 0.02,
    companion: "montserrat-700",
  },
  humanist: { face: "lato-900", tracking: 0.01, capsTracking: 0.08, companion: "lato-700" },
  "humanist-light": { face: "lato-700", tracking: 0.03, capsTracking: 0.16, companion: "lato-700" },
  rounded: { face: "nunito-800", tracking: 0, capsTracking: 0.06, companion: "nunito-700" },
  condensed: { face: "oswald-600", tracking: 0.02, capsTracking: 0.08, companion: "oswald-500" },
  "condensed-light": { face: "oswald-500", tracking: 0.05, capsTracking: 0.16, companion: "oswald-500" },
  grotesk: { face: "space-700", tracking: -0.02, capsTracking: 0.04, companion: "space-500" },
  "grotesk-medium": { face: "space-500", tracking: 0, capsTracking: 0.08, companion: "space-500" },
} as const satisfies Record<TypeStyleId, TypeStyle>;
