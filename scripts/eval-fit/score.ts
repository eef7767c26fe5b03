import { nameKey } from "@/server/domain/brand-sessions";
import type { FitBusiness } from "./fit-set";

/**
 * Scoring of the fit evaluation. Everything here is plain word matching on the labels written by
 * hand in eval/fit-set.json; it never consults the generator's own tables or lexical data, so the
 * score cannot agree with the generator by construction.
 */

/** What one logo option depicts, read from its stored design. */
export type LogoReading = {
  id: string;
  /** The design's symbol kind ("motif", "icon", "abstract", "monogram", "traced", "none", ...). */
  kind: string;
  /** What the pictogram depicts in plain words; null when the option has no pictogram. */
  concept: string | null;
  /** Where the pictogram comes from (an icon set, a procedural motif), when the design says. */
  source: string | null;
  licence: string | null;
  /** The motif family the editor offers (today's designs), for the report. */
  family: string | null;
  layout: string;
};

export type NameReading = { name: string; meaning: string };

export type BusinessRun = {
  id: string;
  names: NameReading[];
  chosenName: string | null;
  logos: LogoReading[];
  /** The stored designs (for the contact sheet). */
  designs: unknown[];
  error?: string;
};

/**
 * Plain words for today's motif ids whose id alone is not the word a person would use for what is
 * drawn (procedural motifs, composition/marks/motifs.ts). Designs that carry `symbol.concept` are
 * read as they are.
 */
const MOTIF_WORDS: Record<string, string> = {
  bean: "coffee bean",
  cone: "ice cream cone",
  streaks: "speed streaks",
  chevrons: "chevrons",
  nodes: "network nodes",
  ascend: "rising arrow",
  bag: "shopping bag",
  tag: "price tag",
  community: "people",
  soundwave: "sound wave",
  aperture: "camera aperture",
  bolt: "lightning bolt",
  pin: "map pin",
  chart: "bar chart",
  sunrise: "sunrise sun",
  bulb: "light bulb",
  brackets: "code brackets",
  chat: "speech bubble",
  cross: "medical cross",
  paw: "paw print",
  loaf: "bread loaf",
  mug: "mug",
};

const IRREGULAR: Record<string, string> = {
  leaves: "leaf",
  knives: "knife",
  people: "person",
  children: "child",
  teeth: "tooth",
  feet: "foot",
  mice: "mouse",
  geese: "goose",
};

/** A light stem: lower case, plural endings off. Enough for concept words ("boxes", "glasses"). */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ss|sh|ch|x|z)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) return w.slice(0, -1);
  return w;
}

export function stems(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+/g) ?? []).map(stem);
}

/** A label concept matches a depicted concept when every word of the label is among its words. */
export function conceptMatches(label: string, depicted: string): boolean {
  const have = new Set(stems(depicted));
  const need = stems(label);
  return need.length > 0 && need.every((w) => have.has(w));
}

export function depictedConcept(symbol: Record<string, unknown> | null | undefined): string | null {
  if (!symbol) return null;
  if (typeof symbol.concept === "string" && symbol.concept.trim()) return symbol.concept.trim();
  if (symbol.kind === "motif" && typeof symbol.id === "string") return MOTIF_WORDS[symbol.id] ?? symbol.id;
  return null;
}

/** Reads what a stored design depicts: `symbol.concept` when present, else the motif id. */
export function readDesign(
  id: string,
  design: Record<string, unknown>,
  choices?: { family?: string | null },
): LogoReading {
  const symbol = (design.symbol ?? null) as Record<string, unknown> | null;
  const layout = typeof design.layout === "string" ? design.layout : "unknown";
  // The wordmark layout draws the name alone, whatever symbol the design keeps for later edits.
  const concept = layout === "wordmark" ? null : depictedConcept(symbol);
  return {
    id,
    kind: typeof symbol?.kind === "string" ? symbol.kind : "none",
    concept,
    source: typeof symbol?.source === "string" ? symbol.source : null,
    licence: typeof symbol?.licence === "string" ? symbol.licence : null,
    family: choices?.family ?? null,
    layout,
  };
}

export type SymbolVerdict = {
  fits: boolean;
  accepted: string[];
  refused: string[];
  pictograms: number;
  options: number;
};

