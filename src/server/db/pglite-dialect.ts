import { type PGlite, parse, protocol } from "@electric-sql/pglite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import { toPostgresText } from "./pg-values";

export type PGliteDialectOptions = {
  /**
   * Called after every statement that ran, with its SQL (also when it failed: a write may have
   * happened before the error). The session cache listens here for writes to the auth tables.
   */
  onStatement?: (sql: string) => void;
  /** Most prepared statements kept at once; the least recently used is closed beyond it. */
  maxPreparedStatements?: number;
};

/**
 * Kysely dialect for embedded PostgreSQL (PGlite). PGlite is one connection, so every
 * connection checkout is queued behind the previous one: a transaction holds the connection
 * until it commits, and statements from other requests never interleave with it.
 */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly options: PGliteDialectOptions = {},
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.options);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(
    private readonly pglite: PGlite,
    options: PGliteDialectOptions,
  ) {
    this.connection = new PGliteConnection(pglite, options);
  }

  async init() {
    // The protocol calls below do not wait for start-up the way PGlite's query() does.
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.connection.release = release;
    return this.connection;
  }

  async releaseConnection(connection: DatabaseConnection) {
    (connection as PGliteConnection).release();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : "";
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async destroy() {
    // The owner of the PGlite instance closes it (see db/client.ts), after the queue drains.
    await this.queue;
  }
}

type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];

const serialize = protocol.serialize;
const DESCRIBE_PORTAL = serialize.describe({ type: "P" });
const EXECUTE = serialize.execute({});
const SYNC = serialize.sync();
/** Statement names are unique in the process, so two dialects over one PGlite never collide. */
let statementCounter = 0;
/** Statements that change the schema: cached plans of prepared statements may no longer fit. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|truncate)\b/im;

/**
 * PGlite's own `query()` makes six calls into WASM per statement (parse, describe, bind,
 * describe, execute, sync), parsing and planning it every time. Here each statement is one
 * protocol message (bind, describe, execute, sync), against a named prepared statement that is
 * parsed once and kept (an LRU of them). Parameters are sent as text with their types left to
 * the server, as node-postgres does, so the same SQL behaves the same on both databases;
 * results are parsed by PGlite's own parsers, so rows look exactly as they did with `query()`.
 */
class PGliteConnection implements DatabaseConnection {
  release: () => void = () => {};
  /** SQL text -> prepared statement name, in least-recently-used order. */
  private readonly statements = new Map<string, string>();
  /** Closes of evicted statements, sent in front of the next message. */
  private pendingCloses: Uint8Array[] = [];
  private readonly maxStatements: number;

  constructor(
    private readonly pglite: PGlite,
    private readonly options: PGliteDialectOptions,
  ) {
    this.maxStatements = options.maxPreparedStatements ?? 256;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.pglite.closed) throw new Error("PGlite is closed");
    try {
      // Parameterless SQL (migrations, begin/commit) may hold several statements: the simple
      // protocol runs them all in one message.
      const result =
        compiled.parameters.length === 0
          ? this.simple(compiled.sql)
          : this.extended(compiled.sql, compiled.parameters);
      const last = (await result).at(-1);
      const affected = last?.affectedRows;
      return {
        rows: (last?.rows ?? []) as R[],
        ...(affected !== undefined && /^\s*(insert|update|delete|merge)/i.test(compiled.sql)
          ? { numAffectedRows: BigInt(affected) }
          : {}),
      };
    } finally {
      this.options.onStatement?.(compiled.sql);
    }
  }

  private async simple(sql: string) {
    const messages = await this.send([serialize.query(sql)]);
    if (SCHEMA_CHANGE.test(sql) && this.statements.size > 0) {
      this.statements.clear();
      this.pendingCloses = [];
      await this.send([serialize.query("deallocate all")]);
    }
    return parse.parseResults(messages, this.pglite.parsers);
  }

  private async extended(sql: string, parameters: readonly unknown[]) {
    let name = this.statements.get(sql);
    const parts: Uint8Array[] = [];
    const prepared = name !== undefined;
    if (prepared) {
      // Most recently used goes last.
      this.statements.delete(sql);
      this.statements.set(sql, name!);
    } else {
      name = `k${++statementCounter}`;
      parts.push(serialize.parse({ name, text: sql, types: [] }));
    }
    parts.push(
      serialize.bind({ statement: name, values: parameters.map(toPostgresText) }),
      DESCRIBE_PORTAL,
      EXECUTE,
      SYNC,
    );
    const messages = await this.send(parts, (received) => {
      // Cached once the server has it, even when binding or running it then failed.
      if (!prepared && received.some((m) => m.name === "parseComplete")) this.remember(sql, name!);
    });
    return parse.parseResults(messages, this.pglite.parsers);
  }

  private remember(sql: string, name: string) {
    this.statements.set(sql, name);
    if (this.statements.size <= this.maxStatements) return;
    const [oldestSql, oldestName] = this.statements.entries().next().value as [string, string];
    this.statements.delete(oldestSql);
    this.pendingCloses.push(serialize.close({ type: "S", name: oldestName }));
  }

  /** One call into PGlite; throws the database's error after the whole message was processed. */
  private async send(
    parts: Uint8Array[],
    inspect?: (messages: BackendMessage[]) => void,
  ): Promise<BackendMessage[]> {
    if (this.pendingCloses.length > 0) {
      parts.unshift(...this.pendingCloses);
      this.pendingCloses = [];
    }
    // syncToFs is a no-op on the Node file systems (they write through), so it is skipped.
    const { messages } = await this.pglite.execProtocol(concat(parts), {
      syncToFs: false,
      throwOnError: false,
    });
    inspect?.(messages);
    const error = messages.find((m) => m.name === "error");
    if (error) throw error;
    return messages;
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported by PGlite; fail loudly.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming queries are not supported on the embedded database");
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
