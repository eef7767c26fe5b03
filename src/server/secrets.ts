import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import type { AppDatabase } from "./db/client";
import type { Config } from "./env";

/**
 * AUTH_SECRET from configuration, or (outside production, where env.ts requires it) one generated
 * on first start and kept so sessions survive restarts: in DATA_DIR for the embedded database,
 * in the database itself on a PostgreSQL server, so every instance sharing it signs alike.
 */
export async function resolveAuthSecret(
  config: Pick<Config, "authSecret" | "dataDir">,
  database?: Pick<AppDatabase, "db" | "kind">,
): Promise<string> {
  if (config.authSecret) return config.authSecret;
  if (database?.kind === "postgres") {
    // Whichever instance inserts first wins; the others read its value (a second statement, so
    // it sees a row another instance committed while this insert waited on it).
    await sql`
      insert into app_settings (key, value) values ('auth_secret', ${randomBytes(32).toString("base64url")})
      on conflict (key) do nothing
    `.execute(database.db);
    const { rows } = await sql<{ value: string }>`
      select value from app_settings where key = 'auth_secret'
    `.execute(database.db);
    const value = rows[0]?.value;
    if (!value) throw new Error("could not read or store the generated auth secret");
    return value;
  }
  const file = path.join(config.dataDir, "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not created yet.
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
