import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type CompiledQuery, type Kysely, sql } from "kysely";
import { openDatabase } from "../src/server/db/client";
import { PGLITE_SEED_DIR } from "../src/server/db/pglite-seed";
import type { Database } from "../src/server/db/schema";
import { generateNamesForSession } from "../src/server/domain/generate-names";
import { hit } from "../src/server/http/rate-limit";
import { createLogger } from "../src/server/logger";
import type { NamesProvider } from "../src/server/providers/names/types";
import { createBenchSchema } from "./postgres";

/**
 * Not part of `npm run bench`: the database's share of a name run, in process, with no HTTP and
 * an instant provider (decision 037). Runs `generateNamesForSession` RUNS times one at a time
 * over BRANDS premium brands (every brand's first run before, as a warm-up), and prints each
 * statement's mean duration and the process's CPU per run. On PGlite a statement runs on this
 * thread, so its duration is its CPU (less the wait for a core); on PostgreSQL it is the round
 * trip. PRESEED=<n> first stores n names of another brand, as a database in use holds;
 * EXPLAIN=1 prints the plan of the first measured store statement (run in a rolled-back
 * transaction); SPARES=1 makes the provider answer with the spares asked for. Each run counts the
 * route's rate limit in its first statement, or with RATE_LIMIT=separate in an upsert of its own
 * (before decision 039).
 *
 *   node --import tsx bench/profile-names-db.ts
 *   PRESEED=2000 EXPLAIN=1 DATABASE_URL=postgres://... node --import tsx bench/profile-names-db.ts
 */

const PG_URL = process.env.DATABASE_URL || undefined;
const BRANDS = Number(process.env.BRANDS ?? 100);
// A premium brand has five name runs: the warm-up's, then at most four more each.
const RUNS = Math.min(Number(process.env.RUNS ?? 300), BRANDS * 4);
const EXPLAIN = process.env.EXPLAIN === "1";
const RATE_LIMIT = process.env.RATE_LIMIT ?? "in-run";

let counter = 0;
const provider: NamesProvider = {
  mode: "live",
  async generate(request) {
    const count = 3 + (process.env.SPARES === "1" ? (request.spares ?? 0) : 0);
    return Array.from({ length: count }, () => {
      const name = `Benchname ${(counter++).toString(36)}`;
      return { name, meaning: `${name} is short, memorable and easy to spell.` };
    });
  },
};

async function seed(db: Kysely<Database>) {
  const ids: Array<{ userId: string; sessionId: string }> = [];
  // One brand more than the runs use: it holds the PRESEED names.
  for (let i = 0; i <= BRANDS; i++) {
    const userId = `bench-user-${i}`;
    await sql`insert into users (id, name, email) values (${userId}, ${`User ${i}`}, ${`u${i}@example.com`})`.execute(
      db,
    );
    await sql`insert into user_trials (user_id, has_used_trial, trial_used_at) values (${userId}, true, now())`.execute(
      db,
    );
    const { rows } = await sql<{ session_id: string }>`
      insert into user_sessions (user_id, business_type, business_description, is_premium)
      values (${userId}, 'food-beverage',
        'A neighbourhood cafe serving single-origin coffee, fresh pastries and a quiet corner.', true)
      returning session_id`.execute(db);
    const sessionId = rows[0]!.session_id;
    await sql`insert into premium_sessions (user_id, session_id, payment_id, payment_status, is_used)
      values (${userId}, ${sessionId}, ${`pay-${i}`}, 'completed', true)`.execute(db);
    ids.push({ userId, sessionId });
  }
  // Names other brands were offered before (PRESEED of them), as a database in use holds.
  const preseed = Number(process.env.PRESEED ?? 0);
  if (preseed > 0)
    await sql`insert into generated_names (session_id, run, name, meaning)
      select ${ids[BRANDS]!.sessionId}, 1 + g / 3, 'Earlier ' || g, 'An earlier name.'
      from generate_series(1, ${preseed}) g`.execute(db);
  return ids.slice(0, BRANDS);
}

