import { contrast, derivePalette, type Palette, relativeLuminance } from "@/server/composition/color";
import { type FaceId, getFace } from "@/server/composition/fonts";
import { num } from "@/server/composition/svg";
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from "@/shared/locale";
import type { LogoDesign } from "@/shared/logo-design";
import { colourValues } from "./colour-values";
import { brandFaces } from "./kit-fonts";
import { kitDay } from "./kit-locale";
import { colourVersions, otherLayouts, reversedVersion, SPOT_NAME } from "./kit-plan";
import { type KitText, kitText } from "./kit-text";
import {
  type Box,
  drawingBounds,
  fitBox,
  type LogoArt,
  logoArt,
  onBackgroundArt,
  svgDocument,
} from "./logo-art";
import { monoColour } from "./logo-files";
import { drawArt, drawRepeatedArt, mm, newPdf, type Pdf, type RepeatedArtOptions, UI, useFace } from "./pdf";
import { reversedDesign } from "./variants";

/**
 * brand-guidelines.pdf: a short, clean document a founder can hand to a printer, a web designer
 * or a sign maker. A4 landscape; every logo in it is vector, every face embedded.
 */

const W = 841.89;
const H = 595.28;
const M = 48;
/** Where a content page's body starts, under its title and lead. */
const TOP = 142;
const NEUTRAL = {
  text: "#111827",
  muted: "#4B5563",
  faint: "#9CA3AF",
  line: "#E5E7EB",
  panel: "#F8FAFC",
  good: "#15803D",
  bad: "#B91C1C",
} as const;

export type GuidelinesInput = {
  /** The design the general-use files are drawn from (see variants.ts). */
  design: LogoDesign;
  /** The design as chosen, when it differs (drawn for a dark background): the cover and the reversed version. */
  chosen?: LogoDesign;
  brandName: string;
  created: Date;
  /** The buyer's language when the kit was built. */
  locale?: Locale;
};

type PageCtx = {
  doc: Pdf;
  brandName: string;
  palette: Palette;
  page: number;
  locale: Locale;
  /** All of the kit's words in its language; `t` is this document's. */
  text: KitText;
  t: KitText["guidelines"];
};
type Ctx = PageCtx & { design: LogoDesign; chosen: LogoDesign };

function text(
  ctx: PageCtx,
  face: FaceId,
  size: number,
  colour: string,
  value: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions = {},
) {
  useFace(ctx.doc, face, value).fontSize(size).fillColor(colour).text(value, x, y, options);
}

/** A page with the section's number and title, and the running footer. */
function contentPage(ctx: PageCtx, number: string, title: string, lead?: string) {
  const { doc } = ctx;
  doc.addPage({ size: [W, H], margin: 0 });
  ctx.page += 1;
  doc.rect(M, M - 6, 28, 3).fill(ctx.palette.primary);
  text(ctx, UI.label, 9, NEUTRAL.muted, number, M, M + 6, { characterSpacing: 1.2, lineBreak: false });
  text(ctx, UI.heading, 22, NEUTRAL.text, title, M, M + 20, { lineBreak: false });
  if (lead) text(ctx, UI.body, 10.5, NEUTRAL.muted, lead, M, M + 54, { width: W - M * 2, lineGap: 2 });
  doc
    .moveTo(M, H - 34)
    .lineTo(W - M, H - 34)
    .lineWidth(0.5)
    .strokeColor(NEUTRAL.line)
    .stroke();
  text(ctx, UI.label, 8, NEUTRAL.faint, ctx.t.footer(ctx.brandName), M, H - 26, {
    lineBreak: false,
    characterSpacing: 0.3,
  });
  text(ctx, UI.label, 8, NEUTRAL.faint, String(ctx.page), W - M - 40, H - 26, {
    width: 40,
    align: "right",
    lineBreak: false,
  });
}

function card(ctx: PageCtx, box: Box, fill = "#FFFFFF", border: string | null = NEUTRAL.line) {
  ctx.doc.roundedRect(box.x, box.y, box.width, box.height, 6);
  if (border) ctx.doc.lineWidth(0.75).fillAndStroke(fill, border);
  else ctx.doc.fill(fill);
}

