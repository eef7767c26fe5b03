import { recentReadings } from "@/server/recent-readings";
import type { CategoryId } from "@/shared/categories";
import type { MotifFamilyId, MotifId, TypeStyleId } from "@/shared/logo-design";
import type { PaletteId } from "./palettes";

/**
 * What a business looks like, read from its description: a motif family (the pictograms that fit
 * the trade), palettes, type, and a short descriptor for the tagline. A description that names no
 * trade we can draw gets no family, and the designs then use abstract marks and monograms: an
 * abstract mark never says the wrong thing, a literal one does (a donut for a sourdough bakery).
 */

/** What a trade looks like: candidate marks, palettes and type, in order of fit. */
type Look = {
  motifs: readonly MotifId[];
  palettes: readonly PaletteId[];
  styles: readonly TypeStyleId[];
};

type Family = Look & {
  id: MotifFamilyId;
  /**
   * Words that name the trade, English and Indonesian (descriptions are folded to lower case
   * without accents first). "word" also matches its plural (-s, -es); "word*" any word starting
   * so; "*word" any word ending so; "two-words" the phrase. "word:2" gives one keyword its own weight
   * (materials such as batik say less than the product made of them).
   */
  keywords: string;
  /**
   * How much one keyword says: "espresso" names a trade, "natural" only hints. Families that
   * overlap (tea and organic, bakery and dessert) are told apart by their weights.
   */
  weight: number;
  /**
   * Descriptors set as the tagline when the description uses them, best first (phrases before
   * the words they contain). Upper-cased when set.
   */
  descriptors: string;
};

