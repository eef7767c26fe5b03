import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { briefForSession } from "@/server/brief/session-brief";
import type { Database, UserSession } from "@/server/db/schema";
import { ApiError, notFound } from "@/server/http/errors";
import type { Logger } from "@/server/logger";
import type { OpenRouterClient } from "@/server/providers/names/openrouter-request";
import { plainText } from "@/server/providers/names/parse-names";
import type { NameSuggestion, NamesProvider } from "@/server/providers/names/types";
import { isUndocumentedAnswer } from "@/server/providers/undocumented";
import { isBrandName } from "@/shared/brand-name";
import { NAMES_PER_RUN } from "@/shared/constants";
import { errorMessage } from "@/shared/error-codes";
import type { Locale } from "@/shared/locale";
import {
  describeNameOptions,
  hasNameOptions,
  type NameOptions,
  normalizeNameOptions,
} from "@/shared/name-options";
import { nameKey, sessionCompleted } from "./brand-sessions";
import { isActivePremiumSession } from "./premium";
import { releaseGeneration, reserveGeneration } from "./quota";
import { settledTrial } from "./trial";

type Db = Kysely<Database>;

const NAME_RUN_ATTEMPTS = 3;

export function seedFrom(...parts: Array<string | number>): number {
  return createHash("sha256").update(parts.join("|")).digest().readUInt32BE(0);
}

/**
 * One name run for a brand session: take quota, call the provider outside any transaction (it may
 * take seconds), then store the names; a failure gives the quota back and stores nothing.
 */
export async function generateNamesForSession(
  db: Db,
  provider: NamesProvider,
  log: Logger,
  input: {
    userId: string;
    sessionId: string;
    signal?: AbortSignal;
    options?: NameOptions;
    /** The live service the brief is read with before the names call, when configured. */
    openrouter?: OpenRouterClient;
    /** The language the person reads: meanings are written in it (issue 31). */
    locale?: Locale;
  },
): Promise<{ session: UserSession; names: NameSuggestion[]; run: number; short: ShortRun | null }> {
  const { session, previous, trial } = await readForNameRun(db, input.userId, input.sessionId);
  if (session.is_completed) throw sessionCompleted();
  if (!session.business_type || !session.business_description) {
    throw new ApiError(409, "details_missing");
  }
  const options = normalizeNameOptions(input.options);
  // A name the user typed is not a run: the first generation after it is still the first.
  const { run } = await reserveGeneration(db, {
    userId: input.userId,
    session,
    kind: "names",
    isRegeneration: previous.some((p) => p.source === "generated"),
    trial,
  });

  let names: NameSuggestion[];
  try {
    const brief = await briefForSession(db, session, {
      client: input.openrouter,
      log,
      signal: input.signal,
    });
    names = [];
    const dropped: string[] = [];
    // A run gives three names: names that break the name rule are dropped, and a reply that
    // leaves the run short (tight controls, a provider that answers with fewer) is followed by
    // up to two more asks for others, never more.
    for (let attempt = 0; attempt < NAME_RUN_ATTEMPTS; attempt++) {
      let reply: NameSuggestion[];
      try {
        reply = await provider.generate({
          category: session.business_type,
          description: session.business_description,
          brief,
          exclude: [...previous.map((p) => p.name), ...names.map((n) => n.name), ...dropped],
          seed: seedFrom(session.session_id, run, ...(attempt === 0 ? [] : ["refill", attempt])),
          signal: input.signal,
          options,
          earlierMeanings: previous.filter((p) => p.source === "generated").map((p) => p.meaning),
          meaningLanguage: input.locale,
        });
      } catch (error) {
        // A refill that fails (the provider has nothing more, or is down) keeps the names
        // already gathered: a short run, not a lost one.
        if (attempt === 0) throw error;
        log.warn({ err: error, sessionId: session.session_id, attempt }, "name refill failed");
        break;
      }
      const kept = storable(reply);
      const keptKeys = new Set(kept.map((n) => n.name));
      for (const n of reply) if (!keptKeys.has(n.name)) dropped.push(n.name);
      // A provider may answer a refill with names it already gave: each counts once.
      const taken = new Set([...previous, ...names].map((n) => nameKey(n.name)));
      const fresh = kept.filter((n) => !taken.has(nameKey(n.name)));
      names.push(...fresh.slice(0, NAMES_PER_RUN - names.length));
      if (names.length >= NAMES_PER_RUN) break;
    }
    if (names.length === 0) throw new Error("the provider returned no usable names");
  } catch (error) {
    await releaseGeneration(db, input.userId, "names");
    if (isUndocumentedAnswer(error)) {
      log.error(
        { err: error, sessionId: session.session_id },
        "name provider answered in an undocumented shape",
      );
    } else log.warn({ err: error, sessionId: session.session_id }, "name generation failed");
    throw new ApiError(502, "generation_failed", errorMessage("generation_failed", "names"));
  }

  try {
    const stored = await storeNames(db, session.session_id, run, names, options);
    if (stored.length === 0) {
      log.warn({ sessionId: session.session_id }, "every suggested name was already offered");
      throw new ApiError(502, "generation_failed", errorMessage("generation_failed", "names"));
    }
    if (stored.length >= NAMES_PER_RUN) return { session, names: stored, run, short: null };
    // Fewer than three names even after the refills: the names are kept and a package's run is
    // not counted. The trial's one run stays spent: given back, it would be a free run on the
    // next brand, as often as a tight control leaves a run short.
    const counted = !isActivePremiumSession(session);
    if (!counted) await releaseGeneration(db, input.userId, "names");
    log.info({ sessionId: session.session_id, run, names: stored.length, counted }, "short name run");
    return { session, names: stored, run, short: shortRun(stored.length, options, counted) };
  } catch (error) {
    await releaseGeneration(db, input.userId, "names");
    throw error;
  }
}

