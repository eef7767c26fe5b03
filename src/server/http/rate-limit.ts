import type { Context, MiddlewareHandler } from "hono";
import { type Kysely, sql } from "kysely";
import type { AppEnv } from "../context";
import type { Database } from "../db/schema";
import type { Config } from "../env";
import { clientAddress } from "./client-address";
import { ApiError } from "./errors";

/** Requests allowed per minute, per signed-in user and per client address. */
export const RATE_LIMITS = {
  "sign-in": { perUser: 0, perAddress: 30 },
  generate: { perUser: 30, perAddress: 120 },
  checkout: { perUser: 20, perAddress: 60 },
  download: { perUser: 40, perAddress: 120 },
  // /success polls every 2 s, at most 10 times per payment.
  "payment-status": { perUser: 60, perAddress: 120 },
  "client-errors": { perUser: 0, perAddress: 20 },
  // Step 3 loads the checks of every card shown; RDAP lookups behind them have their own limits.
  "name-checks": { perUser: 90, perAddress: 240 },
  "typed-name": { perUser: 20, perAddress: 60 },
} as const;
export type RateLimitBucket = keyof typeof RATE_LIMITS;

const WINDOW_SECONDS = 60;

/**
 * Counts one hit in a fixed one-minute window with a single atomic upsert, so several server
 * instances share the counters. Returns the seconds until the window resets when over the limit.
 */
export async function hit(db: Kysely<Database>, key: string, limit: number): Promise<number | null> {
  const { rows } = await sql<{ count: number; retry_after: number }>`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${WINDOW_SECONDS})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${WINDOW_SECONDS})
                   then now() else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${WINDOW_SECONDS}) - now())))::int as retry_after
  `.execute(db);
  const row = rows[0]!;
  return row.count > limit ? Math.max(1, Number(row.retry_after)) : null;
}

export function rateLimit(
  db: Kysely<Database>,
  config: Pick<Config, "rateLimitScale" | "trustProxy">,
  bucket: RateLimitBucket,
): MiddlewareHandler<AppEnv> {
  const limits = RATE_LIMITS[bucket];
  return async (c, next) => {
    if (config.rateLimitScale > 0) await enforce(c, db, config, bucket, limits);
    await next();
  };
}

async function enforce(
  c: Context<AppEnv>,
  db: Kysely<Database>,
  config: Pick<Config, "rateLimitScale" | "trustProxy">,
  bucket: RateLimitBucket,
  limits: { perUser: number; perAddress: number },
) {
  const scale = config.rateLimitScale;
  const user = c.get("user");
  const checks: Array<Promise<number | null>> = [
    hit(db, `${bucket}:ip:${clientAddress(c, config)}`, Math.ceil(limits.perAddress * scale)),
  ];
  if (user && limits.perUser > 0)
    checks.push(hit(db, `${bucket}:user:${user.id}`, Math.ceil(limits.perUser * scale)));
  const retry = Math.max(0, ...(await Promise.all(checks)).map((r) => r ?? 0));
  if (retry > 0) {
    throw new ApiError(
      429,
      "rate_limited",
      "Too many requests. Please wait a moment and try again.",
      undefined,
      {
        "Retry-After": String(retry),
      },
    );
  }
}
