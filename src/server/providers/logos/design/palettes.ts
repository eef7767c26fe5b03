import type { LogoColors } from "@/shared/logo-design";

type Swatch = readonly [bg: string, ink: string, primary: string, accent: string];

/** Hand-picked four-colour palettes: background, wordmark ink, mark colour, detail accent. */
export const PALETTES = {
  espresso: ["#F7F1E8", "#2B1A12", "#6B4430", "#C28A55"],
  roastery: ["#231813", "#F4E7D6", "#D49A62", "#8E5B3C"],
  latte: ["#EFE6DA", "#33211A", "#9A5B34", "#2F5D4A"],
  leaf: ["#F4F6EE", "#1E3526", "#3E7B4F", "#A5C45A"],
  forest: ["#163021", "#EEF3E2", "#9CCB6E", "#E2C36B"],
  harvest: ["#FAF5EA", "#33402A", "#6E8B3D", "#D98E3A"],
  bakery: ["#FBF5EC", "#4A2A18", "#B8702A", "#E7B769"],
  tomato: ["#FBF6EF", "#2B1B17", "#C8432B", "#3E6B48"],
  berry: ["#FBF3F4", "#3A1830", "#B3305E", "#F0A24B"],
  ocean: ["#F0F6F8", "#0B3142", "#137A94", "#F2A65A"],
  indigo: ["#F5F7FC", "#10183A", "#3D5AFE", "#00BFA6"],
  midnight: ["#0D1226", "#EEF1FF", "#7C8CFF", "#3EE6C1"],
  violet: ["#F7F5FD", "#1D1538", "#6D4AFF", "#FF6B8B"],
  mint: ["#F2FAF8", "#0F2E2A", "#0F9D84", "#2F5BFF"],
  volt: ["#111214", "#FFFFFF", "#D4FF3A", "#FF5B2E"],
  blaze: ["#F6F6F4", "#121212", "#FF4A1C", "#1C1C1C"],
  cobalt: ["#F4F6FA", "#0A1530", "#1F4BFF", "#FF3B5C"],
  navy: ["#F7F6F2", "#14213D", "#1F3A68", "#C9A23A"],
  teal: ["#F3F7F7", "#102A33", "#17717F", "#F0B44C"],
  slate: ["#F8F8F6", "#1C2330", "#2E4057", "#D1495B"],
  coral: ["#F3F0EA", "#141414", "#FF5A36", "#2440FF"],
  ink: ["#101010", "#F4F1EA", "#FFD23F", "#FF5A36"],
  pop: ["#FFF7E8", "#1B1B3A", "#6C3BFF", "#FFB000"],
  blush: ["#FBF2EF", "#3B2530", "#C56B7B", "#D9A48F"],
  sage: ["#F2F4EE", "#2B3A31", "#6F8F72", "#C8A27A"],
  terracotta: ["#F7EFE7", "#3A2620", "#B85C38", "#7D8F69"],
  atelier: ["#F6F3EE", "#161616", "#161616", "#B08D57"],
  noir: ["#141414", "#F2EBDD", "#C9A45C", "#F2EBDD"],
  ember: ["#FFF8EF", "#22304A", "#E4572E", "#29A19C"],
  playful: ["#FFF9EE", "#2B2D52", "#FF8A3D", "#2EB6C8"],
  plum: ["#F8F4F8", "#2A1430", "#7A2E6E", "#E5A33D"],
  /** Muted grey-blue for calm and care. */
  mist: ["#F3F5F6", "#2A363C", "#5F7D89", "#A9BFB8"],
  /** Muted lavender for calm, soft and elegant. */
  dusk: ["#F6F4F8", "#2F2A42", "#75698F", "#C4B2CF"],
} as const satisfies Record<string, Swatch>;

export type PaletteId = keyof typeof PALETTES;

/** A palette as a design's colours (roles and contrast are worked out when composing). */
export function paletteColors(id: PaletteId): LogoColors {
  const [background, ink, primary, accent] = PALETTES[id];
  return { background, ink, primary, accent };
}
