import {
  type Anchor,
  capHeight,
  type FaceId,
  faceCovering,
  measure,
  outlineLine,
} from "@/server/composition/fonts";
import { num } from "@/server/composition/svg";
import type { Box } from "@/server/kit/logo-art";
import type { Brief } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locale";

/**
 * The words on the scenes (issue 32, decision 022): the brand's own name, what the business is
 * (the brief's noun phrase, else its category's words), where it is, and contact lines made from
 * the name (hello@name.com, a phone number of the fictional 555 range). Words a scene adds (a
 * letter's greeting, a website's menu) are in the reader's language. Everything is set as
 * outlines, never `<text>`, like the logo's name.
 */
export type SceneCopy = {
  name: string;
  /** What the business is, in a few words: "Coffee bar". */
  line: string;
  /** What it sells, up to three things: "pour-overs · pastries". */
  offer: string | null;
  place: string | null;
  email: string;
  web: string;
  phone: string;
  handle: string;
  /** The website's menu: four items, the second the trade's own (Menu, Shop, Services). */
  nav: string[];
  cta: string;
  greeting: string;
  letter: string;
  /** The letter's second paragraph: how to reach the business. */
  letterMore: string;
  regards: string;
  team: string;
  to: string;
  subject: string;
  subjectLine: string;
  hello: string;
  mail: string;
  likes: string;
  stats: [string, string, string];
  /** The profile's numbers, written as the reader writes numbers. */
  counts: [string, string, string];
  follow: string;
  message: string;
  send: string;
  price: string;
};

const CATEGORY_WORDS: Record<Locale, Record<CategoryId, string>> = {
  en: {
    "food-beverage": "Food & drink",
    services: "Professional services",
    "digital-product": "Apps & software",
    "retail-ecommerce": "Shop",
    agency: "Creative agency",
    others: "Small business",
  },
  id: {
    "food-beverage": "Makanan & minuman",
    services: "Jasa profesional",
    "digital-product": "Aplikasi & perangkat lunak",
    "retail-ecommerce": "Toko",
    agency: "Agensi kreatif",
    others: "Usaha kecil",
  },
};

const TRADE_NAV: Record<Locale, Record<CategoryId, string>> = {
  en: {
    "food-beverage": "Menu",
    services: "Services",
    "digital-product": "Features",
    "retail-ecommerce": "Shop",
    agency: "Work",
    others: "Services",
  },
  id: {
    "food-beverage": "Menu",
    services: "Layanan",
    "digital-product": "Fitur",
    "retail-ecommerce": "Belanja",
    agency: "Karya",
    others: "Layanan",
  },
};

const WORDS = {
  en: {
    nav: (trade: string) => ["Home", trade, "About", "Contact"],
    cta: "Get in touch",
    greeting: "Dear customer,",
    letter: (name: string) =>
      `Thank you for choosing ${name}. We are glad to be working with you, and we will be in touch soon with everything you need for the next steps.`,
    letterMore: (email: string, phone: string) =>
      `If you have any questions, write to ${email} or call ${phone}.`,
    regards: "Kind regards,",
    team: (name: string) => `The ${name} team`,
    to: "To",
    subject: "Subject",
    subjectLine: (name: string) => `Welcome to ${name}`,
    hello: "Hi there,",
    mail: "Thanks for your message. Here is what happens next, and how to reach us any time.",
    likes: "128 likes",
    stats: ["Posts", "Followers", "Following"] as [string, string, string],
    counts: ["48", "1,204", "210"] as [string, string, string],
    follow: "Follow",
    message: "Message",
    send: "Send",
    price: "$24",
  },
  id: {
    nav: (trade: string) => ["Beranda", trade, "Tentang", "Kontak"],
    cta: "Hubungi kami",
    greeting: "Pelanggan yang terhormat,",
    letter: (name: string) =>
      `Terima kasih telah memilih ${name}. Kami senang dapat bekerja sama dengan Anda dan akan segera menghubungi Anda dengan semua yang diperlukan untuk langkah berikutnya.`,
    letterMore: (email: string, phone: string) =>
      `Jika ada pertanyaan, kirim surel ke ${email} atau telepon ${phone}.`,
    regards: "Salam hangat,",
    team: (name: string) => `Tim ${name}`,
    to: "Kepada",
    subject: "Subjek",
    subjectLine: (name: string) => `Selamat datang di ${name}`,
    hello: "Halo,",
    mail: "Terima kasih atas pesan Anda. Berikut langkah selanjutnya, dan cara menghubungi kami kapan saja.",
    likes: "128 suka",
    stats: ["Postingan", "Pengikut", "Mengikuti"] as [string, string, string],
    counts: ["48", "1.204", "210"] as [string, string, string],
    follow: "Ikuti",
    message: "Kirim pesan",
    send: "Kirim",
    price: "Rp 189.000",
  },
} as const;

/**
 * The name as an address: letters and digits of the Latin alphabet, accents dropped; a long name
 * by its first words, as such a business would register it ("Warung Makan Sederhana Bu Ratna"
 * → warungmakan).
 */
function addressName(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^a-z0-9]/g, ""))
    .filter((word) => word.length > 0);
  let address = words.join("");
  for (let n = words.length - 1; address.length > 16 && n >= 1; n--) address = words.slice(0, n).join("");
  return address.length > 0 ? address.slice(0, 24) : "hello";
}

/** "a small coffee bar" → "Small coffee bar"; an Indonesian phrase keeps its words. */
function asLine(phrase: string): string {
  const bare = phrase.replace(/^(a|an|the)\s+/i, "").trim();
  return bare.charAt(0).toLocaleUpperCase() + bare.slice(1);
}

