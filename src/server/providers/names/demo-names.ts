import { CATEGORY_IDS, type CategoryId, getCategory } from "@/shared/categories";
import { detectDescriptionLanguage } from "@/shared/description-language";
import {
  hasNameOptions,
  type NameOptions,
  type NameStyle,
  nameFitsOptions,
  normalizeNameOptions,
} from "@/shared/name-options";
import { type Facts, MeaningWriter, type Piece } from "./demo-meanings";
import { type OwnWord, ownWords } from "./own-words";
import { NameProviderError, type NameRequest, type NameSuggestion, type NamesProvider } from "./types";

/**
 * Offline brand-name generator for demo mode: builds pronounceable names from word parts chosen
 * by category and by what the description talks about, and explains each one in terms of the
 * actual business. Deterministic for a given seed and inputs; no network, no model.
 */

// =============================================================================================
// Lexicon
//
// Part spec syntax: `[flags]word[@lang=gloss[/pattern]]|evokes`
//   flags: `*` the word can stand alone as a name word ("Ember Roasters");
//          `-` never glue it into a compound ("Arabica" is too long to join);
//          `!` a foreign word too literal to stand alone ("Roti" is just "bread");
//          `~` a foreign modifier that follows a foreign noun ("Kopi Senja": coffee at dusk);
//          `^` not a noun (an adjective or verb), so never one side of "A & B".
//   lang:  id Indonesian, la Latin, it Italian, es Spanish, jv Javanese. Foreign words are never
//          glued into English compounds.
//   pattern: how a modifier reads in English, `{}` being the noun ("{} at dusk"); default "<gloss> {}".
//   evokes: a noun phrase that reads well after "evoking ..." or "... meets ...".
// =============================================================================================
type ConceptSpec = {
  id: string;
  /** A catch-all subject ("software") that should not outweigh what the product is about. */
  generic?: boolean;
  /** Categories this concept naturally belongs to; its nouns are used only there. */
  cats: readonly CategoryId[];
  /** What the business is about, for meanings ("clearly about coffee"). */
  focus: string;
  /** Space separated; `word*` matches as a prefix, `a_b` is a two-word phrase. */
  triggers: string;
  parts: readonly string[];
  /** Second words for two-word names ("Roasters", "Supply Co."). */
  nouns: readonly string[];
};

const TAILS: Readonly<Record<string, string>> = {
  lane: "a familiar neighbourhood street",
  well: "a promise of things done well",
  wood: "natural warmth",
  field: "open space to grow",
  nest: "a cosy place to settle in",
  craft: "careful craftsmanship",
  works: "a busy, hands-on workshop",
  house: "a welcoming home base",
  mark: "a mark of quality",
  leaf: "fresh new growth",
  bloom: "something in full bloom",
  yard: "a friendly local gathering spot",
  path: "a clear path forward",
  way: "a better way of doing things",
  hive: "a buzzing community",
  stone: "something solid and lasting",
  wise: "practical know-how",
  loop: "a smooth, repeatable rhythm",
  mill: "honest, small-batch making",
  grove: "a calm, green retreat",
  haven: "a safe, welcoming place",
  folk: "the people you serve",
  kind: "everyday kindness",
  light: "clarity and warmth",
  forge: "strength shaped through effort",
  beam: "a focused ray of light",
  stack: "neatly organised layers",
  mint: "something freshly made",
  pilot: "a trusted guide",
  table: "a shared table",
  nook: "a cosy corner",
  keep: "care you can count on",
  hand: "a helping hand",
  point: "a clear point of focus",
  bridge: "a reliable connection",
  box: "everything in one place",
  wave: "fresh momentum",
  flow: "effortless flow",
  spring: "fresh energy",
  crest: "the top of the wave",
  side: "the bright side",
  hill: "a view from the top",
  gate: "an open door",
  bay: "a calm harbour",
  ridge: "steady high ground",
  port: "a welcoming harbour",
  fold: "a close-knit circle",
  mind: "a sharp, thoughtful mind",
  base: "a solid home base",
  room: "a room where ideas happen",
};

const CATEGORY_TAILS: Readonly<Record<CategoryId, readonly string[]>> = {
  "food-beverage": ["lane", "house", "table", "grove", "nook", "mill", "well", "field"],
  services: ["well", "wise", "works", "hand", "mark", "keep", "path", "way", "bridge", "light", "stone"],
  "digital-product": ["loop", "stack", "wise", "beam", "pilot", "path", "wave", "flow", "mind", "base"],
  "retail-ecommerce": ["lane", "nest", "mark", "box", "bloom", "mint", "house", "fold", "kind", "well"],
  agency: ["works", "mark", "house", "craft", "forge", "field", "light", "beam", "room"],
  others: ["kind", "field", "way", "path", "hive", "well", "light", "spring", "folk", "grove", "crest"],
};

const CATEGORY_NOUNS: Readonly<Record<CategoryId, readonly string[]>> = {
  "food-beverage": ["Kitchen", "Table", "Pantry", "Eatery", "Provisions"],
  services: ["Co.", "Partners", "Group", "Collective"],
  "digital-product": ["Labs", "App", "HQ", "Cloud"],
  "retail-ecommerce": ["Market", "Goods", "Supply Co.", "Shop", "Store"],
  agency: ["Studio", "Collective", "Creative", "& Co.", "House"],
  others: ["Collective", "Club", "Society", "Project", "Circle"],
};

/** One base concept per category: used when the description names nothing the lexicon knows. */
const BASE_CONCEPTS: Readonly<Record<CategoryId, ConceptSpec>> = {
  "food-beverage": {
    id: "base-food",
    cats: ["food-beverage"],
    focus: "good food",
    triggers: "",
    parts: [
      "*salt|simple, honest ingredients",
      "*hearth|a warm kitchen fire",
      "spoon|a spoonful of something good",
      "*harvest|fresh seasonal produce",
      "*saffron|a pinch of golden spice",
      "*olive|sun-ripened flavour",
      "*copper|a well-loved copper pot",
      "*ember|a slow-glowing fire",
      "plate|a generous plate",
      "*fig|ripe, sweet fruit",
      "*pantry|a well-stocked pantry",
      "*clove|warm spice",
      "*thyme|fresh garden herbs",
      "*maple|natural sweetness",
      "rasa@id=taste|flavour at the heart of everything",
      "dapur@id=kitchen|the heart of the home",
      "~nikmat@id=delightful|pure enjoyment",
      "!~kita@id=ours/our {}|a place that feels like yours",
      "~senja@id=dusk/{} at dusk|the golden hour when the city slows down",
      "~pagi@id=morning/morning {}|a fresh start to the day",
      "~hangat@id=warm|warmth and welcome",
    ],
    nouns: [],
  },
  services: {
    id: "base-services",
    cats: ["services"],
    focus: "dependable service",
    triggers: "",
    parts: [
      "*anchor|steady, dependable support",
      "*^bright|a brighter way of working",
      "clear|clear, no-nonsense help",
      "*summit|reaching the top",
      "*north|a true north",
      "*^steady|calm, steady hands",
      "*oak|strength you can lean on",
      "*beacon|a guiding light",
      "*harbor|a safe harbour",
      "*atlas|someone carrying the load for you",
      "*keystone|the stone that holds everything together",
      "fides@la=trust|trust earned over time",
      "vera@la=true|honest, straightforward service",
      "~amanah@id=trustworthy|a promise kept",
      "!~kita@id=ours/our {}|a service that feels like yours",
    ],
    nouns: [],
  },
  "digital-product": {
    id: "base-digital",
    cats: ["digital-product"],
    focus: "smart software",
    triggers: "",
    parts: [
      "nova@la=new|a bright new idea",
      "loop|smooth, repeatable workflows",
      "pixel|sharp, polished design",
      "*orbit|everything in its orbit",
      "*vector|clear direction",
      "flux|constant, smooth change",
      "sync|everything in sync",
      "*signal|a clear signal through the noise",
      "byte|clean, efficient code",
      "*zenith|the highest point",
      "spark|the spark of a good idea",
      "*beacon|a guiding light",
      "~cerdas@id=smart|smart, thoughtful technology",
      "lumen@la=light|clarity",
    ],
    nouns: [],
  },
  "retail-ecommerce": {
    id: "base-retail",
    cats: ["retail-ecommerce"],
    focus: "great finds",
    triggers: "",
    parts: [
      "*basket|a well-filled basket",
      "cart|a full cart",
      "*parcel|a parcel at the door",
      "shelf|a well-stocked shelf",
      "*bazaar|a lively bazaar",
      "*trove|a treasure trove of finds",
      "*curio|a curious find",
      "*magpie|an eye for good finds",
      "*nook|a little shop corner",
      "*ember|a warm glow",
      "pasar@id=market|a bustling market",
      "harta@id=treasure|hidden treasures",
      "!~kita@id=ours/our {}|a shop that feels like yours",
      "~indah@id=beautiful|simple beauty",
    ],
    nouns: [],
  },
  agency: {
    id: "base-agency",
    cats: ["agency"],
    focus: "creative work",
    triggers: "",
    parts: [
      "*^bold|bold ideas",
      "mark|a mark that sticks",
      "spark|the spark of a good idea",
      "*north|a true north",
      "*canvas|a blank canvas",
      "*prism|many-sided creativity",
      "*kite|ideas that fly",
      "*echo|an idea that echoes",
      "ink|fresh ink",
      "*flare|a flash of brilliance",
      "*fable|stories that stick",
      "*magpie|an eye for shiny ideas",
      "karya@id=work|work made with care",
      "~cipta@id=create/creative {}|the act of creating",
      "!~kita@id=ours/our {}|work that feels like yours",
    ],
    nouns: [],
  },
  others: {
    id: "base-others",
    cats: ["others"],
    focus: "your community",
    triggers: "",
    parts: [
      "*kindred|kindred spirits",
      "*north|a true north",
      "*circle|a welcoming circle",
      "spark|a spark that spreads",
      "hive|a buzzing community",
      "*harbor|a safe harbour",
      "*lantern|a light for others",
      "*compass|a reliable sense of direction",
      "*tandem|people working together",
      "*summit|reaching the top together",
      "*ember|a spark that keeps glowing",
      "nusa@id=island|Indonesia's thousands of islands",
      "cahaya@id=light|light shared with others",
      "bintang@id=star|a guiding star",
      "!~kita@id=ours/our {}|something everyone owns together",
      "~bersama@id=together/{} together|people doing things together",
      "~ceria@id=cheerful|a cheerful, easy-going mood",
    ],
    nouns: [],
  },
};

