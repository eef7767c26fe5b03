import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/server/env";
import { loadDotEnv } from "./load-env";

const root = path.resolve(import.meta.dirname, "..");
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe(".env.example and .env", () => {
  it("passes the env validation used as-is", () => {
    const example = parseEnv(readFileSync(path.join(root, ".env.example"), "utf8")) as Record<string, string>;
    expect(example.RDAP_TIMEOUT_MS).toBe("");
    const config = loadConfig(example);
    expect(config.port).toBe(3000);
    expect(config.rdap.timeoutMs).toBeGreaterThanOrEqual(100);
    expect(config.database.kind).toBe("pglite");
    expect(config.openrouter).toBeUndefined();
    expect(config.paddle).toBeUndefined();
  });

  it("reads .env when present, and the environment wins over it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "dotenv-"));
    dirs.push(dir);
    const target: NodeJS.ProcessEnv = { PORT: "4000" };
    expect(loadDotEnv(dir, target)).toBeUndefined();
    writeFileSync(path.join(dir, ".env"), "# comment\nPORT=3100\nLOG_LEVEL=debug\nRDAP_TIMEOUT_MS=\n");
    expect(loadDotEnv(dir, target)).toBe(path.join(dir, ".env"));
    expect(target).toEqual({ PORT: "4000", LOG_LEVEL: "debug", RDAP_TIMEOUT_MS: "" });
    expect(loadConfig(target).logLevel).toBe("debug");
  });
});
