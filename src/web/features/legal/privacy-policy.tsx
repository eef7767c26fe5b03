import type { Locale } from "@/shared/locale";
import { type LegalTexts, LocalizedLegalDocument } from "./legal-document";
import { buildPrivacySections, PRIVACY_TITLE, privacyIntro } from "./privacy-content";
import { buildPrivacySectionsId, PRIVACY_TITLE_ID, privacyIntroId } from "./privacy-content-id";

const PRIVACY: Record<Locale, LegalTexts> = {
  en: { title: PRIVACY_TITLE, intro: privacyIntro, sections: buildPrivacySections },
  id: { title: PRIVACY_TITLE_ID, intro: privacyIntroId, sections: buildPrivacySectionsId },
};

/** The Privacy Policy page's content, in English or in Bahasa Indonesia. */
export function PrivacyPolicy(props: { supportEmail: string; locale?: Locale }) {
  return <LocalizedLegalDocument texts={PRIVACY} {...props} />;
}
