import { derivePalette } from "@/server/composition/color";
import { type FaceId, getFace } from "@/server/composition/fonts";
import { iconCertificateNote } from "@/server/symbols/icon-licence";
import { BRAND } from "@/shared/brand";
import { PACKAGE_NAME } from "@/shared/constants";
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from "@/shared/locale";
import type { LogoDesign } from "@/shared/logo-design";
import { kitDay, kitMoney, legalUpdated } from "./kit-locale";
import { kitText } from "./kit-text";
import { logoArt } from "./logo-art";
import { A4, drawArt, newPdf, type Pdf, UI, useFace } from "./pdf";

/**
 * licence-certificate.pdf: who bought which logo, when, and what they may do with it. The grant
 * is worded from our Terms of Service ("Intellectual Property and Commercial Rights" and
 * "Termination"); change them together.
 */

export type LicenceInput = {
  brandName: string;
  /** The composition, or for logos made before compositions were stored, the original PNG. */
  logo: { design: LogoDesign } | { png: Uint8Array };
  buyer: { name: string; email: string };
  purchase: { paymentId: string; date: Date; amount: string | null; currency: string | null } | null;
  /** When the rights took effect: the first download. */
  licensedOn: Date;
  certificateId: string;
  /** The typefaces of a logo kept only as an image; a design's own are read from its drawing. */
  faces: FaceId[];
  supportEmail: string;
  appUrl: string;
  /** The buyer's language; an Indonesian certificate says the English one is the reference. */
  locale?: Locale;
};

/** The product's mark (the same drawing as the web app's favicon). */
const PRODUCT_MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#4F46E5"/><path d="M20 44c6-2 10-8 12-16 2 8 6 14 12 16" fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><circle cx="32" cy="20" r="5" fill="#FBBF24"/></svg>';

const INK = "#111827";
const MUTED = "#4B5563";
const FAINT = "#9CA3AF";
const LINE = "#E5E7EB";
const ACCENT = "#4338CA";

export function grantText(locale: Locale = DEFAULT_LOCALE): string {
  return kitText(locale).licence.grant;
}

export function fontNote(faces: FaceId[], locale: Locale = DEFAULT_LOCALE): string {
  const text = kitText(locale);
  return text.licence.fontNote(text.list([...new Set(faces.map((id) => getFace(id).family))]));
}

/** The AI sentence is said only when an AI image model drew the logo's symbol (traced from its image into vectors). */
export function noticeText(aiSymbol: boolean, locale: Locale = DEFAULT_LOCALE): string {
  const t = kitText(locale).licence;
  return [t.nameNotice, aiSymbol ? t.aiNotice : null, t.similarNotice].filter(Boolean).join(" ");
}

/**
 * Whether an AI model drew the symbol: the AI path traces the model's image into the design's
 * symbol; our own marks, monograms and wordmarks are drawn by code. A logo kept only as an image
 * (made before designs were stored) came from the image model.
 */
export function symbolDrawnByAi(logo: LicenceInput["logo"]): boolean {
  return "design" in logo ? logo.design.symbol.kind === "traced" : true;
}

function label(doc: Pdf, value: string, x: number, y: number) {
  useFace(doc, UI.label)
    .fontSize(7.5)
    .fillColor(FAINT)
    .text(value, x, y, { characterSpacing: 1.2, lineBreak: false });
}

