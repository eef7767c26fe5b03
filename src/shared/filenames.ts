/**
 * Download file names (docs/product.md#download): whitespace becomes underscores, non-word characters are
 * removed. Letters of any script count as word characters so non-Latin names survive, and the
 * result is never empty.
 */
export function fileBaseName(brandName: string): string {
  const base = brandName
    .normalize("NFC")
    .trim()
    .replace(/\s+/gu, "_")
    .replace(/[^\p{L}\p{N}_]/gu, "")
    .replace(/_+/g, "_")
    .replace(/^_|_$/g, "")
    .slice(0, 80);
  return base.length > 0 ? base : "brand";
}

export function logoFileName(brandName: string): string {
  return `${fileBaseName(brandName)}_logo.png`;
}

export function compressedLogoFileName(brandName: string): string {
  return `${fileBaseName(brandName)}_logo_compressed.jpg`;
}
