import type { Context } from "hono";
import type { Config } from "@/server/env";

/**
 * The caller's address, for rate limits. Proxy headers are trusted only when configured
 * (TRUST_PROXY), otherwise a client could reset its own limits with a forged X-Forwarded-For.
 */
export function clientAddress(c: Context, config: Pick<Config, "trustProxy">): string {
  if (config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "local";
}
