import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "./env";

/**
 * AUTH_SECRET from configuration, or (outside production, where env.ts requires it) one generated
 * on first start and kept in DATA_DIR so sessions survive restarts.
 */
export function resolveAuthSecret(config: Pick<Config, "authSecret" | "dataDir">): string {
  if (config.authSecret) return config.authSecret;
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
