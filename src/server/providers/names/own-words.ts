import type { DescriptionLanguage } from "@/shared/description-language";

/**
 * Words of a description the offline generator cannot read (another language or script), made
 * usable as name words: content words in the order they appear, with a Latin spelling where a
 * simple letter-by-letter transliteration exists (Cyrillic, Greek, Japanese kana, Korean Hangul).
 * Chinese characters, Arabic, Hebrew, Thai and Devanagari have no such mapping without a
 * dictionary, so they give no words and the names come from the category alone.
 */

export type OwnWord = {
  /** As written in the description ("кофе", "kopi"). */
  original: string;
  /** The Latin spelling used in a name ("kofe", "kopi"). */
  latin: string;
  /** Index in the description's sequence of words, to keep adjacent words together. */
  position: number;
};

/** Function words of the languages the detector knows, plus a few for the transliterated scripts. */
const STOP = new Set(
  (
    "dan yang di untuk dengan kami kita ini itu ke dari adalah atau juga akan pada dalam sebuah sangat bisa " +
    "menjual jual usaha toko kecil besar baru kota para semua setiap lebih banyak tempat buat membuat " +
    "el la los las y de del para con nuestro nuestra que en un una es por somos vendemos tienda muy " +
    "le les et des du pour avec notre nos dans une est au aux nous vendons tres " +
    "der die das und für mit unser unsere ist ein eine wir im den dem zu auf von verkaufen sehr " +
    "o os as e do da dos das com nosso nossa em um uma é somos loja " +
    "il lo gli di della nostro nostra che è siamo negozio " +
    "het en van voor met onze ons een wij zijn op winkel " +
    "i v na s dlya my nash nasha eto chto po iz k u ot za kak " +
    "kai to i o gia me sto tis tou ta " +
    "the and of for with our we a an to in is are that this your you"
  ).split(" "),
);

const CYRILLIC: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "yo",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
  і: "i",
  ї: "yi",
  є: "ye",
  ґ: "g",
};

const GREEK: Record<string, string> = {
  α: "a",
  β: "v",
  γ: "g",
  δ: "d",
  ε: "e",
  ζ: "z",
  η: "i",
  θ: "th",
  ι: "i",
  κ: "k",
  λ: "l",
  μ: "m",
  ν: "n",
  ξ: "x",
  ο: "o",
  π: "p",
  ρ: "r",
  σ: "s",
  ς: "s",
  τ: "t",
  υ: "y",
  φ: "f",
  χ: "ch",
  ψ: "ps",
  ω: "o",
  ά: "a",
  έ: "e",
  ή: "i",
  ί: "i",
  ό: "o",
  ύ: "y",
  ώ: "o",
  ϊ: "i",
  ϋ: "y",
};

/** Katakana (hiragana is mapped onto it first); long vowels repeat, small tsu doubles. */
const KANA: Record<string, string> = {
  ア: "a",
  イ: "i",
  ウ: "u",
  エ: "e",
  オ: "o",
  カ: "ka",
  キ: "ki",
  ク: "ku",
  ケ: "ke",
  コ: "ko",
  サ: "sa",
  シ: "shi",
  ス: "su",
  セ: "se",
  ソ: "so",
  タ: "ta",
  チ: "chi",
  ツ: "tsu",
  テ: "te",
  ト: "to",
  ナ: "na",
  ニ: "ni",
  ヌ: "nu",
  ネ: "ne",
  ノ: "no",
  ハ: "ha",
  ヒ: "hi",
  フ: "fu",
  ヘ: "he",
  ホ: "ho",
  マ: "ma",
  ミ: "mi",
  ム: "mu",
  メ: "me",
  モ: "mo",
  ヤ: "ya",
  ユ: "yu",
  ヨ: "yo",
  ラ: "ra",
  リ: "ri",
  ル: "ru",
  レ: "re",
  ロ: "ro",
  ワ: "wa",
  ヲ: "o",
  ン: "n",
  ガ: "ga",
  ギ: "gi",
  グ: "gu",
  ゲ: "ge",
  ゴ: "go",
  ザ: "za",
  ジ: "ji",
  ズ: "zu",
  ゼ: "ze",
  ゾ: "zo",
  ダ: "da",
  ヂ: "ji",
  ヅ: "zu",
  デ: "de",
  ド: "do",
  バ: "ba",
  ビ: "bi",
  ブ: "bu",
  ベ: "be",
  ボ: "bo",
  パ: "pa",
  ピ: "pi",
  プ: "pu",
  ペ: "pe",
  ポ: "po",
  ヴ: "vu",
  ァ: "a",
  ィ: "i",
  ゥ: "u",
  ェ: "e",
  ォ: "o",
  ャ: "ya",
  ュ: "yu",
  ョ: "yo",
};

