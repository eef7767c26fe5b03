import type { CategoryId } from "@/shared/categories";
import type { MotifId, TypeStyleId } from "@/shared/logo-design";
import type { PaletteId } from "./palettes";

/** What a trade looks like: candidate marks, palettes and type, in order of fit. */
type Look = {
  motifs: readonly MotifId[];
  palettes: readonly PaletteId[];
  styles: readonly TypeStyleId[];
};

type Theme = Look & {
  /** Space-separated whole words, also matched with a trailing "s"; a trailing "*" matches any word starting so. */
  keywords: string;
  /** How specific the theme is: "espresso" says more about a logo than "shop". */
  weight: number;
};

const THEMES: readonly Theme[] = [
  {
    keywords: "coffee* espresso* cafe* latte* roast* barista* cappuccino* kopi bean",
    weight: 3,
    motifs: ["cup", "bean"],
    palettes: ["espresso", "roastery", "latte"],
    styles: ["serif-bold", "geometric-bold", "condensed", "serif-fine"],
  },
  {
    keywords: "tea matcha chai teahouse",
    weight: 3,
    motifs: ["cup", "leaf"],
    palettes: ["sage", "leaf", "latte"],
    styles: ["serif-fine", "rounded", "humanist-light"],
  },
  {
    keywords: "bake* bread* pastr* patisserie* croissant* sourdough boulangerie cake*",
    weight: 3,
    motifs: ["wheat", "donut"],
    palettes: ["bakery", "berry", "espresso"],
    styles: ["serif-bold", "rounded", "serif-italic"],
  },
  {
    keywords: "dessert* gelat* creamery donut* doughnut* sweet* candy chocolat* scoop*",
    weight: 3,
    motifs: ["cone", "donut"],
    palettes: ["berry", "playful", "blush"],
    styles: ["rounded", "serif-italic", "geometric-heavy"],
  },
  {
    keywords: "pizza* italian pasta trattoria osteria",
    weight: 3,
    motifs: ["pizza", "flame"],
    palettes: ["tomato", "harvest"],
    styles: ["serif-bold", "condensed", "rounded"],
  },
  {
    keywords: "ramen noodle* sushi pho udon dumpling* asian japanese thai korean bento",
    weight: 3,
    motifs: ["bowl", "flame"],
    palettes: ["tomato", "espresso", "ink"],
    styles: ["condensed", "geometric-heavy", "serif-bold"],
  },
  {
    keywords: "grill* bbq barbecue burger* steak* smokehouse spicy taco*",
    weight: 3,
    motifs: ["flame", "burger"],
    palettes: ["tomato", "blaze", "roastery"],
    styles: ["condensed", "geometric-heavy", "serif-bold"],
  },
  {
    keywords: "wine* vineyard* cocktail* bar pub brew* beer* spirits gin juice* smoothie*",
    weight: 3,
    motifs: ["glass", "cocktail"],
    palettes: ["plum", "noir", "berry"],
    styles: ["serif-fine", "serif-bold", "condensed-light"],
  },
  {
    keywords: "breakfast brunch morning* sunrise egg*",
    weight: 2,
    motifs: ["sunrise", "cup"],
    palettes: ["bakery", "ember", "harvest"],
    styles: ["rounded", "serif-bold"],
  },
  {
    keywords:
      "organic* natural* plant* vegan vegetarian farm* garden* green* eco* sustainab* produce herb* grocer* harvest* seasonal",
    weight: 2,
    motifs: ["leaf", "sprout", "wheat"],
    palettes: ["leaf", "forest", "harvest", "sage"],
    styles: ["rounded", "serif-bold", "humanist", "geometric-bold"],
  },
  {
    keywords: "flower* floral florist* bloom* bouquet* botanic*",
    weight: 3,
    motifs: ["flower", "lotus", "leaf"],
    palettes: ["blush", "sage", "plum"],
    styles: ["serif-fine", "serif-italic", "humanist-light"],
  },
  {
    keywords: "sneaker* shoe* footwear kicks streetwear trainers",
    weight: 3,
    motifs: ["sneaker", "streaks", "chevrons"],
    palettes: ["volt", "blaze", "cobalt"],
    styles: ["sport-italic", "condensed", "geometric-heavy", "grotesk"],
  },
  {
    keywords: "run running runner* marathon* race* racing jog* cycling bike* speed*",
    weight: 3,
    motifs: ["streaks", "chevrons", "bolt"],
    palettes: ["blaze", "cobalt", "volt"],
    styles: ["sport-italic", "condensed", "geometric-heavy"],
  },
  {
    keywords: "fitness gym* workout* strength crossfit training athlet* sport* boxing",
    weight: 2,
    motifs: ["dumbbell", "bolt", "streaks"],
    palettes: ["volt", "blaze", "cobalt"],
    styles: ["geometric-heavy", "condensed", "sport-italic"],
  },
  {
    keywords:
      "software app saas platform* code coding developer* api cloud* data tech* digital automat* web devops analytics",
    weight: 2,
    motifs: ["brackets", "nodes", "cube", "cloud"],
    palettes: ["indigo", "midnight", "violet", "mint"],
    styles: ["grotesk", "geometric-bold", "rounded", "humanist"],
  },
  {
    keywords: "ai intelligen* machine smart* assistant* neural",
    weight: 2,
    motifs: ["nodes", "sparkle", "bulb"],
    palettes: ["violet", "midnight", "mint"],
    styles: ["grotesk", "geometric-bold"],
  },
  {
    keywords: "mobile planner* tracker* chat* messag* communicat* notification* inbox",
    weight: 2,
    motifs: ["chat", "bolt", "nodes"],
    palettes: ["indigo", "violet", "mint"],
    styles: ["rounded", "grotesk", "geometric-bold"],
  },
  {
    keywords:
      "financ* bookkeep* accounting accountant* tax* invest* bank* budget* money payroll wealth invoic*",
    weight: 3,
    motifs: ["chart", "shield", "ascend"],
    palettes: ["navy", "teal", "slate"],
    styles: ["humanist", "serif-bold", "geometric-bold"],
  },
  {
    keywords: "legal law lawyer* attorney* secur* protect* insur* privacy safe*",
    weight: 3,
    motifs: ["shield", "lock"],
    palettes: ["navy", "slate", "teal"],
    styles: ["serif-bold", "humanist", "serif-fine"],
  },
  {
    keywords: "consult* coach* strateg* mentor* advis* leadership career* growth business*",
    weight: 2,
    motifs: ["ascend", "compass", "target", "bulb"],
    palettes: ["navy", "teal", "ember", "sage"],
    styles: ["humanist", "geometric-bold", "serif-bold"],
  },
  {
    keywords: "clean* laundr* maid* housekeep* tidy wash* janitor* spotless",
    weight: 3,
    motifs: ["sparkle", "drop", "house"],
    palettes: ["ocean", "mint", "teal"],
    styles: ["rounded", "humanist", "geometric-bold"],
  },
  {
    keywords: "repair* plumb* electric* handyman fix* mechanic* construct* renovat* roof* tool*",
    weight: 3,
    motifs: ["gear", "house", "bolt"],
    palettes: ["slate", "navy", "blaze", "teal"],
    styles: ["condensed", "geometric-heavy", "humanist"],
  },
  {
    keywords: "home* house* estate propert* interior* furniture decor* apartment* rental*",
    weight: 2,
    motifs: ["house", "vase", "pin"],
    palettes: ["terracotta", "sage", "navy"],
    styles: ["serif-fine", "geometric-light", "humanist"],
  },
  {
    keywords: "ceramic* pottery handmade clay homeware* craft* artisan* stoneware",
    weight: 3,
    motifs: ["vase", "leaf"],
    palettes: ["terracotta", "sage", "latte"],
    styles: ["serif-fine", "serif-bold", "geometric-light"],
  },
  {
    keywords: "fashion* clothing apparel boutique* dress* garment* tailor* denim vintage wardrobe",
    weight: 3,
    motifs: ["hanger", "tag", "diamond"],
    palettes: ["atelier", "noir", "blush", "plum"],
    styles: ["serif-fine", "geometric-light", "serif-italic", "condensed-light"],
  },
  {
    keywords: "jewel* luxur* gold* diamond* watch* premium gem*",
    weight: 3,
    motifs: ["diamond", "sparkle"],
    palettes: ["noir", "atelier", "plum"],
    styles: ["serif-fine", "serif-italic", "geometric-light"],
  },
  {
    keywords: "beauty skincare skin cosmetic* makeup salon* spa nail* hair* fragrance* perfume*",
    weight: 3,
    motifs: ["drop", "flower", "sparkle", "lotus"],
    palettes: ["blush", "sage", "plum"],
    styles: ["serif-fine", "serif-italic", "humanist-light"],
  },
  {
    keywords: "yoga wellness meditat* mindful* health* therap* massage* calm* retreat* pilates",
    weight: 3,
    motifs: ["lotus", "sunrise", "leaf"],
    palettes: ["sage", "blush", "ocean"],
    styles: ["serif-fine", "rounded", "humanist-light"],
  },
  {
    keywords: "clinic* medical doctor* dental dentist* pharma* nurs* hospital* physio*",
    weight: 3,
    motifs: ["cross", "heart", "shield"],
    palettes: ["teal", "ocean", "mint"],
    styles: ["humanist", "rounded", "geometric-bold"],
  },
  {
    keywords: "pet dog* cat puppy puppies vet vets veterinar* groom* paw* kitten*",
    weight: 3,
    motifs: ["paw", "heart"],
    palettes: ["playful", "ember", "ocean"],
    styles: ["rounded", "geometric-heavy"],
  },
  {
    keywords:
      "kid* child* school* learn* course* education* tutor* teach* class* academy book* librar* read*",
    weight: 2,
    motifs: ["book", "bulb", "sparkle"],
    palettes: ["playful", "pop", "ember", "indigo"],
    styles: ["rounded", "serif-bold", "geometric-bold"],
  },
  {
    keywords: "travel* trip* tour* adventur* outdoor* hik* camp* mountain* explor* journey* trail*",
    weight: 3,
    motifs: ["mountain", "compass", "plane", "sunrise"],
    palettes: ["ocean", "forest", "ember"],
    styles: ["condensed", "geometric-bold", "humanist"],
  },
  {
    keywords: "ocean* sea surf* beach* swim* water* marine coast* island* sail*",
    weight: 3,
    motifs: ["wave", "drop", "sunrise"],
    palettes: ["ocean", "teal", "mint"],
    styles: ["rounded", "condensed", "serif-bold"],
  },
  {
    keywords: "music* band audio podcast* sound* radio record* dj concert* festival* event* party",
    weight: 3,
    motifs: ["soundwave", "target", "sparkle"],
    palettes: ["pop", "ink", "violet", "coral"],
    styles: ["grotesk", "condensed", "geometric-heavy"],
  },
  {
    keywords: "photo* camera* film* video* cinema* visual* motion",
    weight: 3,
    motifs: ["aperture", "target"],
    palettes: ["ink", "noir", "coral"],
    styles: ["grotesk", "geometric-light", "condensed"],
  },
  {
    keywords: "design* creative* agency agencies brand* marketing advertis* media content studio* identit*",
    weight: 2,
    motifs: ["pen", "sparkle", "target", "aperture"],
    palettes: ["coral", "ink", "pop", "violet"],
    styles: ["grotesk", "condensed", "serif-bold", "geometric-heavy"],
  },
  {
    keywords: "writ* copywrit* edit* publish* letter* newsletter* email*",
    weight: 2,
    motifs: ["pen", "plane", "chat"],
    palettes: ["ink", "slate", "coral"],
    styles: ["serif-bold", "serif-italic", "grotesk"],
  },
  {
    keywords: "communit* club* charit* nonprofit* volunteer* foundation team* together neighbo* people local",
    weight: 2,
    motifs: ["community", "heart", "sunrise"],
    palettes: ["ember", "playful", "ocean"],
    styles: ["rounded", "geometric-bold", "humanist"],
  },
  {
    keywords: "deliver* shipping logistic* courier* parcel* moving freight transport* cargo",
    weight: 3,
    motifs: ["cube", "pin", "plane", "streaks"],
    palettes: ["blaze", "cobalt", "navy"],
    styles: ["geometric-heavy", "sport-italic", "condensed"],
  },
  {
    keywords: "solar energy power* battery batteries renewable* sun*",
    weight: 3,
    motifs: ["sunrise", "bolt"],
    palettes: ["ember", "forest", "cobalt"],
    styles: ["geometric-bold", "grotesk"],
  },
  {
    keywords: "shop* store* retail* ecommerce e-commerce online goods market marketplace",
    weight: 1,
    motifs: ["bag", "tag"],
    palettes: ["coral", "atelier", "terracotta", "plum"],
    styles: ["geometric-bold", "serif-fine", "condensed"],
  },
  {
    keywords: "food* restaurant* kitchen* eat* meal* cook* chef* dining diner bistro* cater* dinner lunch*",
    weight: 1,
    motifs: ["bowl", "flame", "sunrise"],
    palettes: ["tomato", "harvest", "espresso"],
    styles: ["serif-bold", "rounded", "condensed"],
  },
];

