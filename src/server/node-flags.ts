import { pathToFileURL } from "node:url";
import { hostMachine, type Machine, tightMemoryBudget } from "./env";

/**
 * The request thread's young generation (V8's semi-space, MB) on a budget with room for no second
 * render worker (`bandReleaseForBudget`, 512 MB on either database). V8's default lets it grow to
 * 3 x 16 MB while generation and kit builds are in flight, and its pages stay resident: capped at
 * 4 MB, the embedded database's memory mix peaked ~20-40 MB lower (decision 033, "Later").
 */
export const TIGHT_BUDGET_SEMI_SPACE_MB = 4;

/**
 * The node flags the server bundle runs with, decided before it starts: V8 reads them when it
 * sets up the heap, and `v8.setFlagsFromString` afterwards does not resize the young generation.
 * `npm start` and the bench (scripts/server-command.ts) and the Docker image (this file, bundled
 * as dist/server/node-flags.mjs, which prints them) share this.
 * - On the embedded database PGlite's WASM stays in V8's baseline compiler (`--liftoff-only`,
 *   see server-command.ts).
 * - The young generation's cap: SERVER_SEMI_SPACE_MB when set (0: V8's default), else
 *   `TIGHT_BUDGET_SEMI_SPACE_MB` on a tight budget (MEMORY_BUDGET_MB, else the container's cgroup
 *   limit, else the machine's memory, as the server sizes its render pool).
 */
export function serverNodeFlags(env: NodeJS.ProcessEnv, machine: Machine = hostMachine): string[] {
  const embedded = !env.DATABASE_URL;
  const setting = env.SERVER_SEMI_SPACE_MB?.trim();
  let semiSpaceMb: number | undefined;
  if (setting) {
    semiSpaceMb = Number(setting);
    if (!Number.isInteger(semiSpaceMb) || semiSpaceMb < 0 || semiSpaceMb > 256)
      throw new Error(`SERVER_SEMI_SPACE_MB must be a whole number of MB from 0 to 256, not "${setting}"`);
  } else if (tightMemoryBudget(env, machine)) semiSpaceMb = TIGHT_BUDGET_SEMI_SPACE_MB;
  return [
    ...(embedded ? ["--liftoff-only"] : []),
    ...(semiSpaceMb ? [`--max-semi-space-size=${semiSpaceMb}`] : []),
  ];
}

// Run as a script (the Docker image's command): print the flags, one line, for the shell.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(serverNodeFlags(process.env).join(" "));
}
