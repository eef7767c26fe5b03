/**
 * A 32-bit hash of a string, for seeding reproducible choices: FNV-1a over UTF-16 code units,
 * finished with a murmur-style avalanche so that near-identical inputs (a seed and its successor)
 * land far apart. Not for security.
 */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
