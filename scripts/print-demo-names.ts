/**
 * Prints the offline demo name generator's output for forty businesses with their briefs (two
 * runs each, the second excluding the first), plus its median speed.
 * Run: npx tsx scripts/print-demo-names.ts [count]
 */
import { generateDemoNames } from "@/server/providers/names/demo-names";
import { BRIEF_CASES } from "@/server/providers/names/demo-names.briefs";

const count = Number(process.argv[2] ?? BRIEF_CASES.length);
BRIEF_CASES.slice(0, count).forEach(({ category, description, brief }, i) => {
  console.log(`\n#${String(i + 1).padStart(2, "0")} [${category}] ${brief.business} · ${description}`);
  const exclude: string[] = [];
  const earlierMeanings: string[] = [];
  for (let run = 0; run < 2; run++) {
    const names = generateDemoNames({
      category,
      description,
      brief,
      exclude: [...exclude],
      earlierMeanings: [...earlierMeanings],
      seed: 1000 + i * 7 + run,
    });
    for (const n of names) console.log(`   ${n.name.padEnd(22)} ${n.meaning}`);
    exclude.push(...names.map((n) => n.name));
    earlierMeanings.push(...names.map((n) => n.meaning));
  }
});

const times: number[] = [];
for (let i = 0; i < 1000; i++) {
  const { category, description, brief } = BRIEF_CASES[i % BRIEF_CASES.length]!;
  const start = performance.now();
  generateDemoNames({ category, description, brief, exclude: [], seed: i });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = ((times[499] ?? 0) + (times[500] ?? 0)) / 2;
console.log(
  `\nMedian time per call over 1000 calls: ${median.toFixed(3)} ms (p99 ${(times[989] ?? 0).toFixed(3)} ms)`,
);
