import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

/**
 * Reads `<root>/.env` into `target` when the file exists, with Node's own parser (the one behind
 * `node --env-file`). Variables already set in the environment win over the file, so
 * `PORT=4000 npm start` still works with a `.env` in place. Returns the file read, if any.
 */
export function loadDotEnv(root: string, target: NodeJS.ProcessEnv = process.env): string | undefined {
  const file = path.join(root, ".env");
  if (!existsSync(file)) return undefined;
  const values = parseEnv(readFileSync(file, "utf8")) as Record<string, string>;
  for (const [key, value] of Object.entries(values)) {
    if (target[key] === undefined) target[key] = value;
  }
  return file;
}
