import { execFileSync } from "node:child_process";
import path from "node:path";
import { isBuildFresh } from "./build-stamp";

/**
 * `npm start`: build the web app and the server bundle if missing or stale, then run the server,
 * which migrates the database and serves API and app on one port.
 */
const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
if (!isBuildFresh(root)) {
  console.log("Building the web app (missing or out of date)...");
  execFileSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/build.ts"], {
    stdio: "inherit",
  });
}
// The bundled server (built above) starts without transforming TypeScript.
await import(path.join(root, "dist/server/main.mjs"));
