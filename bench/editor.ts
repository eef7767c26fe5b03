import path from "node:path";
import { signIn } from "./client";
import { makeTempDir, startAppServer } from "./procs";
import { fmt, type Row } from "./report";
import { summarize } from "./stats";

/**
 * The logo editor's promise: every change re-renders on the server in under 150 ms (median).
 * Starts its own server on the served build, makes a brand with a chosen logo through the API,
 * then sends edit previews one at a time (as one person editing does), each a different change,
 * and reads the server's own time from the Server-Timing header (compose, render, watermark,
 * WebP, plus the ownership and symbol checks). The client's round trip is reported beside it.
 */

const PREVIEWS = Number(process.env.BENCH_EDITOR_PREVIEWS ?? 60);
const WARMUP = 5;
const TARGET_MS = 150;

type Design = Record<string, unknown> & { colors: Record<string, string> };

const EDITS: Array<(d: Design, i: number) => Design> = [
  (d, i) => ({ ...d, colors: { ...d.colors, background: i % 2 ? "#0D1226" : "#F7F1E8" } }),
  (d, i) => ({ ...d, typeface: ["grotesk", "serif-bold", "rounded", "condensed"][i % 4] }),
  (d, i) => ({ ...d, layout: ["stacked", "horizontal", "stacked-left", "emblem", "wordmark"][i % 5] }),
  (d, i) => ({ ...d, tagline: i % 3 ? `Fresh batch ${i}` : null }),
  (d, i) => ({ ...d, letterSpacing: (i % 10) / 40 }),
  (d, i) => ({ ...d, textCase: ["as-typed", "upper", "lower"][i % 3] }),
  (d, i) => ({ ...d, name: `${String(d.name)}${"o".repeat(i % 3)}` }),
];

export async function editorBench(serverCwd: string): Promise<Row[]> {
  const dataDir = makeTempDir("brand-bench-editor-");
  const server = await startAppServer({
    dataDir,
    root: serverCwd,
    logFile: path.join(dataDir, "server.log"),
  });
  try {
    const client = await signIn(server.url, { name: "Editor Bench", email: "bench-editor@example.com" });
    const { session } = await client.call<{ session: { id: string } }>("/api/sessions", {
      category: "food-beverage",
      description:
        "A neighbourhood sourdough bakery baking bread and croissants every morning, with coffee to go.",
    });
    const { names } = await client.call<{ names: Array<{ name: string }> }>(
      `/api/sessions/${session.id}/names`,
      {},
    );
    await client.call(`/api/sessions/${session.id}/name`, { name: names[0]!.name }, "PUT");
    const { options } = await client.call<{ options: Array<{ id: string }> }>(
      `/api/sessions/${session.id}/logos`,
      {},
    );
    const logoId = options[0]!.id;
    await client.call(`/api/sessions/${session.id}/logo`, { logoId }, "PUT");
    const { design } = await client.call<{ design: Design }>(`/api/logos/${logoId}/editor`);

    const server_: number[] = [];
    const roundTrip: number[] = [];
    let current = design;
    for (let i = 0; i < WARMUP + PREVIEWS; i++) {
      current = EDITS[i % EDITS.length]!(current, i);
      const started = performance.now();
      const res = await client.fetch(`/api/logos/${logoId}/edit-preview`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ design: current }),
      });
      const bytes = await res.arrayBuffer();
      const elapsed = performance.now() - started;
      if (res.status !== 200 || bytes.byteLength === 0)
        throw new Error(`edit preview ${i} -> ${res.status}: ${Buffer.from(bytes).toString().slice(0, 200)}`);
      const timing = Number(res.headers.get("server-timing")?.match(/dur=([\d.]+)/)?.[1]);
      if (i < WARMUP) continue;
      server_.push(timing);
      roundTrip.push(elapsed);
    }
    const s = summarize(server_);
    const rt = summarize(roundTrip);
    return [
      {
        section: "Logo editor",
        metric: `edit preview, server time (median of ${s.n})`,
        value: fmt(s.p50, 1, " ms"),
        target: `< ${TARGET_MS} ms`,
        met: s.p50 < TARGET_MS,
      },
      { section: "Logo editor", metric: "edit preview, server time p99", value: fmt(s.p99, 1, " ms") },
      {
        section: "Logo editor",
        metric: "edit preview, client round trip (median)",
        value: fmt(rt.p50, 1, " ms"),
      },
    ];
  } finally {
    await server.stop();
  }
}
