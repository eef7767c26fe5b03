import { createApp } from "../server/app";
import type { AppDatabase } from "../server/db/client";
import { type Config, loadConfig } from "../server/env";
import { createLogger, type Logger } from "../server/logger";
import { createServices, type Providers } from "../server/services";
import { startTestBucket } from "./test-bucket";
import { createTestDatabase } from "./test-database";

export const TEST_APP_URL = "http://localhost:3999";

export type TestApp = {
  app: ReturnType<typeof createApp>;
  services: Awaited<ReturnType<typeof createServices>>;
  config: Config;
  database: AppDatabase;
  /** A request from the app's own origin (as the browser would send it). */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
};

export async function createTestApp(
  env: Record<string, string> = {},
  overrides: {
    providers?: Partial<Providers>;
    logger?: Logger;
    webDist?: string;
    /** Another instance's view of a database (closed with the app); a fresh one by default. */
    database?: AppDatabase;
  } = {},
): Promise<TestApp> {
  // TEST_STORAGE=s3 runs every API test with logo images in S3-compatible storage (s3rver).
  const bucket = process.env.TEST_STORAGE === "s3" && !env.STORAGE_URL ? await startTestBucket() : undefined;
  const config = loadConfig({
    ...bucket?.env,
    NODE_ENV: "test",
    APP_URL: TEST_APP_URL,
    DATA_DIR: "/nonexistent",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    SUPPORT_EMAIL: "help@example.com",
    ...env,
  });
  const database = overrides.database ?? (await createTestDatabase());
  const logger = overrides.logger ?? createLogger("silent");
  const created = await createServices(config, database, logger);
  const services = { ...created, providers: { ...created.providers, ...overrides.providers } };
  const app = createApp({ config, database, logger, ...services, webDist: overrides.webDist });
  return {
    app,
    services,
    config,
    database,
    request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.method && init.method !== "GET" && !headers.has("origin")) headers.set("origin", TEST_APP_URL);
      return Promise.resolve(app.request(`${TEST_APP_URL}${path}`, { ...init, headers }));
    },
    async close() {
      await database.close();
      await bucket?.close();
    },
  };
}
