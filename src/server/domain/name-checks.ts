import { type Kysely, sql } from "kysely";
import { storedBrief } from "@/server/brief/session-brief";
import type { Database } from "@/server/db/schema";
import type { Config } from "@/server/env";
import { notFound } from "@/server/http/errors";
import { hit } from "@/server/http/rate-limit";
import type { DomainChecker, DomainLookup } from "@/server/providers/domains/rdap";
import {
  brandCountry,
  type CheckCountry,
  type DomainCheck,
  domainLabel,
  type NameChecks,
  tldsFor,
  type UnknownReason,
} from "@/shared/name-checks";
import { getOwnedSession } from "./brand-sessions";

type Db = Kysely<Database>;

/** Clear answers hold for a day (issue: name studio, point 4); unclear ones are retried sooner. */
export const DOMAIN_CACHE_MS = 24 * 60 * 60 * 1000;
export const UNCLEAR_CACHE_MS = 10 * 60 * 1000;
/** RDAP lookups per minute (cache hits are free), shared by every server instance. */
export const RDAP_LIMITS = { perUser: 60, perRegistry: 120 } as const;

/** Reasons worth remembering for a while: asking again at once would only load the registry. */
const CACHED_UNKNOWN: ReadonlySet<UnknownReason> = new Set([
  "timeout",
  "registry_error",
  "unexpected_answer",
  "not_authoritative",
  "rate_limited",
  "no_rdap",
]);

type CheckDeps = {
  db: Db;
  domains: DomainChecker;
  config: Pick<Config, "rateLimitScale">;
};

/**
 * The checks shown on one name card: its domains under .com and two endings for the category or
 * country, and whether a similar name was already chosen for another brand made here. Only names
 * of the caller's own brand can be checked, so the endpoint is no open RDAP proxy or name oracle.
 */
export async function checkName(
  deps: CheckDeps,
  input: { userId: string; sessionId: string; nameId: string; country?: CheckCountry; signal?: AbortSignal },
): Promise<NameChecks> {
  const session = await getOwnedSession(deps.db, input.userId, input.sessionId);
  // Without a country asked for, the brand's own: its brief's place or language, its description.
  const country =
    input.country ?? brandCountry(session.business_description ?? "", storedBrief(session)) ?? "other";
  const row = await deps.db
    .selectFrom("generated_names")
    .select(["id", "name"])
    .where("id", "=", input.nameId)
    .where("session_id", "=", session.session_id)
    .executeTakeFirst();
  if (!row) throw notFound("name_not_in_brand");
  const label = domainLabel(row.name);
  const tlds = tldsFor(session.business_type ?? "others", country);
  const [domains, similar] = await Promise.all([
    Promise.all(tlds.map((tld) => checkDomain(deps, input.userId, label, tld, input.signal))),
    similarNameExists(deps.db, input.userId, row.name),
  ]);
  return {
    nameId: String(row.id),
    name: row.name,
    domains,
    similar: similar ? { state: "similar", match: similar } : { state: "clear" },
    country,
  };
}

async function checkDomain(
  deps: CheckDeps,
  userId: string,
  label: string,
  tld: string,
  signal?: AbortSignal,
): Promise<DomainCheck> {
  const domain = `${label}.${tld}`;
  if (label === "") return { domain, tld, state: "unknown", reason: "invalid_name", checkedAt: null };
  const cached = await deps.db
    .selectFrom("domain_checks")
    .select(["state", "reason", "checked_at"])
    .where("label", "=", label)
    .where("tld", "=", tld)
    .where("expires_at", ">", sql<Date>`now()`)
    .executeTakeFirst();
  if (cached) {
    return {
      domain,
      tld,
      state: cached.state,
      ...(cached.reason ? { reason: cached.reason as UnknownReason } : {}),
      checkedAt: cached.checked_at.toISOString(),
    };
  }
  if (deps.domains.mode === "offline") {
    return { domain, tld, state: "unknown", reason: "offline", checkedAt: null };
  }
  if (await overLimit(deps, userId, tld)) {
    return { domain, tld, state: "unknown", reason: "rate_limited", checkedAt: null };
  }
  const result = await deps.domains.lookup(label, tld, signal);
  const checkedAt = await remember(deps.db, label, tld, result);
  return { domain, tld, ...result, checkedAt };
}

