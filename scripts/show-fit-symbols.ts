/**
 * What the symbol finder makes of each business of a labelled set, in-process and in a second:
 * the brief's concepts, the run's pictograms and the best-ranked candidates with how each was
 * found. For tuning against eval/dev-set.json (never the frozen set, decision 015):
 *   npx tsx scripts/show-fit-symbols.ts [set.json] [id-part,id-part]
 */
import fs from "node:fs";
import { readBriefOffline } from "../src/server/brief/read-brief";
import { findSymbols, pickRunSymbols, tradeConcepts } from "../src/server/symbols/find-symbols";

const set = JSON.parse(fs.readFileSync(process.argv[2] ?? "eval/dev-set.json", "utf8"));
const only = process.argv[3]?.split(",");
for (const b of set.businesses) {
  if (only && !only.some((o: string) => b.id.includes(o))) continue;
  const brief = readBriefOffline(b);
  const all = findSymbols(brief);
  const run = pickRunSymbols(all, tradeConcepts(brief));
  console.log(`${b.id}: [${brief.concepts.join(", ")}] avoid[${brief.avoid.join(",")}]`);
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
