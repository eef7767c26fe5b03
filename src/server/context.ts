import type { AppDatabase } from "./db/client";
import type { Config } from "./env";
import type { Logger } from "./logger";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
};

/** Hono's typed context for every route. */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    user: SessionUser;
  };
};

export type CoreDeps = {
  config: Config;
  database: AppDatabase;
  logger: Logger;
};
