import type { KitFile } from "@/server/kit/kit-fonts";
import { type KitNames, kitNames } from "@/server/kit/kit-plan";
import type { LogoDesign } from "@/shared/logo-design";
import { MOCKUP_SCENE_LABELS, type MockupSceneId } from "@/shared/mockup-scenes";
import { businessCardPdf } from "./business-card-pdf";
import type { SceneCopy } from "./copy";
import { SCENE_KIT_WIDTH, scenePng } from "./render-scene";

/** The kit's mockups/ folder: each scene chosen for the business as a 2000 px PNG, and the card to print. */
export const MOCKUP_FILES = {
  scene: (names: KitNames, scene: MockupSceneId) => `mockups/${names.base}_${scene}.png`,
  card: (names: KitNames) => `mockups/${names.base}_business-card_print.pdf`,
} as const;

/** What the kit's mockups/ folder draws: the scenes chosen for the business, and their words. */
export type MockupPlan = { scenes: readonly MockupSceneId[]; copy: SceneCopy };

export async function kitMockupFile(input: {
  design: LogoDesign;
  scene: MockupSceneId;
  brandName: string;
  copy?: SceneCopy;
}): Promise<KitFile> {
  const data = await scenePng(
    { design: input.design, scene: input.scene, width: SCENE_KIT_WIDTH, copy: input.copy },
    `${input.brandName}: ${MOCKUP_SCENE_LABELS[input.scene]}`,
  );
  return { path: MOCKUP_FILES.scene(kitNames(input.brandName), input.scene), data };
}

export async function kitBusinessCard(input: {
  design: LogoDesign;
  brandName: string;
  created: Date;
}): Promise<KitFile> {
  return { path: MOCKUP_FILES.card(kitNames(input.brandName)), data: await businessCardPdf(input) };
}
