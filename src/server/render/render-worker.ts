import { parentPort } from "node:worker_threads";
import { type RenderTaskName, renderTasks } from "./render-tasks";
import { transferablesOf } from "./transfer";

/** A render pool worker: runs one task at a time and answers with its id. */
const port = parentPort;
if (!port) throw new Error("render-worker must run in a worker thread");

port.on("message", async (message: { id: number; task: RenderTaskName; input: unknown }) => {
  try {
    const run = renderTasks[message.task] as (input: unknown) => Promise<unknown>;
    const result = await run(message.input);
    port.postMessage({ id: message.id, ok: true, result }, transferablesOf(result));
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ id: message.id, ok: false, error: { name: err.name, message: err.message } });
  }
});
