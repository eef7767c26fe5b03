import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * The channel migration 0027's triggers notify after every statement that writes a table the
 * in-memory caches read (sessions, users, the account status); the payload is `<schema>.<table>`.
 */
export const TABLE_WRITES_CHANNEL = "table_writes";

/**
 * Writes committed by anyone on a shared database (other instances, scripts, this process's own
 * pool), as PostgreSQL delivers them to a connection that LISTENs: what lets the write-through
 * caches run with DATABASE_URL (decision 032).
 */
export type TableWrites = {
  /** Whether notifications arrive now; while false, nothing may be served from memory. */
  readonly listening: boolean;
  /**
   * `table` was written; undefined when anything may have changed unseen (the listening
   * connection came up, or went down).
   */
  watch(listener: (table: string | undefined) => void): () => void;
  /** Resolves once the writes committed before the call have been reported (or listening stopped). */
  caughtUp(): Promise<void>;
  /** Settles when the first attempt to listen has, either way (openDatabase waits for it). */
  readonly started: Promise<void>;
  /** The listening connection's backend, while there is one (tests end it to check the fallback). */
  readonly backendPid: number | undefined;
  close(): Promise<void>;
};

export type TableWritesOptions = {
  /** First wait before connecting again after a failure, doubled each time up to maxMs. */
  retry?: { minMs: number; maxMs: number };
  /**
   * How often a notification of our own is sent round, and how long it may take to come back.
   * Silence is not news: a connection that died without a word (a dropped network) or one that
   * never receives (a transaction-pooling proxy between us and PostgreSQL takes LISTEN and then
   * hands the server connection to others) must not leave the caches trusting it.
   */
  heartbeat?: { everyMs: number; timeoutMs: number };
  /** Told when the connection was lost or could not be made (it is tried again); once per outage. */
  onError?: (error: unknown) => void;
};

const DEFAULTS = {
  retry: { minMs: 100, maxMs: 5000 },
  heartbeat: { everyMs: 5000, timeoutMs: 3000 },
};

/** One dedicated connection per process that LISTENs, reconnecting with backoff until closed. */
export function listenForTableWrites(url: string, options: TableWritesOptions = {}): TableWrites {
  const retry = options.retry ?? DEFAULTS.retry;
  const heartbeat = options.heartbeat ?? DEFAULTS.heartbeat;
  const listeners = new Set<(table: string | undefined) => void>();
  const emit = (table: string | undefined) => {
    for (const listener of listeners) listener(table);
  };
  /** Our own notifications on their way round, by payload; told whether they came back. */
  const waiting = new Map<string, (back: boolean) => void>();
  // Every listener on the database receives every notification, so ours carry this process's mark.
  const mark = `#${randomBytes(6).toString("hex")}:`;
  let sentinels = 0;
  let current: pg.Client | undefined;
  let listening = false;
  let prefix = "";
  let closed = false;
  let retryMs = retry.minMs;
  let reported = false;
  let reconnect: NodeJS.Timeout | undefined;
  let beat: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client, error?: unknown) => {
    if (client !== current) return;
    current = undefined;
    listening = false;
    clearInterval(beat);
    // Whatever was cached may have missed a write from now on, and reads under way are discarded.
    emit(undefined);
    for (const done of waiting.values()) done(false);
    waiting.clear();
    // A connection lost to a dead network may never confirm its end: wait a moment at most.
    const ended = Promise.race([client.end().catch(() => {}), delay(1000)]);
    if (!closed) {
      if (error !== undefined && !reported) {
        reported = true;
        options.onError?.(error);
      }
      reconnect = setTimeout(connect, retryMs);
      reconnect.unref();
      retryMs = Math.min(retryMs * 2, retry.maxMs);
    }
    return ended;
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    current = client;
    client.on("error", (error) => lost(client, error));
    client.on("end", () => lost(client, new Error("the table-writes connection ended")));
    client.on("notification", ({ channel, payload }) => {
      if (client !== current || channel !== TABLE_WRITES_CHANNEL || !payload?.startsWith(prefix)) return;
      const table = payload.slice(prefix.length);
      const sentinel = waiting.get(table);
      if (sentinel) {
        waiting.delete(table);
        sentinel(true);
      } else if (!table.startsWith("#")) emit(table);
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>("select current_schema() as schema");
      prefix = `${rows[0]?.schema ?? "public"}.`;
      await client.query(`listen ${TABLE_WRITES_CHANNEL}`);
      if (!(await roundTrip(client)))
        throw new Error("a notification sent on the table-writes connection did not come back");
      if (client !== current) return;
      retryMs = retry.minMs;
      reported = false;
      listening = true;
      // Writes committed before LISTEN took effect were never reported: start from nothing.
      emit(undefined);
      beat = setInterval(() => void check(client), heartbeat.everyMs);
      beat.unref();
    } catch (error) {
      lost(client, error);
    }
  };

  /**
   * Sends a notification of our own and waits for it. Notifications come in commit order, so once
   * it is back, every write committed before it was sent has been reported.
   */
  const roundTrip = (client: pg.Client): Promise<boolean> => {
    const sentinel = `${mark}${++sentinels}`;
    const back = new Promise<boolean>((resolve) => {
      const late = setTimeout(() => {
        waiting.delete(sentinel);
        resolve(false);
      }, heartbeat.timeoutMs);
      waiting.set(sentinel, (arrived) => {
        clearTimeout(late);
        resolve(arrived);
      });
    });
    return client.query("select pg_notify($1, $2)", [TABLE_WRITES_CHANNEL, prefix + sentinel]).then(
      () => back,
      () => {
        waiting.get(sentinel)?.(false);
        waiting.delete(sentinel);
        return false;
      },
    );
  };

  const check = async (client: pg.Client) => {
    if (!(await roundTrip(client)))
      lost(client, new Error("the table-writes connection stopped delivering notifications"));
  };

  const started = connect();

  return {
    started,
    get listening() {
      return listening;
    },
    get backendPid() {
      return (current as (pg.Client & { processID?: number }) | undefined)?.processID ?? undefined;
    },
    watch(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async caughtUp() {
      if (listening && current) await roundTrip(current);
    },
    async close() {
      closed = true;
      clearTimeout(reconnect);
      if (current) await lost(current);
    },
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
