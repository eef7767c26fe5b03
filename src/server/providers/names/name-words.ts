/**
 * Word data for the offline name generator (demo-names.ts). Data only, no trigger rules: the
 * brief says what the business is about, and these tables say which name words belong to each
 * thing it names. A word appears here only under the nouns it is tied to, so a kombucha brewery
 * never reaches coffee words and a bicycle shop never reaches running words.
 */

/**
 * Name words tied to a noun (singular, lower case), as the brief's concepts, offerings and
 * business name it. Each word must belong to that noun alone, never to a neighbouring trade:
 * "brew" is not under "kombucha" because it reads as coffee or beer to most people.
 */
export const TIED_WORDS: Readonly<Record<string, string>> = {
  coffee: "bean roast crema brew cup pour",
  espresso: "crema shot bean",
  cafe: "cup table",
  tea: "leaf steep kettle",
  matcha: "whisk leaf jade",
  kombucha: "kombu ferment fizz culture scoby",
  ferment: "culture fizz",
  fermentation: "culture fizz",
  bread: "crumb loaf crust flour rise",
  bakery: "crumb loaf crust oven flour",
  sourdough: "crumb loaf starter crust",
  pastry: "butter flake crumb",
  croissant: "butter flake",
  cake: "crumb frosting tier",
  cookie: "crumb batch",
  chocolate: "cacao cocoa",
  cacao: "cocoa bean",
  honey: "comb hive nectar",
  bee: "hive comb",
  juice: "press pulp squeeze",
  fruit: "orchard pulp zest",
  smoothie: "blend swirl",
  icecream: "scoop cone swirl chill",
  gelato: "scoop swirl",
  beer: "hop malt cask barrel",
  brewery: "cask batch",
  wine: "vine cork cask cellar",
  pizza: "slice crust oven",
  noodle: "bowl broth",
  ramen: "broth bowl",
  soup: "broth bowl ladle",
  rice: "grain bowl",
  spice: "clove pepper",
  chili: "heat ember",
  grill: "ember coal flame",
  barbecue: "ember smoke coal",
  kitchen: "spoon pan table",
  restaurant: "table plate",
  catering: "platter table",
  salad: "greens bowl",
  vegetable: "greens harvest",
  farm: "harvest acre furrow",
  fish: "catch net hook",
  seafood: "catch net tide",
  sushi: "roll",
  bicycle: "spoke pedal wheel chain gear",
  bike: "spoke pedal wheel chain gear",
  cycling: "spoke pedal cadence wheel",
  repair: "mend fix",
  climbing: "chalk crag ledge summit rope",
  climb: "chalk crag ledge summit rope",
  boulder: "chalk crag",
  wall: "ledge hold",
  running: "stride pace mile trail",
  run: "stride pace mile",
  marathon: "stride mile",
  yoga: "breath pose balance",
  pilates: "core balance",
  gym: "rep lift iron",
  fitness: "rep lift stride",
  strength: "iron lift",
  boxing: "jab glove",
  dive: "reef fathom fin current",
  diving: "reef fathom fin current",
  diver: "fin fathom",
  coral: "reef",
  reef: "coral",
  ocean: "tide current shore",
  sea: "tide shore current",
  marine: "tide reef current",
  surf: "swell break board",
  boat: "hull sail keel",
  sailing: "sail keel wind",
  fishing: "line hook catch",
  oud: "agar resin smoke attar",
  perfume: "scent attar note",
  fragrance: "scent note",
  incense: "smoke resin",
  candle: "wick flame glow",
  soap: "lather suds bar",
  skincare: "balm glow",
  cosmetic: "glow",
  flower: "bloom petal stem bud posy",
  florist: "bloom petal posy stem",
  bouquet: "posy stem",
  attar: "scent",
  oyster: "pearl shell",
  plant: "leaf sprout root fern",
  garden: "root sprout spade",
  tree: "root bough",
  ceramic: "clay kiln glaze",
  pottery: "clay kiln glaze",
  clay: "kiln",
  wood: "grain oak timber plank",
  furniture: "grain joint plank",
  carpentry: "plane joint grain",
  clothing: "thread seam stitch",
  clothes: "thread seam stitch",
  fashion: "thread seam",
  batik: "canting cloth",
  textile: "loom weave thread",
  sewing: "stitch thread seam",
  knitting: "yarn stitch purl",
  jewellery: "gem setting",
  jewelry: "gem setting",
  sneaker: "sole lace",
  shoe: "sole lace",
  bag: "strap stitch",
  leather: "hide stitch",
  dog: "paw wag fetch",
  cat: "whisker purr paw",
  pet: "paw wag",
  grooming: "comb suds",
  veterinary: "paw",
  horse: "mane stirrup",
  cremation: "rest keepsake candle",
  memorial: "keepsake rest",
  funeral: "rest keepsake",
  grief: "rest",
  dentist: "smile grin",
  dental: "smile grin",
  tooth: "smile grin",
  clinic: "care mend",
  health: "pulse care",
  pharmacy: "remedy",
  therapy: "mend",
  baby: "cradle",
  child: "little",
  toy: "block",
  lock: "key bolt latch pin",
  locksmith: "key bolt latch pin",
  key: "bolt latch",
  electrician: "volt spark wire amp",
  electric: "volt spark wire",
  solar: "ray sun",
  plumbing: "pipe valve tap",
  plumber: "pipe valve tap",
  cleaning: "shine polish sweep",
  laundry: "suds fold rinse",
  construction: "brick beam level",
  builder: "brick beam level",
  roofing: "eave tile",
  architecture: "plan arch plumb line draft",
  architect: "plan arch plumb draft",
  interior: "room",
  mechanic: "gear torque wrench",
  car: "gear torque",
  security: "guard vault cipher",
  cybersecurity: "cipher vault guard",
  software: "code loop stack",
  app: "tap loop",
  data: "signal chart metric",
  analytics: "signal chart metric",
  ai: "signal",
  bookkeeping: "ledger tally sum",
  accounting: "ledger tally sum",
  tax: "ledger sum",
  finance: "ledger coin",
  budget: "penny coin ledger",
  law: "counsel",
  legal: "counsel",
  consulting: "counsel",
  coaching: "compass stride",
  career: "compass ladder",
  tutoring: "lesson chalk",
  school: "lesson chalk",
  education: "lesson",
  coding: "code",
  book: "page chapter ink",
  reading: "page chapter",
  library: "page shelf",
  writing: "ink quill",
  printing: "ink press",
  music: "note chord tempo",
  band: "chord tempo",
  festival: "stage",
  photography: "lens frame shutter",
  photo: "lens frame",
  film: "reel frame scene",
  video: "frame reel cut",
  animation: "frame cel",
  design: "line form",
  branding: "mark",
  marketing: "signal reach",
  wedding: "vow ring",
  travel: "route map wander",
  tour: "route map",
  hotel: "stay",
  guesthouse: "stay",
  hostel: "bunk stay",
  camping: "camp",
  hiking: "trail summit",
  tattoo: "ink needle",
  barber: "blade comb",
  hair: "strand comb",
  salon: "comb",
  nail: "polish",
  massage: "ease",
  spa: "steam",
  laundromat: "suds",
  moving: "crate haul",
  delivery: "route",
  printing3d: "layer",
  game: "dice level",
  board: "dice",
  art: "canvas brush",
  painting: "brush canvas",
};

