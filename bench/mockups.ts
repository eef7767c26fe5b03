import os from "node:os";
import { buildKit } from "@/server/kit/build-kit";
import { chooseScenes } from "@/server/mockups/choose-scenes";
import { SCENE_EDITOR_WIDTH, SCENE_PREVIEW_WIDTH } from "@/server/mockups/render-scene";
import { RENDER_WORKERS, RenderPool } from "@/server/render/render-pool";
import { CATEGORY_IDS } from "@/shared/categories";
import { MOCKUP_SCENE_IDS } from "@/shared/mockup-scenes";
import { source } from "./kit";
import { check, fmt, type Row } from "./report";
import { summarize } from "./stats";

/**
 * Mock-up scenes (issue 32), in a render pool of the server's size: every scene a logo shows at
 * preview size (what step 5's carousel asks for at once), the editor's live scene, and the kit
 * with its mockups/ folder.
 */
export async function mockupBenchRows(runs = 5): Promise<Row[]> {
  const pool = new RenderPool(RENDER_WORKERS);
  const S = `Mock-up scenes (render pool of ${RENDER_WORKERS}, demo logos)`;
  const scenesOf = (i: number) => chooseScenes(CATEGORY_IDS[i % CATEGORY_IDS.length]!, null);
  const preview = (i: number, scenes: readonly (typeof MOCKUP_SCENE_IDS)[number][]) => {
    const { design } = source(i);
    return Promise.all(
      scenes.map((scene) =>
        pool.run("mockupScene", { design: design!, scene, width: SCENE_PREVIEW_WIDTH, watermarked: true }),
      ),
    );
  };
  try {
    await preview(99, MOCKUP_SCENE_IDS); // warm-up: workers started, fonts and code loaded
    const shown: number[] = [];
    const shownCpu: number[] = [];
    const every: number[] = [];
    const live: number[] = [];
    const kits: number[] = [];
    const kitCpu: number[] = [];
    let files = 0;
    for (let i = 0; i < runs; i++) {
      let started = performance.now();
      const cpu = process.cpuUsage();
      await preview(i, scenesOf(i));
      shown.push(performance.now() - started);
      // Process-wide, so it counts the worker threads: what the wall time is on idle cores, times the workers.
      const used = process.cpuUsage(cpu);
      shownCpu.push((used.user + used.system) / 1000);
      started = performance.now();
      await preview(i, MOCKUP_SCENE_IDS);
      every.push(performance.now() - started);
      const { design } = source(i);
      started = performance.now();
      await pool.run("mockupScene", {
        design: design!,
        scene: scenesOf(i)[0]!,
        width: SCENE_EDITOR_WIDTH,
        watermarked: true,
      });
      live.push(performance.now() - started);
      started = performance.now();
      const kitStart = process.cpuUsage();
      const kit = await buildKit(pool, { ...source(i), mockups: scenesOf(i) });
      kits.push(performance.now() - started);
      const kitUsed = process.cpuUsage(kitStart);
      kitCpu.push((kitUsed.user + kitUsed.system) / 1000);
      files = kit.paths.filter((p) => p.startsWith("mockups/")).length;
    }
    const a = summarize(shown);
    const b = summarize(every);
    const c = summarize(live);
    const d = summarize(kits);
    return [
      {
        section: S,
        metric: "all scenes of one logo at preview size (the 8 it shows, 1024 px WebP), wall",
        value: `p50 ${fmt(a.p50, 0)} / max ${fmt(a.max, 0)} ms; n=${a.n}`,
        target: "p50 < 1500 ms",
        met: check(a.n > 0 && a.p50 < 1500),
      },
      {
        section: S,
        metric: "the same, CPU time on all threads",
        value: `p50 ${fmt(summarize(shownCpu).p50, 0)} ms; load average ${os.loadavg()[0]!.toFixed(1)}`,
      },
      {
        section: S,
        metric: `every scene (${MOCKUP_SCENE_IDS.length}) of one logo at preview size, wall`,
        value: `p50 ${fmt(b.p50, 0)} / max ${fmt(b.max, 0)} ms; n=${b.n}`,
      },
      {
        section: S,
        metric: `editor's live scene (${SCENE_EDITOR_WIDTH} px), render only`,
        value: `p50 ${fmt(c.p50, 0)} / max ${fmt(c.max, 0)} ms; n=${c.n}`,
        target: "p50 < 150 ms",
        met: check(c.n > 0 && c.p50 < 150),
      },
      {
        section: S,
        metric: `whole kit with mockups/ (${files} files: scenes at 2000 px and the card PDF)`,
        value: `p50 ${fmt(d.p50, 0)} / max ${fmt(d.max, 0)} ms; n=${d.n}`,
        target: "p50 < 2500 ms",
        met: check(d.n > 0 && d.p50 < 2500),
      },
      {
        section: S,
        metric: "the same, CPU time on all threads",
        value: `p50 ${fmt(summarize(kitCpu).p50, 0)} ms; load average ${os.loadavg()[0]!.toFixed(1)}`,
      },
    ];
  } finally {
    await pool.close();
  }
}
