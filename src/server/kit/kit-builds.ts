/**
 * Kits being built in this process: a second request for the same kit waits for the first build
 * instead of starting another, and the download step asks here how far the build has come.
 */
export class KitBuilds<T> {
  private readonly running = new Map<string, { done: number; total: number; result: Promise<T> }>();

  progress(key: string): { done: number; total: number } | null {
    const entry = this.running.get(key);
    return entry ? { done: entry.done, total: entry.total } : null;
  }

  run(key: string, build: (progress: (done: number, total: number) => void) => Promise<T>): Promise<T> {
    const existing = this.running.get(key);
    if (existing) return existing.result;
    const entry = { done: 0, total: 1, result: Promise.resolve() as unknown as Promise<T> };
    entry.result = build((done, total) => {
      entry.done = done;
      entry.total = total;
    }).finally(() => this.running.delete(key));
    this.running.set(key, entry);
    return entry.result;
  }
}