/**
 * A run that kept fewer than three names: how many, the controls that narrowed it (if any), and
 * whether it counted (a package's short run does not; the trial's one run does).
 */
export type ShortRun = { names: number; controls: string | null; counted: boolean; message: string };

function shortRun(count: number, options: NameOptions, counted: boolean): ShortRun {
  const controls = describeNameOptions(options) || null;
  const found = count === 1 ? "Only 1 name" : `Only ${count} names`;
  const said = controls ? `${found} fit your controls (${controls}).` : `${found} came back this time.`;
  const loosen = controls ? ` Loosen a control for ${NAMES_PER_RUN} names.` : "";
  return {
    names: count,
    controls,
    counted,
    message: counted ? `${said}${loosen}` : `${said} This run was not counted.${loosen}`,
  };
}

/**
 * The session (owned by the user), the names it was offered so far and the user's trial counters,
 * in one statement.
 */
async function readForNameRun(db: Db, userId: string, sessionId: string) {
  const row = await db
    .selectFrom("user_sessions as s")
    .leftJoin("user_trials as t", "t.user_id", "s.user_id")
    .selectAll("s")
    .select([
      "t.has_used_trial",
      "t.name_generations",
      "t.logo_generations",
      sql<Array<{ name: string; meaning: string; source: "generated" | "typed" }>>`coalesce((
        select json_agg(json_build_object('name', n.name, 'meaning', n.meaning, 'source', n.source) order by n.id)
        from generated_names n where n.session_id = s.session_id), '[]')`.as("previous_names"),
    ])
    .where("s.session_id", "=", sessionId)
    .where("s.user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw notFound("brand_not_found");
  const { has_used_trial, name_generations, logo_generations, previous_names, ...session } = row;
  return {
    session: session as UserSession,
    previous: previous_names,
    trial: settledTrial({ has_used_trial, name_generations, logo_generations }),
  };
}

/**
 * Stores a run's names, and its controls, in one statement. Runs in parallel cannot see each
 * other's names: the unique index on (session, lower(name)) keeps only names this brand has not
 * been offered yet (docs/product.md#generation: no repeats within a brand); what is left is returned.
 */
async function storeNames(
  db: Db,
  sessionId: string,
  run: number,
  names: NameSuggestion[],
  options: NameOptions,
): Promise<NameSuggestion[]> {
  const seen = new Set<string>();
  const unique = names.filter((n) => {
    const key = nameKey(n.name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const incoming = JSON.stringify(unique.map((n, i) => ({ name: n.name, meaning: n.meaning, ord: i })));
  const runOptions = hasNameOptions(options) ? JSON.stringify(options) : null;
  const { rows } = await sql<NameSuggestion>`
    with incoming as (
      select * from json_to_recordset(${incoming}::json) as x(name text, meaning text, ord int)
    ), fresh as (
      insert into generated_names (session_id, run, name, meaning)
      select ${sessionId}, ${run}, i.name, i.meaning from incoming i
      where not exists (
        select 1 from generated_names g where g.session_id = ${sessionId} and lower(g.name) = lower(i.name)
      )
      order by i.ord
      on conflict (session_id, lower(name)) do nothing
      returning id, name, meaning
    ), run_options as (
      insert into name_run_options (session_id, run, options)
      select ${sessionId}, ${run}, ${runOptions}::jsonb
      where ${runOptions}::jsonb is not null and exists (select 1 from fresh)
    )
    select name, meaning from fresh order by id
  `.execute(db);
  return rows;
}

/**
 * Whatever a provider returns is stored only if its name keeps the name rule as given (names that
 * break it are dropped, not cleaned) and its meaning is clean text of the lengths the table allows.
 */
function storable(names: NameSuggestion[]): NameSuggestion[] {
  return names
    .filter((n) => typeof n.name === "string" && n.name.length <= 80 && isBrandName(n.name))
    .map((n) => ({ name: n.name.replace(/\s+/g, " ").trim(), meaning: plainText(n.meaning).trim() }))
    .filter((n) => n.name.length > 0 && n.meaning.length > 0);
}
