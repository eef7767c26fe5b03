import os from "node:os";
import { Worker } from "node:worker_threads";
import type { RenderTaskName, RenderTasks } from "./render-tasks";
import { revive, transferablesOf } from "./transfer";

type Input<K extends RenderTaskName> = Parameters<RenderTasks[K]>[0];
type Output<K extends RenderTaskName> = Awaited<ReturnType<RenderTasks[K]>>;

type Job = {
  id: number;
  task: RenderTaskName;
  input: unknown;
  /** Holds a raster of tens of MB (a 4096 px kit file): at most one such job runs at a time. */
  heavy: boolean;
  /** The input's byte arrays move to the worker instead of being copied (the caller gives them up). */
  transfer: boolean;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};

type Slot = { worker: Worker; job: Job | null; idle?: NodeJS.Timeout };

export type RenderPoolOptions = {
  /** Worker threads at most. */
  size: number;
  /** V8 old-generation cap per worker (MB); a worker past it is replaced, failing its one job. */
  workerHeapMb?: number;
  /**
   * V8 young-generation size per worker (MB). Small on purpose: a render's pixels live in native
   * buffers (resvg's, libvips') held by small JS objects that V8 does not count, so they are freed
   * only when a collection finds those objects; a small young generation finds them every few
   * renders (decision 018).
   */
  workerYoungMb?: number;
  /** A worker with nothing to do for this long exits, returning its memory; 0 keeps workers. */
  idleMs?: number;
  /**
   * Native memory of a kit raster's band renders let pile up before a collection frees it (MB;
   * unset: raster.ts's `BAND_RELEASE_MB`). Lower costs CPU and lowers the job's peak.
   */
  bandReleaseMb?: number;
};

type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { name: string; message: string } };

export class RenderTaskError extends Error {
  constructor(
    message: string,
    readonly task: string,
  ) {
    super(message);
    this.name = "RenderTaskError";
  }
}

/**
 * A bounded set of worker threads for rendering: heavy CPU work never runs on the request thread
 * (docs/product.md#what-the-product-is). Workers start on first use, take one job at a time from
 * a FIFO queue, are replaced if one dies, and leave after an idle spell (each holds tens of MB of
 * code, fonts and image buffers; decision 018); they never keep the process alive.
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  readonly size: number;
  private readonly options: RenderPoolOptions;

  constructor(options: number | RenderPoolOptions) {
    this.options = typeof options === "number" ? { size: options } : options;
    this.size = this.options.size;
  }

  /** Live worker threads (for tests and bench figures). */
  get workers(): number {
    return this.slots.length;
  }

  run<K extends RenderTaskName>(
    task: K,
    input: Input<K>,
    options: { heavy?: boolean; transfer?: boolean } = {},
  ): Promise<Output<K>> {
    if (this.closed) return Promise.reject(new RenderTaskError("The render pool is closed.", task));
    return new Promise<Output<K>>((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        task,
        input,
        heavy: options.heavy === true,
        transfer: options.transfer === true,
        resolve: resolve as (v: unknown) => void,
        reject,
      });
      this.pump();
    });
  }

  /** Jobs waiting for a free worker (for health and bench figures). */
  get waiting(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.reject(new RenderTaskError("The render pool is closed.", job.task));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private pump() {
    while (this.queue.length > 0) {
      // FIFO, except that a heavy job waits while another heavy one runs (the next light job goes
      // first): two 4096 px rasters at once are what pushed the process past its memory budget.
      const heavyRunning = this.slots.some((s) => s.job?.heavy);
      const index = this.queue.findIndex((j) => !(j.heavy && heavyRunning));
      if (index === -1) return;
      let slot = this.slots.find((s) => s.job === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.splice(index, 1)[0]!;
      clearTimeout(slot.idle);
      slot.job = job;
      slot.worker.postMessage(
        { id: job.id, task: job.task, input: job.input },
        job.transfer ? transferablesOf(job.input) : undefined,
      );
    }
  }

  private spawn(): Slot {
    const { workerHeapMb, workerYoungMb, bandReleaseMb } = this.options;
    const worker = new Worker(workerEntry(), {
      workerData: { bandReleaseMb },
      resourceLimits: {
        ...(workerHeapMb ? { maxOldGenerationSizeMb: workerHeapMb } : {}),
        ...(workerYoungMb ? { maxYoungGenerationSizeMb: workerYoungMb } : {}),
      },
    });
    worker.unref();
    const slot: Slot = { worker, job: null };
    this.slots.push(slot);
    worker.on("message", (reply: Reply) => {
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      slot.job = null;
      if (reply.ok) job.resolve(revive(reply.result));
      else job.reject(new RenderTaskError(reply.error.message, job.task));
      this.pump();
      if (slot.job === null && this.options.idleMs) {
        slot.idle = setTimeout(() => this.retire(slot), this.options.idleMs);
        slot.idle.unref();
      }
    });
    const lost = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index === -1) return;
      this.slots.splice(index, 1);
      clearTimeout(slot.idle);
      slot.job?.reject(new RenderTaskError(`A render worker stopped: ${error.message}`, slot.job.task));
      slot.job = null;
      if (!this.closed) this.pump();
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`exit code ${code}`)));
    return slot;
  }

  private retire(slot: Slot) {
    const index = this.slots.indexOf(slot);
    if (index === -1 || slot.job !== null) return;
    this.slots.splice(index, 1);
    void slot.worker.terminate();
  }
}

