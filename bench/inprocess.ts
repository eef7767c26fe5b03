import { toCompressedJpeg } from "@/server/images/logo-images";
import { renderDemoLogo } from "@/server/providers/logos/demo-logo-render";
import { generateDemoNames } from "@/server/providers/names/demo-names";
import { CATEGORIES } from "./client";
import { type Summary, summarize } from "./stats";

/** The demo generators and the JPEG conversion, timed in this process (no HTTP, no database). */

const DESCRIPTIONS = [
  "A neighbourhood cafe serving single-origin coffee and fresh pastries, with a quiet corner for remote workers.",
  "A bookkeeping service for small shops and freelancers that files taxes and sends friendly monthly reports.",
  "A mobile app that helps busy parents plan healthy weekly meals and build shopping lists in minutes.",
  "An online store for handmade ceramic mugs and vases glazed in warm, earthy colours.",
  "A small branding studio designing logos, menus and websites for independent restaurants.",
  "A community repair workshop where people learn to fix bicycles, furniture and small electronics.",
  "A bakery making sourdough bread, cinnamon rolls and birthday cakes with local organic flour.",
  "A fitness coaching platform with short daily workouts and progress tracking for beginners.",
];
const WORDS = [
  "Ember",
  "Nova",
  "Kopi",
  "Lumen",
  "Brightwell",
  "Oak & Ivy",
  "Tidal",
  "Zest",
  "Mira",
  "Northbean",
];
const SUFFIXES = ["", " Co.", " Studio", " Labs", " Market", " Roasters", "ly", "io"];

function timeSync(runs: number, warmup: number, fn: (i: number) => void): Summary {
  for (let i = 0; i < warmup; i++) fn(i + 100_000);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn(i);
    times.push(performance.now() - t);
  }
  return summarize(times);
}

export function demoNamesBench(runs = 300): Summary {
  return timeSync(runs, 30, (i) => {
    const names = generateDemoNames({
      category: CATEGORIES[i % CATEGORIES.length]!,
      description: DESCRIPTIONS[i % DESCRIPTIONS.length]!,
      exclude: [],
      seed: i * 7919 + 1,
    });
    if (names.length === 0) throw new Error("generateDemoNames returned no names");
  });
}

export function logoRequest(i: number) {
  const name = `${WORDS[i % WORDS.length]}${SUFFIXES[Math.floor(i / WORDS.length) % SUFFIXES.length]}`;
  return {
    name,
    category: CATEGORIES[i % CATEGORIES.length]!,
    description: DESCRIPTIONS[(i * 3) % DESCRIPTIONS.length]!,
    seed: i * 104_729 + 17,
    variant: i % 2,
  };
}

export function demoLogoBench(runs = 200): Summary {
  return timeSync(runs, 10, (i) => {
    const logo = renderDemoLogo(logoRequest(i));
    if (logo.png.length === 0) throw new Error("renderDemoLogo returned an empty PNG");
  });
}

export async function jpegBench(runs = 50): Promise<{ ms: Summary; pngKb: number; jpgKb: number }> {
  const png = renderDemoLogo(logoRequest(3)).png;
  let jpg = await toCompressedJpeg(png);
  for (let i = 0; i < 3; i++) await toCompressedJpeg(png);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    jpg = await toCompressedJpeg(png);
    times.push(performance.now() - t);
  }
  return { ms: summarize(times), pngKb: Math.round(png.length / 1024), jpgKb: Math.round(jpg.length / 1024) };
}