/**
 * Plural and inflected forms that a simple rule gets wrong, mapped to the noun the tables use.
 */
export const LEMMAS: Readonly<Record<string, string>> = {
  leaves: "leaf",
  children: "child",
  kids: "child",
  kid: "child",
  teeth: "tooth",
  dives: "dive",
  fermented: "ferment",
  bike: "bicycle",
  bikes: "bicycle",
  bicycles: "bicycle",
  scissors: "scissors",
  glasses: "glasses",
  lens: "lens",
  series: "series",
  maths: "maths",
  oysters: "oyster",
  bouquets: "bouquet",
  attars: "attar",
  bus: "bus",
  cafes: "cafe",
  "ice cream": "icecream",
  ice_cream: "icecream",
  dogs: "dog",
  cats: "cat",
  pets: "pet",
  flowers: "flower",
  candles: "candle",
  perfumes: "perfume",
  clothes: "clothes",
  shoes: "shoe",
  sneakers: "sneaker",
  cakes: "cake",
  pastries: "pastry",
  cookies: "cookie",
  noodles: "noodle",
  locks: "lock",
  keys: "key",
  jewelry: "jewelry",
  dentistry: "dental",
  climbers: "climbing",
  divers: "diver",
  runners: "running",
  cyclists: "cycling",
  bouldering: "boulder",
};

