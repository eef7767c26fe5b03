import type { Paddle, PaddleEventData } from "@paddle/paddle-js";

export type LiveCheckoutConfig = {
  environment: "sandbox" | "production";
  clientToken: string;
  priceId: string;
};

export const CHECKOUT_CONTAINER_CLASS = "checkout-container";

/**
 * Loads and initialises Paddle.js. If the script cannot load, that is logged and nothing is
 * returned (docs/product.md#premium-and-payment); opening a checkout then fails with "Paddle is not initialized".
 */
export async function initPaddle(
  config: LiveCheckoutConfig,
  onEvent: (event: PaddleEventData) => void,
): Promise<Paddle | undefined> {
  try {
    const { initializePaddle } = await import("@paddle/paddle-js");
    const paddle = await initializePaddle({
      environment: config.environment,
      token: config.clientToken,
      eventCallback: onEvent,
    });
    if (!paddle) console.warn("Paddle.js did not load; checkout is unavailable.");
    return paddle;
  } catch (error) {
    console.warn("Paddle.js failed to load", error);
    return undefined;
  }
}

export function openCheckout(
  paddle: Paddle | undefined,
  options: { priceId: string; email: string; customData: { session_id: string; user_id: string } },
) {
  if (!paddle) throw new Error("Paddle is not initialized");
  paddle.Checkout.open({
    items: [{ priceId: options.priceId, quantity: 1 }],
    customer: { email: options.email },
    customData: options.customData,
    settings: {
      displayMode: "inline",
      theme: "light",
      locale: "en",
      frameTarget: CHECKOUT_CONTAINER_CLASS,
      frameInitialHeight: 450,
      frameStyle: "width: 100%; min-width: 312px; background-color: transparent; border: none;",
    },
  });
}
