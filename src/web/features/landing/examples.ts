import { msg } from "@lingui/core/macro";
import { isCategoryId } from "@/shared/category-ids";
import examplesJson from "@/web/assets/examples/examples.json";
import { i18n } from "@/web/lib/i18n/i18n";
import { categoryName } from "@/web/lib/i18n/product-texts";

/**
 * Sample brands for the Examples section, from `src/web/assets/examples/examples.json` and the
 * 480 × 480 WebP logos next to it (each entry's `file`).
 */

export type ExampleBrand = {
  slug: string;
  name: string;
  /** Display name of the category (the JSON may hold a category id). */
  category: string;
  categoryId: string;
  description: string;
  /** URL of the 480 × 480 logo image. */
  image: string;
};

export const EXAMPLE_IMAGE_SIZE = 480;

type ExampleEntry = { slug: string; name: string; category: string; description: string; file: string };

// URL-only imports of the logos, matched to the JSON by file name (so renaming a file only needs the JSON).
const imageModules = import.meta.glob<string>("@/web/assets/examples/*.{webp,png,jpg,jpeg}", {
  eager: true,
  import: "default",
});

function isEntry(value: unknown): value is ExampleEntry {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return ["slug", "name", "category", "description", "file"].every((key) => typeof v[key] === "string");
}

function imageUrl(file: string): string | undefined {
  const key = Object.keys(imageModules).find((path) => path.endsWith(`/${file}`));
  return key ? imageModules[key] : undefined;
}

/** The sample descriptions in Indonesian (the JSON holds English; a new sample shows as written). */
const DESCRIPTIONS: Record<string, ReturnType<typeof msg>> = {
  "A modern coffee shop serving single-origin espresso, slow pour-overs and fresh pastries.": msg`A modern coffee shop serving single-origin espresso, slow pour-overs and fresh pastries.`,
  "An organic food market with seasonal local produce, bulk grains and a zero-waste refill bar.": msg`An organic food market with seasonal local produce, bulk grains and a zero-waste refill bar.`,
  "A sneaker retailer for limited-edition running shoes and everyday streetwear.": msg`A sneaker retailer for limited-edition running shoes and everyday streetwear.`,
};

function categoryLabel(category: string): string {
  return isCategoryId(category) ? categoryName(category) : category;
}

/** An example's category and description in the UI language. */
export function exampleCategory(example: ExampleBrand): string {
  return isCategoryId(example.categoryId) ? categoryName(example.categoryId) : example.category;
}
export function exampleDescription(example: ExampleBrand): string {
  const known = DESCRIPTIONS[example.description];
  return known ? i18n._(known) : example.description;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Valid entries with an existing image; anything else is skipped. */
export function examplesFrom(json: unknown): ExampleBrand[] {
  if (!Array.isArray(json)) return [];
  return json.filter(isEntry).flatMap((entry) => {
    const image = imageUrl(entry.file);
    if (!image) return [];
    return [
      {
        slug: entry.slug,
        name: entry.name,
        category: categoryLabel(entry.category),
        categoryId: entry.category,
        description: sentence(entry.description),
        image,
      },
    ];
  });
}

export const EXAMPLES: ExampleBrand[] = examplesFrom(examplesJson);