/**
 * Long words and the short forms a name may use for them ("kombucha" -> "kombu"). Curated: a
 * mechanical cut turns "cremation" into "crema", which is coffee.
 */
export const CLIPS: Readonly<Record<string, string>> = {
  kombucha: "kombu",
  bicycle: "cycle",
  cybersecurity: "cyber",
  photography: "photo",
  architecture: "archi",
  ceramic: "cera",
  veterinary: "vet",
  pediatric: "pedi",
  fragrance: "fragra",
  chocolate: "choco",
  vegetable: "veggie",
  electrician: "electra",
  electric: "electra",
  dinosaur: "dino",
  adventure: "venture",
  limousine: "limo",
  caramel: "cara",
};

/**
 * Words a name must not be built from on their own: they name no thing (what a business is, or
 * filler), so "Shopworks" or "Servicely" say nothing.
 */
export const EMPTY_WORDS = new Set(
  (
    "a an the and or of for with in on at by to from shop store service services business company brand " +
    "studio agency small local new best good great quality premium online offline home based centre center " +
    "place spot thing things product products stuff people customer customers client clients team group " +
    "provider supplier maker makers owner owners company co inc ltd ptd pt cv usaha toko jasa kami yang dan " +
    "di untuk dengan serving selling making offering offers provide providing help helps helping weekly " +
    "daily monthly every each all some many friendly cozy cosy fresh modern professional independent " +
    "family neighbourhood neighborhood community quiet range variety kind kinds type types other classic"
  ).split(" "),
);

/**
 * Heads of "what the business is" that make a plain second word ("Spoke Brewery" no, "Kombu
 * Brewery" yes). Generic heads ("shop", "service") give their modifier instead.
 */
export const GENERIC_HEADS = new Set(
  "shop store service services business company brand provider supplier stall outlet boutique seller maker firm practice van".split(
    " ",
  ),
);

/** Tone words (src/shared/brief.ts TONE_WORDS) and name words that carry them without naming a trade. */
export const TONE_NAME_WORDS: Readonly<Record<string, string>> = {
  calm: "still hush haven quiet",
  soft: "hush linen feather",
  caring: "kind tender gentle haven",
  playful: "pip jolly bounce wink",
  friendly: "kin",
  warm: "glow ember amber sunny",
  natural: "wild earth true",
  fresh: "bright clear crisp",
  clean: "clear pure plain",
  modern: "next form grid",
  minimal: "plain form one",
  technical: "vector logic grid",
  trustworthy: "steady sure true",
  professional: "prime sterling true",
  bold: "bold brave blaze",
  energetic: "dash surge bolt",
  rugged: "grit iron stone",
  classic: "sterling heritage",
  elegant: "grace gilt noble",
  luxurious: "gilded noir velvet opal",
  traditional: "heritage kin",
  creative: "muse idea",
};

