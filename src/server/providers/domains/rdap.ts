import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { domainToASCII } from "node:url";
import { z } from "zod";
import type { Logger } from "@/server/logger";
import type { CheckableProvider, ProviderCheck } from "@/server/providers/check";
import type { DomainState, UnknownReason } from "@/shared/name-checks";
import shippedBootstrap from "./iana-rdap-dns.json";

/**
 * Domain availability through RDAP (RFC 9082/9083), finding each TLD's registry with IANA's
 * bootstrap registry (RFC 9224, https://data.iana.org/rdap/dns.json). A copy ships in this folder;
 * in live mode it is refreshed from IANA at start-up and daily.
 *
 * The rule that matters: only a 404 from the registry IANA lists for the TLD (the authoritative
 * server, possibly after its own redirects within its base URL) means "available". Anything else
 * that is not a clear answer (timeouts, errors, answers from elsewhere) is "unknown".
 */

export const IANA_BOOTSTRAP_URL = "https://data.iana.org/rdap/dns.json";
/** When the copy that ships with the app was published. */
export const SHIPPED_BOOTSTRAP_PUBLICATION: string = shippedBootstrap.publication;
export const DEFAULT_RDAP_TIMEOUT_MS = 4_000;
const MAX_REDIRECTS = 3;
const MAX_BODY_BYTES = 512 * 1024;
const BOOTSTRAP_REFRESH_MS = 24 * 60 * 60 * 1000;

/** RFC 9224 section 4: [[entries], [base URLs]] per service. */
export const bootstrapSchema = z.object({
  version: z.string(),
  publication: z.string(),
  description: z.string().optional(),
  services: z.array(z.tuple([z.array(z.string().min(1)), z.array(z.string())])),
});

export type DomainLookup = { state: DomainState; reason?: UnknownReason };

export interface DomainChecker extends CheckableProvider {
  /** "offline": never asks a registry (every domain is "unknown offline"). */
  readonly mode: "live" | "offline";
  /** The registry host that answers for a TLD (rate limits are per registry), if any. */
  registryFor(tld: string): string | undefined;
  /** One lookup, no cache: the domain layer caches and rate-limits. */
  lookup(label: string, tld: string, signal?: AbortSignal): Promise<DomainLookup>;
  /** The bootstrap registry's publication date in use. */
  publication(): string;
}

class Bootstrap {
  private constructor(
    private readonly byTld: Map<string, URL[]>,
    readonly publication: string,
  ) {}

  static parse(json: unknown): Bootstrap {
    const data = bootstrapSchema.parse(json);
    const byTld = new Map<string, URL[]>();
    for (const [tlds, urls] of data.services) {
      const bases = urls
        .flatMap((u) => {
          try {
            const url = new URL(u.endsWith("/") ? u : `${u}/`);
            return url.protocol === "https:" || url.protocol === "http:" ? [url] : [];
          } catch {
            return [];
          }
        })
        // RFC 9224 section 3: prefer HTTPS when a service offers both.
        .sort((a, b) => Number(b.protocol === "https:") - Number(a.protocol === "https:"));
      if (bases.length === 0) continue;
      for (const tld of tlds) byTld.set(tld.toLowerCase().replace(/^\.+|\.+$/g, ""), bases);
    }
    if (byTld.size === 0) throw new Error("the bootstrap registry lists no services");
    return new Bootstrap(byTld, data.publication);
  }

  /**
   * RFC 9224 section 4: the longest listed match, label by label, so a second-level ending such
   * as "co.id" is answered by the registry listed for "id".
   */
  basesFor(tld: string): URL[] {
    const labels = tld.toLowerCase().split(".");
    for (let i = 0; i < labels.length; i++) {
      const bases = this.byTld.get(labels.slice(i).join("."));
      if (bases) return bases;
    }
    return [];
  }
}

/** RFC 9083 section 5.3: a domain object. Only what tells us it is a real answer is checked. */
const domainObjectSchema = z.object({
  objectClassName: z.literal("domain"),
  ldhName: z.string().optional(),
  unicodeName: z.string().optional(),
});

