/**
 * Renders a contact sheet of demo logos for realistic brands across all six categories.
 * Usage: npx tsx scripts/contact-sheet.ts [out.png] [seed] [--all]
 */
import sharp from "sharp";
import { renderDemoLogo } from "@/server/providers/logos/demo-logo-render";
import { FIT_CASES } from "@/server/providers/logos/design/fit-cases";

/**
 * 24 realistic businesses from the fit test set (English and Indonesian, the misfits among
 * them: a sourdough bakery, batik tote bags, an Arabic bakery, pet grooming); `--all` renders
 * every case.
 */
const SHEET = [
  "Crumb & Co.",
  "Kain Kita",
  "Furn Al Sham",
  "Fluff & Fold",
  "Northbean",
  "Senja Kopi",
  "東京 Ramen",
  "Bakso Pak Darto",
  "Forno Rosso",
  "Scoop Theory",
  "Lone Star Pit",
  "Hop Theory",
  "Greenleaf Market",
  "Petal Post",
  "Stride Supply",
  "Voltage Fitness Lab",
  "Stackhaus",
  "Ledgerly",
  "Brightside",
  "Kiln & Clay",
  "Sekar Jagad",
  "Dewi Glow",
  "Dapur Ibu",
  "Meridian & Co",
];

const COLUMNS = 6;
const CELL = 320;
const GUTTER = 12;

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== "--all");
  const out = args[0] ?? "/tmp/contact-sheet.png";
  const seed = Number(args[1] ?? 1);
  const brands = process.argv.includes("--all")
    ? FIT_CASES
    : SHEET.map((name) => {
        const found = FIT_CASES.find((c) => c.name === name);
        if (!found) throw new Error(`${name} is not in the fit cases`);
        return found;
      });
  const tiles = await Promise.all(
    brands.map(({ name, category, description }, i) => {
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
