/**
 * What the symbol finder makes of each business of a labelled set, in-process and in a second:
 * the brief's concepts, the run's pictograms and the best-ranked candidates with how each was
 * found, and whether the run's first two pictograms (a first run's two options) fit the labels,
 * scored as the evaluation scores stored designs. For tuning against eval/dev-set*.json (never the
 * frozen set, decision 015):
 *   npx tsx scripts/show-fit-symbols.ts [set.json] [id-part,id-part]
 */
import fs from "node:fs";
import { readBriefOffline } from "../src/server/brief/read-brief";
import { findSymbols, pickRunSymbols, tradeConcepts } from "../src/server/symbols/find-symbols";
import { symbolRecord } from "../src/server/symbols/symbol-record";
import { isDrawable } from "../src/shared/brief";
import { depictedConcept, type LogoReading, scoreSymbols } from "./eval-fit/score";

const set = JSON.parse(fs.readFileSync(process.argv[2] ?? "eval/dev-set.json", "utf8"));
const only = process.argv[3]?.split(",");
let fitting = 0;
let total = 0;
for (const b of set.businesses) {
  if (only && !only.some((o: string) => b.id.includes(o))) continue;
  const brief = readBriefOffline(b);
  const all = findSymbols(brief);
  const run =
    isDrawable(brief) && brief.notes.length === 0 ? pickRunSymbols(all, tradeConcepts(brief)) : undefined;
  const logos: LogoReading[] = (run ?? []).slice(0, 2).map((c, i) => {
    const concept = depictedConcept(symbolRecord(c));
    return {
      id: String(i),
      kind: "icon",
      concept,
      source: c.source,
      licence: null,
      family: null,
      layout: "",
    };
  });
  const verdict = scoreSymbols(b, logos);
  total += 1;
  if (verdict.fits) fitting += 1;
  const mark = verdict.fits
    ? "fits"
    : verdict.refused.length
      ? `REFUSED ${verdict.refused.join(",")}`
      : "MISS";
  console.log(`${b.id}: [${brief.concepts.join(", ")}] avoid[${brief.avoid.join(",")}] ${mark}`);
  console.log(
    `   run: ${(run ?? []).map((c) => `${c.source}:${c.id}(${c.concept}/${c.match}/${c.term} ${c.score.toFixed(1)})`).join(" | ")}`,
  );
  console.log(
    `   top: ${all
      .slice(0, 6)
      .map((c) => `${c.id}(${c.concept}/${c.match}/${c.term} ${c.score.toFixed(1)})`)
      .join(" ")}`,
  );
}
console.log(
  `symbol fit (first two options, in-process): ${fitting}/${total} = ${((100 * fitting) / Math.max(total, 1)).toFixed(1)} %`,
);
