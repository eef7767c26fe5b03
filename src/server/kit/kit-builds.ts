/**
 * Kits being built in this process: a second request for the same kit waits for the first build
 * instead of starting another, and the download step asks here how far the build has come.
 *
 * At most `limit()` different kits are built at once; the others wait their turn (their progress
 * reads 0 until they start). Every kit's jobs share the render pool, so builds side by side only
 * interleave there: each takes longer and, until it is zipped, its files all wait on the request
 * thread, while one kit's jobs alone keep a small pool busy (decision 033).
 */
export class KitBuilds<T> {
  private readonly running = new Map<string, { done: number; total: number; result: Promise<T> }>();
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: () => number = () => Number.POSITIVE_INFINITY) {}

  progress(key: string): { done: number; total: number } | null {
    const entry = this.running.get(key);
    return entry ? { done: entry.done, total: entry.total } : null;
  }

  run(key: string, build: (progress: (done: number, total: number) => void) => Promise<T>): Promise<T> {
    const existing = this.running.get(key);
    if (existing) return existing.result;
    const entry = { done: 0, total: 1, result: Promise.resolve() as unknown as Promise<T> };
    entry.result = this.turn()
      .then(async (release) => {
        try {
          return await build((done, total) => {
            entry.done = done;
            entry.total = total;
          });
        } finally {
          release();
        }
      })
      .finally(() => this.running.delete(key));
    this.running.set(key, entry);
    return entry.result;
  }

  /** Waits for a free place among the builds; the function it gives frees the place. */
  private async turn(): Promise<() => void> {
    if (this.active >= Math.max(1, this.limit()))
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    return () => {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    };
  }
}
