import { broaderTerms, nounSenses } from "@/server/lexicon/wordnet";
import { TRADE_METAPHORS } from "@/server/symbols/trade-metaphors";
import type { CategoryId } from "@/shared/categories";
import { GLOSSARY_ID, GLOSSARY_MAX_WORDS, type GlossaryEntry } from "./glossary-id";
import {
  BUSINESS_HEADS,
  GENERIC_HEADS,
  NEGATION_CUES,
  PLACE_PREPOSITIONS,
  REPLACING_CUES,
  SOFTWARE_MEANS,
} from "./lexicon";
import { rankConcepts } from "./rank-concepts";
import type { Reading } from "./reading";

/**
 * The Indonesian reading: words looked up in the glossary (longest phrase first), so concepts
 * come out in English. Indonesian puts the head first ("toko roti" is a bread shop), so the
 * business is the first kind of premises followed by the things right after it.
 */

/** The premises a business of each category has when the description names none. */
const CATEGORY_HEAD: Readonly<Record<CategoryId, string>> = {
  "food-beverage": "producer",
  services: "service",
  "digital-product": "app",
  "retail-ecommerce": "shop",
  agency: "studio",
  others: "business",
};

/** WordNet's lexicographer files of acts, cognition and communication: fields of work ("graphic design"). */
const FIELD_FILES = new Set([4, 9, 10]);

/**
 * A field of work ("graphic design", "photography") or a trade WordNet does not know ("web
 * design"); not a thing or a possession ("agen properti" deals in property, drawn as a house).
 */
function fieldOfWork(concept: string): boolean {
  const file = nounSenses(concept)[0]?.lexFile;
  return file === undefined || FIELD_FILES.has(file);
}

/** Words after which a digital product lists what it has, to the end of the sentence ("ada RSVP"). */
const FEATURE_CUES = new Set(["ada", "dilengkapi", "fitur"]);

type Found = {
  entry: GlossaryEntry;
  index: number;
  end: number;
  negated: boolean;
  client?: boolean;
  /**
   * Said after "pakai", "lewat", "via": what it is used through ("pakai HP"), not what it is; or
   * after "di", "dekat": where it is ("di halaman masjid").
   */
  means?: boolean;
  /** What a food is filled or flavoured with ("isi keju"): after the food itself. */
  filling?: boolean;
  /**
   * What a food tastes of ("rasa cokelat") or goods are patterned or dyed with ("motif kuda"):
   * unlike a filling ("isi udang"), no part of the goods to offer on its own.
   */
  flavour?: boolean;
  /** An extra the buyer may add ("bisa tambah kuda & porter"): no offering of its own, ranked with the setting. */
  extra?: boolean;
  /** A digital product's feature ("ada RSVP dan peta lokasi"): what it has, not what it is. */
  feature?: boolean;
  /** Says who the people named right before it are ("karyawan pabrik"): ranked with clients. */
  ofPeople?: boolean;
};

/** "ke rumah atau hotel": words joining one place to the next in a list. */
const LIST_JOINERS = new Set(["atau", "dan", "maupun", "serta"]);

/** "cocok buat sambal", "pas untuk bekal": what follows says what the goods suit. */
const SUITED = new Set(["cocok", "pas", "enak"]);

/** "pakai HP android", "lewat WA": the thing that follows is the means, ranked with the setting. */
const MEANS = new Set(["pakai", "pake", "memakai", "menggunakan", "lewat", "melalui", "via"]);

/** "kucing kami", "anjing saya": what is the founder's own. */
const OWNERS = new Set(["kami", "saya", "ku", "kesayangan"]);

/** WordNet's lexicographer file of animals. */
const ANIMAL_FILE = 5;

/** "bungkus daun", "dibungkus plastik": what the goods are wrapped in, ranked with the setting. */
const WRAPPED_IN = new Set(["bungkus", "dibungkus", "berbungkus", "dibalut"]);

/**
 * "Melayani pedagang pasar dan katering": once the business has named something, whom it serves
 * follows, people or premises, to the end of the sentence.
 */
const SERVES = new Set(["melayani", "melayan", "menyuplai", "memasok"]);

/**
 * "di halaman masjid", "dekat kampus", "di pinggir jalan": where the business is. The first thing
 * the glossary knows within a few words after (before a comma) is its setting, not what it offers.
 */
const AT_PLACE = new Set(["di", "dekat", "sekitar", "depan", "samping", "sebelah", "belakang", "seberang"]);
const AT_PLACE_REACH = 3;

/**
 * "untuk", "bagi", informal "buat", and "khusus" ("specially for"): what follows, once the business
 * has named something, is whom it serves when it is premises or a business ("khusus klinik"), and
 * what it does otherwise ("khusus sepatu", "buat kue"). "ke" ("to") before premises is where the
 * goods go, the buyers ("langsung ke restoran dan hotel").
 */
