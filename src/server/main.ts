import type { Server } from "node:http";
import path from "node:path";
import v8 from "node:v8";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { PGLITE_SEED_DIR } from "./db/pglite-seed";
import { scheduleRetention } from "./domain/retention";
import { ConfigError, readConfig, serverRuntimeV8Flags } from "./env";
import { gracefulDrain } from "./http/graceful-shutdown";
import { createLogger } from "./logger";
import { checkProvidersInBackground } from "./providers/check";
import { installServiceUrlOverrides } from "./providers/service-urls";
import { closeRenderPool, configureRenderPool, RENDER_POOL_DEFAULTS } from "./render/render-pool";
import { createServices } from "./services";

const SHUTDOWN_GRACE_MS = 10_000;
/** How long idle keep-alive connections may still bring a request after the signal. */
const SHUTDOWN_LINGER_MS = 1_000;

async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  configureRenderPool({ ...RENDER_POOL_DEFAULTS, ...config.render });
  for (const flag of serverRuntimeV8Flags(process.env)) v8.setFlagsFromString(flag);
  const started = performance.now();
  if (config.serviceUrls.size > 0) {
    installServiceUrlOverrides(config.serviceUrls);
    logger.warn(
      { overrides: Object.fromEntries(config.serviceUrls) },
      "live services are answered by stand-ins (base-URL overrides; never in production)",
    );
  }
  const database = await openDatabase(config.database, {
    pgliteSeedDir: path.resolve(PGLITE_SEED_DIR),
    onPgliteReopen: (ms) =>
      logger.info({ ms }, "embedded database reopened after a quiet spell (decision 028)"),
    onPgliteReopenError: (error) =>
      logger.error({ err: error }, "embedded database could not be reopened; trying again shortly"),
    onTableWritesError: (error) =>
      logger.warn(
        { err: error },
        "not listening for table writes: sessions and accounts are read from the database until it is back (decision 032)",
      ),
  });
  const services = await createServices(config, database, logger);
  const lifecycle = { draining: false };
  const app = createApp({
    config,
    database,
    logger,
    ...services,
    lifecycle,
    webDist: path.resolve("dist/web"),
  });

  const stopRetention = scheduleRetention(database.db, services.images, logger);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      {
        port: info.port,
        database: database.kind,
        ms: Math.round(performance.now() - started),
        // Which memory the render pool was sized for, and from where (decision 026).
        memoryBudgetMb: config.memoryBudget?.mb,
        memoryBudgetFrom: config.memoryBudget?.from,
        renderWorkers: config.render?.size,
      },
      `ready at ${config.appUrl}`,
    );
    // Checks configured AI models against the live services; logs warnings, never blocks.
    void checkProvidersInBackground({ ...services.providers }, logger);
  });

  const drain = gracefulDrain(server as Server, {
    lingerMs: SHUTDOWN_LINGER_MS,
    graceMs: SHUTDOWN_GRACE_MS,
  });
  const shutdown = async (signal: string) => {
    if (drain.draining) return;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    lifecycle.draining = true;
    stopRetention();
    await drain.start();
    await closeRenderPool();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("The server could not start:", error);
  }
  process.exit(1);
});
