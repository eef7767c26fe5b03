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

/** The brand colours resolved into the roles a drawing uses, each readable where it is used. */
export type Palette = {
  bg: string;
  /** Wordmark colour: at least 4.5:1 against bg (WCAG AA), usually far more. */
  ink: string;
  /** Main mark colour: at least 3:1 against bg (WCAG non-text contrast). */
  primary: string;
  accent: string;
  /** Secondary text (taglines): at least 4.5:1 against bg. */
  muted: string;
  /** Text set on a primary-filled shape: at least 4.5:1 against primary. */
  onPrimary: string;
  /** Marks and large initials on a primary-filled shape: at least 3:1 (WCAG large text and graphics). */
  onPrimaryLarge: string;
  /** Details on a primary-filled shape: at least 2:1 against primary. */
  accentOnPrimary: string;
  /** The mark colour where it sets letters on the background (monograms): at least 4.5:1. */
  primaryText: string;
  /** A small accent detail on the background (the wordmark's dot): at least 3:1. */
  accentMark: string;
};

export function derivePalette(colors: {
  background: string;
  ink: string;
  primary: string;
  accent: string;
}): Palette {
  const bg = colors.background;
  const ink = withContrast(colors.ink, bg, 7);
  const primary = withContrast(colors.primary, bg, 3);
  const accent = contrast(colors.accent, bg) >= 1.6 ? colors.accent : withContrast(colors.accent, bg, 1.6);
  const muted = withContrast(mix(ink, bg, 0.25), bg, 4.5);
  const onPrimary = firstReadable([bg, ink, "#FFFFFF", "#111111"], primary, 4.5);
  const onPrimaryLarge = firstReadable([bg, ink, "#FFFFFF", "#111111"], primary, 3);
  const accentOnPrimary = contrast(colors.accent, primary) >= 2 ? colors.accent : onPrimaryLarge;
  const primaryText = withContrast(primary, bg, 4.5);
  const accentMark = withContrast(accent, bg, 3);
  return {
    bg,
    ink,
    primary,
    accent,
    muted,
    onPrimary,
    onPrimaryLarge,
    accentOnPrimary,
    primaryText,
    accentMark,
  };
}

/**
 * One colour for everything that is drawn, and `knockout` for what is cut out of it (the
 * background, and text or details set on a filled shape).
 */
export function singleColorPalette(color: string, knockout: string): Palette {
  return {
    bg: knockout,
    ink: color,
    primary: color,
    accent: color,
    muted: color,
    onPrimary: knockout,
    onPrimaryLarge: knockout,
    accentOnPrimary: knockout,
    primaryText: color,
    accentMark: color,
  };
}

/** Relative luminance in 0..1 (WCAG). */
export function relativeLuminance(hex: string): number {
  return luminance(hex);
}
