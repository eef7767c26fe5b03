import type { MiddlewareHandler } from "hono";

/**
 * Server-Timing for API responses: the time spent waiting on outside services (the AI provider's
 * HTTP calls) apart from the server's own time, so load tests read the server's cost from the
 * header instead of subtracting an assumed provider delay (issue 33).
 *
 * The request's timing is carried on the Hono context and handed to the provider calls with their
 * other per-request options (as the abort signal is), not through AsyncLocalStorage: on Node 20
 * an enabled AsyncLocalStorage runs async hooks on every promise of the process, which cost every
 * request's database statements more than the routes' own code (decision 029).
 */
export class RequestTiming {
  readonly spans = new Map<string, number>();

  /** Times `fn` as `name` (sums repeated calls). */
  async time<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await fn();
    } finally {
      this.spans.set(name, (this.spans.get(name) ?? 0) + performance.now() - started);
    }
  }
}

/** Times `fn` as `name` in a request's Server-Timing, when there is one to time it in. */
export function timed<T>(timing: RequestTiming | undefined, name: string, fn: () => Promise<T>): Promise<T> {
  return timing ? timing.time(name, fn) : fn();
}

/** `app` is the request's time less the outside calls; each outside call kind has its own entry. */
export function serverTiming(): MiddlewareHandler<{ Variables: { timing?: RequestTiming } }> {
  return async (c, next) => {
    const started = performance.now();
    const timing = new RequestTiming();
    c.set("timing", timing);
    await next();
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
