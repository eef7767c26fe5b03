import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { PGLITE_SEED_DIR } from "./db/pglite-seed";
import { scheduleRetention } from "./domain/retention";
import { ConfigError, readConfig } from "./env";
import { createLogger } from "./logger";
import { createServices } from "./services";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const started = performance.now();
  const database = await openDatabase(config.database, {
    pgliteSeedDir: path.resolve(PGLITE_SEED_DIR),
  });
  const app = createApp({
    config,
    database,
    logger,
    ...(await createServices(config, database, logger)),
    webDist: path.resolve("dist/web"),
  });

  const stopRetention = scheduleRetention(database.db, logger);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, database: database.kind, ms: Math.round(performance.now() - started) },
      `ready at ${config.appUrl}`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("in-flight requests did not finish in time; closing anyway");
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    stopRetention();
    server.close(async () => {
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("The server could not start:", error);
  }
  process.exit(1);
});