const CATEGORY_DEFAULTS: Record<CategoryId, Look> = {
  "food-beverage": {
    motifs: ["bowl", "cup", "flame", "wheat"],
    palettes: ["tomato", "espresso", "bakery", "harvest", "berry"],
    styles: ["serif-bold", "rounded", "geometric-bold", "condensed"],
  },
  services: {
    motifs: ["shield", "ascend", "compass", "bulb"],
    palettes: ["navy", "teal", "slate", "sage"],
    styles: ["humanist", "geometric-bold", "serif-bold", "serif-fine"],
  },
  "digital-product": {
    motifs: ["nodes", "brackets", "cube", "cloud", "bolt"],
    palettes: ["indigo", "midnight", "violet", "mint"],
    styles: ["grotesk", "geometric-bold", "rounded", "humanist"],
  },
  "retail-ecommerce": {
    motifs: ["bag", "tag", "diamond"],
    palettes: ["atelier", "terracotta", "blush", "coral", "plum"],
    styles: ["serif-fine", "geometric-light", "serif-bold", "condensed"],
  },
  agency: {
    motifs: ["pen", "target", "sparkle", "aperture"],
    palettes: ["coral", "ink", "pop", "violet"],
    styles: ["grotesk", "condensed", "serif-bold", "geometric-heavy"],
  },
  others: {
    motifs: ["community", "heart", "sunrise", "compass", "sparkle"],
    palettes: ["ember", "playful", "plum", "ocean", "sage"],
    styles: ["rounded", "geometric-bold", "humanist", "serif-bold"],
  },
};

