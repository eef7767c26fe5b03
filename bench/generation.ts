import os from "node:os";
import { type PremiumUser, premiumUser } from "./client";
import { type BackgroundLoad, backgroundLoad } from "./load";
import { cpuSeconds } from "./procs";
import { round, runPool, type Summary, summarize } from "./stats";

/**
 * Generation through the real API: names against the fake provider (server time = total minus
 * the provider's fixed delay), logos with the demo generator (end to end), and downloads.
 */

export type NameLevel = {
  concurrency: number;
  requests: number;
  failures: number;
  /** Wall-clock throughput of the level. */
  rps: number;
  /** What a server with zero overhead would reach: concurrency / provider delay. */
  idealRps: number;
  totalMs: Summary;
  /** Client total less the provider's fixed delay (for comparison with earlier runs). */
  overheadMs: Summary;
  /** The server's own time from its Server-Timing header: the request less the provider calls. */
  serverMs: Summary;
  /** The 1-minute load average when the level ended. */
  loadAverage: number;
  /**
   * The server's CPU time (all threads) per name run at this level, in ms: unlike the latencies,
   * it hardly moves with what else the machine runs.
   */
  cpuMsPerRun?: number;
};

/** `app;dur=` of a response's Server-Timing header, in ms. */
export function serverAppMs(res: Response): number | undefined {
  const match = /(?:^|,)\s*app;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "");
  return match ? Number(match[1]) : undefined;
}

export type GenerationResult = {
  providerDelayMs: number;
  users: number;
  setupMs: number;
  names: NameLevel[];
  logos?: { requests: number; failures: number; totalMs: Summary };
  downloads?: { png: Summary; jpgApi: Summary };
  notes: string[];
  /** GET /api/health from a few connections while the logo runs rendered. */
  healthDuringRenders?: { requests: number; p50: number; p99: number; errors: number };
};

type LogoOption = { id?: string; error?: boolean };

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await fn();
  return { ms: performance.now() - t, value };
}

