import type { CategoryId } from "./categories";

/** Keyword-to-category table (docs/product.md#generation), checked in order; anything else is "others". */
const KEYWORDS: ReadonlyArray<readonly [CategoryId, readonly string[]]> = [
  ["food-beverage", ["food", "restaurant", "cafe"]],
  ["digital-product", ["tech", "app", "software"]],
  ["services", ["consult", "service", "professional"]],
  ["retail-ecommerce", ["shop", "store", "retail"]],
  ["agency", ["creative", "agency", "design"]],
];

export function inferCategory(text: string): CategoryId {
  // Fold accents so "café" matches "cafe".
  const folded = text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  for (const [category, words] of KEYWORDS) {
    if (words.some((w) => folded.includes(w))) return category;
  }
  return "others";
}
