import { num } from "@/server/composition/svg";

/** Terse SVG element builders for marks drawn in the -100..100 box. */

export function fill(d: string, color: string, opacity?: number): string {
  return `<path d="${d}" fill="${color}"${opacity === undefined ? "" : ` fill-opacity="${num(opacity)}"`}/>`;
}

export function line(d: string, color: string, width: number, cap: "round" | "butt" = "round"): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${num(width)}" stroke-linecap="${cap}" stroke-linejoin="round"/>`;
}

export function dot(cx: number, cy: number, r: number, color: string): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${color}"/>`;
}

export function oval(rx: number, ry: number, color: string): string {
  return `<ellipse rx="${num(rx)}" ry="${num(ry)}" fill="${color}"/>`;
}

export function frame(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  color: string,
  width: number,
): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(r)}" fill="none" stroke="${color}" stroke-width="${num(width)}"/>`;
}

export function ring(cx: number, cy: number, r: number, color: string, width: number): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="${color}" stroke-width="${num(width)}"/>`;
}

export function rect(x: number, y: number, w: number, h: number, r: number, color: string): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(r)}" fill="${color}"/>`;
}

export function at(content: string, transform: string): string {
  return `<g transform="${transform}">${content}</g>`;
}

/** A leaf/petal (vesica) from (0,0) pointing up, `length` long and `width` wide. */
export function petal(length: number, width: number): string {
  const w = width / 2;
  const l = length;
  return `M0 0C${num(w * 1.3)} ${num(-l * 0.22)} ${num(w * 1.3)} ${num(-l * 0.78)} 0 ${num(-l)}C${num(-w * 1.3)} ${num(-l * 0.78)} ${num(-w * 1.3)} ${num(-l * 0.22)} 0 0Z`;
}

/** Closed polygon through points. */
export function polygon(points: ReadonlyArray<readonly [number, number]>): string {
  return `${points.map(([x, y], i) => `${i ? "L" : "M"}${num(x)} ${num(y)}`).join("")}Z`;
}

/** Polar point with 0 degrees pointing up, clockwise. */
export function pt(r: number, degrees: number): [number, number] {
  const a = ((degrees - 90) * Math.PI) / 180;
  return [r * Math.cos(a), r * Math.sin(a)];
}

/** A smooth wave line from x0 to x1 at height y. */
export function wave(x0: number, x1: number, y: number, amplitude: number, humps: number): string {
  const step = (x1 - x0) / humps;
  let d = `M${num(x0)} ${num(y)}`;
  for (let i = 0; i < humps; i++) {
    const dir = i % 2 === 0 ? -1 : 1;
    d += `Q${num(x0 + step * (i + 0.5))} ${num(y + dir * amplitude * 2)} ${num(x0 + step * (i + 1))} ${num(y)}`;
  }
  return d;
}