/** Neutral second halves of compounds, with what they add (English, Indonesian). */
export const TAILS: Readonly<Record<string, readonly [string, string]>> = {
  works: ["a busy, hands-on workshop", "bengkel kerja yang sibuk"],
  house: ["a house with a name of its own", "sebuah rumah dengan nama sendiri"],
  mark: ["a mark of quality", "tanda mutu"],
  craft: ["careful craftsmanship", "kerja tangan yang teliti"],
  lane: ["a familiar neighbourhood street", "jalan kecil yang akrab"],
  yard: ["a friendly local gathering spot", "halaman tempat orang berkumpul"],
  well: ["things done well", "pekerjaan yang dikerjakan dengan baik"],
  side: ["the side you are on", "sisi tempat Anda berdiri"],
  line: ["a clear line", "garis yang jelas"],
  point: ["a clear point of focus", "titik fokus yang jelas"],
  hall: ["an open hall", "aula yang terbuka"],
  room: ["a room of its own", "ruang tersendiri"],
  post: ["a post people know", "pos yang dikenal orang"],
  stead: ["a settled homestead", "tempat yang menetap"],
  way: ["a way of doing things", "cara kerja yang khas"],
  den: ["a snug den", "tempat berkumpul yang nyaman"],
  hub: ["a busy hub", "pusat yang ramai"],
  // More endings, so two businesses sharing a root less often get one compound (decision 031).
  loft: ["a loft of its own", "loteng milik sendiri"],
  nook: ["a quiet nook", "sudut yang tenang"],
  nest: ["a snug nest", "sarang yang nyaman"],
  field: ["an open field", "lapangan terbuka"],
  kit: ["a kit with what you need", "perlengkapan yang Anda perlukan"],
  co: ["", ""],
};
export const COMPOUND_TAILS = Object.keys(TAILS).filter((t) => t !== "co");
/** Tails that read as places in "The Spoke House". */
export const PHRASE_TAILS = ["house", "yard", "room", "hall", "works", "lane", "post", "den", "loft", "nook"];

/**
 * English nouns and their Indonesian words, for Indonesian names and meanings. A glossary as data:
 * no maintained package exists for it.
 */
export const INDONESIAN: Readonly<Record<string, string>> = {
  coffee: "kopi",
  tea: "teh",
  bread: "roti",
  cake: "kue",
  cookie: "kue",
  rice: "nasi",
  noodle: "mie",
  fish: "ikan",
  seafood: "hasil laut",
  sea: "laut",
  ocean: "samudra",
  coral: "karang",
  reef: "karang",
  dive: "selam",
  diving: "selam",
  wave: "ombak",
  flower: "bunga",
  plant: "tanaman",
  leaf: "daun",
  tree: "pohon",
  wood: "kayu",
  house: "rumah",
  home: "rumah",
  kitchen: "dapur",
  bicycle: "sepeda",
  bike: "sepeda",
  dog: "anjing",
  cat: "kucing",
  pet: "hewan",
  child: "anak",
  tooth: "gigi",
  smile: "senyum",
  key: "kunci",
  lock: "kunci",
  light: "cahaya",
  lamp: "lampu",
  fire: "api",
  stone: "batu",
  mountain: "gunung",
  rock: "batu",
  book: "buku",
  song: "lagu",
  music: "musik",
  cloth: "kain",
  batik: "batik",
  thread: "benang",
  perfume: "parfum",
  fragrance: "wangi",
  scent: "aroma",
  oud: "gaharu",
  spice: "rempah",
  chili: "cabai",
  honey: "madu",
  milk: "susu",
  fruit: "buah",
  juice: "jus",
  sugar: "gula",
  coconut: "kelapa",
  water: "air",
  salt: "garam",
  garden: "taman",
  farm: "kebun",
  market: "pasar",
  bag: "tas",
  shoe: "sepatu",
  soap: "sabun",
  candle: "lilin",
  ceramic: "keramik",
  photo: "foto",
  camera: "kamera",
  road: "jalan",
  map: "peta",
  star: "bintang",
  moon: "bulan",
  sun: "matahari",
  island: "pulau",
  river: "sungai",
  rain: "hujan",
  wind: "angin",
  sky: "langit",
  heart: "hati",
  hand: "tangan",
  family: "keluarga",
  baby: "bayi",
  horse: "kuda",
  bird: "burung",
  bee: "lebah",
  chicken: "ayam",
  duck: "bebek",
  beef: "sapi",
  meat: "daging",
  egg: "telur",
  soup: "sup",
  kombucha: "kombucha",
  tempeh: "tempe",
  rope: "tali",
  climbing: "panjat",
  running: "lari",
  electric: "listrik",
  wire: "kabel",
  money: "uang",
  coin: "koin",
  school: "sekolah",
  lesson: "pelajaran",
  code: "kode",
  shield: "perisai",
  cake_shop: "toko kue",
  toast: "roti bakar",
  gold: "emas",
  silver: "perak",
  glass: "kaca",
  clay: "tanah liat",
  paper: "kertas",
  ink: "tinta",
  craft: "kriya",
  tailor: "penjahit",
  clothing: "pakaian",
  clothes: "pakaian",
  fashion: "busana",
  shop: "toko",
  stall: "warung",
  restaurant: "rumah makan",
  cafe: "kedai",
  cremation: "kremasi",
  dentist: "dokter gigi",
  grooming: "perawatan",
  boat: "perahu",
  surf: "selancar",
  yoga: "yoga",
  gym: "gym",
  pastry: "kue",
};