const CONCEPTS: readonly ConceptSpec[] = [
  {
    id: "coffee",
    cats: ["food-beverage", "retail-ecommerce"],
    focus: "coffee",
    triggers: "coffee espresso latte barista cafe cafes kopi roast* brew* bean cappuccino arabica",
    parts: [
      "brew|freshly brewed coffee",
      "bean|carefully chosen beans",
      "roast|a slow, careful roast",
      "*crema|the golden layer on a perfect espresso",
      "cup|a good cup shared with friends",
      "*ember|the glow of the roaster",
      "pour|an unhurried pour-over",
      "*mocha|rich chocolate-coffee notes",
      "*-arabica|the prized arabica bean",
      "*morning|the first cup of the day",
      "!kopi@id=coffee|the everyday ritual of a good cup",
      "~senja@id=dusk/{} at dusk|the golden hour when the city slows down",
      "~pagi@id=morning/morning {}|the first cup of the day",
    ],
    nouns: ["Coffee", "Roasters", "Coffee House", "Coffee Co."],
  },
  {
    id: "tea",
    cats: ["food-beverage", "retail-ecommerce"],
    focus: "tea",
    triggers: "tea teas chai matcha teh boba",
    parts: [
      "leaf|hand-picked tea leaves",
      "steep|a slow, patient steep",
      "*chai|spiced, comforting chai",
      "*matcha|bright green matcha",
      "*jade|the green of fresh tea",
      "*kettle|a kettle on the boil",
      "!daun@id=leaf|hand-picked tea leaves",
    ],
    nouns: ["Tea House", "Tea Co.", "Tea Bar"],
  },
  {
    id: "bakery",
    cats: ["food-beverage"],
    focus: "fresh baking",
    triggers:
      "bake* bakery bread pastry pastries croissant* cake cookie sourdough roti kue donut doughnut bun patisserie",
    parts: [
      "crumb|a perfect, golden crumb",
      "loaf|an honest loaf",
      "*rise|dough rising overnight",
      "flour|good flour and patient hands",
      "*butter|rich, buttery pastry",
      "knead|dough shaped by hand",
      "oven|a warm oven at dawn",
      "*^golden|a golden, fresh-baked crust",
      "crust|a crackling crust",
      "*hearth|the warmth of a wood-fired oven",
      "*honey|honeyed sweetness",
      "!roti@id=bread|fresh bread for every table",
      "panis@la=bread|bread as old as baking itself",
    ],
    nouns: ["Bakehouse", "Bakery", "Bake Co."],
  },
  {
    id: "sweets",
    cats: ["food-beverage", "retail-ecommerce"],
    focus: "sweet treats",
    triggers:
      "dessert desserts ice_cream gelato chocolate* sweet sweets candy candies confection* treat treats",
    parts: [
      "*sugar|a little sugar rush",
      "*cocoa|rich cocoa",
      "scoop|a generous scoop",
      "*velvet|smooth, velvety indulgence",
      "*honey|honeyed sweetness",
      "*toffee|golden toffee",
      "~manis@id=sweet|simple sweetness",
      "dulce@es=sweet|pure sweetness",
    ],
    nouns: ["Sweets", "Creamery", "Dessert Bar"],
  },
  {
    id: "food",
    cats: ["food-beverage"],
    focus: "good food",
    triggers:
      "restaurant* dining dinner lunch meal meals catering cater chef cuisine food foods makan makanan warung bistro kitchen dish dishes menu eat eatery noodle noodles rice pizza burger* sandwich* grill bbq",
    parts: [
      "*salt|simple, honest ingredients",
      "*hearth|a warm kitchen fire",
      "spoon|a spoonful of something good",
      "fork|a good meal",
      "meal|a good everyday meal",
      "*feast|a generous feast",
      "*spice|bold spice",
      "*saffron|a pinch of golden spice",
      "*ember|a slow-glowing fire",
      "*copper|a well-loved copper pot",
      "rasa@id=taste|flavour at the heart of everything",
      "dapur@id=kitchen|the heart of the home",
      "~lezat@id=delicious|food worth coming back for",
    ],
    nouns: ["Kitchen", "Table", "Eatery", "Provisions"],
  },
  {
    id: "meals",
    cats: ["digital-product", "food-beverage"],
    focus: "everyday meals",
    triggers: "meal meals recipe* grocer* cooking cook cooks mealplan* nutrition* diet* lunchbox*",
    parts: [
      "meal|a good everyday meal",
      "fork|a good meal",
      "spoon|a spoonful of something good",
      "*pantry|a well-stocked pantry",
      "*basil|fresh herbs",
      "*supper|a relaxed family supper",
      "*sage|fresh herbs",
      "dapur@id=kitchen|the heart of the home",
      "~sehat@id=healthy|healthy, balanced eating",
    ],
    nouns: ["Kitchen", "Table", "App"],
  },
  {
    id: "drinks",
    cats: ["food-beverage", "retail-ecommerce"],
    focus: "fresh drinks",
    triggers:
      "juice* smoothie* drink drinks beverage* minuman cocktail* bar brewery beer wine kombucha soda lemonade",
    parts: [
      "*citrus|bright citrus",
      "press|cold-pressed goodness",
      "sip|a slow sip",
      "*tonic|a refreshing tonic",
      "*zest|zesty brightness",
      "*orchard|fruit picked at its best",
      "*fizz|a happy fizz",
      "~segar@id=fresh|thirst-quenching freshness",
      "aqua@la=water|pure, clear water",
    ],
    nouns: ["Juicery", "Drinks Co.", "Bar", "Press"],
  },
  {
    id: "organic",
    cats: ["food-beverage", "retail-ecommerce"],
    focus: "natural, organic goods",
    triggers: "organic vegan plantbased healthy salad salads natural farm farmer* wholesome vegetarian",
    parts: [
      "verde@it=green|fresh green goodness",
      "leaf|fresh green leaves",
      "sprout|new growth",
      "*meadow|open green fields",
      "root|real, rooted ingredients",
      "*harvest|the season's harvest",
      "*clover|lucky green fields",
      "grove|a green grove",
      "*fern|lush greenery",
      "*sage|fresh herbs",
      "terra@la=earth|food grown from good earth",
      "tunas@id=sprout|new growth",
      "bumi@id=earth|care for the earth",
    ],
    nouns: ["Market", "Greens", "Farm", "Kitchen"],
  },
  {
    id: "eco",
    cats: ["retail-ecommerce", "services", "others"],
    focus: "caring for the planet",
    triggers:
      "eco green sustainab* zero-waste zero_waste plastic-free plastic_free recycl* upcycl* refill* planet climate ethical",
    parts: [
      "leaf|fresh green leaves",
      "*fern|lush greenery",
      "*moss|soft green moss",
      "root|deep roots",
      "*clover|lucky green fields",
      "*meadow|open green fields",
      "terra@la=earth|care for the earth",
      "bumi@id=earth|care for the earth",
      "~lestari@id=lasting/{} that lasts|things made to last",
    ],
    nouns: ["Goods", "Co.", "Collective"],
  },
  {
    id: "cleaning",
    cats: ["services"],
    focus: "spotless spaces",
    triggers:
      "clean cleaning cleaner cleaners maid* laundry housekeep* janitor* bersih spotless tidy wash washing carpet* declutter*",
    parts: [
      "*gleam|surfaces that gleam",
      "spark|a spotless sparkle",
      "shine|a fresh shine",
      "fresh|a fresh, clean home",
      "*^tidy|tidy, calm rooms",
      "polish|a final polish",
      "*^pristine|pristine spaces",
      "suds|fresh soap suds",
      "*breeze|a fresh breeze through the house",
      "~bersih@id=clean|spotless, cared-for spaces",
      "kilau@id=shine|a spotless shine",
      "~rapi@id=neat|neat, orderly rooms",
      "!rumah@id=home|a home that feels cared for",
    ],
    nouns: ["Cleaning Co.", "Home Care", "Cleaners"],
  },
  {
    id: "finance",
    cats: ["services", "digital-product"],
    focus: "well-kept books",
    triggers:
      "bookkeep* accounting accountant* tax taxes finance* financ* invoice* payroll budget* money ledger* audit* keuangan pajak invest* wealth insurance",
    parts: [
      "ledger|a tidy, balanced ledger",
      "tally|numbers that always add up",
      "*penny|every penny accounted for",
      "sum|the sum of careful work",
      "*balance|books in balance",
      "coin|money well managed",
      "vault|safekeeping",
      "*mint|freshly minted clarity",
      "*abacus|old-school precision",
      "fides@la=trust|trust earned over time",
      "harta@id=wealth|wealth that grows",
    ],
    nouns: ["Partners", "Advisory", "Books", "Accounting"],
  },
  {
    id: "consulting",
    cats: ["services", "agency"],
    focus: "clear advice",
    triggers:
      "consult* coaching coach* advisory advice advisor* strategy strategic mentor* legal law lawyer* recruit* career* hr",
    parts: [
      "*compass|a reliable sense of direction",
      "*north|a true north",
      "path|a clear path forward",
      "*beacon|a guiding light",
      "*sage|wise, experienced advice",
      "*keystone|the stone that holds everything together",
      "bridge|a bridge to what's next",
      "*summit|reaching the top",
      "arah@id=direction|a clear direction",
      "vera@la=true|honest advice",
    ],
    nouns: ["Advisory", "Partners", "Consulting", "Group"],
  },
  {
    id: "repair",
    cats: ["services"],
    focus: "solid workmanship",
    triggers:
      "repair* fix fixing plumb* electrician* renovat* construct* handyman carpent* roof* painting maintenance tukang builder* contractor*",
    parts: [
      "*anchor|steady, dependable work",
      "bolt|sturdy, reliable fixes",
      "forge|work hammered into shape",
      "*oak|solid, lasting workmanship",
      "craft|careful craftsmanship",
      "beam|a solid structural beam",
      "*keystone|the stone that holds everything together",
      "level|work that's straight and true",
      "*ironwood|something built to last",
      "~kuat@id=strong|work built strong",
      "fortis@la=strong|lasting strength",
    ],
    nouns: ["Works", "Builders", "Home Services", "Repairs"],
  },
  {
    id: "fitness",
    cats: ["services", "others", "digital-product"],
    focus: "fitness",
    triggers:
      "fitness fit gym gyms workout* train training trainer exercise* strength pilates crossfit muscle* athlet* sport sports olahraga",
    parts: [
      "stride|confident forward motion",
      "pulse|a strong, steady heartbeat",
      "*peak|peak performance",
      "forge|strength built rep by rep",
      "core|a strong core",
      "*^kinetic|energy in motion",
      "*vigor|fresh, lasting energy",
      "lift|every lift",
      "*rally|a rallying team spirit",
      "*summit|reaching the top",
      "fortis@la=strong|strength built to last",
      "~gesit@id=nimble|quick, nimble movement",
    ],
    nouns: ["Athletics", "Fitness", "Club", "Training"],
  },
  {
    id: "wellness",
    cats: ["services", "others", "digital-product"],
    focus: "calm and wellbeing",
    triggers:
      "yoga meditat* wellness wellbeing spa massage* mindful* calm therapy therap* mental relax* retreat* holistic sleep health",
    parts: [
      "*^still|a still, quiet mind",
      "calm|everyday calm",
      "breath|a slow, deep breath",
      "*haven|a safe place to rest",
      "*lotus|calm, steady growth",
      "*aura|a gentle, positive presence",
      "*^serene|serene moments",
      "bloom|flourishing wellbeing",
      "~tenang@id=calm|peace and quiet",
      "jiwa@id=soul|care for body and soul",
      "vita@la=life|a full, healthy life",
    ],
    nouns: ["Wellness", "Studio", "Retreat", "Wellbeing"],
  },
  {
    id: "beauty",
    cats: ["services", "retail-ecommerce"],
    focus: "beauty and skincare",
    triggers:
      "beauty skincare skin cosmetic* makeup salon* hair nail nails lash* brow* barber* fragrance* perfume* soap* serum* cantik",
    parts: [
      "glow|a healthy glow",
      "bloom|fresh, blooming skin",
      "*velvet|soft, velvety skin",
      "*petal|soft petals",
      "*blush|a natural blush",
      "*aura|a radiant presence",
      "*dew|fresh morning dew",
      "silk|silky softness",
      "*rose|rose-soft skin",
      "ayu@jv=graceful|natural, graceful beauty",
      "bella@it=beautiful|effortless beauty",
      "lumen@la=light|a radiant glow",
    ],
    nouns: ["Beauty", "Skin", "Botanicals", "Studio"],
  },
  {
    id: "fashion",
    cats: ["retail-ecommerce", "agency"],
    focus: "clothing",
    triggers:
      "fashion cloth clothes clothing apparel wear dress dresses shirt* tshirt* outfit* batik denim hijab* kain baju garment* tailor* knit* streetwear",
    parts: [
      "thread|fine thread",
      "loom|a weaver's loom",
      "stitch|careful stitching",
      "weave|a well-made weave",
      "*silk|silky softness",
      "*linen|easy, breathable linen",
      "*indigo|deep indigo dye",
      "*muse|a source of inspiration",
      "hem|a clean hem",
      "*velvet|rich velvet",
      "!kain@id=cloth|beautiful cloth",
      "benang@id=thread|fine thread",
    ],
    nouns: ["Atelier", "Apparel", "Clothing", "Label"],
  },
  {
    id: "footwear",
    cats: ["retail-ecommerce"],
    focus: "footwear",
    triggers:
      "sneaker* shoe shoes footwear kick kicks boot boots sandal* sepatu trainers resale resell* hype*",
    parts: [
      "stride|confident forward motion",
      "*sole|a well-made sole",
      "*lace|fresh laces",
      "step|every step",
      "kick|a fresh pair of kicks",
      "*tread|a sure-footed tread",
      "*grail|the pair every collector hunts for",
      "pace|a comfortable pace",
      "*^swift|swift feet",
      "langkah@id=step|every step you take",
    ],
    nouns: ["Supply", "Supply Co.", "Footwear", "Shoe Co."],
  },
  {
    id: "home",
    cats: ["retail-ecommerce"],
    focus: "homeware",
    triggers:
      "ceramic* pottery potter clay homeware* decor furniture interior* candle* vase* kitchenware tableware linen* rumah",
    parts: [
      "clay|hand-shaped clay",
      "kiln|a potter's kiln",
      "*hearth|a warm home",
      "nest|a cosy home",
      "*oak|natural wood",
      "*stone|natural stone",
      "glaze|a soft glaze",
      "*linen|soft, natural linen",
      "*sienna|warm, earthy colour",
      "*ember|a warm glow",
      "!rumah@id=home|a warm, lived-in home",
      "domus@la=home|the idea of home",
      "terra@la=earth|earthy tones",
    ],
    nouns: ["Home", "Ceramics", "Goods", "House"],
  },
  {
    id: "jewelry",
    cats: ["retail-ecommerce"],
    focus: "jewellery",
    triggers:
      "jewel* jewelry jewellery ring rings necklace* earring* accessor* bracelet* silver gold perhiasan",
    parts: [
      "*gilt|a touch of gold",
      "gem|a small gem",
      "*opal|an opal's shifting colours",
      "*gleam|a bright gleam",
      "*luster|a soft lustre",
      "*garnet|a deep red stone",
      "kilau@id=shine|a bright shine",
      "aurum@la=gold|timeless gold",
    ],
    nouns: ["Jewelry", "Atelier", "Studio"],
  },
  {
    id: "plants",
    cats: ["retail-ecommerce", "services"],
    focus: "plants and flowers",
    triggers: "plant plants garden* florist* flower* bouquet* succulent* nursery bunga tanaman herb herbs",
    parts: [
      "fern|lush greenery",
      "bloom|flowers in full bloom",
      "*moss|soft green moss",
      "sprout|new growth",
      "petal|soft petals",
      "grove|a green grove",
      "*sage|fresh herbs",
      "*meadow|a wildflower meadow",
      "leaf|fresh green leaves",
      "~mekar@id=blooming|flowers in full bloom",
      "!bunga@id=flower|fresh flowers",
      "flora@la=flowers|the world of flowers",
    ],
    nouns: ["Botanics", "Florist", "Plant Co.", "Garden"],
  },
  {
    id: "pets",
    cats: ["services", "retail-ecommerce"],
    focus: "pets",
    triggers:
      "pet pets dog dogs cat cats pupp* kitten* vet veterinar* groom* paw paws animal* kucing anjing shelter* rescue* adopt*",
    parts: [
      "paw|a friendly paw",
      "wag|a happy tail wag",
      "*whisker|curious whiskers",
      "tail|a wagging tail",
      "fetch|a game of fetch",
      "*burrow|a cosy burrow",
      "pup|playful pups",
      "*biscuit|a well-earned treat",
      "kind|kindness to animals",
      "*buddy|a loyal buddy",
      "home|a loving home",
      "teman@id=friends|a loyal friend",
    ],
    nouns: ["Pet Co.", "Pets", "Pet Care"],
  },
  {
    id: "kids",
    cats: ["retail-ecommerce", "services", "others"],
    focus: "families",
    triggers: "kid kids child children baby babies parent* mom mum moms mums dad dads toddler* anak",
    parts: [
      "*^little|the little moments",
      "sprout|little ones growing",
      "nest|a safe, loving home",
      "*^tumble|playful tumbles",
      "*acorn|small beginnings that grow",
      "*kite|carefree play",
      "tunas@id=sprout|little ones growing up",
    ],
    nouns: ["Kids", "& Co.", "Family"],
  },
  {
    id: "software",
    generic: true,
    cats: ["digital-product"],
    focus: "software",
    triggers:
      "software saas app apps platform* tech technology digital web cloud code coding programming developer* api automat* tool tools dashboard* startup",
    parts: [
      "byte|clean, efficient code",
      "pixel|sharp, polished design",
      "loop|smooth, repeatable workflows",
      "stack|a solid technology stack",
      "nova@la=new|a bright new idea",
      "flux|constant, smooth change",
      "*vector|clear direction",
      "bit|small pieces that add up",
      "logic|smart logic",
      "*orbit|everything in its orbit",
      "sync|everything in sync",
      "*signal|a clear signal through the noise",
      "~cerdas@id=smart|smart, thoughtful technology",
    ],
    nouns: ["Labs", "App", "Cloud", "HQ"],
  },
  {
    id: "ai",
    cats: ["digital-product"],
    focus: "smart automation",
    triggers: "ai artificial machine_learning data analytic* insight* predict* intelligen* chatbot* gpt",
    parts: [
      "mind|a sharp mind",
      "*insight|clear insight",
      "*neuron|connected thinking",
      "*sage|wise guidance",
      "*prism|data seen from every angle",
      "*cortex|the thinking brain",
      "sense|common sense",
      "data|data made useful",
      "~cerdas@id=smart|smart, thoughtful technology",
    ],
    nouns: ["AI", "Labs", "Analytics"],
  },
  {
    id: "planning",
    cats: ["digital-product"],
    focus: "getting organised",
    triggers:
      "planner* planning schedul* task tasks productiv* organi* calendar* todo remind* list lists workflow*",
    parts: [
      "*tally|everything counted",
      "*clarity|a clear head",
      "list|a list that writes itself",
      "task|tasks made simple",
      "*^tidy|an organised life",
      "plan|a plan that works",
      "day|a well-planned day",
      "sync|everything in sync",
      "*compass|a reliable sense of direction",
      "~rapi@id=neat|everything in order",
    ],
    nouns: ["App", "Planner", "Labs"],
  },
  {
    id: "habits",
    cats: ["digital-product", "services"],
    focus: "better daily habits",
    triggers: "habit* streak* routine* tracker* journal* goal goals",
    parts: [
      "habit|small daily habits",
      "*streak|a streak worth keeping",
      "day|a day well spent",
      "*ritual|a small daily ritual",
      "*tally|every win counted",
      "*still|a calm start to the day",
      "~pagi@id=morning/morning {}|a calm start to the day",
      "~tenang@id=calm|peace and quiet",
    ],
    nouns: ["App", "Labs"],
  },
  {
    id: "education",
    cats: ["digital-product", "services", "others"],
    focus: "learning",
    triggers:
      "educat* learn learning course courses tutor* teach* school* class classes lesson* student* study studies academ* belajar ilmu language languages bootcamp*",
    parts: [
      "*scholar|curious scholars",
      "*sage|wise teaching",
      "quill|a writer's quill",
      "learn|everyday learning",
      "bright|bright young minds",
      "spark|the spark of understanding",
      "*lantern|a light to learn by",
      "*mentor|a trusted guide",
      "*owl|wisdom",
      "ilmu@id=knowledge|knowledge shared freely",
      "~cerdas@id=smart|smart, curious minds",
      "teman@id=friends|a friend to learn with",
      "~belajar@id=learning/{} to learn with|learning together",
    ],
    nouns: ["Academy", "Learning", "School", "Institute"],
  },
  {
    id: "travel",
    cats: ["services", "others", "digital-product"],
    focus: "travel",
    triggers:
      "travel* trip trips tour tours tourism holiday* vacation* hotel* hostel* guesthouse* villa* adventure* backpack* wisata explore* destination* journey*",
    parts: [
      "wander|the joy of wandering",
      "*voyage|a journey worth taking",
      "*compass|a reliable sense of direction",
      "roam|the freedom to roam",
      "*atlas|the whole world on one map",
      "trail|a trail worth following",
      "*horizon|the horizon ahead",
      "*nomad|life on the move",
      "via@la=road|the road ahead",
      "jalan@id=road|a journey on the road",
      "nusa@id=island|Indonesia's thousands of islands",
    ],
    nouns: ["Travel", "Journeys", "Trips", "Travel Co."],
  },
  {
    id: "delivery",
    cats: ["services"],
    focus: "fast delivery",
    triggers: "deliver* courier* logistic* shipping parcel* transport* kurir kirim freight moving movers",
    parts: [
      "*^swift|swift, dependable service",
      "dash|a quick dash across town",
      "*relay|a smooth hand-off",
      "route|the best route",
      "*arrow|straight to the door",
      "kilat@id=lightning|lightning-fast delivery",
      "celer@la=swift|swift service",
    ],
    nouns: ["Express", "Logistics", "Delivery", "Couriers"],
  },
  {
    id: "branding",
    cats: ["agency"],
    focus: "brands people remember",
    triggers:
      "brand branding marketing design designs designer* creative advertis* social_media content campaign* identit* visual visuals logo logos seo",
    parts: [
      "mark|a mark that sticks",
      "*signal|a clear signal",
      "*^bold|bold ideas",
      "spark|the spark of a good idea",
      "*echo|an idea that echoes",
      "*kite|ideas that fly",
      "*prism|many-sided creativity",
      "*canvas|a blank canvas",
      "ink|fresh ink",
      "*flare|a flash of brilliance",
      "karya@id=work|work made with care",
      "~cipta@id=create/creative {}|the act of creating",
    ],
    nouns: ["Studio", "Collective", "Creative", "& Co."],
  },
  {
    id: "media",
    cats: ["agency", "services"],
    focus: "photo and film",
    triggers: "photo photos photograph* video* film* camera* filmmak* cinema*",
    parts: [
      "frame|every frame",
      "lens|a sharp lens",
      "*shutter|the click of a shutter",
      "reel|a story on film",
      "*focus|sharp focus",
      "*still|a perfect still",
      "lumen@la=light|light, the raw material of every image",
      "sinar@id=ray of light|light caught on camera",
    ],
    nouns: ["Studio", "Films", "Pictures", "Media"],
  },
  {
    id: "music",
    cats: ["others", "agency"],
    focus: "music",
    triggers: "music musician* band song songs audio podcast* sound record* dj musik",
    parts: [
      "*echo|a sound that echoes",
      "chord|a perfect chord",
      "tempo|keeping the beat",
      "*anthem|a song everyone knows",
      "*cadence|a natural rhythm",
      "note|a clear note",
      "*vinyl|the warmth of vinyl",
      "*lyric|words worth singing",
      "irama@id=rhythm|a steady rhythm",
    ],
    nouns: ["Records", "Sound", "Studio", "Audio"],
  },
  {
    id: "events",
    cats: ["others", "services", "agency"],
    focus: "memorable events",
    triggers: "event events wedding* party parties celebrat* festival* conference* gathering* pesta nikah",
    parts: [
      "*confetti|a celebration in full swing",
      "toast|a raised toast",
      "*^gather|people coming together",
      "*soiree|an evening celebration",
      "*^merry|good cheer",
      "*lantern|a warm festival glow",
      "pesta@id=party|a joyful party",
      "~ceria@id=cheerful|a cheerful, easy-going mood",
    ],
    nouns: ["Events", "Co.", "Collective", "Celebrations"],
  },
  {
    id: "community",
    cats: ["others"],
    focus: "community",
    triggers:
      "community nonprofit non_profit charity charit* volunteer* donat* foundation social komunitas cause fundrais* ngo",
    parts: [
      "kind|everyday kindness",
      "*harbor|a safe harbour",
      "*kindred|kindred spirits",
      "*circle|a welcoming circle",
      "hive|a buzzing, busy community",
      "*tandem|people working together",
      "bridge|people brought together",
      "*hope|hope you can share",
      "teman@id=friends|friendship",
      "~bersama@id=together/{} together|people doing things together",
    ],
    nouns: ["Collective", "Foundation", "Society", "Circle"],
  },
  {
    id: "running",
    cats: ["others", "services", "retail-ecommerce"],
    focus: "running",
    triggers:
      "run runs running runner* marathon* jog jogging trail trails hike hiking cycl* bike bikes outdoor* climb* lari",
    parts: [
      "stride|confident forward motion",
      "pace|a comfortable pace",
      "trail|a trail worth following",
      "*summit|reaching the top",
      "*ridge|the ridge line ahead",
      "*tempo|a steady tempo",
      "*rally|a rallying team spirit",
      "mile|every mile",
      "*^fleet|fleet-footed speed",
      "~lari@id=running/running {}|the simple joy of running",
      "teman@id=friends|friends who run together",
    ],
    nouns: ["Run Club", "Runners", "Collective", "Athletics"],
  },
  {
    id: "books",
    cats: ["retail-ecommerce", "others", "digital-product"],
    focus: "books and stories",
    triggers:
      "book books bookstore* bookshop* library librar* writing writer* publish* read reading reader* novel* story stories buku zine*",
    parts: [
      "quill|a writer's quill",
      "page|a page worth turning",
      "*chapter|a new chapter",
      "ink|fresh ink",
      "*folio|a handsome folio",
      "*margin|notes in the margin",
      "*lantern|a light to read by",
      "fable|a good story",
      "*verse|a line of verse",
      "kisah@id=story|stories worth sharing",
    ],
    nouns: ["Books", "Press", "Reads"],
  },
  {
    id: "property",
    cats: ["services"],
    focus: "finding a home",
    triggers:
      "real_estate property properties properti rent rental* apartment* housing realtor* landlord* tenant* estate",
    parts: [
      "key|the keys to a new home",
      "nest|a place to settle",
      "*haven|a safe place",
      "*keystone|the stone that holds everything together",
      "*hearth|a warm home",
      "stead|a homestead",
      "*harbor|a safe harbour",
      "!rumah@id=home|a place to call home",
      "domus@la=home|the idea of home",
    ],
    nouns: ["Homes", "Properties", "Realty", "Living"],
  },
];

