/**
 * Removes the font files the product never draws with from node_modules/@expo-google-fonts, for the
 * production image (Dockerfile): the packages ship every weight and style of each family (Noto
 * Sans JP alone is 49 MB), the product uses two or three of each. Keeps each package's manifest and
 * licences, and every face in the composition's font table. `--dry-run` only prints.
 *
 *   tsx scripts/prune-fonts.ts [--dry-run]
 */
import { readdirSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { FACE_IDS, getFace } from "../src/server/composition/fonts";

const KEEP_NAMES = new Set(["package.json", "LICENSE", "LICENSE_FONT"]);

export function prunableFontFiles(): { remove: string[]; keep: string[] } {
  const used = new Set(FACE_IDS.map((id) => getFace(id).file));
  const packageDirs = new Set([...used].map((file) => dirname(dirname(file))));
  const remove: string[] = [];
  const keep: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (used.has(path) || KEEP_NAMES.has(entry)) keep.push(path);
      else if (/\.(ttf|otf|png)$/i.test(entry)) remove.push(path);
      // Small JavaScript and metadata files stay: the package must still resolve.
    }
  };
  for (const dir of packageDirs) walk(dir);
  return { remove, keep };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dryRun = process.argv.includes("--dry-run");
  const { remove, keep } = prunableFontFiles();
  let bytes = 0;
  for (const file of remove) {
    bytes += statSync(file).size;
    if (!dryRun) rmSync(file);
  }
  const where = relative(process.cwd(), dirname(dirname(dirname(keep[0] ?? "."))));
  console.log(
    `${dryRun ? "Would remove" : "Removed"} ${remove.length} unused font files (${(bytes / 1e6).toFixed(1)} MB) under ${where}; kept ${keep.length}.`,
  );
}
