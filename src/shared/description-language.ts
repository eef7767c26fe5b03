/**
 * A cheap guess at the language and script of a business description, so the offline name
 * generator (which reads English) can say honestly when it cannot read a description, and build
 * names from the description's own words instead. Not a general language detector: it only needs
 * to tell English from the languages our users most often write in.
 */

export type DescriptionLanguage =
  | { kind: "english" }
  | { kind: "other-language"; language: string }
  | { kind: "other-script"; script: string; label: string };

const SCRIPT_LABELS: Readonly<Record<string, string>> = {
  Cyrillic: "Cyrillic script",
  Greek: "Greek script",
  Arabic: "Arabic script",
  Hebrew: "Hebrew script",
  Devanagari: "Devanagari script",
  Thai: "Thai script",
  Hangul: "Korean Hangul",
  Japanese: "Japanese",
  Chinese: "Chinese characters",
};

/** Common function words: frequent in any description, and distinctive per language. */
const FUNCTION_WORDS: Readonly<Record<string, string>> = {
  English:
    "the and of for with our we a an to in is are that this your you who which from at on by it its be will offer sell serve make",
  Indonesian:
    "dan yang di untuk dengan kami kita ini itu ke dari adalah atau juga akan pada dalam sebuah sangat bisa menjual usaha jual toko khas sampai buka malam hari tahan setiap bagi para tersedia menyediakan melayani harga murah enak asli pesan antar jasa terima cocok siap",
  Spanish: "el la los las y de del para con nuestro nuestra que en un una es por somos vendemos tienda",
  French: "le la les et de des du pour avec notre nos que dans un une est au aux nous vendons une",
  German: "der die das und für mit unser unsere ist ein eine wir im den dem zu auf von verkaufen",
  Portuguese: "o os as e do da dos das para com nosso nossa que em um uma é por somos loja",
  Italian: "il lo gli le e di del della per con nostro nostra che un una è siamo negozio",
  Dutch: "de het en van voor met onze ons een is wij zijn in op winkel",
};

const LISTS = Object.entries(FUNCTION_WORDS).map(([language, words]) => ({
  language,
  words: new Set(words.split(" ")),
}));

const SCRIPTS: ReadonlyArray<[string, RegExp]> = [
  ["Latin", /\p{Script=Latin}/u],
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Greek", /\p{Script=Greek}/u],
  ["Arabic", /\p{Script=Arabic}/u],
  ["Hebrew", /\p{Script=Hebrew}/u],
  ["Devanagari", /\p{Script=Devanagari}/u],
  ["Thai", /\p{Script=Thai}/u],
  ["Hangul", /\p{Script=Hangul}/u],
  ["Japanese", /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ["Chinese", /\p{Script=Han}/u],
];

/** The script most of the description's letters are written in ("Latin" when it has none). */
export function dominantScript(text: string): string {
  const counts = new Map<string, number>();
  for (const ch of text) {
    if (!/\p{L}/u.test(ch)) continue;
    const script = SCRIPTS.find(([, re]) => re.test(ch))?.[0] ?? "other";
    counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  // Kana mixed with Han is Japanese, not Chinese.
  if ((counts.get("Japanese") ?? 0) > 0 && (counts.get("Chinese") ?? 0) > 0) {
    counts.set("Japanese", (counts.get("Japanese") ?? 0) + (counts.get("Chinese") ?? 0));
    counts.delete("Chinese");
  }
  let best = "Latin";
  let bestCount = 0;
  for (const [script, count] of counts) {
    if (count > bestCount) {
      best = script;
      bestCount = count;
    }
  }
  return best;
}

export function detectDescriptionLanguage(text: string): DescriptionLanguage {
  const script = dominantScript(text);
  if (script !== "Latin") {
    return { kind: "other-script", script, label: SCRIPT_LABELS[script] ?? "a script other than Latin" };
  }
  const tokens = text
    .toLocaleLowerCase("en")
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const scores = LISTS.map(({ language, words }) => ({
    language,
    hits: tokens.filter((t) => words.has(t)).length,
  }));
  const english = scores.find((s) => s.language === "English")?.hits ?? 0;
  const other = scores.filter((s) => s.language !== "English").sort((a, b) => b.hits - a.hits)[0];
  // A description with no recognisable function words (a list of product names, a typo) is
  // read as English: there is nothing better to say about it.
  if (!other || other.hits < 2 || other.hits <= english) return { kind: "english" };
  return { kind: "other-language", language: other.language };
}

/** The note the names step shows when offline names meet a description they cannot read well. */
export function offlineLanguageNote(language: DescriptionLanguage): string | null {
  if (language.kind === "english") return null;
  const what =
    language.kind === "other-language" ? `in ${language.language}` : `written in ${language.label}`;
  return `Your description is ${what}. The offline name generator reads English best, so these names are built from your own words where it can and from your category otherwise. AI mode handles all languages better.`;
}