function inset(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, width: box.width - by * 2, height: box.height - by * 2 };
}

/** The dark colour the white version is shown on: the brand's own when it is dark enough. */
function darkBackdrop(palette: Palette): string {
  if (contrast(palette.primary, "#FFFFFF") >= 4.5) return palette.primary;
  if (contrast(palette.ink, "#FFFFFF") >= 4.5) return palette.ink;
  return "#111827";
}

function cover(ctx: Ctx, created: Date) {
  const { doc, chosen } = ctx;
  // The design as chosen, on its own background.
  const palette = derivePalette(chosen.colors);
  doc.addPage({ size: [W, H], margin: 0 });
  ctx.page += 1;
  doc.rect(0, 0, W, H).fill(palette.bg);
  drawRepeatedArt(doc, logoArt(chosen), { x: W * 0.2, y: 70, width: W * 0.6, height: H * 0.56 });
  doc.rect(M, H - 128, 28, 3).fill(palette.primary);
  text(ctx, UI.label, 9, palette.muted, ctx.t.coverLabel, M, H - 114, {
    characterSpacing: 2,
    lineBreak: false,
  });
  text(ctx, UI.heading, 30, palette.ink, ctx.brandName, M, H - 98, {
    width: W * 0.62,
    lineBreak: false,
    ellipsis: true,
  });
  text(ctx, UI.body, 10, palette.muted, ctx.t.version(kitDay(created, ctx.locale)), W - M - 200, H - 66, {
    width: 200,
    align: "right",
    lineBreak: false,
  });
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function logoPage(ctx: Ctx) {
  const { doc, design } = ctx;
  const faces = brandFaces(design);
  const primaryFace = getFace(faces.primary);
  const { t, text: words } = ctx;
  const ways = otherLayouts(design).length + 1;
  contentPage(
    ctx,
    "01",
    t.logoTitle,
    t.logoLead(
      words.layouts[design.layout].toLowerCase(),
      primaryFace.family,
      words.counts[ways] ?? String(ways),
    ),
  );
  const main: Box = { x: M, y: TOP, width: W - M * 2, height: 204 };
  card(ctx, main, NEUTRAL.panel, null);
  drawRepeatedArt(doc, logoArt(design), inset(main, 28));
  text(
    ctx,
    UI.label,
    8,
    NEUTRAL.faint,
    `${t.primary}  ·  ${words.layouts[design.layout].toUpperCase()}`,
    main.x + 14,
    main.y + 12,
    {
      characterSpacing: 1,
      lineBreak: false,
    },
  );

  const layouts = otherLayouts(design);
  const gap = 14;
  const width = (W - M * 2 - gap * (layouts.length - 1)) / Math.max(layouts.length, 1);
  layouts.forEach((entry, i) => {
    const box: Box = { x: M + i * (width + gap), y: TOP + 220, width, height: 124 };
    card(ctx, box);
    drawRepeatedArt(doc, logoArt(entry.design), {
      x: box.x + 18,
      y: box.y + 14,
      width: box.width - 36,
      height: 76,
    });
    text(
      ctx,
      UI.label,
      8,
      NEUTRAL.muted,
      words.layouts[entry.layout].toUpperCase(),
      box.x + 14,
      box.y + box.height - 22,
      {
        characterSpacing: 1,
        lineBreak: false,
      },
    );
  });
  text(ctx, UI.body, 9, NEUTRAL.muted, t.logoFiles, M, 512, { lineBreak: false });
}

function coloursPage(ctx: Ctx) {
  const { doc, design, palette, t } = ctx;
  contentPage(ctx, "02", t.coloursTitle, t.coloursLead);
  const versions = colourVersions(ctx.locale);
  const reversedText = reversedVersion(ctx.locale);
  const gap = 14;
  const reversed = reversedDesign(ctx.chosen);
  const count = versions.length + (reversed ? 1 : 0);
  const width = (W - M * 2 - gap * (count - 1)) / count;
  const dark = darkBackdrop(palette);
  if (reversed) {
    const x = M + versions.length * (width + gap);
    const art = onBackgroundArt(reversed);
    const swatch: Box = { x, y: TOP, width, height: 220 };
    card(ctx, swatch, derivePalette(reversed.colors).bg, null);
    drawRepeatedArt(doc, art, inset(swatch, 6));
    text(ctx, UI.heading, 11, NEUTRAL.text, reversedText.label, x, TOP + 236, { lineBreak: false });
    text(ctx, UI.body, 9.5, NEUTRAL.muted, reversedText.use, x, TOP + 254, { width, lineGap: 1.5 });
    text(ctx, UI.label, 8, NEUTRAL.faint, t.on(derivePalette(reversed.colors).bg), x, belowUse(doc), {
      lineBreak: false,
      characterSpacing: 0.5,
    });
  }
  versions.forEach((version, i) => {
    const x = M + i * (width + gap);
    const swatch: Box = { x, y: TOP, width, height: 220 };
    // Each version on the background it is made for; one colour is the mark colour, chosen to read on the brand's background.
    const background = version.mode === "white" ? dark : version.mode === "black" ? "#FFFFFF" : palette.bg;
    card(ctx, swatch, background, relativeLuminance(background) > 0.8 ? NEUTRAL.line : null);
    const art = logoArt(design, { colorMode: version.mode, monoColor: monoColour(design) });
    drawRepeatedArt(doc, art, inset(swatch, 22));
    text(ctx, UI.heading, 11, NEUTRAL.text, version.label, x, TOP + 236, { lineBreak: false });
    text(ctx, UI.body, 9.5, NEUTRAL.muted, version.use, x, TOP + 254, { width, lineGap: 1.5 });
    const colour =
      version.mode === "full"
        ? t.brandColours
        : version.mode === "mono"
          ? monoColour(design)
          : version.mode === "black"
            ? "#000000"
            : "#FFFFFF";
    text(ctx, UI.label, 8, NEUTRAL.faint, colour, x, belowUse(doc), {
      lineBreak: false,
      characterSpacing: 0.5,
    });
  });
  text(ctx, UI.body, 9, NEUTRAL.muted, t.coloursFiles(SPOT_NAME), M, 500, { width: W - M * 2, lineGap: 1.5 });
}

/** Where a colour version's colour goes: under its description, however many lines that took. */
const belowUse = (doc: Pdf) => Math.max(TOP + 300, doc.y + 6);

/** Minimum widths: below these the name stops being comfortable to read. */
function minimumSize(design: LogoDesign): { printMm: number; screenPx: number } {
  const { board } = drawingBounds(design);
  const aspect = board.width / board.height;
  if (design.layout === "symbol") return { printMm: 8, screenPx: 24 };
  if (aspect >= 2.2) return { printMm: 30, screenPx: 120 };
  if (aspect >= 1.3) return { printMm: 25, screenPx: 100 };
  return { printMm: 20, screenPx: 80 };
}

function clearSpacePage(ctx: Ctx) {
  const { doc, design, palette, t } = ctx;
  contentPage(ctx, "03", t.spaceTitle, t.spaceLead);
  const area: Box = { x: M, y: TOP, width: 460, height: 352 };
  card(ctx, area, NEUTRAL.panel, null);
  const { drawing, board } = drawingBounds(design);
  const unit = Math.min(drawing.width, drawing.height) * 0.25;
  // The logo with its clear space, fitted into the card.
  const zone = { width: drawing.width + unit * 2, height: drawing.height + unit * 2 };
  const zoneBox = fitBox(zone, inset(area, 44));
  const scale = zoneBox.width / zone.width;
  const logoBox: Box = {
    x: zoneBox.x + (unit - (drawing.x - board.x)) * scale,
    y: zoneBox.y + (unit - (drawing.y - board.y)) * scale,
    width: board.width * scale,
    height: board.height * scale,
  };
  doc.save();
  doc.rect(zoneBox.x, zoneBox.y, zoneBox.width, zoneBox.height).fillOpacity(0.08).fill(palette.primary);
  doc.restore();
  doc.save();
  doc
    .rect(zoneBox.x, zoneBox.y, zoneBox.width, zoneBox.height)
    .dash(3, { space: 3 })
    .lineWidth(0.75)
    .strokeColor(palette.primary)
    .stroke();
  const inner = {
    x: zoneBox.x + unit * scale,
    y: zoneBox.y + unit * scale,
    width: drawing.width * scale,
    height: drawing.height * scale,
  };
  // Just outside the drawing, so the line never runs through it.
  doc
    .rect(inner.x - 2, inner.y - 2, inner.width + 4, inner.height + 4)
    .dash(2, { space: 2 })
    .lineWidth(0.5)
    .strokeColor(NEUTRAL.faint)
    .stroke();
  doc.restore();
  drawRepeatedArt(doc, logoArt(design), logoBox);
  // "x" on each side, centred in its band.
  const u = unit * scale;
  const marks: Array<[number, number]> = [
    [inner.x + inner.width / 2, zoneBox.y + u / 2],
    [inner.x + inner.width / 2, zoneBox.y + zoneBox.height - u / 2],
    [zoneBox.x + u / 2, inner.y + inner.height / 2],
    [zoneBox.x + zoneBox.width - u / 2, inner.y + inner.height / 2],
  ];
  for (const [cx, cy] of marks) {
    text(ctx, UI.label, 10, palette.primaryText, "x", cx - 10, cy - 6, {
      width: 20,
      align: "center",
      lineBreak: false,
    });
  }

  // Minimum sizes, drawn at their real size.
  const right = M + 460 + 32;
  const columnWidth = W - M - right;
  text(ctx, UI.heading, 12, NEUTRAL.text, t.minimumTitle, right, TOP + 4, { lineBreak: false });
  text(ctx, UI.body, 9.5, NEUTRAL.muted, t.minimumLead, right, TOP + 24, {
    width: columnWidth,
    lineGap: 1.5,
  });
  const rows: Array<{ label: string; design: LogoDesign }> = [
    { layout: design.layout, design },
    ...otherLayouts(design).filter((l) => l.layout === "symbol"),
  ].map((r) => ({ label: ctx.text.layouts[r.layout], design: r.design }));
  let y = TOP + 76;
  const labelX = right + Math.max(...rows.map((r) => mm(minimumSize(r.design).printMm)), 40) + 16;
  for (const row of rows) {
    const size = minimumSize(row.design);
    const art = logoArt(row.design);
    const width = mm(size.printMm);
    const height = (width * art.height) / art.width;
    drawRepeatedArt(doc, art, { x: right, y, width, height });
    text(ctx, UI.heading, 10, NEUTRAL.text, row.label, labelX, y + height / 2 - 14, {
      lineBreak: false,
    });
    text(
      ctx,
      UI.body,
      9.5,
      NEUTRAL.muted,
      t.minimumRow(size.printMm, size.screenPx),
      labelX,
      y + height / 2,
      { lineBreak: false },
    );
    y += Math.max(height, 30) + 34;
  }
  text(ctx, UI.body, 9.5, NEUTRAL.muted, t.iconsNote, right, Math.max(y, 380), {
    width: columnWidth,
    lineGap: 1.5,
  });
}

/** What each role of the palette is in the drawing, for the palette page's labels. */
const ROLE_NAMES: Array<[keyof Palette, keyof KitText["guidelines"]["roles"]]> = [
  ["ink", "name"],
  ["primary", "symbol"],
  ["primaryText", "symbolLetters"],
  ["muted", "tagline"],
  ["accent", "accent"],
  ["accentMark", "accent"],
  ["onPrimary", "onSymbol"],
  ["onPrimaryLarge", "onSymbolLetters"],
  ["accentOnPrimary", "onSymbolDetails"],
];

export type PaletteSwatch = { name: string; colour: string; use: string };

/**
 * The colours the logo really draws with (read from its drawing), each named by its role, and
 * the background it is designed on, labelled as such; a dark design adds its reversed
 * background. Roles that come out the same colour are one swatch.
 */
export function paletteSwatches(
  design: LogoDesign,
  chosen: LogoDesign = design,
  locale: Locale = DEFAULT_LOCALE,
): PaletteSwatch[] {
  const t = kitText(locale).guidelines;
  const palette = derivePalette(design.colors);
  const drawn = new Set(
    (
      logoArt(design)
        .svg.replace(/<mask\b[\s\S]*?<\/mask>/g, "")
        .match(/"#[0-9A-Fa-f]{6}"/g) ?? []
    ).map((h) => h.slice(1, -1).toUpperCase()),
  );
  const swatches: PaletteSwatch[] = [];
  const seen = new Set<string>();
  for (const [role, words] of ROLE_NAMES) {
    const colour = palette[role].toUpperCase();
    if (!drawn.has(colour) || seen.has(colour)) continue;
    seen.add(colour);
    swatches.push({ colour, ...t.roles[words] });
  }
  // A traced symbol draws in its own colours.
  for (const colour of drawn) {
    if (seen.has(colour) || colour === palette.bg.toUpperCase() || swatches.length >= 6) continue;
    seen.add(colour);
    swatches.push({ colour, ...t.symbolColour });
  }
  swatches.push({ colour: palette.bg.toUpperCase(), ...t.background });
  const reversed = reversedDesign(chosen);
  if (reversed && reversed !== design) {
    const bg = derivePalette(reversed.colors).bg.toUpperCase();
    const same = swatches.find((s) => s.colour === bg);
    if (same) same.use = `${same.use}; ${t.behindReversed}`;
    else swatches.push({ colour: bg, ...t.reversedBackground });
  }
  return swatches;
}

function palettePage(ctx: Ctx) {
  contentPage(ctx, "04", ctx.t.paletteTitle, ctx.t.paletteLead);
  const swatches = paletteSwatches(ctx.design, ctx.chosen, ctx.locale);
  const gap = 14;
  const count = Math.max(swatches.length, 4);
  const width = (W - M * 2 - gap * (count - 1)) / count;
  swatches.forEach((swatch, i) => {
    const x = M + i * (width + gap);
    const box: Box = { x, y: TOP, width, height: 190 };
    const light = relativeLuminance(swatch.colour) > 0.85;
    card(ctx, box, swatch.colour, light ? NEUTRAL.line : null);
    text(ctx, UI.heading, count > 5 ? 11 : 13, NEUTRAL.text, swatch.name, x, TOP + 206, {
      width,
      lineBreak: false,
      ellipsis: true,
    });
    text(ctx, UI.body, 9, NEUTRAL.muted, swatch.use, x, TOP + 224, { width, lineGap: 1 });
    const values = colourValues(swatch.colour);
    const rows: Array<[string, string]> = [
      ["HEX", values.hex],
      ["RGB", values.rgb],
      ["CMYK", values.cmyk],
    ];
    rows.forEach(([label, value], r) => {
      const y = TOP + 264 + r * 20;
      ctx.doc
        .moveTo(x, y - 5)
        .lineTo(x + width, y - 5)
        .lineWidth(0.5)
        .strokeColor(NEUTRAL.line)
        .stroke();
      text(ctx, UI.label, 8, NEUTRAL.faint, label, x, y, { lineBreak: false, characterSpacing: 0.8 });
      text(ctx, UI.bodyBold, count > 5 ? 8.5 : 9.5, NEUTRAL.text, value, x + 34, y - 1, { lineBreak: false });
    });
  });
  text(ctx, UI.body, 9, NEUTRAL.muted, ctx.t.paletteNote, M, 512, { lineBreak: false });
}

const SPECIMEN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ\nabcdefghijklmnopqrstuvwxyz\n0123456789 & ! ? , . :";

function weightName(weight: number): string {
  const names: Record<number, string> = {
    400: "Regular",
    500: "Medium",
    600: "SemiBold",
    700: "Bold",
    800: "ExtraBold",
    900: "Black",
  };
  return `${names[weight] ?? weight} ${weight}`;
}

/** The typefaces the logo is drawn with, one per family (two weights of a family are one typeface). */
export function logoTypefaces(design: LogoDesign): Array<{ family: string; faces: FaceId[] }> {
  const families = new Map<string, FaceId[]>();
  for (const id of logoArt(design).faces) {
    const family = getFace(id).family;
    families.set(family, [...(families.get(family) ?? []), id]);
  }
  return [...families].map(([family, faces]) => ({ family, faces }));
}

function typePage(ctx: Ctx) {
  const { design } = ctx;
  const families = logoTypefaces(design);
  const nameFace = brandFaces(design).primary;
  const one = families.length === 1;
  const { t } = ctx;
  contentPage(
    ctx,
    "05",
    t.typeTitle,
    one
      ? t.typeLeadOne
      : t.typeLeadMany(capitalised(ctx.text.counts[families.length] ?? String(families.length))),
  );
  const gap = 28;
  const width = one ? W - M * 2 : (W - M * 2 - gap * (families.length - 1)) / families.length;
  families.forEach((family, i) => {
    const main = family.faces.includes(nameFace) ? nameFace : family.faces[0]!;
    const x = M + i * (width + gap);
    const box: Box = { x, y: TOP, width, height: 256 };
    card(ctx, box, NEUTRAL.panel, null);
    const isName = family.faces.includes(nameFace);
    const role = isName ? t.roleName : t.roleTagline;
    text(ctx, UI.label, 8, NEUTRAL.faint, role, x + 20, TOP + 16, {
      characterSpacing: 1.2,
      lineBreak: false,
    });
    text(ctx, main, 64, NEUTRAL.text, "Aa", x + 20, TOP + 30, { lineBreak: false });
    text(ctx, UI.heading, 15, NEUTRAL.text, family.family, x + 150, TOP + 48, { lineBreak: false });
    const weights = family.faces
      .map((id) => getFace(id))
      .map((face) => `${weightName(face.weight)}${face.style === "italic" ? t.italic : ""}`)
      .join(", ");
    text(ctx, UI.body, 9.5, NEUTRAL.muted, weights, x + 150, TOP + 69, { lineBreak: false });
    text(ctx, main, 12.5, NEUTRAL.text, SPECIMEN, x + 20, TOP + 128, { width: width - 40, lineGap: 5 });
    const use = isName ? t.useName(family.faces.length > 1) : t.useTagline;
    text(ctx, UI.body, 9.5, NEUTRAL.muted, use, x + 20, TOP + 228, { width: width - 40, lineBreak: false });
  });
  const licence: Box = { x: M, y: TOP + 272, width: W - M * 2, height: 80 };
  card(ctx, licence, "#FFFFFF");
  text(ctx, UI.heading, 10, NEUTRAL.text, t.fontLicenceTitle, M + 20, TOP + 286, {
    lineBreak: false,
  });
  text(ctx, UI.body, 9.5, NEUTRAL.muted, t.fontLicence(one), M + 20, TOP + 304, {
    width: W - M * 2 - 40,
    lineGap: 2,
  });
}

/** A logo in an example of use: where, and how it is (mis)used. */
type ExampleLogo = { art: LogoArt; box: Box } & Omit<RepeatedArtOptions, "box">;

/**
 * One example of use for the do and don't page, in the coordinates of its card: what lies under
 * the logo as an SVG of the card's size, and the logos on top, each drawn once per document and
 * placed by reference (decision 024).
 */
function example(
  ctx: Ctx,
  kind: string,
  width: number,
  height: number,
): { under: string; logos: ExampleLogo[] } {
  const { design, palette } = ctx;
  const area: Box = { x: width * 0.14, y: height * 0.16, width: width * 0.72, height: height * 0.68 };
  const full = logoArt(design);
  const fitted = fitBox(full, area);
  const centre = { x: fitted.x + fitted.width / 2, y: fitted.y + fitted.height / 2 };
  const plain: ExampleLogo = { art: full, box: fitted };
  const backdrop = (fill: string) => `<rect width="${width}" height="${height}" fill="${fill}"/>`;
  switch (kind) {
    case "do-files":
      return { under: backdrop("#FFFFFF"), logos: [plain] };
    case "do-space": {
      const pad = Math.min(fitted.width, fitted.height) * 0.25;
      return {
        under:
          backdrop("#FFFFFF") +
          `<rect x="${num(fitted.x - pad)}" y="${num(fitted.y - pad)}" width="${num(fitted.width + pad * 2)}" height="${num(fitted.height + pad * 2)}" fill="${palette.primary}" fill-opacity="0.08"/>`,
        logos: [plain],
      };
    }
    case "do-dark":
      return {
        under: backdrop(darkBackdrop(palette)),
        logos: [{ art: logoArt(design, { colorMode: "white" }), box: fitted }],
      };
    case "stretch": {
      const wide = {
        x: width * 0.04,
        y: area.y + area.height * 0.2,
        width: width * 0.92,
        height: area.height * 0.6,
      };
      return { under: backdrop("#FFFFFF"), logos: [{ art: full, box: wide, stretch: true }] };
    }
    case "rotate":
      return { under: backdrop("#FFFFFF"), logos: [{ ...plain, rotate: { degrees: -14, origin: centre } }] };
    case "recolour": {
      const wrong = logoArt({
        ...design,
        colors: {
          background: design.colors.background,
          ink: "#7C3AED",
          primary: "#16A34A",
          accent: "#F59E0B",
        },
      });
      return { under: backdrop("#FFFFFF"), logos: [{ art: wrong, box: fitted }] };
    }
    case "effects": {
      const offset = Math.max(3, fitted.height * 0.06);
      const shadow = logoArt(design, { colorMode: "black" });
      return {
        under: backdrop("#FFFFFF"),
        logos: [
          { art: shadow, box: { ...fitted, x: fitted.x + offset, y: fitted.y + offset }, opacity: 0.3 },
          plain,
        ],
      };
    }
    case "busy": {
      const stripes: string[] = [];
      for (let x = -height; x < width + height; x += 14) {
        stripes.push(
          `<path d="M${num(x)} 0L${num(x + height)} ${num(height)}" stroke="${stripes.length % 2 ? palette.accent : palette.primary}" stroke-width="7"/>`,
        );
      }
      return { under: `${backdrop(palette.bg)}<g opacity="0.75">${stripes.join("")}</g>`, logos: [plain] };
    }
    case "typeface": {
      const other = design.typeface.startsWith("serif") ? "rounded" : "serif-italic";
      return {
        under: backdrop("#FFFFFF"),
        logos: [{ art: logoArt({ ...design, typeface: other }), box: fitted }],
      };
    }
    default:
      throw new Error(`unknown example ${kind}`);
  }
}

function tick(doc: Pdf, x: number, y: number, good: boolean) {
  doc.circle(x + 6, y + 6, 6).fill(good ? NEUTRAL.good : NEUTRAL.bad);
  doc.lineWidth(1.4).strokeColor("#FFFFFF").lineCap("round");
  if (good)
    doc
      .moveTo(x + 3.2, y + 6.2)
      .lineTo(x + 5.2, y + 8.2)
      .lineTo(x + 8.8, y + 4)
      .stroke();
  else {
    doc
      .moveTo(x + 3.8, y + 3.8)
      .lineTo(x + 8.2, y + 8.2)
      .stroke();
    doc
      .moveTo(x + 8.2, y + 3.8)
      .lineTo(x + 3.8, y + 8.2)
      .stroke();
  }
}

function dosPage(ctx: Ctx) {
  const { doc } = ctx;
  contentPage(ctx, "06", ctx.t.dosTitle);
  const examples = (
    [
      ["do-files", true],
      ["do-space", true],
      ["do-dark", true],
      ["stretch", false],
      ["rotate", false],
      ["recolour", false],
      ["effects", false],
      ["busy", false],
      ["typeface", false],
    ] as const
  ).map(([kind, good]) => ({ kind, good, label: ctx.t.examples[kind] }));
  const columns = 3;
  const gapX = 18;
  const gapY = 12;
  const width = (W - M * 2 - gapX * (columns - 1)) / columns;
  const height = 94;
  examples.forEach(({ kind, good, label }, i) => {
    const col = i % columns;
    const row = Math.floor(i / columns);
    const x = M + col * (width + gapX);
    const y = TOP - 30 + row * (height + 30 + gapY);
    const { under, logos } = example(ctx, kind, width, height);
    doc.save();
    doc.roundedRect(x, y, width, height, 6).clip();
    drawArt(doc, { svg: svgDocument(width, height, under), width, height }, { x, y, width, height });
    for (const logo of logos) {
      const { art, box, ...options } = logo;
      const rotate = options.rotate && {
        ...options.rotate,
        origin: { x: options.rotate.origin.x + x, y: options.rotate.origin.y + y },
      };
      drawRepeatedArt(doc, art, { ...box, x: box.x + x, y: box.y + y }, { ...options, rotate });
    }
    doc.restore();
    doc.roundedRect(x, y, width, height, 6).lineWidth(0.75).strokeColor(NEUTRAL.line).stroke();
    tick(doc, x, y + height + 9, good);
    text(ctx, UI.label, 9.5, NEUTRAL.text, label, x + 18, y + height + 10, { lineBreak: false });
  });
}

/** The words and language every page of a guidelines document shares. */
function words(locale: Locale = DEFAULT_LOCALE) {
  const text = kitText(locale);
  return { locale, text, t: text.guidelines };
}

export async function guidelinesPdf(input: GuidelinesInput): Promise<Buffer> {
  const language = words(input.locale);
  const { doc, finish } = newPdf({
    title: language.t.pdfTitle(input.brandName),
    subject: language.t.subject,
    created: input.created,
    lang: LOCALE_TAGS[language.locale].bcp47,
  });
  const ctx: Ctx = {
    ...language,
    doc,
    design: input.design,
    chosen: input.chosen ?? input.design,
    brandName: input.brandName,
    palette: derivePalette(input.design.colors),
    page: 0,
  };
  cover(ctx, input.created);
  logoPage(ctx);
  coloursPage(ctx);
  clearSpacePage(ctx);
  palettePage(ctx);
  typePage(ctx);
  dosPage(ctx);
  return finish();
}

/**
 * Guidelines for a logo made before compositions were stored: what can be said from its image
 * alone (no palette, typefaces or versions are known).
 */
export async function rasterGuidelinesPdf(input: {
  png: Uint8Array;
  brandName: string;
  created: Date;
  locale?: Locale;
}) {
  const language = words(input.locale);
  const { t } = language;
  const { doc, finish } = newPdf({
    title: t.pdfTitle(input.brandName),
    subject: t.subject,
    created: input.created,
    lang: LOCALE_TAGS[language.locale].bcp47,
  });
  const ctx: PageCtx = {
    ...language,
    doc,
    brandName: input.brandName,
    palette: derivePalette({
      background: "#FFFFFF",
      ink: NEUTRAL.text,
      primary: NEUTRAL.text,
      accent: NEUTRAL.muted,
    }),
    page: 0,
  };
  const image = Buffer.from(input.png);
  doc.addPage({ size: [W, H], margin: 0 });
  ctx.page += 1;
  doc.image(image, (W - 300) / 2, 60, { fit: [300, 300] });
  text(ctx, UI.label, 9, NEUTRAL.muted, t.coverLabel, M, H - 114, {
    characterSpacing: 2,
    lineBreak: false,
  });
  text(ctx, UI.heading, 30, NEUTRAL.text, input.brandName, M, H - 98, { width: W * 0.62, lineBreak: false });
  text(
    ctx,
    UI.body,
    10,
    NEUTRAL.muted,
    t.version(kitDay(input.created, language.locale)),
    W - M - 200,
    H - 66,
    {
      width: 200,
      align: "right",
      lineBreak: false,
    },
  );
  contentPage(ctx, "01", t.rasterTitle, t.rasterLead);
  doc.image(image, M, TOP + 20, { fit: [300, 300] });
  text(ctx, UI.body, 10, NEUTRAL.muted, t.rasterNote, M + 340, TOP + 20, {
    width: W - M * 2 - 340,
    lineGap: 2,
  });
  return finish();
}
