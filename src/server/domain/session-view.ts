import type { Kysely } from "kysely";
import { nameOptionsSchema } from "@/shared/name-options";
import type { Database, UserSession } from "../db/schema";
import { nextStepFor } from "./brand-sessions";
import { hasDownloadPermission, isActivePremiumSession } from "./premium";
import { type GenerationKind, generationLimit } from "./quota";
import { shareState } from "./share-state";
import { ensureTrial } from "./trial";

type Db = Kysely<Database>;

export function logoPreviewUrl(logoId: string) {
  return `/api/logos/${logoId}/preview`;
}

/** Everything the wizard needs to show (and restore) a brand session. */
export async function sessionView(db: Db, session: UserSession) {
  const [names, logos, trial, canDownload, runOptions] = await Promise.all([
    db
      .selectFrom("generated_names")
      .select(["id", "name", "meaning", "run", "is_favourite", "source"])
      .where("session_id", "=", session.session_id)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("generated_logos")
      .select([
        "id",
        "run",
        "variant",
        "name",
        "is_selected",
        "is_downloaded",
        "is_favourite",
        "parent_id",
        "origin_id",
        "version",
      ])
      .where("session_id", "=", session.session_id)
      .orderBy("run")
      .orderBy("variant")
      .orderBy("version")
      .execute(),
    ensureTrial(db, session.user_id),
    hasDownloadPermission(db, session),
    db
      .selectFrom("name_run_options")
      .select(["run", "options"])
      .where("session_id", "=", session.session_id)
      .orderBy("run")
      .execute(),
  ]);
  const premium = isActivePremiumSession(session);
  const selected = logos.find((l) => l.is_selected);
  return {
    id: session.session_id,
    category: session.business_type,
    description: session.business_description,
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
    })),
    selectedLogoId: selected?.id ?? null,
    share: shareState(session),
    canDownload,
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
