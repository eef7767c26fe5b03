// Preloaded into the server by bench/profile-memory.ts (NODE_OPTIONS=--require): on SIGUSR2 it
// writes the request thread's memory figures (and a heap snapshot when asked) to MEMORY_PROBE_OUT.
const fs = require("node:fs");
const v8 = require("node:v8");
const { isMainThread } = require("node:worker_threads");

if (isMainThread && process.env.MEMORY_PROBE_OUT) {
  process.on("SIGUSR2", () => {
    const mb = (n) => Math.round((n / 1048576) * 10) / 10;
    const usage = process.memoryUsage();
    const heap = v8.getHeapStatistics();
    const figures = {
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
    if (process.env.MEMORY_PROBE_SNAPSHOT)
      figures.snapshot = v8.writeHeapSnapshot(process.env.MEMORY_PROBE_SNAPSHOT);
    fs.writeFileSync(process.env.MEMORY_PROBE_OUT, JSON.stringify(figures));
  });
}
