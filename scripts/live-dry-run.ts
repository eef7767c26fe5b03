/**
 * A live dry run without keys: starts the server (the built bundle, `npm run build` first if it is
 * stale) in live mode with Google, OpenRouter, Hugging Face, Paddle and RDAP pointed at local
 * stand-ins that answer as each service documents itself, walks sign-in, names, logos, payment,
 * webhook and download, and prints each hop. Usage: npx tsx scripts/live-dry-run.ts
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { walkLiveDryRun } from "../e2e/dry-run";
import { freePort, startServer } from "../e2e/harness";
import { startLiveWorld } from "../src/test/live-world";
import { isBuildFresh } from "./build-stamp";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
if (!isBuildFresh(root)) {
  console.log("Building the app (missing or out of date)...");
  execFileSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/build.ts"], {
    stdio: "inherit",
  });
}
const port = await freePort();
const appUrl = `http://localhost:${port}`;
const world = await startLiveWorld(appUrl);
console.log(`Stand-ins for the live services at ${world.standIns.origin}; server at ${appUrl} (live mode)`);
const server = await startServer({ port, env: { ...world.env, APP_URL: appUrl } });
let code = 0;
try {
  await walkLiveDryRun({ appUrl, world, root }, (hop) => {
    console.log(`${hop.name.padEnd(16)} ${hop.detail}`);
    for (const line of hop.lines ?? []) console.log(`${" ".repeat(17)}${line}`);
  });
  console.log("\nThe dry run went through every hop.");
} catch (error) {
  code = 1;
  console.error(`\nThe dry run stopped: ${error instanceof Error ? error.message : error}`);
  console.error(server.output());
} finally {
  await server.stop();
  await world.close();
}
process.exit(code);
