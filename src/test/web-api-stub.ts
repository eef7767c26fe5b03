import { vi } from "vitest";

/** A fake of our API for web unit tests: the app's own fetch calls answered from a route table. */

export const TEST_CONFIG = {
  authProvider: "demo",
  supportEmail: "help@example.test",
  demo: { signIn: true, names: true, logos: true, checkout: true },
  paddle: null,
};

export const TEST_ME = {
  user: { id: "u1", name: "Dewi Lestari", email: "dewi@example.com", image: null },
  trial: { hasUsedTrial: false, trialUsedAt: null, nameGenerations: 0, logoGenerations: 0 },
  premium: { hasPremium: false, purchases: 0, premiumUsed: false, activePremiumSessionId: null },
  start: "ok",
};

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export const signedInResponse = () => jsonResponse(TEST_ME);
export const signedOutResponse = () =>
  jsonResponse({ error: { code: "unauthorized", message: "Sign in required" } }, 401);

type Handler = (init: RequestInit | undefined) => Promise<Response> | Response;

export function pathOf(input: RequestInfo | URL): string {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, "http://localhost").pathname;
}

/** Stubs global fetch; /api/config answers TEST_CONFIG unless the table says otherwise. */
export function stubApi(routes: Record<string, Handler>) {
  const table: Record<string, Handler> = { "/api/config": () => jsonResponse(TEST_CONFIG), ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = table[pathOf(input)];
    return handler
      ? handler(init)
      : jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
