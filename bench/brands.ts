import { CATEGORIES, signIn } from "./client";
import { runPool, type Summary, summarize } from "./stats";

export type BrandsResult = { brands: number; pageSize: number; requests: number; ms: Summary };

/**
 * My brands for a user with many brands: the first page of GET /api/brands, one request at a
 * time (server time plus a loopback round trip), after a short warm-up.
 */
export async function brandsBench(baseUrl: string, tag: string, brandCount = 200): Promise<BrandsResult> {
  const client = await signIn(baseUrl, { name: "Many Brands", email: `bench-brands-${tag}@example.com` });
  await runPool(brandCount, 4, Date.now() + 120_000, async (i) => {
    await client.call("/api/sessions", {
      category: CATEGORIES[i % CATEGORIES.length],
      description: `Brand number ${i + 1} of a founder with many ideas: a shop, a studio or a small cafe (${tag}).`,
    });
  });
  const times: number[] = [];
  let pageSize = 0;
  for (let i = 0; i < 110; i++) {
    const t = performance.now();
    const page = await client.call<{ brands: unknown[] }>("/api/brands");
    const ms = performance.now() - t;
    pageSize = page.brands.length;
    if (i >= 10) times.push(ms);
  }
  return { brands: brandCount, pageSize, requests: times.length, ms: summarize(times) };
}
