import v8 from "node:v8";

/**
 * V8's growth factor for the young generation when the process was started: its own default
 * (`node --v8-options`: 2) unless the command line or NODE_OPTIONS set one.
 */
function startingGrowthFactor(): number {
  const flags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
  for (const flag of flags.reverse()) {
    const match = /^--semi[-_]space[-_]growth[-_]factor=(\d+)$/.exec(flag);
    if (match) return Number(match[1]);
  }
  return 2;
}

let depth = 0;

/**
 * Runs `build`, which makes data the process keeps for as long as it runs (wink's English model,
 * the icon vocabulary), with the young generation held at the size it has. Nearly everything such a
 * build allocates survives; V8 reads that survival as a reason to grow the young generation (by
 * its growth factor at each collection, up to 3 x 16 MB), whose pages then stay resident, although
 * the data is copied on to the old generation all the same. Held, a process that reads its first
 * description peaks ~5-10 MB lower (decision 043). Like the flags main.ts sets as it starts
 * (env.ts, `serverRuntimeV8Flags`), this is a flag V8 reads while it runs, at each young
 * collection; it is restored when the outermost build ends, whether or not it threw. V8's flags
 * are the process's: a render worker's young generation does not grow during such a build either
 * (the workers' is capped small in any case, and they build none of this data).
 */
export function buildLongLivedData<T>(build: () => T): T {
  if (depth === 0) v8.setFlagsFromString("--semi-space-growth-factor=1");
  depth++;
  try {
    return build();
  } finally {
    depth--;
    if (depth === 0) v8.setFlagsFromString(`--semi-space-growth-factor=${startingGrowthFactor()}`);
  }
}
