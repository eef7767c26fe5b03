import { useLingui } from "@lingui/react/macro";
import { TermsOfService } from "@/web/features/legal/terms-content";
import { usePageMeta } from "@/web/lib/page-meta";
import { LegalPage } from "./legal-page";

export default function TermsPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Terms of Service`, description: t`The terms that apply when you use BrandSculpt.` });
  return <LegalPage>{(supportEmail) => <TermsOfService supportEmail={supportEmail} />}</LegalPage>;
}