const FOR_CLIENTS = new Set(["untuk", "bagi", "buat", "khusus", "ke"]);

/**
 * "merek kopi, skincare, dan fashion": the goods after "merek" (brands) are the clients' trades,
 * up to the end of the sentence.
 */
const BRANDS_OF = new Set(["merek", "brand"]);

/** "pilih jam", "buka jam 7": "jam" is an hour after these or next to a number, not a watch. */
const HOUR_AFTER = new Set(["pilih", "atur", "tentukan", "sesuai", "buka", "tutup", "antar"]);

/** Counting words before "jam" ("satu jam", "dua jam", "beberapa jam"): a number of hours. */
const HOUR_COUNTS = new Set(
  "satu dua tiga empat lima enam tujuh delapan sembilan sepuluh sebelas setengah beberapa".split(" "),
);

/** "bakpia isi kacang hijau", "rasa cokelat": what a food is filled or flavoured with comes after it. */
const FILLING_CUES = new Set(["isi", "rasa", "topping", "varian"]);

/**
 * "Bisa tambah tenda & genset", "tambahan kuda": what follows, to the end of the sentence, is an
 * extra to the goods or the service ("tukar tambah" is a trade-in, no extra).
 */
const EXTRA_CUES = new Set(["tambah", "tambahan"]);

/** Words before "pick up" that make it the truck: hiring, driving, selling or a fleet. */
const VEHICLE_CUES = new Set([
  "sewa",
  "rental",
  "pakai",
  "naik",
  "mobil",
  "jual",
  "armada",
  "carter",
  "charter",
]);

/** Of those, the cues of a taste rather than something inside or on top. */
const FLAVOUR_CUES = new Set(["rasa", "varian"]);

/**
 * "motif kuda dan udang", "pewarna alami dari akar": what goods of any kind are patterned or dyed
 * with comes after these, to the end of the sentence, and is no more the goods than a filling is.
 */
const PATTERN_CUES = new Set(["motif", "bermotif", "corak", "bercorak", "pewarna"]);

/**
 * "Dulu saya guru seni", "mantan chef hotel": what the founder did before is their background,
 * ranked with the setting up to the end of the sentence.
 */
const FORMERLY = new Set(["dulu", "dulunya", "dahulu", "mantan", "eks", "sebelumnya"]);

/** "sambil minum kopi", "seraya menunggu": what is done meanwhile. */
const WHILE_CUES = new Set(["sambil", "seraya", "sembari"]);

/** "cerita dikit", "sedikit cerita": the founder announcing their story, not a story sold. */
const STORY_NOUNS = new Set(["cerita", "kisah"]);
const A_LITTLE = new Set(["dikit", "sedikit", "singkat", "singkatnya"]);

/** Words of an opening sentence that tell the founder's story before the business. */
const STORY_CUES = new Set([
  ...FORMERLY,
  ...STORY_NOUNS,
  "awalnya",
  "perkenalkan",
  "resign",
  "pensiun",
  "thn",
]);

/** Verbs with which a founder says they opened or set up the business ("saya membuka toko"). */
const OPENING_VERBS = new Set(["membuka", "buka", "mendirikan", "merintis", "memulai", "membangun"]);

/** "Pokoknya jualan mie ayam", "Intinya warung ikan bakar": what sums the description up. */
const SUMMARY_CUES = new Set(["intinya", "pokoknya", "singkatnya"]);

/** Words opening a closing sentence that says what is sold or done ("Jualan sandal jepit"). */
const TRADE_OPENERS = new Set(["jualan", "jual", "jasa"]);

/**
 * "Halo kak, cerita dikit ya: dulu aku kerja kantoran... Pokoknya jualan mie ayam": a description
 * that opens with the founder's story names the business in the last sentence that sums it up or
 * opens with the trade or a kind of premises. The index of the word it starts at, else 0.
 */
function businessStart(lower: readonly string[], sentenceStart: readonly boolean[]): number {
  const starts = [0, ...sentenceStart.flatMap((s, k) => (s ? [k] : []))];
  const firstEnd = starts[1] ?? lower.length;
  const cueAt = lower.slice(0, firstEnd).findIndex((w) => STORY_CUES.has(w));
  if (cueAt < 0) return 0;
  // "Saya membuka toko buku ini ... setelah pensiun sebagai guru": a founder who says what they
  // opened before the story names the business in the opening sentence.
  if (lower.slice(0, cueAt).some((w) => OPENING_VERBS.has(w))) return 0;
  for (let n = starts.length - 1; n >= 1; n--) {
    const from = starts[n] as number;
    const to = starts[n + 1] ?? lower.length;
    const cue = lower.slice(from, to).findIndex((w) => SUMMARY_CUES.has(w));
    if (cue >= 0) return from + cue + 1;
    if (TRADE_OPENERS.has(lower[from] ?? "") || entryAt(lower, from)?.kind === "place") return from;
    // "Donat kentang lembut, empuk sampai besok": a closing sentence opening with the goods.
    if (n === starts.length - 1 && entryAt(lower, from)?.kind === "thing") return from;
  }
  return 0;
}

