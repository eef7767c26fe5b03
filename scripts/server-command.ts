import path from "node:path";

/**
 * How `npm start` runs the server, shared with the bench so it measures the same thing: the
 * bundle under plain node (no TypeScript loader in the serving process), with glibc's malloc
 * held to two arenas. Node's worker threads (PGlite's WASM, sharp, zlib) otherwise each grow an
 * arena of their own that is rarely given back, which shows up as RSS and nothing else.
 */
export function serverCommand(root: string, env: NodeJS.ProcessEnv = process.env) {
  return {
    command: process.execPath,
    args: [path.join(root, "dist/server/main.mjs")],
    env: { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2" },
  };
}
