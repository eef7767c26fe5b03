import { fileBaseName } from "@/shared/filenames";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locale";
import type { ColorMode, LogoDesign, LogoLayout } from "@/shared/logo-design";
import { kitText, type SocialImageId } from "./kit-text";

/**
 * What a brand kit holds and where each file goes: the one list the builder, README.txt, the
 * step-5 preview and the tests all read, so they cannot disagree.
 */

/** Bumped whenever the kit's contents or rendering change: cached kits of older versions are rebuilt. */
export const KIT_FORMAT_VERSION = 5;

export type ColourVersion = { mode: ColorMode; slug: string; label: string; use: string };

const VERSION_SLUGS: ReadonlyArray<[ColorMode, string]> = [
  ["full", "full-colour"],
  ["black", "black"],
  ["white", "white"],
  ["mono", "one-colour"],
];

/** The four colour versions, named and described in the kit's language (file names stay English). */
export function colourVersions(locale: Locale = DEFAULT_LOCALE): readonly ColourVersion[] {
  const text = kitText(locale).versions;
  return VERSION_SLUGS.map(([mode, slug]) => ({ mode, slug, ...text[mode] }));
}

export const COLOUR_VERSIONS = colourVersions();

/**
 * A design drawn for a dark background, as chosen and on that background: its general-use files
 * are the light variant (see variants.ts). Opaque, so it shows the same anywhere.
 */
export function reversedVersion(locale: Locale = DEFAULT_LOCALE) {
  return { slug: "reversed", ...kitText(locale).reversed } as const;
}

export const REVERSED_VERSION = reversedVersion();

/** File name endings of the print PDFs: the master in CMYK, the one-colour version as one spot ink. */
export const PRINT_SUFFIX = { cmyk: "_print-cmyk.pdf", spot: "_spot.pdf" } as const;

/** The one spot colour of the one-colour print file, as a printer's RIP lists it. */
export const SPOT_NAME = "Spot 1";

/** PNG sizes (the longer side, in px) of the logo as chosen, and of the other layouts. */
export const PRIMARY_PNG_SIZES = [512, 1024, 2048, 4096] as const;
export const LAYOUT_PNG_SIZES = [512, 1024, 2048] as const;

/** The arrangements every kit offers besides the chosen one. */
export const KIT_LAYOUTS = ["horizontal", "stacked", "symbol", "wordmark"] as const;
export type KitLayout = (typeof KIT_LAYOUTS)[number];

export const LAYOUT_LABELS: Record<LogoLayout, string> = kitText(DEFAULT_LOCALE).layouts;

/**
 * The mark used where only a symbol fits (favicons, app icons, profile pictures, the symbol
 * layout). A logo without a symbol gets its initials in its own typeface, in a disc.
 */
export function symbolDesign(design: LogoDesign): LogoDesign {
  if (design.symbol.kind !== "none") return { ...design, layout: "symbol" };
  return { ...design, layout: "symbol", symbol: { kind: "monogram", letters: null }, frame: "disc" };
}

/** The layouts in layouts/: the four arrangements, less the chosen one; a wordmark-only logo has no symbol to arrange. */
export function otherLayouts(design: LogoDesign): Array<{ layout: KitLayout; design: LogoDesign }> {
  const withSymbol = design.symbol.kind !== "none";
  return KIT_LAYOUTS.filter((layout) => layout !== design.layout)
    .filter((layout) => withSymbol || layout === "wordmark" || layout === "symbol")
    .map((layout) => ({
      layout,
      design: layout === "symbol" ? symbolDesign(design) : { ...design, layout },
    }));
}

export type KitNames = ReturnType<typeof kitNames>;

/** File and folder names, from the download filename rule for the brand name (docs/product.md#download). */
export function kitNames(brandName: string) {
  const base = fileBaseName(brandName);
  return {
    base,
    zip: `${base}_brand_kit.zip`,
    /** The folder everything sits in inside the zip. */
    root: `${base}_brand_kit`,
    primary: (suffix: string) => `logo/${base}_logo${suffix}`,
    colourVersion: (slug: string, suffix: string) => `logo/colour-versions/${base}_logo_${slug}${suffix}`,
    layout: (layout: KitLayout, slug: string, suffix: string) =>
      `logo/layouts/${layout}/${base}_${layout}_${slug}${suffix}`,
  };
}

/** Where the chosen layout's files of one colour version go (full colour is the master, in logo/). */
export function primaryPath(names: KitNames, version: ColourVersion, suffix: string): string {
  return version.mode === "full" ? names.primary(suffix) : names.colourVersion(version.slug, suffix);
}

export const ICON_FILES = {
  ico: "icons/favicon.ico",
  svg: "icons/favicon.svg",
  png: (size: number) => `icons/favicon-${size}x${size}.png`,
  apple: "icons/apple-touch-icon.png",
  app: (size: number) => `icons/icon-${size}.png`,
  maskable: (size: number) => `icons/icon-maskable-${size}.png`,
  manifest: "icons/site.webmanifest",
  head: "icons/html-head.txt",
} as const;
export const FAVICON_SIZES = [16, 32, 48] as const;
export const APP_ICON_SIZES = [192, 512] as const;

/** Social images: what they are for and their pixel sizes (each platform's documented size). */
export const SOCIAL_IMAGES = [
  {
    id: "profile-400",
    path: "social/profile-picture-400.png",
    width: 400,
    height: 400,
  },
  {
    id: "profile-1080",
    path: "social/profile-picture-1080.png",
    width: 1080,
    height: 1080,
  },
  {
    id: "open-graph",
    path: "social/open-graph-1200x630.png",
    width: 1200,
    height: 630,
  },
  {
    id: "x-banner",
    path: "social/x-header-1500x500.png",
    width: 1500,
    height: 500,
  },
  {
    id: "linkedin-banner",
    path: "social/linkedin-banner-1584x396.png",
    width: 1584,
    height: 396,
  },
  {
    id: "youtube-banner",
    path: "social/youtube-banner-2560x1440.png",
    width: 2560,
    height: 1440,
  },
  {
    id: "facebook-cover",
    path: "social/facebook-cover-851x315.png",
    width: 851,
    height: 315,
  },
] as const satisfies ReadonlyArray<{ id: SocialImageId; path: string; width: number; height: number }>;
export type SocialImage = (typeof SOCIAL_IMAGES)[number];

export const DOCUMENT_FILES = {
  guidelines: "brand-guidelines.pdf",
  licence: "licence-certificate.pdf",
  readme: "README.txt",
} as const;

/** The contents as a person reads them (step 5 and the brand page show this list). */
export function kitSummary(design: LogoDesign | null, locale: Locale = DEFAULT_LOCALE) {
  const text = kitText(locale);
  const summary = text.summary;
  if (!design) {
    return [
      { folder: "logo/", text: summary.rasterLogo },
      { folder: "icons/", text: summary.rasterIcons },
      { folder: "social/", text: summary.rasterSocial },
      { folder: "", text: summary.rasterDocuments },
    ];
  }
  const layouts = [design.layout, ...otherLayouts(design).map((l) => l.layout)].map((l) => text.layouts[l]);
  return [
    { folder: "logo/", text: summary.logo(layouts.length, layouts.join(", ").toLowerCase()) },
    { folder: "icons/", text: summary.icons },
    { folder: "social/", text: summary.social },
    { folder: "fonts/", text: summary.fonts },
    { folder: "mockups/", text: summary.mockups },
    {
      folder: "",
      text: "brand-guidelines.pdf, licence-certificate.pdf, README.txt".replace(/, (?=R)/, summary.and),
    },
  ];
}
