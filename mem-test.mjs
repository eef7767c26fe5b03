import { PGlite } from "@electric-sql/pglite";
const mb = () => Math.round(process.memoryUsage().rss / 1e6);
const opts = process.argv[2] ? { initialMemory: Number(process.argv[2]) * 1024 * 1024 } : {};
console.log("before", mb());
const t = Date.now();
const db = new PGlite("/tmp/memtest-" + (process.argv[2] ?? "def"), opts);
await db.query("select 1");
console.log("after", mb(), Date.now() - t, "ms", JSON.stringify(opts));
