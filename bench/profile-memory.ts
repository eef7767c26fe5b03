import fs from "node:fs";
import path from "node:path";
import { memoryBench, rssBreakdown } from "./memory";
import { hwmMb, killAll, makeTempDir, ROOT, removeTempDirs, rssMb, startAppServer } from "./procs";
import { sleep } from "./stats";

/**
 * The bench's memory mix (bench/memory.ts) on the server bundle, then what its idle memory is made
 * of: RSS by kind of mapping, threads alive, the V8 figures of the request thread (at start, when the
 * users are ready, after the mix and idle) and of the render workers (bench/memory-probe.cjs), each
 * also at the highest resident size it sampled, and the largest mappings. `PROFILE_ENV` (JSON) adds
 * settings; `SNAPSHOT=<prefix>` also writes a heap snapshot of the request thread at each of those
 * moments (`<prefix>.1.heapsnapshot` at start, 2 when ready, ...); `IDLE_S` (default 60) is the idle wait.
 */
const dataDir = makeTempDir("memprof-");
const probeOut = path.join(dataDir, "probe.json");
const extra = process.env.PROFILE_ENV ? JSON.parse(process.env.PROFILE_ENV) : {};
const server = await startAppServer({
  root: ROOT,
  dataDir,
  logFile: path.join(dataDir, "server.log"),
  databaseUrl: process.env.DATABASE_URL,
  extraEnv: {
    MEMORY_BUDGET_MB: "512",
    NODE_OPTIONS: `--require ${path.join(ROOT, "bench/memory-probe.cjs")} ${process.env.NODE_OPTIONS ?? ""}`,
    MEMORY_PROBE_OUT: probeOut,
    ...(process.env.SNAPSHOT ? { MEMORY_PROBE_SNAPSHOT: process.env.SNAPSHOT } : {}),
    ...extra,
  },
});

/** The request thread's own figures, written by bench/memory-probe.cjs on SIGUSR2. */
async function probe(): Promise<string> {
  fs.rmSync(probeOut, { force: true });
  process.kill(server.pid, "SIGUSR2");
  for (let i = 0; i < 300 && !fs.existsSync(probeOut); i++) await sleep(100);
  await sleep(100);
  return fs.existsSync(probeOut) ? fs.readFileSync(probeOut, "utf8") : "(no answer)";
}

function threads(pid: number) {
  return fs.readdirSync(`/proc/${pid}/task`).map((t) => {
    try {
      return fs.readFileSync(`/proc/${pid}/task/${t}/comm`, "utf8").trim();
    } catch {
      return "?";
    }
  });
}

/** The largest resident mappings. */
function topMappings(pid: number, n = 25) {
  const text = fs.readFileSync(`/proc/${pid}/smaps`, "utf8");
  const out: Array<{ name: string; sizeMb: number; rssMb: number }> = [];
  let cur: { name: string; sizeMb: number; rssMb: number } | null = null;
  for (const line of text.split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) {
      cur = {
        name: head[3]!.trim() || `anon@${head[1]}`,
        sizeMb: (Number.parseInt(head[2]!, 16) - Number.parseInt(head[1]!, 16)) / 2 ** 20,
        rssMb: 0,
      };
      out.push(cur);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && cur) cur.rssMb = Number(rss[1]) / 1024;
  }
  const byFile = new Map<string, number>();
  for (const m of out) if (m.name.startsWith("/")) byFile.set(m.name, (byFile.get(m.name) ?? 0) + m.rssMb);
  return {
    anon: out
      .filter((m) => !m.name.startsWith("/"))
      .sort((a, b) => b.rssMb - a.rssMb)
      .slice(0, n)
      .map((m) => `${m.name} size ${m.sizeMb.toFixed(1)} rss ${m.rssMb.toFixed(1)}`),
    files: [...byFile]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([f, r]) => `${f} ${r.toFixed(1)}`),
  };
}

function report(label: string) {
  console.log(`--- ${label}: rss ${rssMb(server.pid).toFixed(1)} hwm ${hwmMb(server.pid).toFixed(1)}`);
  console.log(" breakdown", JSON.stringify(rssBreakdown(server.pid)));
  const t = threads(server.pid);
  console.log(` threads ${t.length}: ${JSON.stringify(t)}`);
}

try {
  await sleep(1000);
  report("start");
  console.log(" v8", await probe());
  // What the memory was made of at its highest sampled moment during the run.
  let peak = { rss: 0, at: "" };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const rss = rssMb(server.pid);
      if (rss > peak.rss) {
        const top = topMappings(server.pid, 6).anon.join("; ");
        const b = JSON.stringify(rssBreakdown(server.pid));
        peak = { rss, at: `${b}\n threads ${threads(server.pid).length}\n ${top}` };
      }
      await sleep(100);
    }
  })();
  const result = await memoryBench({
    baseUrl: server.url,
    pid: server.pid,
    tag: "prof",
    idleWaitS: 0,
    deadline: Date.now() + 600_000,
    log: (line) => {
      console.log(line);
      // The request thread's V8 figures when the users are ready, before the mix starts.
      if (line.includes("users ready")) void probe().then((p) => console.log(" v8 when ready", p));
    },
  });
  sampling = false;
  await sampler;
  console.log(`highest sample ${peak.rss.toFixed(1)} MB: ${peak.at}`);
  console.log(`peak ${result.peakMb} mix ${result.mixSeconds}s failures ${result.failures.length}`);
  for (const failure of result.failures) console.log(` failure: ${failure.slice(0, 200)}`);
  report("after the mix");
  console.log(" v8 after the mix (with `atPeak`: at the highest resident size it sampled)", await probe());
  for (const f of fs.readdirSync(dataDir).filter((n) => n.startsWith("probe.json.worker-")))
    console.log(
      ` render worker ${f.slice("probe.json.".length)}:`,
      fs.readFileSync(path.join(dataDir, f), "utf8"),
    );
  console.log(topMappings(server.pid, 8).anon.join("\n"));
  await sleep(Number(process.env.IDLE_S ?? 60) * 1000);
  report("idle");
  const log = fs.readFileSync(path.join(dataDir, "server.log"), "utf8");
  for (const line of log.split("\n")) if (line.includes("reopened")) console.log(` ${line.slice(0, 200)}`);
  console.log(" v8", await probe());
  const top = topMappings(server.pid);
  console.log(top.anon.join("\n"));
  console.log(top.files.join("\n"));
} finally {
  await server.stop();
  await killAll();
  removeTempDirs();
}
