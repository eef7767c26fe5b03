import type { Brief } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import { MOCKUP_SCENE_IDS, MOCKUP_SCENES_PER_LOGO, type MockupSceneId } from "@/shared/mockup-scenes";

/**
 * Which scenes suit a business, best first (issue 32; decision 022). The category gives the
 * order a founder in that trade recognises (a café sees its cup and its sign before its
 * letterhead); the brief moves scenes up when it says what the business hands over (coffee to
 * take away, clothes, an app) and the shop sign down when the business has no street front.
 */

const BY_CATEGORY: Record<CategoryId, readonly MockupSceneId[]> = {
  "food-beverage": [
    "storefront-sign",
    "paper-cup",
    "takeaway-bag",
    "business-card",
    "apron",
    "instagram-post",
    "instagram-profile",
    "t-shirt",
    "website-header",
    "phone-home-screen",
  ],
  "retail-ecommerce": [
    "shopping-bag",
    "product-tag",
    "storefront-sign",
    "business-card",
    "instagram-post",
    "website-header",
    "instagram-profile",
    "t-shirt",
    "phone-home-screen",
    "letterhead",
  ],
  "digital-product": [
    "phone-home-screen",
    "phone-splash",
    "website-header",
    "instagram-profile",
    "business-card",
    "email-signature",
    "t-shirt",
    "instagram-post",
    "letterhead",
  ],
  services: [
    "business-card",
    "letterhead",
    "email-signature",
    "website-header",
    "storefront-sign",
    "instagram-profile",
    "t-shirt",
    "instagram-post",
    "phone-home-screen",
  ],
  agency: [
    "business-card",
    "website-header",
    "letterhead",
    "instagram-post",
    "email-signature",
    "instagram-profile",
    "t-shirt",
    "phone-splash",
  ],
  others: [
    "business-card",
    "instagram-post",
    "website-header",
    "storefront-sign",
    "shopping-bag",
    "t-shirt",
    "letterhead",
    "instagram-profile",
    "email-signature",
  ],
};

/** What the brief may say, and the scenes it brings forward. */
const CUES: ReadonlyArray<{ words: RegExp; scenes: readonly MockupSceneId[] }> = [
  {
    words: /\b(coffee|tea|drinks?|juice|boba|smoothie|kombucha|take ?away|takeout|cafe|café)\b/i,
    scenes: ["paper-cup"],
  },
  {
    words:
      /\b(food|meals?|bakery|bread|pastr\w*|cake|noodles?|ramen|rice|snacks?|catering|restaurant|kitchen|delivery)\b/i,
    scenes: ["takeaway-bag", "apron"],
  },
  {
    words:
      /\b(clothing|clothes|fashion|apparel|t-?shirts?|wear|boutique|bags?|shoes|accessor\w*|jewel\w*)\b/i,
    scenes: ["shopping-bag", "product-tag", "t-shirt"],
  },
  {
    words: /\b(apps?|software|saas|platform|tool|mobile|digital)\b/i,
    scenes: ["phone-home-screen", "phone-splash"],
  },
  { words: /\b(online|website|web|e-?commerce|course)\b/i, scenes: ["website-header", "instagram-post"] },
  {
    words: /\b(consult\w*|account\w*|law|legal|bookkeeping|finance|agency|studio)\b/i,
    scenes: ["letterhead", "email-signature"],
  },
];

/** A business without a street front gets no shop sign. */
const NO_STREET_FRONT = /\b(online|app|software|saas|platform|remote|digital)\b/i;

function briefText(brief: Pick<Brief, "business" | "offerings" | "concepts"> | null): string {
  if (!brief) return "";
  return [brief.business, ...brief.offerings, ...brief.concepts].join(" · ");
}

export function chooseScenes(
  category: CategoryId | null,
  brief: Pick<Brief, "business" | "offerings" | "concepts"> | null,
): MockupSceneId[] {
  const order = BY_CATEGORY[category ?? "others"];
  const text = briefText(brief);
  const score = new Map<MockupSceneId, number>();
  MOCKUP_SCENE_IDS.forEach((id) => {
    score.set(id, 0);
  });
  order.forEach((id, i) => {
    score.set(id, 100 - i * 6);
  });
  for (const cue of CUES) {
    if (!cue.words.test(text)) continue;
    for (const id of cue.scenes) score.set(id, (score.get(id) ?? 0) + 40);
  }
  if (NO_STREET_FRONT.test(text)) score.set("storefront-sign", (score.get("storefront-sign") ?? 0) - 80);
  // The business card is what the kit prints: it is always among them.
  score.set("business-card", Math.max(score.get("business-card") ?? 0, 75));
  return [...MOCKUP_SCENE_IDS]
    .sort(
      (a, b) =>
        (score.get(b) ?? 0) - (score.get(a) ?? 0) ||
        MOCKUP_SCENE_IDS.indexOf(a) - MOCKUP_SCENE_IDS.indexOf(b),
    )
    .slice(0, MOCKUP_SCENES_PER_LOGO);
}
