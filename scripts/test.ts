import { spawnSync } from "node:child_process";
import path from "node:path";
import pg from "pg";

/**
 * `npm test`: every test. Unit and API tests on the embedded database (the shipped default), again
 * on PostgreSQL when TEST_DATABASE_URL is set, then the browser tests against the built app.
 */
const root = path.resolve(import.meta.dirname, "..");
const vitest = path.join(root, "node_modules/vitest/vitest.mjs");
const extra = process.argv.slice(2);

function run(label: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(process.execPath, [vitest, "run", ...args, ...extra], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

async function dropStaleTestSchemas(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ nspname: string }>(
    "select nspname from pg_namespace where nspname ~ '^t_[0-9a-f]{12}$'",
  );
  for (const { nspname } of rows) await client.query(`drop schema if exists "${nspname}" cascade`);
  await client.end();
}

const results: Array<[string, boolean]> = [];
results.push([
  "unit + API (PGlite) + web",
  run("unit, API on PGlite, web", ["--project", "server", "--project", "web"]),
]);

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  await dropStaleTestSchemas(pgUrl);
  results.push([
    "API (PostgreSQL, images in object storage)",
    // The deployment shape that scales out: PostgreSQL and S3-compatible storage (s3rver).
    run("API on PostgreSQL, images in object storage", ["--project", "server"], {
      TEST_DB: "postgres",
      TEST_STORAGE: "s3",
    }),
  ]);
} else if (process.env.CI === "true") {
  // Under CI the PostgreSQL pass is required, as the browser is: its absence fails the run.
  console.log(
    "\n!!! TEST_DATABASE_URL is not set: the PostgreSQL pass cannot run (a failure under CI=true).",
  );
  results.push(["API (PostgreSQL): TEST_DATABASE_URL not set", false]);
} else {
  console.log(
    "\n!!! TEST_DATABASE_URL is not set: the PostgreSQL pass is SKIPPED (a failure under CI=true).",
  );
}

results.push(["browser", run("browser (Chromium)", ["--project", "e2e"])]);

console.log("\n=== summary ===");
for (const [label, ok] of results) console.log(`${ok ? "PASS" : "FAIL"}  ${label}`);
const failed = results.filter(([, ok]) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
