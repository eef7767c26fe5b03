import { performance } from "node:perf_hooks";
import { requestBrief } from "@/server/brief/read-brief";
import { tracedDesignFrame } from "@/server/providers/logos/design/pick-design";
import type { LogoRequest } from "@/server/providers/logos/types";
import { RENDER_POOL_DEFAULTS, RenderPool } from "@/server/render/render-pool";
import { type FakeSymbol, fakeSymbolImage } from "@/test/fake-symbol-image";
import { check, fmt, type Row } from "./report";
import { round, summarize } from "./stats";

/**
 * The live logo path after the image model has answered: background removal, tracing to vector
 * and composition with the name, on a 1024 px picture like the image model's (the tests' fake),
 * in the render pool as the server runs it. The request thread only picks the design's frame
 * from the brief; its event-loop utilisation during the runs shows the work stayed off it.
 */

const REQUESTS: Array<Omit<LogoRequest, "signal">> = [
  {
    name: "Kopi Senja",
    description: "A small coffee bar serving single-origin pour-overs and pandan pastries at dusk.",
    category: "food-beverage",
    seed: 11,
    variant: 0,
  },
  {
    name: "Green Hollow",
    description: "A plant nursery selling native shrubs, herbs and seedlings to home gardeners.",
    category: "retail-ecommerce",
    seed: 23,
    variant: 1,
  },
];
const KINDS: FakeSymbol[] = ["cup", "leaf"];

export async function aiLogoBenchRows(runs = 20): Promise<Row[]> {
  const pool = new RenderPool({ ...RENDER_POOL_DEFAULTS, idleMs: 0 });
  const S = `AI logo path (render pool of ${pool.size}, fixture 1024 px image)`;
  try {
    const images = await Promise.all(KINDS.map((k) => fakeSymbolImage(k)));
    // Runs carry the brand's stored brief, read once when the brand was made.
    const requests = REQUESTS.map((r) => ({ ...r, brief: requestBrief(r) }));
    const one = async (i: number) => {
      const image = images[i % images.length]!;
      const frame = tracedDesignFrame(requests[i % requests.length]!);
      return pool.run("aiLogo", { image: new Uint8Array(image), frame });
    };
    await one(0); // warm-up: a worker started, code and fonts loaded
    await one(1);
    const times: number[] = [];
    const elu = performance.eventLoopUtilization();
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const logo = await one(i);
      times.push(performance.now() - started);
      if (logo.png.length < 1000) throw new Error("the AI path made an empty logo");
    }
    const mainThread = performance.eventLoopUtilization(elu);
    const ms = summarize(times);
    return [
      {
        section: S,
        metric: "background removal + tracing + composition + render, one at a time",
        value: `p50 ${fmt(ms.p50)} / p99 ${fmt(ms.p99)} ms; n=${ms.n}`,
        target: "p50 < 400 ms",
        met: check(ms.n > 0 && ms.p50 < 400),
      },
      {
        section: S,
        metric: "request thread busy during those runs (event-loop utilisation)",
        value: `${fmt(round(mainThread.utilization * 100, 1), 1)}%`,
        target: "< 5% (off the main thread)",
        met: check(mainThread.utilization < 0.05),
      },
    ];
  } finally {
    await pool.close();
  }
}
