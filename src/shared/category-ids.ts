/**
 * The six business categories' ids (docs/product.md#screens, step 1), apart from their English
 * texts in categories.ts, so a screen that only checks an id (the landing page's examples) does
 * not carry the texts (issue 30, Speed).
 */
export const CATEGORY_IDS = [
  "food-beverage",
  "services",
  "digital-product",
  "retail-ecommerce",
  "agency",
  "others",
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === "string" && (CATEGORY_IDS as readonly string[]).includes(value);
}
