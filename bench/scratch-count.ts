import fs from "node:fs";
import pg from "pg";
import { signIn } from "./client";
import { createBenchSchema } from "./postgres";
import { startAppServer } from "./procs";
import { sleep } from "./stats";

const base = "postgres://postgres@127.0.0.1:5432/test";
const schema = await createBenchSchema(base);
const dataDir = fs.mkdtempSync("/tmp/prof/data-");
const server = await startAppServer({ dataDir, databaseUrl: schema.url, logFile: `${dataDir}/log` });
const stats = async () => {
  const c = new pg.Client(base); await c.connect();
  const { rows } = await c.query("select relname, coalesce(seq_scan,0)+coalesce(idx_scan,0) as scans, n_tup_ins, n_tup_upd from pg_stat_user_tables where schemaname=$1", [schema.name]);
  await c.end(); return new Map(rows.map((r) => [r.relname, r]));
};
try {
  const user = await signIn(server.url, { name: "C", email: "c@example.com" });
  for (const path of ["/api/me"]) {
    await sleep(12000);
    const before = await stats();
    for (let i = 0; i < 100; i++) { const r = await user.fetch(path); await r.arrayBuffer(); }
    await sleep(12000);
    const after = await stats();
    const out: string[] = [];
    for (const [k, v] of after) { const b = before.get(k); const d = Number(v.scans) - Number(b?.scans ?? 0); const ins = Number(v.n_tup_ins) - Number(b?.n_tup_ins ?? 0); const upd = Number(v.n_tup_upd) - Number(b?.n_tup_upd ?? 0); if (d || ins || upd) out.push(`${k}: ${d / 100} scans, ${ins / 100} ins, ${upd / 100} upd`); }
    console.log(path, out.join("; "));
  }
} finally { await server.stop(); await schema.drop(); fs.rmSync(dataDir, { recursive: true, force: true }); }