export function sceneCopy(input: {
  name: string;
  brief?: Pick<Brief, "business" | "offerings" | "place" | "language" | "source"> | null;
  category?: CategoryId | null;
  locale?: Locale;
}): SceneCopy {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const category = input.category ?? "others";
  const words = WORDS[locale];
  const brief = input.brief ?? null;
  const address = addressName(input.name);
  // The brief's words are shown when they are in the reader's language: the offline reader
  // writes English whatever the description's language, the live reader and the person write in it.
  const readable =
    brief !== null &&
    (locale === "en"
      ? brief.source === "offline" || brief.language === "en"
      : brief.source !== "offline" && brief.language === "id");
  const offerings = readable ? brief.offerings.slice(0, 3) : [];
  const email = `hello@${address}.com`;
  // No-break spaces: a number is never split across lines.
  const phone = (locale === "id" ? "+62 21 555 0134" : "+1 555 0134").replace(/ /g, "\u00A0");
  return {
    name: input.name,
    line: readable && brief.business ? asLine(brief.business) : CATEGORY_WORDS[locale][category],
    offer: offerings.length > 0 ? offerings.join(" · ") : null,
    place: brief?.place ?? null,
    email,
    web: `www.${address}.com`,
    phone,
    handle: `@${address}`,
    nav: [...words.nav(TRADE_NAV[locale][category])],
    cta: words.cta,
    greeting: words.greeting,
    letter: words.letter(input.name),
    letterMore: words.letterMore(email, phone),
    regards: words.regards,
    team: words.team(input.name),
    to: words.to,
    subject: words.subject,
    subjectLine: words.subjectLine(input.name),
    hello: words.hello,
    mail: words.mail,
    likes: words.likes,
    stats: [...words.stats],
    counts: [...words.counts],
    follow: words.follow,
    message: words.message,
    send: words.send,
    price: words.price,
  };
}

// ---------------------------------------------------------------------------------------------
// Setting copy as outlines.

export type CopyStyle = {
  face: FaceId;
  size: number;
  fill: string;
  opacity?: number;
  anchor?: Anchor;
  tracking?: number;
  /** The widest the line may be: it is set smaller (to 70 %), then cut with an ellipsis. */
  maxWidth?: number;
};

/** One line of copy as a path, and the box it covers (cap top to a descender below the baseline). */
export type SetLine = { svg: string; box: Box; text: string };

const DESCENT = 0.24;

/**
 * Outlines already made, by face, text, size and position: a worker draws the same words again
 * for every scene and edit of a brand (the colours change, the outlines do not), and outlining a
 * letter's worth of glyphs costs about as much as rendering it.
 */
const outlines = new Map<string, { d: string; width: number }>();

function outlined(
  face: FaceId,
  text: string,
  size: number,
  tracking: number,
  x: number,
  baseline: number,
  anchor: Anchor,
) {
  const key = `${face}|${size}|${tracking}|${x}|${baseline}|${anchor}|${text}`;
  let made = outlines.get(key);
  if (!made) {
    made = {
      d: outlineLine(face, text, size, tracking, x, baseline, anchor),
      width: measure(face, text, size, tracking),
    };
    if (outlines.size >= 4000) outlines.clear();
    outlines.set(key, made);
  }
  return made;
}

export function setLine(text: string, x: number, baseline: number, style: CopyStyle): SetLine {
  const face = faceCovering(style.face, text);
  const tracking = style.tracking ?? 0;
  let size = style.size;
  let shown = text;
  if (style.maxWidth) {
    const width = measure(face, text, size, tracking);
    if (width > style.maxWidth) size = Math.max(style.size * 0.7, (size * style.maxWidth) / width);
    while (shown.length > 1 && measure(face, shown, size, tracking) > style.maxWidth) {
      shown = `${shown.slice(0, -2).trimEnd()}…`;
    }
  }
  const anchor = style.anchor ?? "start";
  const { d, width } = outlined(face, shown, size, tracking, x, baseline, anchor);
  const left = anchor === "start" ? x : anchor === "middle" ? x - width / 2 : x - width;
  const top = baseline - capHeight(face) * size;
  const opacity =
    style.opacity !== undefined && style.opacity < 1 ? ` fill-opacity="${num(style.opacity)}"` : "";
  return {
    svg: d ? `<path d="${d}" fill="${style.fill}"${opacity}/>` : "",
    box: { x: left, y: top, width, height: baseline + size * DESCENT - top },
    text: shown,
  };
}

/** Words broken into lines no wider than `width` at the style's size. */
export function wrap(
  text: string,
  width: number,
  style: Pick<CopyStyle, "face" | "size" | "tracking">,
): string[] {
  const face = faceCovering(style.face, text);
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/ +/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(face, next, style.size, style.tracking ?? 0) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Text wrapped into at most `maxLines` lines, set smaller (to 72 %) before the last line is cut. */
export function fitLines(
  text: string,
  width: number,
  style: Pick<CopyStyle, "face" | "size" | "tracking">,
  maxLines: number,
): { lines: string[]; size: number } {
  let size = style.size;
  let lines = wrap(text, width, style);
  for (const scale of [0.86, 0.72]) {
    if (lines.length <= maxLines) break;
    size = style.size * scale;
    lines = wrap(text, width, { ...style, size });
  }
  if (lines.length <= maxLines) return { lines, size };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return { lines: kept, size };
}
