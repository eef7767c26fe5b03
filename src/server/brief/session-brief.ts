import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database, UserSession } from "@/server/db/schema";
import type { RequestTiming } from "@/server/http/server-timing";
import type { Logger } from "@/server/logger";
import type { OpenRouterClient } from "@/server/providers/names/openrouter-request";
import { type Brief, briefSchema } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import { readBriefLiveOrOffline } from "./live-brief";
import { readBriefOfflineRecent } from "./recent-briefs";

/** The live service a name run may read the brief with (decision 012). */
export type LiveBriefReader = {
  client: OpenRouterClient | undefined;
  log: Logger;
  signal?: AbortSignal;
  timing?: RequestTiming;
};

type Db = Kysely<Database>;

/** The stored brief of a brand, if it is one this version can read. */
export function storedBrief(session: Pick<UserSession, "brief">): Brief | null {
  const raw = typeof session.brief === "string" ? safeJson(session.brief) : session.brief;
  const parsed = briefSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * The brief a run is made from, and what to store of it: the stored one, or (a brand described
 * before briefs, one whose brief was cleared by a new description, or a first live run) a fresh
 * reading to store (`fresh`, which storeBriefStep stores).
 */
export async function readRunBrief(
  session: Pick<UserSession, "session_id" | "brief" | "business_type" | "business_description">,
  live?: LiveBriefReader,
): Promise<{ brief: Brief; fresh: boolean }> {
  const stored = storedBrief(session);
  // A person's correction, or a live reading already made, stands.
  if (stored && (stored.source !== "offline" || !live?.client)) return { brief: stored, fresh: false };
  const input = {
    description: session.business_description ?? "",
    category: session.business_type ?? ("others" as const),
  };
  const brief = live?.client
    ? await readBriefLiveOrOffline(live.client, input, {
        signal: live.signal,
        timing: live.timing,
        onFallback: (err) =>
          live.log.warn(
            { err, sessionId: session.session_id },
            "live brief failed; the offline reading is used",
          ),
      })
    : readBriefOfflineRecent(input);
  if (stored && brief.source === "offline") return { brief: stored, fresh: false };
  return { brief, fresh: true };
}

/**
 * The update that stores a run's reading, unless the person corrected the brief meanwhile, or
 * changed the description or category it reads (whose own reading then stands). `from` joins what
 * the update needs run with it (briefForSession's asynchronous commit).
 */
export function storeBriefStep(
  session: Pick<UserSession, "session_id" | "business_description" | "business_type">,
  brief: Brief,
  from: RawBuilder<unknown> = sql``,
): RawBuilder<unknown> {
  return sql`update user_sessions set brief = ${JSON.stringify(brief)} ${from}
    where session_id = ${session.session_id}
      and (brief is null or brief->>'source' = 'offline')
      and business_description is not distinct from ${session.business_description ?? null}
      and business_type is not distinct from ${session.business_type ?? null}`;
}

/**
 * The brief a run is made from (readRunBrief), stored on its own for the next run. The commit does
 * not wait for its WAL flush: a reading a crash loses is read again on the next run. A name run
 * stores it in its names' statement instead (storeNamesStatement), saving the round trip.
 */
export async function briefForSession(
  db: Db,
  session: Pick<UserSession, "session_id" | "brief" | "business_type" | "business_description">,
): Promise<Brief> {
  const { brief, fresh } = await readRunBrief(session);
  if (fresh) {
    const asyncCommit = sql`from (select set_config('synchronous_commit', 'off', true)) as async_commit`;
    await storeBriefStep(session, brief, asyncCommit).execute(db);
  }
  return brief;
}

/**
 * The brief to store after the description or category changed: a fresh reading, unless the
 * person corrected the brief (their correction stands until they correct it again).
 */
export function briefAfterDetails(
  previous: Pick<UserSession, "brief"> | null,
  details: { category: CategoryId; description: string },
): string | undefined {
  const stored = previous ? storedBrief(previous) : null;
  if (stored?.source === "user") return undefined;
  return JSON.stringify(readBriefOfflineRecent(details));
}

/** The brief the wizard shows: the stored one, or (a brand described before briefs) a reading. */
export function briefForView(
  session: Pick<UserSession, "brief" | "business_type" | "business_description">,
): Brief | null {
  const stored = storedBrief(session);
  if (stored) return stored;
  if (!session.business_description) return null;
  return readBriefOfflineRecent({
    description: session.business_description,
    category: session.business_type ?? "others",
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
