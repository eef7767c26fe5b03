import { num } from "@/server/composition/svg";
import type { MotifId } from "@/shared/logo-design";
import { at, dot, fill, line, oval, petal, polygon, pt, rect, ring, wave } from "./shapes";

/** Colours a mark is drawn with: its main colour, a detail accent, and the surface it sits on (for cut-outs). */
export type Ink = { fg: string; accent: string; cut: string };

export type DrawContext = { id(prefix: string): string };

type Draw = (ink: Ink, ctx: DrawContext) => string;

/** Each motif is built from primitives in a -100..100 box, optically centred on (0, 0). */
export const MOTIFS = {
  cup: ({ fg, accent }) =>
    at(
      [
        line("M-76 82H76", fg, 10),
        fill("M-62 -6H62V20C62 54 36 72 0 72C-36 72 -62 54 -62 20Z", fg),
        line("M58 4C94 2 94 50 56 46", fg, 12),
        line("M-22 -28C-34 -42 -10 -52 -22 -68", accent, 9),
        line("M0 -28C-12 -46 12 -58 0 -80", accent, 9),
        line("M22 -28C10 -42 34 -52 22 -68", accent, 9),
      ].join(""),
      "translate(-8 -2)",
    ),
  bean: ({ fg, cut }) =>
    at(
      [
        fill("M0 -78C46 -78 56 -30 56 0C56 30 46 78 0 78C-46 78 -56 30 -56 0C-56 -30 -46 -78 0 -78Z", fg),
        line("M4 -70C-30 -36 30 30 -4 70", cut, 10),
      ].join(""),
      "rotate(-35)",
    ),
  leaf: ({ fg, cut }) =>
    at(
      [
        fill(petal(170, 104), fg),
        line("M0 -10V-136", cut, 7),
        line("M0 -38L-24 -62M0 -38L24 -62M0 -76L-19 -95M0 -76L19 -95M0 -110L-11 -121M0 -110L11 -121", cut, 5),
        line("M0 0V22", fg, 8),
      ].join(""),
      "rotate(38) translate(0 80)",
    ),
  sprout: ({ fg, accent }) =>
    [
      line("M0 86C0 50 -2 20 0 -6", fg, 10),
      at(fill(petal(92, 56), fg), "translate(0 -2) rotate(-58)"),
      at(fill(petal(116, 66), accent), "translate(0 -6) rotate(48)"),
      line("M-46 86H46", fg, 10),
    ].join(""),
  wheat: ({ fg, accent }) => {
    const grains = [-36, -2, 32]
      .flatMap((y) => [
        at(fill(petal(46, 24), fg), `translate(-4 ${y}) rotate(-38)`),
        at(fill(petal(46, 24), fg), `translate(4 ${y}) rotate(38)`),
      ])
      .join("");
    return [line("M0 92V-40", fg, 8), grains, at(fill(petal(50, 26), accent), "translate(0 -46)")].join("");
  },
  bowl: ({ fg, accent, cut }) =>
    [
      line("M6 -18L72 -92", fg, 8),
      line("M30 -14L92 -74", fg, 8),
      fill("M-88 -6H88C88 44 50 74 0 74C-50 74 -88 44 -88 -6Z", fg),
      rect(-32, 70, 64, 14, 5, fg),
      line(wave(-60, 60, 18, 5, 6), cut, 6),
      line("M-40 -26C-50 -40 -30 -50 -40 -66", accent, 8),
      line("M-14 -26C-24 -42 -4 -54 -14 -72", accent, 8),
    ].join(""),
  flame: ({ fg, accent }) =>
    [
      fill(
        "M4 -94C18 -56 68 -34 68 20C68 62 38 90 0 90C-38 90 -68 62 -68 20C-68 -16 -44 -30 -36 -60C-22 -40 -14 -32 -6 -28C-2 -50 -10 -70 4 -94Z",
        fg,
      ),
      fill("M0 -4C12 16 34 28 34 50C34 70 18 82 0 82C-18 82 -34 70 -34 50C-34 28 -14 18 0 -4Z", accent),
    ].join(""),
  pizza: ({ fg, accent, cut }) =>
    [
      fill("M0 92L-66 -52Q0 -82 66 -52Z", accent),
      line("M-72 -60Q0 -96 72 -60", fg, 20),
      dot(-18, -26, 12, fg),
      dot(22, -12, 10, fg),
      dot(-2, 26, 9, fg),
      dot(6, -44, 4, cut),
    ].join(""),
  cone: ({ fg, accent, cut }) =>
    [
      fill("M-50 -6L0 94L50 -6Z", fg),
      line("M-30 12L14 60M-6 2L28 36M30 12L-14 60M6 2L-28 36", cut, 5),
      fill(
        "M-56 -6C-70 -10 -70 -36 -52 -42C-56 -78 -20 -94 0 -94C20 -94 56 -78 52 -42C70 -36 70 -10 56 -6Z",
        accent,
      ),
    ].join(""),
  donut: ({ fg, accent, cut }) => {
    const icing: string[] = [];
    for (let i = 0; i <= 48; i++) {
      const r = 68 + 5 * Math.cos((i / 48) * Math.PI * 2 * 8);
      const [x, y] = pt(r, (i / 48) * 360);
      icing.push(`${i ? "L" : "M"}${num(x)} ${num(y)}`);
    }
    const sprinkles = [
      [20, 50, 30],
      [70, 46, -40],
      [130, 52, 60],
      [200, 48, 10],
      [250, 52, -60],
      [310, 46, 40],
    ]
      .map(([deg, r, rot]) => {
        const [x, y] = pt(r ?? 0, deg ?? 0);
        return at(line("M-7 0H7", cut, 6), `translate(${num(x)} ${num(y)}) rotate(${rot})`);
      })
      .join("");
    return [dot(0, 0, 86, fg), fill(`${icing.join("")}Z`, accent), sprinkles, dot(0, 0, 26, cut)].join("");
  },
  burger: ({ fg, accent, cut }) =>
    [
      fill("M-82 -14C-82 -62 -42 -86 0 -86C42 -86 82 -62 82 -14Z", fg),
      dot(-30, -52, 4, cut),
      dot(0, -64, 4, cut),
      dot(30, -52, 4, cut),
      dot(-8, -36, 4, cut),
      dot(22, -32, 4, cut),
      line(wave(-84, 84, 6, 4, 8), accent, 10),
      rect(-86, 22, 172, 28, 14, fg),
      fill("M-82 58H82C82 78 66 88 46 88H-46C-66 88 -82 78 -82 58Z", fg),
    ].join(""),
  glass: ({ fg, accent, cut }) =>
    [
      fill("M-52 -92H52C58 -34 38 10 0 10C-38 10 -58 -34 -52 -92Z", fg),
      fill("M-50 -50H50C46 -14 30 4 0 4C-30 4 -46 -14 -50 -50Z", accent),
      line("M-34 -80C-38 -60 -36 -46 -30 -36", cut, 6),
      line("M0 8V80", fg, 10),
      line("M-40 86H40", fg, 10),
    ].join(""),
  cocktail: ({ fg, accent, cut }) =>
    [
      line("M-28 -96L12 -40", fg, 6),
      fill("M-80 -62H80L0 22Z", fg),
      dot(8, -48, 16, accent),
      line("M0 20V80", fg, 10),
      line("M-40 86H40", fg, 10),
      line("M-58 -52H58", cut, 6),
    ].join(""),
  sunrise: ({ fg, accent }) => {
    const rays = [-60, -30, 0, 30, 60].map((deg) => {
      const [x1, y1] = pt(66, deg);
      const [x2, y2] = pt(92, deg);
      return line(`M${num(x1)} ${num(y1 + 10)}L${num(x2)} ${num(y2 + 10)}`, accent, 9);
    });
    return [
      ...rays,
      fill("M-54 10A54 54 0 0 1 54 10Z", fg),
      line("M-88 34H88", fg, 10),
      line("M-60 58H60", fg, 10),
      line("M-32 82H32", fg, 10),
    ].join("");
  },
  bolt: ({ fg }) => fill("M22 -96L-60 12H-4L-22 96L60 -14H4Z", fg),
  streaks: ({ fg, accent }) =>
    at(
      [
        rect(-64, -64, 150, 28, 14, fg),
        rect(-96, -14, 182, 28, 14, accent),
        rect(-34, 36, 120, 28, 14, fg),
      ].join(""),
      "skewX(-22)",
    ),
  chevrons: ({ fg, accent }) =>
    at(
      [line("M-70 -64L-6 0L-70 64", fg, 24), line("M4 -64L68 0L4 64", accent, 24)].join(""),
      "translate(2 0) skewX(-12)",
    ),
  sneaker: ({ fg, accent, cut }) =>
    [
      fill(
        "M-92 34C-94 6 -94 -22 -88 -46C-86 -52 -80 -54 -74 -50C-64 -42 -54 -38 -44 -44L-30 -74C-27 -80 -20 -82 -14 -78L-4 -70C8 -46 24 -28 48 -16C72 -4 96 4 100 34Z",
        fg,
      ),
      line("M-7.8 -45.1L6.6 -58.9M5.2 -31.8L19.6 -45.6M18.2 -18.3L32.6 -32.1", cut, 6),
      line("M-68 34C-64 6 -54 -14 -42 -26", cut, 6),
      fill(
        "M-92 34H70C90 34 102 42 102 50C102 57 98 62 92 62H-88C-96 62 -100 56 -100 48C-100 40 -97 34 -92 34Z",
        accent,
      ),
    ].join(""),
  dumbbell: ({ fg, accent }) =>
    at(
      [
        rect(-48, -7, 96, 14, 7, fg),
        rect(-84, -46, 24, 92, 12, fg),
        rect(-58, -62, 26, 124, 13, accent),
        rect(60, -46, 24, 92, 12, fg),
        rect(32, -62, 26, 124, 13, accent),
      ].join(""),
      "rotate(-30)",
    ),
  brackets: ({ fg, accent }) =>
    [
      line("M-38 -54L-88 0L-38 54", fg, 18),
      line("M38 -54L88 0L38 54", fg, 18),
      line("M16 -72L-16 72", accent, 18),
    ].join(""),
  nodes: ({ fg, accent }) => {
    const outer = [0, 60, 120, 180, 240, 300].map((deg) => pt(74, deg));
    const spokes = outer.filter((_, i) => i % 2 === 0).map(([x, y]) => `M0 0L${num(x)} ${num(y)}`);
    const hull = polygon(outer);
    return [
      line(hull, accent, 7),
      line(spokes.join(""), fg, 8),
      ...outer.map(([x, y], i) => dot(x, y, i % 2 === 0 ? 16 : 12, i % 2 === 0 ? fg : accent)),
      dot(0, 0, 22, fg),
    ].join("");
  },
  cube: ({ fg, accent, cut }) =>
    [
      fill("M0 -88L80 -44L0 0L-80 -44Z", accent),
      fill("M-80 -44L0 0V92L-80 48Z", fg),
      fill("M80 -44L0 0V92L80 48Z", fg, 0.72),
      line("M-80 -44L0 0L80 -44M0 0V92", cut, 5),
    ].join(""),
  cloud: ({ fg, accent, cut }) =>
    [
      fill(
        "M-52 58C-80 58 -96 38 -96 16C-96 -8 -78 -24 -56 -24C-50 -58 -22 -78 10 -78C46 -78 72 -52 74 -18C94 -14 104 2 104 20C104 42 88 58 64 58Z",
        fg,
      ),
      line("M-30 30H40", cut, 9),
      dot(60, 30, 5, accent),
    ].join(""),
  chat: ({ fg, accent, cut }) =>
    [
      fill(
        "M-62 -70H62C78 -70 90 -58 90 -42V18C90 34 78 46 62 46H-6L-48 80V46H-62C-78 46 -90 34 -90 18V-42C-90 -58 -78 -70 -62 -70Z",
        fg,
      ),
      dot(-36, -12, 11, cut),
      dot(0, -12, 11, cut),
      dot(36, -12, 11, accent),
    ].join(""),
  chart: ({ fg, accent }) =>
    [
      rect(-80, 30, 32, 56, 8, fg),
      rect(-36, -2, 32, 88, 8, fg),
      rect(8, -34, 32, 120, 8, fg),
      rect(52, -66, 32, 152, 8, fg),
      line("M-86 -10L-42 -48L-6 -28L52 -88", accent, 9),
      fill("M62 -98L64 -62L30 -84Z", accent),
    ].join(""),
  ascend: ({ fg, accent }) =>
    [line("M-74 20L0 -54L74 20", fg, 20), line("M-74 84L0 10L74 84", accent, 20)].join(""),
  shield: ({ fg, cut }) =>
    [
      fill("M0 -94L78 -64V-6C78 44 44 78 0 96C-44 78 -78 44 -78 -6V-64Z", fg),
      line("M-32 0L-8 24L36 -24", cut, 15),
    ].join(""),
  lock: ({ fg, cut }) =>
    [
      line("M-42 -10V-40C-42 -100 42 -100 42 -40V-10", fg, 18),
      rect(-72, -16, 144, 110, 22, fg),
      dot(0, 28, 14, cut),
      line("M0 32V62", cut, 12),
    ].join(""),
  compass: ({ fg, accent, cut }) =>
    [
      ring(0, 0, 86, fg, 9),
      fill("M0 -68L18 0L0 68L-18 0Z", fg),
      fill("M-56 0L0 -14L56 0L0 14Z", accent),
      fill("M0 -68L18 0H-18Z", accent),
      dot(0, 0, 7, cut),
    ].join(""),
  target: ({ fg, accent, cut }) =>
    [
      dot(-8, 8, 84, fg),
      dot(-8, 8, 58, cut),
      dot(-8, 8, 34, fg),
      line("M-8 8L70 -70", cut, 16),
      line("M-8 8L70 -70", accent, 8),
      fill("M58 -92L96 -96L92 -58L74 -74Z", accent),
    ].join(""),
  bulb: ({ fg, accent, cut }) =>
    [
      fill(
        "M0 -86C38 -86 64 -58 64 -22C64 4 50 18 38 32C30 40 28 48 28 56H-28C-28 48 -30 40 -38 32C-50 18 -64 4 -64 -22C-64 -58 -38 -86 0 -86Z",
        fg,
      ),
      line("M-24 72H24M-14 90H14", fg, 10),
      line("M-16 -34C-6 -50 10 -50 18 -36", cut, 8),
      line("M-96 -22H-80M80 -22H96M-76 -80L-64 -70M76 -80L64 -70", accent, 8),
    ].join(""),
  sparkle: ({ fg, accent }) =>
    [
      fill("M-12 -86Q-6 -16 64 -10Q-6 -4 -12 66Q-18 -4 -88 -10Q-18 -16 -12 -86Z", fg),
      fill("M56 -84Q59 -58 84 -56Q59 -54 56 -28Q53 -54 28 -56Q53 -58 56 -84Z", accent),
      dot(52, 60, 10, accent),
    ].join(""),
  drop: ({ fg, cut }) =>
    [
      fill("M0 -94C26 -58 66 -20 66 24C66 62 36 90 0 90C-36 90 -66 62 -66 24C-66 -20 -26 -58 0 -94Z", fg),
      line("M-36 26C-36 48 -22 62 -2 66", cut, 9),
    ].join(""),
  house: ({ fg, accent, cut }) =>
    [
      line("M-90 -6L0 -86L90 -6", accent, 14),
      fill("M-64 -16L0 -72L64 -16V88H-64Z", fg),
      fill("M-18 88V50C-18 40 -10 32 0 32C10 32 18 40 18 50V88Z", cut),
      dot(0, -14, 12, cut),
    ].join(""),
  gear: ({ fg, cut }) => {
    const teeth = 8;
    const points: Array<[number, number]> = [];
    for (let i = 0; i < teeth; i++) {
      const base = (i * 360) / teeth;
      points.push(pt(70, base - 16), pt(92, base - 9), pt(92, base + 9), pt(70, base + 16));
    }
    return [fill(polygon(points), fg), dot(0, 0, 62, fg), dot(0, 0, 28, cut)].join("");
  },
  pin: ({ fg, accent, cut }) =>
    [
      fill("M0 94C-8 70 -66 20 -66 -26C-66 -64 -36 -92 0 -92C36 -92 66 -64 66 -26C66 20 8 70 0 94Z", fg),
      dot(0, -26, 26, cut),
      dot(0, -26, 12, accent),
    ].join(""),
  plane: ({ fg, accent, cut }) =>
    [
      fill("M-92 -4L92 -78L44 80L8 30Z", fg),
      fill("M8 30L92 -78L-8 74Z", accent),
      line("M8 30L92 -78", cut, 5),
    ].join(""),
  bag: ({ fg, cut }) =>
    [
      line("M-30 -30V-48C-30 -90 30 -90 30 -48V-30", fg, 12),
      fill("M-68 -40H68L78 82C79 90 74 94 66 94H-66C-74 94 -79 90 -78 82Z", fg),
      dot(-30, -14, 7, cut),
      dot(30, -14, 7, cut),
    ].join(""),
  tag: ({ fg, accent, cut }) =>
    at(
      [
        fill("M-44 -48L0 -92L44 -48V86C44 92 40 96 34 96H-34C-40 96 -44 92 -44 86Z", fg),
        dot(0, -48, 12, cut),
        line("M-22 20H22M-22 44H8", cut, 8),
        line("M0 -48C-20 -80 -40 -96 -60 -92", accent, 5),
      ].join(""),
      "rotate(30)",
    ),
  hanger: ({ fg, accent }) =>
    [
      line("M0 -30V-44C0 -52 14 -56 14 -70C14 -82 4 -90 -6 -90C-16 -90 -22 -82 -22 -76", fg, 10),
      line("M0 -30L86 36C96 44 92 56 80 56H-80C-92 56 -96 44 -86 36Z", fg, 10),
      line("M-58 82H58", accent, 10),
    ].join(""),
  diamond: ({ fg, accent, cut }) =>
    [
      fill("M-50 -56H50L88 -16L0 86L-88 -16Z", fg),
      fill("M-50 -56H50L88 -16H-88Z", accent),
      line("M-88 -16H88M-50 -56L-24 -16L0 -56L24 -16L50 -56M-24 -16L0 86L24 -16", cut, 4),
    ].join(""),
  vase: ({ fg, accent, cut }) =>
    [
      at(fill(petal(60, 30), accent), "translate(0 -72) rotate(24)"),
      fill(
        "M-26 -82H26V-70C26 -58 18 -54 18 -44C18 -30 70 -6 70 34C70 70 40 92 0 92C-40 92 -70 70 -70 34C-70 -6 -18 -30 -18 -44C-18 -54 -26 -58 -26 -70Z",
        fg,
      ),
      line("M-64 20H64", cut, 6),
      line("M-68 38H68", cut, 6),
    ].join(""),
  book: ({ fg, accent }) =>
    [
      fill("M-6 -56C-32 -74 -64 -76 -90 -66V62C-64 52 -32 54 -6 72Z", fg),
      fill("M6 -56C32 -74 64 -76 90 -66V62C64 52 32 54 6 72Z", fg),
      fill("M40 -70H62V-20L51 -30L40 -20Z", accent),
    ].join(""),
  paw: ({ fg, accent }) =>
    [
      fill("M0 6C30 6 62 42 54 66C48 82 26 82 0 74C-26 82 -48 82 -54 66C-62 42 -30 6 0 6Z", fg),
      at(oval(17, 23, accent), "translate(-66 -22) rotate(-24)"),
      at(oval(19, 25, fg), "translate(-24 -62) rotate(-8)"),
      at(oval(19, 25, fg), "translate(24 -62) rotate(8)"),
      at(oval(17, 23, accent), "translate(66 -22) rotate(24)"),
    ].join(""),
  wave: ({ fg, accent, cut }, ctx) => {
    const clip = ctx.id("wave");
    return [
      `<clipPath id="${clip}"><circle r="88"/></clipPath>`,
      dot(0, 0, 88, fg),
      `<g clip-path="url(#${clip})">`,
      dot(30, -34, 22, accent),
      line(wave(-120, 120, 10, 9, 6), cut, 12),
      line(wave(-120, 120, 44, 9, 6), cut, 12),
      `</g>`,
    ].join("");
  },
  mountain: ({ fg, accent, cut }) =>
    [
      dot(46, -50, 20, accent),
      fill("M-6 76L36 -4L96 76Z", fg, 0.6),
      fill("M-96 76L-28 -62L40 76Z", fg),
      fill("M-28 -62L-46 -26L-36 -32L-28 -20L-18 -32L-10 -26Z", cut),
    ].join(""),
  lotus: ({ fg, accent }) =>
    [
      at(fill(petal(112, 52), accent), "translate(0 58) rotate(-62)"),
      at(fill(petal(112, 52), accent), "translate(0 58) rotate(62)"),
      at(fill(petal(130, 58), fg), "translate(0 58) rotate(-30)"),
      at(fill(petal(130, 58), fg), "translate(0 58) rotate(30)"),
      at(fill(petal(146, 62), fg), "translate(0 58)"),
      line("M-62 82Q0 98 62 82", fg, 8),
    ].join(""),
  flower: ({ fg, accent, cut }) =>
    [
      ...[0, 60, 120, 180, 240, 300].map((deg) => at(fill(petal(86, 58), fg), `rotate(${deg})`)),
      dot(0, 0, 26, cut),
      dot(0, 0, 18, accent),
    ].join(""),
  // The gleam is cut from the heart (the surface's colour): in the accent it read as a stray mark.
  heart: ({ fg, cut }) =>
    [
      fill(
        "M0 84C-40 54 -90 20 -90 -22C-90 -58 -64 -78 -40 -78C-20 -78 -6 -66 0 -54C6 -66 20 -78 40 -78C64 -78 90 -58 90 -22C90 20 40 54 0 84Z",
        fg,
      ),
      line("M-58 -30C-58 -46 -48 -54 -36 -54", cut, 8),
    ].join(""),
  cross: ({ fg, accent }) => [line("M0 -66V66M-66 0H66", fg, 46), dot(0, 0, 12, accent)].join(""),
  community: ({ fg, accent }) =>
    [
      dot(-52, -28, 20, accent),
      fill("M-88 50C-88 22 -72 6 -52 6C-32 6 -16 22 -16 50Z", accent),
      dot(52, -28, 20, accent),
      fill("M16 50C16 22 32 6 52 6C72 6 88 22 88 50Z", accent),
      dot(0, -46, 26, fg),
      fill("M-46 72C-46 34 -26 12 0 12C26 12 46 34 46 72Z", fg),
    ].join(""),
  soundwave: ({ fg, accent }) =>
    [26, 52, 88, 140, 104, 64, 120, 70, 34]
      .map((h, i) => line(`M${-80 + i * 20} ${num(-h / 2)}V${num(h / 2)}`, i === 3 ? accent : fg, 12))
      .join(""),
  aperture: ({ fg, cut }) => {
    const hex = [0, 60, 120, 180, 240, 300].map((deg) => pt(32, deg + 30));
    const blades = hex.map(([x, y], i) => {
      const [nx, ny] = hex[(i + 1) % 6] ?? [0, 0];
      const dx = nx - x;
      const dy = ny - y;
      const len = Math.hypot(dx, dy);
      return `M${num(x)} ${num(y)}L${num(x + (dx / len) * 120)} ${num(y + (dy / len) * 120)}`;
    });
    return [
      dot(0, 0, 88, fg),
      line(blades.join(""), cut, 6, "butt"),
      fill(polygon(hex), cut),
      ring(0, 0, 88, fg, 4),
    ].join("");
  },
  pen: ({ fg, accent, cut }) =>
    [
      fill("M-60 -20L0 92L60 -20C46 -48 30 -62 28 -84H-28C-30 -62 -46 -48 -60 -20Z", fg),
      line("M0 92V10", cut, 6),
      dot(0, 2, 12, cut),
      rect(-34, -98, 68, 14, 7, accent),
    ].join(""),
  loaf: ({ fg, accent, cut }) =>
    [
      fill(
        "M-88 38C-94 -14 -58 -62 0 -62C58 -62 94 -14 88 38C86 54 76 62 62 62H-62C-76 62 -86 54 -88 38Z",
        fg,
      ),
      line("M-48 -28L-26 14M-10 -40L12 2M28 -28L50 14", cut, 9),
      line("M-96 84H96", accent, 10),
    ].join(""),
  croissant: ({ fg, accent, cut }) => {
    // Rolled segments along a downward arc, overlapping, thickest in the middle: tips first.
    const pieces: Array<[deg: number, rx: number, ry: number]> = [
      [-48, 18, 22],
      [48, 18, 22],
      [-33, 25, 33],
      [33, 25, 33],
      [-17, 30, 42],
      [17, 30, 42],
      [0, 33, 50],
    ];
    return [
      ...pieces.map(([deg, rx, ry]) => {
        const [x, y] = pt(150, deg);
        return `<ellipse transform="translate(${num(x)} ${num(y + 138)}) rotate(${deg})" rx="${rx}" ry="${ry}" fill="${fg}" stroke="${cut}" stroke-width="6"/>`;
      }),
      line("M-84 70H84", accent, 8),
    ].join("");
  },
  mug: ({ fg, accent, cut }) =>
    at(
      [
        line("M40 -18H56C72 -18 78 -6 78 10V34C78 50 72 60 56 60H40", fg, 14),
        rect(-64, -40, 108, 128, 12, fg),
        rect(-50, -22, 80, 96, 6, accent),
        line("M-26 -8V62M4 -8V62", cut, 6),
        dot(-42, -52, 22, fg),
        dot(-10, -64, 27, fg),
        dot(22, -54, 22, fg),
        rect(-64, -56, 108, 24, 6, fg),
      ].join(""),
      "translate(-6 2)",
    ),
} satisfies Record<MotifId, Draw>;

export function drawMotif(id: MotifId, ink: Ink, ctx: DrawContext): string {
  return MOTIFS[id](ink, ctx);
}
