import type { Config } from "@/server/env";

/**
 * What the browser may know about Paddle: the environment, the public client-side token and the
 * price id (never the API key or the webhook secret). Null when Paddle is not configured (the demo
 * checkout). The app config and checkout replies both send this.
 */
export function paddlePublicConfig(paddle: Config["paddle"]) {
  return paddle
    ? { environment: paddle.environment, clientToken: paddle.clientToken, priceId: paddle.priceId }
    : null;
}
