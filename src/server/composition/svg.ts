/** Numbers in SVG output: two decimals at most (or `digits`), no trailing zeros, never "-0". */
export function num(value: number, digits = 2): string {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML 1.0 cannot hold.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Attribute list from an object, skipping undefined values; numbers go through num(). */
export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}="${typeof value === "number" ? num(value) : escapeXml(value)}"`)
    .join(" ");
}

/** Places a drawing made in the -100..100 motif box at (cx, cy) with the given diameter. */
export function place(content: string, cx: number, cy: number, size: number): string {
  return `<g transform="translate(${num(cx)} ${num(cy)}) scale(${num(size / 200)})">${content}</g>`;
}

export function polar(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const a = ((degrees - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}