/**
 * Trade descriptors set as a small line under the name, as designers do ("COFFEE ROASTERS").
 * Earlier entries win, so phrases come before the single words they contain.
 */
const DESCRIPTORS = `
  coffee roasters, specialty coffee, coffee bar, espresso bar, organic market, farmers market,
  creative studio, design studio, branding agency, marketing agency, run club, running club,
  surf school, yoga studio, law firm, animal rescue, coffee, roastery, tea, bakery, patisserie,
  pizzeria, ramen, kitchen, bistro, brewery, winery, market, grocery, farm, florist, sneakers,
  footwear, apparel, studio, agency, consulting, coaching, cleaning, bookkeeping, accounting,
  ceramics, pottery, yoga, fitness, gym, labs, analytics, boutique, jewellery, jewelry, skincare,
  salon, travel, podcasts, photography, academy, bookshop, solar, organic, running, design
`
  .trim()
  .split(/,\s*/);

type Brief = Look & {
  /** Upper-case descriptor drawn from the description, when it names the trade. */
  descriptor?: string;
};

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
}

function matches(keyword: string, word: string): boolean {
  if (keyword.endsWith("*")) return word.startsWith(keyword.slice(0, -1));
  return word === keyword || word === `${keyword}s`;
}

function descriptorFor(description: string, name: string): string | undefined {
  const text = ` ${words(fold(description)).join(" ")} `;
  const nameWords = words(fold(name)).filter((w) => w.length >= 3);
  // "RUNNING" under "Run Club" repeats the name: skip descriptors sharing a stem with it.
  const echoes = (word: string) => nameWords.some((n) => word.startsWith(n) || n.startsWith(word));
  const mentions = (d: string) =>
    text.includes(` ${d} `) || (d.endsWith("s") && text.includes(` ${d.slice(0, -1)} `));
  const found = DESCRIPTORS.find((d) => mentions(d) && !d.split(" ").some(echoes));
  return found?.toLocaleUpperCase("en");
}

/** Reads the description (and the name) for the trade it describes; the most specific match wins. */
export function briefFor(name: string, category: CategoryId, description: string): Brief {
  const tokens = words(fold(`${name} ${description}`));
  let lead: Look = CATEGORY_DEFAULTS[category];
  let best = 0;
  for (const theme of THEMES) {
    const keywords = theme.keywords.split(" ");
    const score = tokens.filter((w) => keywords.some((k) => matches(k, w))).length * theme.weight;
    if (score > best) {
      best = score;
      lead = theme;
    }
  }
  const { motifs, palettes, styles } = lead;
  return { motifs, palettes, styles, descriptor: descriptorFor(description, name) };
}
