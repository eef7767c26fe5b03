import { BRAND } from "@/shared/brand";
import { createAuth } from "./auth/auth";
import type { AppDatabase } from "./db/client";
import type { Config } from "./env";
import type { Logger } from "./logger";
import { createDemoLogoProvider } from "./providers/logos/demo-logo";
import { createHfLogoProvider } from "./providers/logos/hf-logo";
import type { LogoProvider } from "./providers/logos/types";
import { createDemoNamesProvider } from "./providers/names/demo-names";
import { createOpenRouterNamesProvider } from "./providers/names/openrouter-names";
import type { NamesProvider } from "./providers/names/types";
import { createPaddleServer, type PaddleServer } from "./providers/payments/paddle";
import { resolveAuthSecret } from "./secrets";

export type Providers = {
  names: NamesProvider;
  logos: LogoProvider;
  /** Live Paddle when configured; otherwise the demo checkout is used. */
  paddle: PaddleServer | undefined;
};

/** Picks the live or demo implementation of every external service from configuration. */
export function createProviders(config: Config): Providers {
  return {
    names: config.openrouter
      ? createOpenRouterNamesProvider({
          apiKey: config.openrouter.apiKey,
          model: config.openrouter.model,
          baseUrl: config.openrouter.baseUrl,
          appUrl: config.appUrl,
          productName: BRAND.productName,
        })
      : createDemoNamesProvider(),
    logos: config.hf
      ? createHfLogoProvider({ token: config.hf.token, model: config.hf.model })
      : createDemoLogoProvider(),
    paddle: config.paddle
      ? createPaddleServer({
          apiKey: config.paddle.apiKey,
          webhookSecret: config.paddle.webhookSecret,
          environment: config.paddle.environment,
          priceId: config.paddle.priceId,
        })
      : undefined,
  };
}

export function createServices(config: Config, database: AppDatabase, logger: Logger) {
  const auth = createAuth({ config, database, logger, secret: resolveAuthSecret(config) });
  return { auth, providers: createProviders(config) };
}
