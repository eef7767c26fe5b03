import type { Context, MiddlewareHandler } from "hono";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { AppEnv, RateLimitHits } from "@/server/context";
import type { Database } from "@/server/db/schema";
import type { Config } from "@/server/env";
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
  // The editor previews every change (debounced in the browser); saves make a version each.
  "edit-preview": { perUser: 300, perAddress: 600 },
  "edit-save": { perUser: 30, perAddress: 60 },
  // Mock-up scenes: step 4 shows one per option, step 5 and the brand page eight per logo; the
  // editor's live scene follows every change like its preview.
  mockups: { perUser: 240, perAddress: 480 },
  "mockup-edit-preview": { perUser: 300, perAddress: 600 },
  // Step 3 loads the checks of every card shown; RDAP lookups behind them have their own limits.
  "name-checks": { perUser: 90, perAddress: 240 },
  "typed-name": { perUser: 20, perAddress: 60 },
  // Correcting how the description was read (step 2 and 3); each save is one request.
  brief: { perUser: 30, perAddress: 60 },
  // Step 2 reads the description as the person pauses typing (debounced in the browser).
  "brief-read": { perUser: 120, perAddress: 240 },
  // The data export builds the whole account as JSON.
  export: { perUser: 10, perAddress: 30 },
  // Step 5 shows eight tiles per logo; each miss renders one.
  "kit-preview": { perUser: 120, perAddress: 240 },
  // Public share pages (HTML, data, logo) and their link-preview card: anyone, so per address.
  "share-page": { perUser: 0, perAddress: 120 },
  "share-card": { perUser: 0, perAddress: 60 },
} as const;
export type RateLimitBucket = keyof typeof RATE_LIMITS;

const WINDOW_SECONDS = 60;

type Check = { key: string; limit: number };

/**
 * Counts one hit on each key in a fixed one-minute window, all in a single atomic upsert, so
 * several server instances share the counters. Returns the seconds until the latest window
 * resets when any key is over its limit, else null.
 */
export async function hit(db: Kysely<Database>, checks: ReadonlyArray<Check>): Promise<number | null> {
  if (checks.length === 0) return null;
  const { rows } = await hitsUpsert(checks).execute(db);
  let retry: number | null = null;
  for (const row of rows) {
    const limit = checks.find((c) => c.key === row.key)!.limit;
    if (row.count > limit) retry = Math.max(retry ?? 1, Number(row.retry_after));
  }
  return retry;
}

/**
 * The upsert behind hit. It commits without waiting for its WAL flush (`synchronous_commit` off
 * for this transaction only): the counters are exactly as shared and atomic, but the row lock on
 * a busy key (every request from one address) is no longer held through a disk flush, which had
 * requests from one address queue behind each other's fsync. A crash may forget the last few
 * milliseconds of hits, which for a one-minute limit is harmless (decision 018).
 */
function hitsUpsert(checks: ReadonlyArray<Check>) {
  const window = sql`make_interval(secs => ${WINDOW_SECONDS})`;
  return sql<{ key: string; count: number; retry_after: number }>`
    insert into rate_limits (key, window_start, count)
    select hits.key, now(), 1
    from (values ${sql.join(checks.map((c) => sql`(${c.key})`))}) as hits (key)
    cross join (select set_config('synchronous_commit', 'off', true)) as async_commit
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${window}
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${window}
                   then now() else rate_limits.window_start end
    returning key, count,
      ceil(extract(epoch from (window_start + ${window} - now())))::int as retry_after
  `;
}

/**
 * hit's upsert as CTEs of another statement (decision 039): `hits`, and `rate_limit`, one row
 * whose `retry` is what hit returns (null when every key is within its limit, or no hits are
 * given). The statement must take nothing when `retry` is set, and its caller then throws
 * rateLimited; once it has run, the caller marks the hits counted. The upsert is the same, so
 * the counters are as shared and atomic; what it saves is a round trip of its own.
 */
export function rateLimitSteps(hits: RateLimitHits | undefined): RawBuilder<unknown> {
  if (!hits || hits.checks.length === 0) return sql`rate_limit as (select null::int as retry)`;
  const limits = sql.join(hits.checks.map((c) => sql`(${c.key}, ${c.limit}::int)`));
  return sql`hits as (${hitsUpsert(hits.checks)}), rate_limit as (
      select max(greatest(h.retry_after, 1)) filter (where h.count > l.lim) as retry
      from hits h join (values ${limits}) as l (key, lim) on l.key = h.key
    )`;
}

export const rateLimited = (retryAfter: number) =>
  new ApiError(429, "rate_limited", undefined, undefined, { "Retry-After": String(retryAfter) });

type RateLimitConfig = Pick<Config, "rateLimitScale" | "trustProxy">;

export function rateLimit(
  db: Kysely<Database>,
  config: RateLimitConfig,
  bucket: RateLimitBucket,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (config.rateLimitScale > 0) await enforce(db, checksFor(c, config, bucket));
    await next();
  };
}

/**
 * rateLimit for a route whose first statement counts the hits itself (rateLimitSteps), saving
 * a round trip on its hot path: the hits wait in `rateLimitHits`, and a request that did not
 * get as far (its input refused, say) counts them after, and is refused over the limit as
 * rateLimit would have refused it.
 */
export function countedLater(
  db: Kysely<Database>,
  config: RateLimitConfig,
  bucket: RateLimitBucket,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (config.rateLimitScale <= 0) return next();
    const hits: RateLimitHits = { checks: checksFor(c, config, bucket), counted: false };
    c.set("rateLimitHits", hits);
    await next();
    if (!hits.counted) await enforce(db, hits.checks);
  };
}

async function enforce(db: Kysely<Database>, checks: Check[]) {
  const retry = await hit(db, checks);
  if (retry !== null) throw rateLimited(retry);
}

function checksFor(c: Context<AppEnv>, config: RateLimitConfig, bucket: RateLimitBucket): Check[] {
  const limits: { perUser: number; perAddress: number } = RATE_LIMITS[bucket];
  const scale = config.rateLimitScale;
  const user = c.get("user");
  const checks = [
    { key: `${bucket}:ip:${clientAddress(c, config)}`, limit: Math.ceil(limits.perAddress * scale) },
  ];
  if (user && limits.perUser > 0)
    checks.push({ key: `${bucket}:user:${user.id}`, limit: Math.ceil(limits.perUser * scale) });
  return checks;
}
