import os from "node:os";
import autocannon, { type Result } from "autocannon";
import { cpuSeconds, sampleRss } from "./procs";

export type LoadResult = {
  label: string;
  url: string;
  connections: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** Max RSS of the server process (MB) sampled during the run, when a pid was given. */
  rssMaxMb?: number;
  /** Server CPU time (user + system) per request of the measured run, in microseconds. */
  cpuUsPerRequest?: number;
  /** The 1-minute load average at the end of the measured run. */
  loadAverage: number;
};

function run(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, headers, timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    // Belt and braces: autocannon stops itself after `duration`.
    const guard = setTimeout(() => instance.stop(), (seconds + 15) * 1000);
    guard.unref();
  });
}

/** A short warm-up run, then the measured run; samples the server's RSS during both. */
export async function loadTest(options: {
  label: string;
  url: string;
  connections?: number;
  seconds?: number;
  warmupSeconds?: number;
  headers?: Record<string, string>;
  pid?: number;
}): Promise<LoadResult> {
  const connections = options.connections ?? 50;
  const seconds = options.seconds ?? 9;
  const headers = options.headers ?? {};
  const sampler = options.pid ? sampleRss(options.pid) : undefined;
  try {
    await run(options.url, connections, options.warmupSeconds ?? 1, headers);
    const cpuBefore = cpuSeconds(options.pid);
    const r = await run(options.url, connections, seconds, headers);
    const cpu = cpuSeconds(options.pid) - cpuBefore;
    return {
      label: options.label,
      url: options.url,
      connections,
      seconds,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      requests: r.requests.total,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
      rssMaxMb: sampler?.stop(),
      loadAverage: Math.round(os.loadavg()[0]! * 100) / 100,
      cpuUsPerRequest:
        Number.isFinite(cpu) && r.requests.total > 0 ? Math.round((cpu / r.requests.total) * 1e6) : undefined,
    };
  } finally {
    sampler?.stop();
  }
}

export type BackgroundLoad = {
  stop(): Promise<{ requests: number; p50: number; p99: number; errors: number }>;
};

/**
 * A steady load that runs until stopped, for latency while something else happens (e.g. health
 * checks while logos render): a few connections, as a load balancer's probes and light traffic.
 */
export function backgroundLoad(url: string, connections = 4): BackgroundLoad {
  let instance: ReturnType<typeof autocannon> | undefined;
  const done = new Promise<Result>((resolve, reject) => {
    instance = autocannon({ url, connections, duration: 600, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
  return {
    async stop() {
      instance?.stop();
      const r = await done;
      return {
        requests: r.requests.total,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
      };
    },
  };
}
