import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import { serverCommand } from "../scripts/server-command";
import { type PremiumUser, premiumUser, signIn } from "./client";
import { serverAppMs } from "./generation";
import { formatPgWaits, type PgWaitReport, samplePgWaits } from "./pg-waits";
import { createBenchSchema } from "./postgres";
import { cpuSeconds, freePort, killAll, makeTempDir, removeTempDirs, spawnNode, spawnProcess } from "./procs";
import { runPool, summarize } from "./stats";

/**
 * Not part of `npm run bench`: a CPU profile of the real server (the bundle in dist/server, run
 * as `npm start` runs it, under `--cpu-prof`) while it serves one kind of request, and the
 * functions that took the most of its time. What a route's cost goes to, before changing it.
 *
 *   npm run build && node --import tsx bench/profile-api.ts names   # or: me, health
 *   DATABASE_URL=postgres://... node --import tsx bench/profile-api.ts names
 *
 * `names`: name runs at 10 at a time against the fake provider (server time from Server-Timing);
 * `me`/`health`: 50 connections for PROFILE_SECONDS (default 8). The profile is kept in the
 * printed folder for Chrome DevTools.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const what = process.argv[2] ?? "names";
const PG_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 8);
const NAME_REQUESTS = Number(process.env.PROFILE_NAME_REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.PROFILE_CONCURRENCY ?? 10);
/** PROFILE_CPU=0: no profiler, for CPU per request and server times without its overhead. */
const CPU_PROFILE = process.env.PROFILE_CPU !== "0";
/** On PostgreSQL, what its backends waited for during the measured run (PROFILE_PG_WAITS=0: not sampled). */
const PG_WAITS = process.env.PROFILE_PG_WAITS !== "0";
/** A name run's statements, by what only each one's text holds. */
const NAME_RUN_STATEMENTS = [
  { label: "read and reserve", test: /\btarget as\b/ },
  { label: "store names", test: /\bincoming as\b/ },
  { label: "store the brief", test: /update user_sessions set brief/ },
  { label: "rate limit", test: /^\s*insert into rate_limits/ },
];

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
};
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

/** User and system CPU seconds of a process (all threads). */
function userSystem(pid: number): [number, number] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return [Number(fields[11]) / 100, Number(fields[12]) / 100];
}

/** CPU seconds per thread name (main thread, libuv pool, V8 helpers, workers) of a process. */
function threadCpu(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const comm = fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, "utf8").trim();
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const name = tid === String(pid) ? "main" : comm;
      out.set(name, (out.get(name) ?? 0) + (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // the thread ended
    }
  }
  return out;
}