async function overLimit(deps: CheckDeps, userId: string, tld: string): Promise<boolean> {
  const scale = deps.config.rateLimitScale;
  if (scale <= 0) return false;
  // The user's counter first: a lookup refused for the user must not spend the registry's budget.
  const user = { key: `rdap:user:${userId}`, limit: Math.ceil(RDAP_LIMITS.perUser * scale) };
  if ((await hit(deps.db, [user])) !== null) return true;
  const registry = deps.domains.registryFor(tld);
  if (!registry) return false;
  const perRegistry = { key: `rdap:registry:${registry}`, limit: Math.ceil(RDAP_LIMITS.perRegistry * scale) };
  return (await hit(deps.db, [perRegistry])) !== null;
}

async function remember(db: Db, label: string, tld: string, result: DomainLookup): Promise<string | null> {
  const ttl =
    result.state !== "unknown"
      ? DOMAIN_CACHE_MS
      : result.reason && CACHED_UNKNOWN.has(result.reason)
        ? result.reason === "no_rdap"
          ? DOMAIN_CACHE_MS
          : UNCLEAR_CACHE_MS
        : 0;
  if (ttl === 0) return null;
  const row = await db
    .insertInto("domain_checks")
    .values({
      label,
      tld,
      state: result.state,
      reason: result.reason ?? null,
      expires_at: sql<Date>`now() + make_interval(secs => ${ttl / 1000})`,
    })
    .onConflict((oc) =>
      oc.columns(["label", "tld"]).doUpdateSet({
        state: result.state,
        reason: result.reason ?? null,
        checked_at: sql<Date>`now()`,
        expires_at: sql<Date>`now() + make_interval(secs => ${ttl / 1000})`,
      }),
    )
    .returning("checked_at")
    .executeTakeFirstOrThrow();
  return row.checked_at.toISOString();
}

// ---------------------------------------------------------------------------------------------
// Similar names

/** Letters and digits only, accents off, "&" as "and": how a name reads when spoken or typed. */
export function foldName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("en")
    .replace(/&/g, "and")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = row;
  }
  return prev[y.length] ?? 0;
}

/**
 * A rough sound-alike key for English spellings: letters that sound alike are merged, vowels after
 * the first letter dropped, doubles collapsed ("Brewlane" and "Bruelane" are both "brln").
 */
export function phoneticKey(folded: string): string {
  if (!/^[a-z0-9]+$/.test(folded)) return "";
  const s = folded
    .replace(/ph/g, "f")
    .replace(/ck/g, "k")
    .replace(/gh/g, "g")
    .replace(/^kn|^gn|^wr|^ps/, (m) => m.slice(1))
    .replace(/q/g, "k")
    .replace(/x/g, "ks")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/c/g, "k")
    .replace(/z/g, "s")
    .replace(/dg/g, "j")
    .replace(/v/g, "f")
    .replace(/y/g, "i");
  const first = /[aeiou]/.test(s.charAt(0)) ? "a" : s.charAt(0);
  return (first + s.slice(1).replace(/[aeiouhw]/g, "")).replace(/(.)\1+/g, "$1");
}

/** How a name resembles another: the same once folded, one or two letters off, or sounding alike. */
export function resemblance(a: string, b: string): "same" | "spelling" | "sound" | null {
  const x = foldName(a);
  const y = foldName(b);
  if (x === "" || y === "") return null;
  if (x === y) return "same";
  const longest = Math.max(x.length, y.length);
  const allowed = longest <= 4 ? 0 : longest <= 8 ? 1 : 2;
  if (Math.abs(x.length - y.length) <= allowed && editDistance(x, y) <= allowed) return "spelling";
  const px = phoneticKey(x);
  if (px.length >= 3 && px === phoneticKey(y) && Math.abs(x.length - y.length) <= 3) return "sound";
  return null;
}

/**
 * Whether another user's brand already chose a name like this one. Answers with the kind of
 * resemblance only: never the other name, its owner or its brand.
 */
export async function similarNameExists(
  db: Db,
  userId: string,
  name: string,
): Promise<"same" | "spelling" | "sound" | null> {
  const length = name.length;
  const rows = await db
    .selectFrom("user_sessions")
    .select("chosen_name")
    .distinct()
    .where("chosen_name", "is not", null)
    .where("user_id", "<>", userId)
    .where(sql<number>`char_length(chosen_name)`, ">=", Math.max(1, length - 6))
    .where(sql<number>`char_length(chosen_name)`, "<=", length + 6)
    .limit(20_000)
    .execute();
  let best: "same" | "spelling" | "sound" | null = null;
  const order = { same: 3, spelling: 2, sound: 1 } as const;
  for (const row of rows) {
    const r = row.chosen_name ? resemblance(name, row.chosen_name) : null;
    if (r && (!best || order[r] > order[best])) best = r;
    if (best === "same") break;
  }
  return best;
}
