import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serverCommand } from "../scripts/server-command";
import { sleep } from "./stats";

/**
 * Child processes of the bench: every one is registered here and killed at the end, also on
 * errors and signals. Only loopback addresses are used.
 */

export const ROOT = path.resolve(import.meta.dirname, "..");
const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();

export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

/** SIGTERM, then SIGKILL after a grace period, for every child still running. */
export async function killAll(graceMs = 3000): Promise<void> {
  const running = [...children].filter((c) => c.exitCode === null && c.signalCode === null);
  await Promise.all(running.map((c) => stopChild(c, graceMs)));
  children.clear();
}

/** Synchronous last resort for process.on("exit"). */
export function killAllNow(): void {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
}

export async function stopChild(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

export function makeTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function statusMb(pid: number | undefined, field: "VmRSS" | "VmHWM"): number {
  if (!pid) return Number.NaN;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m").exec(status)?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Resident set size of a process in MB (Linux /proc), or NaN when unavailable. */
export function rssMb(pid: number | undefined): number {
  return statusMb(pid, "VmRSS");
}

/**
 * The process's peak resident size since it started (VmHWM), worker threads included: it
 * catches a peak that lasts less than a sampling interval.
 */
export function hwmMb(pid: number | undefined): number {
  return statusMb(pid, "VmHWM");
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU time (user + system, seconds) a process has used so far (Linux /proc), or NaN. Divided by
 * the requests served it gives CPU per request, which holds on a busy machine where requests
 * per second do not.
 */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; returns the maximum in MB. */
export function sampleRss(pid: number | undefined, everyMs = 100) {
  let max = rssMb(pid);
  const timer = setInterval(() => {
    const v = rssMb(pid);
    if (Number.isFinite(v) && !(v <= max)) max = v;
  }, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      const v = rssMb(pid);
      if (Number.isFinite(v) && !(v <= max)) max = v;
      return max;
    },
  };
}

export type Proc = {
  url: string;
  port: number;
  child: ChildProcess;
  pid: number;
  /** Milliseconds from spawn() to the first healthy answer. */
  startMs: number;
  /** What the process wrote (stderr, and stdout unless it went to a file). */
  output(): string;
  /** The file stdout went to, when one was given. */
  stdoutFile?: string;
  stop(): Promise<void>;
};

const TSX_LOADER = pathToFileURL(path.join(ROOT, "node_modules/tsx/dist/loader.mjs")).href;

/**
 * Spawns a TypeScript entry point of this repository under node with the tsx loader (as
 * `node --import tsx`, but with absolute paths so `cwd` can differ) and waits until `healthPath`
 * answers 200.
 */
export function spawnNode(options: {
  script: string;
  env: Record<string, string>;
  port: number;
  healthPath: string;
  cwd?: string;
  stdoutFile?: string;
  timeoutMs?: number;
}): Promise<Proc> {
  return spawnProcess({
    ...options,
    label: options.script,
    command: process.execPath,
    args: ["--import", TSX_LOADER, path.join(ROOT, options.script)],
    env: { TSX_TSCONFIG_PATH: path.join(ROOT, "tsconfig.json"), ...options.env },
  });
}

/** Spawns a process and waits until `healthPath` answers 200. */
export async function spawnProcess(options: {
  label: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  healthPath: string;
  cwd?: string;
  stdoutFile?: string;
  timeoutMs?: number;
}): Promise<Proc> {
  const url = `http://127.0.0.1:${options.port}`;
  let output = "";
  const stdoutFd = options.stdoutFile ? fs.openSync(options.stdoutFile, "a") : undefined;
  const started = performance.now();
  const child = track(
    spawn(options.command, options.args, {
      cwd: options.cwd ?? ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...options.env },
      stdio: ["ignore", stdoutFd ?? "pipe", "pipe"],
    }),
  );
  if (stdoutFd !== undefined) fs.closeSync(stdoutFd);
  const collect = (d: Buffer) => {
    if (output.length < 100_000) output += d;
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${options.label} exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}${options.healthPath}`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${options.label} did not become healthy in time:\n${output}`);
    }
    await sleep(20);
  }
  const startMs = performance.now() - started;
  return {
    url,
    port: options.port,
    child,
    pid: child.pid!,
    startMs,
    output: () => output,
    stdoutFile: options.stdoutFile,
    stop: () => stopChild(child, 5000),
  };
}

export type AppServerOptions = {
  dataDir: string;
  databaseUrl?: string;
  /** The folder holding the build (`dist/server`, `dist/web`) and `node_modules`; also the cwd. */
  root: string;
  /** stdout (the JSON log, one access-log line per API request at info) goes here. */
  logFile: string;
  extraEnv?: Record<string, string>;
};

/** The real server, run as `npm start` runs it: the bundle in dist/server, serving dist/web. */
export async function startAppServer(options: AppServerOptions): Promise<Proc> {
  const port = await freePort();
  const settings: Record<string, string> = {
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: options.dataDir,
    // The production default: one access-log line per API request, written to a file.
    LOG_LEVEL: "info",
    // Rate limits stay on (their database writes are part of the cost) but far above bench rates.
    RATE_LIMIT_SCALE: "1000",
    // The render pool's and memory budget's settings (README, configuration), malloc's and node's options
    // pass through, to measure other choices.
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        (e): e is [string, string] =>
          /^(RENDER_|MALLOC_|MIMALLOC_|MEMORY_BUDGET_MB$|SERVER_SEMI_SPACE_MB$|SERVER_OPTIMIZE_FOR_SIZE$|NODE_OPTIONS$|LD_PRELOAD$)/.test(
            e[0],
          ) && e[1] !== undefined,
      ),
    ),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.extraEnv,
  };
  // The node flags follow the settings (the memory budget caps the young generation), as in `npm start`.
  const { command, args, env } = serverCommand(options.root, settings);
  return spawnProcess({
    label: "the server bundle",
    command,
    args,
    port,
    healthPath: "/api/health",
    cwd: options.root,
    stdoutFile: options.logFile,
    env: env as Record<string, string>,
  });
}

/** A number from the server's last "ready at" log line (its JSON fields; see main.ts). */
function readyLogNumber(logFile: string, field: "ms" | "renderWorkers"): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(logFile, "utf8");
  } catch {
    return undefined;
  }
  let value: number | undefined;
  for (const line of text.split("\n")) {
    if (!line.includes('"ready at')) continue;
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (typeof entry[field] === "number") value = entry[field];
    } catch {
      // not JSON
    }
  }
  return value;
}

/** The `ms` of the server's last "ready at" log line: time spent in main() (database, app, listen). */
export function readyMsFromLog(logFile: string): number | undefined {
  return readyLogNumber(logFile, "ms");
}

/** How many render workers the server's pool has (chosen from its memory budget unless set). */
export function renderWorkersFromLog(logFile: string): number | undefined {
  return readyLogNumber(logFile, "renderWorkers");
}
