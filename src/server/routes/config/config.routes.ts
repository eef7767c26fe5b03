import { Hono } from "hono";
import type { AppDeps } from "@/server/app-deps";
import type { AppEnv } from "@/server/context";
import { paddlePublicConfig } from "@/server/routes/payments/paddle-public-config";

/**
 * Public client configuration. Only what the browser may know: which sign-in provider to start,
 * which parts run in demo mode, the support address and Paddle's public client-side token.
 */
export function configRoutes({ config, auth, providers }: AppDeps) {
  const body = {
    authProvider: auth.providerId,
    supportEmail: config.supportEmail,
    demo: {
      signIn: auth.providerId === "demo",
      names: providers.names.mode === "demo",
      logos: providers.logos.mode === "demo",
      checkout: !config.paddle,
    },
    paddle: paddlePublicConfig(config.paddle),
  };
  return new Hono<AppEnv>().get("/", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.json(body);
  });
}
