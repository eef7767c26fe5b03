import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { parentPort, workerData } from "node:worker_threads";
import sharp from "sharp";
import { setBandRelease, setRenderCollector } from "@/server/kit/raster";
import { type RenderTaskName, renderTasks } from "./render-tasks";
import { transferablesOf } from "./transfer";

/** A render pool worker: runs one task at a time and answers with its id. */
const port = parentPort;
if (!port) throw new Error("render-worker must run in a worker thread");

// libvips is one per process: no cache of decoded images between jobs (each job's images are new,
// so it only held memory), and one thread per operation, since the pool already runs one job per core.
sharp.cache(false);
sharp.concurrency(1);

// A kit raster frees each render's native pixmap as soon as it has its pixels (decision 024): a
// young-generation collection finds the small object that holds it (~1 ms with the pool's 4 MB
// young generation). The collector is V8's own, made reachable in this thread only.
v8.setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as (options: { type: "minor" }) => void;
setRenderCollector(() => gc({ type: "minor" }));
const settings = (workerData ?? {}) as { bandReleaseMb?: number };
if (settings.bandReleaseMb) setBandRelease(settings.bandReleaseMb);

port.on("message", async (message: { id: number; task: RenderTaskName; input: unknown }) => {
  try {
    const run = renderTasks[message.task] as (input: unknown) => Promise<unknown>;
    const result = await run(message.input);
    port.postMessage({ id: message.id, ok: true, result }, transferablesOf(result));
    // What the job rendered and did not keep (a 2000 px scene's pixmap and its copy, a logo's)
    // is freed now, not whenever the young generation next fills (decision 033).
    gc({ type: "minor" });
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ id: message.id, ok: false, error: { name: err.name, message: err.message } });
  }
});
