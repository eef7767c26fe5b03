import type { Locale } from "@/shared/locale";
import type { AppDatabase } from "./db/client";
import type { Config } from "./env";
import type { RequestTiming } from "./http/server-timing";
import type { Logger } from "./logger";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  /** The language chosen on the account (null: never chosen); read with the session, so free. */
  locale: Locale | null;
};

/**
 * A request's rate-limit hits (one per key) that its route counts inside its own first statement
 * instead of one of their own; `counted` once that statement ran (http/rate-limit.ts, countedLater).
 */
export type RateLimitHits = { checks: Array<{ key: string; limit: number }>; counted: boolean };

/** Hono's typed context for every route. */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    user: SessionUser;
    /** The request's language (account, cookie, Accept-Language); see http/request-locale.ts. */
    locale: Locale;
    /** Outside calls' time for Server-Timing, on the routes that have it (http/server-timing.ts). */
    timing?: RequestTiming;
    /** On the routes whose statement counts the rate limit's hits (http/rate-limit.ts). */
    rateLimitHits?: RateLimitHits;
  };
};

export type CoreDeps = {
  config: Config;
  database: AppDatabase;
  logger: Logger;
};