const STOPWORDS = new Set(
  (
    "a an the and or but if so of to in on at by for with from into onto over under about as is are was were be been being " +
    "it its it's this that these those there here their they them we our ours us you your yours i me my mine he she his her " +
    "who whom which what when where why how all any each every some more most many much few lot lots very really just also " +
    "can could will would should may might must do does did done doing have has had having not no nor than then too only own " +
    "same other such up down out off again once both while during before after above below between through until against " +
    "want wants help helps helping make makes making get gets getting use uses using offer offers offering provide provides " +
    "providing sell sells selling serve serves serving like based new small big local best great good high quality " +
    "business businesses company companies brand service services customer customers client clients people person " +
    "online offline product products thing things way ways day days time times year years one two three " +
    "yang dan di untuk dengan ini itu ke dari kami kita adalah atau juga akan pada dalam sebuah sangat bisa"
  ).split(" "),
);

/** Nouns that name the kind of business; "your café" reads better than "your business". */
const BUSINESS_NOUNS: ReadonlyArray<readonly [string, string]> = [
  ["coffee_shop", "coffee shop"],
  ["food_truck", "food truck"],
  ["cafe", "café"],
  ["bakery", "bakery"],
  ["restaurant", "restaurant"],
  ["bistro", "bistro"],
  ["warung", "warung"],
  ["catering", "catering business"],
  ["juice_bar", "juice bar"],
  ["bar", "bar"],
  ["app", "app"],
  ["platform", "platform"],
  ["software", "software"],
  ["tool", "tool"],
  ["course", "course"],
  ["agency", "agency"],
  ["studio", "studio"],
  ["consultancy", "consultancy"],
  ["store", "store"],
  ["shop", "shop"],
  ["marketplace", "marketplace"],
  ["salon", "salon"],
  ["gym", "gym"],
  ["clinic", "clinic"],
  ["school", "school"],
  ["academy", "academy"],
  ["club", "club"],
  ["community", "community"],
  ["foundation", "foundation"],
  ["charity", "charity"],
  ["festival", "festival"],
  ["podcast", "podcast"],
  ["label", "label"],
  ["collective", "collective"],
  ["hotel", "hotel"],
  ["guesthouse", "guesthouse"],
  ["farm", "farm"],
  ["workshop", "workshop"],
  ["non_profit", "non-profit"],
  ["nonprofit", "non-profit"],
  ["shelter", "shelter"],
  ["lunch_spot", "lunch spot"],
  ["practice", "practice"],
  ["service", "service"],
  ["startup", "startup"],
  ["brand", "brand"],
];