/**
 * A logo run fits when at least one option depicts an accepted concept and no option depicts a
 * refused one. When labels of both lists match, the one with more words names the picture more
 * closely: an accepted "fountain pen" is not refused by "fountain" (a water fountain).
 */
export function scoreSymbols(business: FitBusiness, logos: LogoReading[]): SymbolVerdict {
  const accepted: string[] = [];
  const refused: string[] = [];
  const size = (label: string) => stems(label).length;
  for (const logo of logos) {
    const concept = logo.concept;
    if (!concept) continue;
    const refusedBy = business.symbol.refuse.filter((r) => conceptMatches(r, concept));
    const acceptedBy = business.symbol.accept.filter((a) => conceptMatches(a, concept));
    const closer = acceptedBy.some((a) => refusedBy.every((r) => size(a) > size(r)));
    if (refusedBy.length > 0 && !closer) refused.push(concept);
    else if (acceptedBy.length > 0) accepted.push(concept);
  }
  return {
    fits: logos.length > 0 && accepted.length > 0 && refused.length === 0,
    accepted,
    refused,
    pictograms: logos.filter((l) => l.concept).length,
    options: logos.length,
  };
}

/**
 * Common words of Indonesian brand names and phrases (written for this evaluation). Words that
 * are also ordinary English or acronyms (air, api, dan, sari) are left out.
 */
export const INDONESIAN_WORDS = new Set(
  `kita kami teman rumah dapur warung toko kedai rasa cahaya bunga mekar jaya indah baru laut nusa
  nusantara makmur sejahtera abadi maju karya sentosa bersama harapan hati cinta langit bumi bintang
  bulan matahari senja pagi malam hujan angin tanah hutan gunung pantai pulau kota desa kampung
  sahabat keluarga ibu bapak nenek anak pelangi damai tenang segar manis pedas gurih lezat sehat
  bahagia ceria semangat lestari asri cerah terang murni alam hijau biru merah putih emas perak
  kopi teh roti kue nasi sambal yang untuk dari milik punya jalan lentera pelita kenangan sayang
  kasih rindu tunas benih akar daun padi sawah kebun taman ombak samudra sungai danau sinar cerita
  kisah suara lagu irama tari seni budaya wangi harum mimpi pusaka mulia agung ratu putri satu dua
  tiga kecil besar rumahku kampungku negeri tenun kain nikmat ilmu cerdas pesta lari belajar kilat
  cipta harta bungkus kasir ganti pintar cepat kuat hebat bagus ramah jujur setia gembira senang
  bijak sukses berkah rejeki rezeki usaha kerja jasa layanan pusat griya wisma graha sentra mitra
  kawan saudara bengkel pasar sayur buah ikan ayam daging gula garam susu madu minyak beras jamu
  bumbu oleh sentuh karsa cipta warna
  es telur singkong akrab cuci refleksi raya masak memasak konten perjalanan pernikahan kertas masjid
  pijat sepatu tas baju batik kulit bersih rapi tukang pangkas cukur kursus sekolah guru murid
  buku pena tulis cetak gambar lukis kayu besi batu pasir semen kaca pintu jendela atap lantai kamar
  kasur bantal selimut obat dokter gigi mata rambut cantik kirim antar jemput ojek mobil motor sepeda
  kapal perahu peta wisata liburan petualangan nikah pengantin undangan hadiah camilan keripik
  kerupuk bakso soto sate gulai rendang pecel tempe tahu mie bakmi pempek martabak cendol dawet
  lontong ketupat bebek sapi kambing udang cumi kepiting belanja dagang jual beli murah hemat untung
  tabungan uang dompet bayar hitung catat laporan pengingat jadwal waktu hari minggu tahun muda
  remaja bayi balita kampus kantor gudang kemah ladang tani petani nelayan jahit rajut sulam anyam
  ukir gerabah perhiasan cincin kalung gelang pakaian busana kaos celana kerudung sarung songket
  ulos mukena doa ibadah ngaji pengajian zakat sedekah amanah tepat pasti teguh tangguh kokoh sigap
  tuntas lancar aman nyaman resik kinclong saluran sertifikat pulau layangan plastik
  terapi fisioterapi iklan periklanan desain arsitek kontraktor dekorasi hiasan fotografi menjahit
  penjahit agensi talenta ujian pengiriman kurir kemasan kardus makanan minuman masakan resep sup
  keju cokelat coklat kacang kunyit jahe cabai bawang tiram jamur leci mangga pisang kelapa jeruk
  rebung ubi jagung bibit pupuk tanaman anggrek melati kucing anjing burung hewan sampah bangunan
  pagar kanopi keramik lampu oli haji umroh umrah perawatan kecantikan rias anting kebaya gamis
  jilbab silat olahraga bugar kesehatan apotek bidan lansia membaca menulis berhitung perkalian
  lokasi hutang utang catatan arisan koperasi lebaran kerajinan ukiran lukisan musik sertifikasi
  universitas pendidikan bimbingan kreatif riang teduh hangat sederhana asli warisan lembut sejuk
  renyah mewah elok ayu permai rukun mutiara permata intan bambu rotan jati rempah goreng
  bakar panggang seblak cilok cireng siomay lumpia bakpia gudeg rawon wedang kampanye pinjaman
  asuransi pajak akuntan konsultan balai sanggar pondok saung lapak gerai sewa servis rawat asuh
  nanas lele alpukat durian`
    // Left out: words that English respellings in a name make (photo -> foto, ticket -> tiket,
    // credit -> kredit, catering -> katering, truck -> truk, stock -> stok, cafe -> kafe), and words
    // that are also English (ban, bus, cat, salon, video).
    .split(/\s+/)
    .filter(Boolean),
);

