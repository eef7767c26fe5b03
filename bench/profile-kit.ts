/**
 * Profiling aid for the kit build (not part of `npm run bench`): builds `KITS` kits one after
 * another in a render pool of the server's size and prints wall time, CPU time over all threads
 * and the process's peak RSS (VmHWM, worker threads included). Its pool has the server's worker
 * heap cap, as `npm run bench`'s kit figures do: with it, a kit costs ~0.7 s more CPU in garbage
 * collection than without (decision 024). Run it under node's profilers:
 *   node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile-kit.ts
 */
import fs from "node:fs";
import { buildKit } from "@/server/kit/build-kit";
import { RENDER_POOL_DEFAULTS, RenderPool } from "@/server/render/render-pool";
import { kitSource } from "./kit";

const kits = Number(process.env.KITS ?? 5);
const vmHwm = () => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync("/proc/self/status", "utf8"))?.[1]) / 1024;
const pool = new RenderPool({ ...RENDER_POOL_DEFAULTS, idleMs: 0 });
await buildKit(pool, kitSource(99));
console.log(`warm-up done, VmHWM ${vmHwm().toFixed(0)} MB`);
for (let i = 0; i < kits; i++) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const kit = await buildKit(pool, kitSource(i));
  const used = process.cpuUsage(cpu);
  console.log(
    `kit ${i}: ${(performance.now() - started).toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU, ${kit.paths.length} files, ${(kit.zip.byteLength / 1024).toFixed(0)} KB; VmHWM ${vmHwm().toFixed(0)} MB`,
  );
}
await pool.close();
