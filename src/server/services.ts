import { BRAND } from "@/shared/brand";
import { createAuth } from "./auth/auth";
import type { AppDatabase } from "./db/client";
import type { Config } from "./env";
import type { Logger } from "./logger";
import { createOfflineDomainChecker, createRdapChecker, type DomainChecker } from "./providers/domains/rdap";
import type { LogoProvider } from "./providers/logos/types";
import { createDemoNamesProvider } from "./providers/names/demo-names";
import { createOpenRouterNamesProvider } from "./providers/names/openrouter-names";
import { createOpenRouterClient, type OpenRouterClient } from "./providers/names/openrouter-request";
import type { NamesProvider } from "./providers/names/types";
import type { PaddleServer } from "./providers/payments/paddle";
import { resolveAuthSecret } from "./secrets";
import { createImageStore, type ImageStore, s3Bucket } from "./storage/image-store";

export type Providers = {
  /**
   * The OpenRouter client when OPENROUTER_API_KEY is set: every call there (names, and any other
   * structured call) goes through it, so they share one model catalog and one request builder.
   */
  openrouter: OpenRouterClient | undefined;
  names: NamesProvider;
  logos: LogoProvider;
  /** Live Paddle when configured; otherwise the demo checkout is used. */
  paddle: PaddleServer | undefined;
  /** RDAP domain checks, or the offline checker that answers "unknown offline". */
  domains: DomainChecker;
};

/**
 * Picks the live or demo implementation of every external service from configuration. The live
 * SDKs load only when configured, which keeps start-up fast on the demo defaults.
 */
export async function createProviders(config: Config, logger?: Logger): Promise<Providers> {
  const openrouter = config.openrouter
    ? createOpenRouterClient({
        apiKey: config.openrouter.apiKey,
        model: config.openrouter.model,
        fallbackModels: config.openrouter.fallbackModels,
        baseUrl: config.openrouter.baseUrl,
        appUrl: config.appUrl,
        productName: BRAND.productName,
      })
    : undefined;
  const names = openrouter
    ? createOpenRouterNamesProvider({ client: openrouter })
    : createDemoNamesProvider();
  const logos = config.logos
    ? (await import("./providers/logos/hf-logo")).createHfLogoProvider(config.logos)
    : lazyLogoProvider("demo", async () =>
        (await import("./providers/logos/demo-logo")).createDemoLogoProvider(),
      );
  const paddle = config.paddle
    ? (await import("./providers/payments/paddle")).createPaddleServer({
        apiKey: config.paddle.apiKey,
        webhookSecret: config.paddle.webhookSecret,
        environment: config.paddle.environment,
        priceId: config.paddle.priceId,
        clientToken: config.paddle.clientToken,
        appUrl: config.appUrl,
      })
    : undefined;
  const domains = config.rdap.enabled
    ? createRdapChecker({
        bootstrapUrl: config.rdap.bootstrapUrl,
        timeoutMs: config.rdap.timeoutMs,
        allowPrivateHosts: config.rdap.allowPrivateHosts,
        logger,
      })
    : createOfflineDomainChecker();
  return { openrouter, names, logos, paddle, domains };
}

/**
 * A provider whose module (fonts, fontkit, resvg) loads on the first logo, not at start-up:
 * the demo generator's font parsing alone is ~20 MB and half a second.
 */
function lazyLogoProvider(mode: LogoProvider["mode"], load: () => Promise<LogoProvider>): LogoProvider {
  let provider: Promise<LogoProvider> | undefined;
  return {
    mode,
    async generate(request) {
      // A failed load is retried by the next run rather than remembered.
      provider ??= load().catch((error: unknown) => {
        provider = undefined;
        throw error;
      });
      return (await provider).generate(request);
    },
  };
}

/** The image store of this configuration: object storage when STORAGE_URL is set. */
export async function createImages(config: Config): Promise<ImageStore> {
  if (!config.storage) return createImageStore(undefined);
  return createImageStore(await s3Bucket(config.storage), config.storage.prefix);
}

export async function createServices(config: Config, database: AppDatabase, logger: Logger) {
  const auth = createAuth({ config, database, logger, secret: await resolveAuthSecret(config, database) });
  const [providers, images] = await Promise.all([createProviders(config, logger), createImages(config)]);
  return { auth, providers, images };
}
