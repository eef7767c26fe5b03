import { expect } from "vitest";
import { fulfilPurchase } from "../server/domain/fulfil-purchase";
import type { SessionClient } from "./session-client";
import type { TestApp } from "./test-app";

export const DESCRIPTION =
  "A cozy neighbourhood coffee shop roasting single-origin beans, with fresh pastries and a reading corner.";

export type SessionBody = {
  session: {
    id: string;
    names: Array<{ id: string; name: string; meaning: string; run: number; source?: "generated" | "typed" }>;
    logos: Array<{
      id: string;
      url: string;
      name: string;
      run: number;
      isSelected: boolean;
      isDownloaded: boolean;
    }>;
    selectedLogoId: string | null;
    chosenName: { name: string } | null;
    isPremium: boolean;
    isCompleted: boolean;
    step: string;
    usage: { names: { count: number; limit: number }; logos: { count: number; limit: number } };
  };
};

export async function startBrand(
  client: SessionClient,
  description = DESCRIPTION,
  category = "food-beverage",
) {
  const res = await client.json("/api/sessions", { category, description });
  expect(res.status).toBe(201);
  return ((await res.json()) as SessionBody).session;
}

/** Start, generate names, choose the first: a session ready for logos. */
export async function brandWithName(client: SessionClient) {
  const session = await startBrand(client);
  const names = await client.fetch(`/api/sessions/${session.id}/names`, { method: "POST" });
  expect(names.status).toBe(200);
  const { names: list } = (await names.json()) as { names: Array<{ name: string }> };
  const chosen = await client.json(`/api/sessions/${session.id}/name`, { name: list[0]!.name }, "PUT");
  expect(chosen.status).toBe(200);
  return ((await chosen.json()) as SessionBody).session;
}

let payments = 0;
/** Grants a purchase through the same fulfilment code the webhook uses. */
export async function grantPurchase(t: TestApp, userId: string, sessionId: string) {
  const result = await fulfilPurchase(t.database.db, {
    paymentId: `txn_test_${Date.now()}_${payments++}`,
    userId,
    sessionId,
    // The demo payment's record: the receipt reads its amount from it.
    transactionData: { demo: true, amount: "24.99", currency: "USD" },
  });
  expect(result.granted).toBe(true);
  return result;
}

export async function trialRow(t: TestApp, userId: string) {
  return t.database.db
    .selectFrom("user_trials")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
}
