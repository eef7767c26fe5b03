import pg from "pg";

/**
 * What a PostgreSQL server's backends were doing while a load ran (decision 041): samples
 * `pg_stat_activity` for the active backends of one database (its own connection left out) and
 * counts them by statement and wait event (`CPU` when not waiting), with the lock a waiting
 * backend asked for, and reads `pg_stat_wal` before and after for the WAL writes and flushes in
 * between (the whole server's, other databases' too). A sample is what a backend was doing at
 * that instant, so the counts are shares of the backends' busy time; a statement whose backend
 * was waiting for a core shows as CPU, and the time a statement spent in flight between the
 * processes shows nowhere.
 */

export type StatementLabel = { label: string; test: RegExp };

export type PgWaitReport = {
  samples: number;
  /** Samples with at least one active backend of the database. */
  busySamples: number;
  /** Backend samples by statement and wait, most first. */
  waits: Array<{ statement: string; wait: string; count: number; share: number }>;
  /** Lock waits by what was waited for (`transactionid`, `tuple`, a relation's name, ...). */
  locks: Array<{ on: string; count: number }>;
  /** pg_stat_wal's change over the run: WAL records, writes and flushes (fsync/fdatasync). */
  wal: { records: number; writes: number; syncs: number } | null;
};

const ACTIVITY = `
  select coalesce(a.wait_event_type || ':' || a.wait_event, 'CPU') as wait, a.query,
    (select string_agg(coalesce(l.relation::regclass::text, l.locktype), ',')
     from pg_locks l where l.pid = a.pid and not l.granted) as waiting_for
  from pg_stat_activity a
  where a.datname = current_database() and a.pid <> pg_backend_pid() and a.state = 'active'
    and a.backend_type = 'client backend'`;

const WAL =
  "select wal_records::float8 as records, wal_write::float8 as writes, wal_sync::float8 as syncs from pg_stat_wal";

function labelOf(query: string, labels: readonly StatementLabel[]): string {
  const found = labels.find((l) => l.test.test(query));
  return found ? found.label : query.replace(/\s+/g, " ").trim().slice(0, 40);
}

/**
 * Starts sampling every `intervalMs` on a connection of its own to `url` (the same database
 * as the server's); `stop` ends it and reports. `labels` name the statements of interest.
 */
export async function samplePgWaits(
  url: string,
  options: { intervalMs?: number; labels?: readonly StatementLabel[] } = {},
): Promise<{ stop(): Promise<PgWaitReport> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const walBefore = await readWal(client);
  const counts = new Map<string, number>();
  const locks = new Map<string, number>();
  let samples = 0;
  let busySamples = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query<{ wait: string; query: string; waiting_for: string | null }>(
        ACTIVITY,
      );
      samples++;
      if (rows.length > 0) busySamples++;
      for (const row of rows) {
        const key = `${labelOf(row.query, options.labels ?? [])}\t${row.wait}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        if (row.waiting_for) locks.set(row.waiting_for, (locks.get(row.waiting_for) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 2));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      const walAfter = await readWal(client);
      await client.end();
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      return {
        samples,
        busySamples,
        waits: [...counts]
          .sort((a, b) => b[1] - a[1])
          .map(([key, count]) => {
            const [statement, wait] = key.split("\t") as [string, string];
            return { statement, wait, count, share: total > 0 ? count / total : 0 };
          }),
        locks: [...locks].sort((a, b) => b[1] - a[1]).map(([on, count]) => ({ on, count })),
        wal:
          walBefore && walAfter
            ? {
                records: walAfter.records - walBefore.records,
                writes: walAfter.writes - walBefore.writes,
                syncs: walAfter.syncs - walBefore.syncs,
              }
            : null,
      };
    },
  };
}

async function readWal(client: pg.Client) {
  try {
    const { rows } = await client.query<{ records: number; writes: number; syncs: number }>(WAL);
    return rows[0] ?? null;
  } catch {
    return null; // before PostgreSQL 14, or not allowed
  }
}

export function formatPgWaits(report: PgWaitReport, top = 12): string {
  const lines = [
    `PostgreSQL backends: ${report.samples} samples, ${report.busySamples} with one active; by statement and wait (share of backend samples):`,
    ...report.waits
      .slice(0, top)
      .map(
        (w) =>
          `  ${(100 * w.share).toFixed(1).padStart(5)} %  ${String(w.count).padStart(5)}  ${w.wait.padEnd(24)} ${w.statement}`,
      ),
    `  lock waits: ${report.locks.length === 0 ? "none" : report.locks.map((l) => `${l.on} ${l.count}`).join(", ")}`,
  ];
  if (report.wal)
    lines.push(
      `  WAL (whole server): ${report.wal.records} records, ${report.wal.writes} writes, ${report.wal.syncs} flushes`,
    );
  return lines.join("\n");
}
