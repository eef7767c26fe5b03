import { type Kysely, type RawBuilder, sql } from "kysely";
import { briefReadings } from "@/server/brief/brief-reading";
import { briefForView } from "@/server/brief/session-brief";
import type { Database, UserSession } from "@/server/db/schema";
import { nameOptionsSchema } from "@/shared/name-options";
import { nextStepFor } from "./brand-sessions";
import { downloadPermissionFrom, isActivePremiumSession } from "./premium";
import { type GenerationKind, generationLimit } from "./quota";
import { type RunStat, runLabels } from "./run-labels";
import { shareState } from "./share-state";
import { ensureTrial, settledTrial } from "./trial";

type Db = Kysely<Database>;

export function logoPreviewUrl(logoId: string) {
  return `/api/logos/${logoId}/preview`;
}

export type ViewRow = {
  names: Array<{
    id: string | number;
    name: string;
    meaning: string;
    run: number;
    is_favourite: boolean;
    source: "generated" | "typed";
  }>;
  logos: Array<{
    id: string;
    run: number;
    variant: number;
    name: string;
    is_selected: boolean;
    is_downloaded: boolean;
    is_favourite: boolean;
    parent_id: string | null;
    origin_id: string | null;
    version: number;
    symbol: { kind: string | null; source: string | null; concept: string | null; licence: string | null };
  }>;
  run_options: Array<{ run: number; options: unknown }>;
  /** Per generated run: how many results it kept and when it was made. */
  name_runs: Array<{ run: number; items: number; at: string }>;
  logo_runs: Array<{ run: number; items: number; at: string }>;
  /** When this brand's package was bought (null while unpaid). */
  purchased_at: Date | string | null;
  name_generations: number | null;
  logo_generations: number | null;
  has_used_trial: boolean | null;
  has_unused_purchase: boolean;
};

/**
 * Rows a statement writes before it reads the view in its final select, which that statement's
 * snapshot does not show yet: a name run's new names and the controls it was made with (see
 * storeNames in generate-names.ts), as relations of generated_names' and name_run_options' columns.
 */
export type PendingViewRows = { names: RawBuilder<unknown>; runOptions: RawBuilder<unknown> };

/**
 * Everything the view reads, in one select: the names, logos and run controls of the session as
 * JSON arrays, the user's counters and whether an unused purchase can unlock the download.
 * `pending` rows are read as if they were stored; `extra` columns go first in the select list.
 */
export function viewSelect(
  session: Pick<UserSession, "session_id" | "user_id">,
  options: { pending?: PendingViewRows; extra?: RawBuilder<unknown> } = {},
): RawBuilder<ViewRow> {
  const { pending, extra } = options;
  const id = session.session_id;
  const names = sql`(select id, name, meaning, run, is_favourite, source, created_at
    from generated_names where session_id = ${id}
    ${pending ? sql`union all select id, name, meaning, run, is_favourite, source, created_at from ${pending.names}` : sql``})`;
  const runOptions = sql`(select run, options from name_run_options where session_id = ${id}
    ${pending ? sql`union all select run, options from ${pending.runOptions}` : sql``})`;
  return sql<ViewRow>`
    select ${extra ? sql`${extra},` : sql``}
      coalesce((select json_agg(json_build_object('id', n.id, 'name', n.name, 'meaning', n.meaning,
          'run', n.run, 'is_favourite', n.is_favourite, 'source', n.source) order by n.id)
        from ${names} n), '[]') as names,
      coalesce((select json_agg(json_build_object('id', l.id, 'run', l.run, 'variant', l.variant,
          'name', l.name, 'is_selected', l.is_selected, 'is_downloaded', l.is_downloaded,
          'is_favourite', l.is_favourite, 'parent_id', l.parent_id, 'origin_id', l.origin_id,
          'version', l.version,
          'symbol', json_build_object('kind', l.design->'symbol'->>'kind',
            'source', l.design->'symbol'->>'source', 'concept', l.design->'symbol'->>'concept',
            'licence', l.design->'symbol'->>'licence')) order by l.run, l.variant, l.version)
        from generated_logos l where l.session_id = ${id}), '[]') as logos,
      coalesce((select json_agg(json_build_object('run', o.run, 'options', o.options) order by o.run)
        from ${runOptions} o), '[]') as run_options,
      coalesce((select json_agg(json_build_object('run', r.run, 'items', r.items, 'at', r.at) order by r.run)
        from (select run, count(*) as items, min(created_at) as at from ${names} g
          where source = 'generated' group by run) r), '[]') as name_runs,
      coalesce((select json_agg(json_build_object('run', r.run, 'items', r.items, 'at', r.at) order by r.run)
        from (select run, count(*) as items, min(created_at) as at from generated_logos
          where session_id = ${id} and parent_id is null group by run) r), '[]') as logo_runs,
      (select min(p.created_at) from premium_sessions p where p.session_id = ${id}
        and p.payment_status = 'completed') as purchased_at,
      t.name_generations, t.logo_generations, t.has_used_trial,
      exists (select 1 from premium_sessions p where p.user_id = ${session.user_id}
        and p.payment_status = 'completed' and not p.is_used) as has_unused_purchase
    from (select 1) as one
    left join user_trials t on t.user_id = ${session.user_id}
  `;
}

