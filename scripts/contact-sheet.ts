/**
 * Renders a contact sheet of demo logos for realistic brands across all six categories.
 * Usage: npx tsx scripts/contact-sheet.ts [out.png] [seed]
 */
import sharp from "sharp";
import { renderDemoLogo } from "@/server/providers/logos/demo-logo";
import type { CategoryId } from "@/shared/categories";

const BRANDS: ReadonlyArray<readonly [string, CategoryId, string]> = [
  [
    "Northbean",
    "food-beverage",
    "A modern specialty coffee shop with single-origin espresso and fresh pastries",
  ],
  [
    "Crumb & Co.",
    "food-beverage",
    "Neighbourhood sourdough bakery baking bread and croissants every morning",
  ],
  ["Kopi Kenangan", "food-beverage", "Indonesian coffee chain serving iced palm-sugar lattes"],
  ["Café Lumière", "food-beverage", "A Parisian-style café and patisserie with light lunches"],
  ["東京 Ramen", "food-beverage", "Tokyo-style ramen bar with rich tonkotsu broth and handmade noodles"],
  ["Ledgerly", "services", "Bookkeeping and tax service for small online shops"],
  ["Brightside Cleaning", "services", "Eco-friendly home cleaning service for busy families"],
  ["Summit Coaching", "services", "Leadership and career coaching for first-time managers"],
  ["Harbor & Vale Legal", "services", "Small-business law firm for contracts and trademarks"],
  ["Pathwise", "digital-product", "A mobile app that plans healthy weekly meals for busy parents"],
  ["Stackhaus", "digital-product", "Developer platform for deploying cloud APIs in minutes"],
  ["Nimbus Notes", "digital-product", "AI assistant that summarises meetings and drafts follow-ups"],
  ["Quill Academy", "digital-product", "Online writing courses for aspiring novelists"],
  ["Stride Supply", "retail-ecommerce", "Sneaker retailer for limited-edition running shoes and streetwear"],
  ["Kiln & Clay", "retail-ecommerce", "Online store selling handmade ceramic homeware in earthy colours"],
  ["Maison Verre", "retail-ecommerce", "Boutique fashion label for timeless linen clothing"],
  ["Greenleaf Market", "retail-ecommerce", "Organic food market with local produce, bulk grains and a deli"],
  ["Aurum Jewels", "retail-ecommerce", "Handcrafted gold jewellery and engagement rings"],
  ["Bold Atlas", "agency", "Branding agency designing bold identities for food startups"],
  ["Pixel & Pine", "agency", "Creative studio for web design and motion graphics"],
  ["Frame Theory", "agency", "Photography and video production studio for brands"],
  ["Loudhouse Media", "agency", "Podcast production and audio marketing agency"],
  [
    "Trailblazers Run Club",
    "others",
    "Weekend community running club organising city trail runs and charity races",
  ],
  ["Paws & Whiskers Rescue", "others", "Non-profit animal rescue finding homes for dogs and cats"],
  ["Lotus Flow Yoga", "others", "Yoga and meditation studio with sunrise classes"],
  ["Saltwater Surf School", "others", "Surf lessons and board rental on the Atlantic coast"],
  [
    "Riverside Community Garden Collective",
    "others",
    "Volunteer-run community garden growing vegetables and flowers",
  ],
  ["Brightwater Solar", "others", "Residential solar panel installation and battery storage"],
  ["Fable & Finch Books", "retail-ecommerce", "Independent bookshop with a children's reading corner"],
  ["Voltage Fitness Lab", "services", "Strength training gym with small group workouts"],
];

const COLUMNS = 6;
const CELL = 320;
const GUTTER = 12;

async function main(): Promise<void> {
  const out = process.argv[2] ?? "/tmp/contact-sheet.png";
  const seed = Number(process.argv[3] ?? 1);
  const tiles = await Promise.all(
    BRANDS.map(([name, category, description], i) => {
      const { png } = renderDemoLogo({ name, category, description, seed: seed * 7919 + i, variant: i % 2 });
      return sharp(png).resize(CELL, CELL).png().toBuffer();
    }),
  );
  const rows = Math.ceil(tiles.length / COLUMNS);
  const width = COLUMNS * CELL + (COLUMNS + 1) * GUTTER;
  const height = rows * CELL + (rows + 1) * GUTTER;
  await sharp({ create: { width, height, channels: 3, background: "#D9D9D6" } })
    .composite(
      tiles.map((input, i) => ({
        input,
        left: GUTTER + (i % COLUMNS) * (CELL + GUTTER),
        top: GUTTER + Math.floor(i / COLUMNS) * (CELL + GUTTER),
      })),
    )
    .png()
    .toFile(out);
  console.log(`Wrote ${tiles.length} logos to ${out}`);
}

await main();
