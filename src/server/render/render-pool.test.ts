import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { ConfigError, cgroupLimitMb, loadConfig } from "@/server/env";
import { readPngText } from "@/server/images/png-text";
import { renderDemoLogo } from "@/server/providers/logos/demo-logo-render";
import { pickDemoDesign } from "@/server/providers/logos/design/pick-design";
import {
  bandReleaseForBudget,
  poolSizeForBudget,
  RENDER_WORKERS,
  RenderPool,
  RenderTaskError,
} from "./render-pool";

const request = (seed: number) => ({
  name: "Kopi Senja",
  category: "food-beverage" as const,
  description: "A small coffee bar serving single-origin pour-overs and pandan pastries at dusk.",
  seed,
  variant: seed % 2,
});
/** The demo task's input: the design is picked on the calling thread. */
const job = (seed: number) => ({ design: pickDemoDesign(request(seed)) });

describe("render pool", () => {
  const pool = new RenderPool(2);
  afterAll(() => pool.close());

  it("renders in worker threads exactly what the same code renders in-process", async () => {
    const [a, b, c] = await Promise.all([
      pool.run("demoLogo", job(1)),
      pool.run("demoLogo", job(2)),
      pool.run("demoLogo", job(3)),
    ]);
    expect(Buffer.isBuffer(a.png)).toBe(true);
    expect(a.png.equals(renderDemoLogo(request(1)).png)).toBe(true);
    expect(a.svg).toBe(renderDemoLogo(request(1)).svg);
    expect(new Set([a.svg, b.svg, c.svg]).size).toBe(3);
  });

  it("moves an input's byte arrays to the worker when asked, instead of copying them", async () => {
    const big = Buffer.from(new ArrayBuffer(1 << 20)).fill(7);
    const kept = Buffer.from(new ArrayBuffer(1 << 20)).fill(7);
    const mtime = new Date("2026-11-24T00:00:00Z");
    const moved = await pool.run(
      "kitZip",
      { root: "kit", files: [{ path: "a.bin", data: big }], mtime },
      { transfer: true },
    );
    const copied = await pool.run("kitZip", { root: "kit", files: [{ path: "a.bin", data: kept }], mtime });
    expect(big.byteLength).toBe(0); // detached: the worker owns it now
    expect(kept.byteLength).toBe(1 << 20);
    expect(moved.equals(copied)).toBe(true);
  });

  it("makes the stored PNG with its brand-name metadata and both previews", async () => {
    const { png } = await pool.run("demoLogo", job(4));
    const files = await pool.run("logoFiles", { png, brandName: "Kopi Senja" });
    expect(readPngText(files.png).Title).toBe("Kopi Senja");
    expect([files.width, files.height]).toEqual([1024, 1024]);
    const marked = await sharp(files.previews.marked).metadata();
    expect([marked.format, marked.width]).toEqual(["webp", 512]);
    expect(files.previews.clean.equals(files.previews.marked)).toBe(false);
  });

  it("reports a failing task as an error and keeps working", async () => {
    await expect(pool.run("jpeg", new Uint8Array([1, 2, 3]))).rejects.toBeInstanceOf(RenderTaskError);
    const { png } = await pool.run("demoLogo", job(5));
    expect((await sharp(await pool.run("jpeg", png)).metadata()).format).toBe("jpeg");
  });

  it("replaces a worker that dies, failing only the job it held", async () => {
    const own = new RenderPool(1);
    try {
      await own.run("demoLogo", job(6));
      const running = own.run("demoLogo", job(7));
      const queued = own.run("demoLogo", job(8));
      // Kill the only worker while it holds a job.
      await (
        own as unknown as { slots: Array<{ worker: { terminate(): Promise<number> } }> }
      ).slots[0]!.worker.terminate();
      await expect(running).rejects.toBeInstanceOf(RenderTaskError);
      expect((await queued).png.length).toBeGreaterThan(1000);
    } finally {
      await own.close();
    }
  });

  it("lets idle workers go and starts new ones for later work", async () => {
    const own = new RenderPool({ size: 2, idleMs: 20 });
    try {
      const both = Promise.all([own.run("demoLogo", job(10)), own.run("demoLogo", job(11))]);
      // Two jobs at once start two workers (counted now: one may idle out before the other ends).
      expect(own.workers).toBe(2);
      await both;
      await vi.waitFor(() => expect(own.workers).toBe(0), { timeout: 10_000, interval: 20 });
      expect((await own.run("demoLogo", job(12))).png.length).toBeGreaterThan(1000);
      expect(own.workers).toBe(1);
    } finally {
      await own.close();
    }
  });

  it("refuses work after close", async () => {
    const own = new RenderPool(1);
    await own.close();
    await expect(own.run("demoLogo", job(9))).rejects.toThrow(/closed/);
  });
});

