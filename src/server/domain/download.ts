import { type Kysely, sql } from "kysely";
import type { Database } from "@/server/db/schema";
import { ApiError } from "@/server/http/errors";
import { BRAND } from "@/shared/brand";
import { errorMessage } from "@/shared/error-codes";
import { revokedPurchaseError } from "./adjustments";
import { getOwnedSession } from "./brand-sessions";
import { logoNameMismatch } from "./generate-logos";
import { hasDownloadPermission } from "./premium";
import { lockUser } from "./trial";

type Db = Kysely<Database>;

/**
 * The selected logo of a session the user owns. It must have been made for the session's chosen
 * name (docs/product.md#download). Its files are read from the image store by id: they never change.
 */
export async function selectedLogo(db: Db, userId: string, sessionId: string, forUpdate = false) {
  const session = await getOwnedSession(db, userId, sessionId, forUpdate);
  if (!session.chosen_name) throw new ApiError(409, "name_missing");
  const logo = await db
    .selectFrom("generated_logos")
    .select(["generated_logos.id", "generated_logos.name"])
    .where("generated_logos.session_id", "=", sessionId)
    .where("generated_logos.is_selected", "=", true)
    .executeTakeFirst();
  if (!logo) throw new ApiError(409, "no_logo_selected");
  if (logo.name !== session.chosen_name) throw logoNameMismatch();
  return { session, logoId: logo.id, name: session.chosen_name };
}

export async function assertDownloadPermission(
  db: Db,
  session: { session_id: string; user_id: string; is_premium: boolean },
) {
  if (await hasDownloadPermission(db, session)) return;
  // A purchase taken back (refund, chargeback) says so, rather than asking to buy.
  throw (
    (await revokedPurchaseError(db, session.session_id)) ??
    new ApiError(403, "premium_required", errorMessage("premium_required", "download"))
  );
}

/** The Terms version a confirmation is given under: their "Last updated" date. */
export const TERMS_VERSION = BRAND.legalUpdated;

/**
 * Every download (PNG, JPEG, kit, licence; HEAD too) needs the brand's confirmation first
 * (docs/product.md#download): 409 until it is given, after the 404 and 403 checks.
 */
export function assertDownloadConfirmed(session: { download_confirmed_at: Date | null }) {
  if (!session.download_confirmed_at) {
    throw new ApiError(409, "download_unconfirmed");
  }
}

/** The both-checks gate of every download endpoint: permission (403), then confirmation (409). */
export async function assertCanDownload(
  db: Db,
  session: { session_id: string; user_id: string; is_premium: boolean; download_confirmed_at: Date | null },
) {
  await assertDownloadPermission(db, session);
  assertDownloadConfirmed(session);
}

/**
 * Records the confirmation of a brand's first download, through its own call: the brand must be
 * the caller's (404) and downloadable (403). The first confirmation stands; asking again changes
 * nothing. Nothing is downloaded, built or counted here.
 */
export async function confirmDownload(db: Db, userId: string, sessionId: string) {
  const session = await getOwnedSession(db, userId, sessionId);
  await assertDownloadPermission(db, session);
  if (session.download_confirmed_at) return session;
  return db
    .updateTable("user_sessions")
    .set({
      download_confirmed_at: sql`coalesce(download_confirmed_at, now())`,
      download_terms_version: sql`coalesce(download_terms_version, ${TERMS_VERSION})`,
    })
    .where("session_id", "=", sessionId)
    .where("user_id", "=", userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A download (docs/product.md#download): under the user's and the session's locks, re-reads the
 * selected logo and records the download in the same transaction, so the file sent is the one
 * recorded, and a logo choice racing the download either comes first or finds the brand
 * completed (409). Returns the logo to send.
 */
export async function downloadSelectedLogo(db: Db, userId: string, sessionId: string, file?: "png" | "kit") {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const selected = await selectedLogo(trx, userId, sessionId, true);
    await recordDownload(trx, userId, selected.session, selected.logoId);
    // The PNG and the kit each remember their own first download ("Download Again").
    if (file === "png") {
      await trx
        .updateTable("user_sessions")
        .set({ png_downloaded_at: sql`coalesce(png_downloaded_at, now())` })
        .where("session_id", "=", sessionId)
        .execute();
    } else if (file === "kit") {
      await trx
        .updateTable("user_sessions")
        .set({ kit_downloaded_at: sql`coalesce(kit_downloaded_at, now())` })
        .where("session_id", "=", sessionId)
        .execute();
    }
    return selected;
  });
}

/**
 * Records a successful download in one transaction (docs/product.md#download): the logo is downloaded,
 * the session completed, and the purchase that pays for it used. A session that is not premium
 * takes the user's newest unused purchase, which leaves its old session (unless completed), so
 * one purchase never unlocks two brands. Row locks make two simultaneous first downloads use one
 * purchase. Throws 403 (and changes nothing) without permission.
 */
async function recordDownload(
  trx: Db,
  userId: string,
  session: { session_id: string; is_premium: boolean },
  logoId: string,
): Promise<void> {
  const sessionId = session.session_id;
  let purchase = await trx
    .selectFrom("premium_sessions")
    .select(["id", "session_id", "is_used"])
    .where("session_id", "=", sessionId)
    .where("user_id", "=", userId)
    .where("payment_status", "=", "completed")
    .orderBy("is_used", "asc")
    .orderBy("created_at", "desc")
    .forUpdate()
    .executeTakeFirst();

  if (!session.is_premium || !purchase) {
    const unused = await trx
      .selectFrom("premium_sessions")
      .select(["id", "session_id", "is_used"])
      .where("user_id", "=", userId)
      .where("payment_status", "=", "completed")
      .where("is_used", "=", false)
      .orderBy("created_at", "desc")
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!session.is_premium && !unused)
      throw new ApiError(403, "premium_required", errorMessage("premium_required", "download"));
    if (unused && unused.session_id !== sessionId) {
      await trx
        .updateTable("premium_sessions")
        .set({ session_id: sessionId })
        .where("id", "=", unused.id)
        .execute();
      await trx
        .updateTable("user_sessions")
        .set({ is_premium: false, updated_at: sql`now()` })
        .where("session_id", "=", unused.session_id)
        .where("is_completed", "=", false)
        .execute();
    }
    purchase = unused ?? purchase;
  }

  await trx.updateTable("generated_logos").set({ is_downloaded: true }).where("id", "=", logoId).execute();
  await trx
    .updateTable("user_sessions")
    .set({ is_premium: true, is_completed: true, updated_at: sql`now()` })
    .where("session_id", "=", sessionId)
    .execute();
  if (purchase && !purchase.is_used) {
    await trx
      .updateTable("premium_sessions")
      .set({ is_used: true, used_at: sql`now()` })
      .where("id", "=", purchase.id)
      .execute();
  }
}