export async function licencePdf(input: LicenceInput): Promise<Buffer> {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = kitText(locale).licence;
  const day = (date: Date) => kitDay(date, locale);
  const { doc, finish } = newPdf({
    title: t.pdfTitle(input.brandName),
    subject: t.subject,
    created: input.licensedOn,
    lang: LOCALE_TAGS[locale].bcp47,
  });
  const W = A4.width;
  const H = A4.height;
  const M = 56;
  doc.addPage({ size: [W, H], margin: 0 });

  // A thin frame, as certificates have.
  doc
    .rect(20, 20, W - 40, H - 40)
    .lineWidth(0.75)
    .strokeColor(LINE)
    .stroke();
  doc.rect(0, 0, W, 6).fill(ACCENT);

  drawArt(doc, { svg: PRODUCT_MARK, width: 64, height: 64 }, { x: M, y: 52, width: 26, height: 26 });
  useFace(doc, UI.heading)
    .fontSize(12)
    .fillColor(INK)
    .text(BRAND.productName, M + 34, 59, { lineBreak: false });
  useFace(doc, UI.body)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(t.number(input.certificateId), W - M - 200, 61, { width: 200, align: "right", lineBreak: false });

  useFace(doc, UI.heading).fontSize(26).fillColor(INK).text(t.title, M, 112, { lineBreak: false });
  useFace(doc, UI.body).fontSize(11).fillColor(MUTED).text(t.subtitle, M, 148, { lineBreak: false });
  // A translation names the text that decides.
  if (t.reference) {
    useFace(doc, UI.body).fontSize(8).fillColor(ACCENT).text(t.reference, M, 163, { lineBreak: false });
  }

  // The logo, as vectors on its own background.
  const panel = { x: M, y: 176, width: W - M * 2, height: 150 };
  // The typefaces named are the ones the logo is drawn with (not the kit's companion face when no tagline uses it).
  let faces = input.faces;
  if ("design" in input.logo) {
    const palette = derivePalette(input.logo.design.colors);
    const art = logoArt(input.logo.design);
    faces = art.faces;
    doc.roundedRect(panel.x, panel.y, panel.width, panel.height, 8).fill(palette.bg);
    drawArt(doc, art, {
      x: panel.x + 40,
      y: panel.y + 20,
      width: panel.width - 80,
      height: panel.height - 40,
    });
  } else {
    doc.roundedRect(panel.x, panel.y, panel.width, panel.height, 8).fill("#FFFFFF");
    doc.image(Buffer.from(input.logo.png), panel.x + (panel.width - 130) / 2, panel.y + 10, {
      fit: [130, 130],
      align: "center",
      valign: "center",
    });
  }
  doc.roundedRect(panel.x, panel.y, panel.width, panel.height, 8).lineWidth(0.75).strokeColor(LINE).stroke();

  // The facts, in two columns.
  // The amount as it was charged, in its own currency.
  const paid =
    input.purchase?.amount && input.purchase.currency
      ? kitMoney(input.purchase.amount, input.purchase.currency, locale)
      : null;
  const rows: Array<[string, string]> = [
    [t.rows.brand, input.brandName],
    [t.rows.licensee, input.buyer.name],
    [t.rows.email, input.buyer.email],
    [t.rows.package, paid ? `${PACKAGE_NAME}, ${paid}` : PACKAGE_NAME],
    [t.rows.purchaseDate, input.purchase ? day(input.purchase.date) : t.notRecorded],
    [t.rows.transaction, input.purchase?.paymentId ?? t.notRecorded],
    [t.rows.since, day(input.licensedOn)],
  ];
  const columnWidth = (W - M * 2 - 24) / 2;
  let y = 344;
  rows.forEach(([key, value], i) => {
    const x = i % 2 === 0 ? M : M + columnWidth + 24;
    if (i % 2 === 0 && i > 0) y += 36;
    label(doc, key, x, y);
    const face = key === t.rows.transaction ? UI.body : UI.bodyBold;
    // Long names and addresses shrink to fit their column rather than wrap into the next row.
    useFace(doc, face, value).fontSize(11);
    const size = Math.max(7, Math.min(11, (11 * columnWidth) / Math.max(doc.widthOfString(value), 1)));
    doc
      .fontSize(size)
      .fillColor(INK)
      .text(value, x, y + 12 + (11 - size) / 2, { width: columnWidth + 20, lineBreak: false, height: 14 });
  });
  y += 42;
  doc
    .moveTo(M, y)
    .lineTo(W - M, y)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();

  const iconNote = "design" in input.logo ? iconCertificateNote(input.logo.design, locale) : null;
  const sections: Array<[string, string]> = [
    [t.rights, grantText(locale)],
    [t.note, noticeText(symbolDrawnByAi(input.logo), locale)],
    [t.fonts, fontNote(faces, locale)],
  ];
  if (iconNote) sections.push([t.symbol, iconNote]);
  // The notes at 9 pt, smaller only when they would run into the footer (longer translations).
  const footerTop = H - 72;
  const notesHeight = (size: number) =>
    sections.reduce((sum, [, body]) => {
      useFace(doc, UI.body, body).fontSize(size);
      return sum + 30 + doc.heightOfString(body, { width: W - M * 2, lineGap: 1.8 });
    }, 0);
  const bodySize = [9, 8.5, 8, 7.5].find((size) => y + notesHeight(size) <= footerTop) ?? 7.5;
  for (const [title, body] of sections) {
    y += 12;
    useFace(doc, UI.heading).fontSize(10).fillColor(INK).text(title, M, y, { lineBreak: false });
    y += 16;
    useFace(doc, UI.body, body).fontSize(bodySize).fillColor(MUTED);
    doc.text(body, M, y, { width: W - M * 2, lineGap: 1.8 });
    y = doc.y + 2;
  }

  const footer = [
    t.issued(input.supportEmail),
    t.grantedUnder(legalUpdated(locale), `${input.appUrl.replace(/\/$/, "")}/terms`),
  ];
  footer.forEach((line, i) => {
    useFace(doc, UI.body)
      .fontSize(8)
      .fillColor(FAINT)
      .text(line, M, H - 66 + i * 12, {
        width: W - M * 2,
        align: "center",
        lineBreak: false,
      });
  });
  return finish();
}
