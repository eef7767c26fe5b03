import fs from "node:fs";
import pg from "pg";
import { premiumUser } from "./client";
import { createBenchSchema } from "./postgres";
import { freePort, spawnNode, startAppServer } from "./procs";
import { sleep } from "./stats";

const base = "postgres://postgres@127.0.0.1:5432/test";
const schema = await createBenchSchema(base);
const dataDir = fs.mkdtempSync("/tmp/prof/data-");
const pport = await freePort();
const provider = await spawnNode({ script: "bench/fake-openrouter.ts", port: pport, healthPath: "/health", env: { PORT: String(pport), FAKE_DELAY_MS: "50" } });
const server = await startAppServer({ dataDir, databaseUrl: schema.url, logFile: `${dataDir}/log`, extraEnv: { OPENROUTER_API_KEY: "x", OPENROUTER_BASE_URL: provider.url } });
const stats = async () => {
  const c = new pg.Client(base); await c.connect();
  const { rows } = await c.query("select relname, coalesce(seq_scan,0)+coalesce(idx_scan,0) as scans, n_tup_ins, n_tup_upd from pg_stat_user_tables where schemaname=$1", [schema.name]);
  const x = await c.query("select xact_commit from pg_stat_database where datname='test'");
  await c.end(); return new Map(rows.map((r) => [r.relname, r]));
};
try {
  const users = [];
  for (let i = 0; i < 10; i++) users.push(await premiumUser(server.url, i, "cnt"));
  await sleep(12000);
  const before = await stats();
  for (const u of users) for (let k = 0; k < 5; k++) { const r = await u.client.fetch(`/api/sessions/${u.sessionId}/names`, { method: "POST" }); if (r.status !== 200) console.log(r.status, await r.text()); else await r.arrayBuffer(); }
  await sleep(12000);
  const after = await stats();
  const out: string[] = []; let total = 0;
  for (const [k, v] of after) { const b = before.get(k); const d = Number(v.scans) - Number(b?.scans ?? 0); total += d; const ins = Number(v.n_tup_ins) - Number(b?.n_tup_ins ?? 0); const upd = Number(v.n_tup_upd) - Number(b?.n_tup_upd ?? 0); if (d || ins || upd) out.push(`${k}: ${d / 50} scans, ${ins / 50} ins, ${upd / 50} upd`); }
  console.log("names", total / 50, out.join("; "));
} finally { await server.stop(); await provider.stop(); await schema.drop(); fs.rmSync(dataDir, { recursive: true, force: true }); }
