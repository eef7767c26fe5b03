import { execFileSync } from "node:child_process";
import path from "node:path";
import { isBuildFresh } from "../scripts/build-stamp";
import { hasChromium, ROOT } from "./harness";

/** Builds the app once for the browser tests; without Chromium they are skipped loudly (a failure in CI). */
export default function setup() {
  if (!hasChromium) {
    const message =
      "\n!!! Chromium was not found at /usr/bin/chromium: the browser tests are SKIPPED.\n" +
      "!!! Install it with: apt-get install -y chromium\n";
    if (process.env.CI === "true") throw new Error(`${message}(a failure under CI=true)`);
    console.warn(message);
    return;
  }
  if (!isBuildFresh(ROOT)) {
    execFileSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/build.ts"], {
      cwd: ROOT,
      stdio: "inherit",
    });
  }
}
