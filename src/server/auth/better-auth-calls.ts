import { AsyncLocalStorage } from "node:async_hooks";

/**
 * better-auth runs its handler and its API calls inside AsyncLocalStorage instances of its own (the
 * endpoint context, the request state, the adapter), kept on a process-wide global. On Node 20 an
 * AsyncLocalStorage that has been run once keeps async hooks on for the rest of the process: every
 * promise of every request (Hono's, Kysely's, pg's) then runs a hook, after the first sign-in and
 * for good. Nothing but better-auth's own calls reads those storages, so they are switched off
 * whenever none of its calls is running, and its next call switches them on again (`run` does);
 * the hooks go off with them (decision 029).
 *
 * Every call into better-auth goes through `inBetterAuth`: a call made around it could find its
 * storage switched off halfway when another call ends.
 */
let running = 0;

export async function inBetterAuth<T>(call: () => Promise<T>): Promise<T> {
  running++;
  try {
    return await call();
  } finally {
    if (--running === 0) for (const storage of betterAuthStorages()) storage.disable();
  }
}

/** better-auth's storages made so far (it makes each on first use), on its global (`Symbol.for`). */
export function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    Symbol.for("better-auth:global")
  ];
  return Object.values(global?.context ?? {}).filter(
    (value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage,
  );
}