/** Lets go of a body we do not read (not awaited: some stacks only settle the cancel later). */
function discard(res: Response): void {
  res.body?.cancel().catch(() => undefined);
}

/**
 * Reads at most MAX_BODY_BYTES of an answer and stops there (a registry, or whatever it redirected
 * to, could send gigabytes): null when the answer is larger.
 */
async function readBody(res: Response): Promise<string | null> {
  const length = Number(res.headers.get("content-length") ?? "0");
  if (length > MAX_BODY_BYTES) {
    discard(res);
    return null;
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Addresses a registry never has: private, loopback, link-local, shared, multicast, reserved. */
const NOT_PUBLIC = (() => {
  const list = new BlockList();
  for (const [net, prefix] of [
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["127.0.0.0", 8],
    ["169.254.0.0", 16],
    ["172.16.0.0", 12],
    ["192.0.0.0", 24],
    ["192.0.2.0", 24],
    ["192.168.0.0", 16],
    ["198.18.0.0", 15],
    ["198.51.100.0", 24],
    ["203.0.113.0", 24],
    ["224.0.0.0", 4],
    ["240.0.0.0", 4],
  ] as const)
    list.addSubnet(net, prefix, "ipv4");
  for (const [net, prefix] of [
    ["::", 128],
    ["::1", 128],
    ["100::", 64],
    ["2001:db8::", 32],
    ["fc00::", 7],
    ["fe80::", 10],
    ["fec0::", 10],
    ["ff00::", 8],
  ] as const)
    list.addSubnet(net, prefix, "ipv6");
  return list;
})();

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:a.b.c.d, or NAT64's 64:ff9b::a.b.c.d) is checked as IPv4.
    const mapped = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return isPublicAddress(mapped);
    // The same in hex (::ffff:7f00:1): refused outright rather than decoded.
    if (/^(?:::ffff:|64:ff9b::)[0-9a-f]{1,4}:[0-9a-f]{1,4}$/i.test(address)) return false;
    return !NOT_PUBLIC.check(address, "ipv6");
  }
  return !NOT_PUBLIC.check(address, "ipv4");
}

export type RdapConfig = {
  bootstrapUrl: string;
  timeoutMs: number;
  /** Defaults to the global fetch (looked up per call, so tests can intercept it). */
  fetch?: typeof fetch;
  /**
   * Hosts that may resolve to private or loopback addresses (tests and dry runs, whose registries
   * run on this machine; configuration refuses it in production). Every other host must resolve
   * only to public addresses before it is asked anything.
   */
  allowPrivateHosts?: readonly string[];
  /** Name resolution (all addresses of a host); tests may replace it. */
  resolve?: (host: string) => Promise<string[]>;
  logger?: Logger;
};