/**
 * Words of an address a place name follows ("daerah Pondok Kopi", "Jl. Kembang Turi", "Lokasi
 * Puncak, Lembang, Batu").
 */
const ADDRESS_WORDS = new Set(["daerah", "kawasan", "jl", "jln", "jalan", "komplek", "perumahan", "lokasi"]);

/** Abbreviations written with a dot that ends no sentence ("Jl. Sudirman", "Gg. Mawar", "Kec."). */
const ABBREVIATIONS = new Set(["jl", "jln", "gg", "kec", "kab", "kel", "ds", "dr", "drg", "pt", "cv"]);

/** "perumahan Anda": the reader's own housing estate, no place name. */
const PRONOUNS = new Set(["anda", "kamu", "kalian", "kami", "kita"]);

/** Words of every sentence, never a brand name in a list ("dan hp", "pakai hp"). */
const INDONESIAN_FUNCTION = new Set([
  "dan",
  "atau",
  "sama",
  "pakai",
  "pake",
  "lewat",
  "via",
  "di",
  "ke",
  "dari",
  "buat",
  "untuk",
  "yang",
  "juga",
  "aja",
  "bisa",
  "semua",
]);

/** Courses and classes: an app or platform of this kind is drawn by what it teaches. */
const MEDIUM_HEADS = new Set(["course", "class", "game"]);

/** What the glossary reads selling and renting words as ("jual", "sewa"). */
const SELLING = new Set(["sell", "rental"]);

/** Words that join the items of a list. */
const LIST_JOINS = new Set(["dan", "atau", "serta", "&"]);

/**
 * "motor matic dan bebek": a list whose first item is a phrase the glossary knows leaves its head
 * out of the next ("bebek" is a motor bebek, an underbone motorbike, not a duck). The entry for
 * the head with the word at `i`, when the glossary has one and the word follows the phrase after
 * "dan", "atau" or "serta".
 */
function elidedHead(
  previous: Found | undefined,
  lower: readonly string[],
  i: number,
): GlossaryEntry | undefined {
  if (!previous || previous.end - previous.index < 2 || previous.end !== i - 1) return undefined;
  if (!LIST_JOINS.has(lower[i - 1] ?? "")) return undefined;
  return GLOSSARY_ID.get(`${lower[previous.index]} ${lower[i]}`);
}

/**
 * "kebun sayur", "sikat gigi", "bunga matahari": Indonesian names a thing's kind after it, so two
 * things the glossary knows one by one, written together, are the English compound the other way
 * round ("vegetable garden", "toothbrush", "sunflower") when WordNet lists it as a noun that is a
 * kind of the first thing, and not only another name of the second ("ikan tuna" is a tuna; "jaket
 * kulit" is a leather jacket, no leatherjacket fish). The entry for the pair at word `i`, else
 * nothing.
 */
function reversedCompound(lower: readonly string[], i: number): GlossaryEntry | undefined {
  const first = GLOSSARY_ID.get(lower[i] ?? "");
  const second = GLOSSARY_ID.get(lower[i + 1] ?? "");
  if (first?.kind !== "thing" || second?.kind !== "thing") return undefined;
  if (/\s/.test(first.en) || /\s/.test(second.en) || first.en === second.en) return undefined;
  const en = [`${second.en}${first.en}`, `${second.en} ${first.en}`].find((c) => {
    const [usual] = nounSenses(c);
    return (
      !!usual &&
      !usual.words.includes(second.en) &&
      broaderTerms(c, 4).some((level) => level.includes(first.en))
    );
  });
  return en ? { en, kind: "thing" } : undefined;
}

/** WordNet's lexicographer file of parts of the body. */
const BODY_FILE = 8;

/** The glossary's entry for the longest phrase starting at word `i`. */
function entryAt(lower: readonly string[], i: number): GlossaryEntry | undefined {
  for (let n = Math.min(GLOSSARY_MAX_WORDS, lower.length - i); n >= 1; n--) {
    const entry = GLOSSARY_ID.get(lower.slice(i, i + n).join(" "));
    if (entry) return entry;
  }
  return undefined;
}

/** Kinds of premises: a hotel or a mosque is a building, a factory a structure. */
const PREMISES_KINDS = new Set(["building", "structure"]);

/** Whether a glossary entry names premises: a place word, or a building or structure in WordNet. */
function premises(entry: GlossaryEntry): boolean {
  return (
    entry.kind === "place" ||
    broaderTerms(entry.en, 3).some((level) => level.some((term) => PREMISES_KINDS.has(term)))
  );
}

