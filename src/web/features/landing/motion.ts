import { REVEAL_OFFSETS_PX } from "@/shared/constants";

/** Headings and blocks reveal 100 px into the viewport, cards 150 px (docs/product.md#screens). */
export const REVEAL_BLOCK_OFFSET = REVEAL_OFFSETS_PX[0];
export const REVEAL_CARD_OFFSET = REVEAL_OFFSETS_PX[1];
export type RevealOffset = (typeof REVEAL_OFFSETS_PX)[number];

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}
