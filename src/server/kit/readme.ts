import { derivePalette } from "@/server/composition/color";
import { getFace } from "@/server/composition/fonts";
import { iconLicenceNote, iconLicenceText } from "@/server/symbols/icon-licence";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locale";
import type { LogoDesign } from "@/shared/logo-design";
import { kitFaces } from "./kit-fonts";
import { kitDay } from "./kit-locale";
import {
  colourVersions,
  DOCUMENT_FILES,
  ICON_FILES,
  type KitNames,
  LAYOUT_PNG_SIZES,
  otherLayouts,
  PRIMARY_PNG_SIZES,
  PRINT_SUFFIX,
  reversedVersion,
  SOCIAL_IMAGES,
  SPOT_NAME,
} from "./kit-plan";
import { kitText } from "./kit-text";
import { reversedDesign } from "./variants";

/** README.txt: what each file is for, in plain words, listing exactly the files the kit holds. */
export function readmeText(input: {
  brandName: string;
  names: KitNames;
  design: LogoDesign | null;
  paths: string[];
  built: Date;
  locale?: Locale;
}): string {
  const { brandName, names, design, paths } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const text = kitText(locale);
  const t = text.readme;
  const versions = colourVersions(locale);
  const has = (path: string) => paths.includes(path);
  const lines: string[] = [];
  const heading = (title: string) => lines.push("", title, "-".repeat(title.length));
  const item = (path: string, text: string) => {
    if (has(path) || path.endsWith("/")) lines.push(`  ${path}`, `      ${text}`);
  };

  lines.push(
    t.title(brandName),
    "=".repeat(t.title(brandName).length),
    "",
    t.made(brandName, kitDay(input.built, locale)),
    t.start,
  );

  if (!design) lines.push("", ...t.rasterNote);

  heading(t.documents);
  item(DOCUMENT_FILES.guidelines, t.guidelines);
  item(DOCUMENT_FILES.licence, t.licence);

  heading("logo/");
  if (design) {
    const sizes = PRIMARY_PNG_SIZES.join(", ");
    lines.push(`  ${t.chosen(text.layouts[design.layout].toLowerCase())}`);
    if (reversedDesign(design)) lines.push(...t.darkNote(derivePalette(design.colors).bg));
    lines.push("");
    item(names.primary(".svg"), t.master);
    item(names.primary("_live-text.svg"), t.liveText);
    item(names.primary(".pdf"), t.vectorPdf);
    item(names.primary(PRINT_SUFFIX.cmyk), t.cmyk);
    item(names.colourVersion("one-colour", PRINT_SUFFIX.spot), t.spot(SPOT_NAME));
    const others = versions.filter((v) => v.mode !== "full");
    lines.push(
      `  ${names.primary("_<size>.png")}`,
      `      ${t.pngs(sizes)}`,
      "",
      "  logo/colour-versions/",
      `      ${t.versionFiles(others.map((v) => v.label.toLowerCase()).join(", "))}`,
    );
    for (const version of others) lines.push(`        ${version.slug}: ${version.use}`);
    if (reversedDesign(design)) {
      const reversed = reversedVersion(locale);
      lines.push(`        ${reversed.slug}: ${reversed.use} ${t.reversedFiles(LAYOUT_PNG_SIZES.join(", "))}`);
    }
    const layouts = otherLayouts(design);
    if (layouts.length > 0) {
      lines.push("", "  logo/layouts/", ...t.layoutsIntro(LAYOUT_PNG_SIZES.join(", ")));
      for (const layout of layouts) {
        const initials = layout.layout === "symbol" && design.symbol.kind === "none";
        lines.push(
          `        ${layout.layout}/: ${initials ? t.layoutUse.initials : t.layoutUse[layout.layout]}`,
        );
      }
    }
  } else {
    for (const path of paths.filter((p) => p.startsWith("logo/"))) {
      item(path, path.endsWith(".svg") ? t.rasterSvg : t.rasterPng);
    }
  }

  heading("icons/");
  item(ICON_FILES.ico, t.icons.ico);
  item(ICON_FILES.svg, t.icons.svg);
  lines.push(`  icons/favicon-<size>x<size>.png`, `      ${t.icons.pngs}`);
  item(ICON_FILES.apple, t.icons.apple);
  lines.push(
    "  icons/icon-192.png, icons/icon-512.png",
    `      ${t.icons.app}`,
    "  icons/icon-maskable-192.png, icons/icon-maskable-512.png",
    `      ${t.icons.maskable}`,
  );
  item(ICON_FILES.manifest, t.icons.manifest);
  item(ICON_FILES.head, t.icons.head);

  heading("social/");
  for (const image of SOCIAL_IMAGES) {
    item(image.path, `${text.social[image.id]}, ${image.width}x${image.height}.`);
  }

  if (design) {
    heading("fonts/");
    for (const id of kitFaces(design)) {
      const face = getFace(id);
      lines.push(`  ${face.family} ${face.weight}${face.style === "italic" ? t.italic : ""}`);
    }
    lines.push(...t.fontLicence);
  }

  const mockups = paths.filter((p) => p.startsWith("mockups/"));
  if (mockups.length > 0) {
    heading("mockups/");
    lines.push(t.mockupsIntro, ...mockups.filter((p) => p.endsWith(".png")).map((p) => `  ${p}`));
    for (const p of mockups.filter((m) => m.endsWith(".pdf"))) item(p, t.mockupsCard);
  }

  const iconNote = design ? iconLicenceNote(design, locale) : null;
  if (design && iconNote) {
    heading(t.symbol);
    const notice = iconLicenceText(design, locale) ?? "";
    lines.push(...[...wrap(iconNote, 96), "", ...wrap(notice, 96)].map((l) => (l ? `  ${l}` : l)));
  }

  heading(t.help);
  lines.push(...t.helpLines, "");
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
