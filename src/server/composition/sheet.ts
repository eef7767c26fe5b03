import { type Anchor, type FaceId, outlineArc } from "./fonts";
import type { DrawContext } from "./marks/motifs";
import { attrs, escapeXml, num, polar } from "./svg";
import { drawBlock, fontAttrs, outlineBlock, type TextBlock } from "./typeset";

export type TextMode = "live" | "outlined";

/**
 * Collects a logo's SVG parts along with the faces and strings it sets. Text is written either as
 * live <text> (needs the fonts to render; editable in a design tool) or as outlined glyph paths
 * (self-contained: renders the same everywhere).
 */
export class Sheet implements DrawContext {
  readonly parts: string[] = [];
  readonly faces = new Set<FaceId>();
  readonly texts: string[] = [];
  private ids = 0;

  constructor(
    readonly textMode: TextMode,
    /** Prefix for element ids, so two drawings can share one document. */
    private readonly idPrefix = "",
  ) {}

  add(...svg: string[]): void {
    this.parts.push(...svg);
  }

  text(block: TextBlock, x: number, top: number, fill: string, anchor: Anchor): void {
    this.faces.add(block.face);
    this.texts.push(...block.lines.map((l) => l.text));
    this.parts.push(
      this.textMode === "live"
        ? drawBlock(block, x, top, fill, anchor)
        : outlineBlock(block, x, top, fill, anchor),
    );
  }

  /** Text along a circular arc (see outlineArc for the geometry), centred on the arc. */
  arcText(
    text: string,
    face: FaceId,
    size: number,
    tracking: number,
    arc: { cx: number; cy: number; r: number; startDeg: number; sweepDeg: number },
    fill: string,
  ): void {
    this.faces.add(face);
    this.texts.push(text);
    if (this.textMode === "outlined") {
      const d = outlineArc(face, text, size, tracking, arc);
      this.parts.push(`<path ${attrs({ "data-text": text })} fill="${fill}" d="${d}"/>`);
      return;
    }
    const id = this.id("arc");
    const [x0, y0] = polar(arc.cx, arc.cy, arc.r, arc.startDeg);
    const [x1, y1] = polar(arc.cx, arc.cy, arc.r, arc.startDeg + arc.sweepDeg);
    const large = Math.abs(arc.sweepDeg) > 180 ? 1 : 0;
    const sweep = arc.sweepDeg > 0 ? 1 : 0;
    this.parts.push(
      `<defs><path id="${id}" d="M${num(x0)} ${num(y0)}A${num(arc.r)} ${num(arc.r)} 0 ${large} ${sweep} ${num(x1)} ${num(y1)}"/></defs>`,
      `<text ${attrs({ ...fontAttrs(face, size, tracking), fill, "text-anchor": "middle" })}><textPath xlink:href="#${id}" startOffset="50%">${escapeXml(text)}</textPath></text>`,
    );
  }

  id(prefix: string): string {
    this.ids += 1;
    return `${this.idPrefix}${prefix}-${this.ids}`;
  }
}
