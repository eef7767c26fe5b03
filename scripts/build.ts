import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { PGLITE_SEED_DIR, writePgliteSeed } from "../src/server/db/pglite-seed";
import { ICON_SET_IDS } from "../src/shared/logo-design";
import { writeBuildStamp } from "./build-stamp";

/**
 * `npm run build`: the production web build (pre-compressed) and the server bundled into one ES
 * module, so `npm start` does not transform TypeScript at start-up. Stamped so `npm start` knows
 * the build is current.
 */
const root = path.resolve(import.meta.dirname, "..");
// Always a production build, whatever NODE_ENV the caller has (test runners set "test", which
// would make Vite bundle React's development build).
execFileSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
await build({
  // The render pool's worker is its own entry: it runs in worker threads next to main.mjs.
  entryPoints: {
    main: path.join(root, "src/server/main.ts"),
    "render-worker": path.join(root, "src/server/render/render-worker.ts"),
    // The Docker image's command runs it first to decide the server's node flags.
    "node-flags": path.join(root, "src/server/node-flags.ts"),
  },
  outdir: path.join(root, "dist/server"),
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Pure JavaScript dependencies are bundled in: loading one file instead of a thousand small
  // modules (kysely, zod, better-auth) takes over a second off the start. These stay in
  // node_modules: native code or WASM (PGlite, sharp, resvg), files found at run time (fonts,
  // pino's worker streams), and SDKs loaded only when configured (Paddle).
  external: [
    "@electric-sql/pglite",
    "sharp",
    "@resvg/resvg-js",
    "@neplex/vectorizer",
    // pdfkit reads its font metrics from files next to its own code; it parses fonts with
    // fontkit, which the composition's outlines share (one copy of its code per thread).
    "pdfkit",
    "fontkit",
    "svg-to-pdfkit",
    "@expo-google-fonts/*",
    "pino",
    "pino-pretty",
    "@paddle/paddle-node-sdk",
    "pg-native",
  ],
  // Bundled CommonJS dependencies call require() for Node's built-in modules.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module";\nconst require = __createRequire(import.meta.url);',
  },
  alias: { "@": path.join(root, "src") },
  sourcemap: true,
  logLevel: "warning",
});
// V8 keeps a module's source text for its whole life, one byte a character when every character
// is Latin-1 and two otherwise. esbuild escapes strings but leaves comments and regular
// expressions as written, so a handful of dashes, curly quotes and Korean particles doubled
// main.mjs in memory (~5.5 MB on the request thread, ~1 MB per render worker). Escaped here, they
// mean the same: a comment's text does not matter and `\uXXXX` in a pattern is that character.
// Two cases would change meaning, so the build refuses them: an escaped character (`\’` would
// become an escaped backslash and "u2019") and a tagged template, which reads its raw text
// (esbuild escapes untagged templates itself, so a template left with such text is a tagged one).
for (const file of ["main.mjs", "render-worker.mjs"]) {
  const target = path.join(root, "dist/server", file);
  const code = readFileSync(target, "utf8");
  code.split("\n").forEach((text, line) => {
    for (const found of text.matchAll(/[\u0100-\uffff]/g)) {
      const before = text.slice(0, found.index);
      const inTemplate = (before.match(/`/g) ?? []).length % 2 === 1;
      if (before.endsWith("\\") || inTemplate)
        throw new Error(
          `${file}:${line + 1}: write "${found[0]}" as an escape in the source (${text.trim().slice(0, 120)})`,
        );
    }
  });
  const latin1 = code.replace(
    /[\u0100-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  writeFileSync(target, latin1);
}
// The icon indexes are read next to the bundle (src/server/symbols/icon-index.ts resolves
// "./data/<set>-index.tsv" from its own module, which is main.mjs once bundled). Every set: one
// left out is rebuilt from its package on the first logo run, seconds of work on the request
// thread.
mkdirSync(path.join(root, "dist/server/data"), { recursive: true });
for (const set of ICON_SET_IDS) {
  copyFileSync(
    path.join(root, `src/server/symbols/data/${set}-index.tsv`),
    path.join(root, `dist/server/data/${set}-index.tsv`),
  );
}
await writePgliteSeed(path.join(root, PGLITE_SEED_DIR));
writeBuildStamp(root);
