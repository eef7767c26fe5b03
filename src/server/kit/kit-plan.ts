import { fileBaseName } from "@/shared/filenames";
import type { ColorMode, LogoDesign, LogoLayout } from "@/shared/logo-design";

/**
 * What a brand kit holds and where each file goes: the one list the builder, README.txt, the
 * step-5 preview and the tests all read, so they cannot disagree.
 */

/** Bumped whenever the kit's contents or rendering change: cached kits of older versions are rebuilt. */
export const KIT_FORMAT_VERSION = 3;

export type ColourVersion = { mode: ColorMode; slug: string; label: string; use: string };

export const COLOUR_VERSIONS: readonly ColourVersion[] = [
  {
    mode: "full",
    slug: "full-colour",
    label: "Full colour",
    use: "The first choice, on white or light backgrounds.",
  },
  {
    mode: "black",
    slug: "black",
    label: "Black",
    use: "One-colour printing, stamps, engraving and newsprint.",
  },
  {
    mode: "white",
    slug: "white",
    label: "White",
    use: "On dark colours and photographs.",
  },
  {
    mode: "mono",
    slug: "one-colour",
    label: "One colour",
    use: "Single-ink printing, embroidery and merchandise.",
  },
];

/**
 * A design drawn for a dark background, as chosen and on that background: its general-use files
 * are the light variant (see variants.ts). Opaque, so it shows the same anywhere.
 */
export const REVERSED_VERSION = {
  slug: "reversed",
  label: "Reversed",
  use: "The logo as designed, on its own dark background: dark surfaces, signs, social media.",
} as const;

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

export const LAYOUT_LABELS: Record<LogoLayout, string> = {
  horizontal: "Horizontal",
  stacked: "Stacked",
  "stacked-left": "Stacked, left-aligned",
  emblem: "Emblem",
  wordmark: "Wordmark",
  symbol: "Symbol",
};

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

/** File and folder names, from the spec's filename rule for the brand name. */
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
    use: "Profile picture (safe for circle crops)",
  },
  {
    id: "profile-1080",
    path: "social/profile-picture-1080.png",
    width: 1080,
    height: 1080,
    use: "Profile picture, high resolution (safe for circle crops)",
  },
  {
    id: "open-graph",
    path: "social/open-graph-1200x630.png",
    width: 1200,
    height: 630,
    use: "Link preview image for your website (og:image)",
  },
  {
    id: "x-banner",
    path: "social/x-header-1500x500.png",
    width: 1500,
    height: 500,
    use: "X (Twitter) header",
  },
  {
    id: "linkedin-banner",
    path: "social/linkedin-banner-1584x396.png",
    width: 1584,
    height: 396,
    use: "LinkedIn page or profile banner",
  },
  {
    id: "youtube-banner",
    path: "social/youtube-banner-2560x1440.png",
    width: 2560,
    height: 1440,
    use: "YouTube channel banner (logo inside the 1546x423 area every device shows)",
  },
  {
    id: "facebook-cover",
    path: "social/facebook-cover-851x315.png",
    width: 851,
    height: 315,
    use: "Facebook page cover",
  },
] as const;
export type SocialImage = (typeof SOCIAL_IMAGES)[number];

export const DOCUMENT_FILES = {
  guidelines: "brand-guidelines.pdf",
  licence: "licence-certificate.pdf",
  readme: "README.txt",
} as const;

/** The contents as a person reads them (step 5 and the brand page show this list). */
export function kitSummary(design: LogoDesign | null) {
  if (!design) {
    return [
      { folder: "logo/", text: "Your logo as PNG (the original 1024 px image and smaller sizes)" },
      { folder: "icons/", text: "favicon.ico, PNG favicons, Apple touch and web-app icons" },
      { folder: "social/", text: "Profile pictures, link preview image and five platform banners" },
      { folder: "", text: "Brand guidelines and licence certificate (PDF), README" },
    ];
  }
  const layouts = [LAYOUT_LABELS[design.layout], ...otherLayouts(design).map((l) => LAYOUT_LABELS[l.layout])];
  return [
    {
      folder: "logo/",
      text: `SVG, PDF and transparent PNG up to 4096 px, in full colour, black, white and one colour; print PDFs in CMYK and one spot colour; ${layouts.length} layouts: ${layouts.join(", ").toLowerCase()}`,
    },
    {
      folder: "icons/",
      text: "favicon.ico (16/32/48), SVG and PNG favicons, Apple touch icon, web-app and maskable icons, site.webmanifest",
    },
    {
      folder: "social/",
      text: "Profile pictures (400 and 1080), link preview 1200x630, X, LinkedIn, YouTube and Facebook banners",
    },
    { folder: "fonts/", text: "The typefaces with their SIL Open Font Licence files" },
    {
      folder: "mockups/",
      text: "Your logo on a business card, sign, packaging, phone and social profile (PNG, 2000 px), and the business card to print (PDF, 85x55 mm with 3 mm bleed and crop marks)",
    },
    { folder: "", text: "brand-guidelines.pdf, licence-certificate.pdf and README.txt" },
  ];
}
