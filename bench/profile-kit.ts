/**
 * Profiling aid for the kit build (not part of `npm run bench`): builds `KITS` kits one after
 * another in a render pool of the server's size and prints wall time, CPU time over all threads
 * and the process's peak RSS (VmHWM, worker threads included). Its pool has the server's worker
 * heap cap, as `npm run bench`'s kit figures do: with it, a kit costs ~0.7 s more CPU in garbage
 * collection than without (decision 024). Run it under node's profilers:
 *   node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile-kit.ts
 * With `JOBS=rasters`, it runs instead only the primary logo's two raster jobs (the 4096 px files)
 * of each demo logo, one at a time in a pool of one, and prints how far each raised the process's
 * resident size above what it held before (the peak is reset before each job; decision 025).
 */
import fs from "node:fs";
import { buildKit } from "@/server/kit/build-kit";
import { PRIMARY_PNG_SIZES } from "@/server/kit/kit-plan";
import { generalDesign } from "@/server/kit/variants";
import { RENDER_POOL_DEFAULTS, RenderPool } from "@/server/render/render-pool";
import type { ColorMode } from "@/shared/logo-design";
import { kitSource } from "./kit";

const kits = Number(process.env.KITS ?? 5);
const status = (field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync("/proc/self/status", "utf8"))?.[1]) / 1024;
const vmHwm = () => status("VmHWM");

if (process.env.JOBS === "rasters") {
  const pool = new RenderPool({ ...RENDER_POOL_DEFAULTS, size: 1, idleMs: 0 });
  const rises: number[] = [];
  for (let i = 0; i < 6 * 2; i++) {
    const source = kitSource(i % 6);
    const design = generalDesign(source.design!);
    for (const modes of [["black", "white", "mono"], ["full"]] as ColorMode[][]) {
      const before = status("VmRSS");
      // Linux: writing 5 to clear_refs resets VmHWM to the current resident size.
      fs.writeFileSync("/proc/self/clear_refs", "5");
      const cpu = process.cpuUsage();
      await pool.run("kitLogoSet", {
        design,
        brandName: source.brandName,
        target: "primary",
        modes,
        sizes: PRIMARY_PNG_SIZES,
        vectors: false,
        created: source.built,
      });
      const used = process.cpuUsage(cpu);
      const rise = vmHwm() - before;
      if (i >= 6) rises.push(rise); // the first six start the worker and warm its code up
      console.log(
        `${source.brandName} ${modes.join("+")}: ${((used.user + used.system) / 1000).toFixed(0)} ms CPU; peak ${rise.toFixed(0)} MB above the ${before.toFixed(0)} MB before`,
      );
    }
  }
  rises.sort((a, b) => a - b);
  console.log(
    `largest rise ${rises.at(-1)!.toFixed(0)} MB, median ${rises[rises.length >> 1]!.toFixed(0)} MB; VmHWM ${vmHwm().toFixed(0)} MB`,
  );
  await pool.close();
} else {
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
}