/** The bundled worker next to the bundled server, or the TypeScript source through tsx. */
function workerEntry(): URL {
  return import.meta.url.endsWith(".ts")
    ? new URL("./render-worker-dev.mjs", import.meta.url)
    : new URL("./render-worker.mjs", import.meta.url);
}

export const RENDER_WORKERS = Math.max(1, Math.min(os.availableParallelism(), 8));

/**
 * What the pool is sized against when the process has a memory budget (MEMORY_BUDGET_MB, or the
 * container's cgroup limit), in MB. Measured with the bench's memory mix on 2 cores (decision 026):
 * - the server without its workers, after load: ~300 on PGlite (its WASM memory never shrinks)
 *   and ~220 on PostgreSQL, lexical data included;
 * - one kit raster job (a 4096 px file), one at a time whatever the pool's size: ~250 MB whole,
 *   ~60-80 MB since it renders in bands (decision 025);
 * - each further worker: ~55 once started plus a logo job's tens of MB;
 * - a share of the budget kept for what requests hold at a peak (kit zips sent, uploads, JSON).
 */
export const POOL_BUDGET_MB = {
  serverEmbedded: 310,
  serverPostgres: 230,
  kitJob: 100,
  worker: 80,
  headroomShare: 0.15,
} as const;

/**
 * Render workers that fit a memory budget: the first worker is always there (it takes the kit
 * job), and each further one must fit beside the server and that job. At most `cores`.
 */
export function poolSizeForBudget(budgetMb: number, embeddedDb: boolean, cores = RENDER_WORKERS): number {
  const server = embeddedDb ? POOL_BUDGET_MB.serverEmbedded : POOL_BUDGET_MB.serverPostgres;
  const usable = budgetMb * (1 - POOL_BUDGET_MB.headroomShare);
  const left = usable - server - POOL_BUDGET_MB.kitJob - POOL_BUDGET_MB.worker;
  return Math.max(1, Math.min(cores, 1 + Math.floor(left / POOL_BUDGET_MB.worker)));
}

/**
 * A budget too small for a second worker beside the server and a kit job (`poolSizeForBudget`
 * with any number of cores) is tight: there the kit's band renders are released after 16 MB
 * instead of 48 (decision 033), trading some of the raster jobs' CPU for ~20 MB of peak.
 */
export function bandReleaseForBudget(budgetMb: number, embeddedDb: boolean): number | undefined {
  return poolSizeForBudget(budgetMb, embeddedDb, Number.POSITIVE_INFINITY) < 2 ? 16 : undefined;
}

/** What the server runs with unless configured (env.ts: RENDER_WORKERS, RENDER_WORKER_HEAP_MB, RENDER_IDLE_S). */
export const RENDER_POOL_DEFAULTS: RenderPoolOptions = {
  size: RENDER_WORKERS,
  workerHeapMb: 128,
  workerYoungMb: 4,
  idleMs: 30_000,
};

let shared: RenderPool | undefined;
let sharedOptions: RenderPoolOptions = RENDER_POOL_DEFAULTS;

/** Sets the options of the process's pool (before its first use; start-up calls it from the config). */
export function configureRenderPool(options: RenderPoolOptions): void {
  sharedOptions = options;
}

/** The process's render pool. */
export function renderPool(): RenderPool {
  shared ??= new RenderPool(sharedOptions);
  return shared;
}

export async function closeRenderPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
