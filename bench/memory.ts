import fs from "node:fs";
import { type PremiumUser, premiumUser } from "./client";
import { hwmMb, rssMb, sampleRss } from "./procs";
import { round, runPool, sleep } from "./stats";

/**
 * Peak memory of the real server under its heaviest mix: 30 logo runs (10 users at once, 3 runs
 * each) while 3 brand kits are built, then the resident size once the server has been idle for
 * a while (the render pool lets its workers go after an idle spell).
 */

export type MemoryResult = {
  /** VmHWM: the process's peak resident size since it started, worker threads included. */
  peakMb: number;
  /** The highest VmRSS sampled during the mix (every 50 ms). */
  sampledPeakMb: number;
  idleMb: number;
  idleAfterS: number;
  logoRuns: number;
  kits: number;
  failures: string[];
  mixSeconds: number;
  /** Where the resident memory is, from /proc/<pid>/smaps: before the mix, after it, and idle. */
  breakdown: { ready: RssBreakdown; afterMix: RssBreakdown; idle: RssBreakdown };
};

/** Resident MB by kind of mapping (heuristics over /proc/<pid>/smaps; see rssBreakdown). */
export type RssBreakdown = {
  /** Files mapped in: node's own code, sharp's and resvg's libraries. */
  files: number;
  /** glibc's main arena (brk). */
  brk: number;
  /** Anonymous mappings of 100 MB up to 1 GiB: PGlite's WebAssembly memory (128 MB at start). */
  wasm: number;
  /** Anonymous mappings of 1 GiB or more: the arena of mimalloc, which resvg's native module links (1056 MB). */
  reserved: number;
  /** 64 MB-aligned mappings of up to 64 MB: glibc's other arenas (MALLOC_ARENA_MAX). */
  arenas: number;
  /** Every other anonymous mapping: V8 heap pages, thread stacks, large malloc blocks. */
  otherAnon: number;
};

/**
 * Resident memory by kind of mapping. glibc's secondary arenas are 64 MB reservations; a WASM
 * memory is one mapping of its current size (PGlite's starts at 128 MB); the rest of the
 * anonymous memory is V8's heap pages, stacks and mmap'ed allocations.
 */
