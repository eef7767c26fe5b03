import type { CategoryId } from "./category-ids";

export { CATEGORY_IDS, type CategoryId, isCategoryId } from "./category-ids";

/** The six business categories (docs/product.md#screens, step 1). `icon` names a lucide icon the web side maps. */
export type Category = {
  id: CategoryId;
  name: string;
  description: string;
  icon: "utensils" | "briefcase" | "smartphone" | "shopping-bag" | "palette" | "sparkles";
  placeholder: string;
  /** Tone hint given to the name generator (docs/product.md#generation). */
  tone: string;
};

export const CATEGORIES: readonly Category[] = [
  {
    id: "food-beverage",
    name: "Food & Beverage",
    description: "Restaurants, cafés, bakeries, catering and drinks brands",
    icon: "utensils",
    placeholder:
      "e.g. A cozy neighbourhood café serving single-origin coffee and fresh pastries, with a quiet corner for remote workers...",
    tone: "warm, appetising and inviting",
  },
  {
    id: "services",
    name: "Services",
    description: "Consulting, cleaning, coaching, repairs and professional services",
    icon: "briefcase",
    placeholder:
      "e.g. A bookkeeping service for small online shops that handles taxes and monthly reports so owners can focus on selling...",
    tone: "trustworthy, clear and professional",
  },
  {
    id: "digital-product",
    name: "Digital Product",
    description: "Apps, software, SaaS, online courses and digital tools",
    icon: "smartphone",
    placeholder:
      "e.g. A mobile app that helps busy parents plan healthy weekly meals and builds the shopping list automatically...",
    tone: "modern, smart and forward-looking",
  },
  {
    id: "retail-ecommerce",
    name: "Retail/E-commerce",
    description: "Shops, online stores, fashion and consumer goods",
    icon: "shopping-bag",
    placeholder:
      "e.g. An online store selling handmade ceramic homeware in soft earthy colours, shipped in plastic-free packaging...",
    tone: "catchy, memorable and stylish",
  },
  {
    id: "agency",
    name: "Agency",
    description: "Creative, marketing, design and digital agencies",
    icon: "palette",
    placeholder:
      "e.g. A small branding agency that designs bold visual identities and websites for independent food and drink startups...",
    tone: "bold, creative and distinctive",
  },
  {
    id: "others",
    name: "Others",
    description: "Anything else: non-profits, events, communities and more",
    icon: "sparkles",
    placeholder:
      "e.g. A weekend community running club that organises city trail runs and charity races for all fitness levels...",
    tone: "distinctive, versatile and memorable",
  },
];

export function getCategory(id: CategoryId): Category {
  const found = CATEGORIES.find((c) => c.id === id);
  if (!found) throw new Error(`Unknown category: ${id}`);
  return found;
}
