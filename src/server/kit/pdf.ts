import { readFileSync } from "node:fs";
import { type Font, create as parseFont } from "fontkit";
import PDFDocument from "pdfkit";
import SVGtoPDF from "svg-to-pdfkit";
import { BRAND } from "@/shared/brand";
import { type FaceId, faceCovering, getFace } from "../composition/fonts";
import { num } from "../composition/svg";
import { type Box, fitBox, type LogoArt } from "./logo-art";

/**
 * PDFs with pdfkit: vector drawings through svg-to-pdfkit, text in our own TTF faces (embedded,
 * subset by pdfkit). Units are PDF points.
 */

export type Pdf = PDFKit.PDFDocument;

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

export function newPdf(info: { title: string; subject: string; created: Date }) {
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: {
      Title: info.title,
      Subject: info.subject,
      Author: BRAND.businessName,
      Creator: BRAND.productName,
      Producer: BRAND.productName,
      CreationDate: info.created,
    },
    lang: "en",
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return {
    doc,
    finish(): Promise<Buffer> {
      doc.end();
      return ended;
    },
  };
}

const registered = new WeakMap<Pdf, Set<string>>();
const parsed = new Map<FaceId, Font>();

/** Fonts are parsed once per worker: parsing a TTF costs more than laying out a whole page. */
function parsedFont(id: FaceId): Font {
  let font = parsed.get(id);
  if (!font) {
    font = parseFont(readFileSync(getFace(id).file));
    parsed.set(id, font);
  }
  return font;
}

/**
 * Selects a face for the next text; with `text`, the CJK fallback when the face lacks some of its
 * characters (as the logo renderer does), so a brand name in any supported script prints.
 */
export function useFace(doc: Pdf, id: FaceId, text?: string): Pdf {
  const face = text === undefined ? id : faceCovering(id, text);
  let seen = registered.get(doc);
  if (!seen) {
    seen = new Set();
    registered.set(doc, seen);
  }
  if (!seen.has(face)) {
    // pdfkit takes a parsed fontkit font as well as a file (its types only name the file).
    doc.registerFont(face, parsedFont(face) as unknown as string);
    seen.add(face);
  }
  return doc.font(face);
}

/** The document's type: headings in Montserrat, text in Lato (both SIL OFL, shipped as TTF). */
export const UI = {
  heading: "montserrat-700",
  label: "montserrat-500",
  body: "lato-400",
  bodyBold: "lato-700",
} as const satisfies Record<string, FaceId>;

/** Draws a logo (or any SVG with a viewBox) as vectors, fitted and centred in `box`. Returns where it went. */
export function drawArt(doc: Pdf, art: Pick<LogoArt, "svg" | "width" | "height">, box: Box): Box {
  const placed = fitBox(art, box);
  const svg = art.svg.replace(
    /^(<svg\b[^>]*?)\swidth="[^"]*"\sheight="[^"]*"/,
    `$1 width="${num(placed.width, 3)}" height="${num(placed.height, 3)}"`,
  );
  SVGtoPDF(doc, svg, placed.x, placed.y, {
    assumePt: true,
    warningCallback: (message) => {
      throw new Error(`SVG to PDF: ${message}`);
    },
  });
  return placed;
}

/** Millimetres to points. */
export function mm(value: number): number {
  return (value * 72) / 25.4;
}
