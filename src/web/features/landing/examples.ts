/**
 * Sample brands for the Examples section. They come from `src/web/assets/examples/examples.json`
 * and the 480 × 480 WebP files next to it; until those exist, three built-in samples with small SVG
 * marks stand in so the section (and its tests) never break.
 */

export type ExampleBrand = {
  slug: string;
  name: string;
  category: string;
  description: string;
  /** URL of the 480 × 480 logo image. */
  image: string;
};

export const EXAMPLE_IMAGE_SIZE = 480;

type ExampleEntry = { slug: string; name: string; category: string; description: string; file: string };

// Globs (not plain imports) so the page builds before and after the teammate's files land.
const jsonModules = import.meta.glob<unknown>("@/web/assets/examples/examples.json", {
  eager: true,
  import: "default",
});
const imageModules = import.meta.glob<string>("@/web/assets/examples/*.{webp,png,jpg,jpeg,svg}", {
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

export function examplesFrom(json: unknown): ExampleBrand[] {
  if (!Array.isArray(json)) return [];
  return json.filter(isEntry).flatMap((entry) => {
    const image = imageUrl(entry.file);
    if (!image) return [];
    const { file: _file, ...rest } = entry;
    return [{ ...rest, image }];
  });
}

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const FALLBACK_EXAMPLES: ExampleBrand[] = [
  {
    slug: "ember-and-bean",
    name: "Ember & Bean",
    category: "Food & Beverage",
    description:
      "A modern coffee shop roasting small batches in-house, with a bright space for slow mornings and quick espressos.",
    image: svgDataUri(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480"><rect width="480" height="480" fill="#fff7ed"/><circle cx="240" cy="220" r="120" fill="#7c2d12"/><path d="M240 120c-40 60-40 140 0 200" fill="none" stroke="#fdba74" stroke-width="16" stroke-linecap="round"/><text x="240" y="410" font-family="Georgia,serif" font-size="42" text-anchor="middle" fill="#7c2d12">Ember &amp; Bean</text></svg>',
    ),
  },
  {
    slug: "rootwell-market",
    name: "Rootwell Market",
    category: "Retail/E-commerce",
    description:
      "An organic food market stocking seasonal produce from local farms, pantry staples and plastic-free refills.",
    image: svgDataUri(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480"><rect width="480" height="480" fill="#f0fdf4"/><path d="M240 320c-70-20-100-90-80-170 70 10 110 70 80 170zm0 0c70-20 100-90 80-170-70 10-110 70-80 170z" fill="#15803d"/><text x="240" y="410" font-family="Arial,sans-serif" font-weight="700" font-size="40" text-anchor="middle" fill="#14532d">ROOTWELL</text></svg>',
    ),
  },
  {
    slug: "stride-lab",
    name: "Stride Lab",
    category: "Retail/E-commerce",
    description:
      "A sneaker retailer for runners and collectors: limited drops, everyday classics and expert fitting in store.",
    image: svgDataUri(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480"><rect width="480" height="480" fill="#0f172a"/><path d="M110 290l60-120 40 50 60-90 100 160z" fill="#fbbf24"/><text x="240" y="400" font-family="Arial,sans-serif" font-style="italic" font-weight="800" font-size="48" text-anchor="middle" fill="#fff">STRIDE LAB</text></svg>',
    ),
  },
];

const fromJson = examplesFrom(Object.values(jsonModules)[0]);

export const EXAMPLES: ExampleBrand[] = fromJson.length > 0 ? fromJson : FALLBACK_EXAMPLES;