const FAMILIES: readonly Family[] = [
  {
    id: "coffee",
    keywords:
      "coffee* espresso* cafe cafes latte* roast* barista* cappuccino* kopi kedai-kopi arabica robusta pour-over cold-brew",
    weight: 3,
    motifs: ["cup", "bean"],
    palettes: ["espresso", "roastery", "latte"],
    styles: ["serif-bold", "geometric-bold", "condensed", "serif-fine"],
    descriptors:
      "coffee roasters, specialty coffee, coffee roastery, coffee house, coffee bar, espresso bar, coffee shop, coffee, roastery, kedai kopi, kopi, cafe",
  },
  {
    id: "tea",
    keywords: "tea teas teahouse* matcha chai oolong boba bubble-tea teh",
    weight: 3,
    motifs: ["cup", "leaf"],
    palettes: ["sage", "leaf", "latte"],
    styles: ["serif-fine", "rounded", "humanist-light"],
    descriptors: "tea house, tea room, tea bar, matcha bar, bubble tea, boba, teahouse, tea, teh",
  },
  {
    id: "bakery",
    keywords:
      "bake* bakeri bakehouse bread* *bread sourdough* loaf loaves pastr* patisserie* boulangerie croissant* baguette* bagel* focaccia pita manakish manaqish kaak ka'ak roti toko-roti viennoiserie",
    weight: 3,
    motifs: ["loaf", "wheat", "croissant"],
    palettes: ["bakery", "espresso", "latte"],
    styles: ["serif-bold", "rounded", "serif-italic"],
    descriptors: "boulangerie, patisserie, bakehouse, bake shop, bakery, toko roti, bakeri, roti",
  },
  {
    id: "dessert",
    keywords:
      "dessert* gelat* ice-cream es-krim creamery donut* doughnut* donat sweets candy candies confection* chocolat* cokelat scoop* cupcake* cake* kue brownie* cookie* waffle* churro* martabak",
    weight: 3,
    motifs: ["cone", "donut"],
    palettes: ["berry", "playful", "blush"],
    styles: ["rounded", "serif-italic", "geometric-heavy"],
    descriptors:
      "ice cream, gelateria, gelato, creamery, donuts, doughnuts, dessert bar, desserts, chocolatier, cakes, cake shop, sweets, martabak, es krim, kue",
  },
  {
    id: "pizza",
    keywords: "pizza* pizzeria* italian pasta trattoria osteria calzone* neapolitan wood-fired",
    weight: 3,
    motifs: ["pizza", "flame"],
    palettes: ["tomato", "harvest"],
    styles: ["serif-bold", "condensed", "rounded"],
    descriptors: "pizzeria, wood-fired pizza, pizza, trattoria, osteria, pasta bar",
  },
  {
    id: "noodles",
    keywords:
      "ramen noodle* sushi pho udon soba dumpling* bento dim-sum mie mi-ayam bakso soto laksa ramyeon pho-bo broth*",
    weight: 3,
    motifs: ["bowl"],
    palettes: ["tomato", "espresso", "ink"],
    styles: ["condensed", "geometric-heavy", "serif-bold"],
    descriptors:
      "ramen bar, ramen, noodle bar, noodle house, noodles, sushi bar, sushi, dumplings, bakso, mie ayam, soto",
  },
  {
    id: "grill",
    keywords:
      "grill* bbq barbecue barbeque steak* smokehouse smoked taco* burrito* wing* sate satay ayam-bakar bakar kebab* shawarma brisket",
    weight: 3,
    motifs: ["flame"],
    palettes: ["tomato", "blaze", "roastery"],
    styles: ["condensed", "geometric-heavy", "serif-bold"],
    descriptors: "smokehouse, steakhouse, barbecue, bbq, grill, tacos, sate, satay, kebab",
  },
  {
    id: "burgers",
    keywords: "burger* cheeseburger* smash-burger* fries diner*",
    weight: 3,
    motifs: ["burger", "flame"],
    palettes: ["tomato", "blaze", "playful"],
    styles: ["geometric-heavy", "condensed", "rounded"],
    descriptors: "smash burgers, burger bar, burger joint, burgers, diner",
  },
  {
    id: "drinks",
    keywords:
      "wine* vineyard* winery cocktail* spirits gin whisky whiskey distill* bartend* mezcal tequila rum sake",
    weight: 3,
    motifs: ["glass", "cocktail"],
    palettes: ["plum", "noir", "berry"],
    styles: ["serif-fine", "serif-bold", "condensed-light"],
    descriptors: "wine bar, natural wine, winery, cocktail bar, distillery, wine shop, cocktails, wine",
  },
  {
    id: "beer",
    keywords:
      "beer* brewery breweries brewpub brewing pub pubs taproom* ale ales lager* ipa ipas stout* craft-beer bir",
    weight: 3,
    motifs: ["mug", "wheat"],
    palettes: ["bakery", "roastery", "noir"],
    styles: ["condensed", "serif-bold", "geometric-heavy"],
    descriptors: "craft brewery, brewery, taproom, brewpub, craft beer, beer garden, pub",
  },
  {
    id: "juice",
    keywords: "juice* jus smoothie* kombucha cold-pressed acai",
    weight: 3,
    motifs: ["drop", "leaf"],
    palettes: ["mint", "leaf", "ember"],
    styles: ["rounded", "geometric-bold", "humanist"],
    descriptors: "juice bar, smoothie bar, cold-pressed juice, juices, smoothies, kombucha",
  },
  {
    id: "breakfast",
    keywords: "breakfast* brunch* sunrise pancake* egg*",
    weight: 2,
    motifs: ["sunrise", "cup"],
    palettes: ["bakery", "ember", "harvest"],
    styles: ["rounded", "serif-bold"],
    descriptors: "breakfast club, brunch, breakfast",
  },
  {
    id: "organic",
    keywords:
      "organic* farm* garden* greengrocer* grocer* produce vegetable* veggie* fruit* harvest* plant-based vegan vegetarian herb* sayur* buah* tani pertanian kebun organik hidroponik hydroponic* microgreen*",
    weight: 2,
    motifs: ["leaf", "sprout", "wheat"],
    palettes: ["leaf", "forest", "harvest", "sage"],
    styles: ["rounded", "serif-bold", "humanist", "geometric-bold"],
    descriptors:
      "organic market, farmers market, food market, farm shop, organic grocer, greengrocer, organic farm, market garden, organic food, local produce, organic, farm, sayur organik",
  },
  {
    id: "flowers",
    keywords: "flower* floral florist* bloom* bouquet* bunga houseplant* succulent* nursery",
    weight: 3,
    motifs: ["flower", "lotus", "leaf"],
    palettes: ["blush", "sage", "plum"],
    styles: ["serif-fine", "serif-italic", "humanist-light"],
    descriptors: "flower studio, florist, flowers, plant shop, toko bunga, bunga",
  },
  {
    id: "sneakers",
    keywords: "sneaker* footwear kicks streetwear trainers sepatu shoe shoes",
    weight: 3,
    motifs: ["sneaker", "streaks", "chevrons"],
    palettes: ["volt", "blaze", "cobalt"],
    styles: ["sport-italic", "condensed", "geometric-heavy", "grotesk"],
    descriptors: "sneaker store, sneakers, footwear, streetwear, sepatu",
  },
  {
    id: "running",
    keywords:
      "running run-club runs runner* marathon* race races racing jog* cycling cyclist* bike* bicycle* triathlon* lari sepeda",
    weight: 3,
    motifs: ["streaks", "chevrons", "bolt"],
    palettes: ["blaze", "cobalt", "volt"],
    styles: ["sport-italic", "condensed", "geometric-heavy"],
    descriptors: "running club, run club, cycling club, bike shop, running, cycling",
  },
  {
    id: "fitness",
    keywords:
      "fitness gym* workout* strength crossfit weightlift* athlet* boxing martial bootcamp kebugaran olahraga",
    weight: 3,
    motifs: ["dumbbell", "bolt", "streaks"],
    palettes: ["volt", "blaze", "cobalt"],
    styles: ["geometric-heavy", "condensed", "sport-italic"],
    descriptors: "fitness studio, strength training, strength gym, boxing gym, fitness, gym, bootcamp",
  },
  {
    id: "software",
    keywords:
      "software saas platform* code coding developer* devops api apis cloud* database* deploy* automat* analytics data dashboard* web-app aplikasi perangkat-lunak",
    weight: 2,
    motifs: ["brackets", "nodes", "cube", "cloud"],
    palettes: ["indigo", "midnight", "violet", "mint"],
    styles: ["grotesk", "geometric-bold", "rounded", "humanist"],
    descriptors: "developer platform, developer tools, analytics, software, platform, cloud",
  },
  {
    id: "ai",
    keywords: "ai artificial intelligen* machine-learning neural chatbot* assistant* llm* gpt",
    weight: 3,
    motifs: ["nodes", "sparkle", "bulb"],
    palettes: ["violet", "midnight", "mint"],
    styles: ["grotesk", "geometric-bold"],
    descriptors: "ai assistant, ai studio, ai",
  },
  {
    id: "messaging",
    keywords: "chat* messag* communicat* notification* inbox* community-app",
    weight: 2,
    motifs: ["chat", "nodes"],
    palettes: ["indigo", "violet", "mint"],
    styles: ["rounded", "grotesk", "geometric-bold"],
    descriptors: "messaging",
  },
  {
    id: "finance",
    keywords:
      "financ* bookkeep* accounting accountant* tax taxes taxation invest* bank banks banking budgeting money payroll wealth invoic* keuangan akuntansi pajak",
    weight: 3,
    motifs: ["chart", "ascend", "shield"],
    palettes: ["navy", "teal", "slate"],
    styles: ["humanist", "serif-bold", "geometric-bold"],
    descriptors: "bookkeeping, accounting, tax advisers, wealth management, payroll, finance, keuangan",
  },
  {
    id: "legal",
    keywords:
      "legal law lawyer* attorney* solicitor* notary contract trademark* security cybersecurity insur* privacy hukum pengacara notaris asuransi",
    weight: 3,
    motifs: ["shield", "lock"],
    palettes: ["navy", "slate", "teal"],
    styles: ["serif-bold", "humanist", "serif-fine"],
    descriptors: "law firm, legal, security, insurance, hukum",
  },
  {
    id: "consulting",
    keywords: "consult* coach* strateg* mentor* advis* leadership career* konsultan pelatihan",
    weight: 2,
    motifs: ["ascend", "compass", "target", "bulb"],
    palettes: ["navy", "teal", "ember", "sage"],
    styles: ["humanist", "geometric-bold", "serif-bold"],
    descriptors: "leadership coaching, career coaching, consulting, coaching, strategy, konsultan",
  },
  {
    id: "cleaning",
    keywords:
      "cleaning cleaner* laundr* maid* housekeep* tidy wash washing car-wash janitor* spotless dry-cleaning bersih kebersihan cuci binatu",
    weight: 3,
    motifs: ["sparkle", "drop", "house"],
    palettes: ["ocean", "mint", "teal"],
    styles: ["rounded", "humanist", "geometric-bold"],
    descriptors:
      "home cleaning, cleaning services, cleaning, laundry, dry cleaning, laundromat, car wash, binatu",
  },
  {
    id: "repair",
    keywords:
      "repair* plumb* electrician* electrical handyman fix fixes fixing mechanic* construct* renovat* roof* carpent* bengkel servis perbaikan tukang bangunan",
    weight: 3,
    motifs: ["gear", "house", "bolt"],
    palettes: ["slate", "navy", "blaze", "teal"],
    styles: ["condensed", "geometric-heavy", "humanist"],
    descriptors: "repair shop, repairs, plumbing, electrical, renovation, construction, bengkel",
  },
  {
    id: "home",
    keywords:
      "real-estate realtor* propert* interior* furniture* decor decorating apartment* villa* properti mebel",
    weight: 2,
    motifs: ["house", "pin"],
    palettes: ["terracotta", "sage", "navy"],
    styles: ["serif-fine", "geometric-light", "humanist"],
    descriptors: "real estate, interior design, interiors, furniture, property, properti",
  },
  {
    id: "ceramics",
    keywords: "ceramic* pottery potter* clay stoneware porcelain* vase* keramik gerabah tembikar",
    weight: 3,
    motifs: ["vase"],
    palettes: ["terracotta", "sage", "latte"],
    styles: ["serif-fine", "serif-bold", "geometric-light"],
    descriptors: "ceramics studio, pottery studio, ceramics, pottery, stoneware, keramik",
  },
  {
    id: "bags",
    keywords: "bag bags *bag *bags tote* backpack* handbag* purse* leather* tas",
    weight: 3,
    motifs: ["bag", "tag"],
    palettes: ["terracotta", "atelier", "plum", "coral"],
    styles: ["serif-fine", "geometric-bold", "serif-bold"],
    descriptors: "tote bags, leather goods, handbags, backpacks, bags, tas",
  },
  {
    id: "fashion",
    keywords:
      "fashion* clothing clothes apparel boutique* dress* garment* tailor* denim vintage wardrobe* linen knitwear menswear womenswear batik:2 tenun:2 songket:2 ikat:2 textile*:2 fabric*:2 kain:2 butik pakaian baju busana",
    weight: 3,
    motifs: ["hanger", "tag", "diamond"],
    palettes: ["atelier", "noir", "blush", "plum"],
    styles: ["serif-fine", "geometric-light", "serif-italic", "condensed-light"],
    descriptors:
      "fashion label, vintage clothing, batik tulis, clothing, apparel, boutique, menswear, womenswear, tailoring, fashion, batik, textiles, busana",
  },
  {
    id: "jewellery",
    keywords: "jewel* luxur* gold diamond* watch watches gem* engagement-ring perhiasan emas",
    weight: 3,
    motifs: ["diamond", "sparkle"],
    palettes: ["noir", "atelier", "plum"],
    styles: ["serif-fine", "serif-italic", "geometric-light"],
    descriptors: "fine jewellery, fine jewelry, jewellery, jewelry, watches, perhiasan",
  },
  {
    id: "beauty",
    keywords:
      "beauty skincare skin cosmetic* makeup salon* spa nail* hair* barber* fragrance* perfume* kecantikan kosmetik perawatan",
    weight: 3,
    motifs: ["drop", "flower", "sparkle", "lotus"],
    palettes: ["blush", "sage", "plum"],
    styles: ["serif-fine", "serif-italic", "humanist-light"],
    descriptors:
      "skincare, beauty salon, hair salon, nail studio, barbershop, salon, spa, cosmetics, beauty, kecantikan",
  },
  {
    id: "wellness",
    keywords: "yoga wellness meditat* mindful* therap* massage* calm* retreat* pilates breathwork pijat",
    weight: 3,
    motifs: ["lotus", "sunrise", "leaf"],
    palettes: ["sage", "blush", "ocean"],
    styles: ["serif-fine", "rounded", "humanist-light"],
    descriptors: "yoga studio, pilates studio, wellness studio, massage, meditation, yoga, wellness, pilates",
  },
  {
    id: "medical",
    keywords:
      "clinic* medical doctor* dental dentist* pharmac* nurse nurses nursing hospital* physio* healthcare klinik dokter gigi apotek kesehatan",
    weight: 3,
    motifs: ["cross", "heart", "shield"],
    palettes: ["teal", "ocean", "mint"],
    styles: ["humanist", "rounded", "geometric-bold"],
    descriptors: "dental clinic, physiotherapy, pharmacy, clinic, dental, klinik",
  },
  {
    id: "pet",
    keywords:
      "pet pets dog* cat cats puppy puppies kitten* vet vets veterinar* groom* paw* hewan anjing kucing peliharaan",
    weight: 4,
    motifs: ["paw", "heart"],
    palettes: ["playful", "ember", "ocean"],
    styles: ["rounded", "geometric-heavy"],
    descriptors:
      "pet grooming, dog grooming, animal rescue, pet care, pet shop, dog walking, veterinary clinic, grooming, pet supplies",
  },
  {
    id: "education",
    keywords:
      "kid* child* school* learn* course* education* tutor* teach* class classes academy academi* lesson* student* sekolah belajar kursus les pendidikan anak",
    weight: 2,
    motifs: ["book", "bulb", "sparkle"],
    palettes: ["playful", "pop", "ember", "indigo"],
    styles: ["rounded", "serif-bold", "geometric-bold"],
    descriptors: "online courses, tutoring, academy, learning, school, kursus",
  },
  {
    id: "books",
    keywords:
      "book books bookshop* bookstore* booksell* librar* reading reader* novel novels novelist* publish* literar* buku perpustakaan",
    weight: 3,
    motifs: ["book", "pen"],
    palettes: ["ink", "slate", "plum"],
    styles: ["serif-bold", "serif-italic", "serif-fine"],
    descriptors: "independent bookshop, bookshop, bookstore, books, publishing, toko buku",
  },
  {
    id: "travel",
    keywords:
      "travel* trip* tour* adventur* outdoor* hike hikes hiking camp camping campsite* mountain* explor* journey* trail* wisata perjalanan gunung pendakian kemah",
    weight: 3,
    motifs: ["mountain", "compass", "plane"],
    palettes: ["ocean", "forest", "ember"],
    styles: ["condensed", "geometric-bold", "humanist"],
    descriptors: "travel agency, adventure tours, outdoor gear, tours, travel, adventures, wisata",
  },
  {
    id: "ocean",
    keywords:
      "ocean* sea surf* beach* swim* marine coast* island* sail* dive diving snorkel* laut pantai selancar",
    weight: 3,
    motifs: ["wave", "sunrise"],
    palettes: ["ocean", "teal", "mint"],
    styles: ["rounded", "condensed", "serif-bold"],
    descriptors: "surf school, surf shop, dive centre, swim school, surf, diving",
  },
  {
    id: "music",
    keywords:
      "music* band audio podcast* sound sounds radio recording* dj concert* musik lagu studio-rekaman",
    weight: 3,
    motifs: ["soundwave"],
    palettes: ["pop", "ink", "violet", "coral"],
    styles: ["grotesk", "condensed", "geometric-heavy"],
    descriptors: "podcast studio, recording studio, podcasts, music, audio, records",
  },
  {
    id: "photo",
    keywords: "photo* camera* film* video* cinema* filmmak* videograph* foto fotografi",
    weight: 3,
    motifs: ["aperture"],
    palettes: ["ink", "noir", "coral"],
    styles: ["grotesk", "geometric-light", "condensed"],
    descriptors: "photography studio, video production, photography, film, video, fotografi",
  },
  {
    id: "creative",
    keywords:
      "design designer* designs creative* agency agencies branding identit* illustrat* desain kreatif agensi",
    weight: 2,
    motifs: ["pen", "sparkle"],
    palettes: ["coral", "ink", "pop", "violet"],
    styles: ["grotesk", "condensed", "serif-bold", "geometric-heavy"],
    descriptors:
      "branding agency, design studio, creative studio, creative agency, branding, design, studio, agency",
  },
  {
    id: "marketing",
    keywords: "marketing advertis* seo social-media campaign* growth content pemasaran iklan",
    weight: 2,
    motifs: ["target", "ascend", "chat"],
    palettes: ["coral", "pop", "cobalt"],
    styles: ["grotesk", "geometric-bold", "condensed"],
    descriptors: "marketing agency, digital marketing, content studio, marketing, advertising",
  },
  {
    id: "writing",
    keywords: "writ* copywrit* editor* editing letter* newsletter* poet* menulis penulis",
    weight: 2,
    motifs: ["pen", "book"],
    palettes: ["ink", "slate", "coral"],
    styles: ["serif-bold", "serif-italic", "grotesk"],
    descriptors: "copywriting, writing, editing, newsletters",
  },
  {
    id: "community",
    keywords: "communit* charit* nonprofit* non-profit volunteer* foundation komunitas relawan yayasan",
    weight: 2,
    motifs: ["community", "heart"],
    palettes: ["ember", "playful", "ocean"],
    styles: ["rounded", "geometric-bold", "humanist"],
    descriptors: "community garden, community, foundation, nonprofit, collective, komunitas",
  },
  {
    id: "logistics",
    keywords:
      "delivery-service courier* parcel* logistic* freight shipping-company moving-company movers cargo pengiriman kurir ekspedisi logistik",
    weight: 3,
    motifs: ["cube", "pin", "plane"],
    palettes: ["blaze", "cobalt", "navy"],
    styles: ["geometric-heavy", "sport-italic", "condensed"],
    descriptors: "couriers, logistics, freight, ekspedisi",
  },
  {
    id: "energy",
    keywords: "solar energy battery batteries renewable* electric-vehicle ev surya energi listrik",
    weight: 3,
    motifs: ["sunrise", "bolt"],
    palettes: ["ember", "forest", "cobalt"],
    styles: ["geometric-bold", "grotesk"],
    descriptors: "solar energy, solar, renewable energy, energy, energi surya",
  },
  {
    id: "retail",
    keywords: "shop* store* retail* ecommerce e-commerce online-store goods marketplace toko belanja",
    weight: 1,
    motifs: ["bag", "tag"],
    palettes: ["coral", "atelier", "terracotta", "plum"],
    styles: ["geometric-bold", "serif-fine", "condensed"],
    descriptors: "concept store, general store, online store, toko",
  },
];

