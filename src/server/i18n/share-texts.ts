import { BRAND } from "@/shared/brand";
import type { Locale } from "@/shared/locale";

/**
 * The words a public share page's server-made parts carry (its link-preview head and its Open
 * Graph card), in its owner's language (issue 31): a visitor sees the brand as its owner shows it.
 */
export const SHARE_TEXTS: Record<Locale, { fallbackDescription: string; madeWith: string }> = {
  en: {
    fallbackDescription: `A brand made with ${BRAND.productName}.`,
    madeWith: `Made with ${BRAND.productName}`,
  },
  id: {
    fallbackDescription: `Merek yang lahir di ${BRAND.productName}.`,
    madeWith: `Dibuat dengan ${BRAND.productName}`,
  },
};
