import type { Kysely } from "kysely";
import type { CategoryId } from "@/shared/categories";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locale";
import { type LogoDesign, parseStoredDesign } from "@/shared/logo-design";
import { MOCKUP_SCENE_LABELS, type MockupListReply, type MockupSceneId } from "@/shared/mockup-scenes";
import { storedBrief } from "../brief/session-brief";
import type { Database } from "../db/schema";
import { getOwnedLogo } from "../domain/brand-sessions";
import { hasDownloadPermission } from "../domain/premium";
import { ApiError } from "../http/errors";
import { renderPool } from "../render/render-pool";
import { chooseScenes } from "./choose-scenes";
import { SCENE_EDITOR_WIDTH, SCENE_PREVIEW_WIDTH } from "./render-scene";

type Db = Kysely<Database>;

/**
 * The mock-ups of a caller's logo (issue 32). Another user's logo is a 404. Before the brand's
 * first confirmed download the scenes are watermarked and hold the logo to 512 px (decisions
 * section 7 and 10); looking at them is never a download.
 */

type MockupLogo = { design: LogoDesign; scenes: MockupSceneId[]; watermarked: boolean };

/** The scenes that suit a brand: its category and its brief. */
export function scenesForSession(session: {
  business_type: CategoryId | null;
  brief: unknown;
}): MockupSceneId[] {
  return chooseScenes(session.business_type, storedBrief(session));
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
  return { design, scenes: scenesForSession(row), watermarked: !clean };
}

export async function listMockups(db: Db, userId: string, logoId: string): Promise<MockupListReply> {
  const { scenes, watermarked } = await mockupLogo(db, userId, logoId);
  return { scenes: scenes.map((id) => ({ id, label: MOCKUP_SCENE_LABELS[id] })), watermarked };
}

/** One scene of the saved logo, at preview size. */
export async function mockupImage(
  db: Db,
  userId: string,
  logoId: string,
  scene: MockupSceneId,
  locale: Locale = DEFAULT_LOCALE,
) {
  const { design, watermarked } = await mockupLogo(db, userId, logoId);
  const image = await renderPool().run("mockupScene", {
    design,
    scene,
    width: SCENE_PREVIEW_WIDTH,
    watermarked,
    locale,
  });
  return { image, watermarked };
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
  const { watermarked } = await mockupLogo(db, userId, logoId);
  const image = await renderPool().run("mockupScene", {
    design,
    scene,
    width: SCENE_EDITOR_WIDTH,
    watermarked,
    locale,
  });
  return { image, watermarked };
}
