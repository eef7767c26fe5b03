import type { Kysely } from "kysely";
import { storedBrief } from "@/server/brief/session-brief";
import type { Database } from "@/server/db/schema";
import { getOwnedLogo } from "@/server/domain/brand-sessions";
import { hasDownloadPermission } from "@/server/domain/premium";
import { ApiError } from "@/server/http/errors";
import { renderPool } from "@/server/render/render-pool";
import type { Brief } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locale";
import { type LogoDesign, parseStoredDesign } from "@/shared/logo-design";
import { MOCKUP_SCENE_LABELS, type MockupListReply, type MockupSceneId } from "@/shared/mockup-scenes";
import { chooseScenes } from "./choose-scenes";
import { sceneCopy } from "./copy";
import type { MockupPlan } from "./kit-mockups";
import { SCENE_EDITOR_WIDTH, SCENE_PREVIEW_WIDTH } from "./render-scene";
import { SceneCache, sceneKey } from "./scene-cache";

type Db = Kysely<Database>;

/**
 * The mock-ups of a caller's logo (issue 32). Another user's logo is a 404. Before the brand's
 * first confirmed download the scenes are watermarked and hold the logo to 512 px (decisions
 * section 7 and 10); looking at them is never a download.
 */

type MockupLogo = {
  design: LogoDesign;
  scenes: MockupSceneId[];
  watermarked: boolean;
  brief: Brief | null;
  category: CategoryId | null;
};

/** The scenes that suit a brand: its category and its brief. */
export function scenesForSession(session: {
  business_type: CategoryId | null;
  brief: unknown;
}): MockupSceneId[] {
  return chooseScenes(session.business_type, storedBrief(session));
}

/** What the kit's mockups/ folder draws for a brand: its scenes and their words, in the buyer's language. */
export function mockupPlanForSession(
  session: { business_type: CategoryId | null; brief: unknown },
  design: Pick<LogoDesign, "name"> | null,
  locale: Locale,
): MockupPlan | undefined {
  if (!design) return undefined;
  const copy = sceneCopy({
    name: design.name,
    brief: storedBrief(session),
    category: session.business_type,
    locale,
  });
  return { scenes: scenesForSession(session), copy };
}

async function mockupLogo(db: Db, userId: string, logoId: string): Promise<MockupLogo> {
  const row = await getOwnedLogo(db, userId, logoId, (logo) =>
    logo.select([
      "l.design",
      "s.user_id",
      "s.is_premium",
      "s.download_confirmed_at",
      "s.business_type",
      "s.brief",
    ]),
  );
  const design = parseStoredDesign(row.design);
  if (!design) throw new ApiError(409, "no_composition");
  const clean = row.download_confirmed_at !== null && (await hasDownloadPermission(db, row));
  return {
    design,
    scenes: scenesForSession(row),
    watermarked: !clean,
    brief: storedBrief(row),
    category: row.business_type,
  };
}

export async function listMockups(db: Db, userId: string, logoId: string): Promise<MockupListReply> {
  const { scenes, watermarked } = await mockupLogo(db, userId, logoId);
  return { scenes: scenes.map((id) => ({ id, label: MOCKUP_SCENE_LABELS[id] })), watermarked };
}

/** Preview scenes already drawn (decision 022): about 300 at 1024 px. */
export const previewScenes = new SceneCache(24 * 1024 * 1024);

/** One scene of the saved logo, at preview size; drawn once per design, words, watermark and language. */
export async function mockupImage(
  db: Db,
  userId: string,
  logoId: string,
  scene: MockupSceneId,
  locale: Locale = DEFAULT_LOCALE,
) {
  const { design, watermarked, brief, category } = await mockupLogo(db, userId, logoId);
  const input = {
    design,
    scene,
    width: SCENE_PREVIEW_WIDTH,
    watermarked,
    locale,
    copy: sceneCopy({ name: design.name, brief, category, locale }),
  };
  const key = sceneKey(input);
  const image = await previewScenes.get(key, () => renderPool().run("mockupScene", input));
  return { image, watermarked, etag: `"${key}"` };
}

/** One scene of an unsaved edit (the editor's live scene): smaller, for the editor's budget. */
export async function mockupEditImage(
  db: Db,
  userId: string,
  logoId: string,
  design: LogoDesign,
  scene: MockupSceneId,
  locale: Locale = DEFAULT_LOCALE,
) {
  const { watermarked, brief, category } = await mockupLogo(db, userId, logoId);
  const image = await renderPool().run("mockupScene", {
    design,
    scene,
    width: SCENE_EDITOR_WIDTH,
    watermarked,
    locale,
    copy: sceneCopy({ name: design.name, brief, category, locale }),
  });
  return { image, watermarked };
}
