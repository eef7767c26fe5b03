import { type PGlite, protocol } from "@electric-sql/pglite";
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
import { BYTEA, type Field, readResponse, type WireResponse } from "./pg-wire";

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
  private driver: PGliteDriver | undefined;

  constructor(
    private readonly pglite: PGlite,
    private readonly options: PGliteDialectOptions = {},
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    this.driver = new PGliteDriver(this.pglite, this.options);
    return this.driver;
  }
  /**
   * Runs `swap` while no statement or transaction holds the connection, and sends every later
   * statement to the PGlite it returns (the same data reopened: see db/client.ts). Prepared
   * statements belonged to the old backend and are forgotten.
   */
  async replace(swap: (current: PGlite) => Promise<PGlite>): Promise<void> {
    if (!this.driver) throw new Error("The dialect has no driver yet");
    await this.driver.replace(swap);
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

  constructor(pglite: PGlite, options: PGliteDialectOptions) {
    this.connection = new PGliteConnection(pglite, options);
  }

  async init() {
    // The protocol calls below do not wait for start-up the way PGlite's query() does.
    await this.connection.pglite.waitReady;
  }

  async replace(swap: (current: PGlite) => Promise<PGlite>) {
    const connection = (await this.acquireConnection()) as PGliteConnection;
    try {
      await connection.replace(swap);
    } finally {
      connection.release();
    }
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

const serialize = protocol.serialize;
const EXECUTE = serialize.execute({});
const SYNC = serialize.sync();
/** Statement names are unique in the process, so two dialects over one PGlite never collide. */
let statementCounter = 0;
/** Statements that change the schema: cached plans and row shapes may no longer fit. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|truncate)\b/im;

type Prepared = {
  name: string;
  /** The rows' fields, from the Describe sent with its Parse (null: no rows). */
  fields?: Field[] | null;
  /** Result format codes when a column is bytea (1: binary for those); unset: all text. */
  binary?: number[];
};

/**
 * PGlite's own `query()` makes six calls into WASM per statement (parse, describe, bind,
 * describe, execute, sync), parsing and planning it every time, then decodes the answer
 * through a general message parser. Here each statement is one protocol message (bind,
 * execute, sync) against a named prepared statement that is parsed and described once and kept
 * (an LRU of them), and the answer's bytes are read directly (pg-wire.ts). Parameters are sent
 * as text with their types left to the server, as node-postgres does, so the same SQL behaves
 * the same on both databases; values are decoded by PGlite's parsers, so rows look exactly as
 * they did with `query()`, except bytea columns, which are asked for in binary and come as the
 * same Uint8Array.
 */
class PGliteConnection implements DatabaseConnection {
  release: () => void = () => {};
  /** SQL text -> prepared statement, in least-recently-used order. */
  private readonly statements = new Map<string, Prepared>();
  /** Closes of evicted statements, sent in front of the next message. */
  private pendingCloses: Uint8Array[] = [];
  private readonly maxStatements: number;

  constructor(
    public pglite: PGlite,
    private readonly options: PGliteDialectOptions,
  ) {
    // At least one: a statement is kept from its Parse until its first Bind has run.
    this.maxStatements = Math.max(1, options.maxPreparedStatements ?? 256);
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.pglite.closed) throw new Error("PGlite is closed");
    try {
      // SQL with several statements (migrations) needs the simple protocol, which runs them all
      // in one message; a parameterless single statement (begin, commit) is prepared like any other.
      const results =
        compiled.parameters.length === 0 && compiled.sql.includes(";")
          ? await this.simple(compiled.sql)
          : await this.extended(compiled.sql, compiled.parameters);
      if (SCHEMA_CHANGE.test(compiled.sql)) await this.forgetStatements();
      const last = results.at(-1);
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
    const response = await this.send([serialize.query(sql)]);
    if (response.error) throw response.error;
    return response.results;
  }

  private async extended(sql: string, parameters: readonly unknown[]) {
    let prepared = this.statements.get(sql);
    if (prepared) {
      // Most recently used goes last.
      this.statements.delete(sql);
      this.statements.set(sql, prepared);
    } else {
      prepared = await this.prepare(sql);
    }
    const fields = prepared.fields ?? undefined;
    const bind = serialize.bind({ statement: prepared.name, values: parameters.map(toPostgresText) });
    const response = await this.send(
      [prepared.binary ? withResultFormats(bind, prepared.binary) : bind, EXECUTE, SYNC],
      fields,
    );
    if (response.error) throw response.error;
    return response.results;
  }

  /**
   * Parses and describes a new statement (one call, once per statement): its row's fields are
   * known before its first Bind, so bytea columns are asked for in binary. In text a bytea value
   * is hex, twice its size, in WASM memory and again in JS (a kit zip is megabytes), and WASM
   * memory never shrinks (decision 026).
   */
  private async prepare(sql: string): Promise<Prepared> {
    const prepared: Prepared = { name: `k${++statementCounter}` };
    const response = await this.send([
      serialize.parse({ name: prepared.name, text: sql, types: [] }),
      serialize.describe({ type: "S", name: prepared.name }),
      SYNC,
    ]);
    // Kept once the server has it, even when describing it then failed.
    if (response.parsed) this.remember(sql, prepared);
    if (response.error) throw response.error;
    const fields = response.described ?? null;
    if (fields?.some((f) => f.typeId === BYTEA)) {
      prepared.binary = fields.map((f) => (f.typeId === BYTEA ? 1 : 0));
      prepared.fields = fields.map((f) => (f.typeId === BYTEA ? { ...f, binary: true } : f));
    } else {
      prepared.fields = fields;
    }
    return prepared;
  }

  async replace(swap: (current: PGlite) => Promise<PGlite>) {
    this.statements.clear();
    this.pendingCloses = [];
    this.pglite = await swap(this.pglite);
  }

  private remember(sql: string, prepared: Prepared) {
    this.statements.set(sql, prepared);
    if (this.statements.size <= this.maxStatements) return;
    const [oldestSql, oldest] = this.statements.entries().next().value as [string, Prepared];
    this.statements.delete(oldestSql);
    this.pendingCloses.push(serialize.close({ type: "S", name: oldest.name }));
  }

  private async forgetStatements() {
    if (this.statements.size === 0) return;
    this.statements.clear();
    this.pendingCloses = [];
    await this.send([serialize.query("deallocate all")]);
  }

  /** One call into PGlite, its answer read from the raw bytes (PGlite's own reader is skipped). */
  private async send(parts: Uint8Array[], knownFields?: Field[]): Promise<WireResponse> {
    if (this.pendingCloses.length > 0) {
      parts.unshift(...this.pendingCloses);
      this.pendingCloses = [];
    }
    const chunks: Uint8Array[] = [];
    // syncToFs is a no-op on the Node file systems (they write through), so it is skipped.
    await this.pglite.execProtocolRawStream(concat(parts), {
      syncToFs: false,
      // A view into WASM memory, reused by the next call: copied.
      onRawData: (data) => chunks.push(data.slice()),
    });
    const bytes = chunks.length === 1 ? chunks[0]! : concat(chunks);
    return readResponse(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      this.pglite.parsers,
      knownFields,
    );
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported by PGlite; fail loudly.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming queries are not supported on the embedded database");
  }
}

/**
 * A Bind message with result format codes: PGlite's serializer asks for text for every column
 * (its last field is a count of 0 codes), so the count and the codes replace that field.
 */
function withResultFormats(bind: Uint8Array, formats: number[]): Uint8Array {
  const out = new Uint8Array(bind.length + formats.length * 2);
  out.set(bind);
  const view = new DataView(out.buffer);
  view.setInt16(bind.length - 2, formats.length);
  for (const [i, format] of formats.entries()) view.setInt16(bind.length + i * 2, format);
  view.setInt32(1, out.length - 1);
  return out;
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
