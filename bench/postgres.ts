import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A throwaway schema on the given PostgreSQL database, passed to the server through the
 * connection's search_path. Names carry their creation time, so schemas left behind by a run that
 * was killed can be dropped safely by a later run (only bench_ ones older than an hour).
 */

const STALE_AFTER_S = 60 * 60;

export type BenchSchema = { name: string; url: string; drop(): Promise<void> };

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function assertLoopback(url: string) {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)) {
    throw new Error(`the bench only talks to loopback addresses; the database is on ${host}`);
  }
}

export async function createBenchSchema(url: string): Promise<BenchSchema> {
  assertLoopback(url);
  const now = Math.floor(Date.now() / 1000);
  const name = `bench_${now.toString(36)}_${randomBytes(4).toString("hex")}`;
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname ~ '^bench_[0-9a-z]+_[0-9a-f]{8}$'",
    );
    for (const { nspname } of rows) {
      const created = Number.parseInt(nspname.split("_")[1]!, 36);
      if (now - created > STALE_AFTER_S) await client.query(`drop schema if exists "${nspname}" cascade`);
    }
    await client.query(`create schema "${name}"`);
  });
  const scoped = `${url}${url.includes("?") ? "&" : "?"}options=-c%20search_path%3D${name}`;
  let dropped = false;
  return {
    name,
    url: scoped,
    async drop() {
      if (dropped) return;
      dropped = true;
      await withClient(url, (client) => client.query(`drop schema if exists "${name}" cascade`));
    },
  };
}
