import os from "node:os";
import { buildKit } from "@/server/kit/build-kit";
import { chooseScenes } from "@/server/mockups/choose-scenes";
import { type SceneCopy, sceneCopy } from "@/server/mockups/copy";
import { SCENE_EDITOR_WIDTH, SCENE_PREVIEW_WIDTH } from "@/server/mockups/render-scene";
import { SceneCache, sceneKey } from "@/server/mockups/scene-cache";
import { RENDER_WORKERS, RenderPool } from "@/server/render/render-pool";
import { CATEGORY_IDS } from "@/shared/categories";
import type { LogoDesign } from "@/shared/logo-design";
import { MOCKUP_SCENE_IDS } from "@/shared/mockup-scenes";
import { kitSource } from "./kit";
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
  const copyOf = (i: number) =>
    sceneCopy({
      name: kitSource(i).brandName,
      brief: {
        business: "a small neighbourhood business",
        offerings: ["things people love"],
        place: "Bandung",
        language: "en",
        source: "offline",
      },
      category: CATEGORY_IDS[i % CATEGORY_IDS.length]!,
      locale: i % 2 === 0 ? "en" : "id",
    });
  // The route's cache (decision 022), fresh for the bench: a first visit renders, a revisit reads.
  const cache = new SceneCache(24 * 1024 * 1024);
  // Each logo's source (a demo logo, rendered on this thread) is made before the clock starts.
  const sources = new Map<number, { design: LogoDesign; copy: SceneCopy }>();
  const sourceOf = (i: number) => {
    let made = sources.get(i);
    if (!made) {
      made = { design: kitSource(i).design!, copy: copyOf(i) };
      sources.set(i, made);
    }
    return made;
  };
  const preview = (i: number, scenes: readonly (typeof MOCKUP_SCENE_IDS)[number][]) => {
    const { design, copy } = sourceOf(i);
    return Promise.all(
      scenes.map((scene) => {
        const input = { design, scene, width: SCENE_PREVIEW_WIDTH, watermarked: true, copy };
        return cache.get(sceneKey(input), () => pool.run("mockupScene", input));
      }),
    );
  };
  const cpuMs = (since: NodeJS.CpuUsage) => {
    // Process-wide, so it counts the worker threads: what the wall time is on idle cores, times the workers.
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  try {
    await preview(99, MOCKUP_SCENE_IDS); // warm-up: workers started, fonts and code loaded
    const shown: number[] = [];
    const shownCpu: number[] = [];
    const again: number[] = [];
    const every: number[] = [];
    const live: number[] = [];
    const liveCpu: number[] = [];
    const kits: number[] = [];
    const kitCpu: number[] = [];
    let files = 0;
    for (let i = 0; i < runs; i++) {
      sourceOf(i);
      sourceOf(i + runs);
      const source = kitSource(i);
      let started = performance.now();
      let cpu = process.cpuUsage();
      await preview(i, scenesOf(i));
      shown.push(performance.now() - started);
      shownCpu.push(cpuMs(cpu));
      started = performance.now();
      await preview(i, scenesOf(i));
      again.push(performance.now() - started);
      started = performance.now();
      await preview(i + runs, MOCKUP_SCENE_IDS);
      every.push(performance.now() - started);
      // An edit: a design the workers have not drawn yet, so its logo is composed afresh.
      const { design } = sourceOf(i);
      const edited = { ...design, colors: { ...design.colors, primary: "#2F6F5E" } };
      started = performance.now();
      cpu = process.cpuUsage();
      await pool.run("mockupScene", {
        design: edited,
        scene: scenesOf(i)[0]!,
        width: SCENE_EDITOR_WIDTH,
        watermarked: true,
        copy: copyOf(i),
      });
      live.push(performance.now() - started);
      liveCpu.push(cpuMs(cpu));
      started = performance.now();
      cpu = process.cpuUsage();
      const kit = await buildKit(pool, {
        ...source,
        mockups: { scenes: scenesOf(i), copy: copyOf(i) },
      });
      kits.push(performance.now() - started);
      kitCpu.push(cpuMs(cpu));
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
        metric: "the same 8 again (a revisit: from the preview cache), wall",
        value: `p50 ${fmt(summarize(again).p50, 1)} ms`,
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
        metric: "the same, CPU time",
        value: `p50 ${fmt(summarize(liveCpu).p50, 0)} ms`,
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