/** With no family, marks are abstract and the category sets palettes and type. */
const CATEGORY_DEFAULTS: Record<CategoryId, Omit<Look, "motifs">> = {
  "food-beverage": {
    palettes: ["tomato", "espresso", "bakery", "harvest", "berry"],
    styles: ["serif-bold", "rounded", "geometric-bold", "condensed"],
  },
  services: {
    palettes: ["navy", "teal", "slate", "sage"],
    styles: ["humanist", "geometric-bold", "serif-bold", "serif-fine"],
  },
  "digital-product": {
    palettes: ["indigo", "midnight", "violet", "mint"],
    styles: ["grotesk", "geometric-bold", "rounded", "humanist"],
  },
  "retail-ecommerce": {
    palettes: ["atelier", "terracotta", "blush", "coral", "plum"],
    styles: ["serif-fine", "geometric-light", "serif-bold", "condensed"],
  },
  agency: {
    palettes: ["coral", "ink", "pop", "violet"],
    styles: ["grotesk", "condensed", "serif-bold", "geometric-heavy"],
  },
  others: {
    palettes: ["ember", "playful", "plum", "ocean", "sage"],
    styles: ["rounded", "geometric-bold", "humanist", "serif-bold"],
  },
};

/**
 * Words that may stand before a trade word in a descriptor ("SOURDOUGH BAKERY"): they say what
 * kind of trade, never how good it is ("best", "cozy") or whose it is ("our").
 */
