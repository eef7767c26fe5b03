import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SECRETS = {
  AUTH_SECRET: "fake-auth-secret-5b1d0c2e9f7a4c1e8d3b6a0f9e2c7d41",
  GOOGLE_CLIENT_SECRET: "fake-google-client-secret-GOCSPX-41a9",
  OPENROUTER_API_KEY: "sk-or-v1-fake-openrouter-key-77c2e1",
  HF_TOKEN: "hf_fakeHuggingFaceToken9d8c7b6a5",
  PADDLE_API_KEY: "pdl_live_apikey_fake_03e8d1c2b4a5",
  PADDLE_WEBHOOK_SECRET: "pdl_ntfset_fake_webhook_secret_19af",
  DATABASE_URL: "postgres://brand:fake-db-password-8812@db.internal:5432/brand",
};
const SERVER_ONLY_NAMES = Object.keys(SECRETS);

describe("secrets never reach the browser bundle", () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "brand-secrets-build-"));
  const saved: Record<string, string | undefined> = {};
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it("builds with known fake secrets configured and finds none of them, nor server-only names, in any file or source map", async () => {
    for (const [k, v] of Object.entries(SECRETS)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    await build({
      configFile: path.join(ROOT, "vite.config.ts"),
      logLevel: "silent",
      build: { outDir, emptyOutDir: true },
    });
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (!/\.(br|gz|png|webp|jpg|mp4|woff2?)$/.test(entry.name)) files.push(full);
      }
    };
    walk(outDir);
    expect(files.some((f) => f.endsWith(".map"))).toBe(true);
    const leaks: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      for (const [name, value] of Object.entries(SECRETS))
        if (text.includes(value)) leaks.push(`${name} value in ${path.basename(file)}`);
      for (const name of SERVER_ONLY_NAMES)
        if (text.includes(name)) leaks.push(`${name} in ${path.basename(file)}`);
    }
    expect(leaks).toEqual([]);
  }, 120_000);
});
