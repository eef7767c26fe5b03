import { BRAND } from "@/shared/brand";
import { PACKAGE_NAME } from "@/shared/constants";
import type { Locale } from "@/shared/locale";
import type { ColorMode, LogoLayout } from "@/shared/logo-design";

/**
 * Every sentence a brand kit writes, in English (the reference) and Bahasa Indonesia (issue 31).
 * The Indonesian is written for a founder, not word for word; its product terms follow
 * docs/glossary-id.md. A kit is built in one language: README, guidelines, certificate and the
 * notes beside the icons all read from the same table.
 */

type Sentence<A extends unknown[] = []> = (...args: A) => string;

/** The kit's social images (kit-plan.ts lists their files and sizes). */
export type SocialImageId =
  | "profile-400"
  | "profile-1080"
  | "open-graph"
  | "x-banner"
  | "linkedin-banner"
  | "youtube-banner"
  | "facebook-cover";

export type KitText = {
  versions: Record<ColorMode, { label: string; use: string }>;
  reversed: { label: string; use: string };
  layouts: Record<LogoLayout, string>;
  social: Record<SocialImageId, string>;
  /** "one", "two"... as words, from zero. */
  counts: readonly string[];
  /** "A, B and C". */
  list: Sentence<[items: string[]]>;
  iconsHead: string;
  /** The title a logo file carries in its metadata (PDF title, PNG description): "Kopi Senja logo, black". */
  fileTitle: Sentence<[brand: string, what: string]>;
  cmykTitle: string;
  spotTitle: string;
  /** What the kit holds, as the download step lists it. */
  summary: {
    rasterLogo: string;
    rasterIcons: string;
    rasterSocial: string;
    rasterDocuments: string;
    logo: Sentence<[count: number, layouts: string]>;
    icons: string;
    social: string;
    fonts: string;
    mockups: string;
    /** The joining word before the last document (", and "→" and "). */
    and: string;
  };
  readme: {
    title: Sentence<[brand: string]>;
    made: Sentence<[brand: string, day: string]>;
    start: string;
    rasterNote: readonly string[];
    documents: string;
    guidelines: string;
    licence: string;
    chosen: Sentence<[layout: string]>;
    darkNote: (background: string) => string[];
    master: string;
    liveText: string;
    vectorPdf: string;
    cmyk: string;
    spot: Sentence<[spot: string]>;
    pngs: Sentence<[sizes: string]>;
    versionFiles: Sentence<[versions: string]>;
    reversedFiles: Sentence<[sizes: string]>;
    layoutsIntro: (sizes: string) => string[];
    layoutUse: Record<"horizontal" | "stacked" | "symbol" | "wordmark" | "initials", string>;
    rasterSvg: string;
    rasterPng: string;
    icons: {
      ico: string;
      svg: string;
      pngs: string;
      apple: string;
      app: string;
      maskable: string;
      manifest: string;
      head: string;
    };
    italic: string;
    fontLicence: readonly string[];
    mockupsIntro: string;
    mockupsCard: string;
    symbol: string;
    help: string;
    helpLines: readonly string[];
  };
  guidelines: {
    pdfTitle: Sentence<[brand: string]>;
    subject: string;
    coverLabel: string;
    version: Sentence<[day: string]>;
    footer: Sentence<[brand: string]>;
    logoTitle: string;
    logoLead: Sentence<[layout: string, family: string, ways: string]>;
    primary: string;
    logoFiles: string;
    coloursTitle: string;
    coloursLead: string;
    brandColours: string;
    on: Sentence<[colour: string]>;
    coloursFiles: Sentence<[spot: string]>;
    spaceTitle: string;
    spaceLead: string;
    minimumTitle: string;
    minimumLead: string;
    minimumRow: Sentence<[mm: number, px: number]>;
    iconsNote: string;
    paletteTitle: string;
    paletteLead: string;
    paletteNote: string;
    roles: Record<
      | "name"
      | "symbol"
      | "symbolLetters"
      | "tagline"
      | "accent"
      | "onSymbol"
      | "onSymbolLetters"
      | "onSymbolDetails",
      { name: string; use: string }
    >;
    symbolColour: { name: string; use: string };
    background: { name: string; use: string };
    behindReversed: string;
    reversedBackground: { name: string; use: string };
    typeTitle: string;
    typeLeadOne: string;
    typeLeadMany: Sentence<[count: string]>;
    roleName: string;
    roleTagline: string;
    italic: string;
    useName: Sentence<[withTagline: boolean]>;
    useTagline: string;
    fontLicenceTitle: string;
    fontLicence: Sentence<[one: boolean]>;
    dosTitle: string;
    examples: Record<
      | "do-files"
      | "do-space"
      | "do-dark"
      | "stretch"
      | "rotate"
      | "recolour"
      | "effects"
      | "busy"
      | "typeface",
      string
    >;
    rasterTitle: string;
    rasterLead: string;
    rasterNote: string;
  };
  licence: {
    pdfTitle: Sentence<[brand: string]>;
    subject: string;
    number: Sentence<[id: string]>;
    title: string;
    subtitle: string;
    rows: {
      brand: string;
      licensee: string;
      email: string;
      package: string;
      purchaseDate: string;
      transaction: string;
      since: string;
    };
    notRecorded: string;
    rights: string;
    note: string;
    fonts: string;
    symbol: string;
    grant: string;
    fontNote: Sentence<[families: string]>;
    aiNotice: string;
    nameNotice: string;
    similarNotice: string;
    issued: Sentence<[email: string]>;
    grantedUnder: Sentence<[updated: string, url: string]>;
    /** Only in a translation: which text is the reference. */
    reference: string | null;
  };
  icon: {
    note: Sentence<[icon: { id: string; title: string; url: string; copyright: string; licence: string }]>;
    certificate: Sentence<[icon: { id: string; title: string; copyright: string; licence: string }]>;
    fullText: string;
  };
};

