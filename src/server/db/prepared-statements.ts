import { createHash } from "node:crypto";
import type pg from "pg";

/**
 * Prepared statements on PostgreSQL, for every statement the app runs with parameters: each
 * connection parses and plans a statement once under a name (a hash of its text) and then only
 * binds and executes it. Parsing and planning is most of what a short statement costs
 * PostgreSQL: the session-and-account read of /api/me took ~1.2 ms a call unprepared and ~0.2 ms
 * prepared on the bench machine, and every request waits for it (issue 33).
 *
 * Only statements with parameters are named: they are the app's queries (Kysely's), and a name
 * forces the extended protocol, which takes one statement per call, while the migrations send
 * several at once without parameters. The number of distinct texts is bounded by the code, not
 * by the data (values are parameters), and capped all the same.
 *
 * A statement prepared before a schema change that alters its result (`select *` after a new
 * column, during a rolling deploy) fails once with PostgreSQL's "cached plan must not change
 * result type"; its text is then never named again in this process and the call is retried
 * unprepared (outside a transaction that succeeds; inside one the transaction fails as it would
 * have on any error, and the next attempt runs unprepared).
 *
 * Behind a pooler that hands each transaction another server connection (PgBouncer's
 * transaction mode), a statement prepared on one connection is missing on the next: the first
 * "prepared statement does not exist" turns preparing off for the process, and the call is
 * retried unprepared (as is "already exists" when a pooler's connection holds another client's).
 */

/** Distinct statement texts named per process; later ones run unprepared. */
export const MAX_PREPARED_TEXTS = 200;

const names = new Map<string, string>();
const unnamed = new Set<string>();
let preparing = true;

function nameFor(text: string): string | undefined {
  if (!preparing || unnamed.has(text)) return undefined;
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_PREPARED_TEXTS) return undefined;
    name = `s_${createHash("sha1").update(text).digest("base64url").slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}

function isStalePlan(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.code === "0A000" && /cached plan must not change result type/.test(e.message ?? "");
}

/**
 * The connection lacks the statement (invalid_sql_statement_name) or already has another of that
 * name (duplicate_prepared_statement): a pooler moved the client to another server connection.
 */
const isPoolerMismatch = (error: unknown) =>
  ["26000", "42P05"].includes((error as { code?: string } | null)?.code ?? "");

/**
 * Makes a pool's new connection run Kysely's calls (`query(text, values)` with values) as named
 * prepared statements; every other call passes through. For `pool.on("connect", ...)`.
 */
export function prepareStatements(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const run = (...args: unknown[]) => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== "string" || !Array.isArray(values) || values.length === 0)
      return query(...args);
    const name = nameFor(text);
    if (name === undefined) return query(text, values);
    return query({ name, text, values }).catch((error: unknown) => {
      if (isPoolerMismatch(error)) preparing = false;
      else if (isStalePlan(error)) unnamed.add(text);
      else throw error;
      return query(text, values);
    });
  };
  client.query = run as typeof client.query;
}
