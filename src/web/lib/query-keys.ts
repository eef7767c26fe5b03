import type { QueryClient } from "@tanstack/react-query";
import type { CheckCountry } from "@/shared/name-checks";

/**
 * Every query key of the app, so a change on one screen can refresh the others by prefix:
 * `brands` covers My brands and every brand page; `session` every brand the wizard holds.
 */
export const queryKeys = {
  brands: ["brands"] as const,
  brand: (id: string) => ["brands", id] as const,
  shared: (slug: string) => ["share", slug] as const,
  sessions: ["session"] as const,
  /** A brand session as the wizard works on it. */
  session: (id: string) => ["session", id] as const,
  /** The latest unfinished brand session (the payment page's default). */
  currentSession: ["session", "current"] as const,
  /** Which brand the wizard opens for a URL: an id, "new", or null for the latest unfinished one. */
  openedBrand: (brandId: string | null) => ["wizard-open", brandId] as const,
  /** The kit's contents are written in the reader's language: a switch reads them again. */
  kitInfo: (sessionId: string, logoId: string | null, canDownload: boolean, locale: string) =>
    ["kit-info", sessionId, logoId, canDownload, locale] as const,
  nameChecks: (sessionId: string, nameId: string, country: CheckCountry) =>
    ["name-checks", sessionId, nameId, country] as const,
  briefRead: (category: string, description: string) => ["brief-read", category, description] as const,
  editor: (logoId: string) => ["editor", logoId] as const,
  /** /success: one round of asks about a payment ("Try Again" starts the next round). */
  payment: (paymentId: string, round: number) => ["payment", paymentId, round] as const,
  paymentAccess: (paymentId: string) => ["payment", paymentId, "access"] as const,
  paymentReceipt: (sessionId: string | null, paymentId: string) =>
    ["payment", paymentId, "receipt", sessionId] as const,
};

/** After a brand changes on one screen: My brands, its brand page and the wizard's copy read it again. */
export function invalidateBrand(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.brands }),
    client.invalidateQueries({ queryKey: queryKeys.sessions }),
  ]);
}
