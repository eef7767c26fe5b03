import type { Locale } from "@/shared/locale";
import type { AppDatabase } from "./db/client";
import type { Config } from "./env";
import type { Logger } from "./logger";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  /** The language chosen on the account (null: never chosen); read with the session, so free. */
  locale: Locale | null;
};

/** Hono's typed context for every route. */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    user: SessionUser;
    /** The request's language (account, cookie, Accept-Language); see http/request-locale.ts. */
    locale: Locale;
  };
};

export type CoreDeps = {
  config: Config;
  database: AppDatabase;
  logger: Logger;
};
