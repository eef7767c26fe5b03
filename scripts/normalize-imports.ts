import fs from "node:fs";
import path from "node:path";

/**
 * The server's import style (README, Architecture): a module in another folder is imported by its
 * `@/` path from `src` (`@/server/db/schema`), a module in the same folder by `./`; never `../`.
 *
 *   npx tsx scripts/normalize-imports.ts          rewrites every "../" specifier in src/server and src/shared
 *   npx tsx scripts/normalize-imports.ts --check  lists them and exits 1 when there is one
 *
 * `@/` resolves the same everywhere the code runs: tsconfig `paths` (type-check, and tsx for
 * `npm run dev`, the scripts and the render worker from source), the `@` alias of vite.config.ts
 * and vitest.config.ts, and esbuild's `alias` in scripts/build.ts for the server bundle.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const SRC = path.join(ROOT, "src");
export const NORMALIZED_DIRS = ["src/server", "src/shared"];

/**
 * Module specifiers as they appear in code: `from "..."` (imports and re-exports), a bare
 * `import "..."`, a dynamic `import("...")`, and the module argument of vi.mock/vi.doMock/vi.importActual.
 */
const SPECIFIER =
  /(\bfrom\s+|\bimport\s+|\bimport\s*\(\s*|\bvi\.(?:mock|doMock|unmock|importActual|importMock)\s*\(\s*)(["'])(\.\.\/[^"']*)\2/g;

export type ParentImport = { line: number; specifier: string; replacement: string | null };

/** The `@/` form of a parent-relative specifier in `file`, or null when it leaves `src`. */
export function aliasFor(file: string, specifier: string, srcRoot = SRC): string | null {
  const target = path.resolve(path.dirname(file), specifier);
  const relative = path.relative(srcRoot, target);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  return `@/${relative.split(path.sep).join("/")}`;
}

/** Every parent-relative specifier of a file's text, with its `@/` replacement. */
export function parentImports(file: string, text: string, srcRoot = SRC): ParentImport[] {
  return [...text.matchAll(SPECIFIER)].map((match) => ({
    line: text.slice(0, match.index).split("\n").length,
    specifier: match[3]!,
    replacement: aliasFor(file, match[3]!, srcRoot),
  }));
}

/** The text with each parent-relative specifier replaced by its `@/` form (sibling `./` ones stay). */
export function normalizeImports(file: string, text: string, srcRoot = SRC): string {
  return text.replace(SPECIFIER, (whole, lead: string, quote: string, specifier: string) => {
    const alias = aliasFor(file, specifier, srcRoot);
    return alias ? `${lead}${quote}${alias}${quote}` : whole;
  });
}

export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

function main() {
  const check = process.argv.includes("--check");
  const files = NORMALIZED_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  let found = 0;
  let rewritable = 0;
  let changedFiles = 0;
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    const imports = parentImports(file, text);
    if (imports.length === 0) continue;
    found += imports.length;
    rewritable += imports.filter((i) => i.replacement !== null).length;
    const name = path.relative(ROOT, file);
    if (check) {
      for (const i of imports)
        console.log(`${name}:${i.line} ${i.specifier} -> ${i.replacement ?? "(outside src)"}`);
      continue;
    }
    const next = normalizeImports(file, text);
    if (next !== text) {
      fs.writeFileSync(file, next);
      changedFiles += 1;
    }
    for (const i of imports.filter((x) => x.replacement === null)) {
      console.log(`${name}:${i.line} ${i.specifier} leaves src: left as it is`);
    }
  }
  if (check) {
    console.log(`${found} parent-relative import(s) in ${NORMALIZED_DIRS.join(" and ")}`);
    process.exitCode = rewritable > 0 ? 1 : 0;
  } else {
    console.log(
      `rewrote ${found} import(s) in ${changedFiles} file(s); run \`npx biome check --write src\` to re-sort them`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
