import type { FaceId } from "./fonts";
import type { DrawContext } from "./motifs";
import { type Anchor, drawBlock, type TextBlock } from "./typeset";

/** Collects a logo's SVG parts along with the faces and strings it sets (for font loading). */
export class Sheet implements DrawContext {
  readonly parts: string[] = [];
  readonly faces = new Set<FaceId>();
  readonly texts: string[] = [];
  private ids = 0;

  add(...svg: string[]): void {
    this.parts.push(...svg);
  }

  text(block: TextBlock, x: number, top: number, fill: string, anchor: Anchor): void {
    this.faces.add(block.face);
    this.texts.push(...block.lines.map((l) => l.text));
    this.parts.push(drawBlock(block, x, top, fill, anchor));
  }

  /** Records text drawn by hand (e.g. on a path). */
  uses(face: FaceId, text: string): void {
    this.faces.add(face);
    this.texts.push(text);
  }

  id(prefix: string): string {
    this.ids += 1;
    return `${prefix}-${this.ids}`;
  }
}
