import { HttpClient } from "../e2e/http-client";
import { CATEGORY_IDS } from "../src/shared/category-ids";

/** The tests' HTTP client plus a JSON call that fails loudly on an unexpected status. */
export class BenchClient extends HttpClient {
  async call<T>(
    path: string,
    body?: unknown,
    method = body === undefined ? "GET" : "POST",
    expect = [200, 201],
  ) {
    const res = await this.fetch(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!expect.includes(res.status))
      throw new Error(`${method} ${path} -> ${res.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

/** Signs a new demo user in; returns the client holding the session cookie. */
export async function signIn(
  baseUrl: string,
  identity: { name: string; email: string },
): Promise<BenchClient> {
  const client = new BenchClient(baseUrl);
  await client.signIn(identity.name, identity.email);
  return client;
}

export type Session = { session_id?: string; sessionId?: string; id?: string };

type SessionBody = { session: Record<string, unknown> };

export function sessionIdOf(body: SessionBody): string {
  const s = body.session;
  const id = s.id ?? s.sessionId ?? s.session_id;
  if (typeof id !== "string") throw new Error(`no session id in ${JSON.stringify(s).slice(0, 200)}`);
  return id;
}

export type PremiumUser = { client: BenchClient; sessionId: string; email: string };

const DESCRIPTIONS = [
  "A neighbourhood cafe serving single-origin coffee, fresh pastries and a quiet corner for remote workers.",
  "A bookkeeping and tax service for small shops and freelancers, with friendly monthly check-ins.",
  "A mobile app that helps busy parents plan healthy weekly meals and shopping lists in minutes.",
  "An online store for handmade ceramic mugs, plates and vases glazed in warm earthy colours.",
  "A small branding and web design studio for independent restaurants and local retailers.",
  "A community workshop where people learn to repair bicycles, furniture and small electronics.",
] as const;
export const CATEGORIES = CATEGORY_IDS;

/** A signed-in user with one brand session bought through the demo checkout (premium, active). */
export async function premiumUser(baseUrl: string, index: number, tag: string): Promise<PremiumUser> {
  const email = `bench-${tag}-${index}@example.com`;
  const client = await signIn(baseUrl, { name: `Bench User ${index}`, email });
  const created = await client.call<SessionBody>("/api/sessions", {
    category: CATEGORIES[index % CATEGORIES.length],
    description: `${DESCRIPTIONS[index % DESCRIPTIONS.length]} (bench ${tag} ${index})`,
  });
  const sessionId = sessionIdOf(created);
  const checkout = await client.call<{ sessionId: string; mode: string }>("/api/checkout", {});
  if (checkout.sessionId !== sessionId) {
    throw new Error(`checkout picked session ${checkout.sessionId}, expected ${sessionId}`);
  }
  if (checkout.mode !== "demo") throw new Error(`checkout mode is ${checkout.mode}, the bench needs demo`);
  await client.call("/api/checkout/demo", { sessionId });
  return { client, sessionId, email };
}
