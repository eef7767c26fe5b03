import { type Kysely, sql } from "kysely";
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
 * The brief a run is made from: the stored one, or (a brand described before briefs, or whose
 * brief was cleared by a new description) a fresh offline reading, stored for the next run.
 */
export async function briefForSession(
  db: Db,
  session: Pick<UserSession, "session_id" | "brief" | "business_type" | "business_description">,
  live?: LiveBriefReader,
): Promise<Brief> {
  const stored = storedBrief(session);
  // A person's correction, or a live reading already made, stands.
  if (stored && (stored.source !== "offline" || !live?.client)) return stored;
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
  if (stored && brief.source === "offline") return stored;
  // Stored unless the person corrected the brief meanwhile. The commit does not wait for its WAL
  // flush (as the quota reservation's does not, see reserveGeneration): the run's names, stored
  // after it in a commit that waits, make it durable with them, and a reading a crash loses is
  // read again on the next run; the flush was a few ms, with a tail of tens, of a first run.
  await sql`
    with async_commit as (select set_config('synchronous_commit', 'off', true))
    update user_sessions set brief = ${JSON.stringify(brief)}
    from async_commit
    where session_id = ${session.session_id}
      and (brief is null or brief->>'source' = 'offline')
  `.execute(db);
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
