import type { SessionUser } from "../context";

export type CachedSession = {
  userId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  user: SessionUser;
};

/** Statements that may change a session or its user: writes naming better-auth's tables. */
const WRITE = /\b(insert|update|delete|merge|truncate|drop|alter)\b/i;
const AUTH_TABLES = /\b(auth_sessions|users)\b/i;

export function writesAuthTables(sql: string): boolean {
  return WRITE.test(sql) && AUTH_TABLES.test(sql);
}

/**
 * Sessions by their signed cookie value, kept in process memory: only on the embedded database, where the data-folder
 * lock guarantees this process is the only writer (never with DATABASE_URL, where other
 * instances may sign users out). Write-through by invalidation: any statement that writes the
 * sessions or users tables (sign-in, refresh, sign-out, account deletion cascading to sessions)
 * empties the cache, and a read started before such a write is not stored (its generation is
 * stale), so a signed-out session is never served from here.
 */
export class SessionCache {
  private readonly entries = new Map<string, { value: CachedSession; storedAt: number }>();
  private generation = 0;

  constructor(
    private readonly maxEntries = 10_000,
    /** A bound on staleness should a write ever bypass the statement watcher. */
    private readonly ttlMs = 5 * 60_000,
  ) {}

  /** Call before reading the database; pass the result to `set`. */
  begin(): number {
    return this.generation;
  }

  get(token: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.ttlMs) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.value;
  }

  set(token: string, value: CachedSession, generation: number, now = Date.now()) {
    if (generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { value, storedAt: now });
  }

  invalidate() {
    this.generation++;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
