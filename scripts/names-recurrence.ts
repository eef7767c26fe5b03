/**
 * Recurring and weak offline names over fixed seeds (decision 031): the generator alone,
 * called directly for every business of the development sets (dev-set and dev-sets 5-8; --all adds
 * 2-4) with the offline brief, SEEDS seeds each (default 6), so figures do not move with the
 * random brand ids of a server run. Prints per set the share of distinct names that two or more
 * businesses got (mean over the seeds) and the weak names (scripts/eval-fit/score.ts), the kinds
 * made and recurring, runs with two names on one root, and the speed per call.
 * Never run on eval/fit-set.json, the frozen set.
 * Run: SEEDS=16 npx tsx scripts/names-recurrence.ts [--examples] [--weak] [--all] [--dump=out.json]
 */
import fs from "node:fs";
import { readBriefOffline } from "@/server/brief/read-brief";
import { nameKey } from "@/server/domain/brand-sessions";
import { generateDemoNamesDetailed } from "@/server/providers/names/demo-names";
import { nameOwners, weakName } from "./eval-fit/score";

const sets = ["eval/dev-set.json", ...[5, 6, 7, 8].map((n) => `eval/dev-set-${n}.json`)];
const extra = process.argv.includes("--all") ? [2, 3, 4].map((n) => `eval/dev-set-${n}.json`) : [];
const SEEDS = Number(process.env.SEEDS ?? 6);
const bySource = new Map<string, number>();
const made = new Map<string, number>();
const weakList = new Map<string, number>();
const examples: string[] = [];
const out: Record<string, unknown> = {};
let sharedRoot = 0;
let runCount = 0;
const times: number[] = [];
for (const file of [...sets, ...extra]) {
  const set = JSON.parse(fs.readFileSync(file, "utf8")) as {
    businesses: Array<{ id: string; category: never; description: string }>;
  };
  const briefs = set.businesses.map((b) => readBriefOffline(b));
  let recSum = 0;
  let weak = 0;
  let slots = 0;
  for (let s = 0; s < SEEDS; s++) {
    const style = new Map<string, string>();
    const runs: Record<string, string[]> = {};
    set.businesses.forEach((b, i) => {
      const t0 = performance.now();
      const names = generateDemoNamesDetailed({
        category: b.category,
        description: b.description,
        brief: briefs[i],
        exclude: [],
        seed: 7919 * (s + 1) + i,
      });
      const dt = performance.now() - t0;
      times.push(dt);
      runs[b.id] = names.map((n) => n.name);
      const heads = names.map((n) => n.name.toLowerCase().replace(/^the /, "").slice(0, 4));
      if (new Set(heads).size < heads.length) sharedRoot++;
      runCount++;
      for (const n of names) {
        slots++;
        made.set(n.style, (made.get(n.style) ?? 0) + 1);
        if (weakName(b.description, n.name)) {
          weak++;
          weakList.set(
            `${n.style} ${n.name} (${b.id})`,
            (weakList.get(`${n.style} ${n.name} (${b.id})`) ?? 0) + 1,
          );
        }
        style.set(nameKey(n.name), n.style);
      }
    });
    out[`${file}#${s}`] = runs;
    const { owners, recurringKeys } = nameOwners(
      Object.entries(runs).map(([id, names]) => ({ id, names: names.map((name) => ({ name })) })),
    );
    const rec = [...recurringKeys].map((k) => [k, owners.get(k)!] as const);
    for (const [k, ids] of rec) {
      bySource.set(style.get(k)!, (bySource.get(style.get(k)!) ?? 0) + 1);
      examples.push(`${file.replace("eval/", "")} s${s} ${style.get(k)} ${k}: ${[...ids].join(", ")}`);
    }
    recSum += (100 * rec.length) / owners.size;
  }
  console.log(
    `${file.padEnd(24)} recurring ${(recSum / SEEDS).toFixed(2)} %  weak ${((100 * weak) / slots).toFixed(2)} %`,
  );
}
times.sort((a, b) => a - b);
console.log(`runs with two names on one root ${((100 * sharedRoot) / runCount).toFixed(1)} %`);
console.log("made", Object.fromEntries(made));
console.log("sources", Object.fromEntries([...bySource].sort((a, b) => b[1] - a[1])));
console.log(
  `p50 ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, p99 ${times[Math.floor(times.length * 0.99)]!.toFixed(2)} ms`,
);
if (process.argv.includes("--weak"))
  console.log(
    [...weakList]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${n} ${k}`)
      .join("\n"),
  );
if (process.argv.includes("--examples")) for (const e of examples) console.log(e);
const dump = process.argv.find((a) => a.startsWith("--dump="));
if (dump) fs.writeFileSync(dump.slice(7), JSON.stringify(out, null, 1));
