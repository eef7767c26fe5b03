import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { isBuildFresh } from "./build-stamp";
import { loadDotEnv } from "./load-env";
import { serverCommand } from "./server-command";

/**
 * `npm start`: build the web app and the server bundle if missing or stale, then run the server,
 * which migrates the database and serves API and app on one port. A `.env` file, when present, is
 * read first (the environment wins over it).
 */
const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
if (loadDotEnv(root)) console.log("Read settings from .env");
if (!isBuildFresh(root)) {
  console.log("Building the web app (missing or out of date)...");
  execFileSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/build.ts"], {
    stdio: "inherit",
  });
}
// A process of its own: the malloc setting is read when a process starts, and the server then
// carries no TypeScript loader. Signals are passed on so Ctrl-C and SIGTERM shut it down cleanly.
const { command, args, env } = serverCommand(root);
const server = spawn(command, args, { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
