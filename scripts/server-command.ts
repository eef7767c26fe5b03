import path from "node:path";
import { serverNodeFlags } from "../src/server/node-flags";

/**
 * How `npm start` runs the server, shared with the bench so it measures the same thing: the
 * bundle under plain node (no TypeScript loader in the serving process), with glibc's malloc
 * held to two arenas (Node's worker threads, sharp and zlib otherwise each grow an arena of
 * their own that is rarely given back, which shows up as RSS and nothing else), and with every
 * allocation of 256 KB or more mapped on its own (glibc otherwise raises that threshold after the
 * first large free, up to 32 MB, and the render pool's rasters and encoded images then fill the
 * arenas, which keep the pages: 406 MB against 213 MB RSS 40 s after the bench's memory mix on
 * PostgreSQL; decision 018).
 *
 * On the embedded database V8 keeps PGlite's WASM in its baseline compiler (Liftoff): the
 * optimising tier recompiles PostgreSQL's hot functions in the background while the server
 * starts, which cost ~0.4 s of start-up and ~45 MB of RSS here, and bought ~5% per statement
 * (most of a statement's time is spent outside WASM).
 *
 * resvg's native module allocates with its own mimalloc, which leaves the free pages of a thread
 * that has exited (a render worker retired after its idle spell) resident until another thread
 * reuses them: ~40 MB in some runs of the bench's memory mix, 60 s after it. Purging abandoned
 * pages gives them back when the worker leaves (decision 028). Freed pages are also purged at
 * once instead of after mimalloc's 10 ms delay: with the delay, ~12 MB of the arena was still
 * resident 60 s after the bench's memory mix on PGlite, the worker long gone (decision 038).
 *
 * On a budget with room for no second render worker the request thread's young generation is
 * capped (src/server/node-flags.ts, which also decides `--liftoff-only`).
 */
export function serverCommand(root: string, env: NodeJS.ProcessEnv = process.env) {
  return {
    command: process.execPath,
    args: [...serverNodeFlags(env), path.join(root, "dist/server/main.mjs")],
    env: {
      ...env,
      MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2",
      MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? "262144",
      MIMALLOC_ABANDONED_PAGE_PURGE: env.MIMALLOC_ABANDONED_PAGE_PURGE ?? "1",
      MIMALLOC_PURGE_DELAY: env.MIMALLOC_PURGE_DELAY ?? "0",
    },
  };
}
