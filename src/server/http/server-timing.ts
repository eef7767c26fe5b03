import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";

/**
 * Server-Timing for API responses: the time spent waiting on outside services (the AI provider's
 * HTTP calls) apart from the server's own time, so load tests read the server's cost from the
 * header instead of subtracting an assumed provider delay (issue 33).
 */
type Timing = { spans: Map<string, number> };

const current = new AsyncLocalStorage<Timing>();

/** Times `fn` as `name` in the current request's Server-Timing (sums repeated calls). */
export async function timed<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const timing = current.getStore();
  if (!timing) return fn();
  const started = performance.now();
  try {
    return await fn();
  } finally {
    timing.spans.set(name, (timing.spans.get(name) ?? 0) + performance.now() - started);
  }
}

/** `app` is the request's time less the outside calls; each outside call kind has its own entry. */
export function serverTiming(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const timing: Timing = { spans: new Map() };
    await current.run(timing, next);
    const total = performance.now() - started;
    let outside = 0;
    const entries: string[] = [];
    for (const [name, ms] of timing.spans) {
      outside += ms;
      entries.push(`${name};dur=${ms.toFixed(1)}`);
    }
    c.header("Server-Timing", [`app;dur=${(total - outside).toFixed(1)}`, ...entries].join(", "));
  };
}