export function readIndonesian(text: string, category: CategoryId): Reading {
  const matches = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu)];
  const words = matches.map((m) => m[0]);
  // "KOL mikro": a word written in capitals that the glossary lists in capitals is that acronym
  // (a key opinion leader), not the lower-case word it spells (kol, a cabbage).
  const lower = words.map((w) =>
    /^\p{Lu}{2,5}$/u.test(w) && GLOSSARY_ID.has(w) ? w : w.toLocaleLowerCase("id"),
  );
  /** What is written between word k-1 and word k; an abbreviation's own dot ("Jl.") is no stop. */
  const gapBefore = (k: number) => {
    const between = text.slice((matches[k - 1]?.index ?? 0) + (words[k - 1]?.length ?? 0), matches[k]?.index);
    return ABBREVIATIONS.has(lower[k - 1] ?? "") && /^\.\s+$/.test(between) ? " " : between;
  };
  // A word after a full stop, a colon or a semicolon starts a new sentence: clients end there.
  const sentenceStart = matches.map((_, k) => k > 0 && /[.!?;:]/.test(gapBefore(k)));
  /** A comma or a stop between word k-1 and word k. */
  const broken = matches.map((_, k) => k > 0 && /[,.!?;:]/.test(gapBefore(k)));
  // "Wisuda sebentar lagi? MUA khusus wisuda": questions opening the description name the
  // reader's occasion or problem; the business is what the sentences after them name.
  let questionsUntil = -1;
  for (let k = 1; k < words.length; k++) {
    if (!sentenceStart[k]) continue;
    const gap = text.slice((matches[k - 1]?.index ?? 0) + (words[k - 1]?.length ?? 0), matches[k]?.index);
    if (!gap.includes("?")) break;
    questionsUntil = k;
  }
  const businessFrom = businessStart(lower, sentenceStart);
  /** Where the words after "di", "dekat" stop saying where: the first glossary match after it. */
  let atPlaceUntil = -1;
  /** The word after a comma a list of where goes on past ("ke pabrik, hotel dan rumah sakit"). */
  let whereGoesOnAt = -1;
  /**
   * Whether the list goes on past the comma before word k: only a comma parts them, word k names
   * premises ("ke pabrik, hotel dan rumah sakit"; "di depan masjid, bubur ayam dan teh" goes on
   * with what is sold), and a "dan" or "atau" comes within a few words, before any other comma or
   * stop.
   */
  const whereListGoesOn = (k: number) => {
    if (k >= words.length || !/^\s*,\s*$/.test(gapBefore(k))) return false;
    const next = entryAt(lower, k);
    if (!next || !premises(next)) return false;
    for (let j = k + 1; j < Math.min(k + 4, words.length); j++) {
      if (broken[j]) return false;
      if (LIST_JOINERS.has(lower[j] as string)) return true;
    }
    return false;
  };
  const found: Found[] = [];
  let place: string | null = null;
  let negation = false;
  let client = false;
  /** The clients are brands of the goods that follow ("merek kopi, skincare"). */
  let brands = false;
  let filling = false;
  let flavour = false;
  let extra = false;
  let feature = false;
  let formerly = false;
  let suited = false;
  /** The word after an "es" that makes it an iced drink: a thing read there is its goods. */
  let icedAt = -1;
  for (let i = 0; i < words.length; ) {
    const word = words[i] as string;
    // "cocok buat rica-rica atau sambal": what the goods suit, to the end of the sentence, is
    // how they are used, ranked with the setting.
    if (SUITED.has(lower[i] as string) && FOR_CLIENTS.has(lower[i + 1] ?? "")) {
      suited = true;
      i += 2;
      continue;
    }
    if (FOR_CLIENTS.has(lower[i] as string)) {
      // "datang ke rumah", "diantar ke rumah": a thing the business goes to is where, not what.
      if (lower[i] === "ke") atPlaceUntil = i + AT_PLACE_REACH;
      // "untuk restoran", "untuk usaha makanan": premises or businesses follow, so clients;
      // "untuk jual beli rumah" says what it does.
      const next = entryAt(lower, i + 1);
      const clients =
        next?.kind === "place" ||
        (next?.kind === "generic" && BUSINESS_HEADS.has(next.en.split(" ").at(-1) ?? ""));
      client = clients && found.some((f) => f.entry.kind === "thing" || f.entry.kind === "place");
      i++;
      continue;
    }
    // "brand kecantikan dengan ratusan influencer": what the brands are brought together with is
    // the agency's own work again.
    if (PLACE_PREPOSITIONS.has(lower[i] as string) || sentenceStart[i] || (brands && lower[i] === "dengan")) {
      client = false;
      brands = false;
    }
    if (SERVES.has(lower[i] as string) && found.length > 0) {
      client = true;
      i++;
      continue;
    }
    // "es tebu", "es jeruk": iced and drunk (or eaten) cold, the thing after "es" is the goods,
    // not ice; phrases the glossary lists whole ("es krim", "es teh") are read as written.
    if (
      lower[i] === "es" &&
      GLOSSARY_ID.get(lower[i] as string)?.en === "ice" &&
      entryAt(lower, i) === GLOSSARY_ID.get("es") &&
      entryAt(lower, i + 1)?.kind === "thing" &&
      !broken[i + 1]
    ) {
      icedAt = i + 1;
      i++;
      continue;
    }
    // An agency works for brands: "brand kecantikan" are its clients even before it names its own
    // work ("Kami menghubungkan brand kecantikan dengan influencer").
    if (
      BRANDS_OF.has(lower[i] as string) &&
      (found.length > 0 || category === "agency") &&
      entryAt(lower, i + 1)?.kind === "thing"
    ) {
      client = true;
      brands = true;
      i++;
      continue;
    }
    // "jam 7", "jam 11": an hour of the day, not a watch.
    // "dalam 4 jam", "24 jam", "selesai satu jam": a number of hours.
    if (
      lower[i] === "jam" &&
      (/^\d/.test(lower[i + 1] ?? "") ||
        /^\d/.test(lower[i - 1] ?? "") ||
        HOUR_AFTER.has(lower[i - 1] ?? "") ||
        (HOUR_COUNTS.has(lower[i - 1] ?? "") && entryAt(lower, i) === GLOSSARY_ID.get("jam")))
    ) {
      i += 2;
      continue;
    }
    if (broken[i] && i !== whereGoesOnAt) atPlaceUntil = -1;
    // "buat warung dan toko kecil, cukup scan barcode": a comma ends the clients unless more
    // premises follow ("untuk restoran, hotel dan kafe").
    if (broken[i] && client && !brands && entryAt(lower, i)?.kind !== "place") client = false;
    if (sentenceStart[i]) {
      // "aneka rasa: coklat, keju": the list a colon opens right after the cue is what it is
      // flavoured with.
      const cueBefore = (lower[i - 1] ?? "").replace(/nya$/, "");
      filling &&= FILLING_CUES.has(cueBefore) && gapBefore(i).includes(":");
      flavour &&= filling;
      extra = false;
      feature = false;
      formerly = false;
      suited = false;
    }
    if (FORMERLY.has(lower[i] as string)) formerly = true;
    // "mahasiswa sering membaca sambil minum kopi di teras": what is done meanwhile, once the
    // business has named something, is how its customers pass the time, to the end of the sentence.
    if (WHILE_CUES.has(lower[i] as string) && found.some((f) => !f.means && !f.client)) formerly = true;
    if (
      STORY_NOUNS.has(lower[i] as string) &&
      (A_LITTLE.has(lower[i + 1] ?? "") || A_LITTLE.has(lower[i - 1] ?? ""))
    ) {
      i++;
      continue;
    }
    // "printer epson canon hp": after two brand names the glossary does not know, "hp" is the
    // maker in the same list, not a handphone.
    const unknown = (k: number) =>
      k >= 0 && !broken[k + 1] && !entryAt(lower, k) && !INDONESIAN_FUNCTION.has(lower[k] ?? "");
    if (lower[i] === "hp" && !broken[i] && unknown(i - 1) && unknown(i - 2)) {
      i++;
      continue;
    }
    // "gratis pick up dan antar", "ada pick up": collecting from the client is part of the
    // service; the pick-up truck is one hired, driven or listed with another truck ("sewa pick up
    // dan engkel", "truk atau pick up").
    const truckNear = (k: number) => /truck/.test(entryAt(lower, k)?.en ?? "");
    if (
      lower[i] === "pick" &&
      lower[i + 1] === "up" &&
      !VEHICLE_CUES.has(lower[i - 1] ?? "") &&
      !(LIST_JOINS.has(lower[i - 1] ?? "") && truckNear(i - 2)) &&
      !(LIST_JOINS.has(lower[i + 2] ?? "") && truckNear(i + 3))
    ) {
      i += 2;
      continue;
    }
    // "hotel bintang 5", "rating bintang 4": stars are a rating, not a thing to draw.
    if (lower[i] === "bintang" && /^\d/.test(lower[i + 1] ?? "")) {
      i += 2;
      continue;
    }
    // "Toppingnya macem2": casual writing adds "-nya" ("its") to the cue.
    const cue = (lower[i] as string).replace(/nya$/, "");
    // "tahu isi, pisang goreng": a cue the list goes on from at once ("tahu isi" is stuffed tofu)
    // introduces nothing; a colon opens what it introduces ("rasa: coklat, keju").
    const opens = !broken[i + 1] || gapBefore(i + 1).includes(":");
    // "es cincau dari daun cincau asli": what a food is made from, a thing right after "dari" (a
    // place there says where it comes from), is no more the goods than a flavour is.
    const madeFrom = cue === "dari" && entryAt(lower, i + 1)?.kind === "thing" && !broken[i + 1];
    if (category === "food-beverage" && (FILLING_CUES.has(cue) || madeFrom) && found.length > 0 && opens) {
      filling = true;
      flavour ||= FLAVOUR_CUES.has(cue) || madeFrom;
    }
    if (EXTRA_CUES.has(lower[i] as string) && lower[i - 1] !== "tukar" && found.length > 0) extra = true;
    if (PATTERN_CUES.has(lower[i] as string) && found.length > 0) {
      filling = true;
      flavour = true;
    }
    if (category === "digital-product" && FEATURE_CUES.has(lower[i] as string) && found.length > 0)
      feature = true;
    if (AT_PLACE.has(lower[i] as string)) atPlaceUntil = i + AT_PLACE_REACH;
    // "pengganti buku kas": what an app replaces is avoided like what the founder says it is not.
    if (NEGATION_CUES.has(lower[i] as string) || REPLACING_CUES.has(lower[i] as string)) {
      negation = true;
      i++;
      continue;
    }
    // "di Padang", "dari Bukittinggi", "daerah Pondok Kopi": a capitalised name after a place
    // word or a word of an address is the place (no coffee in Pondok Kopi).
    if (
      (PLACE_PREPOSITIONS.has(lower[i - 1] ?? "") ||
        (ADDRESS_WORDS.has(lower[i - 1] ?? "") && !PRONOUNS.has(lower[i] as string))) &&
      /^\p{Lu}/u.test(word)
    ) {
      let end = i;
      // A place's name ends with its sentence ("di Malang. Melayani ...").
      while (end < words.length && /^\p{Lu}/u.test(words[end] as string) && !(end > i && sentenceStart[end]))
        end++;
      place ??= words.slice(i, end).join(" ");
      i = end;
      continue;
    }
    let matched = 0;
    const elided = elidedHead(found[found.length - 1], lower, i);
    const compound = broken[i + 1] ? undefined : reversedCompound(lower, i);
    for (let n = Math.min(GLOSSARY_MAX_WORDS, words.length - i); n >= 1; n--) {
      const entry =
        (n === 1 ? elided : undefined) ??
        GLOSSARY_ID.get(lower.slice(i, i + n).join(" ")) ??
        (n === 2 ? compound : undefined);
      if (entry) {
        // "pakai kamera HP": the means runs on over the things written right after it.
        const last = found[found.length - 1];
        const means =
          formerly ||
          i < businessFrom ||
          i < questionsUntil ||
          suited ||
          MEANS.has(lower[i - 1] ?? "") ||
          WRAPPED_IN.has(lower[i - 1] ?? "") ||
          // "Kucing kami, Si Belang, tidur di antara rak": the founder's pet, once the business has
          // named something, keeps them company; it is no offering.
          (OWNERS.has(lower[i + n] ?? "") &&
            nounSenses(entry.en)[0]?.lexFile === ANIMAL_FILE &&
            found.some((f) => !f.means && !f.client)) ||
          i <= atPlaceUntil ||
          (!!last?.means && last.end === i && !broken[i]) ||
          // "pakai sepeda tua dan baju jadul": the means listed on, past a word that describes it.
          (!!last?.means &&
            last.end >= i - 2 &&
            LIST_JOINS.has(lower[i - 1] ?? "") &&
            !broken.slice(last.end, i + 1).some(Boolean));
        // "warung bakso ... bakso urat, bakso telur": a food written right after a food the
        // description names again says which kind of it is sold (head first, as "bakso telur" is
        // a meatball with an egg inside), no second goods of its own.
        const kindOfFood =
          category === "food-beverage" &&
          entry.kind === "thing" &&
          last?.entry.kind === "thing" &&
          last.end === i &&
          !broken[i] &&
          found.some((f) => f !== last && f.entry.en === last.entry.en);
        // "klub tenis meja karyawan pabrik sepatu": once the business has named its premises and
        // what it is about, what comes right after people says who they are (their workplace), as
        // does what runs on from it ("remaja masjid", "pecinta kucing" open with the people).
        const named = found.some(
          (f, k) => f.entry.kind === "place" && !f.client && found[k + 1]?.entry.kind === "thing",
        );
        // "nasi kotak untuk rombongan bus pariwisata": people the business is for, named right
        // after "untuk", are said who they are by what follows them as well, once the business has
        // named a thing of its own; before that, what follows them is what it is about ("kelas untuk
        // pemula fotografi" teaches photography).
        const forPeople =
          !!last &&
          last.entry.kind === "people" &&
          FOR_CLIENTS.has(lower[last.index - 1] ?? "") &&
          found.some((f) => f.entry.kind === "thing" && !f.client && !f.means && !f.ofPeople);
        const ofPeople =
          (named || forPeople || !!last?.ofPeople) &&
          !!last &&
          last.end === i &&
          !broken[i] &&
          (last.entry.kind === "people" || !!last.ofPeople) &&
          entry.kind !== "people";
        // "ke rumah atau hotel", "di kafe dan kantor": a place listed after the first is where too,
        // as are those parted by commas before the last "dan" ("ke pabrik, hotel dan rumah sakit").
        const commaList = i <= atPlaceUntil && whereListGoesOn(i + n);
        whereGoesOnAt = commaList ? i + n : -1;
        atPlaceUntil =
          i <= atPlaceUntil && LIST_JOINERS.has(lower[i + n] ?? "") && !broken[i + n] && !broken[i + n + 1]
            ? i + n + 1
            : commaList
              ? i + n
              : -1;
        const item: Found = {
          entry,
          index: i,
          end: i + n,
          negated: negation,
          ...(client || ofPeople ? { client: true } : {}),
          ...(ofPeople ? { ofPeople } : {}),
          ...(means ? { means } : {}),
          ...(filling || kindOfFood ? { filling: true } : {}),
          ...(flavour ? { flavour } : {}),
          ...(extra ? { extra } : {}),
          ...(feature ? { feature } : {}),
        };
        found.push(item);
        // The drink is read as its goods are: after a founder's story, a menu before the business
        // is no more the business than its oranges are.
        if (i === icedAt) {
          found.push({ ...item, entry: { en: "drink", kind: "thing" } });
        }
        // "tiket bus": the second word, the compound's modifier, is drawn after it ("bus ticket",
        // then a bus); the first word is the compound's kind and needs no picture of its own.
        const modifier = GLOSSARY_ID.get(lower[i + 1] ?? "");
        if (n === 2 && entry === compound && modifier) found.push({ ...item, entry: modifier });
        matched = n;
        break;
      }
    }
    if (matched === 0) {
      // A negation reaches the next word the glossary knows, across one unknown word at most.
      if (negation && found.length > 0 && found[found.length - 1]?.negated === false) negation = false;
      i++;
    } else {
      i += matched;
      negation = false;
    }
  }

  // "Sulam alis", "pijat punggung": a service whose description opens with the work and the part
  // of the body it is done on draws the part first (the brows, not embroidery thread).
  const [work, part] = found;
  if (
    category === "services" &&
    work &&
    part &&
    work.index === businessFrom &&
    part.index === work.end &&
    !broken[part.index] &&
    work.entry.kind === "thing" &&
    part.entry.kind === "thing" &&
    nounSenses(part.entry.en)[0]?.lexFile === BODY_FILE &&
    nounSenses(work.entry.en)[0]?.lexFile !== BODY_FILE
  )
    found.splice(0, 2, part, work);

  // Premises named as clients ("khusus klinik kecantikan") are not the business's own.
  // After a story, the premises open the sentence that sums up ("Intinya warung ikan bakar",
  // "Jasa tukang kebun"), or the business is the thing it sells ("Jualan sosis bakar").
  // "sewa villa", "jual gerobak bakso": premises right after selling or renting are the goods.
  const traded = (k: number) => {
    const before = found[k - 1];
    return !!before && before.end === found[k]?.index && SELLING.has(before.entry.en);
  };
  const headAt = found.findIndex(
    (f, k) =>
      f.entry.kind === "place" &&
      !traded(k) &&
      !f.negated &&
      !f.client &&
      // "panggilan ke pabrik, hotel dan rumah sakit": premises the business goes to are where.
      !f.means &&
      (businessFrom === 0 || (f.index >= businessFrom && f.index <= businessFrom + 1)),
  );
  // "toko game", "rental PS dan game": a game or course after other premises is goods, as is
  // one heading no digital product when nothing else is named ("kursus menjahit" is a course
  // in tailoring).
  const named = found.some((f) => f.entry.kind === "thing" && !f.negated);
  const sold = (f: Found, k: number) =>
    f.entry.kind === "place" &&
    MEDIUM_HEADS.has(f.entry.en) &&
    (k !== headAt || (category !== "digital-product" && !named));
  const things = found.filter(
    (f, k) =>
      (f.entry.kind === "thing" || sold(f, k) || (f.entry.kind === "place" && traded(k))) && !f.negated,
  );
  let business: string | null = null;
  let businessThings: Found[] = [];
  /** Premises the description opens with that are a trade with a metaphor ("katering sehat"),
   * drawn when nothing follows it to say what it serves ("rumah makan rendang" draws rendang). */
  let drawnHead: string | null = null;
  /** A course or class sold as a digital product: drawn after what it teaches. */
  let mediumHead: string | null = null;
  /** The head is a firm or premises of any trade ("agensi", "jasa"): the things after it name the trade. */
  let genericHead = false;
  if (headAt >= 0) {
    const head = found[headAt] as Found;
    genericHead = GENERIC_HEADS.has(head.entry.en);
    const medium = category === "digital-product" && MEDIUM_HEADS.has(head.entry.en);
    if (medium) mediumHead = head.entry.en;
    if (headAt === 0 && TRADE_METAPHORS.has(head.entry.en) && !medium) drawnHead = head.entry.en;
    // The things written right after the head describe it: "rumah makan rendang".
    // Words that only say how it is sold or kept ("aplikasi pencatat keuangan") are passed over.
    let at = headAt + 1;
    let end = head.end;
    while (found[at] && found[at]?.index === end && found[at]?.entry.kind === "generic") {
      end = (found[at] as Found).end;
      at++;
    }
    const next = found[at];
    // "kursus online jadi barista": a course's subject may follow past one word. "aplikasi untuk
    // cari guru les": what an app is for follows "untuk" and its verb.
    const forWhat = category === "digital-product" && /^(untuk|buat)$/i.test(words[end] ?? "") ? 2 : 0;
    if (next && things.includes(next) && next.index <= end + Math.max(medium ? 1 : 0, forWhat)) {
      businessThings.push(next);
      // "guru les privat": a thing written right after it says which kind.
      const kind = found[at + 1];
      if (forWhat && kind && things.includes(kind) && kind.index === next.end) businessThings.push(kind);
    }
    // "aplikasi cari kos-kosan", "aplikasi booking salon": premises right after the head (past
    // one verb) are what it is about, drawn through their metaphor.
    else if (
      next &&
      next.entry.kind === "place" &&
      !next.negated &&
      !next.client &&
      next.index <= end + 1 &&
      TRADE_METAPHORS.has(next.entry.en)
    )
      drawnHead = next.entry.en;
    const phrase = [...businessThings.map((f) => f.entry.en), head.entry.en].join(" ");
    business = `${/^[aeiou]/.test(phrase) ? "an" : "a"} ${phrase}`;
  } else if (things[0]) {
    businessThings = [
      things.find((f) => !f.client && !f.means) ?? things.find((f) => !f.client) ?? things[0],
    ];
    // "aplikasi kasir" has its head; a thing alone gets the category's ("a kite shop"), never
    // twice ("an app app").
    const head = CATEGORY_HEAD[category];
    const en = (businessThings[0] as Found).entry.en;
    const phrase = en === head || en.endsWith(` ${head}`) ? en : `${en} ${head}`;
    business = `${/^[aeiou]/.test(phrase) ? "an" : "a"} ${phrase}`;
  }

  // "Jasa pembuatan website dan toko online": a service that opens with the making of something
  // (a pe-...-an noun the glossary does not know) makes the thing written right after it.
  const [service, made] = found;
  if (
    businessThings.length === 0 &&
    service?.index === 0 &&
    service.entry.kind === "generic" &&
    /^pe\p{L}{3,}an$/u.test(lower[1] ?? "") &&
    !GLOSSARY_ID.has(lower[1] ?? "") &&
    made?.index === 2 &&
    made.entry.kind === "thing" &&
    things.includes(made)
  )
    businessThings = [made];
  const unique = (list: string[]) => [...new Set(list)];
  const concepts = rankConcepts([
    // As in English, what a software product handles may be a message ("undangan": invitation).
    ...businessThings.map((f) => ({
      concept: f.entry.en,
      business: true,
      knownThing: true,
      software: category === "digital-product",
      namesTrade: genericHead && fieldOfWork(f.entry.en),
    })),
    ...(drawnHead && businessThings.length === 0
      ? [{ concept: drawnHead, business: true, head: true, knownThing: true }]
      : []),
    ...things.map((f) => ({
      concept: f.entry.en,
      business: false,
      knownThing: true,
      client: f.client,
      // "Lihat foto kamar": as in English, the means an app works through ("foto", "video") is
      // ranked with the setting, after what it handles, when a thing is named before it or right
      // after it; first of its things ("Aplikasi edit foto dan video") it is what the app handles.
      setting:
        f.means ||
        f.filling ||
        f.extra ||
        (category === "digital-product" &&
          SOFTWARE_MEANS.has(f.entry.en) &&
          found.some((g) => g !== f && g.entry.kind === "thing" && (g.index < f.index || g.index === f.end))),
    })),
    ...(mediumHead ? [{ concept: mediumHead, business: false, setting: true }] : []),
  ]);
  return {
    business,
    offerings: unique(
      things
        .filter(
          (f) => !businessThings.includes(f) && !f.client && !f.means && !f.feature && !f.flavour && !f.extra,
        )
        .map((f) => f.entry.en),
    ),
    audience: unique(found.filter((f) => f.entry.kind === "people" && !f.negated).map((f) => f.entry.en)),
    place,
    concepts,
    avoid: unique(found.filter((f) => f.negated && f.entry.kind === "thing").map((f) => f.entry.en)),
    cues: [...found.map((f) => f.entry.en), ...lower],
  };
}
