import type { AppDatabase } from "./client";
import type { TableWrites } from "./table-writes";

/** Statements that may change rows already there. */
const CHANGE = /\b(update|delete|merge|truncate|drop|alter)\b/i;
const INSERT = /\binsert\b/i;
/** A select's row locks ("for update", "for no key update", "for share"): they change no row. */
const ROW_LOCK = /\bfor\s+(?:no\s+key\s+update|update|key\s+share|share)\b/gi;

/**
 * Whether a statement may change rows of the given tables: a write that names one of them. A
 * select that only locks rows is none: a purchase's fulfilment locks its user's row
 * (lockUserIfExists), which emptied every signed-in person's cached session.
 */
export function writesTables(sql: string, tables: RegExp): boolean {
  const text = sql.replace(ROW_LOCK, " ");
  return (INSERT.test(text) || CHANGE.test(text)) && tables.test(sql);
}

/**
 * The table a statement only adds rows to: an insert with no upsert, no statement around it and
 * no other write in it (rows already there stay as they were); undefined for anything else.
 */
export function plainInsertInto(sql: string): string | undefined {
  const into = /^\s*insert\s+into\s+"?(\w+)"?/i.exec(sql);
  if (!into || CHANGE.test(sql)) return undefined;
  return into[1]?.toLowerCase();
}

/**
 * Values read from the database, kept in process memory and dropped as soon as a table they were
 * read from is written. This process's own writes are seen through its Kysely instance, which
 * reports each statement after it ran; on the embedded database the data-folder lock makes this
 * process the only writer, so that is all. With DATABASE_URL other instances write too: there the
 * database notifies every write to the cached tables (`tableWrites`, migration 0027), and while
 * those notifications are not arriving (the listening connection is down or not yet listening)
 * nothing is served from memory or stored (decision 032). Any write empties the cache, and a
 * value read before the write but stored after it is discarded (its read began in an older
 * generation), so nothing older than the last write seen is served. Writes are rare next to the
 * reads this serves (sign-in, a purchase, a wizard step, against every page view), so clearing
 * everything is cheap and simple.
 */
export class WriteThroughCache<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();
  private generation = 0;
  private readonly tables: RegExp;
  private readonly writes: TableWrites | undefined;
  private readonly soleWriter: boolean;

  constructor(
    database: Pick<AppDatabase, "kind" | "watchStatements" | "tableWrites">,
    tables: readonly string[],
    private readonly options: {
      maxEntries?: number;
      ttlMs?: number;
      /**
       * Tables where a new row can change nothing kept: every value comes from rows that existed
       * when it was read, and a read that found nothing keeps nothing. Plain inserts into them
       * (plainInsertInto) leave the cache as it is: a sign-in does not empty everyone's sessions.
       * The database may notify such inserts or not (migration 0031 does not, for sessions,
       * users and trials); it must notify every other write.
       */
      insertsChangeNothing?: readonly string[];
    } = {},
  ) {
    this.tables = new RegExp(`\\b(${tables.join("|")})\\b`, "i");
    // This process's own writes, at once (before their commit is notified).
    database.watchStatements((sql) => {
      if (!writesTables(sql, this.tables)) return;
      const into = plainInsertInto(sql);
      if (into && options.insertsChangeNothing?.includes(into)) return;
      this.invalidate();
    });
    this.soleWriter = database.kind === "pglite";
    this.writes = database.tableWrites;
    this.writes?.watch((table) => {
      if (table === undefined || tables.includes(table)) this.invalidate();
    });
  }

  /**
   * Whether values may be kept and served now: always on the embedded database; on PostgreSQL
   * only while its writes are being notified (never without a listener).
   */
  get serving(): boolean {
    return this.soleWriter || this.writes?.listening === true;
  }

  /** Call before reading the database; pass the result to `set`. */
  begin(): number {
    return this.generation;
  }

  get(key: string, now = Date.now()): V | undefined {
    if (!this.serving) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // A bound on staleness should a write ever bypass the statement watcher.
    if (now - entry.storedAt > (this.options.ttlMs ?? 5 * 60_000)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, generation: number, now = Date.now()) {
    if (generation !== this.generation || !this.serving) return;
    if (this.entries.size >= (this.options.maxEntries ?? 10_000)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, storedAt: now });
  }

  invalidate() {
    this.generation++;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
