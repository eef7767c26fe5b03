import { createHmac, timingSafeEqual } from "node:crypto";
import { CompiledQuery, type Expression, type Kysely, type RawBuilder, sql } from "kysely";
import type { SessionUser } from "@/server/context";
import type { Database } from "@/server/db/schema";
import type { WriteThroughCache } from "@/server/db/write-through-cache";
import { parseLocale } from "@/shared/locale";

/** What the fast path needs from better-auth's context (its cookie names, secret, session ages). */
export type SessionAuthContext = {
  secret: string;
  authCookies: {
    sessionToken: { name: string };
    sessionData: { name: string };
    dontRememberToken: { name: string };
  };
  /** Seconds, as configured in auth.ts. */
  sessionConfig: { expiresIn: number; updateAge: number };
};

export type CachedSession = {
  userId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  user: SessionUser;
};

/** What the session cache is dropped on: writes to better-auth's sessions and users. */
export const SESSION_TABLES = ["auth_sessions", "users"] as const;

export type SessionLookup<X = unknown> =
  | {
      kind: "user";
      user: SessionUser;
      /** What the caller asked to read along with the session (absent on a cache hit). */
      extra?: X;
    }
  | { kind: "none" }
  /** better-auth decides: the session expired (it deletes it) or is due a refresh (it extends it). */
  | { kind: "fallback" };

const NONE = { kind: "none" } as const;
const FALLBACK = { kind: "fallback" } as const;
/** better-call's signed cookie: `<value>.<base64 HMAC-SHA256 of value>`, 44 characters with padding. */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The session check on every API request, without better-auth's per-call machinery (a WebCrypto
 * key import and verify, an endpoint context, two statements): the signed session cookie is
 * verified with node:crypto exactly as better-call signs it, and the session and its user are
 * read in one statement, or taken from the session cache (decisions 007, 032). better-auth stays
 * the owner of sessions: it signs users in and out, and whenever a session has expired or is
 * due its sliding refresh the caller falls back to it, so it deletes or extends the session as
 * it always does.
 */
export function createFastSessionReader(options: {
  context: Promise<SessionAuthContext>;
  db: Kysely<Database>;
  /** Sessions by signed cookie value (see WriteThroughCache). */
  cache?: WriteThroughCache<CachedSession>;
}) {
  const { db, cache } = options;
  type Row = {
    user_id: string;
    /** Epoch milliseconds, as a float8: pg parses that with parseFloat, a timestamp with a regex. */
    expires_ms: number;
    name: string;
    email: string;
    image: string | null;
    locale: string | null;
    extra?: unknown;
  };
  /**
   * The session-and-user statement, built and compiled once per `extra` (a module-level function
   * such as accountStatusJson): Kysely's builder and compiler cost more CPU than the rest of the
   * request's own work, for SQL that never changes. Only the token is a parameter.
   */
  const statements = new Map<unknown, string>();
  const verified = new Map<string, string>();
  const sessionStatement = (extra?: (userId: Expression<string>) => RawBuilder<unknown>) => {
    let text = statements.get(extra);
    if (text === undefined) {
      const compiled = db
        .selectFrom("auth_sessions as s")
        .innerJoin("users as u", "u.id", "s.user_id")
        .select(["s.user_id", "u.name", "u.email", "u.image", "u.locale"])
        .select(sql<number>`(extract(epoch from s.expires_at) * 1000)::float8`.as("expires_ms"))
        .$if(extra !== undefined, (qb) => qb.select(extra!(sql.ref("s.user_id")).as("extra")))
        .where("s.token", "=", "")
        .compile();
      if (compiled.parameters.length !== 1) throw new Error("the session statement takes the token only");
      text = compiled.sql;
      statements.set(extra, text);
    }
    const sqlText = text;
    return { withToken: (token: string) => CompiledQuery.raw(sqlText, [token]) as CompiledQuery<Row> };
  };
  type Settings = {
    key: string;
    tokenCookie: string;
    otherCookies: string[];
    expiresInMs: number;
    updateAgeMs: number;
  };
  // Kept once resolved: awaiting a settled promise on every request still costs a turn of the
  // microtask queue (and, with async hooks on, a hook call per promise).
  let resolved: Settings | undefined;
  const settings = options.context.then((ctx): Settings => {
    resolved = {
      key: ctx.secret,
      tokenCookie: ctx.authCookies.sessionToken.name,
      otherCookies: [ctx.authCookies.sessionData.name, ctx.authCookies.dontRememberToken.name],
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    };
    return resolved;
  });

  /**
   * `extra`, when given, is a value read for the session's user in the same statement (e.g. the
   * account status on /api/me): one round trip to the database instead of two.
   */
  return async function readSession<X = never>(
    cookieHeader: string | null | undefined,
    extra?: (userId: Expression<string>) => RawBuilder<X>,
  ): Promise<SessionLookup<X>> {
    if (!cookieHeader) return NONE;
    const s = resolved ?? (await settings);
    const cookies = parseCookieHeader(cookieHeader);
    // Cookies the app never sets (a cookie cache, "don't remember me") change better-auth's
    // behaviour; leave those requests to it.
    if (s.otherCookies.some((name) => cookies.has(name))) return FALLBACK;
    const signed = cookies.get(s.tokenCookie);
    if (!signed) return NONE;
    const now = Date.now();
    // Cached by the whole signed value: a hit was verified when it was stored.
    let session = cache?.get(signed, now);
    let extraValue: X | undefined;
    if (!session) {
      const token = verified.get(signed) ?? verifySignedValue(signed, s.key);
      if (!token) return NONE;
      remember(verified, signed, token);
      const generation = cache?.begin() ?? 0;
      const row = (await db.executeQuery(sessionStatement(extra).withToken(token))).rows[0];
      if (!row) return NONE;
      extraValue = row.extra as X | undefined;
      session = {
        userId: row.user_id,
        expiresAt: row.expires_ms,
        user: {
          id: row.user_id,
          name: row.name,
          email: row.email,
          image: row.image ?? null,
          locale: parseLocale(row.locale),
        },
      };
      cache?.set(signed, session, generation, now);
    }
    if (session.expiresAt < now) return FALLBACK;
    // better-auth's sliding expiry: refreshed once a day (updateAge) of its 30 days (expiresIn).
    if (session.expiresAt - s.expiresInMs + s.updateAgeMs <= now) return FALLBACK;
    return extraValue === undefined
      ? { kind: "user", user: session.user }
      : { kind: "user", user: session.user, extra: extraValue };
  };
}

/**
 * Signed cookie values whose signature held, with their token: the HMAC is a pure function of the
 * value and the secret, so a value verified once needs no second check (the session itself is
 * still read, or taken from the write-through cache, on every request). Bounded; the oldest go.
 */
const MAX_VERIFIED = 2000;
function remember(map: Map<string, string>, signed: string, token: string) {
  if (map.has(signed)) return;
  if (map.size >= MAX_VERIFIED) map.delete(map.keys().next().value!);
  map.set(signed, token);
}

/** The value of a signed cookie when its signature holds, as better-call's getSignedCookie checks it. */
export function verifySignedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac("sha256", secret).update(value).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/**
 * A Cookie header as better-call reads it: the first occurrence of a name wins, surrounding
 * double quotes are dropped and values are percent-decoded when they decode.
 */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq === -1) continue;
    const name = pair.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    cookies.set(name, decodeCookieValue(value));
  }
  return cookies;
}

function decodeCookieValue(value: string): string {
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