const englishList = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
const indonesianList = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} dan ${items.at(-1)}` : (items[0] ?? "");

const EN: KitText = {
  versions: {
    full: { label: "Full colour", use: "The first choice, on white or light backgrounds." },
    black: { label: "Black", use: "One-colour printing, stamps, engraving and newsprint." },
    white: { label: "White", use: "On dark colours and photographs." },
    mono: { label: "One colour", use: "Single-ink printing, embroidery and merchandise." },
  },
  reversed: {
    label: "Reversed",
    use: "The logo as designed, on its own dark background: dark surfaces, signs, social media.",
  },
  layouts: {
    horizontal: "Horizontal",
    stacked: "Stacked",
    "stacked-left": "Stacked, left-aligned",
    emblem: "Emblem",
    wordmark: "Wordmark",
    symbol: "Symbol",
  },
  social: {
    "profile-400": "Profile picture (safe for circle crops)",
    "profile-1080": "Profile picture, high resolution (safe for circle crops)",
    "open-graph": "Link preview image for your website (og:image)",
    "x-banner": "X (Twitter) header",
    "linkedin-banner": "LinkedIn page or profile banner",
    "youtube-banner": "YouTube channel banner (logo inside the 1546x423 area every device shows)",
    "facebook-cover": "Facebook page cover",
  },
  counts: ["no", "one", "two", "three", "four", "five"],
  list: englishList,
  fileTitle: (brand, what) => `${brand} logo, ${what}`,
  cmykTitle: "CMYK for print",
  spotTitle: "one spot colour",
  iconsHead: "Copy the files in this folder to your website's /icons/ folder and these lines into <head>:",
  summary: {
    rasterLogo: "Your logo as PNG (the original 1024 px image and smaller sizes)",
    rasterIcons: "favicon.ico, PNG favicons, Apple touch and web-app icons",
    rasterSocial: "Profile pictures, link preview image and five platform banners",
    rasterDocuments: "Brand guidelines and licence certificate (PDF), README",
    logo: (count, layouts) =>
      `SVG, PDF and transparent PNG up to 4096 px, in full colour, black, white and one colour; print PDFs in CMYK and one spot colour; ${count} layouts: ${layouts}`,
    icons:
      "favicon.ico (16/32/48), SVG and PNG favicons, Apple touch icon, web-app and maskable icons, site.webmanifest",
    social:
      "Profile pictures (400 and 1080), link preview 1200x630, X, LinkedIn, YouTube and Facebook banners",
    fonts: "The typefaces with their SIL Open Font Licence files",
    mockups:
      "Your logo on a business card, sign, packaging, phone and social profile (PNG, 2000 px), and the business card to print (PDF, 85x55 mm with 3 mm bleed and crop marks)",
    and: " and ",
  },
  readme: {
    title: (brand) => `${brand}: brand kit`,
    made: (brand, day) => `Everything made for ${brand} with ${BRAND.productName}, ${day}.`,
    start: "Start with brand-guidelines.pdf: it shows how to use the logo, its colours and its typefaces.",
    rasterNote: [
      "NOTE: this logo was made before the app kept the composition each logo is drawn from, so",
      "the kit is made from the original 1024 px image: there are no vector (SVG/PDF) files, no",
      "colour versions and no other layouts, and the smaller PNGs, icons and social images are",
      "scaled from that image. Logos made since then get the complete kit.",
    ],
    documents: "Documents",
    guidelines: "Brand guidelines: the logo and its versions, clear space, colours, type, do and don't.",
    licence: "Your licence certificate: who bought the logo, when, and the commercial rights granted.",
    chosen: (layout) => `Your logo as chosen (${layout}), in full colour, on a transparent background.`,
    darkNote: (background) => [
      "  Your design is drawn for a dark background, so these files use a light variant of it in its",
      "  own colours, which reads on white paper and white pages. The design exactly as you chose it,",
      `  on its own background (${background}), is the reversed version in logo/colour-versions/.`,
    ],
    master:
      "The master file. Vector: sharp at any size. The name is outlined, so no font is needed. Use it for the web, print and sign makers.",
    liveText: "The same with the name as editable text, for design tools. Install the fonts in fonts/ first.",
    vectorPdf: "Vector PDF, for printers and office software.",
    cmyk: "The same PDF in CMYK for printers (the values the guidelines list; no colour profile: ask for a proof).",
    spot: (spot) =>
      `The one-colour version as a single spot colour named "${spot}": stamps, embroidery, engraving, screen printing.`,
    pngs: (sizes) => `Transparent PNG, ${sizes} px on the longer side: websites, documents, presentations.`,
    versionFiles: (versions) => `The same files in ${versions}:`,
    reversedFiles: (sizes) => `(SVG, PDF and PNG, ${sizes} px)`,
    layoutsIntro: (sizes) => [
      "      The same logo arranged for other spaces, each in all four colour versions as SVG, PDF",
      `      and transparent PNG (${sizes} px; the SVG and PDF scale to any size):`,
    ],
    layoutUse: {
      horizontal: "symbol beside the name: headers, letterheads, wide spaces",
      stacked: "symbol above the name: square spaces, packaging",
      symbol: "the mark alone: small spaces, stamps, app icons",
      initials: "your initials as a mark (the logo itself has no symbol): small spaces",
      wordmark: "the name alone: where the brand must be spelled out",
    },
    rasterSvg: "The logo as it was stored (SVG).",
    rasterPng: "The logo as PNG.",
    icons: {
      ico: "Favicon for every browser (16, 32 and 48 px in one file).",
      svg: "Favicon for modern browsers (vector).",
      pngs: "PNG favicons, 16, 32 and 48 px.",
      apple: "Home-screen icon for iPhone and iPad (180 px).",
      app: "Web-app icons (Android, installed web apps).",
      maskable: "Web-app icons that Android may crop to a circle or another shape.",
      manifest: "Web-app manifest naming the icons and colours.",
      head: "The lines to paste into your website's <head>.",
    },
    italic: " italic",
    fontLicence: [
      "  Each family's folder holds its font files and OFL.txt, the SIL Open Font License 1.1: you may",
      "  use, embed and share the fonts, commercially too, but not sell the font files on their own.",
    ],
    mockupsIntro: "  Your logo where it will be seen, for your website, pitch or printer, 2000 px PNG each:",
    mockupsCard: "The business card to print: 85x55 mm, 3 mm bleed, crop marks; front, then back.",
    symbol: "Symbol",
    help: "Help",
    helpLines: [
      "  The licence certificate names the rights granted. Questions: see the address on it.",
      `  ${BRAND.productName} by ${BRAND.businessName}, ${BRAND.location}.`,
    ],
  },
  guidelines: {
    pdfTitle: (brand) => `${brand}: brand guidelines`,
    subject: "Brand guidelines",
    coverLabel: "BRAND GUIDELINES",
    version: (day) => `Version 1  ·  ${day}`,
    footer: (brand) => `${brand}  ·  Brand guidelines`,
    logoTitle: "The logo",
    logoLead: (layout, family, ways) =>
      `The ${layout} logo is the one to use first. The name is set in ${family}; the same composition is arranged ${ways} ways for the spaces a logo has to fit.`,
    primary: "PRIMARY",
    logoFiles:
      "Files: logo/ holds the primary logo as SVG, PDF and PNG; logo/layouts/ the other arrangements.",
    coloursTitle: "Colour versions",
    coloursLead:
      "Use full colour wherever you can. When colour is not possible, or the background is dark or busy, use one of the one-colour versions: never recolour the logo yourself.",
    brandColours: "Brand colours",
    on: (colour) => `On ${colour}`,
    coloursFiles: (spot) =>
      `Every version comes as SVG, PDF and transparent PNG, in logo/colour-versions/ and in each layout's folder. For print: the master as a CMYK PDF, and the one-colour version as one spot colour ("${spot}").`,
    spaceTitle: "Clear space and minimum size",
    spaceLead:
      "Give the logo room. Keep other text, images and the edge of the page at least x away from it on every side, where x is a quarter of the logo's height (its width, for a tall logo).",
    minimumTitle: "Minimum size",
    minimumLead: "Shown at actual size when printed at 100%. Smaller than this, use the symbol alone.",
    minimumRow: (mm, px) => `${mm} mm wide in print, ${px} px on screen`,
    iconsNote: "Favicons and app icons in icons/ are drawn for their own small sizes (16 px and up).",
    paletteTitle: "Colour palette",
    paletteLead:
      "The colours the logo is drawn with, exactly as it draws them, and the background it is designed on. Use HEX and RGB on screens and CMYK in print.",
    paletteNote:
      "CMYK values are converted from RGB as a starting point (the print-cmyk PDF uses exactly these). For printed colour that must match, ask your printer for a proof.",
    roles: {
      name: { name: "Name", use: "The name, headlines and text" },
      symbol: { name: "Symbol", use: "The symbol, buttons and key accents" },
      symbolLetters: { name: "Symbol", use: "The symbol's letters" },
      tagline: { name: "Tagline", use: "The tagline and secondary text" },
      accent: { name: "Accent", use: "Details and highlights, used sparingly" },
      onSymbol: { name: "On the symbol", use: "Text and details set on the symbol" },
      onSymbolLetters: { name: "On the symbol", use: "Letters and marks set on the symbol" },
      onSymbolDetails: { name: "On the symbol", use: "Details set on the symbol" },
    },
    symbolColour: { name: "Symbol", use: "A colour of the symbol" },
    background: { name: "Background", use: "The background the logo is designed on" },
    behindReversed: "behind the reversed version",
    reversedBackground: { name: "Reversed background", use: "Behind the reversed version" },
    typeTitle: "Typography",
    typeLeadOne: "One typeface carries the brand. It is free to use, including commercially.",
    typeLeadMany: (count) =>
      `${count} typefaces carry the brand. All are free to use, including commercially.`,
    roleName: "THE NAME",
    roleTagline: "THE TAGLINE",
    italic: " Italic",
    useName: (withTagline) =>
      `The name in the logo${withTagline ? " and its tagline" : ""}, headlines and signage.`,
    useTagline: "The tagline, subheadings, labels and short texts.",
    fontLicenceTitle: "Licence: SIL Open Font License 1.1",
    fontLicence: (one) =>
      `You may use ${one ? "this font" : "these fonts"} in print, on websites and in apps, for commercial work too, and embed ${one ? "it" : "them"} in documents and products. You may share ${one ? "it" : "them"}, but not sell the font files on their own. The font files and their licences are in fonts/; ${one ? "the family is" : "the families are"} also free from Google Fonts. The outlined logo files need no fonts at all.`,
    dosTitle: "Do and don't",
    examples: {
      "do-files": "Use the files from this kit",
      "do-space": "Keep the clear space",
      "do-dark": "Use the white version on dark colours",
      stretch: "Don't stretch or squash it",
      rotate: "Don't rotate it",
      recolour: "Don't change its colours",
      effects: "Don't add shadows or effects",
      busy: "Don't place it on busy backgrounds",
      typeface: "Don't change the typeface",
    },
    rasterTitle: "Using the logo",
    rasterLead:
      "Use the files in this kit as they are: don't stretch, rotate, recolour or add effects to the logo, and keep clear space around it of at least a quarter of its height. Smaller than 25 mm (100 px) wide, the name becomes hard to read.",
    rasterNote:
      "This logo was made before the app kept the composition each logo is drawn from, so this kit is made from its original 1024 px image. Logos made since then come with vector files, colour versions, layouts, a colour palette and their typefaces.",
  },
  licence: {
    pdfTitle: (brand) => `${brand}: licence certificate`,
    subject: "Certificate of licence",
    number: (id) => `No. ${id}`,
    title: "Certificate of Licence",
    subtitle: `Commercial rights to a logo made with ${BRAND.productName}`,
    rows: {
      brand: "BRAND",
      licensee: "LICENSEE",
      email: "E-MAIL",
      package: "PACKAGE",
      purchaseDate: "PURCHASE DATE",
      transaction: "TRANSACTION ID",
      since: "LICENSED SINCE",
    },
    notRecorded: "Not recorded",
    rights: "Rights granted",
    note: "Please note",
    fonts: "Fonts",
    symbol: "Symbol",
    grant:
      `${BRAND.businessName} confirms that the licensee named above bought the ${PACKAGE_NAME} for the brand ` +
      "shown and downloaded its logo. Under our Terms of Service, the licensee may use this logo for any lawful " +
      "purpose, including commercially: on websites, products, packaging, signage, social media and advertising. " +
      "The licensee may edit or adapt it. These rights do not expire, and they stay with the licensee if the " +
      "account is closed, unless the purchase was fraudulent or the logo was obtained by getting around the " +
      "payment process.",
    fontNote: (families) =>
      `The logo's lettering is set in ${families}, licensed under the SIL Open Font License 1.1. The logo files with ` +
      "outlined text contain no font software and need no font licence. The font files in the brand kit may " +
      "be used, embedded and shared, commercially too, but not sold on their own; their licences are in fonts/.",
    aiNotice: "The logo's symbol was drawn by an artificial-intelligence image model.",
    nameNotice:
      "The brand name was suggested as an idea, not a cleared trademark: before you adopt or register it, check " +
      "trademark and company registers and domain names where you plan to trade.",
    similarNotice:
      "Similar designs may exist, and we cannot promise that the logo is unique or that it can be registered as a trademark.",
    issued: (email) => `Issued by ${BRAND.businessName}, ${BRAND.location}  ·  ${email}`,
    grantedUnder: (updated, url) => `Granted under the Terms of Service (last updated ${updated}): ${url}`,
    reference: null,
  },
  icon: {
    note: (icon) =>
      `The logo's symbol is the "${icon.id}" icon from ${icon.title} (${icon.url}), ${icon.copyright}, ` +
      `published under the ${icon.licence} License, which allows its use in a logo, commercially too; the brand ` +
      "kit's README carries the licence notice. It is an open icon: others may use the same icon, so the symbol on its own is not exclusive " +
      "to this logo and cannot be claimed as yours alone; the logo as a whole (symbol, name, type and colours " +
      "together) is what this certificate licenses.",
    certificate: (icon) =>
      `The symbol is the "${icon.id}" icon from ${icon.title}, ${icon.licence} License (${icon.copyright}): ` +
      "usable in a logo, commercially too. It is an open icon that others may use, so it is not exclusive; this " +
      "certificate covers the logo as a whole.",
    fullText: "The full text",
  },
};

