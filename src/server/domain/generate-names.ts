import { createHash } from "node:crypto";
import { type Kysely, type RawBuilder, sql } from "kysely";
import { readRunBrief, storeBriefStep } from "@/server/brief/session-brief";
import type { RateLimitHits } from "@/server/context";
import type { Database, UserSession } from "@/server/db/schema";
import { ApiError, notFound } from "@/server/http/errors";
import { rateLimited, rateLimitSteps } from "@/server/http/rate-limit";
import type { RequestTiming } from "@/server/http/server-timing";
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
import { generationLimit, releaseGeneration, reservationSteps, reserveGeneration } from "./quota";
import { type ViewRow, viewSelect } from "./session-view";
import { settledTrial } from "./trial";

type Db = Kysely<Database>;

const NAME_RUN_ATTEMPTS = 3;
/** Candidates asked for beyond the run's count, for names other brands were already offered. */
export const NAME_SPARES = 3;

/** nameKey's spacing and case in SQL, as migration 0030's index keys names (not its NFKC). */
const normalizedName = (column: ReturnType<typeof sql.ref>) => sql`brand_name_key(${column})`;

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
    /** The request's Server-Timing: the provider's calls are timed in it. */
    timing?: RequestTiming;
    options?: NameOptions;
    /** The live service the brief is read with before the names call, when configured. */
    openrouter?: OpenRouterClient;
    /** The language the person reads: meanings are written in it (issue 31). */
    locale?: Locale;
    /** The route's rate-limit hits, counted in the run's first statement (decision 039). */
    rateLimitHits?: RateLimitHits;
  },
): Promise<{
  session: UserSession;
  names: NameSuggestion[];
  run: number;
  short: ShortRun | null;
  /** The brand's view read with the names stored (absent when the counters changed since). */
  view?: ViewRow;
}> {
  const { session, previous, trial, reserved } = await readAndReserve(
    db,
    input.userId,
    input.sessionId,
    input.rateLimitHits,
  );
  if (session.is_completed) throw sessionCompleted();
  if (!session.business_type || !session.business_description) {
    throw new ApiError(409, "details_missing");
  }
  const options = normalizeNameOptions(input.options);
  // A name the user typed is not a run: the first generation after it is still the first.
  const { run } =
    reserved ??
    (await reserveGeneration(db, {
      userId: input.userId,
      session,
      kind: "names",
      isRegeneration: previous.some((p) => p.source === "generated"),
      trial,
    }));

  let names: NameSuggestion[];
  // A fresh reading (a first live run) is stored with the names, in their statement.
  let briefStore: RawBuilder<unknown> | null = null;
  try {
    const { brief, fresh } = await readRunBrief(session, {
      client: input.openrouter,
      log,
      signal: input.signal,
      timing: input.timing,
    });
    if (fresh) briefStore = storeBriefStep(session, brief);
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
          timing: input.timing,
          options,
          earlierMeanings: previous.filter((p) => p.source === "generated").map((p) => p.meaning),
          meaningLanguage: input.locale,
          spares: NAME_SPARES,
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
      // Names beyond the run's count are kept as spares, in the provider's order: the store
      // shows them in place of names another brand was offered (issue 25, decision 034).
      names.push(...fresh);
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
    const { stored, storedBrief, view } = await storeNames(db, session, run, names, options, briefStore);
    // The reply shows the brief the run stored (a first live run's reading), not the one it read.
    const current = storedBrief == null ? session : { ...session, brief: storedBrief };
    if (stored.length === 0) {
      log.warn({ sessionId: session.session_id }, "every suggested name was already offered");
      throw new ApiError(502, "generation_failed", errorMessage("generation_failed", "names"));
    }
    if (stored.length >= NAMES_PER_RUN) return { session: current, names: stored, run, short: null, view };
    // Fewer than three names even after the refills: the names are kept and a package's run is
    // not counted. The trial's one run stays spent: given back, it would be a free run on the
    // next brand, as often as a tight control leaves a run short.
    const counted = !isActivePremiumSession(session);
    if (!counted) await releaseGeneration(db, input.userId, "names");
    log.info({ sessionId: session.session_id, run, names: stored.length, counted }, "short name run");
    // A run given back changed the counters after the view was read: the caller reads it again.
    return {
      session: current,
      names: stored,
      run,
      short: shortRun(stored.length, options, counted),
      view: counted ? view : undefined,
    };
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
 * The route's rate-limit hits (rateLimitSteps, decision 039), the session (owned by the user),
 * the names it was offered so far and the user's trial counters, and, in the same statement, the
 * run's generation and run number when the hits are within their limits and every rule that
 * generateNamesForSession and reserveGeneration check allows it at once: on PostgreSQL each
 * statement is a round trip, and this is every name run's first (issue 33). The guard is those
 * checks in SQL, on the row this statement read; the quota update still checks the count, the
 * unused trial and the unfinished session on the row it locks, exactly as reserveGeneration does.
 * When the guard does not hold (a rule refuses, or the trial row is missing or must be settled
 * first), nothing is taken and the caller goes the long way, which refuses with the right error
 * or settles the trial and reserves. A rule changed there must be changed in the guard too: a
 * guard looser than the code would take quota that the code then refuses without giving back.
 */
async function readAndReserve(db: Db, userId: string, sessionId: string, hits?: RateLimitHits) {
  const premium = sql<boolean | null>`(select is_premium and not is_completed from target)`;
  // generateNamesForSession's checks, then reserveGeneration's, then a settled trial (settledTrial).
  const guard = sql<boolean>`exists (
    select 1 from target t
    where not t.is_completed
      and coalesce(t.business_type, '') <> '' and coalesce(t.business_description, '') <> ''
      and (${premium} or not exists (
        select 1 from generated_names n where n.session_id = t.session_id and n.source = 'generated'))
      and t.has_used_trial is not null and (t.has_used_trial or coalesce(t.logo_generations, 0) <= 0)
      and (${premium} or not t.has_used_trial)
  ) and (select retry from rate_limit) is null`;
  const { rows } = await sql<
    UserSession & {
      has_used_trial: boolean | null;
      name_generations: number | null;
      logo_generations: number | null;
      previous_names: Array<{ name: string; meaning: string; source: "generated" | "typed" }>;
      reserved_count: number | null;
      reserved_run: number | null;
      retry: number | null;
    }
  >`
    with async_commit as (
      select set_config('synchronous_commit', 'off', true)
    ), target as (
      select s.*, t.has_used_trial, t.name_generations, t.logo_generations,
        coalesce((
          select json_agg(json_build_object('name', n.name, 'meaning', n.meaning, 'source', n.source) order by n.id)
          from generated_names n where n.session_id = s.session_id), '[]') as previous_names
      from user_sessions s left join user_trials t on t.user_id = s.user_id
      where s.session_id = ${sessionId} and s.user_id = ${userId}
    ), ${rateLimitSteps(hits)}, ${reservationSteps({ userId, sessionId, kind: "names", premium, guard })}
    select target.*, quota.count as reserved_count, next_run.run as reserved_run, rate_limit.retry
    from rate_limit cross join async_commit left join target on true
      left join quota on true left join next_run on true
  `.execute(db);
  if (hits) hits.counted = true;
  // One row, whether or not the brand is found: the rate limit's. Over it the run is refused
  // before anything else, as the route's own check did (nothing was taken: the guard holds only
  // within the limit).
  const { retry, ...row } = rows[0]!;
  if (retry !== null) throw rateLimited(retry);
  if (row.session_id === null) throw notFound("brand_not_found");
  const {
    has_used_trial,
    name_generations,
    logo_generations,
    previous_names,
    reserved_count,
    reserved_run,
    ...session
  } = row;
  const isPremium = isActivePremiumSession(session);
  return {
    session: session as UserSession,
    previous: previous_names,
    trial: settledTrial({ has_used_trial, name_generations, logo_generations }),
    reserved:
      reserved_run === null
        ? undefined
        : {
            count: Number(reserved_count),
            limit: generationLimit("names", isPremium),
            run: Number(reserved_run),
          },
  };
}

/**
 * Stores a run's names, its controls and a fresh reading of the brief (a first live run's,
 * decision 041) in one statement. Runs in parallel cannot see each
 * other's names: the unique index on (session, lower(name)) keeps only names this brand has not
 * been offered yet (docs/product.md#generation: no repeats within a brand); what is left is returned.
 * Of the candidates this brand has not seen, the run's count is taken in candidate order, those no
 * other brand was offered first (issue 25): a run with too few such candidates shows clashing ones
 * rather than fewer names. Two runs at the same moment may still both take one name (decision 034).
 * The same statement reads the brand's view with the new rows in it (its snapshot does not show
 * them otherwise): on PostgreSQL the reply's view costs no round trip of its own (issue 33).
 */
async function storeNames(
  db: Db,
  session: UserSession,
  run: number,
  names: NameSuggestion[],
  options: NameOptions,
  briefStore: RawBuilder<unknown> | null,
): Promise<{ stored: NameSuggestion[]; storedBrief: unknown; view: ViewRow }> {
  const { rows } = await storeNamesStatement(session, run, names, options, briefStore).execute(db);
  const { stored, stored_brief, ...row } = rows[0]!;
  return { stored, storedBrief: stored_brief, view: row };
}

/** storeNames' statement (the tests read its plan). */
export function storeNamesStatement(
  session: Pick<UserSession, "session_id" | "user_id">,
  run: number,
  names: NameSuggestion[],
  options: NameOptions,
  briefStore: RawBuilder<unknown> | null = null,
) {
  const sessionId = session.session_id;
  const seen = new Set<string>();
  const unique = names.filter((n) => {
    const key = nameKey(n.name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const incoming = JSON.stringify(unique.map((n, i) => ({ name: n.name, meaning: n.meaning, ord: i })));
  const runOptions = hasNameOptions(options) ? JSON.stringify(options) : null;
  const view = viewSelect(session, {
    pending: { names: sql`fresh`, runOptions: sql`run_options` },
    extra: sql`coalesce((select json_agg(json_build_object('name', f.name, 'meaning', f.meaning) order by f.id)
      from fresh f), '[]') as stored,
      ${briefStore ? sql`(select b.brief from brief_store b)` : sql`null::jsonb`} as stored_brief`,
  });
  return sql<ViewRow & { stored: NameSuggestion[]; stored_brief: unknown }>`
    with incoming as (
      select * from json_to_recordset(${incoming}::json) as x(name text, meaning text, ord int)
    ), chosen as (
      select i.name, i.meaning, i.ord from incoming i
      where not exists (
        select 1 from generated_names g where g.session_id = ${sessionId} and lower(g.name) = lower(i.name)
      )
      order by exists (
        select 1 from generated_names o
        where ${normalizedName(sql.ref("o.name"))} = ${normalizedName(sql.ref("i.name"))}
          and o.session_id <> ${sessionId}
      ), i.ord
      limit ${NAMES_PER_RUN}
    ), fresh as (
      insert into generated_names (session_id, run, name, meaning)
      select ${sessionId}, ${run}, c.name, c.meaning from chosen c
      order by c.ord
      on conflict (session_id, lower(name)) do nothing
      returning id, name, meaning, run, is_favourite, source, created_at
    ), run_options as (
      insert into name_run_options (session_id, run, options)
      select ${sessionId}, ${run}, ${runOptions}::jsonb
      where ${runOptions}::jsonb is not null and exists (select 1 from fresh)
      returning run, options
    )${briefStore ? sql`, brief_store as (${briefStore} returning brief)` : sql``}
    ${view}
  `;
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
