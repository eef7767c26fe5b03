import type { Logger } from "@/server/logger";

/** What a live provider found when it checked its configuration against the real service. */
export type ProviderCheck = {
  service: string;
  /**
   * Each finding, with the variable or dashboard setting to change when there is one to name.
   * "warn" is a problem (check:providers exits 1); "note" is worth knowing but works.
   */
  findings: Array<{ level: "ok" | "warn" | "note"; message: string }>;
};

export interface CheckableProvider {
  /** Asks the live service whether the configured keys and models work. Never throws. */
  check?(): Promise<ProviderCheck>;
}

/**
 * Runs every provider's check after start-up and logs what it found. Start-up never waits for it
 * and never fails because of it: a service that is down now may be up by the first request.
 */
export function checkProvidersInBackground(
  providers: Record<string, object | undefined>,
  logger: Logger,
): Promise<void> {
  // Only what can check itself (the OpenRouter client is checked through the names provider).
  const checks = Object.values(providers).flatMap((p) => {
    const provider = p as CheckableProvider | undefined;
    return typeof provider?.check === "function" ? [provider.check()] : [];
  });
  return Promise.all(
    checks.map(async (pending) => {
      try {
        const result = await pending;
        for (const finding of result.findings) {
          if (finding.level === "warn") logger.warn({ service: result.service }, finding.message);
          else logger.info({ service: result.service }, finding.message);
        }
      } catch (err) {
        logger.warn({ err }, "provider check failed");
      }
    }),
  ).then(() => undefined);
}
