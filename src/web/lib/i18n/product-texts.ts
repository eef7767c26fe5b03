import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CategoryId } from "@/shared/categories";
import { MAX_LOGO_GENERATIONS, MAX_NAME_GENERATIONS } from "@/shared/constants";
import { i18n } from "./i18n";

/**
 * Product texts that live in src/shared (the server and the legal pages read them in English),
 * in the UI language. product-texts.test.ts keeps the English here equal to the shared constants.
 */
const PACKAGE_NAME = msg`Complete Brand Package`;
const PACKAGE_FEATURES: readonly MessageDescriptor[] = [
  msg`One brand: your chosen name plus one logo design`,
  msg`Up to ${MAX_NAME_GENERATIONS} name generations and ${MAX_LOGO_GENERATIONS} logo generations while you build it`,
  msg`Full-resolution 1024 × 1024 PNG plus a compressed JPEG`,
  msg`The brand kit: vector SVG and PDF logo files in four colour versions, favicons, social media images, brand guidelines and a licence certificate`,
  msg`Commercial usage rights for your logo`,
  msg`Multiple options to choose from in every run`,
];
const TAGLINE = msg`AI brand names and logos for new businesses`;

const CATEGORIES: Record<CategoryId, { name: MessageDescriptor; description: MessageDescriptor }> = {
  "food-beverage": {
    name: msg`Food & Beverage`,
    description: msg`Restaurants, cafés, bakeries, catering and drinks brands`,
  },
  services: {
    name: msg`Services`,
    description: msg`Consulting, cleaning, coaching, repairs and professional services`,
  },
  "digital-product": {
    name: msg`Digital Product`,
    description: msg`Apps, software, SaaS, online courses and digital tools`,
  },
  "retail-ecommerce": {
    name: msg`Retail/E-commerce`,
    description: msg`Shops, online stores, fashion and consumer goods`,
  },
  agency: { name: msg`Agency`, description: msg`Creative, marketing, design and digital agencies` },
  others: { name: msg`Others`, description: msg`Anything else: non-profits, events, communities and more` },
};

export const packageName = () => i18n._(PACKAGE_NAME);
export const packageFeatures = () => PACKAGE_FEATURES.map((feature) => i18n._(feature));
export const brandTagline = () => i18n._(TAGLINE);
export const categoryName = (id: CategoryId) => i18n._(CATEGORIES[id].name);
export const categoryDescription = (id: CategoryId) => i18n._(CATEGORIES[id].description);