/** Words of a name or meaning, also split at camel-case joins ("SunBrew" reads "sun", "brew"). */
function words(text: string): string[] {
  return (
    text
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[a-z]+/g) ?? []
  );
}

/** Indonesian "-ku" (my) on a known word: "Nasiku", "Telurku". */
const withMy = (word: string) =>
  word.length >= 5 && word.endsWith("ku") && INDONESIAN_WORDS.has(word.slice(0, -2));

export function hasIndonesianPhrase(name: NameReading): boolean {
  if (words(name.name).some((w) => INDONESIAN_WORDS.has(w) || withMy(w))) return true;
  return /\b(indonesian|bahasa)\b/i.test(name.meaning);
}

/**
 * A refused stem is found when a word of the name or meaning starts with it; inside a one-word
 * name ("Sunbrew") also anywhere when the stem has four letters or more.
 */
export function refusedStemsIn(business: FitBusiness, name: NameReading): string[] {
  const nameWords = words(name.name);
  const meaningWords = words(name.meaning);
  const compact = name.name.toLowerCase().replace(/[^a-z]/g, "");
  return business.names.refuse.filter((raw) => {
    const s = raw.toLowerCase().replace(/[^a-z]/g, "");
    if ([...nameWords, ...meaningWords].some((w) => w.startsWith(s))) return true;
    return s.length >= 4 && compact.includes(s);
  });
}

/**
 * Weak names: names a founder would pass over because they only label the trade or read broken,
 * whatever the labels say. General rules written for this evaluation (never the generator's
 * tables), on the description the founder wrote:
 * - *fragment*: a word of one letter, or of two that is no word ("Roommate Bills W");
 * - *label*: once filler words are set aside ("Next", "Classic", "True", "The", "Co."), every word
 *   is one the founder wrote or a word naming a kind of business or trade ("Agency", "App",
 *   "Producer", "Therapist"), and the name has such a trade word or a filler: "Massage Therapist",
 *   "Map Travel Agency", "Garut Producer", "Next App", "Classic Bar", "Next Headscarf";
 * - *pairing*: "A & B" where both are words the founder wrote (a list of the description's nouns:
 *   "Chicken & Jerky", "Sleep & Phone") or either is a filler or trade word ("Insurer & True").
 * A place with an offering ("Padang Kombucha") is no label: it names something of this founder.
 */