/** Indonesian words that follow a noun ("Kopi Hangat": warm coffee), by brief tone word. */
export const INDONESIAN_MODIFIERS: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  calm: [
    ["tenang", "calm"],
    ["teduh", "shaded and calm"],
  ],
  soft: [["lembut", "soft"]],
  caring: [
    ["kasih", "with love"],
    ["teduh", "sheltering"],
  ],
  playful: [
    ["ceria", "cheerful"],
    ["riang", "merry"],
  ],
  friendly: [
    ["ramah", "friendly"],
    ["akrab", "familiar"],
  ],
  warm: [["hangat", "warm"]],
  natural: [
    ["alami", "natural"],
    ["asli", "true"],
  ],
  fresh: [
    ["segar", "fresh"],
    ["pagi", "morning"],
  ],
  clean: [
    ["bersih", "clean"],
    ["jernih", "clear"],
  ],
  modern: [["baru", "new"]],
  minimal: [["sederhana", "simple"]],
  technical: [["tepat", "precise"]],
  trustworthy: [
    ["setia", "faithful"],
    ["amanah", "trusted"],
  ],
  professional: [["tepat", "precise"]],
  bold: [["berani", "bold"]],
  energetic: [["lincah", "nimble"]],
  rugged: [["tangguh", "tough"]],
  classic: [["klasik", "classic"]],
  elegant: [["anggun", "graceful"]],
  luxurious: [
    ["mewah", "luxurious"],
    ["emas", "golden"],
  ],
  traditional: [
    ["warisan", "heirloom"],
    ["pusaka", "heirloom"],
  ],
  creative: [["kreatif", "creative"]],
};
/** The tone words as Indonesian adjectives, for Indonesian meanings ("Bunyinya terasa hangat"). */
export const INDONESIAN_TONES: Readonly<Record<string, string>> = {
  calm: "tenang",
  soft: "lembut",
  caring: "penuh perhatian",
  playful: "ceria",
  friendly: "ramah",
  warm: "hangat",
  natural: "alami",
  fresh: "segar",
  clean: "bersih",
  modern: "modern",
  minimal: "sederhana",
  technical: "teknis",
  trustworthy: "tepercaya",
  professional: "profesional",
  bold: "berani",
  energetic: "energik",
  rugged: "tangguh",
  classic: "klasik",
  elegant: "anggun",
  luxurious: "mewah",
  traditional: "tradisional",
  creative: "kreatif",
};

/** Modifiers for any tone: how the day or the place feels, tied to no trade. */
export const INDONESIAN_ANY_MODIFIERS: ReadonlyArray<readonly [string, string]> = [
  ["senja", "at dusk"],
  ["pagi", "in the morning"],
  ["raya", "great"],
  ["malam", "at night"],
  ["nusa", "of the islands"],
];