/** Everything the wizard needs to show (and restore) a brand session. */
export async function sessionView(db: Db, session: UserSession) {
  const { rows } = await viewSelect(session).execute(db);
  return sessionViewOf(db, session, rows[0]!);
}

/** sessionView from a row of viewSelect that the caller read (with its own statement's writes). */
export async function sessionViewOf(db: Db, session: UserSession, row: ViewRow) {
  const trial = settledTrial(row) ?? (await ensureTrial(db, session.user_id));
  const canDownload = downloadPermissionFrom(session, row.has_unused_purchase);
  const names = row.names;
  const logos = row.logos;
  const runOptions = row.run_options;
  const premium = isActivePremiumSession(session);
  const selected = logos.find((l) => l.is_selected);
  const purchasedAt = row.purchased_at === null ? null : new Date(row.purchased_at);
  const stats = (runs: ViewRow["name_runs"]): RunStat[] =>
    runs.map((r) => ({ run: Number(r.run), items: Number(r.items), at: new Date(r.at) }));
  const brief = briefForView(session);
  return {
    id: session.session_id,
    category: session.business_type,
    description: session.business_description,
    /** How the description was read (null before it is written); the person may correct it. */
    brief,
    /** The brief's one line in each language, for the person's (issue 31). */
    briefReading: briefReadings(brief),
    chosenName: session.chosen_name
      ? { name: session.chosen_name, meaning: session.chosen_name_meaning ?? "" }
      : null,
    isPremium: session.is_premium,
    isCompleted: session.is_completed,
    isActivePremium: premium,
    createdAt: session.created_at.toISOString(),
    names: names.map((n) => ({
      id: String(n.id),
      name: n.name,
      meaning: n.meaning,
      run: n.run,
      isFavourite: n.is_favourite,
      source: n.source,
    })),
    /** The controls each name run was made with (runs without controls are absent). */
    nameRunOptions: runOptions.map((r) => ({
      run: r.run,
      options: nameOptionsSchema.catch({}).parse(r.options),
    })),
    /** What each run is called on the steps, matching the counter ("Free run", "Run 2 of 5"). */
    runLabels: {
      names: runLabels("names", stats(row.name_runs), purchasedAt),
      logos: runLabels("logos", stats(row.logo_runs), purchasedAt),
    },
    logos: logos.map((l) => ({
      id: l.id,
      url: logoPreviewUrl(l.id),
      run: l.run,
      name: l.name,
      isSelected: l.is_selected,
      isDownloaded: l.is_downloaded,
      isFavourite: l.is_favourite,
      /** A saved edit: the logo it was edited from, and its version in that logo's family. */
      parentId: l.parent_id,
      originId: l.origin_id ?? l.id,
      version: l.version,
      /** What the symbol is and where it comes from (step 4 says when it is an open icon). */
      symbol: logoSymbolView(l.symbol),
    })),
    selectedLogoId: selected?.id ?? null,
    share: shareState(session),
    canDownload,
    /** The first download's confirmation (asked once per brand), or null until it is given. */
    downloadConfirmation: session.download_confirmed_at
      ? {
          at: session.download_confirmed_at.toISOString(),
          termsVersion: session.download_terms_version ?? "",
        }
      : null,
    /** Which files were downloaded: the PNG ("Download Again") and the kit each have their own state. */
    downloads: { png: session.png_downloaded_at !== null, kit: session.kit_downloaded_at !== null },
    step: nextStepFor(session, Boolean(selected)),
    usage: {
      names: usageOf("names", trial.name_generations, trial.has_used_trial, session, premium),
      logos: usageOf("logos", trial.logo_generations, trial.has_used_trial, session, premium),
    },
  };
}

/**
 * The generation counter as a person reads it (My brands, point 6): which allowance applies to
 * this brand, and how much of it is used, never more than the limit. A finished brand has none.
 */
function usageOf(
  kind: GenerationKind,
  count: number,
  trialUsed: boolean,
  session: { is_completed: boolean },
  premium: boolean,
) {
  const plan = session.is_completed ? "closed" : premium ? "premium" : "trial";
  const limit = generationLimit(kind, premium);
  const used =
    plan === "premium"
      ? Math.min(count, limit)
      : plan === "trial" && !trialUsed
        ? Math.min(count, limit)
        : limit;
  return { plan, count: used, limit } as {
    plan: "trial" | "premium" | "closed";
    count: number;
    limit: number;
  };
}

export type SessionView = Awaited<ReturnType<typeof sessionView>>;

/** A logo's symbol as the logo step reads it, with what its kind implies filled in (older designs). */
function logoSymbolView(raw: ViewRow["logos"][number]["symbol"] | null) {
  const kind = raw?.kind ?? null;
  const implied: Record<string, string> = {
    motif: "procedural",
    icon: "tabler",
    abstract: "abstract",
    monogram: "monogram",
    traced: "image-model",
    none: "none",
  };
  return {
    kind,
    source: raw?.source ?? (kind ? (implied[kind] ?? null) : null),
    concept: raw?.concept ?? null,
    licence: raw?.licence ?? null,
  };
}
