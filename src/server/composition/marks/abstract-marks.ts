import { num } from "@/server/composition/svg";
import type { AbstractMarkId } from "@/shared/logo-design";
import type { Ink } from "./motifs";
import { at, dot, fill, frame, line, petal, polygon, pt, rect, ring } from "./shapes";

type Draw = (ink: Ink, variant: number) => string;

function pick<T>(variant: number, items: readonly T[]): T {
  return items[Math.abs(Math.trunc(variant)) % items.length] as T;
}

function quarter(x: number, y: number, size: number, corner: number): string {
  const dx = corner === 0 || corner === 3 ? 1 : -1;
  const dy = corner < 2 ? 1 : -1;
  const cx = dx > 0 ? x : x + size;
  const cy = dy > 0 ? y : y + size;
  const sweep = dx * dy > 0 ? 1 : 0;
  return `M${num(cx)} ${num(cy)}L${num(cx + dx * size)} ${num(cy)}A${num(size)} ${num(size)} 0 0 ${sweep} ${num(cx)} ${num(cy + dy * size)}Z`;
}

/** Corner orientations (0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left) for a 2x2 grid, read row by row. */
const QUAD_PATTERNS = [
  [2, 3, 1, 0],
  [0, 1, 3, 2],
  [2, 0, 2, 0],
  [3, 2, 0, 1],
  [1, 2, 0, 3],
] as const;

/** Geometric compositions for the abstract layout: they carry the palette, not the trade. */
export const ABSTRACT_MARKS = {
  quads: ({ fg, accent }, variant) => {
    const pattern = pick(variant, QUAD_PATTERNS);
    const s = 90;
    return pattern
      .map((corner, i) =>
        fill(quarter(i % 2 === 0 ? -94 : 4, i < 2 ? -94 : 4, s, corner), i === 1 || i === 2 ? accent : fg),
      )
      .join("");
  },
  petals: ({ fg, accent }, variant) => {
    const count = pick(variant, [4, 6, 8]);
    const width = count === 4 ? 72 : count === 6 ? 56 : 42;
    return Array.from({ length: count }, (_, i) =>
      at(
        fill(petal(94, width), i % 2 === 0 ? fg : accent),
        `rotate(${num((i * 360) / count + 360 / count / 2)})`,
      ),
    ).join("");
  },
  arcs: ({ fg, accent }) =>
    [84, 56, 28]
      .map((r, i) => line(`M${-r} 44A${r} ${r} 0 0 1 ${r} 44`, i === 1 ? accent : fg, 20, "butt"))
      .concat(line("M-94 58H94", fg, 10, "butt"))
      .join(""),
  eclipse: ({ fg, accent, cut }) =>
    [dot(-14, 6, 78, fg), dot(34, -18, 50, cut), dot(34, -18, 36, accent)].join(""),
  stripes: ({ fg, accent }) => [fill("M-86 0A86 86 0 0 1 86 0Z", accent), stripedHalf(fg)].join(""),
  facets: ({ fg, accent, cut }) => {
    const a = pt(96, 0);
    const b = pt(96, 120);
    const c = pt(96, 240);
    const mid = (p: [number, number], q: [number, number]): [number, number] => [
      (p[0] + q[0]) / 2,
      (p[1] + q[1]) / 2,
    ];
    const ab = mid(a, b);
    const bc = mid(b, c);
    const ca = mid(c, a);
    return at(
      [
        fill(polygon([a, ab, ca]), accent),
        fill(polygon([ab, b, bc]), fg),
        fill(polygon([ca, bc, c]), fg),
        fill(polygon([ab, bc, ca]), fg, 0.45),
        line(polygon([ab, bc, ca]), cut, 6),
      ].join(""),
      "translate(0 14)",
    );
  },
  diamonds: ({ fg, accent }) =>
    [-46, 0, 46]
      .map((x, i) => at(rect(-40, -40, 80, 80, 10, i === 1 ? accent : fg), `translate(${x} 0) rotate(45)`))
      .map((shape, i) => (i === 2 ? `<g opacity="0.8">${shape}</g>` : shape))
      .join(""),
  rings: ({ fg, accent }) => [ring(-30, 0, 56, fg, 18), ring(30, 0, 56, accent, 18)].join(""),
  blocks: ({ fg, accent }, variant) => {
    const masks = ["110011111", "111101111", "011111110", "100110111", "111010111"];
    const mask = pick(variant, masks);
    const cells = [...mask].flatMap((bit, i) => {
      if (bit === "0") return [];
      const x = (i % 3) * 62 - 88;
      const y = Math.floor(i / 3) * 62 - 88;
      return [rect(x, y, 52, 52, 12, i === 4 ? accent : fg)];
    });
    return cells.join("");
  },
  halftone: ({ fg, accent }) => {
    const dots: string[] = [];
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 5; col++) {
        const r = 4 + (row + col) * 2.4;
        dots.push(dot(-80 + col * 40, -80 + row * 40, r, row + col === 8 ? accent : fg));
      }
    }
    return dots.join("");
  },
  burst: ({ fg, accent }) => {
    const rays = Array.from({ length: 12 }, (_, i) => {
      const deg = i * 30;
      return fill(polygon([pt(30, deg - 7), pt(94, deg), pt(30, deg + 7)]), i % 3 === 0 ? accent : fg);
    });
    return [...rays, dot(0, 0, 30, fg)].join("");
  },
  loop: ({ fg, accent }) =>
    [at(frame(-62, -62, 124, 124, 34, fg, 24), "rotate(45)"), dot(0, 0, 20, accent)].join(""),
} satisfies Record<AbstractMarkId, Draw>;

function stripedHalf(color: string): string {
  return [10, 30, 48, 64, 78]
    .map((y, i) => {
      const h = 12 - i * 1.6;
      const half = Math.sqrt(Math.max(0, 86 * 86 - (y + h) ** 2));
      const top = Math.sqrt(Math.max(0, 86 * 86 - y * y));
      return fill(`M${num(-top)} ${num(y)}H${num(top)}L${num(half)} ${num(y + h)}H${num(-half)}Z`, color);
    })
    .join("");
}

/** `variant` picks among a mark's arrangements (quadrant patterns, petal counts, block masks). */
export function drawAbstract(id: AbstractMarkId, ink: Ink, variant: number): string {
  return ABSTRACT_MARKS[id](ink, variant);
}
