import { useLingui } from "@lingui/react/macro";
import { TermsOfService } from "@/web/features/legal/terms-of-service";
import { useLocale } from "@/web/lib/i18n/use-locale";
import { usePageMeta } from "@/web/lib/page-meta";
import { LegalPage } from "./legal-page";

export default function TermsPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  usePageMeta({ title: t`Terms of Service`, description: t`The terms that apply when you use BrandSculpt.` });
  return (
    <LegalPage>{(supportEmail) => <TermsOfService supportEmail={supportEmail} locale={locale} />}</LegalPage>
  );
}
