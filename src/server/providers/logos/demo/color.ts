type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

/** Linear blend: t = 0 gives `from`, t = 1 gives `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = toRgb(from);
  const b = toRgb(to);
  return toHex([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}

/** WCAG 2.x relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function isDark(hex: string): boolean {
  return luminance(hex) < 0.18;
}

/**
 * The colour closest to `color` (same hue, pushed towards black or white, whichever the
 * background allows) that reaches `min` contrast against `bg`.
 */
export function withContrast(color: string, bg: string, min: number): string {
  if (contrast(color, bg) >= min) return color;
  const target = isDark(bg) ? "#FFFFFF" : "#000000";
  for (let t = 0.05; t < 1; t += 0.05) {
    const candidate = mix(color, target, t);
    if (contrast(candidate, bg) >= min) return candidate;
  }
  return target;
}

/** Of the candidates, the first that reaches `min` against `bg`, else the best one pushed to `min`. */
export function firstReadable(candidates: readonly string[], bg: string, min: number): string {
  const ok = candidates.find((c) => contrast(c, bg) >= min);
  if (ok) return ok;
  const best = [...candidates].sort((a, b) => contrast(b, bg) - contrast(a, bg))[0] ?? "#000000";
  return withContrast(best, bg, min);
}
