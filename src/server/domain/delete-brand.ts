import type { Kysely } from "kysely";
import type { Database } from "@/server/db/schema";
import { ApiError } from "@/server/http/errors";
import type { ImageStore } from "@/server/storage/image-store";
import { getOwnedSession } from "./brand-sessions";
import { lockUser } from "./trial";

type Db = Kysely<Database>;

/**
 * Deletes one of the owner's brands that is neither paid nor finished (issue 29, point 1), with
 * its names, logos and their images. A paid brand keeps its purchase and receipts, a finished one
 * what was downloaded: both are refused. The user's trial counters are not touched, so deleting
 * the brand a trial was spent on never gives the trial back.
 */
export async function deleteUnpaidBrand(
  db: Db,
  images: ImageStore,
  input: { userId: string; sessionId: string },
): Promise<void> {
  const removeImages = await db.transaction().execute(async (trx) => {
    // Serialised with fulfilment, runs and downloads, which take the same lock: a purchase that
    // commits first makes this a paid brand; one that comes after finds the brand gone.
    await lockUser(trx, input.userId);
    const session = await getOwnedSession(trx, input.userId, input.sessionId, true);
    if (session.is_completed) throw new ApiError(409, "brand_finished");
    const purchase = await trx
      .selectFrom("premium_sessions")
      .select("id")
      .where("session_id", "=", session.session_id)
      .executeTakeFirst();
    if (session.is_premium || purchase) throw new ApiError(409, "brand_paid");
    const logoIds = (
      await trx
        .selectFrom("generated_logos")
        .select("id")
        .where("session_id", "=", session.session_id)
        .execute()
    ).map((l) => l.id);
    const remove = await images.prepareRemoval(trx, logoIds);
    // Names, run controls and logos (with their stored images' rows) cascade.
    await trx.deleteFrom("user_sessions").where("session_id", "=", session.session_id).execute();
    return remove;
  });
  await removeImages();
}
