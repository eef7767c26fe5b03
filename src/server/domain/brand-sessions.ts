import { type Kysely, sql } from "kysely";
import { briefAfterDetails } from "@/server/brief/session-brief";
import type { Database, UserSession } from "@/server/db/schema";
import { ApiError, badRequest, notFound } from "@/server/http/errors";
import type { CategoryId } from "@/shared/categories";
import { errorMessage } from "@/shared/error-codes";
import { lockUser } from "./trial";

type Db = Kysely<Database>;

/** The user's latest unfinished brand session (docs/product.md#screens: restored on load). */
export async function latestUnfinishedSession(db: Db, userId: string): Promise<UserSession | undefined> {
  return db
    .selectFrom("user_sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("is_completed", "=", false)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** A session of this user, or a 404 (another user's session is indistinguishable from none). */
export async function getOwnedSession(db: Db, userId: string, sessionId: string, forUpdate = false) {
  const session = await db
    .selectFrom("user_sessions")
    .selectAll()
    .where("session_id", "=", sessionId)
    .where("user_id", "=", userId)
    .$if(forUpdate, (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!session) throw notFound("brand_not_found");
  return session;
}

/** A logo joined to its brand, `l` the logo and `s` the brand, limited to one logo of one user. */
function ownedLogoQuery(db: Db, userId: string, logoId: string) {
  return db
    .selectFrom("generated_logos as l")
    .innerJoin("user_sessions as s", "s.session_id", "l.session_id")
    .where("l.id", "=", logoId)
    .where("s.user_id", "=", userId);
}

export type OwnedLogoQuery = ReturnType<typeof ownedLogoQuery>;

/**
 * A logo of this user's brands with the columns `select` picks (`l.*` of the logo, `s.*` of its
 * brand), or a 404: another user's logo is indistinguishable from none.
 */
export async function getOwnedLogo<Row>(
  db: Db,
  userId: string,
  logoId: string,
  select: (logo: OwnedLogoQuery) => { executeTakeFirst(): Promise<Row | undefined> },
): Promise<Row> {
  const row = await select(ownedLogoQuery(db, userId, logoId)).executeTakeFirst();
  if (!row) throw notFound("logo_not_found");
  return row;
}

/**
 * Starts a brand: fills the latest unfinished session when it is still empty (made at checkout
 * before any wizard step, docs/product.md#premium-and-payment), otherwise creates a new one.
 */
export async function createOrFillSession(
  db: Db,
  userId: string,
  details: { category: CategoryId; description: string },
): Promise<UserSession> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const latest = await latestUnfinishedSession(trx, userId);
    if (latest && latest.business_type === null) {
      return trx
        .updateTable("user_sessions")
        .set({
          business_type: details.category,
          business_description: details.description,
          // Read when the description is submitted, so steps 2 and 3 show it before any run.
          brief: briefAfterDetails(latest, details),
          updated_at: sql`now()`,
        })
        .where("session_id", "=", latest.session_id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    return trx
      .insertInto("user_sessions")
      .values({
        user_id: userId,
        business_type: details.category,
        business_description: details.description,
        brief: briefAfterDetails(null, details),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** The empty session a checkout buys when the user has no unfinished one yet. */
export async function latestOrNewSession(db: Db, userId: string): Promise<UserSession> {
  return db.transaction().execute(async (trx) => {
    // Serialised per user: parallel checkouts find (or make) one session, not one each.
    await lockUser(trx, userId);
    return latestOrNewSessionLocked(trx, userId);
  });
}

/** latestOrNewSession inside a transaction that already holds the user's lock (lockUser). */
export async function latestOrNewSessionLocked(trx: Db, userId: string): Promise<UserSession> {
  const latest = await latestUnfinishedSession(trx, userId);
  if (latest) return latest;
  return trx.insertInto("user_sessions").values({ user_id: userId }).returningAll().executeTakeFirstOrThrow();
}

/** Names that differ only in case or spacing are the same name to a person. */
export function nameKey(name: string): string {
  return name.normalize("NFKC").toLocaleLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * Chooses one of the names suggested for this brand. A different name than before also clears
 * the logo choice: logos belong to the name they were made for (docs/product.md#generation), so the
 * wizard goes on to that name's logos (an earlier run for it, or a new run).
 */
export async function chooseName(db: Db, userId: string, sessionId: string, name: string) {
  return db.transaction().execute(async (trx) => {
    const current = await getOwnedSession(trx, userId, sessionId, true);
    if (current.is_completed) throw sessionCompleted();
    const suggestion = await trx
      .selectFrom("generated_names")
      .select(["name", "meaning"])
      .where("session_id", "=", sessionId)
      .where("name", "=", name)
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (!suggestion) throw badRequest("unknown_name");
    return setChosenName(trx, current, suggestion);
  });
}

/**
 * "I already have a name": the user's own name becomes a name of this brand (a typed row, run 0)
 * and the chosen one, in one transaction. It uses no name generation. A name the brand already
 * has (suggested or typed before, ignoring case and spacing) is reused rather than duplicated.
 */
export async function chooseTypedName(db: Db, userId: string, sessionId: string, name: string) {
  return db.transaction().execute(async (trx) => {
    const current = await getOwnedSession(trx, userId, sessionId, true);
    if (current.is_completed) throw sessionCompleted();
    if (!current.business_type || !current.business_description) {
      throw new ApiError(409, "details_missing");
    }
    const existing = await trx
      .selectFrom("generated_names")
      .select(["name", "meaning"])
      .where("session_id", "=", sessionId)
      .orderBy("id", "desc")
      .execute();
    const suggestion =
      existing.find((n) => nameKey(n.name) === nameKey(name)) ??
      (await insertTypedName(trx, sessionId, name));
    return setChosenName(trx, current, suggestion);
  });
}

/** A name run storing the same name at this moment wins the unique index: then that row is the one. */
async function insertTypedName(trx: Db, sessionId: string, name: string) {
  const inserted = await trx
    .insertInto("generated_names")
    .values({ session_id: sessionId, run: 0, name, meaning: "", source: "typed" })
    .onConflict((oc) => oc.expression(sql`session_id, lower(name)`).doNothing())
    .returning(["name", "meaning"])
    .executeTakeFirst();
  return (
    inserted ??
    trx
      .selectFrom("generated_names")
      .select(["name", "meaning"])
      .where("session_id", "=", sessionId)
      .where(sql<boolean>`lower(name) = lower(${name})`)
      .executeTakeFirstOrThrow()
  );
}

async function setChosenName(
  trx: Db,
  current: UserSession,
  suggestion: { name: string; meaning: string },
): Promise<UserSession> {
  if (suggestion.name !== current.chosen_name) {
    await trx
      .updateTable("generated_logos")
      .set({ is_selected: false })
      .where("session_id", "=", current.session_id)
      .where("is_selected", "=", true)
      .execute();
  }
  return trx
    .updateTable("user_sessions")
    .set({ chosen_name: suggestion.name, chosen_name_meaning: suggestion.meaning, updated_at: sql`now()` })
    .where("session_id", "=", current.session_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const sessionCompleted = () =>
  new ApiError(409, "session_completed", errorMessage("session_completed", "brand"));

export type WizardStep = "category" | "details" | "names" | "logos" | "download";

/** The first step the session still needs (docs/product.md#screens). */
export function nextStepFor(session: UserSession, hasSelectedLogo: boolean): WizardStep {
  if (!session.business_type) return "category";
  if (!session.business_description) return "details";
  if (!session.chosen_name) return "names";
  if (!hasSelectedLogo) return "logos";
  return "download";
}
