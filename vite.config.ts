import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { lingui } from "@lingui/vite-plugin";
import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type PluginOption } from "vite";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Pre-compress text assets after they are written (Vite rewrites chunks until then), so the server
 * sends .br/.gz without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    enforce: "post",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist/web";
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => /\.(js|css|html|svg|json|txt|webmanifest)$/.test(name))
          .map(async (name) => {
            const file = path.join(outDir, name);
            const data = await fs.readFile(file);
            if (data.length < 1024) return;
            const [gz, br] = await Promise.all([
              gzip(data, { level: 9 }),
              brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            ]);
            await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
          }),
      );
    },
  };
}

/**
 * Lingui (issue 31): the macros (`Trans`, `t`, `Plural`, `msg`) compile to catalogue lookups
 * through Babel, run only on files that import a macro (plugin-react 6 has no Babel step of its
 * own); `.po` catalogues compile on import, so no compile step runs before build, dev or tests.
 */
export function linguiPlugins(): PluginOption[] {
  const macro = defineRolldownBabelPreset({
    preset: () => ({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
  });
  return [babel({ presets: [macro] }), lingui()];
}

/**
 * React Router ships its build without development warnings in dist/production, but its package
 * exports point every bundler at dist/development. The production build takes the former, and its
 * module-level `forwardRef`/`createContext` calls and `displayName` writes are marked side-effect
 * free, so the parts this app does not use (`Form`, `NavLink`, `ScrollRestoration`, the data
 * router's contexts) are dropped from the landing page's JavaScript (issue 30, Speed).
 */
function reactRouterProduction(): Plugin {
  const production = fileURLToPath(
    new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
  );
  return {
    name: "react-router-production",
    apply: "build",
    enforce: "pre",
    resolveId: {
      filter: { id: /^react-router$/ },
      handler: () => production,
    },
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler(code) {
        // Lines stay where they were (a removed write leaves its line empty), so `map: null`
        // keeps the package's own mappings.
        const out = code
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, "")
          .replace(
            /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm,
            "$1/* @__PURE__ */ $2",
          )
          .replace(/^(var [\w$]+ = )(new (?:Set|Map|WeakMap|URL)\()/gm, "$1/* @__PURE__ */ $2");
        return { code: out, map: null };
      },
    },
  };
}

/**
 * What every page runs (React, React DOM, React Router, Lingui's runtime, the icon component's
 * base, class helpers) in one chunk of its own: one request instead of several small shared ones
 * on the landing page, and a file that stays cached while the app's own code changes.
 */
const FRAMEWORK =
  /node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|@lingui[\\/](?:core|react)|clsx|class-variance-authority)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))/;

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  plugins: [reactRouterProduction(), react(), ...linguiPlugins(), tailwindcss(), precompress()],
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    assetsInlineLimit: 2048,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] } } },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/demo-idp": "http://localhost:3000" },
  },
});