export async function generationBench(options: {
  baseUrl: string;
  tag: string;
  providerDelayMs: number;
  levels: number[];
  requestsPerLevel: number;
  logoRequests: number;
  downloadRuns: number;
  /** Probed from a few connections while logos render (the render pool keeps it answering). */
  healthUrl?: string;
  /** The server's process, for its CPU time per name run. */
  pid?: number;
  deadline: number;
  log: (line: string) => void;
}): Promise<GenerationResult> {
  const { baseUrl, providerDelayMs, deadline, log } = options;
  const notes: string[] = [];
  const PER_USER = 5; // name generations of one premium session
  const warmupUsers = 2;
  const usersPerLevel = Math.ceil(options.requestsPerLevel / PER_USER);
  const userCount = warmupUsers + usersPerLevel * options.levels.length;

  const setup = await timed(() =>
    runPool(userCount, 4, deadline, (i) => premiumUser(baseUrl, i, options.tag)),
  );
  const users = setup.value;
  if (users.length < userCount)
    throw new Error(`only ${users.length}/${userCount} users were set up in time`);
  log(`    ${users.length} premium users in ${Math.round(setup.ms)} ms`);

  const nameRequest = async (user: PremiumUser) => {
    const t = performance.now();
    const res = await user.client.fetch(`/api/sessions/${user.sessionId}/names`, { method: "POST" });
    await res.arrayBuffer();
    const ms = performance.now() - t;
    return { ms, serverMs: serverAppMs(res), ok: res.status === 200, status: res.status };
  };
  /** Jobs in round-robin order over the users, so concurrent requests belong to different users. */
  const jobsFor = (group: PremiumUser[], count: number) =>
    Array.from({ length: count }, (_, i) => group[i % group.length]!);

  // Warm-up: JIT, connection pools, the provider's keep-alive connection.
  const warm = jobsFor(users.slice(0, warmupUsers), warmupUsers * PER_USER);
  await runPool(warm.length, 1, deadline, (i) => nameRequest(warm[i]!));

  const names: NameLevel[] = [];
  for (const [li, concurrency] of options.levels.entries()) {
    const group = users.slice(warmupUsers + li * usersPerLevel, warmupUsers + (li + 1) * usersPerLevel);
    const jobs = jobsFor(group, options.requestsPerLevel);
    const started = performance.now();
    const cpuBefore = cpuSeconds(options.pid);
    const results = await runPool(jobs.length, concurrency, deadline, (i) => nameRequest(jobs[i]!));
    const cpu = cpuSeconds(options.pid) - cpuBefore;
    const wallMs = performance.now() - started;
    const ok = results.filter((r) => r.ok);
    const failures = results.length - ok.length;
    if (failures > 0) {
      const statuses = [...new Set(results.filter((r) => !r.ok).map((r) => r.status))].join(", ");
      notes.push(`names c=${concurrency}: ${failures} failed requests (HTTP ${statuses})`);
    }
    if (results.length < jobs.length) notes.push(`names c=${concurrency}: stopped at the time limit`);
    const level: NameLevel = {
      concurrency,
      requests: results.length,
      failures,
      rps: round((ok.length / wallMs) * 1000, 1),
      idealRps: round((concurrency / providerDelayMs) * 1000, 1),
      totalMs: summarize(ok.map((r) => r.ms)),
      overheadMs: summarize(ok.map((r) => r.ms - providerDelayMs)),
      serverMs: summarize(ok.flatMap((r) => (r.serverMs === undefined ? [] : [r.serverMs]))),
      loadAverage: Math.round(os.loadavg()[0]! * 100) / 100,
      cpuMsPerRun:
        Number.isFinite(cpu) && results.length > 0 ? round((cpu / results.length) * 1000, 2) : undefined,
    };
    names.push(level);
    log(
      `    names c=${concurrency}: ${level.rps} req/s, server (Server-Timing) p50 ${level.serverMs.p50} ms, p99 ${level.serverMs.p99} ms; total - delay p99 ${level.overheadMs.p99} ms; CPU ${level.cpuMsPerRun} ms/run`,
    );
  }

  // Logos: the first name group has its names; choose one, then up to 3 logo runs per user.
  const group = users.slice(warmupUsers, warmupUsers + usersPerLevel);
  const logoUsers: PremiumUser[] = [];
  const chosen = new Set<PremiumUser>();
  const choose = async (user: PremiumUser) => {
    if (chosen.has(user)) return;
    const body = await user.client.call<{ session: { names: Array<{ name: string }> } }>(
      `/api/sessions/${user.sessionId}`,
    );
    const name = body.session.names[0]?.name;
    if (!name) throw new Error("a bench session has no names to choose from");
    await user.client.call(`/api/sessions/${user.sessionId}/name`, { name }, "PUT");
    chosen.add(user);
  };
  const LOGO_RUNS_PER_USER = 3;
  const logoWarmup = 2;
  const logoTotal = options.logoRequests + logoWarmup;
  for (let i = 0; i < Math.ceil(logoTotal / LOGO_RUNS_PER_USER) && i < group.length; i++)
    logoUsers.push(group[i]!);
  const logoJobs = Array.from({ length: logoTotal }, (_, i) => logoUsers[Math.floor(i / LOGO_RUNS_PER_USER)]);
  let logos: GenerationResult["logos"];
  let healthDuringRenders: GenerationResult["healthDuringRenders"];
  const lastLogo = new Map<PremiumUser, string>();
  if (logoJobs.every(Boolean) && Date.now() < deadline) {
    const times: number[] = [];
    let failures = 0;
    let probe: BackgroundLoad | undefined;
    try {
      for (const [i, user] of (logoJobs as PremiumUser[]).entries()) {
        if (i === logoWarmup && options.healthUrl) probe = backgroundLoad(options.healthUrl);
        if (Date.now() > deadline) {
          notes.push("logos: stopped at the time limit");
          break;
        }
        await choose(user);
        const t = performance.now();
        const res = await user.client.fetch(`/api/sessions/${user.sessionId}/logos`, { method: "POST" });
        const text = await res.text();
        const ms = performance.now() - t;
        if (res.status !== 200) {
          failures++;
          if (failures === 1) notes.push(`logos: HTTP ${res.status}: ${text.slice(0, 200)}`);
          continue;
        }
        const body = JSON.parse(text) as { options: LogoOption[] };
        const id = body.options.find((o) => o.id)?.id;
        if (id) lastLogo.set(user, id);
        if (i >= logoWarmup) times.push(ms);
      }
    } finally {
      healthDuringRenders = await probe?.stop();
    }
    logos = { requests: times.length, failures, totalMs: summarize(times) };
    log(
      `    logos: p50 ${logos.totalMs.p50} ms, p99 ${logos.totalMs.p99} ms (end to end, 2 images + previews)`,
    );
  } else {
    notes.push("logos: not enough users with names, skipped");
  }

  // Downloads: select a logo, then the PNG (stored bytes pass through) and, for reference, the
  // JPEG made per request.
  let downloads: GenerationResult["downloads"];
  const downloader = [...lastLogo.entries()][0];
  if (downloader && Date.now() < deadline) {
    const [user, logoId] = downloader;
    await user.client.call(`/api/sessions/${user.sessionId}/logo`, { logoId }, "PUT");
    // Every download needs the first download's confirmation (docs/product.md), given once.
    await user.client.call(`/api/sessions/${user.sessionId}/download/confirmation`, {});
    const download = async (format: "png" | "jpg") => {
      const t = performance.now();
      const res = await user.client.fetch(`/api/sessions/${user.sessionId}/download?format=${format}`);
      const bytes = await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`download ${format} -> ${res.status}`);
      return { ms: performance.now() - t, bytes: bytes.byteLength };
    };
    const png: number[] = [];
    const jpg: number[] = [];
    for (let i = 0; i < options.downloadRuns + 3 && Date.now() < deadline; i++) {
      const r = await download("png");
      if (i >= 3) png.push(r.ms);
    }
    for (let i = 0; i < Math.ceil(options.downloadRuns / 2) + 2 && Date.now() < deadline; i++) {
      const r = await download("jpg");
      if (i >= 2) jpg.push(r.ms);
    }
    downloads = { png: summarize(png), jpgApi: summarize(jpg) };
    log(`    downloads: png p50 ${downloads.png.p50} ms, jpg (API) p50 ${downloads.jpgApi.p50} ms`);
  }

  return {
    providerDelayMs,
    users: users.length,
    setupMs: Math.round(setup.ms),
    names,
    logos,
    downloads,
    notes,
    healthDuringRenders,
  };
}
