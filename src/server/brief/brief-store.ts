import { type Kysely, sql } from "kysely";
import type { Database, UserSession } from "@/server/db/schema";
import { getOwnedSession, sessionCompleted } from "@/server/domain/brand-sessions";
import { ApiError } from "@/server/http/errors";
import { applyBriefCorrection, type BriefCorrection, briefSchema } from "@/shared/brief";
import { briefForView } from "./session-brief";

type Db = Kysely<Database>;

/**
 * A correction of the brief by its owner: merged over the brief as it stands and marked as the
 * person's. Not a generation: no quota, and the next name and logo runs are made from it.
 */
export async function correctBrief(
  db: Db,
  userId: string,
  sessionId: string,
  correction: BriefCorrection,
): Promise<UserSession> {
  return db.transaction().execute(async (trx) => {
    const current = await getOwnedSession(trx, userId, sessionId, true);
    if (current.is_completed) throw sessionCompleted();
    const base = briefForView(current);
    if (!base) throw new ApiError(409, "brief_details_missing");
    const brief = briefSchema.parse(applyBriefCorrection(base, correction));
    return trx
      .updateTable("user_sessions")
      .set({ brief: JSON.stringify(brief), updated_at: sql`now()` })
      .where("session_id", "=", sessionId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
