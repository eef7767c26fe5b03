import { TermsOfService } from "@/web/features/legal/terms-content";
import { usePageMeta } from "@/web/lib/page-meta";
import { LegalPage } from "./legal-page";

export default function TermsPage() {
  usePageMeta({ title: "Terms of Service", description: "The terms that apply when you use BrandSculpt." });
  return <LegalPage>{(supportEmail) => <TermsOfService supportEmail={supportEmail} />}</LegalPage>;
}
