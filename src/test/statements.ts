import type { AppDatabase } from "../server/db/client";

/** Every SQL statement the database ran while `fn` ran (better-auth's too: it shares the pool). */
export async function statementsDuring<T>(
  database: AppDatabase,
  fn: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const stop = database.watchStatements((sql) => statements.push(sql));
  try {
    return { result: await fn(), statements };
  } finally {
    stop();
  }
}
