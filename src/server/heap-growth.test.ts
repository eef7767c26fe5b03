import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The young generation's size (MB) at the start and after each step of `steps`, in a fresh process
 * (the test's own heap has long grown). Each step builds 40 MB of arrays that all stay reachable, as a model or an
 * index does, inside buildLongLivedData or outside it.
 */
function youngSizes(steps: string[], nodeArgs: string[] = []): number[] {
  const script = `
    import v8 from "node:v8";
    import { buildLongLivedData } from "./src/server/heap-growth.ts";
    const kept = [];
    const build = () => { for (let i = 0; i < 40_000; i++) kept.push(new Array(128).fill(i)); };
    const young = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size / 1048576;
    const sizes = [young()];
    for (const step of ${JSON.stringify(steps)}) {
      if (step === "held") buildLongLivedData(build);
      else if (step === "held, throwing") { try { buildLongLivedData(() => { build(); throw new Error("x"); }); } catch {} }
      else if (step === "nested") buildLongLivedData(() => { buildLongLivedData(build); build(); });
      else build();
      sizes.push(young());
    }
    console.log(JSON.stringify(sizes));
  `;
  const out = execFileSync(
    process.execPath,
    [...nodeArgs, "--import", "tsx", "--input-type=module", "-e", script],
    {
      cwd: ROOT,
      encoding: "utf8",
    },
  );
  return JSON.parse(out.trim().split("\n").at(-1)!) as number[];
}

describe("buildLongLivedData", () => {
  it("keeps the young generation at its size while data that stays is built, and lets it grow after", () => {
    const [start, held, after] = youngSizes(["held", "plain"]);
    expect(held).toBe(start);
    expect(after).toBeGreaterThan(start! * 2);
  });

  it("without it, the same build grows the young generation", () => {
    const [start, plain] = youngSizes(["plain"]);
    expect(plain).toBeGreaterThan(start! * 2);
  });

  it("restores the growth after a build that throws, and only when the outermost build ends", () => {
    const [start, threw, after] = youngSizes(["held, throwing", "plain"]);
    expect(threw).toBe(start);
    expect(after).toBeGreaterThan(start! * 2);
    const [nestedStart, nested] = youngSizes(["nested"]);
    expect(nested).toBe(nestedStart);
  });

  it("restores the growth factor the process was started with", () => {
    // Started with no growth, the process keeps none after a build (a default of 2 would grow).
    const [start, held, after] = youngSizes(["held", "plain"], ["--semi-space-growth-factor=1"]);
    expect(held).toBe(start);
    expect(after).toBe(start);
  });
});
