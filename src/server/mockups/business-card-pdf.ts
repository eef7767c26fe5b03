import { type Box, fitBox } from "@/server/kit/logo-art";
import { drawArt, mm, newPdf, type Pdf } from "@/server/kit/pdf";
import type { LogoDesign } from "@/shared/logo-design";
import { lookOf } from "./look";

/**
 * The print-ready business card (issue 32): 85 x 55 mm trim, 3 mm bleed, crop marks in the slug
 * outside the bleed, vectors throughout (the logo's own paths). Page one is the front, the logo
 * as designed on the brand's deep colour (the reversed version on a dark card); page two the back,
 * the horizontal lock-up on paper with the rest of the card left for the holder's details.
 */

export const CARD_MM = { width: 85, height: 55, bleed: 3, slug: 7 } as const;

/** Where the marks start, outside the trim (clear of the bleed), and how long they are. */
const MARK_OFFSET_MM = CARD_MM.bleed + 1;
const MARK_LENGTH_MM = CARD_MM.slug - 2;
/** Nothing that must survive trimming comes closer than this to the trim. */
const SAFE_MM = 5;

function pageBoxes() {
  const margin = CARD_MM.bleed + CARD_MM.slug;
  const width = mm(CARD_MM.width + 2 * margin);
  const height = mm(CARD_MM.height + 2 * margin);
  const trim: Box = { x: mm(margin), y: mm(margin), width: mm(CARD_MM.width), height: mm(CARD_MM.height) };
  const b = mm(CARD_MM.bleed);
  const bleed: Box = { x: trim.x - b, y: trim.y - b, width: trim.width + 2 * b, height: trim.height + 2 * b };
  return { width, height, trim, bleed };
}

const pdfBox = (b: Box, pageHeight: number) => [
  b.x,
  pageHeight - b.y - b.height,
  b.x + b.width,
  pageHeight - b.y,
];

function cropMarks(doc: Pdf, trim: Box) {
  const off = mm(MARK_OFFSET_MM);
  const len = mm(MARK_LENGTH_MM);
  doc.save().lineWidth(0.25).strokeColor("#000000");
  for (const x of [trim.x, trim.x + trim.width]) {
    for (const [y, dir] of [
      [trim.y, -1],
      [trim.y + trim.height, 1],
    ] as const) {
      doc
        .moveTo(x, y + dir * off)
        .lineTo(x, y + dir * (off + len))
        .stroke();
    }
  }
  for (const y of [trim.y, trim.y + trim.height]) {
    for (const [x, dir] of [
      [trim.x, -1],
      [trim.x + trim.width, 1],
    ] as const) {
      doc
        .moveTo(x + dir * off, y)
        .lineTo(x + dir * (off + len), y)
        .stroke();
    }
  }
  doc.restore();
}

export async function businessCardPdf(input: {
  design: LogoDesign;
  brandName: string;
  created: Date;
}): Promise<Buffer> {
  const look = lookOf(input.design);
  const { doc, finish } = newPdf({
    title: `${input.brandName} business card`,
    subject: "Business card, 85 x 55 mm with 3 mm bleed",
    created: input.created,
  });
  const { width, height, trim, bleed } = pageBoxes();
  const safe: Box = {
    x: trim.x + mm(SAFE_MM),
    y: trim.y + mm(SAFE_MM),
    width: trim.width - mm(2 * SAFE_MM),
    height: trim.height - mm(2 * SAFE_MM),
  };
  const page = (background: string, draw: () => void) => {
    doc.addPage({ size: [width, height], margin: 0 });
    const dictionary = doc.page.dictionary.data as Record<string, unknown>;
    dictionary.TrimBox = pdfBox(trim, height);
    dictionary.BleedBox = pdfBox(bleed, height);
    doc.rect(bleed.x, bleed.y, bleed.width, bleed.height).fill(background);
    draw();
    cropMarks(doc, trim);
  };
  page(look.deep, () => {
    const art = look.art("primary", "dark");
    drawArt(doc, art, fitBox(art, { ...safe, y: safe.y + mm(4), height: safe.height - mm(8) }));
  });
  page(look.paper, () => {
    const art = look.art("lockup", "light");
    drawArt(doc, art, { x: safe.x, y: safe.y, width: safe.width * 0.6, height: mm(12) });
    doc
      .rect(trim.x, trim.y + trim.height - mm(1.5), trim.width, mm(1.5) + mm(CARD_MM.bleed))
      .fill(look.primary);
  });
  return finish();
}