const ID: KitText = {
  versions: {
    full: { label: "Warna penuh", use: "Pilihan utama, di atas latar putih atau terang." },
    black: { label: "Hitam", use: "Cetak satu warna, stempel, grafir, dan koran." },
    white: { label: "Putih", use: "Di atas warna gelap dan foto." },
    mono: { label: "Satu warna", use: "Cetak satu tinta, bordir, dan merchandise." },
  },
  reversed: {
    label: "Negatif",
    use: "Logo asli di atas latar gelapnya: permukaan gelap, papan nama, media sosial.",
  },
  layouts: {
    horizontal: "Horizontal",
    stacked: "Bertumpuk",
    "stacked-left": "Bertumpuk, rata kiri",
    emblem: "Emblem",
    wordmark: "Wordmark",
    symbol: "Simbol",
  },
  social: {
    "profile-400": "Foto profil (aman dipotong bulat)",
    "profile-1080": "Foto profil, resolusi tinggi (aman dipotong bulat)",
    "open-graph": "Gambar pratinjau tautan untuk situs web Anda (og:image)",
    "x-banner": "Header X (Twitter)",
    "linkedin-banner": "Banner halaman atau profil LinkedIn",
    "youtube-banner": "Banner kanal YouTube (logo di dalam area 1546x423 yang tampil di semua perangkat)",
    "facebook-cover": "Sampul halaman Facebook",
  },
  counts: ["tidak ada", "satu", "dua", "tiga", "empat", "lima"],
  list: indonesianList,
  fileTitle: (brand, what) => `Logo ${brand}, ${what}`,
  cmykTitle: "CMYK untuk cetak",
  spotTitle: "satu warna spot",
  iconsHead: "Salin file di folder ini ke folder /icons/ situs web Anda, dan baris berikut ke dalam <head>:",
  summary: {
    rasterLogo: "Logo Anda dalam format PNG (gambar asli 1024 px dan ukuran yang lebih kecil)",
    rasterIcons: "favicon.ico, favicon PNG, ikon Apple touch dan ikon aplikasi web",
    rasterSocial: "Foto profil, gambar pratinjau tautan, dan lima banner media sosial",
    rasterDocuments: "Panduan brand dan sertifikat lisensi (PDF), README",
    logo: (count, layouts) =>
      `SVG, PDF, dan PNG transparan hingga 4096 px, dalam warna penuh, hitam, putih, dan satu warna; PDF cetak dalam CMYK dan satu warna spot; ${count} tata letak: ${layouts}`,
    icons:
      "favicon.ico (16/32/48), favicon SVG dan PNG, ikon Apple touch, ikon aplikasi web dan ikon maskable, site.webmanifest",
    social:
      "Foto profil (400 dan 1080), pratinjau tautan 1200x630, banner X, LinkedIn, YouTube, dan Facebook",
    fonts: "Jenis huruf beserta file SIL Open Font Licence-nya",
    mockups:
      "Logo Anda di kartu nama, papan nama, kemasan, ponsel dan profil media sosial (PNG, 2000 px), serta kartu nama siap cetak (PDF, 85x55 mm dengan bleed 3 mm dan tanda potong)",
    and: ", dan ",
  },
  readme: {
    title: (brand) => `Brand kit ${brand}`,
    made: (brand, day) => `Semua yang dibuat untuk ${brand} dengan ${BRAND.productName}, ${day}.`,
    start:
      "Mulailah dari brand-guidelines.pdf: di sana dijelaskan cara memakai logo, warna, dan jenis hurufnya.",
    rasterNote: [
      "CATATAN: logo ini dibuat sebelum aplikasi menyimpan komposisi setiap logo, jadi kit ini",
      "dibuat dari gambar aslinya yang berukuran 1024 px: tidak ada file vektor (SVG/PDF), versi",
      "warna, atau tata letak lain, dan PNG yang lebih kecil, ikon, serta gambar media sosial",
      "diperkecil dari gambar itu. Logo yang dibuat sesudahnya mendapat kit lengkap.",
    ],
    documents: "Dokumen",
    guidelines:
      "Panduan brand: logo dan versinya, ruang bebas, warna, huruf, serta yang boleh dan tidak boleh.",
    licence: "Sertifikat lisensi Anda: siapa yang membeli logo, kapan, dan hak komersial yang diberikan.",
    chosen: (layout) => `Logo Anda seperti yang dipilih (${layout}), warna penuh, dengan latar transparan.`,
    darkNote: (background) => [
      "  Desain Anda dibuat untuk latar gelap, jadi file-file ini memakai varian terangnya dengan warna",
      "  Anda sendiri, agar terbaca di kertas dan halaman putih. Desain persis seperti yang Anda pilih,",
      `  di atas latarnya sendiri (${background}), adalah versi negatif di logo/colour-versions/.`,
    ],
    master:
      "File utama. Vektor: tetap tajam di ukuran berapa pun. Nama sudah diubah menjadi garis (outline), jadi tidak perlu font. Pakai untuk web, cetak, dan pembuat papan nama.",
    liveText:
      "Sama, tetapi nama berupa teks yang bisa diedit, untuk aplikasi desain. Pasang dulu font di folder fonts/.",
    vectorPdf: "PDF vektor, untuk percetakan dan aplikasi perkantoran.",
    cmyk: "PDF yang sama dalam CMYK untuk percetakan (nilai yang tercantum di panduan; tanpa profil warna: mintalah cetak coba).",
    spot: (spot) =>
      `Versi satu warna sebagai satu warna spot bernama "${spot}": stempel, bordir, grafir, sablon.`,
    pngs: (sizes) => `PNG transparan, ${sizes} px di sisi terpanjang: situs web, dokumen, presentasi.`,
    versionFiles: (versions) => `File yang sama dalam versi ${versions}:`,
    reversedFiles: (sizes) => `(SVG, PDF, dan PNG, ${sizes} px)`,
    layoutsIntro: (sizes) => [
      "      Logo yang sama, disusun untuk ruang lain, masing-masing dalam keempat versi warna sebagai",
      `      SVG, PDF, dan PNG transparan (${sizes} px; SVG dan PDF bisa diperbesar tanpa batas):`,
    ],
    layoutUse: {
      horizontal: "simbol di samping nama: header, kop surat, ruang yang lebar",
      stacked: "simbol di atas nama: ruang persegi, kemasan",
      symbol: "simbolnya saja: ruang kecil, stempel, ikon aplikasi",
      initials: "inisial Anda sebagai tanda (logonya sendiri tidak bersimbol): ruang kecil",
      wordmark: "namanya saja: saat nama brand harus ditulis lengkap",
    },
    rasterSvg: "Logo seperti yang tersimpan (SVG).",
    rasterPng: "Logo dalam format PNG.",
    icons: {
      ico: "Favicon untuk semua browser (16, 32, dan 48 px dalam satu file).",
      svg: "Favicon untuk browser modern (vektor).",
      pngs: "Favicon PNG, 16, 32, dan 48 px.",
      apple: "Ikon layar utama untuk iPhone dan iPad (180 px).",
      app: "Ikon aplikasi web (Android, aplikasi web yang dipasang).",
      maskable: "Ikon aplikasi web yang boleh dipotong Android menjadi lingkaran atau bentuk lain.",
      manifest: "Manifes aplikasi web yang menyebut ikon dan warnanya.",
      head: "Baris yang perlu ditempel ke <head> situs web Anda.",
    },
    italic: " miring",
    fontLicence: [
      "  Folder setiap keluarga font berisi file font dan OFL.txt, yaitu SIL Open Font License 1.1: Anda",
      "  boleh memakai, menyematkan, dan membagikan font ini, juga untuk keperluan komersial, tetapi",
      "  tidak boleh menjual file fontnya secara terpisah.",
    ],
    mockupsIntro:
      "  Logo Anda di tempat orang akan melihatnya, untuk situs web, presentasi, atau percetakan (PNG 2000 px):",
    mockupsCard: "Kartu nama siap cetak: 85x55 mm, bleed 3 mm, tanda potong; sisi depan, lalu belakang.",
    symbol: "Simbol",
    help: "Bantuan",
    helpLines: [
      "  Sertifikat lisensi menyebut hak yang diberikan. Ada pertanyaan? Hubungi alamat yang tertera di sana.",
      `  ${BRAND.productName} oleh ${BRAND.businessName}, ${BRAND.location}.`,
    ],
  },
  guidelines: {
    pdfTitle: (brand) => `${brand}: panduan brand`,
    subject: "Panduan brand",
    coverLabel: "PANDUAN BRAND",
    version: (day) => `Versi 1  ·  ${day}`,
    footer: (brand) => `${brand}  ·  Panduan brand`,
    logoTitle: "Logo",
    logoLead: (layout, family, ways) =>
      `Logo ${layout} adalah pilihan pertama. Nama ditulis dengan ${family}; komposisi yang sama disusun dalam ${ways} cara untuk berbagai ruang yang harus diisi logo.`,
    primary: "UTAMA",
    logoFiles:
      "File: logo/ berisi logo utama sebagai SVG, PDF, dan PNG; logo/layouts/ berisi susunan lainnya.",
    coloursTitle: "Versi warna",
    coloursLead:
      "Pakailah warna penuh sebisa mungkin. Jika warna tidak memungkinkan, atau latarnya gelap atau ramai, pakai salah satu versi satu warna: jangan mewarnai ulang logo sendiri.",
    brandColours: "Warna brand",
    on: (colour) => `Di atas ${colour}`,
    coloursFiles: (spot) =>
      `Setiap versi tersedia sebagai SVG, PDF, dan PNG transparan, di logo/colour-versions/ dan di folder setiap tata letak. Untuk cetak: file utama sebagai PDF CMYK, dan versi satu warna sebagai satu warna spot ("${spot}").`,
    spaceTitle: "Ruang bebas dan ukuran minimum",
    spaceLead:
      "Beri logo ruang. Jaga jarak teks lain, gambar, dan tepi halaman minimal x dari logo di setiap sisi; x adalah seperempat tinggi logo (atau lebarnya, untuk logo yang tinggi).",
    minimumTitle: "Ukuran minimum",
    minimumLead:
      "Ditampilkan dalam ukuran sebenarnya jika dicetak 100%. Jika lebih kecil dari ini, pakai simbolnya saja.",
    minimumRow: (mm, px) => `Lebar ${mm} mm di cetakan, ${px} px di layar`,
    iconsNote: "Favicon dan ikon aplikasi di icons/ digambar khusus untuk ukuran kecilnya (mulai 16 px).",
    paletteTitle: "Palet warna",
    paletteLead:
      "Warna yang dipakai logo, persis seperti yang digambarnya, dan latar tempat logo dirancang. Pakai HEX dan RGB untuk layar, CMYK untuk cetak.",
    paletteNote:
      "Nilai CMYK dikonversi dari RGB sebagai titik awal (PDF print-cmyk memakai nilai ini). Jika warna cetak harus sama persis, mintalah cetak coba ke percetakan.",
    roles: {
      name: { name: "Nama", use: "Nama, judul, dan teks" },
      symbol: { name: "Simbol", use: "Simbol, tombol, dan aksen utama" },
      symbolLetters: { name: "Simbol", use: "Huruf pada simbol" },
      tagline: { name: "Tagline", use: "Tagline dan teks pendukung" },
      accent: { name: "Aksen", use: "Detail dan sorotan, secukupnya" },
      onSymbol: { name: "Di atas simbol", use: "Teks dan detail di atas simbol" },
      onSymbolLetters: { name: "Di atas simbol", use: "Huruf dan tanda di atas simbol" },
      onSymbolDetails: { name: "Di atas simbol", use: "Detail di atas simbol" },
    },
    symbolColour: { name: "Simbol", use: "Salah satu warna simbol" },
    background: { name: "Latar", use: "Latar tempat logo dirancang" },
    behindReversed: "di belakang versi negatif",
    reversedBackground: { name: "Latar versi negatif", use: "Di belakang versi negatif" },
    typeTitle: "Tipografi",
    typeLeadOne: "Satu jenis huruf membawa brand ini. Gratis dipakai, termasuk untuk keperluan komersial.",
    typeLeadMany: (count) =>
      `${count} jenis huruf membawa brand ini. Semuanya gratis dipakai, termasuk untuk keperluan komersial.`,
    roleName: "NAMA",
    roleTagline: "TAGLINE",
    italic: " Miring",
    useName: (withTagline) => `Nama di logo${withTagline ? " dan tagline-nya" : ""}, judul, dan papan nama.`,
    useTagline: "Tagline, subjudul, label, dan teks pendek.",
    fontLicenceTitle: "Lisensi: SIL Open Font License 1.1",
    fontLicence: (one) =>
      `Anda boleh memakai ${one ? "font ini" : "font-font ini"} untuk cetak, situs web, dan aplikasi, juga untuk pekerjaan komersial, serta menyematkannya di dokumen dan produk. Anda boleh membagikannya, tetapi tidak boleh menjual file fontnya secara terpisah. File font beserta lisensinya ada di fonts/; ${one ? "font ini" : "semuanya"} juga tersedia gratis di Google Fonts. File logo yang teksnya sudah menjadi garis tidak memerlukan font sama sekali.`,
    dosTitle: "Yang boleh dan tidak boleh",
    examples: {
      "do-files": "Pakai file dari kit ini",
      "do-space": "Jaga ruang bebasnya",
      "do-dark": "Pakai versi putih di warna gelap",
      stretch: "Jangan meregangkan atau memampatkan",
      rotate: "Jangan memutarnya",
      recolour: "Jangan mengubah warnanya",
      effects: "Jangan menambah bayangan atau efek",
      busy: "Jangan taruh di latar yang ramai",
      typeface: "Jangan mengganti jenis hurufnya",
    },
    rasterTitle: "Memakai logo",
    rasterLead:
      "Pakai file di kit ini apa adanya: jangan meregangkan, memutar, mewarnai ulang, atau menambah efek pada logo, dan sisakan ruang bebas di sekelilingnya minimal seperempat tingginya. Jika lebarnya kurang dari 25 mm (100 px), nama menjadi sulit dibaca.",
    rasterNote:
      "Logo ini dibuat sebelum aplikasi menyimpan komposisi setiap logo, jadi kit ini dibuat dari gambar aslinya yang berukuran 1024 px. Logo yang dibuat sesudahnya dilengkapi file vektor, versi warna, tata letak, palet warna, dan jenis hurufnya.",
  },
  licence: {
    pdfTitle: (brand) => `${brand}: sertifikat lisensi`,
    subject: "Sertifikat lisensi",
    number: (id) => `No. ${id}`,
    title: "Sertifikat Lisensi",
    subtitle: `Hak komersial atas logo yang dibuat dengan ${BRAND.productName}`,
    rows: {
      brand: "MEREK",
      licensee: "PEMEGANG LISENSI",
      email: "E-MAIL",
      package: "PAKET",
      purchaseDate: "TANGGAL PEMBELIAN",
      transaction: "ID TRANSAKSI",
      since: "BERLISENSI SEJAK",
    },
    notRecorded: "Tidak tercatat",
    rights: "Hak yang diberikan",
    note: "Harap diperhatikan",
    fonts: "Font",
    symbol: "Simbol",
    grant:
      `${BRAND.businessName} menyatakan bahwa pemegang lisensi yang namanya tercantum di atas telah membeli ${PACKAGE_NAME} ` +
      "untuk brand ini dan telah mengunduh logonya. Berdasarkan Ketentuan Layanan kami, pemegang lisensi boleh memakai " +
      "logo ini untuk tujuan apa pun yang sah, termasuk komersial: di situs web, produk, kemasan, papan nama, media sosial, " +
      "dan iklan. Pemegang lisensi boleh menyunting atau mengubahnya. Hak ini tidak memiliki masa berlaku dan tetap " +
      "dimiliki pemegang lisensi meskipun akunnya ditutup, kecuali pembeliannya curang atau logonya diperoleh dengan " +
      "mengakali proses pembayaran.",
    fontNote: (families) =>
      `Huruf pada logo memakai ${families}, yang dilisensikan dengan SIL Open Font License 1.1. File logo yang teksnya ` +
      "sudah menjadi garis tidak berisi perangkat lunak font dan tidak memerlukan lisensi font. File font di brand kit boleh " +
      "dipakai, disematkan, dan dibagikan, juga untuk keperluan komersial, tetapi tidak boleh dijual secara terpisah; " +
      "lisensinya ada di fonts/.",
    aiNotice: "Simbol logo ini digambar oleh model gambar kecerdasan buatan (AI).",
    nameNotice:
      "Nama brand ini diusulkan sebagai ide, bukan merek dagang yang sudah diperiksa: sebelum memakai atau " +
      "mendaftarkannya, periksa basis data merek dagang (misalnya DJKI), daftar nama perusahaan, dan nama domain di tempat Anda berjualan.",
    similarNotice:
      "Desain yang mirip mungkin sudah ada, dan kami tidak dapat menjamin bahwa logo ini unik atau dapat didaftarkan sebagai merek dagang.",
    issued: (email) => `Diterbitkan oleh ${BRAND.businessName}, ${BRAND.location}  ·  ${email}`,
    grantedUnder: (updated, url) =>
      `Diberikan berdasarkan Ketentuan Layanan (terakhir diperbarui ${updated}): ${url}`,
    reference:
      "Sertifikat ini adalah terjemahan. Jika ada perbedaan, versi bahasa Inggris yang menjadi acuan.",
  },
  icon: {
    note: (icon) =>
      `Simbol logo ini adalah ikon "${icon.id}" dari ${icon.title} (${icon.url}), ${icon.copyright}, ` +
      `yang diterbitkan dengan ${icon.licence} License; lisensi ini mengizinkan pemakaiannya dalam logo, juga untuk ` +
      "keperluan komersial, dan pemberitahuan lisensinya ada di README brand kit. Ini adalah ikon terbuka: orang lain " +
      "boleh memakai ikon yang sama, jadi simbol itu sendiri tidak eksklusif untuk logo ini dan tidak bisa diklaim " +
      "sebagai milik Anda saja; yang dilisensikan sertifikat ini adalah logo secara utuh (simbol, nama, huruf, dan " +
      "warna bersama-sama).",
    certificate: (icon) =>
      `Simbolnya adalah ikon "${icon.id}" dari ${icon.title}, ${icon.licence} License (${icon.copyright}): ` +
      "boleh dipakai dalam logo, juga untuk keperluan komersial. Ini ikon terbuka yang boleh dipakai orang lain, jadi " +
      "tidak eksklusif; sertifikat ini mencakup logo secara utuh.",
    fullText: "Teks lengkapnya",
  },
};

const KIT_TEXT: Record<Locale, KitText> = { en: EN, id: ID };

export function kitText(locale: Locale): KitText {
  return KIT_TEXT[locale];
}
