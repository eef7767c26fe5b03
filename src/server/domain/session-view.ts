import type { Kysely } from "kysely";
import type { Database, UserSession } from "../db/schema";
import { nextStepFor } from "./brand-sessions";
import { hasDownloadPermission, isActivePremiumSession } from "./premium";
import { generationLimit } from "./quota";
import { ensureTrial } from "./trial";

type Db = Kysely<Database>;

export function logoPreviewUrl(logoId: string) {
  return `/api/logos/${logoId}/preview`;
}

/** Everything the wizard needs to show (and restore) a brand session. */
export async function sessionView(db: Db, session: UserSession) {
  const [names, logos, trial, canDownload] = await Promise.all([
    db
      .selectFrom("generated_names")
      .select(["name", "meaning", "run"])
      .where("session_id", "=", session.session_id)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("generated_logos")
      .select(["id", "run", "variant", "name", "is_selected", "is_downloaded"])
      .where("session_id", "=", session.session_id)
      .orderBy("run")
      .orderBy("variant")
      .execute(),
    ensureTrial(db, session.user_id),
    hasDownloadPermission(db, session),
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
    names: names.map((n) => ({ name: n.name, meaning: n.meaning, run: n.run })),
    logos: logos.map((l) => ({
      id: l.id,
      url: logoPreviewUrl(l.id),
      run: l.run,
      name: l.name,
      isSelected: l.is_selected,
      isDownloaded: l.is_downloaded,
    })),
    selectedLogoId: selected?.id ?? null,
    canDownload,
    step: nextStepFor(session, Boolean(selected)),
    usage: {
      names: { count: trial.name_generations, limit: generationLimit("names", premium) },
      logos: { count: trial.logo_generations, limit: generationLimit("logos", premium) },
    },
  };
}

export type SessionView = Awaited<ReturnType<typeof sessionView>>;
