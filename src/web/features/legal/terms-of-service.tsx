import { DEFAULT_LOCALE, type Locale } from "@/shared/locale";
import { legalUpdated } from "./legal-dates";
import { LegalDocument } from "./legal-document";
import { buildTermsSections, TERMS_TITLE, termsIntro } from "./terms-content";
import { buildTermsSectionsId, TERMS_TITLE_ID, termsIntroId } from "./terms-content-id";

/**
 * The complete Terms of Service page content (without the app shell or Back button), in English
 * (the reference) or in Bahasa Indonesia.
 */
export function TermsOfService({
  supportEmail,
  locale = DEFAULT_LOCALE,
}: {
  supportEmail: string;
  locale?: Locale;
}) {
  const indonesian = locale === "id";
  return (
    <LegalDocument
      title={indonesian ? TERMS_TITLE_ID : TERMS_TITLE}
      updated={legalUpdated(locale)}
      intro={indonesian ? termsIntroId : termsIntro}
      sections={indonesian ? buildTermsSectionsId(supportEmail) : buildTermsSections(supportEmail)}
      locale={locale}
    />
  );
}
