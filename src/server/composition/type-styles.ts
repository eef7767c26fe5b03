import type { TypeStyleId } from "@/shared/logo-design";
import { TYPE_TRACKING } from "@/shared/type-tracking";
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
  "serif-bold": { face: "playfair-700", ...TYPE_TRACKING["serif-bold"], companion: "montserrat-500" },
  "serif-fine": { face: "playfair-400", ...TYPE_TRACKING["serif-fine"], companion: "montserrat-500" },
  "serif-italic": { face: "playfair-400i", ...TYPE_TRACKING["serif-italic"], companion: "lato-700" },
  "geometric-bold": { face: "montserrat-700", ...TYPE_TRACKING["geometric-bold"], companion: "lato-700" },
  "geometric-heavy": {
    face: "montserrat-800",
    ...TYPE_TRACKING["geometric-heavy"],
    companion: "montserrat-500",
  },
  "geometric-light": {
    face: "montserrat-500",
    ...TYPE_TRACKING["geometric-light"],
    companion: "montserrat-500",
  },
  "sport-italic": { face: "montserrat-800i", ...TYPE_TRACKING["sport-italic"], companion: "montserrat-700" },
  humanist: { face: "lato-900", ...TYPE_TRACKING.humanist, companion: "lato-700" },
  "humanist-light": { face: "lato-700", ...TYPE_TRACKING["humanist-light"], companion: "lato-700" },
  rounded: { face: "nunito-800", ...TYPE_TRACKING.rounded, companion: "nunito-700" },
  condensed: { face: "oswald-600", ...TYPE_TRACKING.condensed, companion: "oswald-500" },
  "condensed-light": { face: "oswald-500", ...TYPE_TRACKING["condensed-light"], companion: "oswald-500" },
  grotesk: { face: "space-700", ...TYPE_TRACKING.grotesk, companion: "space-500" },
  "grotesk-medium": { face: "space-500", ...TYPE_TRACKING["grotesk-medium"], companion: "space-500" },
} as const satisfies Record<TypeStyleId, TypeStyle>;
