import type { AppDatabase } from "./client";

const WRITE = /\b(insert|update|delete|merge|truncate|drop|alter)\b/i;

/** Whether a statement may change rows of the given tables: a write that names one of them. */
export function writesTables(sql: string, tables: RegExp): boolean {
  return WRITE.test(sql) && tables.test(sql);
}

/**
 * Values read from the database, kept in process memory and dropped as soon as a statement
 * writes one of the tables they were read from. Only for the embedded database, where the
 * data-folder lock makes this process the only writer (never with DATABASE_URL, where other
 * instances write too): every write goes through this process's Kysely instance, which reports
 * each statement after it ran. Any such write empties the cache, and a value read before the
 * write but stored after it is discarded (its read began in an older generation), so nothing
 * stale is served. Writes are rare next to the reads this serves (sign-in, a purchase, a wizard
 * step, against every page view), so clearing everything is cheap and simple.
 */
export class WriteThroughCache<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();
  private generation = 0;
  private readonly tables: RegExp;

  constructor(
    database: Pick<AppDatabase, "watchStatements">,
    tables: readonly string[],
    private readonly options: { maxEntries?: number; ttlMs?: number } = {},
  ) {
    this.tables = new RegExp(`\\b(${tables.join("|")})\\b`, "i");
    database.watchStatements((sql) => {
      if (writesTables(sql, this.tables)) this.invalidate();
    });
  }

  /** Call before reading the database; pass the result to `set`. */
  begin(): number {
    return this.generation;
  }

  get(key: string, now = Date.now()): V | undefined {
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
    if (generation !== this.generation) return;
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
