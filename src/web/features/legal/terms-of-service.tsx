import type { Locale } from "@/shared/locale";
import { type LegalTexts, LocalizedLegalDocument } from "./legal-document";
import { buildTermsSections, TERMS_TITLE, termsIntro } from "./terms-content";
import { buildTermsSectionsId, TERMS_TITLE_ID, termsIntroId } from "./terms-content-id";

const TERMS: Record<Locale, LegalTexts> = {
  en: { title: TERMS_TITLE, intro: termsIntro, sections: buildTermsSections },
  id: { title: TERMS_TITLE_ID, intro: termsIntroId, sections: buildTermsSectionsId },
};

/** The Terms of Service page's content, in English or in Bahasa Indonesia. */
export function TermsOfService(props: { supportEmail: string; locale?: Locale }) {
  return <LocalizedLegalDocument texts={TERMS} {...props} />;
}