export function rssBreakdown(pid: number): RssBreakdown {
  const out: RssBreakdown = { files: 0, brk: 0, wasm: 0, reserved: 0, arenas: 0, otherAnon: 0 };
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/smaps`, "utf8");
  } catch {
    return out;
  }
  let kind: keyof RssBreakdown = "otherAnon";
  for (const line of text.split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) {
      const size = Number.parseInt(head[2]!, 16) - Number.parseInt(head[1]!, 16);
      const name = head[3]!.trim();
      if (name.startsWith("/")) kind = "files";
      else if (name === "[heap]") kind = "brk";
      else if (name) kind = "otherAnon";
      else if (size >= 2 ** 30) kind = "reserved";
      else if (size >= 100 * 2 ** 20) kind = "wasm";
      else if (size <= 64 * 2 ** 20 && Number.parseInt(head[1]!, 16) % (64 * 2 ** 20) === 0) kind = "arenas";
      else kind = "otherAnon";
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) out[kind] += Number(rss[1]) / 1024;
  }
  for (const k of Object.keys(out) as Array<keyof RssBreakdown>) out[k] = round(out[k], 1);
  return out;
}

type LogoOption = { id?: string };

async function chooseFirstName(user: PremiumUser) {
  const names = await user.client.fetch(`/api/sessions/${user.sessionId}/names`, { method: "POST" });
  if (names.status !== 200)
    throw new Error(`names -> ${names.status}: ${(await names.text()).slice(0, 200)}`);
  const body = (await names.json()) as { session: { names: Array<{ name: string }> } };
  const name = body.session.names[0]?.name;
  if (!name) throw new Error("a memory-bench session has no names");
  await user.client.call(`/api/sessions/${user.sessionId}/name`, { name }, "PUT");
}

async function logoRun(user: PremiumUser): Promise<string | undefined> {
  // Queued behind kit builds in the render pool, a run may wait well past the client's usual 30 s.
  const res = await user.client.fetch(`/api/sessions/${user.sessionId}/logos`, {
    method: "POST",
    signal: AbortSignal.timeout(180_000),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`logos -> ${res.status}: ${text.slice(0, 200)}`);
  return (JSON.parse(text) as { options: LogoOption[] }).options.find((o) => o.id)?.id;
}

export async function memoryBench(options: {
  baseUrl: string;
  pid: number;
  tag: string;
  idleWaitS: number;
  deadline: number;
  log: (line: string) => void;
}): Promise<MemoryResult> {
  const { baseUrl, pid, tag, deadline, log } = options;
  const LOGO_USERS = 10;
  const RUNS_PER_USER = 3;
  const KITS = 3;
  const users = await runPool(LOGO_USERS + KITS, 4, deadline, (i) => premiumUser(baseUrl, i, `mem-${tag}`));
  if (users.length < LOGO_USERS + KITS) throw new Error("memory bench: users were not set up in time");
  await runPool(users.length, 4, deadline, (i) => chooseFirstName(users[i]!));
  const kitUsers = users.slice(LOGO_USERS);
  // The kit users each have a chosen logo and a confirmed first download: the kit is built on GET.
  await runPool(kitUsers.length, 3, deadline, async (i) => {
    const user = kitUsers[i]!;
    const logoId = await logoRun(user);
    if (!logoId) throw new Error("memory bench: a logo run made no logo");
    await user.client.call(`/api/sessions/${user.sessionId}/logo`, { logoId }, "PUT");
    await user.client.call(`/api/sessions/${user.sessionId}/download/confirmation`, {});
  });
  log(
    `    memory: ${users.length} users ready; RSS ${round(rssMb(pid), 0)} MB, peak so far ${round(hwmMb(pid), 0)} MB`,
  );

  const ready = rssBreakdown(pid);
  const failures: string[] = [];
  const sampler = sampleRss(pid, 50);
  const started = performance.now();
  const logoJobs = users.slice(0, LOGO_USERS).map(async (user) => {
    for (let r = 0; r < RUNS_PER_USER; r++) await logoRun(user);
  });
  const kitJobs = kitUsers.map(async (user) => {
    const res = await user.client.fetch(`/api/sessions/${user.sessionId}/kit`, {
      signal: AbortSignal.timeout(120_000),
    });
    const bytes = await res.arrayBuffer();
    if (res.status !== 200)
      throw new Error(`kit -> ${res.status}: ${Buffer.from(bytes).toString().slice(0, 200)}`);
    if (res.headers.get("X-Kit-Cache") !== "miss")
      throw new Error("memory bench: the kit came from the cache");
  });
  for (const r of await Promise.allSettled([...logoJobs, ...kitJobs]))
    if (r.status === "rejected")
      failures.push(r.reason instanceof Error ? r.reason.message : String(r.reason));
  const mixSeconds = round((performance.now() - started) / 1000, 1);
  const sampledPeakMb = round(sampler.stop(), 1);
  const peakMb = round(hwmMb(pid), 1);
  const afterMix = rssBreakdown(pid);
  log(
    `    memory: mix took ${mixSeconds} s; peak (VmHWM) ${peakMb} MB; waiting ${options.idleWaitS} s idle...`,
  );
  await sleep(options.idleWaitS * 1000);
  const idle = rssBreakdown(pid);
  log(`    memory: RSS by mapping (MB) ready ${JSON.stringify(ready)}`);
  log(`    memory: after the mix ${JSON.stringify(afterMix)}`);
  log(`    memory: idle ${JSON.stringify(idle)}`);
  return {
    peakMb,
    sampledPeakMb,
    idleMb: round(rssMb(pid), 1),
    idleAfterS: options.idleWaitS,
    logoRuns: LOGO_USERS * RUNS_PER_USER,
    kits: KITS,
    failures,
    mixSeconds,
    breakdown: { ready, afterMix, idle },
  };
}
