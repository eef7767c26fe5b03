/**
 * The mock-up contact sheet (issue 32): every scene for twelve varied businesses (light and dark
 * designs, short and long names, Indonesian and English), one row each, rendered in the render
 * pool as the server does, into one PNG.
 * Usage: npx tsx scripts/mockup-sheet.ts [out.png]
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import sharp, { type OverlayOptions } from "sharp";
import { readBriefOffline } from "@/server/brief/read-brief";
import { renderOptions } from "@/server/composition/fonts";
import { escapeXml } from "@/server/composition/svg";
import { isDarkDesign } from "@/server/kit/variants";
import { chooseScenes } from "@/server/mockups/choose-scenes";
import { sceneCopy } from "@/server/mockups/copy";
import { FIT_CASES } from "@/server/providers/logos/design/fit-cases";
import { pickDemoDesign } from "@/server/providers/logos/design/pick-design";
import { closeRenderPool, renderPool } from "@/server/render/render-pool";
import type { LogoDesign } from "@/shared/logo-design";
import { MOCKUP_SCENE_IDS } from "@/shared/mockup-scenes";

/** Name, seed, and a dark palette for some, so both kinds of design are on the sheet. */
const BUSINESSES: Array<{ name: string; seed: number; dark?: LogoDesign["colors"] }> = [
  { name: "Senja Kopi", seed: 2 },
  {
    name: "Crumb & Co.",
    seed: 1,
    dark: { background: "#1F1A17", ink: "#F3E9DC", primary: "#D9A441", accent: "#8C5A3C" },
  },
  { name: "Bakso Pak Darto", seed: 3 },
  { name: "Kain Kita", seed: 4 },
  {
    name: "Trailblazers Run Club",
    seed: 5,
    dark: { background: "#0E2A2F", ink: "#EAF6F2", primary: "#4FD1A5", accent: "#F2C14E" },
  },
  { name: "Nimbus Notes", seed: 6 },
  {
    name: "Ledgerly",
    seed: 7,
    dark: { background: "#101828", ink: "#F8FAFC", primary: "#7C9CFF", accent: "#34D399" },
  },
  { name: "Harbor & Vale Legal", seed: 8 },
  { name: "Klinik Satwa Sehat", seed: 9 },
  {
    name: "Loudhouse Media",
    seed: 10,
    dark: { background: "#2A0F2E", ink: "#FFF1F8", primary: "#FF5CA8", accent: "#FFD166" },
  },
  { name: "Aurum Jewels", seed: 11 },
  { name: "Fable & Finch Books", seed: 12 },
];

const TILE = { width: 400, height: 300 };
const LABEL = 220;
const GAP = 8;

function label(text: string, sub: string): Buffer {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LABEL}" height="${TILE.height}">` +
    `<text x="12" y="130" font-family="Montserrat" font-weight="700" font-size="19" fill="#111">${escapeXml(text)}</text>` +
    `<text x="12" y="160" font-family="Montserrat" font-weight="700" font-size="13" fill="#666">${escapeXml(sub)}</text></svg>`;
  return new Resvg(svg, renderOptions(["montserrat-700"], text + sub)).render().asPng();
}

async function main(): Promise<void> {
  const out = process.argv[2] ?? "/work/notes/mockups/contact-sheet.png";
  const started = performance.now();
  const rows = BUSINESSES.map(({ name, seed, dark }) => {
    const fit = FIT_CASES.find((c) => c.name === name);
    if (!fit) throw new Error(`${name} is not in the fit cases`);
    const picked = pickDemoDesign({
      name,
      category: fit.category,
      description: fit.description,
      seed,
      variant: seed % 2,
    });
    const design = dark ? { ...picked, colors: dark } : picked;
    // The brief as the product reads it, and the words in the description's language.
    const brief = readBriefOffline({ description: fit.description, category: fit.category });
    const locale = brief.language;
    const copy = sceneCopy({ name, brief, category: fit.category, locale });
    const chosen = chooseScenes(fit.category, brief);
    return { name, design, category: fit.category, chosen, copy, locale };
  });
  const pool = renderPool();
  const tiles = await Promise.all(
    rows.flatMap((row) =>
      MOCKUP_SCENE_IDS.map(async (scene) => {
        const webp = await pool.run("mockupScene", {
          design: row.design,
          scene,
          width: TILE.width * 2,
          watermarked: false,
          copy: row.copy,
          locale: row.locale,
        });
        let tile = sharp(webp).resize(TILE.width, TILE.height);
        // Scenes the business would not be shown are dimmed.
        if (!row.chosen.includes(scene)) tile = tile.modulate({ brightness: 0.55 });
        return tile.png().toBuffer();
      }),
    ),
  );
  const width = LABEL + MOCKUP_SCENE_IDS.length * (TILE.width + GAP);
  const height = rows.length * (TILE.height + GAP);
  const composite: OverlayOptions[] = [];
  rows.forEach((row, r) => {
    const top = r * (TILE.height + GAP);
    const kind = `${row.category} · ${isDarkDesign(row.design) ? "dark" : "light"} · ${row.locale}`;
    composite.push({ input: label(row.name, kind), left: 0, top });
    MOCKUP_SCENE_IDS.forEach((_, c) => {
      composite.push({
        input: tiles[r * MOCKUP_SCENE_IDS.length + c]!,
        left: LABEL + c * (TILE.width + GAP),
        top,
      });
    });
  });
  mkdirSync(dirname(out), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: "#FFFFFF" } })
    .composite(composite)
    .png()
    .toFile(out);
  await closeRenderPool();
  console.log(
    `${out}: ${rows.length} businesses x ${MOCKUP_SCENE_IDS.length} scenes in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

await main();