function transliterateKana(word: string): string {
  let out = "";
  const chars = [...word].map((c) => {
    const code = c.codePointAt(0) ?? 0;
    // Hiragana sits 0x60 below katakana.
    return code >= 0x3041 && code <= 0x3096 ? String.fromCodePoint(code + 0x60) : c;
  });
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    if (c === "ー") {
      out += out.slice(-1);
      continue;
    }
    if (c === "ッ") {
      const next = KANA[chars[i + 1] ?? ""] ?? "";
      out += next.charAt(0);
      continue;
    }
    const small = ["ャ", "ュ", "ョ"].includes(chars[i + 1] ?? "");
    const base = KANA[c] ?? "";
    if (small && base.endsWith("i")) {
      const tail = KANA[chars[i + 1] as string] as string;
      out +=
        base.startsWith("sh") || base.startsWith("ch") || base.startsWith("j")
          ? base.slice(0, -1) + tail.slice(1)
          : base.slice(0, -1) + tail;
      i++;
      continue;
    }
    out += base;
  }
  return out;
}

/** Revised Romanization of Korean, syllable by syllable (simplified: no sound changes across syllables). */
const INITIALS = [
  "g",
  "kk",
  "n",
  "d",
  "tt",
  "r",
  "m",
  "b",
  "pp",
  "s",
  "ss",
  "",
  "j",
  "jj",
  "ch",
  "k",
  "t",
  "p",
  "h",
];
const MEDIALS = [
  "a",
  "ae",
  "ya",
  "yae",
  "eo",
  "e",
  "yeo",
  "ye",
  "o",
  "wa",
  "wae",
  "oe",
  "yo",
  "u",
  "wo",
  "we",
  "wi",
  "yu",
  "eu",
  "ui",
  "i",
];
const FINALS = [
  "",
  "k",
  "k",
  "k",
  "n",
  "n",
  "n",
  "t",
  "l",
  "k",
  "m",
  "l",
  "l",
  "l",
  "p",
  "l",
  "m",
  "p",
  "p",
  "t",
  "t",
  "ng",
  "t",
  "t",
  "k",
  "t",
  "p",
  "t",
];

function transliterateHangul(word: string): string {
  let out = "";
  for (const c of word) {
    const code = (c.codePointAt(0) ?? 0) - 0xac00;
    if (code < 0 || code > 11171) continue;
    out +=
      (INITIALS[Math.floor(code / 588)] ?? "") +
      (MEDIALS[Math.floor((code % 588) / 28)] ?? "") +
      (FINALS[code % 28] ?? "");
  }
  return out;
}

const KOREAN_PARTICLES = /(?:에서|으로|은|는|이|가|을|를|에|의|와|과|도|로)$/u;

function transliterate(word: string, script: string): string {
  const lower = word.toLocaleLowerCase();
  if (script === "Cyrillic") return [...lower].map((c) => CYRILLIC[c] ?? "").join("");
  if (script === "Greek") return [...lower].map((c) => GREEK[c] ?? "").join("");
  if (script === "Japanese") return transliterateKana(word);
  if (script === "Hangul") return transliterateHangul(word.replace(KOREAN_PARTICLES, ""));
  return "";
}

const TRANSLITERATED = new Set(["Cyrillic", "Greek", "Japanese", "Hangul"]);

/** Content words of a non-English description, in order; empty when none can be spelled in Latin. */
export function ownWords(description: string, language: DescriptionLanguage): OwnWord[] {
  if (language.kind === "english") return [];
  const script = language.kind === "other-script" ? language.script : "Latin";
  if (script !== "Latin" && !TRANSLITERATED.has(script)) return [];
  // Japanese has no spaces: katakana runs are mostly nouns borrowed or named (コーヒー, パン).
  const tokens =
    script === "Japanese"
      ? (description.match(/[\p{Script=Katakana}ー]{2,}/gu) ?? [])
      : description.split(/[^\p{L}'’-]+/u).filter(Boolean);
  const out: OwnWord[] = [];
  const seen = new Set<string>();
  tokens.forEach((token, position) => {
    const original = token.replace(/^['’-]+|['’-]+$/g, "");
    const latin =
      script === "Latin"
        ? original
            .normalize("NFKD")
            .replace(/\p{M}/gu, "")
            .toLocaleLowerCase("en")
            .replace(/[^a-z]/g, "")
        : transliterate(original, script).replace(/[^a-z]/g, "");
    if (latin.length < 3 || latin.length > 10) return;
    if (STOP.has(latin) || STOP.has(original.toLocaleLowerCase())) return;
    if (seen.has(latin)) return;
    seen.add(latin);
    out.push({ original: script === "Latin" ? original.toLocaleLowerCase() : original, latin, position });
  });
  return out;
}
