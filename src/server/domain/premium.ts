import type { Kysely } from "kysely";
import type { Database } from "@/server/db/schema";

type Db = Kysely<Database>;
type SessionFlags = { is_premium: boolean; is_completed: boolean };

/** An active premium brand (docs/product.md#glossary): premium and not yet completed. */
export function isActivePremiumSession(session: SessionFlags): boolean {
  return session.is_premium && !session.is_completed;
}

/** A premium brand counts as used when both flags are true (docs/product.md#premium-and-payment). */
export function isPremiumSessionUsed(session: SessionFlags): boolean {
  return session.is_premium && session.is_completed;
}

/** The user's newest completed purchase that has not been used for a download yet. */
export async function newestUnusedPurchase(db: Db, userId: string) {
  return db
    .selectFrom("premium_sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("payment_status", "=", "completed")
    .where("is_used", "=", false)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

/**
 * Download permission (docs/product.md#download) holds when the session is premium,
 * or its owner has at least one completed, unused purchase (which a download then moves onto this
 * session, so one purchase never unlocks two brands). Previews and downloads both ask this.
 */
export async function hasDownloadPermission(
  db: Db,
  session: { user_id: string; is_premium: boolean },
): Promise<boolean> {
  if (session.is_premium) return true;
  return downloadPermissionFrom(session, (await newestUnusedPurchase(db, session.user_id)) !== undefined);
}

/** hasDownloadPermission's rule, for callers that already read whether an unused purchase exists. */
export function downloadPermissionFrom(
  session: { is_premium: boolean },
  hasUnusedPurchase: boolean,
): boolean {
  return session.is_premium || hasUnusedPurchase;
}

export type PremiumStatus = {
  /** Any purchase ever completed by this user. */
  purchases: number;
  /** An active premium session exists, or an unused purchase can still unlock a brand. */
  hasPremium: boolean;
  activePremiumSessionId: string | null;
  hasUnusedPurchase: boolean;
  /** A premium session has been used up (paid and downloaded). */
  premiumUsed: boolean;
};

export async function getPremiumStatus(db: Db, userId: string): Promise<PremiumStatus> {
  const [sessions, purchases] = await Promise.all([
    db
      .selectFrom("user_sessions")
      .select(["session_id", "is_premium", "is_completed", "created_at"])
      .where("user_id", "=", userId)
      .where("is_premium", "=", true)
      .orderBy("created_at", "desc")
      .execute(),
    db
      .selectFrom("premium_sessions")
      .select(["is_used"])
      .where("user_id", "=", userId)
      .where("payment_status", "=", "completed")
      .execute(),
  ]);
  return premiumStatusOf(sessions, purchases);
}

/**
 * The status from a user's premium brand sessions (newest first) and completed purchases, for
 * callers that read both in a statement of their own.
 */
export function premiumStatusOf(
  premiumSessions: ReadonlyArray<SessionFlags & { session_id: string }>,
  completedPurchases: ReadonlyArray<{ is_used: boolean }>,
): PremiumStatus {
  const active = premiumSessions.find(isActivePremiumSession);
  const hasUnusedPurchase = completedPurchases.some((p) => !p.is_used);
  return {
    purchases: completedPurchases.length,
    hasPremium: Boolean(active) || hasUnusedPurchase,
    activePremiumSessionId: active?.session_id ?? null,
    hasUnusedPurchase,
    premiumUsed: premiumSessions.some(isPremiumSessionUsed),
  };
}
