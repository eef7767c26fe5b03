/**
 * The product's and the business's identity (docs/product.md#what-the-product-is): one module that every screen,
 * the legal pages, the AI request headers and the share text read from.
 */
export const BRAND = {
  productName: "BrandSculpt",
  tagline: "AI brand names and logos for new businesses",
  businessName: "BrandSculpt Studio",
  city: "Jakarta",
  country: "Indonesia",
  location: "Jakarta, Indonesia",
  /** Date of the latest change to the Terms or Privacy text, day month year. */
  legalUpdated: "24 November 2026",
} as const;

export function shareText(brandName: string): string {
  return `Meet ${brandName}: the brand I just created with ${BRAND.productName}.`;
}
