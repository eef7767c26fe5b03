import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { readPngText } from "../images/png-text";
import { renderDemoLogo } from "../providers/logos/demo-logo-render";
import { RenderPool, RenderTaskError } from "./render-pool";

const request = (seed: number) => ({
  name: "Kopi Senja",
  category: "food-beverage" as const,
  description: "A small coffee bar serving single-origin pour-overs and pandan pastries at dusk.",
  seed,
  variant: seed % 2,
});

describe("render pool", () => {
  const pool = new RenderPool(2);
  afterAll(() => pool.close());

  it("renders in worker threads exactly what the same code renders in-process", async () => {
    const [a, b, c] = await Promise.all([
      pool.run("demoLogo", request(1)),
      pool.run("demoLogo", request(2)),
      pool.run("demoLogo", request(3)),
    ]);
    expect(Buffer.isBuffer(a.png)).toBe(true);
    expect(a.png.equals(renderDemoLogo(request(1)).png)).toBe(true);
    expect(a.svg).toBe(renderDemoLogo(request(1)).svg);
    expect(new Set([a.svg, b.svg, c.svg]).size).toBe(3);
  });

  it("makes the stored PNG with its brand-name metadata and both previews", async () => {
    const { png } = await pool.run("demoLogo", request(4));
    const files = await pool.run("logoFiles", { png, brandName: "Kopi Senja" });
    expect(readPngText(files.png).Title).toBe("Kopi Senja");
    expect([files.width, files.height]).toEqual([1024, 1024]);
    const marked = await sharp(files.previews.marked).metadata();
    expect([marked.format, marked.width]).toEqual(["webp", 512]);
    expect(files.previews.clean.equals(files.previews.marked)).toBe(false);
  });

  it("reports a failing task as an error and keeps working", async () => {
    await expect(pool.run("jpeg", new Uint8Array([1, 2, 3]))).rejects.toBeInstanceOf(RenderTaskError);
    const { png } = await pool.run("demoLogo", request(5));
    expect((await sharp(await pool.run("jpeg", png)).metadata()).format).toBe("jpeg");
  });

  it("replaces a worker that dies, failing only the job it held", async () => {
    const own = new RenderPool(1);
    try {
      await own.run("demoLogo", request(6));
      const running = own.run("demoLogo", request(7));
      const queued = own.run("demoLogo", request(8));
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

  it("refuses work after close", async () => {
    const own = new RenderPool(1);
    await own.close();
    await expect(own.run("demoLogo", request(9))).rejects.toThrow(/closed/);
  });
});
