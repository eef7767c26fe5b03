/** A colour written the three ways a palette page gives it. */
export function colourValues(hex: string): { hex: string; rgb: string; cmyk: string } {
  const n = Number.parseInt(hex.slice(1), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return { hex: hex.toUpperCase(), rgb: `${r}, ${g}, ${b}`, cmyk: toCmyk(r, g, b).join(", ") };
}

/**
 * Device CMYK in percent by the usual naive conversion (black from the brightest channel). It is
 * a starting point for a printer, not a colour-managed match, and the guidelines say so.
 */
export function toCmyk(r: number, g: number, b: number): [number, number, number, number] {
  const k = 1 - Math.max(r, g, b) / 255;
  if (k >= 1) return [0, 0, 0, 100];
  const part = (v: number) => Math.round(((1 - v / 255 - k) / (1 - k)) * 100);
  return [part(r), part(g), part(b), Math.round(k * 100)];
}
