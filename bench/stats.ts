/** Small numeric helpers shared by the bench sections. */

export type Summary = { n: number; p50: number; p99: number; mean: number; min: number; max: number };

/** Nearest-rank percentile of an unsorted sample (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0)
    return { n: 0, p50: Number.NaN, p99: Number.NaN, mean: Number.NaN, min: Number.NaN, max: Number.NaN };
  let sum = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return {
    n: values.length,
    p50: round(percentile(values, 50)),
    p99: round(percentile(values, 99)),
    mean: round(sum / values.length),
    min: round(min),
    max: round(max),
  };
}

export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `count` jobs with at most `concurrency` in flight; stops early past `deadline` (epoch ms). */
export async function runPool<T>(
  count: number,
  concurrency: number,
  deadline: number,
  job: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    for (;;) {
      const index = next++;
      if (index >= count || Date.now() > deadline) return;
      results[index] = await job(index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, count)) }, worker));
  return results.filter((r) => r !== undefined);
}