export const FILLER_WORDS = new Set(
  `the a an and of co company inc ltd next new classic true best top prime pure one real good great
  smart simple plain first go my your our just hey pro plus ultra super modern premium quality`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that name a kind of business or trade (English and Indonesian), written for this evaluation. */
export const TRADE_WORDS = new Set(
  `agency agencies app apps application platform software tool tools service services shop store
  stores studio studios salon clinic company business firm group centre center bar cafe restaurant
  eatery kitchen bakery brewery roastery diner bistro canteen stall kiosk cart truck market mart
  boutique outlet supplier suppliers producer producers maker makers manufacturer trader dealer
  distributor seller vendor provider consultancy consulting consultant consultants advisor advisors
  therapist therapists therapy practice practitioner specialist specialists expert experts school
  academy class classes course courses tutor tutoring training lab labs workshop repair repairs
  rental rentals hire delivery tour tours travel office bureau club gym spa parlour parlor
  photographer photography planner planners organiser organizer contractor contractors builder
  builders installer cleaner cleaners cleaning designer designers developer developers writer
  writers insurer broker brokers lawyer lawyers accountant accountants tailor barber florist
  warung toko kedai jasa layanan usaha bengkel`
    .split(/\s+/)
    .filter(Boolean),
);

/** Two-letter words that are words (English, and Indonesian "es" of "Es Teh"). */
const TWO_LETTER_WORDS = new Set(
  "co of to in on by my go up at as is it we us an or no so do be me oh ok es".split(" "),
);

export type WeakName = { name: string; why: "fragment" | "label" | "pairing" };

/** Why a name is weak for a business with this description, or null. */
export function weakName(description: string, name: string): WeakName["why"] | null {
  const raw = name.trim();
  const tokens = raw.split(/\s+/).filter((t) => t !== "&" && t !== "+");
  const nameWords = tokens.map((t) => t.toLowerCase().replace(/[^a-z\u00c0-\u024f]/g, "")).filter(Boolean);
  if (nameWords.some((w) => w.length === 1 || (w.length === 2 && !TWO_LETTER_WORDS.has(w))))
    return "fragment";
  const written = new Set(words(description).map(stem));
  const isWritten = (w: string) => written.has(stem(w));
  const isTrade = (w: string) => TRADE_WORDS.has(w) || TRADE_WORDS.has(stem(w));
  const isFiller = (w: string) => FILLER_WORDS.has(w);
  const sides = raw.split(/\s+(?:&|\+|and)\s+/i);
  if (sides.length === 2) {
    const [a, b] = sides.map((s) => words(s));
    if (a!.length === 1 && b!.length === 1) {
      const [x, y] = [a![0]!, b![0]!];
      if ((isWritten(x) && isWritten(y)) || [x, y].some((w) => isFiller(w) || isTrade(w))) return "pairing";
      return null;
    }
  }
  const plain = words(raw);
  if (plain.length < 2 && !plain.some(isFiller)) return null;
  if (!plain.some((w) => isTrade(w) || (isFiller(w) && w !== "the" && w !== "co"))) return null;
  return plain.every((w) => isFiller(w) || isTrade(w) || isWritten(w)) ? "label" : null;
}

export function weakNames(description: string, names: NameReading[]): WeakName[] {
  return names.flatMap((n) => {
    const why = weakName(description, n.name);
    return why ? [{ name: n.name, why }] : [];
  });
}

export type NamesVerdict = {
  clean: boolean;
  refused: Array<{ name: string; stems: string[] }>;
  indonesianUnasked: string[];
  hasIndonesian: boolean;
};

/**
 * A name set is clean when no name or meaning carries a refused stem and, when the business did
 * not ask for Indonesian (English description, not in Indonesia), no name is an Indonesian phrase.
 */
export function scoreNames(business: FitBusiness, names: NameReading[]): NamesVerdict {
  const refused = names
    .map((n) => ({ name: n.name, stems: refusedStemsIn(business, n) }))
    .filter((r) => r.stems.length > 0);
  const indonesian = names.filter(hasIndonesianPhrase).map((n) => n.name);
  const indonesianUnasked = business.names.expectIndonesian ? [] : indonesian;
  return {
    clean: names.length > 0 && refused.length === 0 && indonesianUnasked.length === 0,
    refused,
    indonesianUnasked,
    hasIndonesian: indonesian.length > 0,
  };
}

export type BusinessScore = {
  id: string;
  category: string;
  lang: string;
  description: string;
  chosenName: string | null;
  names: NameReading[];
  logos: LogoReading[];
  symbols: SymbolVerdict;
  namesVerdict: NamesVerdict;
  recurring: string[];
  weak: WeakName[];
  error?: string;
};

export type Summary = {
  businesses: number;
  errors: number;
  symbolFit: number;
  noPictogramOptions: number;
  runsWithoutPictogram: number;
  namesClean: number;
  recurringNames: number;
  recurringSlots: number;
  /** Name slots holding a weak name (fragment, trade label, pairing of the founder's words). */
  weakNames: number;
  /** Businesses with at least one weak name. */
  weakNameSets: number;
  indonesianWhenAsked: number | null;
  byCategory: Record<string, { n: number; symbolFit: number; namesClean: number }>;
  recurring: Array<{ name: string; businesses: string[] }>;
};

export const TARGETS = { symbolFit: 95, namesClean: 98, recurringNames: 1 } as const;

const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

/**
 * Which businesses got each name, and the names two or more of them got (recurring names), as the
 * product tells names apart (`nameKey`).
 */
export function nameOwners(runs: Array<{ id: string; names: Array<{ name: string }> }>): {
  owners: Map<string, Set<string>>;
  recurringKeys: Set<string>;
} {
  const owners = new Map<string, Set<string>>();
  for (const run of runs) {
    for (const n of run.names) {
      const key = nameKey(n.name);
      if (!owners.has(key)) owners.set(key, new Set());
      owners.get(key)!.add(run.id);
    }
  }
  const recurringKeys = new Set([...owners].filter(([, ids]) => ids.size >= 2).map(([k]) => k));
  return { owners, recurringKeys };
}

/** Scores each business and the whole run. Names recur when two or more businesses got them. */
export function scoreRuns(
  set: FitBusiness[],
  runs: BusinessRun[],
): { scores: BusinessScore[]; summary: Summary } {
  const byId = new Map(set.map((b) => [b.id, b]));
  const { owners, recurringKeys } = nameOwners(runs);
  const scores: BusinessScore[] = runs.map((run) => {
    const business = byId.get(run.id)!;
    return {
      id: run.id,
      category: business.category,
      lang: business.lang,
      description: business.description,
      chosenName: run.chosenName,
      names: run.names,
      logos: run.logos,
      symbols: scoreSymbols(business, run.logos),
      namesVerdict: scoreNames(business, run.names),
      recurring: run.names.filter((n) => recurringKeys.has(nameKey(n.name))).map((n) => n.name),
      weak: weakNames(business.description, run.names),
      ...(run.error ? { error: run.error } : {}),
    };
  });
  const options = scores.flatMap((s) => s.logos);
  const slots = scores.flatMap((s) => s.names);
  const asked = scores.filter((s) => byId.get(s.id)!.names.expectIndonesian && s.names.length > 0);
  const byCategory: Summary["byCategory"] = {};
  for (const s of scores) {
    byCategory[s.category] ??= { n: 0, symbolFit: 0, namesClean: 0 };
    const c = byCategory[s.category]!;
    c.n++;
    if (s.symbols.fits) c.symbolFit++;
    if (s.namesVerdict.clean) c.namesClean++;
  }
  for (const c of Object.values(byCategory)) {
    c.symbolFit = pct(c.symbolFit, c.n);
    c.namesClean = pct(c.namesClean, c.n);
  }
  return {
    scores,
    summary: {
      businesses: scores.length,
      errors: scores.filter((s) => s.error).length,
      symbolFit: pct(scores.filter((s) => s.symbols.fits).length, scores.length),
      noPictogramOptions: pct(options.filter((o) => !o.concept).length, options.length),
      runsWithoutPictogram: pct(scores.filter((s) => s.symbols.pictograms === 0).length, scores.length),
      namesClean: pct(scores.filter((s) => s.namesVerdict.clean).length, scores.length),
      recurringNames: pct(recurringKeys.size, owners.size),
      recurringSlots: pct(slots.filter((n) => recurringKeys.has(nameKey(n.name))).length, slots.length),
      weakNames: pct(
        scores.reduce((n, s) => n + s.weak.length, 0),
        slots.length,
      ),
      weakNameSets: pct(scores.filter((s) => s.weak.length > 0).length, scores.length),
      indonesianWhenAsked: asked.length
        ? pct(asked.filter((s) => s.namesVerdict.hasIndonesian).length, asked.length)
        : null,
      byCategory,
      recurring: [...owners]
        .filter(([k]) => recurringKeys.has(k))
        .map(([name, ids]) => ({ name, businesses: [...ids] }))
        .sort((a, b) => b.businesses.length - a.businesses.length),
    },
  };
}

/** The worst cases first: wrong symbols, then no fitting symbol, then unclean names, then recurring. */
export function worstCases(scores: BusinessScore[], limit = 25): BusinessScore[] {
  const weight = (s: BusinessScore) =>
    (s.error ? 100 : 0) +
    s.symbols.refused.length * 10 +
    (s.symbols.fits ? 0 : 5) +
    (s.symbols.pictograms === 0 ? 2 : 0) +
    s.namesVerdict.refused.length * 4 +
    s.namesVerdict.indonesianUnasked.length * 2 +
    s.recurring.length +
    s.weak.length;
  return [...scores]
    .filter((s) => weight(s) > 0)
    .sort((a, b) => weight(b) - weight(a))
    .slice(0, limit);
}

export function formatSummary(summary: Summary, scores: BusinessScore[], worst = 25): string {
  const mark = (ok: boolean) => (ok ? "ok " : "BELOW");
  const lines = [
    `Fit evaluation: ${summary.businesses} businesses${summary.errors ? ` (${summary.errors} failed runs)` : ""}`,
    "",
    `  symbol fit          ${summary.symbolFit.toFixed(1).padStart(5)} %   target >= ${TARGETS.symbolFit} %   ${mark(summary.symbolFit >= TARGETS.symbolFit)}`,
    `  names clean         ${summary.namesClean.toFixed(1).padStart(5)} %   target >= ${TARGETS.namesClean} %   ${mark(summary.namesClean >= TARGETS.namesClean)}`,
    `  recurring names     ${summary.recurringNames.toFixed(1).padStart(5)} %   target <= ${TARGETS.recurringNames} %    ${mark(summary.recurringNames <= TARGETS.recurringNames)}`,
    `  options w/o picto   ${summary.noPictogramOptions.toFixed(1).padStart(5)} %   (runs with none: ${summary.runsWithoutPictogram.toFixed(1)} %)`,
    `  name slots recurring ${summary.recurringSlots.toFixed(1).padStart(4)} %`,
    `  weak names          ${summary.weakNames.toFixed(1).padStart(5)} %   (sets with one: ${summary.weakNameSets.toFixed(1)} %)`,
    `  Indonesian name when asked ${summary.indonesianWhenAsked === null ? "n/a" : `${summary.indonesianWhenAsked.toFixed(1)} %`}`,
    "",
    "  by category          n   symbols   names",
    ...Object.entries(summary.byCategory).map(
      ([c, v]) =>
        `  ${c.padEnd(18)} ${String(v.n).padStart(3)}   ${v.symbolFit.toFixed(1).padStart(5)} %  ${v.namesClean.toFixed(1).padStart(5)} %`,
    ),
  ];
  if (summary.recurring.length) {
    lines.push("", "Recurring names:");
    for (const r of summary.recurring.slice(0, 15))
      lines.push(`  ${r.name} (${r.businesses.length}): ${r.businesses.join(", ")}`);
  }
  const bad = worstCases(scores, worst);
  if (bad.length) {
    lines.push("", `Worst cases (${bad.length}):`);
    for (const s of bad) {
      const symbols = s.logos
        .map((l) => l.concept ?? `(${l.kind}${l.layout === "wordmark" ? ", wordmark" : ""})`)
        .join(" | ");
      const why = [
        s.error ? `error: ${s.error}` : "",
        s.symbols.refused.length ? `wrong symbol: ${s.symbols.refused.join(", ")}` : "",
        !s.symbols.fits && !s.symbols.refused.length ? "no fitting symbol" : "",
        ...s.namesVerdict.refused.map((r) => `"${r.name}" has ${r.stems.join("/")}`),
        s.namesVerdict.indonesianUnasked.length
          ? `Indonesian unasked: ${s.namesVerdict.indonesianUnasked.join(", ")}`
          : "",
        s.recurring.length ? `recurring: ${s.recurring.join(", ")}` : "",
        s.weak.length ? `weak: ${s.weak.map((w) => `"${w.name}" (${w.why})`).join(", ")}` : "",
      ].filter(Boolean);
      lines.push(`  ${s.id} [${s.category}, ${s.lang}]  symbols: ${symbols}`);
      lines.push(`    names: ${s.names.map((n) => n.name).join(", ")}`);
      lines.push(`    ${why.join("; ")}`);
    }
  }
  return lines.join("\n");
}