// =============================================================================================
// Generator
// =============================================================================================

type Lang = "Indonesian" | "Latin" | "Italian" | "Spanish" | "Javanese";
const LANGS: Record<string, Lang> = {
  id: "Indonesian",
  la: "Latin",
  it: "Italian",
  es: "Spanish",
  jv: "Javanese",
};

type Part = {
  word: string;
  ev: string;
  lang?: Lang;
  gloss?: string;
  /** For foreign modifiers: the English reading with `{}` for the noun. */
  pattern?: string;
  /** A foreign adjective-like word that follows a foreign noun ("Kopi Senja"). */
  modifier: boolean;
  /** A noun, so it can be one side of "A & B". */
  noun: boolean;
  /** Can stand alone as a name word. */
  solo: boolean;
  /** Can be glued into a compound. */
  join: boolean;
};

type Concept = {
  id: string;
  generic?: boolean;
  cats: readonly CategoryId[];
  focus: string;
  exact: Set<string>;
  prefixes: string[];
  phrases: string[];
  parts: Part[];
  nouns: readonly string[];
};

function parsePart(spec: string): Part {
  const bar = spec.indexOf("|");
  const head = spec.slice(0, bar);
  const ev = spec.slice(bar + 1);
  const flags = /^[*!~^-]*/.exec(head)?.[0] ?? "";
  const m = /^([a-z]+)(?:@([a-z]{2})=([^/]+)(?:\/(.+))?)?$/.exec(head.slice(flags.length));
  const word = m?.[1] ?? head;
  const lang = m?.[2] ? LANGS[m[2]] : undefined;
  const gloss = m?.[3];
  const modifier = flags.includes("~");
  return {
    word,
    ev,
    lang,
    gloss,
    pattern: modifier ? (m?.[4] ?? `${gloss} {}`) : undefined,
    modifier,
    noun: !flags.includes("^") && !modifier,
    solo: !flags.includes("!") && (flags.includes("*") || lang !== undefined),
    join: !flags.includes("-") && lang === undefined && word.length <= 6,
  };
}

function compileConcept(spec: ConceptSpec): Concept {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  const phrases: string[] = [];
  for (const t of spec.triggers.split(/\s+/).filter(Boolean)) {
    if (t.includes("_")) phrases.push(t.replace(/_/g, " "));
    else if (t.endsWith("*")) prefixes.push(t.slice(0, -1));
    else exact.add(t);
  }
  return { ...spec, exact, prefixes, phrases, parts: spec.parts.map(parsePart) };
}

