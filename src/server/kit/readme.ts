import { BRAND } from "@/shared/brand";
import { formatDay } from "@/shared/dates";
import type { LogoDesign } from "@/shared/logo-design";
import { derivePalette } from "../composition/color";
import { getFace } from "../composition/fonts";
import { iconLicenceNote, iconLicenceText } from "../symbols/icon-licence";
import { kitFaces } from "./kit-fonts";
import {
  COLOUR_VERSIONS,
  DOCUMENT_FILES,
  ICON_FILES,
  type KitNames,
  LAYOUT_LABELS,
  LAYOUT_PNG_SIZES,
  otherLayouts,
  PRIMARY_PNG_SIZES,
  PRINT_SUFFIX,
  REVERSED_VERSION,
  SOCIAL_IMAGES,
  SPOT_NAME,
} from "./kit-plan";
import { reversedDesign } from "./variants";

/** README.txt: what each file is for, in plain words, listing exactly the files the kit holds. */
export function readmeText(input: {
  brandName: string;
  names: KitNames;
  design: LogoDesign | null;
  paths: string[];
  built: Date;
}): string {
  const { brandName, names, design, paths } = input;
  const has = (path: string) => paths.includes(path);
  const lines: string[] = [];
  const heading = (title: string) => lines.push("", title, "-".repeat(title.length));
  const item = (path: string, text: string) => {
    if (has(path) || path.endsWith("/")) lines.push(`  ${path}`, `      ${text}`);
  };

  lines.push(
    `${brandName}: brand kit`,
    "=".repeat(`${brandName}: brand kit`.length),
    "",
    `Everything made for ${brandName} with ${BRAND.productName}, ${formatDay(input.built)}.`,
    "Start with brand-guidelines.pdf: it shows how to use the logo, its colours and its typefaces.",
  );

  if (!design) {
    lines.push(
      "",
      "NOTE: this logo was made before the app kept the composition each logo is drawn from, so",
      "the kit is made from the original 1024 px image: there are no vector (SVG/PDF) files, no",
      "colour versions and no other layouts, and the smaller PNGs, icons and social images are",
      "scaled from that image. Logos made since then get the complete kit.",
    );
  }

  heading("Documents");
  item(
    DOCUMENT_FILES.guidelines,
    "Brand guidelines: the logo and its versions, clear space, colours, type, do and don't.",
  );
  item(
    DOCUMENT_FILES.licence,
    "Your licence certificate: who bought the logo, when, and the commercial rights granted.",
  );

  heading("logo/");
  if (design) {
    const sizes = PRIMARY_PNG_SIZES.join(", ");
    lines.push(
      `  Your logo as chosen (${LAYOUT_LABELS[design.layout].toLowerCase()}), in full colour, on a transparent background.`,
    );
    if (reversedDesign(design)) {
      lines.push(
        "  Your design is drawn for a dark background, so these files use a light variant of it in its",
        "  own colours, which reads on white paper and white pages. The design exactly as you chose it,",
        `  on its own background (${derivePalette(design.colors).bg}), is the reversed version in logo/colour-versions/.`,
      );
    }
    lines.push("");
    item(
      names.primary(".svg"),
      "The master file. Vector: sharp at any size. The name is outlined, so no font is needed. Use it for the web, print and sign makers.",
    );
    item(
      names.primary("_live-text.svg"),
      "The same with the name as editable text, for design tools. Install the fonts in fonts/ first.",
    );
    item(names.primary(".pdf"), "Vector PDF, for printers and office software.");
    item(
      names.primary(PRINT_SUFFIX.cmyk),
      "The same PDF in CMYK for printers (the values the guidelines list; no colour profile: ask for a proof).",
    );
    item(
      names.colourVersion("one-colour", PRINT_SUFFIX.spot),
      `The one-colour version as a single spot colour named "${SPOT_NAME}": stamps, embroidery, engraving, screen printing.`,
    );
    lines.push(
      `  ${names.primary("_<size>.png")}`,
      `      Transparent PNG, ${sizes} px on the longer side: websites, documents, presentations.`,
      "",
      "  logo/colour-versions/",
      `      The same files in ${COLOUR_VERSIONS.filter((v) => v.mode !== "full")
        .map((v) => v.label.toLowerCase())
        .join(", ")}:`,
    );
    for (const version of COLOUR_VERSIONS.filter((v) => v.mode !== "full")) {
      lines.push(`        ${version.slug}: ${version.use}`);
    }
    if (reversedDesign(design)) {
      lines.push(
        `        ${REVERSED_VERSION.slug}: ${REVERSED_VERSION.use} (SVG, PDF and PNG, ${LAYOUT_PNG_SIZES.join(", ")} px)`,
      );
    }
    const layouts = otherLayouts(design);
    if (layouts.length > 0) {
      lines.push(
        "",
        "  logo/layouts/",
        `      The same logo arranged for other spaces, each in all four colour versions as SVG, PDF`,
        `      and transparent PNG (${LAYOUT_PNG_SIZES.join(", ")} px; the SVG and PDF scale to any size):`,
      );
      for (const layout of layouts) {
        const what =
          layout.layout === "horizontal"
            ? "symbol beside the name: headers, letterheads, wide spaces"
            : layout.layout === "stacked"
              ? "symbol above the name: square spaces, packaging"
              : layout.layout === "symbol"
                ? design.symbol.kind === "none"
                  ? "your initials as a mark (the logo itself has no symbol): small spaces"
                  : "the mark alone: small spaces, stamps, app icons"
                : "the name alone: where the brand must be spelled out";
        lines.push(`        ${layout.layout}/: ${what}`);
      }
    }
  } else {
    for (const path of paths.filter((p) => p.startsWith("logo/"))) {
      item(path, path.endsWith(".svg") ? "The logo as it was stored (SVG)." : "The logo as PNG.");
    }
  }

  heading("icons/");
  item(ICON_FILES.ico, "Favicon for every browser (16, 32 and 48 px in one file).");
  item(ICON_FILES.svg, "Favicon for modern browsers (vector).");
  lines.push(`  icons/favicon-<size>x<size>.png`, "      PNG favicons, 16, 32 and 48 px.");
  item(ICON_FILES.apple, "Home-screen icon for iPhone and iPad (180 px).");
  lines.push(
    "  icons/icon-192.png, icons/icon-512.png",
    "      Web-app icons (Android, installed web apps).",
    "  icons/icon-maskable-192.png, icons/icon-maskable-512.png",
    "      Web-app icons that Android may crop to a circle or another shape.",
  );
  item(ICON_FILES.manifest, "Web-app manifest naming the icons and colours.");
  item(ICON_FILES.head, "The lines to paste into your website's <head>.");

  heading("social/");
  for (const image of SOCIAL_IMAGES) item(image.path, `${image.use}, ${image.width}x${image.height}.`);

  if (design) {
    heading("fonts/");
    for (const id of kitFaces(design)) {
      const face = getFace(id);
      lines.push(`  ${face.family} ${face.weight}${face.style === "italic" ? " italic" : ""}`);
    }
    lines.push(
      "  Each family's folder holds its font files and OFL.txt, the SIL Open Font License 1.1: you may",
      "  use, embed and share the fonts, commercially too, but not sell the font files on their own.",
    );
  }

  const mockups = paths.filter((p) => p.startsWith("mockups/"));
  if (mockups.length > 0) {
    heading("mockups/");
    lines.push(
      "  Your logo where it will be seen, for your website, pitch or printer, 2000 px PNG each:",
      ...mockups.filter((p) => p.endsWith(".png")).map((p) => `  ${p}`),
    );
    for (const p of mockups.filter((m) => m.endsWith(".pdf")))
      item(p, "The business card to print: 85x55 mm, 3 mm bleed, crop marks; front, then back.");
  }

  const iconNote = design ? iconLicenceNote(design) : null;
  if (design && iconNote) {
    heading("Symbol");
    const notice = iconLicenceText(design) ?? "";
    lines.push(...[...wrap(iconNote, 96), "", ...wrap(notice, 96)].map((l) => (l ? `  ${l}` : l)));
  }

  heading("Help");
  lines.push(
    "  The licence certificate names the rights granted. Questions: see the address on it.",
    `  ${BRAND.productName} by ${BRAND.businessName}, ${BRAND.location}.`,
    "",
  );
  return lines.join("\r\n");
}

/** Plain-text lines of at most `width` characters, broken at spaces. */
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}
