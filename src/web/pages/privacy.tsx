import { useLingui } from "@lingui/react/macro";
import { PrivacyPolicy } from "@/web/features/legal/privacy-policy";
import { useLocale } from "@/web/lib/i18n/use-locale";
import { usePageMeta } from "@/web/lib/page-meta";
import { LegalPage } from "./legal-page";

export default function PrivacyPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  usePageMeta({ title: t`Privacy Policy`, description: t`What BrandSculpt collects, why, and your rights.` });
  return (
    <LegalPage>{(supportEmail) => <PrivacyPolicy supportEmail={supportEmail} locale={locale} />}</LegalPage>
  );
}
