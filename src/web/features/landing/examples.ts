import { getCategory, isCategoryId } from "@/shared/categories";
import examplesJson from "@/web/assets/examples/examples.json";

/**
 * Sample brands for the Examples section, from `src/web/assets/examples/examples.json` and the
 * 480 × 480 WebP logos next to it (each entry's `file`).
 */

export type ExampleBrand = {
  slug: string;
  name: string;
  /** Display name of the category (the JSON may hold a category id). */
  category: string;
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

function categoryLabel(category: string): string {
  return isCategoryId(category) ? getCategory(category).name : category;
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
        description: sentence(entry.description),
        image,
      },
    ];
  });
}

export const EXAMPLES: ExampleBrand[] = examplesFrom(examplesJson);