describe("render pool settings", () => {
  const base = { NODE_ENV: "test", DATA_DIR: "./.data-test" };
  const unlimited = { cgroupLimitMb: () => undefined, totalMb: () => 16_384 };
  it("reads the pool's size, worker heap cap and idle time from the environment", () => {
    const config = loadConfig(
      { ...base, RENDER_WORKERS: "1", RENDER_WORKER_HEAP_MB: "96", RENDER_IDLE_S: "2.5" },
      unlimited,
    );
    expect(config.render).toEqual({ size: 1, workerHeapMb: 96, idleMs: 2500 });
    // Unset: every core a worker on a machine with memory to spare.
    expect(loadConfig({ ...base, RENDER_WORKERS: "" }, unlimited).render).toEqual({ size: RENDER_WORKERS });
  });

  it("sizes the pool for a memory budget (given, the cgroup's or the machine's) unless RENDER_WORKERS says", () => {
    expect(poolSizeForBudget(512, true, 8)).toBe(1);
    expect(poolSizeForBudget(512, false, 8)).toBe(1);
    expect(poolSizeForBudget(768, true, 8)).toBe(3);
    expect(poolSizeForBudget(768, false, 8)).toBe(4);
    expect(poolSizeForBudget(1024, true, 8)).toBe(5);
    expect(poolSizeForBudget(4096, true, 2)).toBe(2);
    const limited = { cgroupLimitMb: () => 512, totalMb: () => 16_384 };
    expect(loadConfig(base, limited)).toMatchObject({
      memoryBudget: { mb: 512, from: "cgroup" },
      render: { size: 1 },
    });
    expect(loadConfig({ ...base, MEMORY_BUDGET_MB: "768" }, limited)).toMatchObject({
      memoryBudget: { mb: 768, from: "MEMORY_BUDGET_MB" },
      render: { size: Math.min(2, RENDER_WORKERS) },
    });
    // A budget with no room for a second worker also releases kit band renders sooner (decision 033).
    expect(loadConfig({ ...base, RENDER_WORKERS: "3" }, limited).render).toEqual({
      size: 3,
      bandReleaseMb: 16,
    });
    expect(loadConfig(base, { cgroupLimitMb: () => undefined, totalMb: () => 512 })).toMatchObject({
      memoryBudget: { mb: 512, from: "machine" },
      render: { size: 1 },
    });
    expect(loadConfig({ ...base, DATABASE_URL: "postgres://db/app" }, limited).render).toEqual({
      size: 1,
      bandReleaseMb: 16,
    });
    expect(bandReleaseForBudget(512, true)).toBe(16);
    expect(bandReleaseForBudget(512, false)).toBe(16);
    expect(bandReleaseForBudget(768, true)).toBeUndefined();
    expect(bandReleaseForBudget(16_384, false)).toBeUndefined();
  });

  it("reads the cgroup's memory limit, and no limit from 'max' or one above the machine's memory", () => {
    const files = (v2?: string, v1?: string) => (file: string) => {
      const text = file.endsWith("memory.max") ? v2 : v1;
      if (text === undefined) throw new Error("ENOENT");
      return `${text}\n`;
    };
    expect(cgroupLimitMb(files(String(512 * 2 ** 20)), 16_000)).toBe(512);
    expect(cgroupLimitMb(files("max"), 16_000)).toBeUndefined();
    expect(cgroupLimitMb(files(undefined, String(2 ** 30)), 16_000)).toBe(1024);
    expect(cgroupLimitMb(files(undefined, "9223372036854771712"), 16_000)).toBeUndefined();
    expect(cgroupLimitMb(files(), 16_000)).toBeUndefined();
  });

  it("finds the limit of the cgroup /proc/self/cgroup names, or of a parent, the smallest counting", () => {
    const machine = (tree: Record<string, string>) => (file: string) => {
      const text = tree[file];
      if (text === undefined) throw new Error("ENOENT");
      return `${text}\n`;
    };
    const mb = (n: number) => String(n * 2 ** 20);
    // A systemd unit with MemoryMax= on its slice; the unit itself has none.
    const unit = {
      "/proc/self/cgroup": "0::/system.slice/brand-studio.service",
      "/sys/fs/cgroup/system.slice/brand-studio.service/memory.max": "max",
      "/sys/fs/cgroup/system.slice/memory.max": mb(768),
    };
    expect(cgroupLimitMb(machine(unit), 16_000)).toBe(768);
    expect(
      cgroupLimitMb(
        machine({ ...unit, "/sys/fs/cgroup/system.slice/brand-studio.service/memory.max": mb(512) }),
        16_000,
      ),
    ).toBe(512);
    // cgroup v1, a container in the host's namespace.
    const v1 = {
      "/proc/self/cgroup": "12:cpu,cpuacct:/docker/abc\n4:memory:/docker/abc\n0::/",
      "/sys/fs/cgroup/memory/docker/abc/memory.limit_in_bytes": mb(640),
      "/sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712",
    };
    expect(cgroupLimitMb(machine(v1), 16_000)).toBe(640);
  });

  it("refuses settings that would starve or overrun the pool, naming each", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
        return [];
      } catch (error) {
        return error instanceof ConfigError ? error.problems : [String(error)];
      }
    };
    const found = problems({ RENDER_WORKERS: "0", RENDER_WORKER_HEAP_MB: "16", RENDER_IDLE_S: "soon" });
    expect(found.map((p) => p.split(":")[0])).toEqual([
      "RENDER_WORKERS",
      "RENDER_WORKER_HEAP_MB",
      "RENDER_IDLE_S",
    ]);
  });
});