async function main() {
  const schema = PG_URL ? await createBenchSchema(PG_URL) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "names-db-"));
  const database = await openDatabase(
    schema ? { kind: "postgres", url: schema.url } : { kind: "pglite", dataDir },
    { pgliteSeedDir: path.resolve(PGLITE_SEED_DIR) },
  );
  const stats = new Map<string, { n: number; ms: number }>();
  let recording = false;
  let explained = false;
  const log = createLogger("warn");
  try {
    const brands = await seed(database.db);
    // Each statement timed where Kysely hands it to the driver.
    const executor = database.db.getExecutor();
    const execute = executor.executeQuery.bind(executor);
    executor.executeQuery = async <R>(query: CompiledQuery) => {
      if (EXPLAIN && recording && !explained && query.sql.trim().startsWith("with incoming")) {
        explained = true;
        // Explained first in a transaction that is rolled back, so the statement then runs as usual.
        await database.db
          .transaction()
          .execute(async (trx) => {
            const plan = await trx.executeQuery<Record<string, string>>({
              ...query,
              sql: `explain (analyze, buffers, costs off) ${query.sql}`,
            });
            console.log(plan.rows.map((r) => Object.values(r)[0]).join("\n"));
            throw new Rollback();
          })
          .catch((e) => {
            if (!(e instanceof Rollback)) throw e;
          });
      }
      const t = performance.now();
      try {
        return await execute<R>(query);
      } finally {
        if (recording) {
          const key = query.sql.replace(/\s+/g, " ").trim().slice(0, 70);
          const s = stats.get(key) ?? { n: 0, ms: 0 };
          s.n++;
          s.ms += performance.now() - t;
          stats.set(key, s);
        }
      }
    };
    // The route's rate limit (the "generate" bucket's two keys), counted as the route counts it:
    // in the run's first statement, or with RATE_LIMIT=separate in a statement of its own, as
    // before decision 039.
    const run = async (i: number) => {
      const b = brands[i % brands.length]!;
      const hits = {
        checks: [
          { key: "generate:ip:local", limit: 1e9 },
          { key: `generate:user:${b.userId}`, limit: 1e9 },
        ],
        counted: false,
      };
      if (RATE_LIMIT === "separate") await hit(database.db, hits.checks);
      return generateNamesForSession(database.db, provider, log, {
        userId: b.userId,
        sessionId: b.sessionId,
        rateLimitHits: RATE_LIMIT === "separate" ? undefined : hits,
      });
    };
    for (let i = 0; i < Math.min(RUNS, brands.length); i++) await run(i); // warm-up: every brand's first run
    recording = true;
    const backendsBefore = await backendCpu(database.db, !!schema);
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < RUNS; i++) await run(i);
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const backendsAfter = await backendCpu(database.db, !!schema);
    let backendMs = 0;
    for (const [pid, ms] of backendsAfter) backendMs += ms - (backendsBefore.get(pid) ?? 0);
    console.log(
      `${schema ? "postgres" : "pglite"} (rate limit ${RATE_LIMIT}): ${RUNS} runs over ${brands.length} brands; wall ${(wall / RUNS).toFixed(2)} ms/run, CPU ${((used.user + used.system) / 1000 / RUNS).toFixed(2)} ms/run${schema ? ` + PostgreSQL backends ${(backendMs / RUNS).toFixed(2)} ms/run` : ""}; load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    for (const [k, v] of [...stats].sort((a, b) => b[1].ms - a[1].ms))
      console.log(`  ${String(v.n).padStart(5)}  ${(v.ms / v.n).toFixed(3)} ms  ${k}`);
    recording = false;
    // Whether a prepared statement is planned once (generic) or on every call (custom), on one
    // connection (PGlite has only one).
    const { rows: plans } = await sql<{ generic_plans: number; custom_plans: number; statement: string }>`
      select generic_plans, custom_plans, statement from pg_prepared_statements
      where generic_plans + custom_plans > 10 order by custom_plans desc`.execute(database.db);
    for (const p of plans)
      console.log(
        `  plans: generic ${p.generic_plans}, custom ${p.custom_plans}  ${p.statement.replace(/\s+/g, " ").trim().slice(0, 60)}`,
      );
  } finally {
    await database.close();
    await schema?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

class Rollback extends Error {}

/**
 * CPU ms so far of each backend serving this database (PostgreSQL on this machine; read from
 * /proc), so a run's database work is counted too: what a statement costs PostgreSQL is taken
 * from the same cores. Empty on PGlite, whose work is this process's.
 */
async function backendCpu(db: Kysely<Database>, postgres: boolean): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!postgres) return out;
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`.execute(
    db,
  );
  const tick = 1000 / 100;
  for (const { pid } of rows) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.set(pid, (Number(fields[11]) + Number(fields[12])) * tick);
    } catch {
      // another machine's PostgreSQL, or the backend ended
    }
  }
  return out;
}

await main();
