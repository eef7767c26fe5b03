/**
 * The product's and the business's identity (decisions section 8): one module that every screen,
 * the legal pages, the AI request headers and the share text read from.
 */
export const BRAND = {
  productName: "BrandSculpt",
  tagline: "AI brand names and logos for new businesses",
  businessName: "BrandSculpt Studio",
  city: "Jakarta",
  country: "Indonesia",
  location: "Jakarta, Indonesia",
  legalUpdated: "6/10/2025",
} as const;

export function shareText(brandName: string): string {
  return `Meet ${brandName}: the brand I just created with ${BRAND.productName}.`;
}
