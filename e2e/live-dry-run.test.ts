import { execFileSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBuildFresh } from "../scripts/build-stamp";
import { type LiveWorld, startLiveWorld } from "../src/test/live-world";
import { type Hop, walkLiveDryRun } from "./dry-run";
import { freePort, ROOT, type RunningServer, startServer } from "./harness";

/**
 * The live dry run without keys: the built server in live mode (Google, OpenRouter, Hugging Face,
 * Paddle, RDAP all configured), its service addresses pointed at stand-ins that answer as each
 * service documents itself, walked from check:providers to the download. `npx tsx
 * scripts/live-dry-run.ts` does the same and prints each hop.
 */
describe("live dry run", () => {
  let world: LiveWorld;
  let server: RunningServer;
  let appUrl: string;

  beforeAll(async () => {
    if (!isBuildFresh(ROOT)) {
      execFileSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/build.ts"], {
        cwd: ROOT,
        stdio: "inherit",
      });
    }
    const port = await freePort();
    appUrl = `http://localhost:${port}`;
    world = await startLiveWorld(appUrl);
    server = await startServer({ port, env: { ...world.env, APP_URL: appUrl, LOG_LEVEL: "info" } });
  });
  afterAll(async () => {
    await server?.stop();
    await world?.close();
  });

  it("walks sign-in, names, logos, payment, webhook and download against the documented services", async () => {
    const hops: Hop[] = [];
    await walkLiveDryRun({ appUrl, world, root: ROOT }, (hop) => hops.push(hop));
    expect(hops.map((h) => h.name)).toEqual([
      "check:providers",
      "sign-in",
      "brief",
      "names",
      "domains",
      "logos",
      "payment",
      "download",
    ]);
    const byName = Object.fromEntries(hops.map((h) => [h.name, h.detail]));
    expect(byName["check:providers"]).toMatch(/No problems found\.$/);
    expect(byName["sign-in"]).toContain("code exchanged (with a refresh token)");
    expect(byName["sign-in"]).toContain(
      `signed in as ${world.person.email} (access_type=offline, prompt=consent)`,
    );
    // The brief's own structured call went through the same router before the names call.
    expect(byName.brief).toMatch(
      /^OpenRouter routed \S+ to .+ \(response_format json_schema\) -> live brief: a neighbourhood coffee shop; concepts coffee bean, coffee cup$/,
    );
    expect(byName.names).toMatch(
      /OpenRouter routed qwen\/qwen3-30b-a3b-instruct-2507 to DeepInfra \(sent temperature, response_format, structured_outputs, require_parameters\)/,
    );
    expect(byName.domains).toMatch(/\.com (taken|available)/);
    expect(byName.logos).toMatch(/^2 fal jobs through the Hugging Face router/);
    expect(byName.payment).toMatch(
      /transaction\.completed txn_[a-z\d]{26} signed to \/api\/webhooks\/paddle \(200\) -> payment completed$/,
    );
    expect(byName.download).toMatch(/png 1024x1024/);

    // The server's start-up checks found nothing to warn about, and it said stand-ins answer.
    const logs = server
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(logs.filter((l) => l.level >= 40).map((l) => l.msg)).toEqual([
      "live services are answered by stand-ins (base-URL overrides; never in production)",
    ]);
  });

  it("refuses the overrides when NODE_ENV=production", async () => {
    const port = await freePort();
    await expect(
      startServer({
        port,
        env: {
          ...world.env,
          NODE_ENV: "production",
          APP_URL: `http://localhost:${port}`,
          AUTH_SECRET: "production-secret-production-secret-0001",
        },
      }),
    ).rejects.toThrow(
      /HF_BASE_URL is a test override of a service's address and is refused when NODE_ENV=production/,
    );
  });
});