const MODIFIERS = new Set(
  `sourdough artisan artisanal specialty speciality craft organic vegan vegetarian natural
  handmade handcrafted vintage independent family neighbourhood neighborhood community mobile
  online digital local urban coastal nordic french italian japanese korean thai vietnamese
  indonesian balinese javanese arabic arab lebanese turkish mexican indian chinese middle-eastern
  wood-fired plant-based gluten-free halal kosher luxury fine small-batch sustainable eco-friendly
  batik leather linen ceramic woodfired dog pet`.split(/\s+/),
);

/** A descriptor longer than this would crowd the name; it is shortened to its trade words. */
export const MAX_DESCRIPTOR = 26;
/** With its kind-of word, a descriptor stays this short ("SMALL-BATCH ICE CREAM"). */
const MAX_MODIFIED = 22;

export type Brief = Look & {
  /** The motif family the description names, or null when it names none we can draw. */
  family: MotifFamilyId | null;
  /** Upper-case descriptor drawn from the description, when it names the trade. */
  descriptor?: string;
};

export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Words of a text, hyphenated words kept whole and also split ("plant-based" and "plant", "based"). */
function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

type Matcher = (tokens: readonly string[], at: number) => number;

/** A keyword as a matcher: the number of tokens it covers at `at`, or 0. */
function matcher(keyword: string): Matcher {
  const parts = keyword.replace(/['’]/g, "'").split("-");
  if (parts.length > 1 && !keyword.endsWith("*")) {
    // "ice-cream" matches "ice cream" and "ice-cream".
    return (tokens, at) => {
      if (tokens[at] === keyword) return 1;
      return parts.every(
        (p, i) => tokens[at + i] === p || (i === parts.length - 1 && tokens[at + i] === `${p}s`),
      )
        ? parts.length
        : 0;
    };
  }
  if (keyword.endsWith("*")) {
    const stem = keyword.slice(0, -1);
    return (tokens, at) => (tokens[at]?.startsWith(stem) ? 1 : 0);
  }
  if (keyword.startsWith("*")) {
    const tail = keyword.slice(1);
    return (tokens, at) => {
      const w = tokens[at];
      return w && w.length > tail.length && (w.endsWith(tail) || w.endsWith(`${tail}s`)) ? 1 : 0;
    };
  }
  return (tokens, at) => {
    const w = tokens[at];
    return w === keyword || w === `${keyword}s` || w === `${keyword}es` ? 1 : 0;
  };
}

const COMPILED = FAMILIES.map((family) => ({
  family,
  keywords: family.keywords
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => {
      const [keyword = "", weight] = entry.split(":");
      return { match: matcher(keyword), weight: weight ? Number(weight) : family.weight };
    }),
}));

/** Hyphenated words are looked at whole and in parts. */
function tokensOf(text: string): string[] {
  return words(text).flatMap((w) => (w.includes("-") ? [w, ...w.split("-")] : [w]));
}

/**
 * Scores every family against the description (and, less, the name): each keyword hit counts the
 * family's weight, more in the first words, where a description names its trade ("a sourdough
 * bakery that also serves coffee"). The best family wins if it scores at all.
 */
export function scoreFamilies(
  name: string,
  description: string,
): Array<{ id: MotifFamilyId; score: number }> {
  const described = tokensOf(description);
  const named = tokensOf(name);
  const hit = (keywords: (typeof COMPILED)[number]["keywords"], tokens: string[], i: number) =>
    Math.max(0, ...keywords.filter((k) => k.match(tokens, i) > 0).map((k) => k.weight));
  return COMPILED.map(({ family, keywords }) => {
    let score = 0;
    described.forEach((_, i) => {
      score += hit(keywords, described, i) * (i < 10 ? 1.5 : 1);
    });
    named.forEach((_, i) => {
      score += hit(keywords, named, i) * 0.75;
    });
    return { id: family.id, score };
  })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
}

/**
 * Whether a word shares a stem with the name's words: "RUNNING" under "Run Club" repeats the name,
 * so a tagline never carries such a word.
 */
export function echoesName(name: string): (word: string) => boolean {
  const nameWords = words(name).filter((w) => w.length >= 3);
  return (word: string) => {
    const w = fold(word);
    return nameWords.some((n) => w.startsWith(n) || n.startsWith(w) || (n.length >= 5 && w.includes(n)));
  };
}

function descriptorFor(family: Family, description: string, name: string): string | undefined {
  const tokens = words(description).map((w) => w.replace(/['’]/g, "'"));
  const text = ` ${tokens.join(" ")} `;
  const echoes = echoesName(name);
  const candidates = family.descriptors
    .split(/,\s*/)
    .map((d) => d.trim())
    .filter(Boolean);
  for (const d of candidates) {
    const plain = d.replace(/-/g, " ");
    const forms = [plain, plain.endsWith("s") ? plain.slice(0, -1) : `${plain}s`];
    const form = forms.find((f) => text.includes(` ${f} `));
    if (!form) continue;
    if (plain.split(" ").some(echoes)) continue;
    // One kind-of word before it, when the description has one: "sourdough bakery".
    const start = text.indexOf(` ${form} `);
    const before = text.slice(0, start).trim().split(" ").at(-1);
    const modified =
      before && MODIFIERS.has(before) && !plain.includes(before) && !echoes(before)
        ? `${before} ${plain}`
        : plain;
    const chosen = modified.length <= MAX_MODIFIED ? modified : plain;
    if (chosen.length > MAX_DESCRIPTOR) continue;
    return chosen.toLocaleUpperCase("en");
  }
  return undefined;
}

const BY_ID = new Map(FAMILIES.map((f) => [f.id, f]));

/** The motifs of a family (the editor offers them as alternatives). */
export function familyMotifs(id: MotifFamilyId | null): readonly MotifId[] {
  return id ? (BY_ID.get(id)?.motifs ?? []) : [];
}

/** The family a motif belongs to first (a stored design's motif, when the description names none). */
export function familyOfMotif(motif: MotifId): MotifFamilyId | null {
  return (
    FAMILIES.find((f) => f.motifs[0] === motif)?.id ??
    FAMILIES.find((f) => f.motifs.includes(motif))?.id ??
    null
  );
}

/** Recent trade readings: each logo of a brand reads the same description again, on the request thread. */
const recentTrades = recentReadings<Brief>(64);

/**
 * Reads the description (and the name) for the trade it describes. The reading depends on these
 * alone and is kept for the brand's next logos; each caller gets its own copy of the record (its
 * lists are the family's, shared as before).
 */
export function briefFor(name: string, category: CategoryId, description: string): Brief {
  const key = `${category}\u0000${name}\u0000${description}`;
  return { ...recentTrades(key, () => readTrade(name, category, description)) };
}

function readTrade(name: string, category: CategoryId, description: string): Brief {
  const best = scoreFamilies(name, description)[0];
  const family = best ? BY_ID.get(best.id) : undefined;
  if (!family) return { family: null, motifs: [], ...CATEGORY_DEFAULTS[category] };
  const { motifs, palettes, styles } = family;
  return {
    family: family.id,
    motifs,
    palettes,
    styles,
    descriptor: descriptorFor(family, description, name),
  };
}
