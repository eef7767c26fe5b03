/**
 * Generates the landing page's example brands with the demo logo generator:
 * 480x480 WebP images plus examples.json in src/web/assets/examples/.
 * Usage: npx tsx scripts/example-logos.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { renderDemoLogo } from "@/server/providers/logos/demo-logo-render";
import type { CategoryId } from "@/shared/categories";

type Example = {
  slug: string;
  name: string;
  category: CategoryId;
  description: string;
  /** Seed and variant picked by eye among the generator's options. */
  seed: number;
  variant: number;
};

const EXAMPLES: readonly Example[] = [
  {
    slug: "northbean",
    name: "Northbean",
    category: "food-beverage",
    description: "A modern coffee shop serving single-origin espresso, slow pour-overs and fresh pastries",
    seed: 3,
    variant: 0,
  },
  {
    slug: "greenleaf-market",
    name: "Greenleaf Market",
    category: "retail-ecommerce",
    description:
      "An organic food market with seasonal local produce, bulk grains and a zero-waste refill bar",
    seed: 1,
    variant: 1,
  },
  {
    slug: "stride-supply",
    name: "Stride Supply",
    category: "retail-ecommerce",
    description: "A sneaker retailer for limited-edition running shoes and everyday streetwear",
    seed: 3,
    variant: 0,
  },
];

const OUT_DIR = fileURLToPath(new URL("../src/web/assets/examples/", import.meta.url));

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const manifest = [];
  for (const { seed, variant, ...example } of EXAMPLES) {
    const { png } = renderDemoLogo({ ...example, seed, variant });
    const file = `${example.slug}.webp`;
    await sharp(png).resize(480, 480).webp({ quality: 80 }).toFile(`${OUT_DIR}${file}`);
    manifest.push({ ...example, file });
  }
  await writeFile(`${OUT_DIR}examples.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Wrote ${manifest.length} examples to ${OUT_DIR}`);
}

await main();