/** Self time per function and per source package, as shares of the samples. */
function summarizeProfile(profile: Profile, window: { from: number; to: number }, top = 30) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  // Only the samples of the measured run: V8's profile clock and process.hrtime are both the
  // monotonic clock, in µs here.
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (t >= window.from && t <= window.to) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const fns = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const f = byId.get(id)!.callFrame;
    const where = f.url.replace(/^file:\/\//, "").replace(`${ROOT}/`, "");
    const key = `${f.functionName || "(anonymous)"} ${where ? `${path.basename(where)}:${f.lineNumber + 1}` : ""}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ?? (where ? path.basename(where) : key);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  }
  const show = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `  ${((us / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
      .join("\n");
  // Inclusive time of the app's own functions (the bundle): where each request's time goes.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      if (!f.url.endsWith("main.mjs")) continue;
      const key = `${f.functionName || "(anonymous)"}:${f.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  return `by package/file (self):\n${show(packages, 15)}\nby function (self):\n${show(fns, top)}\nthe bundle's functions (inclusive):\n${show(inclusive, top)}`;
}

async function main() {
  console.log(
    `profile ${what} on ${PG_URL ? "postgres" : "pglite"}; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const window = { from: 0, to: Number.POSITIVE_INFINITY };
  const dataDir = makeTempDir("brand-profile-");
  const profDir = fs.mkdtempSync(path.join(os.tmpdir(), "brand-profile-cpu-"));
  const schema = PG_URL ? await createBenchSchema(PG_URL) : undefined;
  const providerPort = await freePort();
  const provider = await spawnNode({
    script: "bench/fake-openrouter.ts",
    port: providerPort,
    healthPath: "/health",
    env: { PORT: String(providerPort), FAKE_DELAY_MS: "100" },
  });
  const port = await freePort();
  const cmd = serverCommand(ROOT, schema ? { DATABASE_URL: schema.url } : {});
  const server = await spawnProcess({
    label: "the server bundle",
    command: cmd.command,
    args: [...(CPU_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${profDir}`] : []), ...cmd.args],
    port,
    healthPath: "/api/health",
    cwd: ROOT,
    stdoutFile: path.join(dataDir, "server.log"),
    env: {
      ...(cmd.env as Record<string, string>),
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      // PROFILE_LOG_LEVEL=warn: no access log, to see what it costs.
      LOG_LEVEL: process.env.PROFILE_LOG_LEVEL ?? "info",
      // PROFILE_RATE_LIMIT_SCALE=0: no rate-limit statement, to see what it costs a request.
      RATE_LIMIT_SCALE: process.env.PROFILE_RATE_LIMIT_SCALE ?? "1000",
      OPENROUTER_API_KEY: "bench",
      OPENROUTER_BASE_URL: provider.url,
      OPENROUTER_MODEL: "bench/fake",
    },
  });
  try {
    let cpuBefore: number;
    let threadsBefore = new Map<string, number>();
    let usBefore: [number, number] = [0, 0];
    const nowUs = () => Number(process.hrtime.bigint() / 1000n);
    let requests: number;
    let waits: PgWaitReport | undefined;
    if (what === "names") {
      const users: PremiumUser[] = await runPool(
        Math.ceil(NAME_REQUESTS / 5) + 2,
        4,
        Date.now() + 120_000,
        (i) => premiumUser(server.url, i, `profile-${Date.now().toString(36)}`),
      );
      const run = async (user: PremiumUser) => {
        const res = await user.client.fetch(`/api/sessions/${user.sessionId}/names`, { method: "POST" });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`name run -> ${res.status}`);
        return serverAppMs(res) ?? Number.NaN;
      };
      // Warm-up on two users, then every user's five runs, concurrent requests from different users.
      for (let i = 0; i < 10; i++) await run(users[i % 2]!);
      const rest = users.slice(2);
      const sampler =
        schema && PG_WAITS ? await samplePgWaits(schema.url, { labels: NAME_RUN_STATEMENTS }) : undefined;
      cpuBefore = cpuSeconds(server.pid);
      threadsBefore = threadCpu(server.pid);
      usBefore = userSystem(server.pid);
      window.from = nowUs();
      const times = await runPool(NAME_REQUESTS, CONCURRENCY, Date.now() + 120_000, (i) =>
        run(rest[i % rest.length]!),
      );
      window.to = nowUs();
      waits = await sampler?.stop();
      requests = times.length;
      const s = summarize(times);
      console.log(`names c=${CONCURRENCY}: server ms p50 ${s.p50}, p99 ${s.p99}, max ${s.max} (n=${s.n})`);
      // A brand's first run also reads its session (not cached yet) and reads and stores its brief.
      const first = summarize(times.slice(0, rest.length));
      const later = summarize(times.slice(rest.length));
      console.log(
        `  brands' first runs: mean ${first.mean}, p50 ${first.p50}, p99 ${first.p99} ms (n=${first.n}); later runs: mean ${later.mean}, p50 ${later.p50}, p99 ${later.p99} ms (n=${later.n})`,
      );
    } else {
      const headers: Record<string, string> = {};
      if (what === "me") {
        const user = await signIn(server.url, { name: "Profile", email: "profile@example.com" });
        headers.cookie = user.cookieHeader();
      }
      const url = `${server.url}/api/${what}`;
      const load = (duration: number) =>
        new Promise<Result>((resolve, reject) =>
          autocannon({ url, connections: 50, duration, headers }, (e, r) => (e ? reject(e) : resolve(r))),
        );
      await load(1);
      cpuBefore = cpuSeconds(server.pid);
      threadsBefore = threadCpu(server.pid);
      usBefore = userSystem(server.pid);
      window.from = nowUs();
      const r = await load(SECONDS);
      window.to = nowUs();
      requests = r.requests.total;
      if (r.non2xx || r.errors) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors`);
      console.log(`${what}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`);
    }
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    const [user, system] = userSystem(server.pid);
    console.log(
      `CPU ${Math.round((cpu / requests) * 1e6)} µs/request over ${requests} requests (user ${Math.round(((user - usBefore[0]) / requests) * 1e6)}, system ${Math.round(((system - usBefore[1]) / requests) * 1e6)})`,
    );
    const perThread = [...threadCpu(server.pid)]
      .map(([name, s]) => [name, s - (threadsBefore.get(name) ?? 0)] as const)
      .filter(([, s]) => s > 0)
      .sort((a, b) => b[1] - a[1]);
    console.log(
      `CPU by thread (µs/request): ${perThread.map(([n, s]) => `${n} ${Math.round((s / requests) * 1e6)}`).join(", ")}`,
    );
    if (waits) console.log(formatPgWaits(waits));
  } finally {
    await server.stop();
    await provider.stop();
    await schema?.drop();
  }
  // What the server logged besides its access log, by message: a warning per request is a cost too.
  const messages = new Map<string, number>();
  for (const line of fs.readFileSync(path.join(dataDir, "server.log"), "utf8").split("\n")) {
    const msg = /"msg":"([^"]*)"/.exec(line)?.[1];
    if (msg) messages.set(msg, (messages.get(msg) ?? 0) + 1);
  }
  console.log(
    `log lines by message: ${[...messages.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([m, n]) => `${n}x ${m}`)
      .join("; ")}`,
  );
  if (!CPU_PROFILE) return;
  const file = fs.readdirSync(profDir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error(`no profile in ${profDir}`);
  const profile = JSON.parse(fs.readFileSync(path.join(profDir, file), "utf8")) as Profile;
  console.log(summarizeProfile(profile, window, Number(process.env.PROFILE_TOP ?? 30)));
  // The window, for reading the profile's measured samples with other tools.
  console.log(`profile: ${path.join(profDir, file)} (measured window ${window.from}-${window.to} µs)`);
}

try {
  await main();
} finally {
  await killAll();
  removeTempDirs();
}