/**
 * Places in Indonesia (cities, islands, provinces, regions), folded to lower case. A description
 * set in one of them may get an Indonesian phrase even when it is written in English.
 */
export const INDONESIAN_PLACES = new Set(
  (
    "indonesia jakarta bandung surabaya yogyakarta jogja jogjakarta semarang solo surakarta malang medan padang " +
    "palembang pekanbaru bukittinggi makassar manado denpasar bali ubud canggu seminyak kuta sanur uluwatu lombok " +
    "mataram java jawa sumatra sumatera kalimantan borneo sulawesi papua maluku flores komodo bogor depok " +
    "tangerang bekasi cirebon balikpapan samarinda pontianak banjarmasin aceh lampung jambi bengkulu riau batam " +
    "bintan belitung bangka kupang ambon jayapura sorong toraja banyuwangi magelang garut sukabumi tasikmalaya " +
    "kediri jember gili nusa penida tenggara labuan bajo raja ampat bunaken wakatobi bromo " +
    // Industrial towns, regencies and resorts a founder names as where they work.
    "cikarang karawang purwakarta cilegon serang cimahi cianjur sumedang subang cibubur bintaro serpong " +
    "sidoarjo gresik mojokerto pasuruan probolinggo madiun blitar tulungagung banyumas purwokerto " +
    "tegal pekalongan kudus jepara salatiga klaten sleman bantul purworejo wonosobo madura lamongan " +
    "tuban bojonegoro ponorogo lumajang situbondo cilacap indramayu majalengka pangandaran tasik " +
    "payakumbuh pariaman sawahlunto dumai tanjungpinang pematangsiantar siantar binjai samosir " +
    "berastagi pangkalpinang lubuklinggau palangkaraya sampit singkawang tarakan bontang kendari " +
    "gorontalo ternate bitung tomohon minahasa parepare palopo mamuju bima sumbawa sumba maumere ende " +
    "timika merauke manokwari biak wamena nabire gianyar tabanan singaraja buleleng karangasem " +
    "klungkung jimbaran kintamani lovina senggigi mandalika karimunjawa derawan halmahera mentawai"
  ).split(" "),
);

/**
 * Place words that are also ordinary words or places elsewhere ("java", "solo", "raja", "flores",
 * "padang" food served abroad): read as Indonesia in the brief's place, never in free text.
 */
export const AMBIGUOUS_INDONESIAN_PLACES = new Set(
  "java solo raja flores nusa tenggara penida labuan bajo ampat padang ende bima kudus tuban komodo".split(
    " ",
  ),
);

/** Activities the tables know (for their tied words) that make dull name words on their own. */
export const ACTIVITIES = new Set(
  (
    "repair design consulting delivery marketing branding cleaning coaching tutoring education printing moving " +
    "accounting bookkeeping plumbing roofing construction therapy grooming laundry sewing knitting catering " +
    "writing reading fishing sailing camping hiking carpentry analytics finance legal law tax budget interior"
  ).split(" "),
);

/** Every word the tables know as a noun: a word of a multi-word offering is a name root only if known. */
export const KNOWN_NOUNS = new Set([
  ...Object.keys(TIED_WORDS),
  ...Object.values(TIED_WORDS).flatMap((v) => v.split(" ")),
  ...Object.keys(INDONESIAN),
  ...Object.values(LEMMAS),
]);

/** Words too playful for a sombre brief (grief, care): kept only when its tone is playful or lively. */
export const PLAYFUL_WORDS = new Set("wag fetch purr fizz bounce jolly pip wink zing pop".split(" "));

/** Indonesian images tied to no trade, for a run that asks for non-English names of a brief the glossary cannot translate. */
export const INDONESIAN_NEUTRAL_NOUNS: ReadonlyArray<readonly [string, string, string]> = [
  ["cahaya", "light", "light"],
  ["bintang", "star", "a star"],
  ["langit", "sky", "the open sky"],
  ["arah", "direction", "a clear direction"],
];