const COMPILED = CONCEPTS.map(compileConcept);
const COMPILED_BASE = Object.fromEntries(
  CATEGORY_IDS.map((id) => [id, compileConcept(BASE_CONCEPTS[id])]),
) as Record<CategoryId, Concept>;

// ---------------------------------------------------------------------------------------------
// Randomness: mulberry32 seeded from a string hash of the inputs.

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

function pickWeighted<T>(rng: Rng, items: readonly T[], weights: readonly number[]): T {
  let total = 0;
  for (const w of weights) total += w;
  let r = rng() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

// ---------------------------------------------------------------------------------------------
// Reading the description

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Very small English stemmer: enough to match "bakeries" to "bakery" and "running" to "run". */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:ches|shes|sses|xes)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  if (/([bdgmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

export function extractKeywords(description: string): string[] {
  const tokens =
    fold(description)
      .replace(/plant-based/g, "plantbased")
      .match(/[a-z][a-z'-]*/g) ?? [];
  const out: string[] = [];
  for (const raw of tokens) {
    for (const t of raw.split(/[-']/)) {
      if (t.length < 2 || STOPWORDS.has(t)) continue;
      out.push(t);
    }
  }
  return out;
}

type ConceptMatch = { concept: Concept; score: number };

function hits(concept: Concept, word: string): boolean {
  return (
    concept.exact.has(word) ||
    concept.exact.has(stem(word)) ||
    concept.prefixes.some((p) => word.startsWith(p))
  );
}

function matchConcepts(description: string, category: CategoryId): ConceptMatch[] {
  const keywords = extractKeywords(description);
  const folded = ` ${fold(description).replace(/[^a-z]+/g, " ")} `;
  // The words right before the business noun name the trade: "home *cleaning* service".
  const tokens = fold(description)
    .split(/[^a-z]+/)
    .filter(Boolean);
  const head = findBusinessNounIndex(tokens);
  const headWords = head >= 0 ? tokens.slice(Math.max(0, head - 3), head + 1) : [];
  const matches: ConceptMatch[] = [];
  for (const concept of COMPILED) {
    let score = 0;
    keywords.forEach((k, i) => {
      // Words near the start usually say what the business is.
      if (hits(concept, k)) score += Math.max(1, 2 - i * 0.08);
    });
    for (const p of concept.phrases) if (folded.includes(` ${p} `)) score += 1.5;
    if (score === 0) continue;
    if (!concept.generic && headWords.some((w) => hits(concept, w))) score += 2;
    // A concept that fits the chosen category is more likely to be what the business is.
    if (concept.cats.includes(category)) score *= 1.6;
    if (concept.generic) score *= 0.5;
    matches.push({ concept, score });
  }
  matches.sort((a, b) => b.score - a.score);
  return matches.slice(0, 3);
}

type Business = {
  /** "your café": how meanings refer to the business. Never the user's own description text. */
  ref: string;
  /** "café", when the description names the kind of business. */
  noun?: string;
};

const CONNECTORS = new Set([
  "that",
  "which",
  "who",
  "with",
  "where",
  "so",
  "and",
  "for",
  "to",
  "in",
  "while",
  "because",
]);
/** "-ing" words that are nouns, not participles. */
const NOT_PARTICIPLES = new Set(
  (
    "clothing training bookkeeping catering marketing coaching cleaning housekeeping baking cooking building " +
    "painting printing landscaping grooming tutoring consulting accounting plumbing wedding dining shipping " +
    "packaging banking learning programming running camping hiking booking engineering gaming housing lighting " +
    "bedding wellbeing something spring string clothing branding advertising publishing recruiting " +
    "networking coworking co-working parenting gardening fishing surfing diving climbing cycling tailoring " +
    "knitting sewing bedding roofing flooring fencing pudding dumpling seasoning frosting icing stuffing"
  ).split(" "),
);

function businessNounAt(tokens: readonly string[], i: number): string | undefined {
  for (const [key, label] of BUSINESS_NOUNS) {
    const parts = key.split("_");
    const ok = parts.every((p, j) => {
      const t = tokens[i + j];
      return t === p || (j === parts.length - 1 && t === `${p}s`);
    });
    if (ok) return label;
  }
  return undefined;
}

/** Index of the business noun: the first one, or the head of a compound ("community running club"). */
function findBusinessNounIndex(tokens: readonly string[]): number {
  for (let i = 0; i < tokens.length; i++) {
    if (!businessNounAt(tokens, i)) continue;
    let found = i;
    for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) {
      const t = tokens[j] as string;
      if (CONNECTORS.has(t) || t === "or" || (t.endsWith("ing") && !NOT_PARTICIPLES.has(t))) break;
      if (businessNounAt(tokens, j)) found = j;
    }
    return found;
  }
  return -1;
}

function findBusinessNoun(description: string): string | undefined {
  const tokens = fold(description)
    .split(/[^a-z]+/)
    .filter(Boolean);
  const i = findBusinessNounIndex(tokens);
  return i >= 0 ? businessNounAt(tokens, i) : undefined;
}

/**
 * How meanings refer to the business: "your café" when the description names what it is. The
 * user's own sentence is never quoted back: they wrote it, and a meaning that repeats it says
 * nothing about the name.
 */
function describeBusiness(description: string, category: CategoryId): Business {
  const noun = findBusinessNoun(description);
  const ref = noun ? `your ${noun}` : category === "digital-product" ? "your product" : "your business";
  return { ref, noun };
}

// ---------------------------------------------------------------------------------------------
// Pronounceability and taste

const VOWEL = /[aeiouy]/;
const OK_DOUBLES = new Set([
  "ll",
  "ss",
  "tt",
  "nn",
  "mm",
  "pp",
  "ee",
  "oo",
  "rr",
  "ff",
  "dd",
  "gg",
  "cc",
  "bb",
  "zz",
]);
const OK_ONSETS = new Set(
  "bl br ch cl cr dr fl fr gl gr kl kr pl pr sc sk sl sm sn sp st sw th tr tw wh wr sh ph qu str spr scr spl thr shr squ".split(
    " ",
  ),
);
const OK_VOWEL_PAIRS = new Set("ai au ea ee ei eo ia ie io oa oi oo ou ua ue ui ay ey oy".split(" "));
const BANNED = [
  "fuck",
  "fuk",
  "shit",
  "cunt",
  "dick",
  "cock",
  "puss",
  "slut",
  "whor",
  "rape",
  "nazi",
  "porn",
  "anal",
  "anus",
  "piss",
  "twat",
  "wank",
  "turd",
  "fag",
  "nig",
  "cum",
  "tit",
  "poop",
  "butt",
  "arse",
  "hell",
  "damn",
  "kill",
  "dead",
  "sex",
  "xxx",
  "kkk",
  "isis",
  "jihad",
  "hitler",
  "bitch",
  "crap",
  "vomit",
  "pus",
  "nob",
  "knob",
  "bum",
  "spunk",
];
/** Banned substrings that are fine inside these curated words. */
const BANNED_OK = ["compass", "hello", "shell", "title", "stitch", "petit"];

export function isPronounceable(name: string): boolean {
  for (const raw of name.toLowerCase().split(/\s+/)) {
    const word = raw.replace(/[.&]/g, "");
    if (word === "") continue;
    if (!/^[a-z]+$/.test(word)) return false;
    if (/(.)\1\1/.test(word)) return false;
    for (let i = 0; i + 1 < word.length; i++) {
      const a = word[i] as string;
      const b = word[i + 1] as string;
      if (a === b && !OK_DOUBLES.has(a + b)) return false;
      if (a === "q" && b !== "u") return false;
    }
    // Letter runs: at most 3 consonants (and a 3-run needs a liquid, nasal, s or h), 2 vowels.
    const runs = word.match(/[aeiou]+|y(?![aeiou])|[^aeiouy]+|y/g) ?? [];
    for (let i = 0; i < runs.length; i++) {
      const run = runs[i] as string;
      const vowels = VOWEL.test(run[0] as string) && !(run === "y" && i === 0);
      if (vowels) {
        if (run.length > 2 || (run.length === 2 && !OK_VOWEL_PAIRS.has(run))) return false;
      } else {
        if (run.length > 3) return false;
        if (run.length === 3 && !/[lrsnmh]/.test(run)) return false;
        if (i === 0 && run.length >= 2 && !OK_ONSETS.has(run)) return false;
      }
    }
  }
  return true;
}

/** Famous names the word parts can accidentally spell. */
const KNOWN_BRANDS = new Set([
  "honeywell",
  "pathmark",
  "leafly",
  "sparkly",
  "goldfield",
  "moneyball",
  "brightway",
  "bitly",
  "forkify",
  "boldly",
]);

function isClean(name: string): boolean {
  let s = name.toLowerCase().replace(/[^a-z]/g, "");
  if (KNOWN_BRANDS.has(s)) return false;
  for (const ok of BANNED_OK) s = s.replace(ok, "_");
  return !BANNED.some((b) => s.includes(b));
}

function normalizeKey(name: string): string {
  return fold(name).replace(/[^a-z0-9]/g, "");
}

function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function letters(name: string): number {
  return name.replace(/[^A-Za-z]/g, "").length;
}

// ---------------------------------------------------------------------------------------------
// Candidates

type Strategy =
  | "compound"
  | "pair"
  | "blend"
  | "suffix"
  | "foreign"
  | "ampersand"
  | "solo"
  | "respell"
  | "phrase"
  | "own";

type Candidate = {
  name: string;
  strategy: Strategy;
  /** Root words used, so the three picks don't all lean on the same one. */
  roots: string[];
  score: number;
  facts: Facts;
  /** Made of the user's own words (or a word they asked for) as written: not held to English spelling rules. */
  asWritten?: boolean;
};

const STRATEGIES: readonly Strategy[] = [
  "compound",
  "pair",
  "blend",
  "suffix",
  "foreign",
  "ampersand",
  "solo",
  "respell",
  "phrase",
  "own",
];

/** The default mix per category. Solo words, respellings and phrases come only when a style asks. */
const STRATEGY_WEIGHTS: Record<CategoryId, Record<Strategy, number>> = {
  "food-beverage": {
    compound: 3,
    pair: 3,
    blend: 1,
    suffix: 0.6,
    foreign: 2.5,
    ampersand: 2,
    solo: 0,
    respell: 0,
    phrase: 0,
    own: 0,
  },
  services: {
    compound: 3.5,
    pair: 3,
    blend: 1,
    suffix: 0.8,
    foreign: 1.5,
    ampersand: 0.5,
    solo: 0,
    respell: 0,
    phrase: 0,
    own: 0,
  },
  "digital-product": {
    compound: 3,
    pair: 1.5,
    blend: 2,
    suffix: 2,
    foreign: 1.5,
    ampersand: 0,
    solo: 0,
    respell: 0,
    phrase: 0,
    own: 0,
  },
  "retail-ecommerce": {
    compound: 3,
    pair: 3,
    blend: 1.5,
    suffix: 1,
    foreign: 1.5,
    ampersand: 2,
    solo: 0,
    respell: 0,
    phrase: 0,
    own: 0,
  },
  agency: {
    compound: 3,
    pair: 3,
    blend: 1.5,
    suffix: 0.8,
    foreign: 1.5,
    ampersand: 1.5,
    solo: 0,
    respell: 0,
    phrase: 0,
    own: 0,
  },
  others: {
    compound: 3,
    pair: 3,
    blend: 1.5,
    suffix: 0.8,
    foreign: 2,
    ampersand: 1,
    solo: 0,
    respell: 0,
    phrase: 0,
    own: 0,
  },
};

/** What each style (src/shared/name-options.ts) lets the generator make. */
const STYLE_STRATEGIES: Readonly<Record<NameStyle, readonly Strategy[]>> = {
  brandable: ["blend", "suffix"],
  evocative: ["solo"],
  compound: ["compound"],
  "real-words": ["pair", "ampersand", "solo", "phrase"],
  "short-phrase": ["pair", "ampersand", "phrase"],
  "non-english": ["foreign", "own"],
  "alternate-spelling": ["respell"],
};

/** Kinds that can never make a name of this many words ("Salt & Ember" counts as two). */
const WORDS_OF_STRATEGY: Readonly<Record<Strategy, ReadonlyArray<1 | 2 | 3>>> = {
  compound: [1],
  blend: [1],
  suffix: [1],
  solo: [1],
  respell: [1],
  foreign: [1, 2],
  own: [1, 2],
  pair: [2, 3],
  ampersand: [2],
  phrase: [3],
};

/** Strategy weights for this request: the styles asked for, and words that fit the word count. */
function strategyWeights(req: NameRequest, options: NameOptions, hasOwn: boolean): Record<Strategy, number> {
  const base = STRATEGY_WEIGHTS[req.category];
  const allowed = options.styles ? new Set(options.styles.flatMap((s) => STYLE_STRATEGIES[s])) : undefined;
  const words = options.wordCount === "one" ? 1 : options.wordCount === "two" ? 2 : undefined;
  const out = {} as Record<Strategy, number>;
  for (const s of STRATEGIES) {
    let w = allowed ? (allowed.has(s) ? Math.max(base[s], 2) : 0) : base[s];
    if (s === "own") w = hasOwn && (!allowed || allowed.has("own")) ? 3.5 : 0;
    if (words !== undefined && !WORDS_OF_STRATEGY[s].includes(words as 1 | 2)) w = 0;
    out[s] = w;
  }
  return out;
}

/** Second words that say nothing about the trade ("Labs", "Collective") get different wording. */
const GENERIC_NOUNS = new Set([
  "Co.",
  "Group",
  "Collective",
  "Labs",
  "HQ",
  "Society",
  "Project",
  "Circle",
  "Partners",
  "House",
  "Creative",
  "Studio",
  "Club",
]);
/** Business nouns that work as the second word of a name ("Margin Club"). */
const NOUN_AS_SUFFIX: Readonly<Record<string, string>> = {
  club: "Club",
  studio: "Studio",
  collective: "Collective",
  academy: "Academy",
  bakery: "Bakery",
  café: "Café",
  kitchen: "Kitchen",
  market: "Market",
  label: "Label",
  "juice bar": "Juice Bar",
  festival: "Fest",
  foundation: "Foundation",
  agency: "Agency",
  school: "School",
  farm: "Farm",
};

/** Tails that read as places in "The Copper Nook". */
const PHRASE_TAILS = new Set(
  "lane house table grove nook mill field nest yard hive stone haven forge gate bay ridge port room works craft bridge hill path wood".split(
    " ",
  ),
);

type Pools = {
  category: CategoryId;
  concepts: ConceptMatch[];
  base: Concept;
  tails: readonly string[];
  /** Preferred second words first. */
  nouns: readonly string[];
  primaryNouns: readonly string[];
  conceptList: readonly Concept[];
  /** Squared match scores, so the main subject clearly dominates side mentions. */
  conceptWeights: readonly number[];
  /** Everything a blend can end with. */
  blendEnds: ReadonlyArray<{ word: string; ev: string; concept: boolean; noun: boolean }>;
  /** Words the user asked every name to contain. */
  include: readonly Part[];
  /** Words of a description in another language or script. */
  own: readonly OwnWord[];
};

/** A word the user asked for, explained from the lexicon when we know it, and honestly when not. */
function includePart(word: string): Part {
  const folded = fold(word).replace(/[^a-z]/g, "");
  const known = [...COMPILED, ...Object.values(COMPILED_BASE)]
    .flatMap((c) => c.parts)
    .find((p) => p.word === folded);
  if (known) return { ...known, solo: true };
  const ascii = folded.length === word.length && /^[a-z]+$/.test(folded);
  return {
    word: ascii ? folded : word.toLocaleLowerCase(),
    ev: `what “${word.toLocaleLowerCase()}” means to you`,
    modifier: false,
    noun: true,
    solo: true,
    join: ascii && folded.length <= 7,
  };
}

function buildPools(req: NameRequest, business: Business, options: NameOptions, own: OwnWord[]): Pools {
  const concepts = matchConcepts(req.description, req.category);
  const base = COMPILED_BASE[req.category];
  const primaryNouns: string[] = [];
  const fromBusiness = business.noun ? NOUN_AS_SUFFIX[business.noun] : undefined;
  if (fromBusiness) primaryNouns.push(fromBusiness);
  const top = concepts[0]?.concept;
  if (top?.cats.includes(req.category)) primaryNouns.push(...top.nouns);
  const nouns: string[] = [...primaryNouns];
  for (const m of concepts.slice(1))
    if (m.concept.cats.includes(req.category)) nouns.push(...m.concept.nouns);
  nouns.push(...CATEGORY_NOUNS[req.category]);
  const tails = CATEGORY_TAILS[req.category];
  const blendEnds: Array<{ word: string; ev: string; concept: boolean; noun: boolean }> = [];
  for (const m of concepts)
    for (const p of m.concept.parts) if (!p.lang) blendEnds.push({ ...p, concept: true });
  for (const p of base.parts) if (!p.lang) blendEnds.push({ ...p, concept: false });
  for (const t of tails) blendEnds.push({ word: t, ev: TAILS[t] ?? t, concept: false, noun: true });
  return {
    category: req.category,
    concepts,
    base,
    tails,
    nouns,
    primaryNouns: primaryNouns.length > 0 ? primaryNouns : CATEGORY_NOUNS[req.category],
    conceptList: concepts.map((m) => m.concept),
    conceptWeights: concepts.map((m) => m.score * m.score),
    blendEnds,
    include: (options.include ?? []).map(includePart),
    own,
  };
}

type PartFilter = (p: Part) => boolean;
const JOINABLE: PartFilter = (p) => p.join && p.word.length >= 3;
const SOLO_WORD: PartFilter = (p) => p.solo && !p.modifier;
const ENGLISH_SOLO: PartFilter = (p) => p.solo && !p.modifier && !p.lang;
const ENGLISH_NOUN: PartFilter = (p) =>
  p.solo && p.noun && !p.lang && p.word.length >= 4 && p.word.length <= 9;
const RESPELLABLE: PartFilter = (p) =>
  !p.lang && /^[a-z]+$/.test(p.word) && p.word.length >= 4 && p.word.length <= 8;
const BLEND_START: PartFilter = (p) => !p.lang && p.word.length >= 4 && p.word.length <= 6;
const SUFFIXABLE: PartFilter = (p) =>
  p.word.length <= 7 && (!p.lang || p.lang === "Latin" || p.lang === "Italian");
const INDONESIAN_NOUN: PartFilter = (p) => p.lang === "Indonesian" && !p.modifier;
const FOREIGN_SOLO: PartFilter = (p) => p.lang !== undefined && p.solo;
const AMPERSAND_WORD: PartFilter = (p) => p.solo && p.noun && !p.lang && p.word.length <= 6;

/** Filtered part lists per concept, computed once: generation runs thousands of draws. */
const filteredCache = new Map<Concept, Map<PartFilter, Part[]>>();
function partsOf(concept: Concept, ok: PartFilter): Part[] {
  let byFilter = filteredCache.get(concept);
  if (!byFilter) {
    byFilter = new Map();
    filteredCache.set(concept, byFilter);
  }
  let list = byFilter.get(ok);
  if (!list) {
    list = concept.parts.filter(ok);
    byFilter.set(ok, list);
  }
  return list;
}

/** Draws a word part: mostly from what the description is about, sometimes from the category. */
function drawPart(rng: Rng, pools: Pools, ok: PartFilter, conceptBias = 0.8): Part | undefined {
  for (let attempt = 0; attempt < 6; attempt++) {
    let source: Concept = pools.base;
    if (pools.concepts.length > 0 && rng() < conceptBias) {
      source = pickWeighted(rng, pools.conceptList, pools.conceptWeights);
    }
    const options = partsOf(source, ok);
    if (options.length > 0) return pick(rng, options);
  }
  return undefined;
}

/** The leading word of a name: a word the user asked for, most of the time, when there are any. */
function drawLead(rng: Rng, pools: Pools, ok: PartFilter, conceptBias = 0.8): Part | undefined {
  if (pools.include.length > 0 && rng() < 0.75) {
    const wanted = pools.include.filter(ok);
    if (wanted.length > 0) return pick(rng, wanted);
  }
  return drawPart(rng, pools, ok, conceptBias);
}

function relevance(pools: Pools, part: Part): number {
  if (pools.include.includes(part)) return 1.2;
  const i = pools.concepts.findIndex((m) => m.concept.parts.includes(part));
  return i === 0 ? 1.2 : i > 0 ? 0.6 : 0;
}

const piece = (p: Part, shown = p.word): Piece => ({ word: shown, ev: p.ev, lang: p.lang, gloss: p.gloss });

function makeCandidate(rng: Rng, pools: Pools, strategy: Strategy): Candidate | undefined {
  switch (strategy) {
    case "compound":
      return compound(rng, pools);
    case "pair":
      return pair(rng, pools);
    case "blend":
      return blend(rng, pools);
    case "suffix":
      return suffixed(rng, pools);
    case "foreign":
      return foreign(rng, pools);
    case "ampersand":
      return ampersand(rng, pools);
    case "solo":
      return solo(rng, pools);
    case "respell":
      return respelled(rng, pools);
    case "phrase":
      return phrase(rng, pools);
    case "own":
      return fromOwnWords(rng, pools);
  }
}

function compound(rng: Rng, pools: Pools): Candidate | undefined {
  const a = drawLead(rng, pools, JOINABLE);
  if (!a) return undefined;
  const tail = pick(rng, pools.tails);
  if (a.word === tail || a.word.endsWith(tail) || tail.startsWith(a.word)) return undefined;
  // "Looppilot", "Brewwell": a doubled letter across the seam reads badly.
  if (a.word.slice(-1) === tail.charAt(0)) return undefined;
  const name = cap(a.word + tail);
  if (letters(name) > 11) return undefined;
  return {
    name,
    strategy: "compound",
    roots: [a.word, tail],
    score: 3 + relevance(pools, a),
    facts: { name, kind: "compound", a: piece(a), b: { word: tail, ev: TAILS[tail] ?? tail } },
  };
}

/** Word groups that would make a two-word name say the same thing twice ("Domus House"). */
const SAME_IDEA: readonly (readonly string[])[] = [
  ["home", "house", "homes", "living"],
  ["friend", "friends", "companion", "buddy"],
  ["learn", "learning", "school", "academy", "knowledge"],
  ["bread", "bake", "bakery", "bakehouse"],
  ["story", "books", "reads", "press"],
  ["light", "studio"],
];

function sameIdea(part: Part, noun: string): boolean {
  const n = noun.toLowerCase();
  const words = [part.word, ...(part.gloss ?? "").toLowerCase().split(/\s+/)].filter(Boolean);
  if (words.some((w) => n.includes(w))) return true;
  return SAME_IDEA.some((g) => words.some((w) => g.includes(w)) && g.some((x) => n.split(/\s+/).includes(x)));
}

function pair(rng: Rng, pools: Pools): Candidate | undefined {
  const p = drawLead(rng, pools, SOLO_WORD);
  if (!p) return undefined;
  const noun = rng() < 0.7 ? pick(rng, pools.primaryNouns) : pick(rng, pools.nouns);
  if (sameIdea(p, noun)) return undefined;
  const first = cap(p.word);
  const name = `${first} ${noun}`;
  if (letters(name) > 18) return undefined;
  const generic = GENERIC_NOUNS.has(noun) || noun.startsWith("&");
  return {
    name,
    strategy: "pair",
    roots: [p.word],
    score: 3 + relevance(pools, p) + (pools.primaryNouns.includes(noun) ? 0.5 : 0),
    facts: {
      name,
      kind: "pair",
      a: piece(p, first),
      b: { word: noun, ev: generic ? "the ring of an established name" : "what you offer" },
    },
  };
}

function overlap(a: string, b: string): number {
  for (let k = Math.min(3, a.length - 2, b.length - 2); k >= 1; k--) {
    if (a.slice(-k) === b.slice(0, k)) {
      // A single shared vowel reads ambiguously ("Echouse"); a shared consonant or more is clean.
      if (k === 1 && /[aeiouy]/.test(b[0] as string)) return 0;
      return k;
    }
  }
  return 0;
}

function blend(rng: Rng, pools: Pools): Candidate | undefined {
  const a = drawLead(rng, pools, BLEND_START, 0.9);
  if (!a) return undefined;
  // Reservoir-sample an ending that overlaps, without building a list.
  let b: (typeof pools.blendEnds)[number] | undefined;
  let seen = 0;
  for (const o of pools.blendEnds) {
    // Adjective endings make poor blends ("Habitidy"); "north" leaves an orphaned "-orth".
    if (
      o.word === a.word ||
      o.word.length > 6 ||
      !o.noun ||
      o.word === "north" ||
      overlap(a.word, o.word) === 0
    )
      continue;
    seen++;
    if (rng() * seen < 1) b = o;
  }
  if (!b) return undefined;
  const k = overlap(a.word, b.word);
  // Readability: "Markite" and "Lenstitch" hide a word boundary inside a consonant cluster;
  // "Peakeep" puts vowel pairs on both sides of the seam.
  if (k === 1 && /[^aeiou]{2}$/.test(a.word)) return undefined;
  if (/[aeiou]{2}.$/.test(a.word.slice(0, a.word.length - k + 1)) && /^.[aeiou]{2}/.test(b.word.slice(k - 1)))
    return undefined;
  // "Echouse": a seam ending in a vowel that runs into another vowel hides both words.
  if (/[aeiou]$/.test(b.word.slice(0, k)) && /^[aeiou]/.test(b.word.slice(k))) return undefined;
  // A one-letter seam only reads cleanly on a soft consonant before a vowel ("Petaleaf",
  // "Emberise") or a stop before r/l ("Velvetrove"); not "Canvasip" or "Abacusum".
  if (k === 1) {
    const seam = b.word.charAt(0);
    const next = b.word.charAt(1);
    const soft = /[lnrmwtk]/.test(seam) && /[aeiou]/.test(next);
    const cluster = /[tpbcgfd]/.test(seam) && /[rl]/.test(next);
    if (!soft && !cluster) return undefined;
  }
  const name = cap(a.word + b.word.slice(k));
  const n = letters(name);
  if (n < 6 || n > 10) return undefined;
  // Endings that turn the blend into an adverb or a superlative ("Habitally", "Stonest").
  if (/(?:ally|ily|est|ing|ed)$/.test(name)) return undefined;
  return {
    name,
    strategy: "blend",
    roots: [a.word, b.word],
    score: 2.8 + relevance(pools, a) + (b.concept ? 0.4 : 0) + (k >= 2 ? 0.3 : 0),
    facts: { name, kind: "blend", a: piece(a), b: { word: b.word, ev: b.ev }, shared: a.word.slice(-k) },
  };
}

const SUFFIXES = ["ly", "io", "ora", "ana", "ify", "r"] as const;
type Suffix = (typeof SUFFIXES)[number];
const SUFFIX_WEIGHTS: Record<CategoryId, readonly number[]> = {
  "food-beverage": [3, 0.3, 1, 1.5, 0, 0.3],
  services: [3, 0.5, 1, 1, 0.5, 0.3],
  "digital-product": [2.5, 2, 1, 0.5, 1, 1],
  "retail-ecommerce": [3, 1, 1, 1, 0.3, 0.5],
  agency: [2, 1, 1, 1, 0.3, 0.8],
  others: [2, 1, 1, 1, 0.3, 0.3],
};

function applySuffix(word: string, suffix: Suffix): string | undefined {
  const endsVowel = /[aeiou]$/.test(word);
  switch (suffix) {
    case "ly":
      return /[lyaeiou]$/.test(word) ? undefined : `${word}ly`;
    case "ify":
      return endsVowel || word.endsWith("y") ? undefined : `${word}ify`;
    case "r":
      // Dropped vowel: "wander" -> "wandr", "ledger" -> "ledgr".
      return word.endsWith("er") && word.length >= 5 ? `${word.slice(0, -2)}r` : undefined;
    default: {
      // "-ana"/"-ora" only after a single soft consonant: verde -> Verdana, lumen -> Lumenora.
      // Latin case endings go first: "domus" -> "Domora", not "Domusora".
      const bare = /(?:us|um|is|es)$/.test(word) && word.length > 4 ? word.slice(0, -2) : word;
      const stemmed = /[aeiou]$/.test(bare) ? bare.slice(0, -1) : bare;
      if (stemmed.length < 3 || stemmed.length > 5 || !/[aeiou][lnrdmstv]$/.test(stemmed)) return undefined;
      if (suffix === "ora" && /or$|er$/.test(stemmed)) return undefined;
      return stemmed + suffix;
    }
  }
}

function suffixed(rng: Rng, pools: Pools): Candidate | undefined {
  const a = drawLead(rng, pools, SUFFIXABLE, 0.85);
  if (!a || !/^[a-z]+$/.test(a.word)) return undefined;
  const suffix = pickWeighted(rng, SUFFIXES, SUFFIX_WEIGHTS[pools.category]);
  // English endings on English roots only ("Domusly"), Latin-style endings on Latin and Italian
  // roots only ("Verdana" is lovely, "Beanana" is not).
  const latinEnding = suffix === "ana" || suffix === "ora";
  if (Boolean(a.lang) !== latinEnding) return undefined;
  const coined = applySuffix(a.word, suffix);
  if (!coined || coined === a.word) return undefined;
  const name = cap(coined);
  const n = letters(name);
  if (n < 4 || n > 10) return undefined;
  return {
    name,
    strategy: "suffix",
    roots: [a.word],
    score: 2.8 + relevance(pools, a) - (suffix === "r" || suffix === "ify" ? 0.3 : 0),
    facts: { name, kind: "suffix", a: piece(a), suffix: suffix === "r" ? "r" : suffix },
  };
}

function foreign(rng: Rng, pools: Pools): Candidate | undefined {
  if (rng() < 0.55) {
    // An Indonesian noun and modifier, e.g. "Kopi Senja" (coffee at dusk), "Dapur Kita" (our kitchen).
    const n = drawPart(rng, pools, INDONESIAN_NOUN, 0.85);
    // The modifier comes from the noun's own concept or the category's general words, so the
    // pair makes sense together ("Kopi Pagi", not "Nusa Rapi").
    const home = pools.concepts.filter((c) => n && c.concept.parts.includes(n)).map((c) => c.concept);
    const modifiers = [...home, pools.base]
      .flatMap((c) => c.parts)
      .filter((p) => p.lang === "Indonesian" && p.modifier && p.word !== n?.word);
    const m = modifiers.length > 0 ? pick(rng, modifiers) : undefined;
    if (n && m?.pattern) {
      const name = `${cap(n.word)} ${cap(m.word)}`;
      const reading = m.pattern.replace("{}", n.gloss ?? n.word);
      return {
        name,
        strategy: "foreign",
        roots: [n.word, m.word],
        score: 3.3 + relevance(pools, n) + relevance(pools, m) * 0.5,
        facts: { name, kind: "foreign-phrase", a: piece(n), b: piece(m), reading },
      };
    }
  }
  const a = drawPart(rng, pools, FOREIGN_SOLO, 0.7);
  if (!a) return undefined;
  const name = cap(a.word);
  if (letters(name) < 4) return undefined;
  return {
    name,
    strategy: "foreign",
    roots: [a.word],
    score: 2.9 + relevance(pools, a),
    facts: { name, kind: "foreign", a: piece(a) },
  };
}

function ampersand(rng: Rng, pools: Pools): Candidate | undefined {
  const a = drawLead(rng, pools, AMPERSAND_WORD, 1);
  const b = drawPart(rng, pools, AMPERSAND_WORD, 0.5);
  if (!a || !b || a.word === b.word) return undefined;
  const name = `${cap(a.word)} & ${cap(b.word)}`;
  return {
    name,
    strategy: "ampersand",
    roots: [a.word, b.word],
    score: 2.8 + relevance(pools, a),
    facts: { name, kind: "ampersand", a: piece(a, cap(a.word)), b: piece(b, cap(b.word)) },
  };
}

/** One real word on its own ("Ember"): the evocative style. */
function solo(rng: Rng, pools: Pools): Candidate | undefined {
  const a = drawLead(rng, pools, ENGLISH_NOUN, 0.85);
  if (!a) return undefined;
  const name = cap(a.word);
  const n = letters(name);
  if (n < 4 || n > 9) return undefined;
  return {
    name,
    strategy: "solo",
    roots: [a.word],
    score: 2.9 + relevance(pools, a),
    facts: { name, kind: "solo", a: piece(a) },
  };
}

/** Familiar spelling shifts, each keeping the word recognisable ("craft" -> "kraft", "light" -> "lite"). */
const RESPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ck/, "k"],
  [/ph/, "f"],
  [/ight/, "ite"],
  [/qu/, "kw"],
  [/^c(?=[aoulr])/, "k"],
  [/(?<=[aeiou])c(?=[aou])/, "k"],
  [/(?<=[^aeiou])i(?=[^aeiouy])/, "y"],
  [/(?<=[^aeiouy])y(?=[^aeiou])/, "i"],
  [/(?<=[^aeiou])er$/, "r"],
  [/(?<=[^aeiou])e$/, ""],
  [/(?<=[aeiou][^aeious])s$/, "z"],
  [/cks?$|x$/, "x"],
  [/oa/, "o"],
  [/ee/, "ea"],
];

function respelled(rng: Rng, pools: Pools): Candidate | undefined {
  const a = drawLead(rng, pools, RESPELLABLE, 0.85);
  if (!a) return undefined;
  const rules = RESPELLINGS.filter(([re]) => re.test(a.word));
  if (rules.length === 0) return undefined;
  let word = a.word;
  const [first, second] = [pick(rng, rules), pick(rng, rules)];
  word = word.replace(first[0], first[1]);
  if (rng() < 0.3 && second !== first && second[0].test(word)) word = word.replace(second[0], second[1]);
  if (word === a.word) return undefined;
  const name = cap(word);
  const n = letters(name);
  if (n < 4 || n > 9) return undefined;
  return {
    name,
    strategy: "respell",
    roots: [a.word],
    score: 2.8 + relevance(pools, a),
    facts: { name, kind: "respell", a: piece(a) },
  };
}

/** "The Copper Nook": a short phrase that sounds like a place. */
function phrase(rng: Rng, pools: Pools): Candidate | undefined {
  const a = drawLead(rng, pools, ENGLISH_SOLO, 0.85);
  if (!a || a.word.length > 8) return undefined;
  const tails = pools.tails.filter((t) => PHRASE_TAILS.has(t));
  const tail = pick(rng, tails.length > 0 ? tails : [...PHRASE_TAILS]);
  if (tail === a.word) return undefined;
  const name = `The ${cap(a.word)} ${cap(tail)}`;
  if (letters(name) > 16) return undefined;
  return {
    name,
    strategy: "phrase",
    roots: [a.word, tail],
    score: 2.8 + relevance(pools, a),
    facts: { name, kind: "phrase", a: piece(a), b: { word: tail, ev: TAILS[tail] ?? tail } },
  };
}

/**
 * Names from the words of a description in another language or script, kept as written: one
 * word, or two that stand next to each other in the description ("Kopi Susu").
 */
function fromOwnWords(rng: Rng, pools: Pools): Candidate | undefined {
  if (pools.own.length === 0) return undefined;
  const shown = (w: OwnWord) =>
    cap(
      /^[a-z]+$/.test(w.latin) && w.original !== w.latin && /\p{Script=Latin}/u.test(w.original)
        ? w.original
        : w.latin,
    );
  const own = (w: OwnWord): Piece => ({ word: w.original, ev: "", own: true });
  const a = pick(rng, pools.own);
  const next = pools.own.find((w) => w.position === a.position + 1);
  if (next && rng() < 0.5) {
    const name = `${shown(a)} ${shown(next)}`;
    if (letters(name) > 18) return undefined;
    return {
      name,
      strategy: "own",
      roots: [a.latin, next.latin],
      score: 3.2,
      facts: { name, kind: "own", a: own(a), b: own(next) },
      asWritten: true,
    };
  }
  const name = shown(a);
  if (letters(name) < 4) return undefined;
  return {
    name,
    strategy: "own",
    roots: [a.latin],
    score: 3,
    facts: { name, kind: "own", a: own(a) },
    asWritten: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Putting it together

const CANDIDATES_PER_ROUND = 40;

function toneWords(category: CategoryId): string[] {
  return getCategory(category)
    .tone.split(/,\s*|\s+and\s+/)
    .map((w) => w.trim())
    .filter(Boolean);
}

/** A candidate the request allows: pronounceable, clean, new, and within the user's controls. */
function acceptable(c: Candidate, options: NameOptions, excluded: Set<string>): boolean {
  if (!c.asWritten && !isPronounceable(c.name)) return false;
  if (!isClean(c.name)) return false;
  if (excluded.has(normalizeKey(c.name))) return false;
  return nameFitsOptions(c.name, options);
}

export type DemoName = NameSuggestion & { style: Strategy };

/**
 * Up to three distinct names with meanings, within the request's controls; deterministic for a
 * seed and inputs. Fewer than three only when the controls leave too little room.
 */
export function generateDemoNamesDetailed(req: NameRequest): DemoName[] {
  const options = normalizeNameOptions(req.options);
  const optionsKey = hasNameOptions(options) ? `|${JSON.stringify(options)}` : "";
  const rng = mulberry32(
    hashString(`${req.seed}|${req.category}|${fold(req.description).trim()}${optionsKey}`),
  );
  const business = describeBusiness(req.description, req.category);
  const language = detectDescriptionLanguage(req.description);
  const pools = buildPools(req, business, options, ownWords(req.description, language));
  const excluded = new Set(req.exclude.map(normalizeKey));
  const weightsBy = strategyWeights(req, options, pools.own.length > 0);
  const strategies = STRATEGIES.filter((s) => weightsBy[s] > 0);
  const weights = strategies.map((s) => weightsBy[s]);
  const rounds = hasNameOptions(options) ? 30 : 10;

  const picked: Candidate[] = [];
  const pickedKeys = new Set<string>();
  const usedRoots = new Set<string>();
  const usedStrategies = new Set<Strategy>();

  for (let round = 0; round < rounds && picked.length < 3 && strategies.length > 0; round++) {
    const byStrategy = new Map<Strategy, Candidate[]>();
    for (let i = 0; i < CANDIDATES_PER_ROUND; i++) {
      const c = makeCandidate(rng, pools, pickWeighted(rng, strategies, weights));
      if (!c || !acceptable(c, options, excluded) || pickedKeys.has(normalizeKey(c.name))) continue;
      c.score += rng() * 1.2;
      const list = byStrategy.get(c.strategy) ?? [];
      list.push(c);
      byStrategy.set(c.strategy, list);
    }
    for (const list of byStrategy.values()) list.sort((x, y) => y.score - x.score);
    // Early rounds insist on different kinds of name and no shared roots; later rounds relax
    // that so long exclusion lists (or narrow controls) can't starve the generator.
    const strict = round < Math.min(5, rounds / 2);
    const strictKinds = strict && strategies.length >= 3;
    const available = strategies.filter(
      (s) => (byStrategy.get(s)?.length ?? 0) > 0 && !(strictKinds && usedStrategies.has(s)),
    );
    while (picked.length < 3 && available.length > 0) {
      const strategy = pickWeighted(
        rng,
        available,
        available.map((s) => weightsBy[s]),
      );
      available.splice(available.indexOf(strategy), 1);
      const choices = (byStrategy.get(strategy) ?? []).filter(
        (c) => !pickedKeys.has(normalizeKey(c.name)) && !(strict && c.roots.some((r) => usedRoots.has(r))),
      );
      // With few kinds allowed, a kind may give more than one name per round.
      for (const choice of strictKinds ? choices.slice(0, 1) : choices) {
        if (picked.length >= 3) break;
        if (pickedKeys.has(normalizeKey(choice.name))) continue;
        if (strict && choice.roots.some((r) => usedRoots.has(r))) continue;
        picked.push(choice);
        pickedKeys.add(normalizeKey(choice.name));
        for (const r of choice.roots) usedRoots.add(r);
        usedStrategies.add(strategy);
        if (strictKinds) break;
      }
    }
  }
  if (picked.length < 3 && (!options.styles || options.styles.includes("compound"))) {
    fillExhaustively(pools, options, excluded, pickedKeys, picked);
  }

  const writer = new MeaningWriter(
    rng,
    {
      biz: business.ref,
      focus: pools.concepts[0]?.concept.focus ?? pools.base.focus,
      tones: toneWords(req.category),
    },
    req.earlierMeanings ?? [],
  );
  return picked.slice(0, 3).map((c) => ({ name: c.name, meaning: writer.write(c.facts), style: c.strategy }));
}

export function generateDemoNames(req: NameRequest): NameSuggestion[] {
  return generateDemoNamesDetailed(req).map(({ name, meaning }) => ({ name, meaning }));
}

/** Walks every root x tail compound in order; only reached when exclusions ate the random picks. */
function fillExhaustively(
  pools: Pools,
  options: NameOptions,
  excluded: Set<string>,
  pickedKeys: Set<string>,
  picked: Candidate[],
) {
  const parts = [
    ...pools.include,
    ...pools.concepts.flatMap((m) => m.concept.parts),
    ...pools.base.parts,
  ].filter((p) => !p.lang && /^[a-z]+$/.test(p.word));
  const allTails = [...new Set([...pools.tails, ...Object.keys(TAILS)])];
  for (const a of parts) {
    for (const tail of allTails) {
      if (picked.length >= 3) return;
      if (a.word === tail) continue;
      const name = cap(a.word + tail);
      const c: Candidate = {
        name,
        strategy: "compound",
        roots: [a.word, tail],
        score: 0,
        facts: { name, kind: "compound", a: piece(a), b: { word: tail, ev: TAILS[tail] ?? tail } },
      };
      if (pickedKeys.has(normalizeKey(name)) || !acceptable(c, options, excluded)) continue;
      pickedKeys.add(normalizeKey(name));
      picked.push(c);
    }
  }
}

export function createDemoNamesProvider(): NamesProvider {
  return {
    mode: "demo",
    async generate(request: NameRequest): Promise<NameSuggestion[]> {
      if (request.signal?.aborted) throw new NameProviderError("Name generation was cancelled.");
      const names = generateDemoNames(request);
      if (names.length === 0)
        throw new NameProviderError("The demo generator found no names within those controls.");
      return names;
    },
  };
}
