import { nlpLoaded } from "@/server/brief/nlp";
import { readBriefOffline } from "@/server/brief/read-brief";
import { findSymbols } from "@/server/symbols/find-symbols";
import { hwmMb, rssMb } from "./procs";

/**
 * Run in a process of its own by bench/offline.ts: what the lexical data (wink's English model,
 * the WordNet index, the icon index) adds to a process's resident size. The modules that use it
 * are imported first and must not have loaded it (they load on first use); then briefs are read
 * and symbols found for a few descriptions, and the peak resident size (VmHWM) is compared with
 * the resident size before. Prints one JSON line.
 */

const DESCRIPTIONS = [
  "A neighbourhood cafe serving single-origin coffee, fresh pastries and a quiet corner for remote workers.",
  "A community workshop where people learn to repair bicycles, furniture and small electronics.",
  "Toko roti rumahan di Bandung yang menjual roti sourdough dan kue ulang tahun.",
];

const lazyAtImport = !nlpLoaded();
const before = rssMb(process.pid);
const hwmBefore = hwmMb(process.pid);
const started = performance.now();
// Briefs first (wink's model and WordNet), then symbols (the icon index), so each has its share.
const briefs = DESCRIPTIONS.map((description) => readBriefOffline({ description, category: "others" }));
const hwmAfterBriefsMb = hwmMb(process.pid);
for (const brief of briefs) findSymbols(brief);
const loadMs = performance.now() - started;
console.log(
  JSON.stringify({
    lazyAtImport,
    loadedAfter: nlpLoaded(),
    rssBeforeMb: before,
    hwmBeforeMb: hwmBefore,
    hwmAfterBriefsMb,
    hwmAfterMb: hwmMb(process.pid),
    rssAfterMb: rssMb(process.pid),
    loadMs,
  }),
);
