import PDFDocument from "pdfkit";
import SVGtoPDF from "svg-to-pdfkit";
import { type FaceId, faceCovering, parsedFace } from "@/server/composition/fonts";
import { num } from "@/server/composition/svg";
import { BRAND } from "@/shared/brand";
import { toCmyk } from "./colour-values";
import { type Box, fitBox, type LogoArt } from "./logo-art";

/**
 * PDFs with pdfkit: vector drawings through svg-to-pdfkit, text in our own TTF faces (embedded,
 * subset by pdfkit). Units are PDF points.
 */

export type Pdf = PDFKit.PDFDocument;

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** `lang` is the document's language as a BCP 47 tag (screen readers and text extraction read it). */
export function newPdf(info: { title: string; subject: string; created: Date; lang?: string }) {
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
    lang: info.lang ?? "en",
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
    // pdfkit takes a parsed fontkit font as well as a file (its types only name the file); the
    // composition's copy, parsed once per worker (parsing a TTF costs more than laying out a page).
    doc.registerFont(face, parsedFace(face) as unknown as string);
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

/**
 * How a drawing's colours are written: as the SVG gives them (DeviceRGB), converted to DeviceCMYK
 * by the conversion the guidelines print, or with one colour as a named Separation (a spot ink;
 * the rest, which is only a knock-out mask's black and white, in DeviceCMYK).
 */
export type PdfColour =
  | { space: "rgb" }
  | { space: "cmyk" }
  /** `drawn`: the drawing's one colour in the SVG; `alternate`: how the ink looks on screen and proofs. */
  | { space: "spot"; name: string; drawn: string; alternate: string };

type SvgColour = [number[] | string, number];

/**
 * svg-to-pdfkit's colour hook: RGB 0-255 in, pdfkit's CMYK (0-100) or a spot colour's name out.
 * In a spot version, the drawn colour is the ink; the mask's nudged black and white stay CMYK
 * (a mask is read as luminance, never printed); anything else is knock-out paint that the mask
 * cuts away anyway, written invisible so that it names no ink.
 */
function colourHook(
  colour: PdfColour,
): ((result: SvgColour | undefined, raw?: string) => SvgColour | undefined) | undefined {
  if (colour.space === "rgb") return undefined;
  const drawn = colour.space === "spot" ? rgbOf(colour.drawn) : null;
  return (result) => {
    if (!result || !Array.isArray(result[0]) || result[0].length !== 3) return result;
    const [r, g, b] = result[0] as [number, number, number];
    if (colour.space === "spot" && drawn) {
      if (r === drawn[0] && g === drawn[1] && b === drawn[2]) return [colour.name, result[1]];
      const maskGrey = r === g && g === b && (r === MASK_BLACK || r === MASK_WHITE);
      if (!maskGrey) return [colour.name, 0];
    }
    return [toCmyk(r, g, b), result[1]];
  };
}

const MASK_BLACK = 1;
const MASK_WHITE = 254;

/**
 * Colours inside the knock-out mask nudged off pure black and white (one step, invisible as
 * luminance), so a spot version can tell the mask's black from a drawing in black.
 */
function markMaskColours(svg: string): string {
  return svg.replace(/<mask\b[\s\S]*?<\/mask>/g, (mask) =>
    mask.replace(/"#000000"/gi, '"#010101"').replace(/"#FFFFFF"/gi, '"#FEFEFE"'),
  );
}

/** Draws a logo (or any SVG with a viewBox) as vectors, fitted and centred in `box`. Returns where it went. */
export function drawArt(
  doc: Pdf,
  art: Pick<LogoArt, "svg" | "width" | "height">,
  box: Box,
  colour: PdfColour = { space: "rgb" },
): Box {
  const placed = fitBox(art, box);
  if (colour.space === "spot") {
    // pdfkit writes it as a Separation with a DeviceCMYK alternate (its types do not list the method).
    (doc as unknown as { addSpotColor: (name: string, ...cmyk: number[]) => void }).addSpotColor(
      colour.name,
      ...toCmyk(...rgbOf(colour.alternate)),
    );
  }
  const draw = () => svgToPdf(doc, art, placed, colour);
  if (colour.space !== "rgb") withPrintColour(doc, colour, draw);
  else draw();
  return placed;
}

/** svg-to-pdfkit's drawing of `art` at `placed` (its root's size replaced by the box's). */
function svgToPdf(doc: Pdf, art: Pick<LogoArt, "svg">, placed: Box, colour: PdfColour) {
  const source = colour.space === "spot" ? markMaskColours(art.svg) : art.svg;
  const svg = source.replace(
    /^(<svg\b[^>]*?)\swidth="[^"]*"\sheight="[^"]*"/,
    `$1 width="${num(placed.width, 3)}" height="${num(placed.height, 3)}"`,
  );
  SVGtoPDF(doc, svg, placed.x, placed.y, {
    assumePt: true,
    colorCallback: colourHook(colour),
    warningCallback: (message) => {
      throw new Error(`SVG to PDF: ${message}`);
    },
  });
}

type Ref = { write: (data: string | Buffer) => void; end: () => void; data: Record<string, unknown> };

type Form = { name: string; xobj: Ref; width: number; height: number };

type FormDoc = {
  page: { width: number; height: number; xobjects: Record<string, unknown> };
  _ctm: number[];
  ref: (data?: unknown) => Ref;
  addContent: (data: string) => void;
};

const forms = new WeakMap<Pdf, Map<string, Form>>();

/** How a repeated drawing is placed besides its box: the guidelines' examples of misuse. */
export type RepeatedArtOptions = {
  /** Filled into the box whatever its aspect (a stretched logo), instead of fitted and centred. */
  stretch?: boolean;
  /** Turned about a point of the page (positive: clockwise, as SVG's rotate). */
  rotate?: { degrees: number; origin: { x: number; y: number } };
  /** Painted at this opacity as a whole (overlaps inside it are not darker). */
  opacity?: number;
};

/**
 * Draws an RGB drawing that a document shows several times (the guidelines show the logo about
 * twenty times): the first time as a form XObject at its own size, then each time only a
 * reference to it, scaled into place, which a viewer paints exactly as a second drawing of the
 * same vectors (decision 024).
 */
export function drawRepeatedArt(
  doc: Pdf,
  art: Pick<LogoArt, "svg" | "width" | "height">,
  box: Box,
  options: RepeatedArtOptions = {},
): Box {
  const placed = options.stretch ? box : fitBox(art, box);
  let known = forms.get(doc);
  if (!known) {
    known = new Map();
    forms.set(doc, known);
  }
  // A form painted at an opacity is a transparency group, so it fades as one piece.
  const group = options.opacity !== undefined;
  const key = `${group ? "group:" : ""}${art.svg}`;
  let form = known.get(key);
  if (!form) {
    form = drawForm(doc, art, known.size, group);
    known.set(key, form);
  }
  const pdf = doc as unknown as FormDoc;
  doc.save();
  if (options.rotate)
    doc.rotate(options.rotate.degrees, { origin: [options.rotate.origin.x, options.rotate.origin.y] });
  if (group) doc.opacity(options.opacity!);
  doc.transform(placed.width / form.width, 0, 0, placed.height / form.height, placed.x, placed.y);
  pdf.page.xobjects[form.name] = form.xobj;
  pdf.addContent(`/${form.name} Do`);
  doc.restore();
  return placed;
}

/** The drawing in a form XObject of its own size, its resources its own (as svg-to-pdfkit's groups). */
function drawForm(
  doc: Pdf,
  art: Pick<LogoArt, "svg" | "width" | "height">,
  index: number,
  group: boolean,
): Form {
  const pdf = doc as unknown as FormDoc;
  const { width, height } = art;
  const resources = pdf.ref();
  const xobj = pdf.ref({
    Type: "XObject",
    Subtype: "Form",
    FormType: 1,
    BBox: [0, 0, width, height],
    // As svg-to-pdfkit's own groups (an isolated transparency group blended in RGB).
    ...(group ? { Group: { S: "Transparency", CS: "DeviceRGB", I: true, K: false } } : {}),
    Resources: resources,
  });
  const page = pdf.page;
  const ctm = pdf._ctm;
  // The stand-in page is the form's box: svg-to-pdfkit sizes its own groups (masks) to the page.
  const stand = {
    width,
    height,
    write: (data: string | Buffer) => xobj.write(data),
    fonts: {},
    xobjects: {},
    ext_gstates: {},
    patterns: {},
  };
  pdf._ctm = [1, 0, 0, 1, 0, 0];
  pdf.page = stand as unknown as FormDoc["page"];
  try {
    svgToPdf(doc, art, { x: 0, y: 0, width, height }, { space: "rgb" });
  } finally {
    pdf.page = page;
    pdf._ctm = ctm;
  }
  const data = resources.data;
  const used = {
    Font: stand.fonts,
    XObject: stand.xobjects,
    ExtGState: stand.ext_gstates,
    Pattern: stand.patterns,
  };
  for (const [key, value] of Object.entries(used)) if (Object.keys(value).length > 0) data[key] = value;
  resources.end();
  xobj.end();
  return { name: `Art${index + 1}`, xobj, width, height };
}

/** Millimetres to points. */
export function mm(value: number): number {
  return (value * 72) / 25.4;
}

function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

type PrintDoc = {
  page: { colorSpaces?: Record<string, unknown> };
  spotColors: Record<string, { id: string; ref: unknown }>;
  ref: (data?: unknown) => unknown;
};

type RefData = {
  Subtype?: string;
  Group?: { CS?: string };
  Resources?: { data?: Record<string, unknown> };
  SMask?: { BC?: number[] };
};

/**
 * svg-to-pdfkit draws masked and translucent parts into form XObjects ("groups") of its own,
 * blended in DeviceRGB, whose stand-in pages have no colour-space table. For the length of one
 * print drawing: groups blend in DeviceCMYK (so nothing is flattened through RGB), a luminosity
 * mask's backdrop is given in CMYK, and with a spot colour each stand-in page gets a table and
 * each group's resources name the spot colour.
 */
function withPrintColour(pdf: Pdf, colour: Exclude<PdfColour, { space: "rgb" }>, draw: () => void) {
  const doc = pdf as unknown as PrintDoc;
  const spot = colour.space === "spot" ? doc.spotColors[colour.name]! : null;
  const ref = doc.ref;
  let current = doc.page;
  doc.ref = (data?: unknown) => {
    const made = ref.call(doc, data);
    const dict = data as RefData | undefined;
    if (dict?.Group?.CS === "DeviceRGB") dict.Group.CS = "DeviceCMYK";
    if (dict?.SMask?.BC?.length === 3) dict.SMask.BC = dict.SMask.BC[0] === 0 ? [0, 0, 0, 1] : [0, 0, 0, 0];
    if (spot && dict?.Subtype === "Form" && dict.Resources?.data) {
      dict.Resources.data.ColorSpace = { [spot.id]: spot.ref };
    }
    return made;
  };
  Object.defineProperty(doc, "page", {
    configurable: true,
    get: () => current,
    set: (page: PrintDoc["page"]) => {
      page.colorSpaces ??= {};
      current = page;
    },
  });
  try {
    draw();
  } finally {
    doc.ref = ref;
    delete (doc as { page?: unknown }).page;
    doc.page = current;
  }
}
