import fs from "node:fs";
import { nlpLoaded } from "@/server/brief/nlp";
import { readBriefOffline } from "@/server/brief/read-brief";
import { findSymbols } from "@/server/symbols/find-symbols";

/**
 * Run in a process of its own by bench/offline.ts: what the lexical data (wink's English model,
 * the WordNet index, the icon index) adds to a process's resident size. The modules that use it
 * are imported first and must not have loaded it (they load on first use); then briefs are read
 * and symbols found for a few descriptions, and the peak resident size (VmHWM) is compared with
 * the resident size before. Prints one JSON line.
 */

function statusMb(field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(fs.readFileSync("/proc/self/status", "utf8"));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

const DESCRIPTIONS = [
  "A neighbourhood cafe serving single-origin coffee, fresh pastries and a quiet corner for remote workers.",
  "A community workshop where people learn to repair bicycles, furniture and small electronics.",
  "Toko roti rumahan di Bandung yang menjual roti sourdough dan kue ulang tahun.",
];

const lazyAtImport = !nlpLoaded();
const before = statusMb("VmRSS");
const hwmBefore = statusMb("VmHWM");
const started = performance.now();
// Briefs first (wink's model and WordNet), then symbols (the icon index), so each has its share.
const briefs = DESCRIPTIONS.map((description) => readBriefOffline({ description, category: "others" }));
const hwmAfterBriefsMb = statusMb("VmHWM");
for (const brief of briefs) findSymbols(brief);
const loadMs = performance.now() - started;
console.log(
  JSON.stringify({
    lazyAtImport,
    loadedAfter: nlpLoaded(),
    rssBeforeMb: before,
    hwmBeforeMb: hwmBefore,
    hwmAfterBriefsMb,
    hwmAfterMb: statusMb("VmHWM"),
    rssAfterMb: statusMb("VmRSS"),
    loadMs,
  }),
);
