import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Inputs of the build (web app and server bundle); a change to any of them makes it stale. */
const INPUTS = [
  "src/web",
  "src/shared",
  "src/server",
  "scripts/build.ts",
  "vite.config.ts",
  "package.json",
  "tsconfig.json",
];
export const STAMP_FILE = "dist/web/.build-stamp";

function walk(entry: string, out: string[]) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) {
      if (!name.endsWith(".test.ts") && !name.endsWith(".test.tsx")) walk(path.join(entry, name), out);
    }
  } else {
    out.push(`${entry}:${stat.size}:${stat.mtimeMs}`);
  }
}

export function computeBuildStamp(root: string): string {
  const entries: string[] = [];
  for (const input of INPUTS) walk(path.join(root, input), entries);
  return createHash("sha256").update(entries.join("\n")).digest("hex");
}

export function isBuildFresh(root: string): boolean {
  const stampPath = path.join(root, STAMP_FILE);
  for (const output of [
    "dist/web/index.html",
    "dist/server/main.mjs",
    "dist/server/render-worker.mjs",
    "dist/server/pglite-seed/PG_VERSION",
    STAMP_FILE,
  ]) {
    if (!fs.existsSync(path.join(root, output))) return false;
  }
  return fs.readFileSync(stampPath, "utf8").trim() === computeBuildStamp(root);
}

export function writeBuildStamp(root: string) {
  fs.writeFileSync(path.join(root, STAMP_FILE), computeBuildStamp(root));
}
