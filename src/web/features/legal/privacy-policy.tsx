import { DEFAULT_LOCALE, type Locale } from "@/shared/locale";
import { legalUpdated } from "./legal-dates";
import { LegalDocument } from "./legal-document";
import { buildPrivacySections, PRIVACY_TITLE, privacyIntro } from "./privacy-content";
import { buildPrivacySectionsId, PRIVACY_TITLE_ID, privacyIntroId } from "./privacy-content-id";

/**
 * The complete Privacy Policy page content (without the app shell or Back button), in English
 * (the reference) or in Bahasa Indonesia.
 */
export function PrivacyPolicy({
  supportEmail,
  locale = DEFAULT_LOCALE,
}: {
  supportEmail: string;
  locale?: Locale;
}) {
  const indonesian = locale === "id";
  return (
    <LegalDocument
      title={indonesian ? PRIVACY_TITLE_ID : PRIVACY_TITLE}
      updated={legalUpdated(locale)}
      intro={indonesian ? privacyIntroId : privacyIntro}
      sections={indonesian ? buildPrivacySectionsId(supportEmail) : buildPrivacySections(supportEmail)}
      locale={locale}
    />
  );
}
