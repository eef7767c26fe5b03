// Preloaded into the server by bench/profile-memory.ts (NODE_OPTIONS=--require): on SIGUSR2 it
// writes the request thread's memory figures (and a heap snapshot when asked) to MEMORY_PROBE_OUT.
// Every thread (render workers too) also samples its own figures every 200 ms and keeps those
// taken when the process's resident size was highest; a worker writes them to
// `<MEMORY_PROBE_OUT>.worker-<threadId>`, the request thread adds them to its answer as `atPeak`.
const fs = require("node:fs");
const v8 = require("node:v8");
const { isMainThread, threadId } = require("node:worker_threads");

const mb = (n) => Math.round((n / 1048576) * 10) / 10;
function figures() {
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  return {
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    malloced: mb(heap.malloced_memory),
    spaces: Object.fromEntries(
      v8
        .getHeapSpaceStatistics()
        .map((s) => [s.space_name, [mb(s.space_used_size), mb(s.physical_space_size)]]),
    ),
  };
}

if (process.env.MEMORY_PROBE_OUT) {
  let atPeak = { rss: 0 };
  let workerSnapshot;
  const timer = setInterval(() => {
    const now = figures();
    if (now.rss >= atPeak.rss) atPeak = now;
    if (isMainThread) return;
    fs.writeFileSync(`${process.env.MEMORY_PROBE_OUT}.worker-${threadId}`, JSON.stringify({ now, atPeak }));
    // A worker writes one heap snapshot once the request thread's first probe after start has
    // asked for snapshots (it cannot take a signal of its own).
    const snapshot = process.env.MEMORY_PROBE_SNAPSHOT;
    if (snapshot && !workerSnapshot && fs.existsSync(`${process.env.MEMORY_PROBE_OUT}.snapshot-workers`))
      workerSnapshot = v8.writeHeapSnapshot(`${snapshot}.worker-${threadId}.heapsnapshot`);
  }, 200);
  timer.unref();
  let probes = 0;
  if (isMainThread)
    process.on("SIGUSR2", () => {
      const out = { ...figures(), atPeak };
      // One snapshot per probe: <MEMORY_PROBE_SNAPSHOT>.<n>.heapsnapshot, numbered from 1.
      probes++;
      if (probes === 2 && process.env.MEMORY_PROBE_SNAPSHOT)
        fs.writeFileSync(`${process.env.MEMORY_PROBE_OUT}.snapshot-workers`, "");
      if (process.env.MEMORY_PROBE_SNAPSHOT)
        out.snapshot = v8.writeHeapSnapshot(`${process.env.MEMORY_PROBE_SNAPSHOT}.${probes}.heapsnapshot`);
      fs.writeFileSync(process.env.MEMORY_PROBE_OUT, JSON.stringify(out));
    });
}
