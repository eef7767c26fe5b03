import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { signIn } from "./client";
import { loadTest } from "./load";
import { createBenchSchema } from "./postgres";
import { freePort, ROOT } from "./procs";
import { sleep } from "./stats";

const kind = process.argv[2] ?? "postgres";
const target = process.argv[3] ?? "me";
const logLevel = process.argv[4] ?? "info";
const port = await freePort();
const dataDir = fs.mkdtempSync("/tmp/prof/data-");
const schema = kind === "postgres" ? await createBenchSchema("postgres://postgres@127.0.0.1:5432/test") : undefined;
const child = spawn(process.execPath, ["--cpu-prof", "--cpu-prof-dir=/tmp/prof", "--import", "tsx", "src/server/main.ts"], {
  cwd: ROOT,
  env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: "127.0.0.1", APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, LOG_LEVEL: logLevel, RATE_LIMIT_SCALE: "1000", ...(schema ? { DATABASE_URL: schema.url } : {}) },
  stdio: ["ignore", fs.openSync(path.join(dataDir, "log"), "a"), "inherit"],
});
const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 300; i++) { try { const r = await fetch(`${url}/api/health`); if (r.ok) break; } catch {} await sleep(100); }
const user = await signIn(url, { name: "P", email: "p@example.com" });
const r = await loadTest({ label: target, url: `${url}/api/${target}`, seconds: 8, headers: { cookie: user.cookieHeader() }, pid: child.pid });
console.log(JSON.stringify(r));
child.kill("SIGTERM");
await new Promise((res) => child.once("exit", res));
await schema?.drop();
