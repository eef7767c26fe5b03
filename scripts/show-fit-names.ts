/**
 * The fit evaluation's name figures over many brand ids, in-process (issue 25, part 4): every
 * business of the development sets goes through the offline provider the way a name run does
 * (offline brief, seed from a brand id and run 1, spares) SEEDS times (default 24), each time with
 * a new brand id, and the run's three names are scored as `npm run eval:fit` scores them
 * (scripts/eval-fit/score.ts). A server run draws one id per business, so its "Indonesian name
 * when asked" moves by many points between runs of the same code; here it is a mean over ids.
 * Prints per set the share of runs with an Indonesian phrase where one is asked for, names clean,
 * the Indonesian names two businesses of a set got on the same id's index (stock phrases), and
 * per business asking for Indonesian how many runs had one (those below all with --all).
 * Never run on eval/fit-set.json, the frozen set.
 *   SEEDS=24 npx tsx scripts/show-fit-names.ts [set.json ...] [--all] [--names | --misses] [--only=id-part,...] [--meanings=id|en]
 */

import fs from "node:fs";
import { readBriefOffline } from "@/server/brief/read-brief";
import { nameKey } from "@/server/domain/brand-sessions";
import { NAME_SPARES, seedFrom } from "@/server/domain/generate-names";
import { createDemoNamesProvider } from "@/server/providers/names/demo-names";
import { NAMES_PER_RUN } from "@/shared/constants";
import type { Locale } from "@/shared/locale";
import type { FitSet } from "./eval-fit/fit-set";
import { hasIndonesianPhrase, type NameReading, scoreNames } from "./eval-fit/score";

const args = process.argv.slice(2);
const files = args.filter((a) => !a.startsWith("--"));
const sets = files.length
  ? files
  : fs
      .readdirSync("eval")
      .filter((f) => /^dev-set(-\d+)?\.json$/.test(f))
      .map((f) => `eval/${f}`);
if (sets.some((f) => f.includes("fit-set"))) throw new Error("the frozen set is never measured here");
const SEEDS = Number(process.env.SEEDS ?? 24);
const showAll = args.includes("--all");
const showNames = args.includes("--names");
const missesOnly = args.includes("--misses");
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",");
const meaningLanguage = args.find((a) => a.startsWith("--meanings="))?.slice(11) as Locale | undefined;
const provider = createDemoNamesProvider();

let askedRuns = 0;
let askedWithId = 0;
let runs = 0;
let clean = 0;
let idRecurring = 0;
let idNames = 0;
for (const file of sets) {
  const set = JSON.parse(fs.readFileSync(file, "utf8")) as FitSet;
  let setAsked = 0;
  let setWithId = 0;
  let setClean = 0;
  const lines: string[] = [];
  // Indonesian names by the brand id's index: one per business and index is a set's server run.
  const idOwners = new Map<string, Set<string>>();
  for (const b of set.businesses) {
    if (only && !only.some((o) => b.id.includes(o))) continue;
    const brief = readBriefOffline(b);
    let withId = 0;
    const shown: string[] = [];
    for (let s = 0; s < SEEDS; s++) {
      // A brand id of its own per seed, as each eval run's new brand has.
      const reply = await provider.generate({
        category: b.category,
        description: b.description,
        brief,
        exclude: [],
        seed: seedFrom(`fit-names-${b.id}-${s}`, 1),
        spares: NAME_SPARES,
        meaningLanguage,
      });
      const names: NameReading[] = reply.slice(0, NAMES_PER_RUN);
      const verdict = scoreNames(b, names);
      runs++;
      if (verdict.clean) setClean++;
      for (const n of names.filter(hasIndonesianPhrase)) {
        const key = `${s}|${nameKey(n.name)}`;
        if (!idOwners.has(key)) idOwners.set(key, new Set());
        idOwners.get(key)!.add(b.id);
      }
      if (b.names.expectIndonesian) {
        setAsked++;
        if (verdict.hasIndonesian) {
          withId++;
          setWithId++;
        }
      }
      if (showNames || (missesOnly && b.names.expectIndonesian && !verdict.hasIndonesian))
        shown.push(
          `      ${names.map((n) => `${hasIndonesianPhrase(n) ? "*" : ""}${n.name}: ${n.meaning}`).join("\n      ")}`,
        );
    }
    if (b.names.expectIndonesian && (showAll || withId < SEEDS))
      lines.push(`  ${b.id} [${b.lang}] Indonesian ${withId}/${SEEDS}  place: ${brief.place ?? "-"}`);
    else if (showNames && b.names.expectIndonesian) lines.push(`  ${b.id} [${b.lang}]`);
    if ((showNames || missesOnly) && (b.names.expectIndonesian || showAll)) lines.push(...shown);
  }
  askedRuns += setAsked;
  askedWithId += setWithId;
  clean += setClean;
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : "n/a");
  const shared = [...idOwners].filter(([, ids]) => ids.size > 1);
  idRecurring += shared.length;
  idNames += idOwners.size;
  console.log(
    `${file.padEnd(22)} Indonesian when asked ${pct(setWithId, setAsked).padStart(7)}  names clean ${pct(setClean, set.businesses.length * SEEDS).padStart(7)}  Indonesian names recurring ${pct(shared.length, idOwners.size)}`,
  );
  const stock = new Map<string, { runs: number; ids: Set<string> }>();
  for (const [key, ids] of shared) {
    const name = key.slice(key.indexOf("|") + 1);
    const entry = stock.get(name) ?? { runs: 0, ids: new Set<string>() };
    entry.runs++;
    for (const id of ids) entry.ids.add(id);
    stock.set(name, entry);
  }
  if (stock.size)
    lines.unshift(
      `  recurring Indonesian names: ${[...stock]
        .sort((a, b) => b[1].runs - a[1].runs)
        .map(([n, e]) => `${n} ${e.runs}x (${[...e.ids].join(" ")})`)
        .join(", ")}`,
    );
  for (const l of lines) console.log(l);
}
console.log(
  `all sets, ${SEEDS} ids each: Indonesian when asked ${((100 * askedWithId) / askedRuns).toFixed(1)} % (${askedWithId}/${askedRuns}), names clean ${((100 * clean) / runs).toFixed(1)} %, Indonesian names recurring within a set ${((100 * idRecurring) / idNames).toFixed(2)} %`,
);