export function createRdapChecker(config: RdapConfig): DomainChecker {
  let bootstrap = Bootstrap.parse(shippedBootstrap);
  let refreshTimer: NodeJS.Timeout | undefined;
  const doFetch = (input: string | URL, init: RequestInit) => (config.fetch ?? globalThis.fetch)(input, init);
  const allowed = new Set((config.allowPrivateHosts ?? []).map((h) => h.toLowerCase()));
  const resolve =
    config.resolve ??
    (async (host: string) => (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address));

  /** May this URL be asked: a public address for its host (or a host only tests allow)? */
  async function reachable(url: URL): Promise<boolean> {
    const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
    if (allowed.has(host) || allowed.has(url.host.toLowerCase())) return true;
    const addresses = isIP(host) ? [host] : await resolve(host).catch(() => []);
    return addresses.length > 0 && addresses.every(isPublicAddress);
  }

  async function refresh(): Promise<string> {
    const res = await doFetch(config.bootstrapUrl, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`IANA's RDAP bootstrap answered HTTP ${res.status}`);
    const next = Bootstrap.parse(await res.json());
    bootstrap = next;
    return next.publication;
  }

  async function lookup(label: string, tld: string, signal?: AbortSignal): Promise<DomainLookup> {
    const ascii = domainToASCII(`${label}.${tld}`);
    if (
      !ascii ||
      ascii.length > 253 ||
      ascii.split(".").some((part) => part.length === 0 || part.length > 63)
    )
      return { state: "unknown", reason: "invalid_name" };
    const bases = bootstrap.basesFor(tld);
    const base = bases[0];
    if (!base) return { state: "unknown", reason: "no_rdap" };
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let url = new URL(`domain/${ascii}`, base);
    try {
      for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
        // Every hop is checked before it is asked: only the registry's own scheme and host (as
        // IANA lists it for this TLD), and only at a public address.
        if (!bases.some((b) => b.protocol === url.protocol && b.host === url.host)) {
          return { state: "unknown", reason: "not_authoritative" };
        }
        if (!(await reachable(url))) return { state: "unknown", reason: "not_authoritative" };
        const res = await doFetch(url, {
          headers: { Accept: "application/rdap+json, application/json;q=0.9" },
          redirect: "manual",
          signal: combined,
        });
        const location = res.headers.get("location");
        if (res.status >= 300 && res.status < 400 && location) {
          discard(res);
          try {
            url = new URL(location, url);
          } catch {
            return { state: "unknown", reason: "not_authoritative" };
          }
          continue;
        }
        // The answer is authoritative only from under a base URL IANA lists for this TLD.
        const authoritative = bases.some((b) => url.href.startsWith(b.href));
        if (!authoritative) {
          discard(res);
          return { state: "unknown", reason: "not_authoritative" };
        }
        if (res.status === 404) {
          discard(res);
          return { state: "available" };
        }
        if (res.status === 200) {
          const text = await readBody(res);
          let json: unknown;
          try {
            json = text === null ? undefined : JSON.parse(text);
          } catch {
            json = undefined;
          }
          return domainObjectSchema.safeParse(json).success
            ? { state: "taken" }
            : { state: "unknown", reason: "unexpected_answer" };
        }
        discard(res);
        if (res.status === 429) return { state: "unknown", reason: "rate_limited" };
        return { state: "unknown", reason: res.status >= 500 ? "registry_error" : "unexpected_answer" };
      }
      return { state: "unknown", reason: "not_authoritative" };
    } catch (err) {
      if (timeout.aborted) return { state: "unknown", reason: "timeout" };
      if (signal?.aborted) throw err;
      config.logger?.warn({ err, domain: ascii }, "RDAP lookup failed");
      return { state: "unknown", reason: "registry_error" };
    }
  }

  return {
    mode: "live",
    registryFor(tld) {
      return bootstrap.basesFor(tld)[0]?.host;
    },
    lookup,
    publication: () => bootstrap.publication,
    /** At start-up: refresh the bootstrap from IANA, then daily (never keeping the process alive). */
    async check(): Promise<ProviderCheck> {
      if (!refreshTimer) {
        refreshTimer = setInterval(() => {
          refresh().catch((err) => config.logger?.warn({ err }, "RDAP bootstrap refresh failed"));
        }, BOOTSTRAP_REFRESH_MS);
        refreshTimer.unref();
      }
      try {
        const publication = await refresh();
        return {
          service: "rdap",
          findings: [
            { level: "ok", message: `RDAP bootstrap registry refreshed (published ${publication})` },
          ],
        };
      } catch (err) {
        return {
          service: "rdap",
          findings: [
            {
              level: "warn",
              message: `Could not refresh IANA's RDAP bootstrap (${err instanceof Error ? err.message : err}); using the copy published ${bootstrap.publication}. Set RDAP_ENABLED=false if this server has no internet access.`,
            },
          ],
        };
      }
    },
  };
}

/** The embedded default without network: every domain says "unknown offline", never "available". */
export function createOfflineDomainChecker(): DomainChecker {
  const bootstrap = Bootstrap.parse(shippedBootstrap);
  return {
    mode: "offline",
    registryFor: (tld) => bootstrap.basesFor(tld)[0]?.host,
    lookup: async () => ({ state: "unknown", reason: "offline" }),
    publication: () => bootstrap.publication,
  };
}
